//! What typing does: a digit, a note or an erase applies to every selected cell at once, as
//! one undoable action.

use sudoku_core::{CellProgress, Colour, Digit, DigitSet};

use super::{Change, Game, InputMode};

impl Game {
    /// Types `digit` into every selected cell in the current input mode, as one undoable
    /// action. Returns whether anything changed: not when nothing writable is selected or the
    /// digit does not fit the grid. A digit that conflicts with another is kept as typed (and
    /// marked by [`Game::conflicts`]).
    pub fn input(&mut self, digit: Digit) -> bool {
        if usize::from(digit.get()) > self.geometry().size() {
            return false;
        }
        match self.mode {
            InputMode::Digit => self.place(digit),
            InputMode::Corner | InputMode::Centre => self.toggle_note(digit, self.mode),
            InputMode::Colour => Colour::new(digit.get()).is_some_and(|c| self.toggle_colour(c)),
            InputMode::CandidateColour => self.toggle_candidate_colour(digit),
        }
    }

    /// Types `digit` as [`Game::input`] does in `mode`, whatever the current mode, which stays:
    /// the keyboard's note keys (Shift and Ctrl or Cmd with a digit, as in SudokuPad).
    pub fn input_as(&mut self, digit: Digit, mode: InputMode) -> bool {
        let kept = self.mode;
        self.mode = mode;
        let changed = self.input(digit);
        self.mode = kept;
        changed
    }

    /// Places `digit` in every selected cell as the player's entry, cleaning the notes it
    /// settles if the setting says so.
    fn place(&mut self, digit: Digit) -> bool {
        let targets = self.writable_selection();
        let clean = self.settings.clean_notes;
        self.edit(|game, cells| {
            for &cell in &targets {
                cells[cell.index()].entry = Some(digit);
                if clean {
                    for peer in game.peers(cell) {
                        cells[peer.index()].corner.remove(digit);
                        cells[peer.index()].centre.remove(digit);
                    }
                }
            }
        })
    }

    /// Toggles a note in the selected cells without an entry (notes under an entry would be
    /// unseen): when every one of them has it, it goes from all; otherwise all get it.
    fn toggle_note(&mut self, digit: Digit, mode: InputMode) -> bool {
        let targets: Vec<_> = self
            .writable_selection()
            .into_iter()
            .filter(|&cell| self.state(cell).entry.is_none())
            .collect();
        let all_have = targets
            .iter()
            .all(|&cell| notes_of(&mut self.state(cell), mode).contains(digit));
        self.edit(|_, cells| {
            for &cell in &targets {
                let set = notes_of(&mut cells[cell.index()], mode);
                if all_have {
                    set.remove(digit);
                } else {
                    set.insert(digit);
                }
            }
        })
    }

    /// Clears the selected cells a layer at a time: their entries if any has one, else their
    /// notes, else their colours; in a colour mode, their colours. Returns whether anything
    /// changed.
    pub fn erase(&mut self) -> bool {
        if matches!(self.mode, InputMode::Colour | InputMode::CandidateColour) {
            return self.clear_colours();
        }
        let targets = self.writable_selection();
        let any_entry = targets.iter().any(|&c| self.state(c).entry.is_some());
        let any_notes = targets.iter().any(|&c| {
            let state = self.state(c);
            !state.corner.is_empty() || !state.centre.is_empty()
        });
        if !any_entry && !any_notes {
            return self.clear_colours();
        }
        self.edit(|_, cells| {
            for &cell in &targets {
                let state = &mut cells[cell.index()];
                if any_entry {
                    state.entry = None;
                } else {
                    state.corner = DigitSet::EMPTY;
                    state.centre = DigitSet::EMPTY;
                }
            }
        })
    }

    /// Runs `change` on a copy of every cell's state and applies the difference as one
    /// undoable action, so a change to many cells (and the notes it cleans) is one step.
    pub(crate) fn edit(&mut self, change: impl FnOnce(&Game, &mut [CellProgress])) -> bool {
        let mut cells = self.cells.clone();
        change(self, &mut cells);
        // Givens take colours only; the verbs never write anything else on them.
        let action = self
            .geometry()
            .cells()
            .map(|cell| Change {
                cell,
                before: self.state(cell),
                after: cells[cell.index()],
            })
            .collect();
        self.apply(action)
    }
}

/// The notes of `state` that `mode` writes: its corner notes, else its centre notes.
fn notes_of(state: &mut CellProgress, mode: InputMode) -> &mut DigitSet {
    if mode == InputMode::Corner {
        &mut state.corner
    } else {
        &mut state.centre
    }
}

#[cfg(test)]
mod tests {
    use sudoku_core::Cell;

    use super::*;
    use crate::game::testing::{at, d, game};

    /// Selects the three empty cells r1c3, r1c4 and r2c2 (the first alone, then added).
    fn select_three(game: &mut Game) -> [Cell; 3] {
        let cells = [at(game, 0, 2), at(game, 0, 3), at(game, 1, 1)];
        game.select(cells[0]);
        game.add_to_selection(cells[1]);
        game.add_to_selection(cells[2]);
        cells
    }

    #[test]
    fn a_note_goes_into_every_selected_cell_as_one_step() {
        let mut game = game();
        let cells = select_three(&mut game);
        game.set_mode(InputMode::Corner);
        assert!(game.input(d(2)));
        for &cell in &cells {
            assert_eq!(game.corner_notes(cell), DigitSet::from_iter([d(2)]));
        }
        assert!(game.undo());
        for &cell in &cells {
            assert!(
                game.corner_notes(cell).is_empty(),
                "one undo takes all three"
            );
        }
        assert!(!game.can_undo());
    }

    #[test]
    fn a_note_some_cells_have_is_added_to_all_then_removed_from_all() {
        let mut game = game();
        let cells = select_three(&mut game);
        game.set_mode(InputMode::Centre);
        game.select(cells[1]);
        game.input(d(4));
        select_three(&mut game);
        game.input(d(4));
        assert!(cells.iter().all(|&c| game.centre_notes(c).contains(d(4))));
        game.input(d(4));
        assert!(cells.iter().all(|&c| !game.centre_notes(c).contains(d(4))));
    }

    #[test]
    fn a_digit_fills_every_selected_cell_but_givens_and_cleans_notes_once() {
        let mut game = game();
        let cells = select_three(&mut game);
        let (peer, given) = (at(&game, 0, 5), at(&game, 0, 0));
        game.select(peer);
        game.set_mode(InputMode::Centre);
        game.input(d(1));
        select_three(&mut game);
        game.add_to_selection(given);
        game.set_mode(InputMode::Digit);
        assert!(game.input(d(1)));
        assert!(cells.iter().all(|&c| game.value(c) == Some(d(1))));
        assert_eq!(game.value(given), Some(d(5)), "givens are left alone");
        assert!(
            game.centre_notes(peer).is_empty(),
            "the peer's note is cleaned"
        );
        assert!(game.undo());
        assert!(cells.iter().all(|&c| game.value(c).is_none()));
        assert!(
            game.centre_notes(peer).contains(d(1)),
            "and comes back with undo"
        );
    }

    #[test]
    fn erase_clears_entries_first_then_notes() {
        let mut game = game();
        let cells = select_three(&mut game);
        game.set_mode(InputMode::Corner);
        game.input(d(6));
        game.select(cells[0]);
        game.set_mode(InputMode::Digit);
        game.input(d(1));
        select_three(&mut game);
        assert!(game.erase());
        assert_eq!(game.value(cells[0]), None);
        assert!(
            game.corner_notes(cells[1]).contains(d(6)),
            "notes stay at first"
        );
        assert!(game.erase());
        assert!(cells.iter().all(|&c| game.corner_notes(c).is_empty()));
        assert!(!game.erase(), "nothing left to erase");
    }

    #[test]
    fn selection_extends_toggles_and_moves() {
        let mut game = game();
        let a = at(&game, 4, 4);
        game.select(a);
        game.extend_selection(super::super::Direction::Right);
        game.extend_selection(super::super::Direction::Down);
        assert_eq!(game.selection(), &[a, at(&game, 4, 5), at(&game, 5, 5)]);
        assert_eq!(game.selected(), Some(at(&game, 5, 5)));
        game.toggle_selection(a);
        assert!(!game.is_selected(a));
        game.toggle_selection(a);
        assert_eq!(game.selected(), Some(a));
        game.move_selection(super::super::Direction::Up);
        assert_eq!(game.selection(), &[at(&game, 3, 4)]);
    }
}
