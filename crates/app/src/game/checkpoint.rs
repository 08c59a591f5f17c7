//! Checkpoints: the player marks the position before a guess, tries it, and goes back to the
//! mark if it fails. Several marks can be kept; going back is itself one undoable action, so a
//! return made by mistake is undone like anything else.
//!
//! The marks are kept in the game's save as the token `checkpoints=<code>,<code>,…`: each mark
//! is the share code (see `sudoku_core::code`) of the puzzle with the position it marked, oldest
//! first, so each one carries its own check characters. A game keeps at most
//! [`MAX_CHECKPOINTS`] marks, so the token holds at most that many codes: under 16 KB for a 9×9
//! with every note and colour in every mark, far less in play.

use sudoku_core::{code, CellProgress, Grid};

use super::{Game, SaveError};

/// The most marks a game keeps; marking one more forgets the oldest.
pub const MAX_CHECKPOINTS: usize = 16;

/// The name of the save's token that holds the marks.
pub(super) const TOKEN: &str = "checkpoints";

impl Game {
    /// Marks the position as it is now; returns the checkpoint's number, from 1 (0: none, the
    /// game is paused). When [`MAX_CHECKPOINTS`] marks are kept already, the oldest is
    /// forgotten.
    pub fn mark_checkpoint(&mut self) -> usize {
        if self.paused {
            return 0;
        }
        if self.checkpoints.len() >= MAX_CHECKPOINTS {
            self.checkpoints.remove(0);
        }
        self.checkpoints.push(self.cells.clone());
        self.checkpoints.len()
    }

    /// Whether as many checkpoints are marked as a game keeps: marking one more forgets the
    /// oldest.
    pub fn checkpoints_full(&self) -> bool {
        self.checkpoints.len() >= MAX_CHECKPOINTS
    }

    /// How many checkpoints are marked.
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    /// Whether the position is the one marked by checkpoint `number` (from 1).
    pub fn is_at_checkpoint(&self, number: usize) -> bool {
        number
            .checked_sub(1)
            .and_then(|i| self.checkpoints.get(i))
            .is_some_and(|cells| *cells == self.cells)
    }

    /// Puts every cell back as checkpoint `number` (from 1) marked it, as one undoable action,
    /// and forgets the checkpoints marked after it (the guesses they were for are given up).
    /// Returns whether anything changed on the board.
    pub fn back_to_checkpoint(&mut self, number: usize) -> bool {
        let Some(saved) = number
            .checked_sub(1)
            .and_then(|i| self.checkpoints.get(i))
            .cloned()
        else {
            return false;
        };
        self.checkpoints.truncate(number);
        self.moves.expect(super::MoveKind::Checkpoint);
        self.edit(|_, cells| cells.copy_from_slice(&saved))
    }

    /// The value of the save's `checkpoints=` token, or `None` when no mark is kept.
    pub(super) fn checkpoints_token(&self) -> Option<String> {
        if self.checkpoints.is_empty() {
            return None;
        }
        let codes: Vec<String> = self
            .checkpoints
            .iter()
            .map(|cells| {
                let marked = Game {
                    cells: cells.clone(),
                    ..Game::new(self.givens.clone()).with_rules(self.rules.clone())
                };
                code::encode(&self.givens, Some(&marked.progress()))
            })
            .collect();
        Some(codes.join(","))
    }
}

/// The marks in the value of a save's `checkpoints=` token, for a game on `givens`. Every mark
/// must be a share code of this puzzle, and there are at most [`MAX_CHECKPOINTS`].
pub(super) fn read_token(givens: &Grid, value: &str) -> Result<Vec<Vec<CellProgress>>, SaveError> {
    let damaged = |reason: String| SaveError::Checkpoints(reason);
    let codes: Vec<&str> = value.split(',').collect();
    if codes.len() > MAX_CHECKPOINTS {
        return Err(damaged(t!(
            GameSaveMarksTooMany,
            count = codes.len(),
            most = MAX_CHECKPOINTS
        )));
    }
    codes
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let number = i + 1;
            let shared = code::decode(text).map_err(|e| {
                damaged(t!(
                    GameSaveMarkDamaged,
                    number = number,
                    reason = crate::errors::share_code(&e)
                ))
            })?;
            if shared.grid != *givens {
                return Err(damaged(t!(GameSaveMarkOtherPuzzle, number = number)));
            }
            let progress = shared
                .progress
                .unwrap_or_else(|| sudoku_core::Progress::empty(givens.geometry()));
            Ok(Game::with_progress(givens.clone(), &progress).cells)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::{at, d, enter, game, PUZZLE};
    use crate::game::InputMode;

    #[test]
    fn a_guess_is_taken_back_to_the_mark_in_one_step() {
        let mut game = game();
        let (sure, guess, note) = (at(&game, 0, 2), at(&game, 0, 3), at(&game, 1, 1));
        game.select(sure);
        game.input(d(4));
        assert_eq!(game.mark_checkpoint(), 1);
        assert!(game.is_at_checkpoint(1));
        game.select(guess);
        game.input(d(6));
        game.select(note);
        game.set_mode(InputMode::Centre);
        game.input(d(2));
        assert!(!game.is_at_checkpoint(1));
        assert!(game.back_to_checkpoint(1));
        assert_eq!(
            game.value(sure),
            Some(d(4)),
            "what came before the mark stays"
        );
        assert_eq!(game.value(guess), None, "the guess is gone");
        assert!(game.centre_notes(note).is_empty());
        assert!(game.is_at_checkpoint(1));
        // Going back is one step of the history.
        assert!(game.undo());
        assert_eq!(game.value(guess), Some(d(6)));
        assert!(game.centre_notes(note).contains(d(2)));
    }

    #[test]
    fn several_marks_and_going_back_past_later_ones() {
        let mut game = game();
        let (a, b) = (at(&game, 0, 2), at(&game, 0, 3));
        game.mark_checkpoint();
        game.select(a);
        game.input(d(1));
        assert_eq!(game.mark_checkpoint(), 2);
        game.select(b);
        game.input(d(2));
        assert!(game.back_to_checkpoint(2));
        assert_eq!((game.value(a), game.value(b)), (Some(d(1)), None));
        assert_eq!(game.checkpoint_count(), 2);
        assert!(game.back_to_checkpoint(1));
        assert_eq!(game.value(a), None);
        assert_eq!(game.checkpoint_count(), 1, "the later mark is given up");
        assert!(!game.back_to_checkpoint(1), "already there");
        assert!(!game.back_to_checkpoint(5), "no such mark");
        assert!(!game.back_to_checkpoint(0));
    }

    /// A game with a mark before a guess, the guess, and a second mark after it.
    fn two_marks() -> Game {
        let mut game = game();
        enter(
            &mut game,
            &[
                (0, 2, InputMode::Digit, &[4]),
                (1, 1, InputMode::Centre, &[2, 7]),
            ],
        );
        game.mark_checkpoint();
        enter(&mut game, &[(0, 3, InputMode::Digit, &[6])]);
        game.toggle_colour(sudoku_core::Colour::new(3).expect("a colour"));
        game.mark_checkpoint();
        enter(&mut game, &[(0, 5, InputMode::Digit, &[8])]);
        game
    }

    #[test]
    fn marks_survive_a_save_and_still_take_the_game_back() {
        let game = two_marks();
        let save = game.to_save(1_000);
        assert!(save.contains(" checkpoints="), "{save}");
        let (mut restored, _) = Game::from_save(game.givens().clone(), &save).expect("reads");
        assert_eq!(restored.checkpoint_count(), 2);
        assert_eq!(restored.checkpoints, game.checkpoints);
        assert_eq!(restored.cells, game.cells);
        assert!(restored.back_to_checkpoint(1));
        assert_eq!(
            restored.value(at(&restored, 0, 3)),
            None,
            "the guess is gone"
        );
        assert_eq!(restored.value(at(&restored, 0, 2)), Some(d(4)));
        assert_eq!(
            restored
                .centre_notes(at(&restored, 1, 1))
                .iter()
                .collect::<Vec<_>>(),
            vec![d(2), d(7)]
        );
        // The marks read back are marks again: saved once more, they read the same.
        let again = Game::from_save(game.givens().clone(), &restored.to_save(0))
            .expect("reads")
            .0;
        assert_eq!(again.checkpoints, restored.checkpoints);
    }

    #[test]
    fn a_save_without_marks_has_no_token_and_an_old_save_reads_with_none() {
        let mut game = two_marks();
        game.checkpoints.clear();
        let save = game.to_save(7);
        assert!(!save.contains("checkpoints"), "{save}");
        let (restored, elapsed) = Game::from_save(game.givens().clone(), &save).expect("reads");
        assert_eq!((restored.checkpoint_count(), elapsed), (0, 7));
        // An unknown token of a newer site is skipped, before or after the known ones.
        let marked = two_marks().to_save(7);
        let (head, token) = marked.split_once(" checkpoints=").expect("a token");
        for newer in [
            format!("{marked} later=abc,def"),
            format!("{head} later=1 checkpoints={token}"),
        ] {
            let (restored, _) = Game::from_save(game.givens().clone(), &newer).expect("reads");
            assert_eq!(restored.checkpoint_count(), 2, "{newer}");
        }
    }

    #[test]
    fn damaged_marks_are_refused_with_a_reason() {
        let game = two_marks();
        let givens = game.givens().clone();
        let save = game.to_save(0);
        let (head, token) = save.split_once(" checkpoints=").expect("a token");
        let codes: Vec<&str> = token.split(',').collect();
        let reason = |text: &str| match Game::from_save(givens.clone(), text) {
            Err(SaveError::Checkpoints(reason)) => reason,
            other => panic!("expected damaged checkpoints, got {other:?} for {text}"),
        };
        // One character of the second mark changed: its check characters catch it.
        let mut second: Vec<char> = codes[1].chars().collect();
        let at = second.len() / 2;
        second[at] = if second[at] == 'A' { 'B' } else { 'A' };
        let second: String = second.into_iter().collect();
        let text = format!("{head} checkpoints={},{second}", codes[0]);
        assert!(reason(&text).starts_with("mark 2: "), "{}", reason(&text));
        // An empty token, a mark cut short, and a mark of another puzzle.
        assert!(reason(&format!("{head} checkpoints=")).starts_with("mark 1: "));
        let cut = &codes[0][..codes[0].len() - 3];
        assert!(reason(&format!("{head} checkpoints={cut}")).contains("cut short"));
        let other: Grid = PUZZLE.replacen('5', ".", 1).parse().expect("a puzzle");
        let foreign = code::encode(&other, None);
        assert!(reason(&format!("{head} checkpoints={foreign}")).contains("another puzzle"));
        let message = Game::from_save(givens, &format!("{head} checkpoints={foreign}"))
            .expect_err("refused")
            .to_string();
        assert!(message.contains("checkpoints"), "{message}");
    }

    #[test]
    fn a_game_keeps_at_most_the_bound_of_marks_and_a_save_stays_small() {
        let mut game = game();
        // The heaviest position: every empty cell with every corner and centre note, a colour
        // on every candidate and three on every cell.
        for cell in game.geometry().cells() {
            game.add_to_selection(cell);
        }
        game.set_mode(InputMode::Corner);
        for v in 1..=9 {
            game.input(d(v));
        }
        game.set_mode(InputMode::Centre);
        for v in 1..=9 {
            game.input(d(v));
        }
        for c in 1..=3 {
            game.toggle_colour(sudoku_core::Colour::new(c).expect("a colour"));
        }
        for v in 1..=9 {
            game.set_active_colour(sudoku_core::Colour::new(v).expect("a colour"));
            game.toggle_candidate_colour(d(v));
        }
        let first = game.cells.clone();
        for number in 1..=MAX_CHECKPOINTS {
            assert!(!game.checkpoints_full(), "room before mark {number}");
            assert_eq!(game.mark_checkpoint(), number);
        }
        assert!(game.checkpoints_full());
        game.select(at(&game, 0, 2));
        game.set_mode(InputMode::Digit);
        game.input(d(4));
        assert_eq!(
            game.mark_checkpoint(),
            MAX_CHECKPOINTS,
            "one more forgets the oldest"
        );
        assert_eq!(game.checkpoint_count(), MAX_CHECKPOINTS);
        assert_ne!(game.checkpoints[MAX_CHECKPOINTS - 1], first);
        let save = game.to_save(0);
        let (head, rest) = save.split_once(" checkpoints=").expect("a token");
        // The marks' token ends where the next token (the recorded moves) starts.
        let (token, after) = rest.split_once(' ').unwrap_or((rest, ""));
        assert!(token.len() < 16_000, "{} bytes", token.len());
        let (restored, _) = Game::from_save(game.givens().clone(), &save).expect("reads");
        assert_eq!(restored.checkpoints, game.checkpoints);
        // A token with more marks than a game keeps is refused.
        let first_code = token.split(',').next().expect("a mark");
        let text = format!("{head} checkpoints={token},{first_code} {after}");
        let error = Game::from_save(game.givens().clone(), &text).expect_err("too many");
        assert!(
            matches!(&error, SaveError::Checkpoints(r) if r.contains("more than the 16")),
            "{error:?}"
        );
    }
}
