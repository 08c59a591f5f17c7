//! Pasted puzzles: `import` never panics on any text (links, codes, other sites' formats), and
//! a grid it returns prints as text that reads back as the same grid.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_core::{import, Grid};

fuzz_target!(|text: &str| {
    if let Ok(grid) = import(text) {
        let printed = grid.to_string();
        let again = Grid::parse_with(&printed, grid.geometry()).expect("a printed grid reads back");
        assert_eq!(again, grid);
    }
});
