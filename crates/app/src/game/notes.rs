//! Notes the game writes for the player, and how a cell is described to a screen reader.

use sudoku_core::{Cell, DigitSet};

use super::{Change, Game};

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

    /// The cell as a screen reader says it: "row 3, column 5, empty, candidates 2 4 7", with
    /// "given" before a puzzle's digit and ", conflict" when its digit repeats in a unit.
    pub fn describe(&self, cell: Cell, conflicts: &[Cell]) -> String {
        let geometry = self.geometry();
        let state = match self.value(cell) {
            Some(d) if self.is_given(cell) => format!("given {}", d.to_char()),
            Some(d) => d.to_char().to_string(),
            None => {
                // Both kinds of notes, in order and once each.
                let notes = self.centre_notes(cell).union(self.corner_notes(cell));
                if notes.is_empty() {
                    "empty".to_owned()
                } else {
                    let notes: Vec<String> =
                        notes.iter().map(|d| d.to_char().to_string()).collect();
                    format!("empty, candidates {}", notes.join(" "))
                }
            }
        };
        let conflict = if conflicts.contains(&cell) {
            ", conflict"
        } else {
            ""
        };
        format!(
            "row {}, column {}, {state}{conflict}",
            geometry.row_of(cell) + 1,
            geometry.col_of(cell) + 1
        )
    }
}

#[cfg(test)]
mod tests {
    use sudoku_core::{Digit, Grid};

    use super::*;
    use crate::game::InputMode;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn digits(text: &str) -> DigitSet {
        text.chars().filter_map(Digit::from_char).collect()
    }

    #[test]
    fn candidates_are_what_the_units_allow_and_undo_in_one_step() {
        let mut game = Game::new(PUZZLE.parse::<Grid>().expect("puzzle"));
        let at = |r, c| {
            sudoku_core::Geometry::standard()
                .cell(r, c)
                .expect("inside")
        };
        let (r1c3, r1c1) = (at(0, 2), at(0, 0));
        assert!(game.fill_candidates());
        // Row 1 has 5 3 7, column 3 has 8, and box 1 has 5 3 6 9 8.
        assert_eq!(game.centre_notes(r1c3), digits("124"));
        assert!(game.centre_notes(r1c1).is_empty(), "givens get no notes");
        assert!(game.undo());
        assert!(game.centre_notes(r1c3).is_empty());
    }

    #[test]
    fn cells_are_described_for_screen_readers() {
        let mut game = Game::new(PUZZLE.parse::<Grid>().expect("puzzle"));
        let at = |r, c| {
            sudoku_core::Geometry::standard()
                .cell(r, c)
                .expect("inside")
        };
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
    }
}
