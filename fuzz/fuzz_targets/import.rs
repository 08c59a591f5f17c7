//! Pasted puzzles: `import_puzzle` never panics on any text (links, codes, other sites'
//! formats, f-puzzles data with variant rules), a grid it returns prints as text that reads
//! back as the same grid, and its rules survive the f-puzzles link and the share code the site
//! makes of them. `import` agrees: it keeps the classic puzzles and refuses the others.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_core::{code, fpuzzles_link, import, import_puzzle, Grid};

fuzz_target!(|text: &str| {
    let Ok(puzzle) = import_puzzle(text) else {
        assert!(import(text).is_err());
        return;
    };
    let grid = &puzzle.givens;
    let printed = grid.to_string();
    let again = Grid::parse_with(&printed, grid.geometry()).expect("a printed grid reads back");
    assert_eq!(&again, grid);
    assert_eq!(import(text).is_ok(), puzzle.rules.is_classic());
    let link = fpuzzles_link(&puzzle, "t");
    assert_eq!(
        import_puzzle(&link).expect("its own link reads back"),
        puzzle
    );
    let shared = code::decode_puzzle(&code::encode_puzzle(&puzzle, None)).expect("its code");
    assert_eq!(shared.puzzle, puzzle);
});
