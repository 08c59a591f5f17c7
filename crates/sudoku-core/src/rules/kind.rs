//! The names of rules: the kinds players call puzzles by, the constraints of a puzzle, and a
//! killer cage.

use std::fmt;

use crate::{Cell, Unit};

/// The variant a puzzle is played as: what players call it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Rows, columns and boxes.
    Classic,
    /// Cages with totals over the classic rules.
    Killer,
    /// Irregular regions in place of boxes.
    Jigsaw,
    /// The two long diagonals are units too.
    Diagonal,
}

impl Kind {
    /// Every kind, classic first.
    pub const ALL: [Kind; 4] = [Kind::Classic, Kind::Killer, Kind::Jigsaw, Kind::Diagonal];

    /// The kind's name in addresses and files: `classic`, `killer`, `jigsaw`, `diagonal`.
    pub fn slug(self) -> &'static str {
        match self {
            Kind::Classic => "classic",
            Kind::Killer => "killer",
            Kind::Jigsaw => "jigsaw",
            Kind::Diagonal => "diagonal",
        }
    }

    /// What a puzzle of this kind is called: "killer sudoku" (also its `Display`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Classic => "classic sudoku",
            Kind::Killer => "killer sudoku",
            Kind::Jigsaw => "jigsaw sudoku",
            Kind::Diagonal => "diagonal sudoku",
        }
    }

    /// The kind named `slug`, if any.
    pub fn from_slug(slug: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.slug() == slug)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A killer cage: its cells, whose digits do not repeat, and their total if it has one.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Cage {
    pub(super) cells: Vec<Cell>,
    pub(super) sum: Option<u16>,
}

impl Cage {
    /// A cage of `cells` (kept in reading order) with the total `sum`, if any.
    pub fn new(mut cells: Vec<Cell>, sum: Option<u16>) -> Cage {
        cells.sort_unstable();
        Cage { cells, sum }
    }

    /// The cage's cells in reading order; the first is where its total is written.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The cage's total, if it shows one.
    pub fn sum(&self) -> Option<u16> {
        self.sum
    }
}

/// One of the constraints of a puzzle: a unit that holds every digit once, or a cage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Constraint {
    /// A row, column, box, region or diagonal.
    Unit(Unit),
    /// A cage, by its index in the puzzle's list of cages.
    Cage(usize),
}

impl fmt::Display for Constraint {
    /// Names the constraint the way players do, counting from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Constraint::Unit(unit) => unit.fmt(f),
            Constraint::Cage(i) => write!(f, "cage {}", i + 1),
        }
    }
}
