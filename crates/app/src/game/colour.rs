//! Colouring: the nine colours on whole cells (several per cell, shown side by side) and on
//! candidates (one per candidate), for the player's own chains and cases. Colours go on givens
//! too, and undo, saves and shared links with progress carry them like any other mark.

use sudoku_core::{Colour, Colours, Digit};

use super::Game;

/// The name of `colour` ("red"), for buttons and screen readers.
pub fn colour_name(colour: Colour) -> &'static str {
    word!(colour.get(), {
        1 => ColourRed,
        2 => ColourOrange,
        3 => ColourYellow,
        4 => ColourLime,
        5 => ColourGreen,
        6 => ColourTeal,
        7 => ColourBlue,
        8 => ColourViolet,
        _ => ColourPink, // 9, the last
    })
}

/// The letter the colour-blind setting shows on `colour` ('R'): the first character of its
/// message (a letter of the colour's name in the page's language).
pub fn colour_letter(colour: Colour) -> char {
    let letter = word!(colour.get(), {
        1 => ColourLetterRed,
        2 => ColourLetterOrange,
        3 => ColourLetterYellow,
        4 => ColourLetterLime,
        5 => ColourLetterGreen,
        6 => ColourLetterTeal,
        7 => ColourLetterBlue,
        8 => ColourLetterViolet,
        _ => ColourLetterPink, // 9, the last
    });
    letter.chars().next().unwrap_or('?')
}

impl Game {
    /// The colours of `cell`.
    pub fn colours(&self, cell: sudoku_core::Cell) -> Colours {
        self.state(cell).colours
    }

    /// The colour candidates are painted with (the one last chosen in the palette).
    pub fn active_colour(&self) -> Colour {
        self.active_colour
    }

    /// Chooses the colour candidates are painted with.
    pub fn set_active_colour(&mut self, colour: Colour) {
        self.active_colour = colour;
    }

    /// Paints `colour` on every selected cell, givens included, or takes it off when every one
    /// of them has it; one undoable action. The colour becomes the active one.
    pub fn toggle_colour(&mut self, colour: Colour) -> bool {
        self.active_colour = colour;
        let targets = self.selection.clone();
        let all_have = targets
            .iter()
            .all(|&c| self.state(c).colours.cell.contains(colour));
        self.edit(|_, cells| {
            for cell in &targets {
                let set = &mut cells[cell.index()].colours.cell;
                if all_have {
                    set.remove(colour);
                } else {
                    set.insert(colour);
                }
            }
        })
    }

    /// Paints candidate `digit` of every selected cell with the active colour, or clears it
    /// when each already has that colour; one undoable action.
    pub fn toggle_candidate_colour(&mut self, digit: Digit) -> bool {
        let colour = self.active_colour;
        let targets = self.selection.clone();
        let all_have = targets
            .iter()
            .all(|&c| self.state(c).colours.candidate(digit) == Some(colour));
        let paint = (!all_have).then_some(colour);
        self.edit(|_, cells| {
            for cell in &targets {
                cells[cell.index()].colours.set_candidate(digit, paint);
            }
        })
    }

    /// Takes every colour off the selected cells and their candidates; one undoable action.
    pub fn clear_colours(&mut self) -> bool {
        let targets = self.selection.clone();
        self.edit(|_, cells| {
            for cell in &targets {
                cells[cell.index()].colours = Colours::default();
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::{at, colour, d, game};
    use crate::game::InputMode;

    #[test]
    fn colour_mode_paints_several_colours_on_cells_and_givens() {
        let mut game = game();
        let (given, empty) = (at(&game, 0, 0), at(&game, 0, 2));
        game.select(given);
        game.add_to_selection(empty);
        game.set_mode(InputMode::Colour);
        assert!(game.input(d(3)));
        assert!(game.input(d(7)));
        for cell in [given, empty] {
            let set: Vec<u8> = game.colours(cell).cell.iter().map(Colour::get).collect();
            assert_eq!(set, vec![3, 7], "two colours side by side");
        }
        assert_eq!(game.value(given), Some(d(5)), "the given stays");
        assert_eq!(game.value(empty), None, "a colour is not a digit");
        // Pressing a colour both cells have takes it off both.
        assert!(game.input(d(3)));
        assert!(!game.colours(given).cell.contains(colour(3)));
        assert!(game.undo());
        assert!(game.colours(empty).cell.contains(colour(3)));
        assert!(game.undo() && game.undo());
        assert!(game.colours(empty).is_empty() && game.colours(given).is_empty());
    }

    #[test]
    fn candidates_take_the_active_colour() {
        let mut game = game();
        let cell = at(&game, 0, 2);
        game.select(cell);
        game.set_mode(InputMode::Centre);
        game.input(d(1));
        game.input(d(2));
        game.set_active_colour(colour(6));
        game.set_mode(InputMode::CandidateColour);
        assert!(game.input(d(2)));
        assert_eq!(game.colours(cell).candidate(d(2)), Some(colour(6)));
        assert_eq!(game.colours(cell).candidate(d(1)), None);
        assert!(game.input(d(2)), "again takes it off");
        assert_eq!(game.colours(cell).candidate(d(2)), None);
    }

    #[test]
    fn erase_in_colour_mode_clears_colours_only() {
        let mut game = game();
        let cell = at(&game, 0, 2);
        game.select(cell);
        game.input(d(4));
        game.set_mode(InputMode::Colour);
        game.input(d(1));
        assert!(game.erase());
        assert!(game.colours(cell).is_empty());
        assert_eq!(game.value(cell), Some(d(4)));
    }

    #[test]
    fn colours_survive_a_save_and_a_shared_link() {
        let mut game = game();
        let (given, empty) = (at(&game, 0, 0), at(&game, 4, 4));
        game.select(given);
        game.set_mode(InputMode::Colour);
        game.input(d(9));
        game.select(empty);
        game.set_active_colour(colour(2));
        game.set_mode(InputMode::CandidateColour);
        game.input(d(5));
        let (restored, _) =
            Game::from_save(game.givens().clone(), &game.to_save(0)).expect("the save reads back");
        assert_eq!(restored.colours(given), game.colours(given));
        assert_eq!(restored.colours(empty), game.colours(empty));
        let link = game.share_path(true);
        let shared = sudoku_core::code::decode(&link).expect("the link decodes");
        let opened = Game::with_progress(
            shared.grid,
            &shared.progress.expect("the link has progress"),
        );
        assert_eq!(opened.colours(given), game.colours(given));
    }
}
