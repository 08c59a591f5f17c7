//! The names of rules: the kinds players call puzzles by, the constraints of a puzzle, and a
//! killer cage.

use std::fmt;

use crate::Cell;

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

    /// The kind named `slug`, if any.
    pub fn from_slug(slug: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.slug() == slug)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Classic => "classic sudoku",
            Kind::Killer => "killer sudoku",
            Kind::Jigsaw => "jigsaw sudoku",
            Kind::Diagonal => "diagonal sudoku",
        })
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
    /// A row, from 0 at the top.
    Row(usize),
    /// A column, from 0 at the left.
    Column(usize),
    /// A box, from 0 at the top left, in reading order.
    Box(usize),
    /// An irregular region, numbered by its first cell in reading order, from 0.
    Region(usize),
    /// The diagonal from the top left to the bottom right.
    Diagonal,
    /// The diagonal from the top right to the bottom left.
    AntiDiagonal,
    /// A cage, by its index in the puzzle's list of cages.
    Cage(usize),
}

impl fmt::Display for Constraint {
    /// Names the constraint the way players do, counting from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Constraint::Row(i) => write!(f, "row {}", i + 1),
            Constraint::Column(i) => write!(f, "column {}", i + 1),
            Constraint::Box(i) => write!(f, "box {}", i + 1),
            Constraint::Region(i) => write!(f, "region {}", i + 1),
            Constraint::Diagonal => f.write_str("the main diagonal"),
            Constraint::AntiDiagonal => f.write_str("the anti-diagonal"),
            Constraint::Cage(i) => write!(f, "cage {}", i + 1),
        }
    }
}
