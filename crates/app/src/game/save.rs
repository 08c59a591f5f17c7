//! The saved form of a game in progress, kept in the browser's storage per puzzle.
//!
//! A save is one line: `sudoku/2 <milliseconds played> <hints used> <share code>`, followed by
//! optional tokens in any order: `revealed` if the player asked for the solution, and
//! `name=value` tokens: `checkpoints=…` (see the `checkpoint` module) and `moves=` the recorded
//! moves (`moves.rs`, at most 5,468 characters). A `name=` token this code does not know is
//! ignored (a newer site's save still reads), a damaged known one refuses the save. The
//! share code (see `sudoku_core::code`) carries the puzzle and the player's entries and notes,
//! with its own check characters. Reading one checks everything against the puzzle, so a
//! corrupted or foreign save is refused with a reason instead of producing a broken game.

use sudoku_core::code::{self, DecodeError};
use sudoku_core::Grid;

use super::moves::{Moves, MovesError};
use super::{checkpoint, Game, Millis};

/// The first word of a save written by this code.
const MAGIC: &str = "sudoku/2";

/// The browser storage key of the save of a game of `givens`: one per puzzle, and one per
/// shared link with progress (`link`, the link's code), so opening a friend's progress never
/// overwrites the player's own game of the same puzzle.
pub fn save_key(givens: &Grid, link: Option<&str>) -> String {
    named_save_key(&crate::player::puzzle::name(givens), link)
}

/// The browser storage key of the save of the puzzle the player's data names `puzzle` (a
/// variant's name, which its givens do not give), and of a link of it with progress (`link`).
pub fn named_save_key(puzzle: &str, link: Option<&str>) -> String {
    match link {
        Some(code) => format!("sudoku:game:{puzzle}:{code}"),
        None => format!("sudoku:game:{puzzle}"),
    }
}

/// Why a save could not be restored.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not a save at all.
    #[error("the saved game is not readable ({0})")]
    Format(Unreadable),
    /// The save was written by another version of the site.
    #[error("the saved game was written by another version of the site ({0})")]
    Version(String),
    /// The save's puzzle and progress did not decode.
    #[error("the saved game is damaged: {0}")]
    Code(DecodeError),
    /// The save belongs to another puzzle.
    #[error("the saved game is for another puzzle")]
    OtherPuzzle,
    /// The save's checkpoints did not read: why, in the page's language.
    #[error("the saved game's checkpoints are damaged: {0}")]
    Checkpoints(String),
    /// The recorded moves did not decode or do not fit the board.
    #[error("the saved game is damaged: {0}")]
    Moves(MovesError),
}

impl SaveError {
    /// The reason, in the page's language, for the player (the `Display` is English, for logs).
    pub fn message(&self) -> String {
        match self {
            SaveError::Format(reason) => t!(GameSaveUnreadable, reason = reason.message()),
            SaveError::Version(version) => t!(GameSaveVersion, version = version),
            SaveError::Code(error) => {
                t!(GameSaveDamaged, reason = crate::errors::share_code(error))
            }
            SaveError::OtherPuzzle => t!(GameSaveOtherPuzzle).to_owned(),
            SaveError::Checkpoints(reason) => t!(GameSaveCheckpoints, reason = reason),
            SaveError::Moves(error) => t!(GameSaveDamaged, reason = error.message()),
        }
    }
}

/// What makes a text unreadable as a save.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Unreadable {
    /// It does not start with a save's first word.
    #[error("it does not start like a save")]
    Start,
    /// The time played is missing or not a number.
    #[error("the time played is missing")]
    Time,
    /// The hint count is missing or not a number.
    #[error("the hint count is missing")]
    Hints,
    /// The share code is missing.
    #[error("the puzzle is missing")]
    Puzzle,
    /// A word no save has.
    #[error("there is more than a save")]
    Extra,
}

impl Unreadable {
    /// The reason, in the page's language.
    fn message(self) -> String {
        word!(self, {
            Unreadable::Start => GameSaveFormatStart,
            Unreadable::Time => GameSaveFormatTime,
            Unreadable::Hints => GameSaveFormatHints,
            Unreadable::Puzzle => GameSaveFormatPuzzle,
            Unreadable::Extra => GameSaveFormatExtra,
        })
        .to_owned()
    }
}

impl Game {
    /// The game's progress as a save, with `elapsed` time played.
    pub fn to_save(&self, elapsed: Millis) -> String {
        let progress = self.progress();
        let revealed = if self.revealed { " revealed" } else { "" };
        let checkpoints = self
            .checkpoints_token()
            .map(|value| format!(" {}={value}", checkpoint::TOKEN))
            .unwrap_or_default();
        let moves = match self.moves.list().is_empty() {
            true => String::new(),
            false => format!(" moves={}", self.moves.encode()),
        };
        format!(
            "{MAGIC} {elapsed} {} {}{revealed}{checkpoints}{moves}",
            self.hints_used,
            code::encode(&self.givens, Some(&progress))
        )
    }

    /// Restores a game on `givens` from `save`, returning it with the time played; the undo
    /// history starts afresh.
    pub fn from_save(givens: Grid, save: &str) -> Result<(Game, Millis), SaveError> {
        let mut words = save.split_ascii_whitespace();
        match words.next() {
            Some(MAGIC) => {}
            Some(other) if other.starts_with("sudoku/") => {
                return Err(SaveError::Version(other.to_owned()))
            }
            _ => return Err(SaveError::Format(Unreadable::Start)),
        }
        let elapsed = words
            .next()
            .and_then(|w| w.parse::<Millis>().ok())
            .ok_or(SaveError::Format(Unreadable::Time))?;
        let hints = words
            .next()
            .and_then(|w| w.parse::<u32>().ok())
            .ok_or(SaveError::Format(Unreadable::Hints))?;
        let text = words.next().ok_or(SaveError::Format(Unreadable::Puzzle))?;
        let (mut revealed, mut moves) = (false, None);
        let mut checkpoints = Vec::new();
        for word in words {
            match word.split_once('=') {
                None if word == "revealed" => revealed = true,
                None => return Err(SaveError::Format(Unreadable::Extra)),
                Some((checkpoint::TOKEN, value)) => {
                    checkpoints = checkpoint::read_token(&givens, value)?;
                }
                Some(("moves", value)) => moves = Some(value),
                // A newer site's token: ignored.
                Some(_) => {}
            }
        }
        let shared = code::decode(text).map_err(SaveError::Code)?;
        if shared.grid != givens {
            return Err(SaveError::OtherPuzzle);
        }
        let mut game = match shared.progress {
            Some(progress) => Game::with_progress(givens, &progress),
            None => Game::new(givens),
        };
        game.hints_used = hints;
        game.revealed = revealed;
        game.checkpoints = checkpoints;
        if let Some(text) = moves {
            let moves = Moves::decode(text, game.geometry()).map_err(SaveError::Moves)?;
            game.check_moves(&moves).map_err(SaveError::Moves)?;
            game.moves = moves;
        }
        Ok((game, elapsed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::{self, PUZZLE};

    fn givens() -> Grid {
        PUZZLE.parse().expect("the test puzzle parses")
    }

    fn played() -> Game {
        let mut game = testing::played();
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
        assert!(!restored.revealed());
    }

    #[test]
    fn a_revealed_game_stays_revealed() {
        let mut game = played();
        let solution = givens().solution().expect("unique");
        game.reveal(&solution);
        let (restored, _) = Game::from_save(givens(), &game.to_save(5)).expect("reads");
        assert!(restored.revealed());
        assert!(restored.is_solved());
    }

    #[test]
    fn a_save_with_the_largest_counters_restores_and_keeps_counting() {
        let save =
            played()
                .to_save(0)
                .replacen(" 0 2 ", &format!(" {} {} ", u64::MAX, u32::MAX), 1);
        let (mut game, elapsed) = Game::from_save(givens(), &save).expect("the save reads");
        assert_eq!(elapsed, u64::MAX);
        assert_eq!(game.hints_used(), u32::MAX);
        // One more hint neither overflows nor wraps to none.
        let session = game.start_hint();
        assert!(
            matches!(session.hint(), sudoku_core::Hint::Step(_)),
            "the board has a next step"
        );
        assert_eq!(game.hints_used(), u32::MAX);
        let mut timer = crate::game::Timer::with_elapsed(elapsed);
        timer.start(0);
        assert_eq!(timer.elapsed(60_000), u64::MAX);
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
        check("{\"version\":1}", |e| matches!(e, SaveError::Format(_)));
        check(&save[..save.len() / 2], |e| {
            matches!(e, SaveError::Format(_) | SaveError::Code(_))
        });
        check(
            &save.replace("sudoku/2", "sudoku/7"),
            |e| matches!(e, SaveError::Version(v) if v == "sudoku/7"),
        );
        check(&save.replace(" 0 2 ", " x 2 "), |e| {
            matches!(e, SaveError::Format(_))
        });
        check(&format!("{save} extra"), |e| {
            matches!(e, SaveError::Format(_))
        });
        // One character of the code changed: its check characters catch it.
        let mut damaged: Vec<char> = save.chars().collect();
        let at = save.find(" moves=").unwrap_or(save.len()) - 10;
        damaged[at] = if damaged[at] == 'A' { 'B' } else { 'A' };
        let damaged: String = damaged.into_iter().collect();
        check(&damaged, |e| matches!(e, SaveError::Code(_)));
        // Another puzzle's save.
        let other = Game::new(PUZZLE.replacen('5', ".", 1).parse().expect("puzzle"));
        check(&other.to_save(0), |e| *e == SaveError::OtherPuzzle);
    }

    #[test]
    fn each_puzzle_and_each_link_with_progress_has_its_own_save_key() {
        let puzzle = save_key(&givens(), None);
        assert_eq!(puzzle, format!("sudoku:game:{PUZZLE}"));
        let link = save_key(&givens(), Some("B9abc"));
        assert_eq!(link, format!("sudoku:game:{PUZZLE}:B9abc"));
        let other: Grid = PUZZLE.replacen('5', ".", 1).parse().expect("a puzzle");
        assert_ne!(save_key(&other, None), puzzle);
    }

    #[test]
    fn a_latin_square_keeps_its_kind_through_its_save_and_key() {
        // The same 81 characters as a Latin square: another puzzle, with a save of its own.
        let latin = Grid::parse_latin(PUZZLE).expect("81 cells");
        let key = save_key(&latin, None);
        assert_eq!(key, format!("sudoku:game:{PUZZLE}/latin"));
        assert_ne!(key, save_key(&givens(), None));
        let mut game = Game::new(latin.clone());
        let at = game.geometry().cell(0, 2).expect("inside");
        game.select(at);
        game.input(sudoku_core::Digit::new(4).expect("4"));
        let save = game.to_save(9_000);
        let (restored, elapsed) = Game::from_save(latin.clone(), &save).expect("it reads");
        assert_eq!((restored.givens(), elapsed), (&latin, 9_000));
        assert!(!restored.geometry().has_boxes());
        assert_eq!(restored.value(at), game.value(at));
        // The boxed puzzle of the same digits does not take it.
        assert_eq!(
            Game::from_save(givens(), &save).err(),
            Some(SaveError::OtherPuzzle)
        );
        // Its key names it again.
        let named = key.strip_prefix("sudoku:game:").expect("a save key");
        assert_eq!(crate::player::puzzle::read(named), Some(latin));
    }
}
