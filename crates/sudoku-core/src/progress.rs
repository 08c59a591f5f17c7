//! A player's progress on a puzzle: the digits they entered, their corner and centre notes, and
//! their colours.

use crate::{Cell, Colours, Digit, DigitSet, Geometry};

/// What a player has written in one cell: an entry, two kinds of notes and colours, any of
/// which may be empty. A cell with a given can only hold colours.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CellProgress {
    /// The digit the player placed, if any.
    pub entry: Option<Digit>,
    /// Corner notes: "this digit goes in one of these cells".
    pub corner: DigitSet,
    /// Centre notes: "this cell is one of these digits".
    pub centre: DigitSet,
    /// Colours on the cell and on its candidates.
    pub colours: Colours,
}

impl CellProgress {
    /// Whether the cell holds no entry, note or colour.
    pub fn is_empty(&self) -> bool {
        self.entry.is_none()
            && self.corner.is_empty()
            && self.centre.is_empty()
            && self.colours.is_empty()
    }

    /// The same marks without digits larger than `size`, which a grid of that size cannot show.
    fn within(self, size: usize) -> CellProgress {
        let digits = DigitSet::full(size);
        CellProgress {
            entry: self.entry.filter(|d| usize::from(d.get()) <= size),
            corner: self.corner.intersection(digits),
            centre: self.centre.intersection(digits),
            colours: self.colours.within(size),
        }
    }
}

/// A player's progress: one [`CellProgress`] per cell of a geometry. It says nothing of the
/// givens; a share code keeps progress only for cells without a given.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Progress {
    geometry: Geometry,
    cells: Vec<CellProgress>,
}

impl Progress {
    /// No entries and no notes on a grid of the given shape.
    pub fn empty(geometry: Geometry) -> Progress {
        Progress {
            geometry,
            cells: vec![CellProgress::default(); geometry.cell_count()],
        }
    }

    /// The grid's shape.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// What the player has written in `cell`; nothing for a cell of another geometry.
    pub fn get(&self, cell: Cell) -> CellProgress {
        self.cells.get(cell.index()).copied().unwrap_or_default()
    }

    /// Replaces what is written in `cell`. Digits larger than the grid are dropped and cells of
    /// another geometry are ignored, as [`crate::Grid::set`] does.
    pub fn set(&mut self, cell: Cell, marks: CellProgress) {
        let size = self.geometry.size();
        if let Some(slot) = self.cells.get_mut(cell.index()) {
            *slot = marks.within(size);
        }
    }

    /// Whether no cell holds an entry, a note or a colour.
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(CellProgress::is_empty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::digit;

    #[test]
    fn digits_beyond_the_grid_are_dropped() {
        let geometry = Geometry::new(2, 2).expect("4×4");
        let mut progress = Progress::empty(geometry);
        assert!(progress.is_empty());
        let cell = geometry.cell(1, 2).expect("inside");
        progress.set(
            cell,
            CellProgress {
                entry: Some(digit(7)),
                corner: [digit(1), digit(5)].into_iter().collect(),
                centre: [digit(4), digit(9)].into_iter().collect(),
                ..CellProgress::default()
            },
        );
        let marks = progress.get(cell);
        assert_eq!(marks.entry, None);
        assert_eq!(marks.corner.iter().collect::<Vec<_>>(), vec![digit(1)]);
        assert_eq!(marks.centre.iter().collect::<Vec<_>>(), vec![digit(4)]);
        assert!(!progress.is_empty());
    }

    #[test]
    fn cells_of_another_geometry_read_as_empty() {
        let big = Geometry::standard();
        let small = Progress::empty(Geometry::new(2, 2).expect("4×4"));
        let outside = big.cell(8, 8).expect("inside 9×9");
        assert!(small.get(outside).is_empty());
    }
}
