//! Number-first input, a setting: the player chooses a digit on the keypad, then each cell
//! they tap takes it, in the current mode (a digit, a corner or centre note, a colour), as
//! sudoku.com's players enter digits on a phone. The chosen digit's cells are highlighted, and
//! its key shows it is chosen; choosing it again lets it go.

use sudoku_core::{Cell, Digit};

use super::{Game, InputMode};

impl Game {
    /// The digit chosen on the keypad, while number-first input is on.
    pub fn armed(&self) -> Option<Digit> {
        self.armed.filter(|_| self.settings.number_first)
    }

    /// A keypad key for `digit`: with number-first input, chooses it (or lets it go if it is
    /// the one chosen); otherwise types it into the selected cells ([`Game::input`]). Returns
    /// whether anything changed.
    pub fn press_key(&mut self, digit: Digit) -> bool {
        if !self.settings.number_first {
            return self.input(digit);
        }
        if usize::from(digit.get()) > self.geometry().size() || self.paused {
            return false;
        }
        self.armed = (self.armed() != Some(digit)).then_some(digit);
        true
    }

    /// A tap on `cell`: selects it, and with a digit chosen puts it there in the current mode;
    /// in digit mode a cell that shows that digit already is erased instead, so a second tap
    /// takes a slip back. Returns whether the board changed.
    pub fn tap(&mut self, cell: Cell) -> bool {
        self.select(cell);
        let Some(digit) = self.armed() else {
            return false;
        };
        if self.mode == InputMode::Digit && !self.is_given(cell) && self.value(cell) == Some(digit)
        {
            self.erase()
        } else {
            self.input(digit)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::{at, d, game};

    fn number_first() -> Game {
        let mut game = game();
        let mut settings = game.settings();
        settings.number_first = true;
        game.set_settings(settings);
        game
    }

    #[test]
    fn a_chosen_digit_goes_into_each_tapped_cell() {
        let mut game = number_first();
        let (a, b) = (at(&game, 0, 2), at(&game, 0, 3));
        assert!(game.press_key(d(4)));
        assert_eq!(game.armed(), Some(d(4)));
        assert_eq!(game.value(a), None, "choosing places nothing");
        assert!(game.tap(a));
        assert!(game.tap(b));
        assert_eq!((game.value(a), game.value(b)), (Some(d(4)), Some(d(4))));
        // The chosen digit is what the grid highlights.
        assert_eq!(game.selected_digit(), Some(d(4)));
        // A second tap takes it back.
        assert!(game.tap(b));
        assert_eq!(game.value(b), None);
        // In a note mode a tap notes it.
        game.set_mode(InputMode::Centre);
        assert!(game.tap(b));
        assert!(game.centre_notes(b).contains(d(4)));
        // The same key again lets the digit go: a tap only selects.
        assert!(game.press_key(d(4)));
        assert_eq!(game.armed(), None);
        game.set_mode(InputMode::Digit);
        assert!(!game.tap(b));
        assert!(game.is_selected(b));
    }

    #[test]
    fn off_a_key_types_into_the_selection_and_a_tap_only_selects() {
        let mut game = game();
        let a = at(&game, 0, 2);
        assert!(!game.tap(a));
        assert!(game.press_key(d(4)));
        assert_eq!(game.value(a), Some(d(4)));
        assert_eq!(game.armed(), None);
        // A digit chosen while number-first was on is forgotten once it is off.
        let mut on = number_first();
        on.press_key(d(7));
        let mut settings = on.settings();
        settings.number_first = false;
        on.set_settings(settings);
        assert_eq!(on.armed(), None);
    }
}
