//! What the game's tests share: the articles' example puzzle and the handles on it.

use sudoku_core::{Cell, Digit, Grid};

use super::{Game, InputMode};

/// The example puzzle of the articles the site grew from.
pub(crate) const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The givens of [`PUZZLE`].
pub(crate) fn givens() -> Grid {
    PUZZLE.parse().expect("the test puzzle parses")
}

/// A fresh game of [`PUZZLE`].
pub(crate) fn game() -> Game {
    Game::new(givens())
}

/// The cell of row `r` and column `c` (from 0) of `game`.
pub(crate) fn at(game: &Game, r: usize, c: usize) -> Cell {
    game.geometry().cell(r, c).expect("inside")
}

/// The cell of row `r` and column `c` (from 0) of a 9×9 grid.
pub(crate) fn cell(r: usize, c: usize) -> Cell {
    sudoku_core::Geometry::standard()
        .cell(r, c)
        .expect("inside")
}

/// The digit `v`.
pub(crate) fn d(v: u8) -> Digit {
    Digit::new(v).expect("digit")
}

/// Enters, for each `(row, column, mode, digits)` (from 0), the digits in that cell in that
/// input mode.
pub(crate) fn enter(game: &mut Game, moves: &[(usize, usize, InputMode, &[u8])]) {
    for &(r, c, mode, digits) in moves {
        game.set_mode(mode);
        game.select(at(game, r, c));
        for &v in digits {
            game.input(d(v));
        }
    }
}

/// The colour `n`.
pub(crate) fn colour(n: u8) -> sudoku_core::Colour {
    sudoku_core::Colour::new(n).expect("colour")
}

/// A game of [`PUZZLE`] with a digit, two corner notes and a centre note entered.
pub(crate) fn played() -> Game {
    let mut game = game();
    enter(
        &mut game,
        &[
            (0, 2, InputMode::Digit, &[4]),
            (0, 3, InputMode::Corner, &[2, 6]),
            (8, 0, InputMode::Centre, &[3]),
        ],
    );
    game
}
