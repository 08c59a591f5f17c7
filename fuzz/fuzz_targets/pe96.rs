//! Project Euler 96 files: `parse_pe96` never panics, and every grid it returns is 9×9.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_core::{parse_pe96, Geometry};

fuzz_target!(|text: &str| {
    if let Ok(grids) = parse_pe96(text) {
        for (_, grid) in grids {
            assert_eq!(grid.geometry(), Geometry::standard());
        }
    }
});
