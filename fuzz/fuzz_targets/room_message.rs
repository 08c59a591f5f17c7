//! A room's socket, `site::room::ClientMessage::read`: whatever a client sends is read or
//! refused, never a panic; a message read writes back as JSON that reads the same, a name is at
//! most 24 characters, and an edit applied to a board changes it or is refused.
#![no_main]

use libfuzzer_sys::fuzz_target;
use site::room::{ClientMessage, MAX_NAME};
use sudoku_core::{Geometry, Grid, Progress};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fuzz_target!(|text: &str| {
    let Ok(message) = ClientMessage::read(text) else {
        return;
    };
    assert_eq!(ClientMessage::read(&message.to_json()), Ok(message.clone()));
    match message {
        ClientMessage::Hello { name, .. } => assert!(name.chars().count() <= MAX_NAME),
        ClientMessage::Edit { edit, .. } => {
            let givens: Grid = PUZZLE.parse().expect("a puzzle");
            let mut progress = Progress::empty(Geometry::standard());
            let before = progress.clone();
            if edit.apply(&givens, &mut progress).is_err() {
                assert_eq!(progress, before, "a refused edit changes nothing");
            }
        }
        _ => {}
    }
});
