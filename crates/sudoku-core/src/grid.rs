//! A grid: a geometry and an optional digit in each cell.

use std::fmt;

use crate::{Cell, Digit, Geometry};

/// An n×n grid of optional digits. It can hold anything, including conflicting digits: whether
/// it is valid or solved is for [`crate::validate`] and the solver to say.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    geometry: Geometry,
    cells: Vec<Option<Digit>>,
}

impl Grid {
    /// An empty grid of the given shape.
    pub fn empty(geometry: Geometry) -> Grid {
        Grid {
            geometry,
            cells: vec![None; geometry.cell_count()],
        }
    }

    /// The grid's shape.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The digit in `cell`, if any. A cell of another geometry reads as empty.
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.cells.get(cell.index()).copied().flatten()
    }

    /// Puts `digit` in `cell` (or empties it). Digits larger than the grid's size and cells of
    /// another geometry are ignored, so a grid only ever holds digits of its own size.
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        let size = self.geometry.size();
        if digit.is_some_and(|d| usize::from(d.get()) > size) {
            return;
        }
        if let Some(slot) = self.cells.get_mut(cell.index()) {
            *slot = digit;
        }
    }

    /// The number of cells holding a digit.
    pub fn filled_count(&self) -> usize {
        self.cells.iter().flatten().count()
    }

    /// Whether every cell holds a digit (which says nothing of conflicts).
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// The grid as rows of digits separated by spaces, with box lines: easier on the eye than
    /// the one-line form, and read back by the parser.
    pub fn to_pretty_string(&self) -> String {
        let g = self.geometry;
        let n = g.size();
        let mut out = String::new();
        for row in 0..n {
            if row > 0 && g.has_boxes() && row % g.box_rows() == 0 {
                let dashes = (0..n / g.box_cols())
                    .map(|_| "-".repeat(g.box_cols() * 2 - 1))
                    .collect::<Vec<_>>()
                    .join("-+-");
                out.push_str(&dashes);
                out.push('\n');
            }
            for col in 0..n {
                if col > 0 {
                    out.push(' ');
                    if g.has_boxes() && col % g.box_cols() == 0 {
                        out.push_str("| ");
                    }
                }
                let digit = g.cell(row, col).and_then(|c| self.get(c));
                out.push(digit.map_or('.', Digit::to_char));
            }
            out.push('\n');
        }
        out
    }

    /// Makes this grid a copy of `other`, reusing its storage.
    pub(crate) fn copy_from(&mut self, other: &Grid) {
        self.geometry = other.geometry;
        self.cells.clone_from(&other.cells);
    }

    pub(crate) fn from_cells(geometry: Geometry, cells: Vec<Option<Digit>>) -> Grid {
        debug_assert_eq!(cells.len(), geometry.cell_count());
        Grid { geometry, cells }
    }
}

impl fmt::Display for Grid {
    /// The grid on one line, in reading order, `.` for an empty cell.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for digit in &self.cells {
            let c = digit.map_or('.', Digit::to_char);
            fmt::Write::write_char(f, c)?;
        }
        Ok(())
    }
}
