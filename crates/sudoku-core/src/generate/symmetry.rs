//! The patterns the givens keep, and the cells removed together under each.

use crate::{Cell, Geometry, Grid};

/// The pattern the givens keep.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// No pattern.
    #[default]
    None,
    /// Unchanged by a half turn about the centre.
    Rotational,
    /// Unchanged by reflection in the main diagonal.
    Diagonal,
    /// Unchanged by reflection left to right.
    Mirror,
}

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::Diagonal,
        Symmetry::Mirror,
    ];

    /// The symmetry's name in lower case.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The cell `cell` is paired with (itself on the axis or centre, and for `None`).
    pub fn partner(self, geometry: Geometry, cell: Cell) -> Cell {
        let n = geometry.size();
        let (r, c) = (geometry.row_of(cell), geometry.col_of(cell));
        let (r, c) = match self {
            Symmetry::None => (r, c),
            Symmetry::Rotational => (n - 1 - r, n - 1 - c),
            Symmetry::Diagonal => (c, r),
            Symmetry::Mirror => (r, n - 1 - c),
        };
        geometry.cell(r, c).unwrap_or(cell)
    }

    /// Whether the givens of `grid` have this symmetry.
    pub fn holds_for(self, grid: &Grid) -> bool {
        let g = grid.geometry();
        g.cells()
            .all(|c| grid.get(c).is_some() == grid.get(self.partner(g, c)).is_some())
    }
}

crate::named::read_by_name!(
    Symmetry,
    SymmetryError,
    "symmetry",
    "unknown symmetry {0:?} (none, rotational, diagonal or mirror)"
);

/// The cells removed together: each cell with its partner under `symmetry` (a cell alone is
/// its own partner).
pub(super) fn orbits(geometry: Geometry, symmetry: Symmetry) -> Vec<[Cell; 2]> {
    geometry
        .cells()
        .filter_map(|cell| {
            let partner = symmetry.partner(geometry, cell);
            (cell <= partner).then_some([cell, partner])
        })
        .collect()
}
