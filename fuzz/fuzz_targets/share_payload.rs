//! Share codes around arbitrary payloads: the bytes are sealed as base-64 digits with the
//! right version, length and check characters (`code::seal`), so `decode` gets past its checks
//! and reads the payload itself, which random text almost never reaches. It never panics, and
//! what it accepts encodes to a code that decodes back to the same puzzle and progress.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_core::code::{decode, encode, seal};

fuzz_target!(|payload: &[u8]| {
    let code = seal(payload);
    if let Ok(shared) = decode(&code) {
        let again = decode(&encode(&shared.grid, shared.progress.as_ref()))
            .expect("a code just encoded decodes");
        assert_eq!(again.grid, shared.grid);
    }
});
