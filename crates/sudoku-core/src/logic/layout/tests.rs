//! The layout against the geometry it is built from.

use super::*;

#[test]
fn units_cells_and_peers_agree_with_the_geometry() {
    for geometry in [
        Geometry::standard(),
        Geometry::new(2, 3).expect("6×6"),
        Geometry::latin(5).expect("5×5"),
    ] {
        let layout = Layout::new(geometry);
        assert_eq!(layout.unit_count(), geometry.units().count());
        for u in layout.units() {
            let unit = layout.unit(u);
            let cells: Vec<Cell> = geometry.unit_cells(unit).collect();
            assert_eq!(layout.cells_of(u), cells.as_slice());
            for (place, &cell) in cells.iter().enumerate() {
                assert!(layout.memberships(cell).contains(&Membership {
                    unit: u,
                    place: PlaceSet::only(place)
                }));
            }
        }
        for a in geometry.cells() {
            let units: Vec<Unit> = layout.units_of(a).map(|u| layout.unit(u)).collect();
            assert_eq!(units, geometry.units_of(a).collect::<Vec<_>>());
            for b in geometry.cells() {
                let shared = geometry
                    .units_of(a)
                    .any(|u| geometry.units_of(b).any(|v| u == v));
                assert_eq!(layout.sees(a, b), a != b && shared, "{a:?} {b:?}");
                assert_eq!(layout.peers_of(a).contains(&b), layout.sees(a, b));
            }
        }
    }
}
