//! The saved form of a game in progress, kept in the browser's storage per puzzle.
//!
//! A save is JSON with a version number. Reading one checks everything against the puzzle, so a
//! corrupted or foreign save is refused with a reason instead of producing a broken game.

use serde::{Deserialize, Serialize};
use sudoku_core::{Digit, Grid};

use super::{CellProgress, Game, Millis};

/// The version written by this code; older versions are refused, not guessed at.
const VERSION: u32 = 1;

/// Why a save could not be restored.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not a save at all.
    #[error("the saved game is not readable ({0})")]
    Format(String),
    /// The save was written by another version of the site.
    #[error("the saved game has version {0}, this site reads version {VERSION}")]
    Version(u32),
    /// The save belongs to another puzzle.
    #[error("the saved game is for another puzzle")]
    OtherPuzzle,
    /// A field has the wrong number of cells.
    #[error("the saved {field} have {found} cells, the puzzle has {expected}")]
    Length {
        /// Which field.
        field: &'static str,
        /// The number of cells in the save.
        found: usize,
        /// The number of cells of the puzzle.
        expected: usize,
    },
    /// A cell holds something that is not a digit of this grid.
    #[error("the saved {field} of cell {cell} hold {found:?}, which is not a digit of this grid")]
    BadDigit {
        /// Which field.
        field: &'static str,
        /// The cell's index, from 0 in reading order.
        cell: usize,
        /// What was found.
        found: char,
    },
    /// An entry sits on a given, which the game never allows.
    #[error("the save has an entry on the given at cell {0}")]
    EntryOnGiven(usize),
}

/// The stored form: one string or list item per cell, so a save stays readable by eye.
#[derive(Debug, Serialize, Deserialize)]
struct Stored {
    version: u32,
    /// The puzzle's givens as a line, to tell one puzzle's save from another's.
    puzzle: String,
    /// One character per cell: a digit, or `.` for none.
    entries: String,
    /// The notes of each cell, as the digits' characters.
    corner: Vec<String>,
    centre: Vec<String>,
    elapsed_ms: Millis,
    hints: u32,
}

impl Game {
    /// The game's progress as a save, with `elapsed` time played.
    pub fn to_save(&self, elapsed: Millis) -> String {
        let digits = |set: sudoku_core::DigitSet| set.iter().map(Digit::to_char).collect();
        let stored = Stored {
            version: VERSION,
            puzzle: self.givens.to_string(),
            entries: self
                .cells
                .iter()
                .map(|c| c.entry.map_or('.', Digit::to_char))
                .collect(),
            corner: self.cells.iter().map(|c| digits(c.corner)).collect(),
            centre: self.cells.iter().map(|c| digits(c.centre)).collect(),
            elapsed_ms: elapsed,
            hints: self.hints_used,
        };
        // Serialising plain strings and numbers cannot fail; an empty save would simply be
        // refused on reading.
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// Restores a game on `givens` from `save`, returning it with the time played; the undo
    /// history starts afresh.
    pub fn from_save(givens: Grid, save: &str) -> Result<(Game, Millis), SaveError> {
        let stored: Stored =
            serde_json::from_str(save).map_err(|e| SaveError::Format(e.to_string()))?;
        if stored.version != VERSION {
            return Err(SaveError::Version(stored.version));
        }
        if stored.puzzle != givens.to_string() {
            return Err(SaveError::OtherPuzzle);
        }
        let mut game = Game::new(givens);
        let expected = game.cells.len();
        let size = game.geometry().size();
        let parse = |field: &'static str, cell: usize, c: char| {
            Digit::from_char(c)
                .filter(|d| usize::from(d.get()) <= size)
                .ok_or(SaveError::BadDigit {
                    field,
                    cell,
                    found: c,
                })
        };
        let entries: Vec<char> = stored.entries.chars().collect();
        for (field, found) in [
            ("entries", entries.len()),
            ("corner notes", stored.corner.len()),
            ("centre notes", stored.centre.len()),
        ] {
            if found != expected {
                return Err(SaveError::Length {
                    field,
                    found,
                    expected,
                });
            }
        }
        for (i, cell) in game.geometry().cells().enumerate() {
            let mut state = CellProgress::default();
            if entries[i] != '.' {
                if game.is_given(cell) {
                    return Err(SaveError::EntryOnGiven(i));
                }
                state.entry = Some(parse("entries", i, entries[i])?);
            }
            for c in stored.corner[i].chars() {
                state.corner.insert(parse("corner notes", i, c)?);
            }
            for c in stored.centre[i].chars() {
                state.centre.insert(parse("centre notes", i, c)?);
            }
            game.cells[i] = state;
        }
        game.hints_used = stored.hints;
        Ok((game, stored.elapsed_ms))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::InputMode;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn givens() -> Grid {
        PUZZLE.parse().expect("the test puzzle parses")
    }

    fn played() -> Game {
        let mut game = Game::new(givens());
        let geometry = game.geometry();
        let at = |r, c| geometry.cell(r, c).expect("inside");
        let d = |v| Digit::new(v).expect("digit");
        game.select(at(0, 2));
        game.input(d(4));
        game.set_mode(InputMode::Corner);
        game.select(at(0, 3));
        game.input(d(2));
        game.input(d(6));
        game.set_mode(InputMode::Centre);
        game.select(at(8, 0));
        game.input(d(3));
        game.hints_used = 2;
        game
    }

    #[test]
    fn a_save_round_trips() {
        let game = played();
        let save = game.to_save(83_000);
        let (restored, elapsed) = Game::from_save(givens(), &save).expect("a fresh save reads");
        assert_eq!(elapsed, 83_000);
        assert_eq!(restored.cells, game.cells);
        assert_eq!(restored.hints_used, 2);
        assert!(!restored.can_undo(), "history is not saved");
    }

    #[test]
    fn a_corrupted_save_is_refused_with_a_reason() {
        let save = played().to_save(0);
        let check = |text: &str, expected: fn(&SaveError) -> bool| {
            let error = Game::from_save(givens(), text).expect_err("must be refused");
            assert!(expected(&error), "unexpected error {error:?} for {text}");
            assert!(!error.to_string().is_empty());
        };
        check("", |e| matches!(e, SaveError::Format(_)));
        check(&save[..save.len() / 2], |e| {
            matches!(e, SaveError::Format(_))
        });
        check(&save.replace("\"version\":1", "\"version\":7"), |e| {
            *e == SaveError::Version(7)
        });
        check(&save.replace(PUZZLE, &PUZZLE.replace('5', "1")), |e| {
            *e == SaveError::OtherPuzzle
        });
        check(&save.replace("..4..", ".4..."), |e| {
            *e == SaveError::EntryOnGiven(1)
        });
        check(&save.replace("..4..", "..Z.."), |e| {
            matches!(
                e,
                SaveError::BadDigit {
                    field: "entries",
                    cell: 2,
                    found: 'Z'
                }
            )
        });
        check(&save.replace("\"26\"", "\"2x\""), |e| {
            matches!(
                e,
                SaveError::BadDigit {
                    field: "corner notes",
                    ..
                }
            )
        });
        check(&save.replace("\"corner\":[\"\",", "\"corner\":["), |e| {
            matches!(
                e,
                SaveError::Length {
                    field: "corner notes",
                    ..
                }
            )
        });
    }
}
