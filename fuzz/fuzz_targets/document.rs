//! The player's data file (the export, and the sync document a device reads), as any text: reading
//! it never panics, and a file that reads writes a file that reads back the same.
#![no_main]

use app::player::transfer::Document;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(document) = Document::read(text) {
        let written = document.to_json(1_780_000_000_000);
        let again = Document::read(&written).expect("a file just written reads");
        assert_eq!(again, document);
    }
});
