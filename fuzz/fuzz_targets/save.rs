//! Saved games, as the browser's storage (or whoever edits it) hands them back: restoring one
//! never panics, and a save that restores writes a save that restores to the same game.
#![no_main]

use app::game::Game;
use libfuzzer_sys::fuzz_target;
use sudoku_core::Grid;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fuzz_target!(|text: &str| {
    let givens: Grid = PUZZLE.parse().expect("the puzzle");
    if let Ok((game, elapsed)) = Game::from_save(givens.clone(), text) {
        let save = game.to_save(elapsed);
        let (again, again_elapsed) = Game::from_save(givens, &save).expect("a save just written");
        assert_eq!(again_elapsed, elapsed);
        assert_eq!(again.to_save(again_elapsed), save);
    }
});
