//! Notes the game writes for the player, and how a cell is described to a screen reader.

use sudoku_core::{Cell, Digit, DigitSet};

use super::{colour_name, Change, Game};

impl Game {
    /// Fills the centre notes of every empty cell with the digits its row, column and box still
    /// allow (auto-candidates), as one undoable action. Corner notes are left as they are.
    pub fn fill_candidates(&mut self) -> bool {
        let board = self.board();
        let geometry = self.geometry();
        let action = geometry
            .cells()
            .filter(|&cell| board.get(cell).is_none())
            .map(|cell| {
                let seen: DigitSet = self.peers(cell).filter_map(|p| board.get(p)).collect();
                let before = self.state(cell);
                let mut after = before;
                after.centre = DigitSet::full(geometry.size()).difference(seen);
                Change {
                    cell,
                    before,
                    after,
                }
            })
            .collect();
        self.apply(action)
    }

    /// The digit the selection points at: the digit chosen on the keypad with number-first
    /// input, else the selected cell's given or entry.
    pub fn selected_digit(&self) -> Option<Digit> {
        self.armed()
            .or_else(|| self.selected().and_then(|cell| self.value(cell)))
    }

    /// The empty cells where `digit` can still go: no cell they see shows it.
    pub fn places_for(&self, digit: Digit) -> Vec<Cell> {
        self.geometry()
            .cells()
            .filter(|&cell| {
                self.value(cell).is_none() && self.peers(cell).all(|p| self.value(p) != Some(digit))
            })
            .collect()
    }

    /// The cell as a screen reader says it: "row 3, column 5, empty, candidates 2 4 7", with
    /// "given" before a puzzle's digit and ", conflict" when its digit repeats in a unit.
    pub fn describe(&self, cell: Cell, conflicts: &[Cell]) -> String {
        let geometry = self.geometry();
        let state = match self.value(cell) {
            Some(d) if self.is_given(cell) => t!(CellGiven, digit = d.to_char().to_string()),
            Some(d) => t!(CellEntry, digit = d.to_char().to_string()),
            None => {
                // Both kinds of notes, in order and once each.
                let notes = self.centre_notes(cell).union(self.corner_notes(cell));
                if notes.is_empty() {
                    t!(CellEmpty).to_owned()
                } else {
                    let notes: Vec<String> =
                        notes.iter().map(|d| d.to_char().to_string()).collect();
                    t!(CellCandidates, digits = notes.join(" "))
                }
            }
        };
        let conflict = if conflicts.contains(&cell) {
            t!(CellConflict)
        } else {
            ""
        };
        let colours = self.colours(cell);
        let mut painted = colours
            .cell
            .iter()
            .map(|colour| colour_name(colour).to_owned())
            .reduce(|first, next| t!(CellColoursAnd, first = first, next = next))
            .map(|names| t!(CellColoured, colours = names))
            .unwrap_or_default();
        for (digit, colour) in colours.coloured_candidates() {
            painted.push_str(&t!(
                CellCandidateColoured,
                digit = digit.to_char().to_string(),
                colour = colour_name(colour)
            ));
        }
        t!(
            CellLabel,
            row = geometry.row_of(cell) + 1,
            column = geometry.col_of(cell) + 1,
            rules = self.describe_rules(cell),
            state = state,
            conflict = conflict,
            painted = painted
        )
    }
}

#[cfg(test)]
mod tests {
    use sudoku_core::Digit;

    use super::*;
    use crate::game::testing::{cell as at, game};
    use crate::game::InputMode;

    fn digits(text: &str) -> DigitSet {
        text.chars().filter_map(Digit::from_char).collect()
    }

    #[test]
    fn candidates_are_what_the_units_allow_and_undo_in_one_step() {
        let mut game = game();
        let (r1c3, r1c1) = (at(0, 2), at(0, 0));
        assert!(game.fill_candidates());
        // Row 1 has 5 3 7, column 3 has 8, and box 1 has 5 3 6 9 8.
        assert_eq!(game.centre_notes(r1c3), digits("124"));
        assert!(game.centre_notes(r1c1).is_empty(), "givens get no notes");
        assert!(game.undo());
        assert!(game.centre_notes(r1c3).is_empty());
    }

    #[test]
    fn the_places_a_digit_can_still_go() {
        let mut game = game();
        game.select(at(0, 0));
        let five = Digit::new(5).expect("5");
        assert_eq!(game.selected_digit(), Some(five));
        let places = game.places_for(five);
        assert!(!places.contains(&at(0, 2)), "row 1 has a 5");
        assert!(!places.contains(&at(2, 0)), "its box has a 5");
        assert!(!places.contains(&at(1, 1)), "row 2 has a 5");
        // r3c7 sees no 5 in its row, column or box.
        assert!(places.contains(&at(2, 6)));
        assert!(places.iter().all(|&c| game.value(c).is_none()));
    }

    #[test]
    fn cells_are_described_for_screen_readers() {
        let mut game = game();
        assert_eq!(game.describe(at(0, 0), &[]), "row 1, column 1, given 5");
        assert_eq!(game.describe(at(0, 2), &[]), "row 1, column 3, empty");
        game.select(at(0, 2));
        game.set_mode(InputMode::Centre);
        game.input(Digit::new(4).expect("4"));
        game.input(Digit::new(2).expect("2"));
        assert_eq!(
            game.describe(at(0, 2), &[]),
            "row 1, column 3, empty, candidates 2 4"
        );
        game.set_mode(InputMode::Digit);
        game.input(Digit::new(5).expect("5"));
        assert_eq!(
            game.describe(at(0, 2), &[at(0, 2)]),
            "row 1, column 3, 5, conflict"
        );
        game.set_mode(InputMode::Colour);
        game.input(Digit::new(7).expect("7"));
        assert_eq!(
            game.describe(at(0, 2), &[]),
            "row 1, column 3, 5, coloured blue"
        );
    }
}
