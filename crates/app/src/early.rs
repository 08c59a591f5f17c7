//! Input a player gave before the game was live: the page's start script (see `scripts.rs`)
//! shows taps and digits at once while the WebAssembly loads, and keeps each as a short word;
//! the game takes them when it is live and replays them, so no input is lost while loading.

use sudoku_core::Digit;

use crate::game::Game;

/// One input the start script saw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EarlyInput {
    /// A tap on the cell of this index in reading order (or an arrow key that moved there).
    Select(usize),
    /// A digit typed or tapped on the keypad.
    Digit(Digit),
    /// Erase.
    Erase,
}

impl EarlyInput {
    /// Reads one of the script's words: `s12` (select cell 12), `d4` (digit 4), `e` (erase).
    /// Anything else is `None`: the words come from the page, which a player can change.
    pub fn parse(word: &str) -> Option<EarlyInput> {
        let rest = word.get(1..)?;
        match word.as_bytes().first()? {
            b's' => rest.parse().ok().map(EarlyInput::Select),
            b'd' => {
                let mut chars = rest.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => Digit::from_char(c).map(EarlyInput::Digit),
                    _ => None,
                }
            }
            b'e' if rest.is_empty() => Some(EarlyInput::Erase),
            _ => None,
        }
    }
}

impl Game {
    /// Replays inputs given before the game was live, as the game's own handlers would have
    /// applied them; a cell outside the grid is ignored.
    pub fn replay(&mut self, inputs: &[EarlyInput]) {
        for &input in inputs {
            match input {
                EarlyInput::Select(index) => {
                    let n = self.geometry().size();
                    if let Some(cell) = self.geometry().cell(index / n, index % n) {
                        self.select(cell);
                    }
                }
                EarlyInput::Digit(digit) => {
                    self.input(digit);
                }
                EarlyInput::Erase => {
                    self.erase();
                }
            }
        }
    }
}

/// Takes the inputs the start script kept, ending its part: from now on the game's own
/// handlers take input. Empty where the script did not run (another page, no script).
pub fn take() -> Vec<EarlyInput> {
    crate::browser::take_early_input()
        .iter()
        .filter_map(|word| EarlyInput::parse(word))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::InputMode;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn words(list: &[&str]) -> Vec<EarlyInput> {
        list.iter().filter_map(|w| EarlyInput::parse(w)).collect()
    }

    #[test]
    fn the_scripts_words_read_back() {
        let d = |c| Digit::from_char(c).expect("digit");
        assert_eq!(
            words(&["s12", "d4", "dG", "e"]),
            vec![
                EarlyInput::Select(12),
                EarlyInput::Digit(d('4')),
                EarlyInput::Digit(d('G')),
                EarlyInput::Erase
            ]
        );
        for junk in ["", "s", "sx", "s-1", "d", "d45", "d0", "ex", "x1", "é"] {
            assert_eq!(EarlyInput::parse(junk), None, "{junk:?}");
        }
    }

    #[test]
    fn inputs_replay_as_the_game_would_have_taken_them() {
        let mut game = Game::new(PUZZLE.parse().expect("puzzle"));
        game.replay(&words(&[
            "s0", "d9", "s2", "d1", "s3", "d6", "e", "s2", "d4",
        ]));
        let g = game.geometry();
        let at = |i: usize| g.cell(i / 9, i % 9).expect("inside");
        assert_eq!(game.value(at(0)), Digit::new(5), "a given stays");
        assert_eq!(
            game.value(at(2)),
            Digit::new(4),
            "the last digit typed wins"
        );
        assert_eq!(game.value(at(3)), None, "erased");
        assert_eq!(game.selected(), Some(at(2)));
        assert!(game.can_undo(), "replayed inputs are undoable moves");
    }

    #[test]
    fn a_cell_outside_the_grid_is_ignored() {
        let mut game = Game::new(PUZZLE.parse().expect("puzzle"));
        game.replay(&words(&["s81", "d4"]));
        assert_eq!(game.selected(), None);
        assert!(!game.can_undo());
        assert_eq!(game.mode(), InputMode::Digit);
    }
}
