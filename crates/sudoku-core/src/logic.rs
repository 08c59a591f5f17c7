//! Human-style solving: the techniques players use, cheapest first, each step a value that says
//! what it proves and why. The same ladder grades puzzles ([`crate::grade`]) and gives hints
//! ([`hint`]).
//!
//! A [`LogicSolver`] starts from the givens with every candidate, or from a player's board and
//! pencil marks, and finds one [`Step`] at a time. Techniques that reason about boxes are
//! skipped on Latin squares; the uniqueness techniques (Unique Rectangle, BUG+1) are used only
//! when [`LogicOptions::unique`] says the puzzle has exactly one solution.

mod aic;
mod als_xz;
mod board;
mod bug;
mod claiming;
mod colouring;
mod finned_fish;
mod fish;
mod forcing_chain;
mod full_house;
mod hidden_single;
mod hint;
mod naked_single;
mod pointing;
mod step;
mod subsets;
mod technique;
#[cfg(test)]
mod testing;
mod unique_rectangle;
mod w_wing;
mod x_chain;
mod xy_chain;
mod xy_wing;
mod xyz_wing;

use std::sync::Arc;

use crate::{Cell, Digit, DigitSet, Grid};

pub(crate) use board::{Board, Layout, NO_UNIT};
pub use hint::{hint, Hint};
pub use step::{Candidate, Shade, Step};
pub use technique::{Level, LevelError, Rating, Technique};

/// What the ladder may assume and use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LogicOptions {
    /// Whether the puzzle is known to have exactly one solution, which the uniqueness
    /// techniques rely on.
    pub unique: bool,
    /// The hardest level of technique to try; harder ones are skipped.
    pub up_to: Level,
}

impl Default for LogicOptions {
    /// No uniqueness assumed, every technique allowed.
    fn default() -> Self {
        LogicOptions {
            unique: false,
            up_to: Level::Master,
        }
    }
}

/// Why a position cannot be reasoned about.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LogicError {
    /// A digit repeats in a unit, or an empty cell has no candidate left.
    #[error("the position contradicts itself: a repeated digit or a cell without candidates")]
    Contradiction,
    /// The notes are not one set per cell of the grid.
    #[error("expected notes for {expected} cells, found {found}")]
    NotesLength {
        /// The number of cells of the grid.
        expected: usize,
        /// The number of note sets given.
        found: usize,
    },
}

/// A position and the ladder of techniques, one step at a time.
#[derive(Debug, Clone)]
pub struct LogicSolver {
    board: Board,
    options: LogicOptions,
    scratch: Scratch,
}

impl LogicSolver {
    /// The position of `grid` with every candidate its digits allow.
    pub fn new(grid: &Grid, options: LogicOptions) -> Result<LogicSolver, LogicError> {
        Self::with_notes(grid, None, options)
    }

    /// The position of `grid`, with the candidates of each empty cell cut down to its note set
    /// when that set is not empty (a player's pencil marks; an empty set means "no notes").
    pub fn with_notes(
        grid: &Grid,
        notes: Option<&[DigitSet]>,
        options: LogicOptions,
    ) -> Result<LogicSolver, LogicError> {
        let cells = grid.geometry().cell_count();
        if let Some(notes) = notes.filter(|n| n.len() != cells) {
            return Err(LogicError::NotesLength {
                expected: cells,
                found: notes.len(),
            });
        }
        let mut board = Board::new(Arc::new(Layout::new(grid.geometry())));
        board
            .load(grid, notes)
            .map_err(|_| LogicError::Contradiction)?;
        Ok(LogicSolver {
            board,
            options,
            scratch: Scratch::default(),
        })
    }

    /// The next step: the first technique of the ladder that applies. `None` when the grid is
    /// full or no technique allowed by the options applies.
    pub fn next_step(&mut self) -> Option<Step> {
        let mut step = Step::new(self.board.layout.geometry);
        self.find(&mut step).then_some(step)
    }

    /// Applies `step`'s placements and eliminations.
    pub fn apply(&mut self, step: &Step) {
        apply(&mut self.board, step);
    }

    /// The candidates of `cell` (empty once it holds a digit).
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        set_of(self.board.cands(cell.index()))
    }

    /// The digits placed so far.
    pub fn grid(&self) -> Grid {
        self.board.to_grid()
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.board.empty() == 0
    }

    /// Finds the next step into `step`, reusing its buffers.
    pub(crate) fn find(&mut self, step: &mut Step) -> bool {
        find(&self.board, self.options, &mut self.scratch, step)
    }
}

/// Buffers the chain and colouring searches reuse between steps.
#[derive(Debug, Clone, Default)]
pub(crate) struct Scratch {
    pub(crate) marks: Vec<u32>,
    pub(crate) queue: Vec<u32>,
    pub(crate) parent: Vec<u32>,
    pub(crate) sets: Vec<als_xz::Als>,
    pub(crate) graph: aic::Graph,
    pub(crate) forcing: forcing_chain::Forcing,
}

/// Whether `technique` may run on `board` under `options`.
pub(crate) fn allowed(technique: Technique, board: &Board, options: LogicOptions) -> bool {
    technique.level() <= options.up_to
        && (options.unique || !technique.needs_uniqueness())
        && (board.layout.geometry.has_boxes() || !technique.needs_boxes())
}

/// Tries the ladder on `board`, cheapest first; the first technique that applies fills `step`.
pub(crate) fn find(
    board: &Board,
    options: LogicOptions,
    scratch: &mut Scratch,
    step: &mut Step,
) -> bool {
    find_from(0, board, options, scratch, step)
}

/// [`find`] from the `first`th technique of the ladder on: the grader, which has just placed
/// every single, starts after them.
pub(crate) fn find_from(
    first: usize,
    board: &Board,
    options: LogicOptions,
    scratch: &mut Scratch,
    step: &mut Step,
) -> bool {
    if board.empty() == 0 {
        return false;
    }
    Technique::LADDER[first..]
        .iter()
        .copied()
        .filter(|&t| allowed(t, board, options))
        .any(|t| {
            step.clear(t);
            run(t, board, scratch, step)
        })
}

/// Runs one technique.
pub(crate) fn run(t: Technique, board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    match t {
        Technique::FullHouse => full_house::find(board, step),
        Technique::HiddenSingle => hidden_single::find(board, step),
        Technique::NakedSingle => naked_single::find(board, step),
        Technique::Pointing => pointing::find(board, step),
        Technique::Claiming => claiming::find(board, step),
        Technique::NakedPair => subsets::naked(board, 2, step),
        Technique::NakedTriple => subsets::naked(board, 3, step),
        Technique::NakedQuad => subsets::naked(board, 4, step),
        Technique::HiddenPair => subsets::hidden(board, 2, step),
        Technique::HiddenTriple => subsets::hidden(board, 3, step),
        Technique::HiddenQuad => subsets::hidden(board, 4, step),
        Technique::XWing => fish::find(board, 2, step),
        Technique::Swordfish => fish::find(board, 3, step),
        Technique::FinnedXWing => finned_fish::find(board, 2, step),
        Technique::FinnedSwordfish => finned_fish::find(board, 3, step),
        Technique::Jellyfish => fish::find(board, 4, step),
        Technique::XyWing => xy_wing::find(board, step),
        Technique::XyzWing => xyz_wing::find(board, step),
        Technique::WWing => w_wing::find(board, step),
        Technique::SimpleColouring => colouring::find(board, scratch, step),
        Technique::UniqueRectangle => unique_rectangle::find(board, step),
        Technique::UniqueRectangle2 => unique_rectangle::find_type2(board, step),
        Technique::UniqueRectangle3 => unique_rectangle::find_type3(board, step),
        Technique::UniqueRectangle4 => unique_rectangle::find_type4(board, step),
        Technique::Bug => bug::find(board, step),
        Technique::XChain => x_chain::find(board, scratch, step),
        Technique::XyChain => xy_chain::find(board, scratch, step),
        Technique::AlsXz => als_xz::find(board, scratch, step),
        Technique::Aic => aic::find(board, scratch, step),
        Technique::ForcingChain => forcing_chain::find(board, scratch, step),
    }
}

/// Applies a step's placements and eliminations to `board`; returns whether anything changed
/// (a step always changes something, and the ladder relies on that to end).
pub(crate) fn apply(board: &mut Board, step: &Step) -> bool {
    let mut changed = false;
    for c in &step.placements {
        let (cell, d) = (c.cell.index(), usize::from(c.digit.get() - 1));
        changed |= board.cands(cell) & (1 << d) != 0;
        board.place(cell, d);
    }
    for c in &step.eliminations {
        let (cell, d) = (c.cell.index(), usize::from(c.digit.get() - 1));
        changed |= board.cands(cell) & (1 << d) != 0;
        board.eliminate(cell, d);
    }
    changed
}

/// The bitmask of a digit set: bit d for digit d + 1.
pub(crate) fn bits_of(set: DigitSet) -> u32 {
    set.iter().fold(0, |bits, d| bits | 1 << (d.get() - 1))
}

/// The digit set of a bitmask.
pub(crate) fn set_of(mut bits: u32) -> DigitSet {
    let mut set = DigitSet::EMPTY;
    while bits != 0 {
        if let Some(d) = Digit::new(bits.trailing_zeros() as u8 + 1) {
            set.insert(d);
        }
        bits &= bits - 1;
    }
    set
}

/// Calls `f` with each `k`-combination of `items` (as the union of their masks and the
/// indices chosen) until it returns true; returns whether it did. No allocation: k ≤ 4.
pub(crate) fn combinations(
    items: &[u32],
    k: usize,
    mut f: impl FnMut(&[usize], u32) -> bool,
) -> bool {
    fn go(
        items: &[u32],
        k: usize,
        start: usize,
        chosen: &mut [usize; 4],
        depth: usize,
        union: u32,
        f: &mut dyn FnMut(&[usize], u32) -> bool,
    ) -> bool {
        if depth == k {
            return f(&chosen[..k], union);
        }
        for i in start..items.len() {
            let next = union | items[i];
            // A union already larger than k cannot shrink again.
            if next.count_ones() as usize > k {
                continue;
            }
            chosen[depth] = i;
            if go(items, k, i + 1, chosen, depth + 1, next, f) {
                return true;
            }
        }
        false
    }
    let mut chosen = [0usize; 4];
    k <= 4 && go(items, k, 0, &mut chosen, 0, 0, &mut f)
}
