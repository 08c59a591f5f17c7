//! Human-style solving: the techniques players use, cheapest first, each step a value that says
//! what it proves and why. The same ladder grades puzzles ([`crate::grade`]) and gives hints
//! ([`hint`]).
//!
//! A [`LogicSolver`] starts from the givens with every candidate, or from a player's board and
//! pencil marks, and finds one [`Step`] at a time. Techniques that reason about boxes are
//! skipped on Latin squares; the uniqueness techniques (Unique Rectangle, BUG+1) are used only
//! when [`LogicOptions::unique`] says the puzzle has exactly one solution.

// The solver's typed base: the fixed shape of a geometry, the board, and their bitsets.
mod board;
mod explanation;
mod layout;
mod level;
mod names;
mod sets;
mod step;
// The table of techniques, with one file per technique in `technique/`.
mod technique;
mod unchanged;

mod hint;
#[cfg(test)]
mod testing;

use crate::{Cell, DigitSet, Grid};

pub(crate) use board::Board;
pub(crate) use layout::{Layout, UnitId};
pub(crate) use sets::{Bits, CellSet, PlaceSet};
pub(crate) use technique::{hidden_single, naked_single};
use unchanged::UnitSearch;

pub use explanation::{by_cell, removed_by_digit, set_name, Explanation, Sentence, Value};
pub use hint::{hint, hint_puzzle, Hint};
pub use level::{Level, LevelError, Rating};
pub use names::TechniqueError;
pub use step::{Candidate, Shade, Step};
pub use technique::Technique;

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
        Self::with_rules(
            &crate::Rules::classic(grid.geometry()),
            grid,
            notes,
            options,
        )
    }

    /// [`LogicSolver::with_notes`] under `rules`: a variant's regions, diagonals and cages.
    pub fn with_rules(
        rules: &crate::Rules,
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
        if grid.geometry() != rules.geometry() {
            return Err(LogicError::Contradiction);
        }
        let mut board = Board::new(Layout::of_rules(rules));
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
        self.board.cands(cell)
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

/// Buffers the chain and colouring searches reuse between steps. The node buffers hold each
/// search's own node ids (a technique's `Node` newtype says what one is).
#[derive(Debug, Clone, Default)]
pub(crate) struct Scratch {
    pub(crate) marks: Vec<u32>,
    pub(crate) queue: Vec<u32>,
    pub(crate) parent: Vec<u32>,
    pub(crate) cells: Vec<Cell>,
    pub(crate) sets: Vec<technique::als_xz::Als>,
    pub(crate) graph: technique::aic::Graph,
    pub(crate) forcing: technique::forcing_chain::Forcing,
}

impl Scratch {
    /// Readies the node buffers for a breadth-first search from `first` over `nodes` nodes:
    /// every node unmarked (`none`) and without a parent, and the queue holding `first` alone,
    /// marked at depth 0.
    pub(crate) fn start_search(&mut self, nodes: usize, none: u32, first: usize, id: u32) {
        self.marks.clear();
        self.marks.resize(nodes, none);
        self.parent.clear();
        self.parent.resize(nodes, none);
        self.queue.clear();
        self.queue.push(id);
        self.marks[first] = 0;
    }
}

/// Whether `technique` may run on `board` under `options`.
pub(crate) fn allowed(technique: Technique, board: &Board, options: LogicOptions) -> bool {
    let rung = technique.rung();
    rung.level <= options.up_to
        && (options.unique || !rung.needs.uniqueness)
        && (board.layout.geometry.has_boxes() || !rung.needs.boxes)
        && (!board.layout.is_variant() || !rung.needs.classic)
        && (board.layout.is_variant() || !rung.needs.variant)
}

/// Tries the ladder on `board`, cheapest first; the first technique that applies fills `step`.
pub(crate) fn find(
    board: &Board,
    options: LogicOptions,
    scratch: &mut Scratch,
    step: &mut Step,
) -> bool {
    find_from(Technique::FullHouse, board, options, scratch, step)
}

/// [`find`] from technique `from` on: the grader, which has just placed every single, starts
/// after them.
pub(crate) fn find_from(
    from: Technique,
    board: &Board,
    options: LogicOptions,
    scratch: &mut Scratch,
    step: &mut Step,
) -> bool {
    if board.empty() == 0 {
        return false;
    }
    Technique::LADDER
        .into_iter()
        .skip_while(|&t| t < from)
        .filter(|&t| allowed(t, board, options))
        .any(|t| {
            step.clear(t);
            (t.find())(board, scratch, step)
        })
}

/// The digit `cell` takes as a single (naked or hidden) on `board`, if it is one.
pub(crate) fn single_at(board: &Board, cell: Cell) -> Option<crate::Digit> {
    naked_single::digit_at(board, cell).or_else(|| hidden_single::digit_at(board, cell))
}

/// Applies a step's placements and eliminations to `board`; returns whether anything changed
/// (a step always changes something, and the ladder relies on that to end).
pub(crate) fn apply(board: &mut Board, step: &Step) -> bool {
    let mut changed = false;
    for c in &step.placements {
        changed |= board.cands(c.cell).contains(c.digit);
        board.place(c.cell, c.digit);
    }
    for c in &step.eliminations {
        changed |= board.cands(c.cell).contains(c.digit);
        board.eliminate(c.cell, c.digit);
    }
    changed
}

/// The search both subset techniques run. In each unit with more than `k` non-empty entries,
/// every `k` entries holding 2 to `k` elements each and exactly `k` between them are given to
/// `f` with the unit and their union, until `f` returns true; returns whether it did. A unit's
/// entries are its cells with their candidates (naked subsets) or its digits with their places
/// (hidden subsets); `fill` is any entry, for the buffers. No allocation: k ≤ 4. The units
/// where `search` found nothing since they last changed are skipped, and those where it
/// finds nothing noted (`unchanged.rs`).
pub(crate) fn locked_sets<T: Copy, S: Bits, I: Iterator<Item = (T, S)>>(
    board: &Board,
    k: usize,
    search: UnitSearch,
    fill: T,
    entries: impl Fn(UnitId) -> I,
    mut f: impl FnMut(UnitId, &[(T, S)], S) -> bool,
) -> bool {
    let mut items = [fill; 25];
    let mut sets = [S::EMPTY; 25];
    let mut chosen_entries = [(fill, S::EMPTY); 4];
    // Noting a unit below changes no other unit's note, so the units to look at are known
    // from the start, and so are those where the complementary search of each size found
    // nothing (see `no_single`).
    let mut complement = [0u128; 5];
    if board.solvable {
        for (size, units) in complement.iter_mut().enumerate() {
            if let Some(other) = search.complement(size) {
                *units = !board.unchanged.open_units(other);
            }
        }
    }
    for u in board.layout.units_in(board.unchanged.open_units(search)) {
        let mut len = 0;
        let mut open = 0;
        // The entries of 2 to `k` elements, without a branch on the sizes (`push_if`).
        for (item, set) in entries(u) {
            let size = set.len();
            open += usize::from(size != 0);
            let keep = (2..=k).contains(&size);
            push_if(&mut items, len, item, keep);
            len = push_if(&mut sets, len, set, keep);
        }
        // A subset as large as the unit's open entries locks nothing else.
        if open <= k
            || complement
                .get(open - k)
                .is_some_and(|&units| units >> u.index() & 1 == 1 && no_single(board, search, u))
        {
            board.unchanged.note_unit(search, u);
            continue;
        }
        let found = combinations(&sets[..len], k, |chosen, union| {
            if union.len() != k {
                return false;
            }
            for (slot, &i) in chosen_entries.iter_mut().zip(chosen) {
                *slot = (items[i], sets[i]);
            }
            f(u, &chosen_entries[..chosen.len()], union)
        });
        if found {
            return true;
        }
        board.unchanged.note_unit(search, u);
    }
    false
}

/// Writes `item` at `list[len]` and returns the list's new length: `len + 1` if `keep`, else
/// `len`, so that an item not kept is written past the end and overwritten by the next. The
/// searches gather their lists this way, without a branch on `keep`, which is not predictable
/// there and was measured slower. The length never passes the list's.
#[inline]
pub(crate) fn push_if<T>(list: &mut [T], len: usize, item: T, keep: bool) -> usize {
    if let Some(slot) = list.get_mut(len) {
        *slot = item;
    }
    (len + usize::from(keep)).min(list.len())
}

/// Whether no entry of unit `u` for the search complementary to `search` has a single
/// element (no naked single for a hidden subset search, no hidden single for a naked one), so
/// that where the complementary search found nothing, `search` finds nothing either.
///
/// On a board known to have a solution ([`Board::solvable`]), in a unit with `m` open cells
/// and as many missing digits, `k` digits confined to `k` cells (a hidden subset) leave the
/// other `m - k` cells only the other `m - k` digits (a naked subset), and the other way
/// round: the solution puts those digits in those cells, so the union is exactly that large.
/// Both remove the same candidates, the other digits from the hidden subset's cells. The
/// complementary search sees its subset unless one of its entries has a single element.
fn no_single(board: &Board, search: UnitSearch, u: UnitId) -> bool {
    let layout = &board.layout;
    match search {
        // The complement is a naked subset: no cell of the unit may be a naked single.
        UnitSearch::Hidden(_) => layout
            .cells_of(u)
            .iter()
            .all(|&c| board.cands(c).len() != 1),
        // The complement is a hidden subset: no digit may have a single place.
        _ => layout.digits().iter().all(|d| board.pos(u, d).len() != 1),
    }
}

/// Calls `f` with each `k`-combination of `items` (as the indices chosen and the union of
/// their sets) until it returns true; returns whether it did. No allocation: k ≤ 4.
pub(crate) fn combinations<S: Bits>(
    items: &[S],
    k: usize,
    mut f: impl FnMut(&[usize], S) -> bool,
) -> bool {
    fn go<S: Bits, F: FnMut(&[usize], S) -> bool>(
        items: &[S],
        k: usize,
        start: usize,
        chosen: &mut [usize; 4],
        depth: usize,
        union: S,
        f: &mut F,
    ) -> bool {
        if depth == k {
            return f(&chosen[..k], union);
        }
        // The k - depth items still to choose need that many left.
        let last = (items.len() + depth + 1).saturating_sub(k);
        for i in start..last {
            let next = union.union(items[i]);
            // A union already larger than k cannot shrink again.
            if next.len() > k {
                continue;
            }
            chosen[depth] = i;
            if go(items, k, i + 1, chosen, depth + 1, next, f) {
                return true;
            }
        }
        false
    }
    if k == 2 {
        // The pairs, the commonest search, as two plain loops: the same pairs in the same
        // order, without the recursion.
        for (i, &first) in items.iter().enumerate() {
            if first.len() > 2 {
                continue;
            }
            for (j, &second) in items.iter().enumerate().skip(i + 1) {
                let union = first.union(second);
                if union.len() <= 2 && f(&[i, j], union) {
                    return true;
                }
            }
        }
        return false;
    }
    let mut chosen = [0usize; 4];
    k <= 4 && go(items, k, 0, &mut chosen, 0, S::EMPTY, &mut f)
}
