//! Play together: a room's board as every page in it and the server keep it, the edits its
//! players make, and the messages of a room's socket.
//!
//! A room starts from a game's board (its share code: rules, givens and progress). Each edit
//! is one mark: a cell's digit, or one corner note, centre note or colour of a cell, put in or
//! taken out. The server numbers the edits of a room in the order it receives them (its
//! sequence), and every page applies them in that order, so all agree: for a cell's digit the
//! last edit wins, and notes and colours merge per (cell, mark), so two players noting
//! different digits in one cell both keep theirs. A page applies its own edits at once and
//! sends them; when the server's numbered copy comes back it is applied again, which changes
//! nothing unless someone else's edit came in between (then the order the server chose wins).
//!
//! The messages are JSON; a client's is read with [`ClientMessage::read`], which refuses
//! anything over [`MAX_MESSAGE`] bytes or malformed, so nothing a client sends can do more than
//! be refused.

use serde::{Deserialize, Serialize};
use sudoku_core::code::{self, DecodeError};
use sudoku_core::{CellProgress, Colour, Digit, Grid, Progress, Puzzle};

/// The most bytes a client's message may have.
pub const MAX_MESSAGE: usize = 1024;

/// The most characters of a player's name.
pub const MAX_NAME: usize = 24;

/// The most players in a room at once.
pub const MAX_PEOPLE: usize = 8;

/// Edits and selections a page may send per second, on average: the server refuses more
/// ([`Bucket`]), and a page paces itself to stay under.
pub const PER_SECOND: f64 = 40.0;

/// How many a page may send at once after a pause: most moves are a few edits; the largest
/// (filling every cell's notes, a few hundred) goes over a few seconds. It stays under the
/// server's backlog of changes per socket (`server::rooms`), so a player's own burst never
/// leaves their socket behind.
pub const BURST: f64 = 150.0;

/// A token bucket of [`PER_SECOND`] tokens a second, at most [`BURST`] kept; time is given in
/// seconds from any fixed start, so the server and a page each keep one with their own clock.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bucket {
    tokens: f64,
    at: f64,
    /// The share of the server's pace this bucket allows.
    share: f64,
}

impl Bucket {
    /// The server's bucket for a socket, full at time `now`.
    pub fn new(now: f64) -> Bucket {
        Bucket {
            tokens: BURST,
            at: now,
            share: 1.0,
        }
    }

    /// A page's bucket, full at time `now`: three quarters of the server's pace, so messages
    /// that the network delays and then delivers together still pass the server's.
    pub fn paced(now: f64) -> Bucket {
        Bucket {
            tokens: BURST * 0.75,
            at: now,
            share: 0.75,
        }
    }

    /// Takes a token at time `now`, if there is one.
    pub fn take(&mut self, now: f64) -> bool {
        let refill = (now - self.at).max(0.0) * PER_SECOND * self.share;
        self.tokens = (self.tokens + refill).min(BURST * self.share);
        self.at = now.max(self.at);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// A room as the server found it for the page it renders (`/r/<id>`), carried in the page to
/// the browser.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PreparedRoom {
    /// The room's board: a share code with everyone's progress, as of change `seq`.
    Board {
        /// The board.
        code: String,
        /// The change it is as of.
        seq: u64,
        /// When the room was made, in seconds since the Unix epoch.
        made: u64,
        /// When its board was first solved, in seconds since the Unix epoch, if it was.
        solved: Option<u64>,
    },
    /// There is no room at that address (or it was removed after a month unused).
    Missing,
    /// The rooms cannot be read now (the database is down, or this site keeps no data).
    Unavailable,
}

/// One mark put in or taken out by a player. Cells are numbered in reading order from 0, digits
/// from 1, colours from 1 (see [`Colour`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "k", rename_all = "snake_case")]
pub enum Edit {
    /// Places `digit` in `cell`; `0` erases the cell's digit.
    Entry {
        /// The cell.
        cell: u16,
        /// The digit, or 0.
        digit: u8,
    },
    /// Puts corner note `digit` in `cell`, or takes it out.
    Corner {
        /// The cell.
        cell: u16,
        /// The note's digit.
        digit: u8,
        /// In or out.
        on: bool,
    },
    /// Puts centre note `digit` in `cell`, or takes it out.
    Centre {
        /// The cell.
        cell: u16,
        /// The note's digit.
        digit: u8,
        /// In or out.
        on: bool,
    },
    /// Paints `cell` with `colour`, or takes that colour off.
    Paint {
        /// The cell.
        cell: u16,
        /// The colour.
        colour: u8,
        /// On or off.
        on: bool,
    },
}

/// Why an edit cannot apply to a room's board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The cell is not on the grid.
    #[error("there is no such cell")]
    NoCell,
    /// The cell holds a given, which can only be painted.
    #[error("that cell is a given")]
    Given,
    /// The digit is not one of the grid's.
    #[error("that digit is not on this grid")]
    NoDigit,
    /// The colour is not one of the palette's.
    #[error("there is no such colour")]
    NoColour,
}

impl Edit {
    /// The edited cell's number.
    pub fn cell(self) -> u16 {
        match self {
            Edit::Entry { cell, .. }
            | Edit::Corner { cell, .. }
            | Edit::Centre { cell, .. }
            | Edit::Paint { cell, .. } => cell,
        }
    }

    /// A cell's marks `before` with this edit applied (the cell is not checked; a digit or
    /// colour that is none changes nothing): how a page moves marks it kept for undo past
    /// someone else's edit.
    pub fn apply_to(self, before: CellProgress) -> CellProgress {
        let mut after = before;
        match self {
            Edit::Entry { digit, .. } => after.entry = Digit::new(digit),
            Edit::Corner { digit, on, .. } => {
                if let Some(digit) = Digit::new(digit) {
                    set(&mut after.corner, digit, on);
                }
            }
            Edit::Centre { digit, on, .. } => {
                if let Some(digit) = Digit::new(digit) {
                    set(&mut after.centre, digit, on);
                }
            }
            Edit::Paint { colour, on, .. } => {
                if let Some(colour) = Colour::new(colour) {
                    if on {
                        after.colours.cell.insert(colour);
                    } else {
                        after.colours.cell.remove(colour);
                    }
                }
            }
        }
        after
    }

    /// Applies the edit to `progress` on a grid of `givens`: whether it changed anything, or
    /// why it cannot apply (then nothing changed).
    pub fn apply(self, givens: &Grid, progress: &mut Progress) -> Result<bool, EditError> {
        let geometry = givens.geometry();
        let index = usize::from(self.cell());
        let n = geometry.size();
        let cell = geometry
            .cell(index / n, index % n)
            .ok_or(EditError::NoCell)?;
        // A given can be painted, and nothing else.
        if givens.get(cell).is_some() && !matches!(self, Edit::Paint { .. }) {
            return Err(EditError::Given);
        }
        let digit = |d: u8| {
            Digit::new(d)
                .filter(|d| usize::from(d.get()) <= n)
                .ok_or(EditError::NoDigit)
        };
        let before = progress.get(cell);
        let mut after = before;
        match self {
            Edit::Entry { digit: 0, .. } => after.entry = None,
            Edit::Entry { digit: d, .. } => after.entry = Some(digit(d)?),
            Edit::Corner { digit: d, on, .. } => set(&mut after.corner, digit(d)?, on),
            Edit::Centre { digit: d, on, .. } => set(&mut after.centre, digit(d)?, on),
            Edit::Paint { colour, on, .. } => {
                let colour = Colour::new(colour).ok_or(EditError::NoColour)?;
                if on {
                    after.colours.cell.insert(colour);
                } else {
                    after.colours.cell.remove(colour);
                }
            }
        }
        let changed = after != before;
        if changed {
            progress.set(cell, after);
        }
        Ok(changed)
    }

    /// The edit that takes this one back, from the cell's marks `before` it applied: a player's
    /// undo of their own last edit is this edit, sent like any other (so it loses to a later
    /// edit of someone else's on the same mark, as any edit does).
    pub fn undo(self, before: &CellProgress) -> Edit {
        let had =
            |set: sudoku_core::DigitSet, d: u8| Digit::new(d).is_some_and(|d| set.contains(d));
        match self {
            Edit::Entry { cell, .. } => Edit::Entry {
                cell,
                digit: before.entry.map_or(0, Digit::get),
            },
            Edit::Corner { cell, digit, .. } => Edit::Corner {
                cell,
                digit,
                on: had(before.corner, digit),
            },
            Edit::Centre { cell, digit, .. } => Edit::Centre {
                cell,
                digit,
                on: had(before.centre, digit),
            },
            Edit::Paint { cell, colour, .. } => Edit::Paint {
                cell,
                colour,
                on: Colour::new(colour).is_some_and(|c| before.colours.cell.contains(c)),
            },
        }
    }
}

/// The edits that take a board's marks from `before` to `after` (a game's board before and
/// after a player's move, or their undo): one per mark that differs, in reading order. A page
/// sends these, so whatever its tools do (several cells at once, filling notes, undo), the room
/// hears marks.
pub fn edits_between(before: &Progress, after: &Progress) -> Vec<Edit> {
    let geometry = before.geometry();
    let mut edits = Vec::new();
    if after.geometry() != geometry {
        return edits;
    }
    for (index, cell) in geometry.cells().enumerate() {
        let (old, new) = (before.get(cell), after.get(cell));
        if old == new {
            continue;
        }
        let cell = u16::try_from(index).unwrap_or(u16::MAX);
        if old.entry != new.entry {
            edits.push(Edit::Entry {
                cell,
                digit: new.entry.map_or(0, Digit::get),
            });
        }
        for (kind, (old_set, new_set)) in
            [(0, (old.corner, new.corner)), (1, (old.centre, new.centre))]
        {
            for digit in old_set.union(new_set).iter() {
                let on = new_set.contains(digit);
                if on != old_set.contains(digit) {
                    let digit = digit.get();
                    edits.push(if kind == 0 {
                        Edit::Corner { cell, digit, on }
                    } else {
                        Edit::Centre { cell, digit, on }
                    });
                }
            }
        }
        for colour in Colour::all() {
            let on = new.colours.cell.contains(colour);
            if on != old.colours.cell.contains(colour) {
                edits.push(Edit::Paint {
                    cell,
                    colour: colour.get(),
                    on,
                });
            }
        }
    }
    edits
}

/// Puts `digit` in `set` or takes it out.
fn set(set: &mut sudoku_core::DigitSet, digit: Digit, on: bool) {
    if on {
        set.insert(digit);
    } else {
        set.remove(digit);
    }
}

/// An edit as the server numbered it: its place in the room's sequence and who made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    /// Its number in the room's sequence: 1 for the room's first edit.
    pub seq: u64,
    /// Who made it: the player's number in the room.
    pub by: u32,
    /// The edit.
    pub edit: Edit,
}

/// A room's board: the givens, the marks, and the number of the last change applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomBoard {
    /// The givens.
    pub givens: Grid,
    /// Every player's marks, merged.
    pub progress: Progress,
    /// The last change applied (0: none since the board was read).
    pub seq: u64,
    /// Who placed each cell's digit, for the finish ("who placed what").
    pub placed_by: Vec<Option<u32>>,
}

/// What became of a change given to a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applied {
    /// It was the next one and is applied (whether or not it changed a mark).
    Applied,
    /// The board has it already.
    Seen,
    /// Changes before it are missing: the page asks for them again.
    Gap,
}

impl RoomBoard {
    /// The board of `givens` with `progress`, as of change `seq`.
    pub fn new(givens: Grid, progress: Progress, seq: u64) -> RoomBoard {
        let cells = givens.geometry().cell_count();
        RoomBoard {
            givens,
            progress,
            seq,
            placed_by: vec![None; cells],
        }
    }

    /// The givens with every digit placed: the grid the room is solving.
    pub fn grid(&self) -> Grid {
        let mut grid = self.givens.clone();
        for cell in grid.geometry().cells() {
            if let Some(digit) = self.progress.get(cell).entry {
                grid.set(cell, Some(digit));
            }
        }
        grid
    }

    /// The board a room keeps as `code` (a share code with everyone's progress) as of change
    /// `seq`, with the puzzle's rules and givens; why not if the code does not read.
    pub fn read(code: &str, seq: u64) -> Result<(Puzzle, RoomBoard), DecodeError> {
        let shared = code::decode_puzzle(code)?;
        let progress = shared
            .progress
            .unwrap_or_else(|| Progress::empty(shared.puzzle.givens.geometry()));
        let board = RoomBoard::new(shared.puzzle.givens.clone(), progress, seq);
        Ok((shared.puzzle, board))
    }

    /// Applies `change` if it is the next in the sequence. A change whose edit cannot apply
    /// (the server never numbers one) counts as applied and changes nothing.
    pub fn apply(&mut self, change: &Change) -> Applied {
        if change.seq <= self.seq {
            return Applied::Seen;
        }
        if change.seq != self.seq + 1 {
            return Applied::Gap;
        }
        self.seq = change.seq;
        if change.edit.apply(&self.givens, &mut self.progress) == Ok(true) {
            if let Edit::Entry { cell, digit } = change.edit {
                if let Some(slot) = self.placed_by.get_mut(usize::from(cell)) {
                    *slot = (digit != 0).then_some(change.by);
                }
            }
        }
        Applied::Applied
    }
}

mod message;

pub use message::{clean_name, ClientMessage, MessageError, Person, ServerMessage, Was};

#[cfg(test)]
mod tests;
