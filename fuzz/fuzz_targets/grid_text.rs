//! Puzzle text: `Grid::from_str` (size from the cell count) and `Grid::parse_with` (a given
//! shape) never panic, and a grid they accept prints as text that reads back as the same grid.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_core::{Geometry, Grid};

fuzz_target!(|data: &[u8]| {
    let Some((&shape, text)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    if let Ok(grid) = text.parse::<Grid>() {
        round_trips(&grid);
    }
    // The first byte picks a shape: Latin squares of every size (128 and up), or boxes of
    // 1–5 rows (byte / 25) for sizes up to 25 (byte % 25 + 1); 58 is the standard 9×9.
    let size = usize::from(shape % 25) + 1;
    let geometry = if shape >= 128 {
        Geometry::latin(size)
    } else {
        let rows = usize::from(shape / 25 % 5) + 1;
        Geometry::new(rows, size.div_ceil(rows))
    };
    if let Ok(geometry) = geometry {
        if let Ok(grid) = Grid::parse_with(text, geometry) {
            assert_eq!(grid.geometry(), geometry);
            round_trips(&grid);
        }
    }
});

fn round_trips(grid: &Grid) {
    let printed = grid.to_string();
    let again = Grid::parse_with(&printed, grid.geometry()).expect("a printed grid reads back");
    assert_eq!(&again, grid, "{printed}");
}
