//! The fixed shape of one geometry as the techniques read it: its units by [`UnitId`], the cells
//! of each unit, the units of each cell with the cell's place in them, and each cell's peers.
//! Computed once per geometry and shared by every board of it.

use std::sync::{Arc, OnceLock};

use crate::{Cell, DigitSet, Geometry, Unit};

use super::sets::{CellSet, PlaceSet};

/// A unit of a layout: its index in the layout's list of units, rows first, then columns, then
/// boxes (as [`Geometry::units`] lists them). It indexes the board's per-unit tables.
#[repr(transparent)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct UnitId(u16);

impl UnitId {
    /// The unit's index among every unit of its layout.
    #[inline]
    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A cell's place in one of its units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Membership {
    /// The unit.
    pub(crate) unit: UnitId,
    /// The cell's place in it, as a set of that one place.
    pub(crate) place: PlaceSet,
}

/// See the module documentation.
#[derive(Debug)]
pub(crate) struct Layout {
    pub(crate) geometry: Geometry,
    /// The side of the grid: the number of digits, and of cells per unit.
    pub(crate) n: usize,
    /// The digits 1 to n.
    digits: DigitSet,
    /// Every unit, in [`UnitId`] order.
    units: Vec<Unit>,
    /// The cells of unit `u` are `unit_cells[u * n..(u + 1) * n]`, in reading order.
    unit_cells: Vec<Cell>,
    /// Each cell's row, column and box, with its place in each. A Latin square has no boxes: its
    /// third slot repeats the row, so comparing all three slots still tells whether two cells
    /// share a unit, while [`Layout::memberships`] lists only the first two.
    memberships: Vec<[Membership; 3]>,
    /// How many units each cell is in: 3 with boxes, 2 without.
    per_cell: usize,
    /// Each cell's units as bits (bit `u` for unit `u`; at most 75 units).
    unit_bits: Vec<u128>,
    /// Each cell's peers, `peer_count` per cell.
    peers: Vec<Cell>,
    peer_count: usize,
    /// Each cell's peers as a cell set, on grids of at most [`CellSet::CAPACITY`] cells (empty
    /// on larger ones).
    peer_sets: Vec<CellSet>,
}

impl Layout {
    /// The layout of `geometry`, shared: the standard 9×9 one is built once per process (the
    /// generator makes a grader per puzzle, and building a layout costs about as much as
    /// grading an easy puzzle), the others each time.
    pub(crate) fn shared(geometry: Geometry) -> Arc<Layout> {
        static STANDARD: OnceLock<Arc<Layout>> = OnceLock::new();
        if geometry == Geometry::standard() {
            Arc::clone(STANDARD.get_or_init(|| Arc::new(Layout::new(geometry))))
        } else {
            Arc::new(Layout::new(geometry))
        }
    }

    pub(crate) fn new(geometry: Geometry) -> Layout {
        let n = geometry.size();
        let units: Vec<Unit> = geometry.units().collect();
        let mut unit_cells = Vec::with_capacity(units.len() * n);
        let none = Membership {
            unit: UnitId(0),
            place: PlaceSet::EMPTY,
        };
        let mut memberships = vec![[none; 3]; geometry.cell_count()];
        for (u, &unit) in units.iter().enumerate() {
            let slot = match unit {
                Unit::Row(_) => 0,
                Unit::Column(_) => 1,
                Unit::Box(_) => 2,
            };
            for (place, cell) in geometry.unit_cells(unit).enumerate() {
                unit_cells.push(cell);
                memberships[cell.index()][slot] = Membership {
                    unit: UnitId(u as u16),
                    place: PlaceSet::only(place),
                };
            }
        }
        let per_cell = if geometry.has_boxes() { 3 } else { 2 };
        if !geometry.has_boxes() {
            for slots in &mut memberships {
                slots[2] = slots[0];
            }
        }
        let unit_bits = memberships
            .iter()
            .map(|slots| {
                slots
                    .iter()
                    .fold(0, |bits, m| bits | 1u128 << m.unit.index())
            })
            .collect();
        let mut layout = Layout {
            geometry,
            n,
            digits: DigitSet::full(n),
            units,
            unit_cells,
            memberships,
            per_cell,
            unit_bits,
            peers: Vec::new(),
            peer_count: 0,
            peer_sets: Vec::new(),
        };
        for cell in geometry.cells() {
            let before = layout.peers.len();
            for other in geometry.cells() {
                if layout.sees(cell, other) {
                    layout.peers.push(other);
                }
            }
            // Every cell of a geometry has the same number of peers.
            layout.peer_count = layout.peers.len() - before;
        }
        if geometry.cell_count() <= CellSet::CAPACITY {
            layout.peer_sets = geometry
                .cells()
                .map(|cell| {
                    layout
                        .peers_of(cell)
                        .iter()
                        .fold(CellSet::EMPTY, |set, &peer| set.with(peer))
                })
                .collect();
        }
        layout
    }

    /// The digits of the grid: 1 to n.
    #[inline]
    pub(crate) fn digits(&self) -> DigitSet {
        self.digits
    }

    /// Every cell, in reading order.
    #[inline]
    pub(crate) fn cells(&self) -> impl Iterator<Item = Cell> {
        (0..self.geometry.cell_count()).map(Cell::new)
    }

    /// The number of units.
    #[inline]
    pub(crate) fn unit_count(&self) -> usize {
        self.units.len()
    }

    /// Every unit: rows, columns, then boxes.
    #[inline]
    pub(crate) fn units(&self) -> impl Iterator<Item = UnitId> {
        (0..self.units.len() as u16).map(UnitId)
    }

    /// The units of `bits` (bit `u` for unit `u`), in order.
    #[inline]
    pub(crate) fn units_in(&self, bits: u128) -> impl Iterator<Item = UnitId> {
        let count = self.units.len();
        let mut rest = if count >= 128 {
            bits
        } else {
            bits & ((1 << count) - 1)
        };
        std::iter::from_fn(move || {
            let u = rest.trailing_zeros();
            rest &= rest.wrapping_sub(1);
            (u < 128).then_some(UnitId(u as u16))
        })
    }

    /// The rows and the columns.
    #[inline]
    pub(crate) fn lines(&self) -> impl Iterator<Item = UnitId> {
        (0..2 * self.n as u16).map(UnitId)
    }

    /// The boxes (none in a Latin square).
    #[inline]
    pub(crate) fn boxes(&self) -> impl Iterator<Item = UnitId> {
        (2 * self.n as u16..self.units.len() as u16).map(UnitId)
    }

    /// The rows if `rows`, else the columns.
    #[inline]
    pub(crate) fn lines_of(&self, rows: bool) -> impl Iterator<Item = UnitId> {
        let first = if rows { 0 } else { self.n as u16 };
        (first..first + self.n as u16).map(UnitId)
    }

    /// Row `i` if `rows`, else column `i` (from 0).
    #[inline]
    pub(crate) fn line(&self, rows: bool, i: usize) -> UnitId {
        UnitId((if rows { i } else { self.n + i }) as u16)
    }

    /// Whether `u` is a row.
    #[inline]
    pub(crate) fn is_row(&self, u: UnitId) -> bool {
        u.index() < self.n
    }

    /// The unit's number among the units of its kind, from 0: row 3 is 2.
    #[inline]
    pub(crate) fn number(&self, u: UnitId) -> usize {
        u.index() % self.n
    }

    /// The unit as the public API names it.
    #[inline]
    pub(crate) fn unit(&self, u: UnitId) -> Unit {
        self.units[u.index()]
    }

    /// The cells of `u`, in reading order: the cell at place i is the i-th.
    #[inline]
    pub(crate) fn cells_of(&self, u: UnitId) -> &[Cell] {
        &self.unit_cells[u.index() * self.n..(u.index() + 1) * self.n]
    }

    /// The cell at `place` in `u`.
    #[inline]
    pub(crate) fn cell_at(&self, u: UnitId, place: usize) -> Cell {
        self.unit_cells[u.index() * self.n + place]
    }

    /// The cells of `u` at `places`.
    #[inline]
    pub(crate) fn cells_in(&self, u: UnitId, places: PlaceSet) -> impl Iterator<Item = Cell> + '_ {
        places.iter().map(move |place| self.cell_at(u, place))
    }

    /// The units of `cell` as bits, bit `u` for unit `u`.
    #[inline]
    pub(crate) fn unit_bits(&self, cell: Cell) -> u128 {
        self.unit_bits[cell.index()]
    }

    /// The units of `cell` (row, column and box, if any) with its place in each.
    #[inline]
    pub(crate) fn memberships(&self, cell: Cell) -> &[Membership] {
        &self.memberships[cell.index()][..self.per_cell]
    }

    /// The units of `cell`: its row, its column and its box, if any.
    #[inline]
    pub(crate) fn units_of(&self, cell: Cell) -> impl Iterator<Item = UnitId> + '_ {
        self.memberships(cell).iter().map(|m| m.unit)
    }

    /// The row of `cell`.
    #[inline]
    pub(crate) fn row_of(&self, cell: Cell) -> UnitId {
        self.memberships[cell.index()][0].unit
    }

    /// The column of `cell`.
    #[inline]
    pub(crate) fn column_of(&self, cell: Cell) -> UnitId {
        self.memberships[cell.index()][1].unit
    }

    /// The box of `cell`, if the geometry has boxes.
    #[inline]
    pub(crate) fn box_of(&self, cell: Cell) -> Option<UnitId> {
        (self.per_cell == 3).then(|| self.memberships[cell.index()][2].unit)
    }

    /// The row of `cell` if `rows`, else its column.
    #[inline]
    pub(crate) fn line_of(&self, rows: bool, cell: Cell) -> UnitId {
        self.memberships[cell.index()][usize::from(!rows)].unit
    }

    /// Whether `cell` is in `u`.
    #[inline]
    pub(crate) fn contains(&self, u: UnitId, cell: Cell) -> bool {
        self.units_of(cell).any(|v| v == u)
    }

    /// The peers of `cell`: every other cell of its units.
    #[inline]
    pub(crate) fn peers_of(&self, cell: Cell) -> &[Cell] {
        &self.peers[cell.index() * self.peer_count..(cell.index() + 1) * self.peer_count]
    }

    /// Whether two different cells share a unit.
    #[inline]
    pub(crate) fn sees(&self, a: Cell, b: Cell) -> bool {
        let (x, y) = (&self.memberships[a.index()], &self.memberships[b.index()]);
        a != b && (x[0].unit == y[0].unit || x[1].unit == y[1].unit || x[2].unit == y[2].unit)
    }

    /// Whether `cell` sees every one of `cells` (and is none of them).
    #[inline]
    pub(crate) fn sees_all(&self, cell: Cell, cells: &[Cell]) -> bool {
        cells.iter().all(|&c| self.sees(cell, c))
    }

    /// The peers of `cell` as a cell set, on a grid of at most [`CellSet::CAPACITY`] cells.
    #[inline]
    pub(crate) fn peer_set(&self, cell: Cell) -> CellSet {
        self.peer_sets[cell.index()]
    }

    /// Whether the grid is small enough for cell sets ([`Layout::peer_set`]).
    #[inline]
    pub(crate) fn has_cell_sets(&self) -> bool {
        !self.peer_sets.is_empty()
    }
}

#[cfg(test)]
mod tests {
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
}
