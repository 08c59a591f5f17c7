//! A game played together (`crate::room`): the room's board shown in the game without
//! becoming the player's moves. Other players' marks come in as edits of one mark each
//! (`site::room::Edit`); the game takes them, and its undo history takes them too, so that an
//! undo takes back only the player's own marks and never someone else's.

use site::room::{edits_between, Edit};
use sudoku_core::Progress;

use super::Game;

impl Game {
    /// Shows `board` (the room's board as this page has it: everyone's marks in the server's
    /// order, the player's own not yet numbered on top) in place of the game's marks. The marks
    /// the page keeps for itself alone (candidate colours) stay. Each mark that differs is
    /// applied to the cell and to every state of that cell the undo and redo history holds.
    /// Returns whether anything changed.
    pub fn show_board(&mut self, board: &Progress) -> bool {
        if board.geometry() != self.geometry() {
            return false;
        }
        let edits = edits_between(&self.progress(), board);
        let mut changed = false;
        for edit in edits {
            let Some(cell) = self.cell_of(edit) else {
                continue;
            };
            // A given takes colours only, as everywhere in the game.
            if self.is_given(cell) && !matches!(edit, Edit::Paint { .. }) {
                continue;
            }
            let index = cell.index();
            let after = edit.apply_to(self.cells[index]);
            if after != self.cells[index] {
                self.cells[index] = after;
                changed = true;
            }
            self.history.rebase(cell, |marks| edit.apply_to(marks));
        }
        if changed {
            self.checked = false;
        }
        changed
    }

    /// A room's Reset: takes back every change of the player's own that Undo could still take
    /// back, as one action (which Undo takes back in turn). The others' marks stay, as Undo
    /// leaves them. Returns whether anything changed.
    pub fn take_back_own(&mut self) -> bool {
        let mut earliest = self.clone();
        while earliest.undo() {}
        let action = self
            .geometry()
            .cells()
            .filter(|&cell| earliest.state(cell) != self.state(cell))
            .map(|cell| super::Change {
                cell,
                before: self.state(cell),
                after: earliest.state(cell),
            })
            .collect();
        self.moves.expect(super::MoveKind::Reset);
        self.apply(action)
    }

    /// The cell an edit names, if it is on the grid.
    fn cell_of(&self, edit: Edit) -> Option<sudoku_core::Cell> {
        let n = self.geometry().size();
        let index = usize::from(edit.cell());
        self.geometry().cell(index / n, index % n)
    }
}

#[cfg(test)]
mod tests {
    use site::room::edits_between;

    use super::*;
    use crate::game::testing::{at, d, enter, game, played};
    use crate::game::InputMode;

    /// `game`'s board with `edits` applied.
    fn with(game: &Game, edits: &[Edit]) -> Progress {
        let mut board = game.progress();
        for edit in edits {
            edit.apply(game.givens(), &mut board).expect("applies");
        }
        board
    }

    #[test]
    fn another_player_s_marks_show_without_becoming_moves() {
        let mut game = played();
        let before = game.progress();
        let theirs = [
            Edit::Entry {
                cell: 4 * 9 + 4,
                digit: 5,
            },
            Edit::Corner {
                cell: 3,
                digit: 7,
                on: true,
            },
        ];
        let board = with(&game, &theirs);
        assert!(game.show_board(&board));
        assert_eq!(game.progress(), board);
        assert_eq!(game.value(at(&game, 4, 4)), Some(d(5)));
        assert_eq!(edits_between(&before, &game.progress()).len(), 2);
        // Showing the same board again changes nothing.
        assert!(!game.show_board(&board));
    }

    #[test]
    fn a_room_s_reset_takes_back_only_the_player_s_own_marks() {
        let mut game = game();
        // The player places a 4 in r1c3 and notes 2 in r1c4.
        enter(
            &mut game,
            &[
                (0, 2, InputMode::Digit, &[4]),
                (0, 3, InputMode::Corner, &[2]),
            ],
        );
        // Someone else places a 6 in r1c6 and notes 7 in r1c4.
        let board = with(
            &game,
            &[
                Edit::Entry { cell: 5, digit: 6 },
                Edit::Corner {
                    cell: 3,
                    digit: 7,
                    on: true,
                },
            ],
        );
        game.show_board(&board);
        assert!(game.take_back_own());
        assert_eq!(game.value(at(&game, 0, 2)), None, "the player's digit went");
        assert_eq!(game.value(at(&game, 0, 5)), Some(d(6)), "the other's stays");
        let notes = game.corner_notes(at(&game, 0, 3));
        assert!(!notes.contains(d(2)) && notes.contains(d(7)), "{notes:?}");
        assert!(!game.take_back_own(), "nothing of the player's is left");
        // One action: Undo brings the player's marks back, and only theirs.
        assert!(game.undo());
        assert_eq!(game.value(at(&game, 0, 2)), Some(d(4)));
        assert!(game.corner_notes(at(&game, 0, 3)).contains(d(2)));
        assert_eq!(game.value(at(&game, 0, 5)), Some(d(6)));
    }

    #[test]
    fn undo_takes_back_only_the_player_s_own_mark() {
        let mut game = game();
        // The player notes 2 in r1c4.
        enter(&mut game, &[(0, 3, InputMode::Corner, &[2])]);
        // Someone else notes 6 in the same cell, and places a 4 in r1c3.
        let board = with(
            &game,
            &[
                Edit::Corner {
                    cell: 3,
                    digit: 6,
                    on: true,
                },
                Edit::Entry { cell: 2, digit: 4 },
            ],
        );
        game.show_board(&board);
        assert!(game.undo());
        let cell = at(&game, 0, 3);
        assert!(
            !game.corner_notes(cell).contains(d(2)),
            "the player's note went"
        );
        assert!(
            game.corner_notes(cell).contains(d(6)),
            "the other's note stays"
        );
        assert_eq!(
            game.value(at(&game, 0, 2)),
            Some(d(4)),
            "the other's digit stays"
        );
        // Redo puts the player's note back beside the other's.
        assert!(game.redo());
        assert!(game.corner_notes(cell).contains(d(2)));
        assert!(game.corner_notes(cell).contains(d(6)));
    }

    #[test]
    fn a_digit_someone_else_placed_later_is_not_undone() {
        let mut game = game();
        enter(&mut game, &[(0, 2, InputMode::Digit, &[4])]);
        let board = with(&game, &[Edit::Entry { cell: 2, digit: 1 }]);
        game.show_board(&board);
        // The player's undo of their 4 finds the other's 1, which was later: it stays.
        game.undo();
        assert_eq!(game.value(at(&game, 0, 2)), Some(d(1)));
    }

    #[test]
    fn a_given_takes_only_colours_and_a_board_of_another_size_nothing() {
        let mut game = game();
        let mut board = game.progress();
        let given = at(&game, 0, 0);
        let mut marks = board.get(given);
        marks.entry = Some(d(9));
        marks.colours.cell.insert(crate::game::testing::colour(2));
        board.set(given, marks);
        assert!(game.show_board(&board));
        assert_eq!(game.value(given), Some(d(5)), "the given stays");
        assert!(game
            .progress()
            .get(given)
            .colours
            .cell
            .contains(crate::game::testing::colour(2)));
        let other = Progress::empty(sudoku_core::Geometry::new(2, 2).expect("4×4"));
        assert!(!game.show_board(&other));
    }
}
