//! Share codes and links: `code::decode_puzzle` never panics on any text, and what it accepts
//! (classic or variant) encodes to a code that decodes back to the same puzzle and progress.
//! `code::decode` agrees: it keeps the classic puzzles and names the variants.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_core::code::{decode, decode_puzzle, encode_puzzle};

fuzz_target!(|text: &str| {
    let Ok(shared) = decode_puzzle(text) else {
        assert!(decode(text).is_err());
        return;
    };
    assert_eq!(decode(text).is_ok(), shared.puzzle.rules.is_classic());
    let code = encode_puzzle(&shared.puzzle, shared.progress.as_ref());
    let again = decode_puzzle(&code).expect("a code just encoded decodes");
    // Encoding may drop what a crafted code carries but the encoder never writes (progress
    // on a given); from then on the code is stable.
    assert_eq!(encode_puzzle(&again.puzzle, again.progress.as_ref()), code);
    assert_eq!(again.puzzle, shared.puzzle);
});
