//! The game and share codes: a player's progress goes into a `/p/` link and comes back out.

use sudoku_core::{CellProgress, Grid, Progress};

use super::Game;

impl Game {
    /// Starts a game on `givens` with the entries and notes of `progress`, as a shared link
    /// carries them. Marks on a given, or for cells outside the grid, are left out: the game
    /// never lets a player write on a given.
    pub fn with_progress(givens: Grid, progress: &Progress) -> Self {
        let mut game = Game::new(givens);
        if progress.geometry() == game.geometry() {
            for cell in game.geometry().cells() {
                let marks = progress.get(cell);
                game.cells[cell.index()] = if game.is_given(cell) {
                    // A given takes colours only.
                    CellProgress {
                        colours: marks.colours,
                        ..CellProgress::default()
                    }
                } else {
                    marks
                };
            }
        }
        game
    }

    /// The player's entries and notes, for a share code.
    pub fn progress(&self) -> Progress {
        let mut progress = Progress::empty(self.geometry());
        for cell in self.geometry().cells() {
            progress.set(cell, self.state(cell));
        }
        progress
    }

    /// The address of this puzzle (`/p/<code>`), with the player's progress when `with_progress`
    /// and there is any.
    pub fn share_path(&self, with_progress: bool) -> String {
        let progress = self.progress();
        let progress = (with_progress && !progress.is_empty()).then_some(&progress);
        let code = match &self.rules {
            Some(rules) => rules.encode(&self.givens, progress),
            None => sudoku_core::code::encode(&self.givens, progress),
        };
        format!("/p/{code}")
    }
}

#[cfg(test)]
mod tests {
    use sudoku_core::{code, Geometry};

    use super::*;
    use crate::game::testing::{self, d as digit, PUZZLE};

    #[test]
    fn progress_survives_a_share_link() {
        let givens: Grid = PUZZLE.parse().expect("puzzle");
        let at = |r, c| Geometry::standard().cell(r, c).expect("inside");
        let game = testing::played();

        let path = game.share_path(true);
        let shared = code::decode(&path).expect("our own link decodes");
        assert_eq!(shared.grid, givens);
        let progress = shared.progress.expect("progress was asked for");
        let restored = Game::with_progress(shared.grid, &progress);
        assert_eq!(restored.cells, game.cells);
        assert_eq!(restored.value(at(0, 2)), Some(digit(4)));

        let bare = code::decode(&game.share_path(false)).expect("decodes");
        assert_eq!(bare.progress, None, "progress only when asked for");
    }

    #[test]
    fn an_untouched_game_shares_no_progress() {
        let game = Game::new(PUZZLE.parse().expect("puzzle"));
        let shared = code::decode(&game.share_path(true)).expect("decodes");
        assert_eq!(shared.progress, None);
    }

    #[test]
    fn marks_on_givens_are_left_out() {
        let givens: Grid = PUZZLE.parse().expect("puzzle");
        let given = Geometry::standard().cell(0, 0).expect("inside");
        let mut progress = Progress::empty(givens.geometry());
        progress.set(
            given,
            CellProgress {
                entry: Some(digit(1)),
                ..CellProgress::default()
            },
        );
        let game = Game::with_progress(givens, &progress);
        assert_eq!(game.value(given), Some(digit(5)));
        assert!(game.progress().is_empty());
    }
}
