//! Checkpoints: the player marks the position before a guess, tries it, and goes back to the
//! mark if it fails. Several marks can be kept; going back is itself one undoable action, so a
//! return made by mistake is undone like anything else.

use super::Game;

impl Game {
    /// Marks the position as it is now; returns the checkpoint's number, from 1.
    pub fn mark_checkpoint(&mut self) -> usize {
        self.checkpoints.push(self.cells.clone());
        self.checkpoints.len()
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
}

#[cfg(test)]
mod tests {
    use sudoku_core::{Cell, Digit, Grid};

    use super::*;
    use crate::game::InputMode;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn at(game: &Game, r: usize, c: usize) -> Cell {
        game.geometry().cell(r, c).expect("inside")
    }

    fn d(v: u8) -> Digit {
        Digit::new(v).expect("digit")
    }

    #[test]
    fn a_guess_is_taken_back_to_the_mark_in_one_step() {
        let mut game = Game::new(PUZZLE.parse::<Grid>().expect("puzzle"));
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
        let mut game = Game::new(PUZZLE.parse::<Grid>().expect("puzzle"));
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
}
