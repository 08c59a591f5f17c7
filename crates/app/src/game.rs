//! The game model: a puzzle's givens, the player's entries and notes, the selection, undo
//! history, validation and the clock, as plain Rust.
//!
//! Components only read this model through a signal and call its verbs, so everything a player
//! can do is covered by `cargo test` without a browser.

mod armed;
mod check;
mod checkpoint;
mod colour;
mod create;
mod edit;
mod hint;
mod history;
mod moves;
mod notes;
mod room;
mod save;
mod selection;
pub mod session;
mod settings;
mod share;
#[cfg(test)]
pub(crate) mod testing;
mod timer;
mod variant;

use sudoku_core::{Cell, CellProgress, Colour, Digit, DigitSet, Geometry, Grid};

pub use colour::{colour_letter, colour_name};
pub use create::Lock;
pub use hint::{Basis, HintMarks, HintRequest, HintSession, Reveal};
use history::{Action, Change, History};
pub use moves::{EntryChange, Move, MoveKind, MovesError};
pub use save::{named_save_key, save_key, SaveError, Unreadable};
pub use timer::{Millis, Timer};
pub use variant::{puzzle_of, RulesRef, Variant, VariantRules, STYLESHEET as VARIANT_STYLESHEET};

/// A direction the selection can move in (arrow keys).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

impl Direction {
    /// The direction an arrow key names (`"ArrowUp"`...).
    pub fn of_key(key: &str) -> Option<Direction> {
        match key {
            "ArrowUp" => Some(Direction::Up),
            "ArrowDown" => Some(Direction::Down),
            "ArrowLeft" => Some(Direction::Left),
            "ArrowRight" => Some(Direction::Right),
            _ => None,
        }
    }

    /// The cell one step from `cell` this way, wrapping round at the grid's edges.
    pub fn step(self, geometry: Geometry, cell: Cell) -> Option<Cell> {
        let n = geometry.size();
        let (row, col) = (geometry.row_of(cell), geometry.col_of(cell));
        let (row, col) = match self {
            Direction::Up => ((row + n - 1) % n, col),
            Direction::Down => ((row + 1) % n, col),
            Direction::Left => (row, (col + n - 1) % n),
            Direction::Right => (row, (col + 1) % n),
        };
        geometry.cell(row, col)
    }
}

/// What typing a digit does.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum InputMode {
    /// Places the digit in the cell.
    #[default]
    Digit,
    /// Toggles a small note in the cell's corner ("this digit goes in one of these cells").
    Corner,
    /// Toggles a note in the cell's centre ("the cell is one of these digits").
    Centre,
    /// Paints colour 1–9 on the cells.
    Colour,
    /// Paints the active colour on a candidate of the cells.
    CandidateColour,
}

/// When conflicting digits are marked: the player's choice.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Validation {
    /// As soon as a digit is typed.
    #[default]
    OnInsert,
    /// Only when the player presses Check; the marks go at the next change.
    OnDemand,
}

/// The player's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// When conflicts are marked.
    pub validation: Validation,
    /// Whether placing a digit removes it from the notes of the cells it sees.
    pub clean_notes: bool,
    /// What the grid tints around the selection.
    pub highlight: Highlight,
    /// Whether colours also show their letter, for players who tell colours apart badly.
    pub colour_letters: bool,
    /// Whether a killer shows the cage-sum aid for the selected cell's cage: the digit sets
    /// that still make its total, and the digits they leave (off by default: it does some of
    /// the solver's work).
    pub cage_aid: bool,
    /// Number-first input: a keypad key chooses its digit, and each tapped cell then takes it
    /// (see `game/armed.rs`); off, a key types into the selected cells.
    pub number_first: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            validation: Validation::OnInsert,
            clean_notes: true,
            highlight: Highlight::default(),
            colour_letters: false,
            cage_aid: false,
            number_first: false,
        }
    }
}

/// What the grid tints around the selected cell, each the player's choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Highlight {
    /// The cells showing the selected cell's digit.
    pub same_digit: bool,
    /// The selected cell's row, column and box.
    pub units: bool,
    /// The empty cells where the selected cell's digit can still go (no cell they see has it).
    pub candidates: bool,
}

impl Default for Highlight {
    fn default() -> Self {
        Self {
            same_digit: true,
            units: true,
            candidates: false,
        }
    }
}

/// One puzzle being played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    givens: Grid,
    /// A variant's rules; `None` for the classic rules of the grid (see `variant`).
    rules: Option<RulesRef>,
    /// One state per cell; cells with a given never hold an entry or notes.
    cells: Vec<CellProgress>,
    /// The selected cells, the cursor (where arrows move from) last.
    selection: Vec<Cell>,
    mode: InputMode,
    /// The colour candidates are painted with.
    active_colour: Colour,
    settings: Settings,
    history: History,
    /// Whether the player asked for a check since the last change (on-demand validation).
    checked: bool,
    /// How many hints the player has used on this puzzle.
    hints_used: u32,
    /// The positions the player marked, oldest first (see `checkpoint`).
    checkpoints: Vec<Vec<CellProgress>>,
    /// Whether the player asked for the solution.
    revealed: bool,
    /// The moves with their times, for the review (see `moves`).
    moves: moves::Moves,
    /// Whether the game is paused: the board is hidden and takes no input (see
    /// [`Game::set_paused`]).
    paused: bool,
    /// The digit chosen on the keypad with number-first input (see `game/armed.rs`).
    armed: Option<Digit>,
}

impl Game {
    /// Starts a game on `givens` with no entries, nothing selected, default settings, in digit
    /// mode (as every grid starts: the first key typed is a digit, whatever the size).
    pub fn new(givens: Grid) -> Self {
        let cells = vec![CellProgress::default(); givens.geometry().cell_count()];
        Self {
            mode: InputMode::Digit,
            givens,
            rules: None,
            cells,
            selection: Vec::new(),
            active_colour: Colour::FIRST,
            settings: Settings::default(),
            history: History::default(),
            checked: false,
            hints_used: 0,
            checkpoints: Vec::new(),
            revealed: false,
            moves: moves::Moves::default(),
            paused: false,
            armed: None,
        }
    }

    /// Whether the game is paused.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Pauses or resumes the game. A paused game takes nothing from the player: no entry,
    /// note, colour, erase, undo, redo, reset, filled notes, hint, check, checkpoint, solution
    /// or change of selection, so no thinking happens on the board while the clock stands
    /// (the page hides the board too). Resuming finds everything as it was.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }

    /// How many hints the player has used on this puzzle.
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// Whether the player asked for the solution at some point.
    pub fn revealed(&self) -> bool {
        self.revealed
    }

    /// The grid's shape.
    pub fn geometry(&self) -> Geometry {
        self.givens.geometry()
    }

    /// The puzzle as it was given.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The givens and the player's entries together.
    pub fn board(&self) -> Grid {
        let mut board = self.givens.clone();
        for cell in self.geometry().cells() {
            if let Some(digit) = self.state(cell).entry {
                board.set(cell, Some(digit));
            }
        }
        board
    }

    /// Whether `cell` holds one of the puzzle's givens (which the player cannot change).
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.get(cell).is_some()
    }

    /// The digit shown in `cell`: its given, else the player's entry.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        self.givens.get(cell).or(self.state(cell).entry)
    }

    /// The corner notes of `cell`.
    pub fn corner_notes(&self, cell: Cell) -> DigitSet {
        self.state(cell).corner
    }

    /// The centre notes of `cell`.
    pub fn centre_notes(&self, cell: Cell) -> DigitSet {
        self.state(cell).centre
    }

    /// How many more times `digit` can be placed: n minus the cells showing it (never below
    /// zero, even when conflicting entries show it too often).
    pub fn remaining(&self, digit: Digit) -> usize {
        let shown = self
            .geometry()
            .cells()
            .filter(|&c| self.value(c) == Some(digit))
            .count();
        self.geometry().size().saturating_sub(shown)
    }

    /// What typing a digit does now.
    pub fn mode(&self) -> InputMode {
        self.mode
    }

    /// Changes what typing a digit does.
    pub fn set_mode(&mut self, mode: InputMode) {
        self.mode = mode;
    }

    /// Switches to the next input mode, round in the order of the mode buttons (Space).
    pub fn next_mode(&mut self) {
        self.mode = match self.mode {
            InputMode::Digit => InputMode::Corner,
            InputMode::Corner => InputMode::Centre,
            InputMode::Centre => InputMode::Colour,
            InputMode::Colour => InputMode::CandidateColour,
            InputMode::CandidateColour => InputMode::Digit,
        };
    }

    /// The player's settings.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// Replaces the player's settings.
    pub fn set_settings(&mut self, settings: Settings) {
        self.settings = settings;
    }

    /// Clears every entry and note (the puzzle's Reset), as one undoable action.
    pub fn reset(&mut self) -> bool {
        let action = self
            .geometry()
            .cells()
            .filter(|&cell| self.state(cell) != CellProgress::default())
            .map(|cell| Change {
                cell,
                before: self.state(cell),
                after: CellProgress::default(),
            })
            .collect();
        self.moves.expect(MoveKind::Reset);
        self.apply(action)
    }

    /// Undoes the last action. Returns whether there was one (never once solved).
    pub fn undo(&mut self) -> bool {
        if self.is_solved() || self.paused {
            return false;
        }
        let Some(action) = self.history.undo().cloned() else {
            return false;
        };
        for change in action.iter().rev() {
            self.cells[change.cell.index()] = change.before;
        }
        self.moves.record(&action, Some(MoveKind::Undo));
        self.checked = false;
        true
    }

    /// Redoes the last undone action. Returns whether there was one (never once solved).
    pub fn redo(&mut self) -> bool {
        if self.is_solved() || self.paused {
            return false;
        }
        let Some(action) = self.history.redo().cloned() else {
            return false;
        };
        for change in &action {
            self.cells[change.cell.index()] = change.after;
        }
        self.moves.record(&action, Some(MoveKind::Redo));
        self.checked = false;
        true
    }

    /// Whether [`Game::undo`] would do something.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo() && !self.is_solved() && !self.paused
    }

    /// Whether [`Game::redo`] would do something.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo() && !self.is_solved() && !self.paused
    }

    /// The cells that may not hold the digit of `cell`: those sharing a row, column or box
    /// with it, or on a variant a region, diagonal or cage; without `cell` itself.
    pub(crate) fn peers(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        self.geometry()
            .cells()
            .filter(move |&other| self.sees(cell, other))
    }

    fn state(&self, cell: Cell) -> CellProgress {
        self.cells.get(cell.index()).copied().unwrap_or_default()
    }

    /// Applies and records `action`. Returns whether it changed anything.
    /// A solved game takes no more changes (see [`Game::is_solved`]): the finish stands; nor
    /// does a paused one (see [`Game::set_paused`]).
    fn apply(&mut self, action: Action) -> bool {
        let action: Action = if self.is_solved() || self.paused {
            Action::new()
        } else {
            action.into_iter().filter(|c| c.before != c.after).collect()
        };
        // Also forgets the kind a verb said when its action turns out empty.
        self.moves.record(&action, None);
        if action.is_empty() {
            return false;
        }
        for change in &action {
            self.cells[change.cell.index()] = change.after;
        }
        self.history.record(action);
        self.checked = false;
        true
    }
}

#[cfg(test)]
mod tests;
