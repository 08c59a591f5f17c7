//! The player's moves with their times, for the review of a finished game.
//!
//! Every action that changes a digit or a note is one [`Move`]: what kind it was, when (the
//! time played, in tenths of a second) and the entries it changed, each with its digit before
//! and after, so the review can walk back from the final board to any earlier position.
//! Colours are not recorded: they change nothing the review shows. Undo and redo are moves of
//! their own (the timeline says what the player did, not what the history kept).
//!
//! The model records *what*; the page says *when*: a move is recorded with the last time the
//! page stamped, and the page stamps the new moves with the clock right after each change
//! ([`Game::stamp_moves`]).
//!
//! In the save the moves are the token `moves=<base64url>` (see `save.rs`): a version byte, a
//! flags byte (1: older moves were dropped), then per move the tenths of a second since the
//! previous move, a kind byte, the number of entries changed and for each its cell, its digit
//! before and after (0 for none), numbers as LEB128 varints. The log is bounded: the oldest
//! moves are dropped while the encoding is over [`MAX_BYTES`] bytes (so the token is at most
//! 5,468 characters); a 9×9 digit move takes 6 bytes, so about 680 of them are kept.

use sudoku_core::{Cell, Digit, Geometry};

use super::history::Change;
use super::{Game, Millis};

/// The most bytes the encoded moves take before base64 (see the module's documentation).
pub const MAX_BYTES: usize = 4096;

/// The first byte of the encoding written by this code.
const VERSION: u8 = 1;

/// What kind of action a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveKind {
    /// A digit placed in one or more cells.
    Place(Digit),
    /// Entries erased.
    Erase,
    /// Notes added or removed (no entry changed).
    Notes,
    /// Entries changed in several ways at once.
    Change,
    /// A hint carried out.
    Hint,
    /// The last action undone.
    Undo,
    /// An undone action done again.
    Redo,
    /// Back to a checkpoint.
    Checkpoint,
    /// The puzzle cleared.
    Reset,
    /// The solution shown.
    Reveal,
}

impl MoveKind {
    /// The kind's byte in the encoding: 1–9 the named kinds, 16 + d a placed digit d.
    fn tag(self) -> u8 {
        match self {
            MoveKind::Notes => 1,
            MoveKind::Erase => 2,
            MoveKind::Change => 3,
            MoveKind::Hint => 4,
            MoveKind::Undo => 5,
            MoveKind::Redo => 6,
            MoveKind::Checkpoint => 7,
            MoveKind::Reset => 8,
            MoveKind::Reveal => 9,
            MoveKind::Place(d) => 16 + d.get(),
        }
    }

    fn from_tag(tag: u8) -> Option<MoveKind> {
        Some(match tag {
            1 => MoveKind::Notes,
            2 => MoveKind::Erase,
            3 => MoveKind::Change,
            4 => MoveKind::Hint,
            5 => MoveKind::Undo,
            6 => MoveKind::Redo,
            7 => MoveKind::Checkpoint,
            8 => MoveKind::Reset,
            9 => MoveKind::Reveal,
            t if t > 16 => MoveKind::Place(Digit::new(t - 16)?),
            _ => return None,
        })
    }
}

/// One entry a move changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EntryChange {
    /// The cell.
    pub cell: Cell,
    /// Its entry before the move.
    pub before: Option<Digit>,
    /// Its entry after the move.
    pub after: Option<Digit>,
}

/// One recorded move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The time played when it was made (a multiple of 100 ms once saved).
    pub at: Millis,
    /// What the player did.
    pub kind: MoveKind,
    /// The entries it changed, in the order of the cells.
    pub changes: Vec<EntryChange>,
}

/// Why a `moves=` token was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MovesError {
    /// A character outside base64url.
    #[error("the recorded moves are not base64url")]
    Characters,
    /// Written by another version of the site.
    #[error("the recorded moves have an unknown version")]
    Version,
    /// The bytes end inside a move, or a value is out of range.
    #[error("the recorded moves are damaged")]
    Damaged,
    /// Walking back from the saved board, an entry is not what a move left.
    #[error("the recorded moves do not lead to the saved board")]
    Mismatch,
}

impl MovesError {
    /// The reason, in the page's language, for the player (the `Display` is English, for logs).
    pub fn message(self) -> String {
        word!(self, {
            MovesError::Characters => GameMovesCharacters,
            MovesError::Version => GameMovesVersion,
            MovesError::Damaged => GameMovesDamaged,
            MovesError::Mismatch => GameMovesMismatch,
        })
        .to_owned()
    }
}

/// The recorded moves, oldest first, bounded by [`MAX_BYTES`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Moves {
    list: Vec<Move>,
    /// Whether older moves were dropped to keep within the bound.
    dropped: bool,
    /// How many of the last moves still wait for their time.
    pending: usize,
    /// The kind the next recorded action is, when its verb says (a hint, a reset...).
    next_kind: Option<MoveKind>,
}

impl Moves {
    /// Says what the next action is (for verbs whose changes do not say it themselves).
    pub(crate) fn expect(&mut self, kind: MoveKind) {
        self.next_kind = Some(kind);
    }

    /// Records `action` as a move of `kind` (by default the one the verb said, else what its
    /// changes say; an undo records the action reverted) if it changed an entry or a note;
    /// colours alone are not recorded. An empty action forgets the kind a verb said.
    // Never inlined: it is called from every verb, and copies of it in each would grow the
    // main WebAssembly module several times over its size.
    #[inline(never)]
    pub(crate) fn record(&mut self, action: &[Change], kind: Option<MoveKind>) {
        let told = self.next_kind.take();
        let changes: Vec<EntryChange> = action
            .iter()
            .filter(|c| c.before.entry != c.after.entry)
            .map(|c| {
                let (before, after) = match kind {
                    Some(MoveKind::Undo) => (c.after.entry, c.before.entry),
                    _ => (c.before.entry, c.after.entry),
                };
                EntryChange {
                    cell: c.cell,
                    before,
                    after,
                }
            })
            .collect();
        let notes = action
            .iter()
            .any(|c| c.before.corner != c.after.corner || c.before.centre != c.after.centre);
        if changes.is_empty() && !notes {
            return;
        }
        let kind = kind.or(told).unwrap_or_else(|| derived(&changes));
        let at = self.list.last().map_or(0, |m| m.at);
        self.list.push(Move { at, kind, changes });
        self.pending += 1;
        self.trim();
    }

    /// Gives the moves still without a time the time `elapsed` (never before the move ahead).
    pub(crate) fn stamp(&mut self, elapsed: Millis) {
        let start = self.list.len().saturating_sub(self.pending);
        let mut floor = start
            .checked_sub(1)
            .and_then(|i| self.list.get(i))
            .map_or(0, |m| m.at);
        for m in &mut self.list[start..] {
            floor = floor.max(elapsed);
            m.at = floor;
        }
        self.pending = 0;
    }

    pub(crate) fn list(&self) -> &[Move] {
        &self.list
    }

    pub(crate) fn dropped(&self) -> bool {
        self.dropped
    }

    /// Drops the oldest moves while the encoding is over the bound (the newest always stays).
    fn trim(&mut self) {
        let mut excess = self.bytes().len().saturating_sub(MAX_BYTES);
        while excess > 0 && self.list.len() > 1 {
            self.list.remove(0);
            self.pending = self.pending.min(self.list.len());
            self.dropped = true;
            // The new first move's delta grows to its whole time: measure again.
            excess = self.bytes().len().saturating_sub(MAX_BYTES);
        }
    }

    /// The token's value: the encoding in base64url.
    pub(crate) fn encode(&self) -> String {
        base64url(&self.bytes())
    }

    #[inline(never)]
    fn bytes(&self) -> Vec<u8> {
        let mut out = vec![VERSION, u8::from(self.dropped)];
        let mut previous = 0;
        for m in &self.list {
            let tenths = m.at / 100;
            varint(&mut out, tenths.saturating_sub(previous));
            previous = previous.max(tenths);
            out.push(m.kind.tag());
            varint(&mut out, m.changes.len() as u64);
            for change in &m.changes {
                varint(&mut out, change.cell.index() as u64);
                out.push(change.before.map_or(0, Digit::get));
                out.push(change.after.map_or(0, Digit::get));
            }
        }
        out
    }

    /// Reads a token's value for a grid of `geometry`.
    pub(crate) fn decode(text: &str, geometry: Geometry) -> Result<Moves, MovesError> {
        let bytes = from_base64url(text).ok_or(MovesError::Characters)?;
        let mut input = bytes.iter().copied();
        if input.next() != Some(VERSION) {
            return Err(MovesError::Version);
        }
        let dropped = match input.next() {
            Some(0) => false,
            Some(1) => true,
            _ => return Err(MovesError::Damaged),
        };
        let digit = |byte: u8| match byte {
            0 => Some(None),
            b if usize::from(b) <= geometry.size() => Digit::new(b).map(Some),
            _ => None,
        };
        let mut list = Vec::new();
        let mut tenths = 0u64;
        while let Some(delta) = read_varint(&mut input) {
            let delta = delta.map_err(|()| MovesError::Damaged)?;
            tenths = tenths.checked_add(delta).ok_or(MovesError::Damaged)?;
            let kind = input
                .next()
                .and_then(MoveKind::from_tag)
                .filter(
                    |k| !matches!(k, MoveKind::Place(d) if usize::from(d.get()) > geometry.size()),
                )
                .ok_or(MovesError::Damaged)?;
            let count = next_varint(&mut input)?;
            if count > geometry.cell_count() as u64 {
                return Err(MovesError::Damaged);
            }
            let mut changes = Vec::new();
            for _ in 0..count {
                let index = usize::try_from(next_varint(&mut input)?).ok();
                let cell = index
                    .and_then(|i| geometry.cells().nth(i))
                    .ok_or(MovesError::Damaged)?;
                let before = input.next().and_then(digit).ok_or(MovesError::Damaged)?;
                let after = input.next().and_then(digit).ok_or(MovesError::Damaged)?;
                if before == after {
                    return Err(MovesError::Damaged);
                }
                changes.push(EntryChange {
                    cell,
                    before,
                    after,
                });
            }
            list.push(Move {
                at: tenths.checked_mul(100).ok_or(MovesError::Damaged)?,
                kind,
                changes,
            });
        }
        Ok(Moves {
            list,
            dropped,
            pending: 0,
            next_kind: None,
        })
    }
}

/// The kind a move's entry changes say: one digit placed, entries erased, notes, or a mix.
fn derived(changes: &[EntryChange]) -> MoveKind {
    let first = changes.first().map(|c| c.after);
    match first {
        None => MoveKind::Notes,
        Some(after) if changes.iter().all(|c| c.after == after) => {
            after.map_or(MoveKind::Erase, MoveKind::Place)
        }
        Some(_) => MoveKind::Change,
    }
}

impl Game {
    /// The recorded moves, oldest first (see `moves`).
    pub fn moves(&self) -> &[Move] {
        self.moves.list()
    }

    /// Whether older moves were dropped to keep the record within its bound.
    pub fn moves_dropped(&self) -> bool {
        self.moves.dropped()
    }

    /// Gives the moves made since the last stamp the time played `elapsed`.
    pub fn stamp_moves(&mut self, elapsed: Millis) {
        self.moves.stamp(elapsed);
    }

    /// Checks that walking `moves` back from this game's board never meets an entry other
    /// than the one a move left, nor a given.
    pub(crate) fn check_moves(&self, moves: &Moves) -> Result<(), MovesError> {
        let mut board: Vec<Option<Digit>> = self.cells.iter().map(|c| c.entry).collect();
        for m in moves.list().iter().rev() {
            for change in m.changes.iter().rev() {
                let i = change.cell.index();
                if self.is_given(change.cell) || board[i] != change.after {
                    return Err(MovesError::Mismatch);
                }
                board[i] = change.before;
            }
        }
        Ok(())
    }
}

fn varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8 & 0x7f) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// The next varint: `None` at the end of the input, `Err` inside a broken one.
fn read_varint(input: &mut impl Iterator<Item = u8>) -> Option<Result<u64, ()>> {
    let first = input.next()?;
    let mut value = u64::from(first & 0x7f);
    let mut byte = first;
    let mut shift = 7;
    while byte & 0x80 != 0 {
        let Some(next) = input.next() else {
            return Some(Err(()));
        };
        if shift > 63 || (shift == 63 && next > 1) {
            return Some(Err(()));
        }
        value |= u64::from(next & 0x7f) << shift;
        shift += 7;
        byte = next;
    }
    Some(Ok(value))
}

fn next_varint(input: &mut impl Iterator<Item = u8>) -> Result<u64, MovesError> {
    match read_varint(input) {
        Some(Ok(value)) => Ok(value),
        _ => Err(MovesError::Damaged),
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63]));
        }
    }
    out
}

fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let values: Vec<u32> = text
        .bytes()
        .map(|c| ALPHABET.iter().position(|&a| a == c).map(|v| v as u32))
        .collect::<Option<_>>()?;
    let mut out = Vec::with_capacity(values.len() * 3 / 4);
    for chunk in values.chunks(4) {
        if chunk.len() == 1 {
            return None;
        }
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &v)| n | v << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests;
