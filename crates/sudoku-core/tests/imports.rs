//! Imports of every foreign format give the same grid as the puzzle's 81-character line. The
//! links are built here the way each site builds them (see `src/import.rs` for the sources).

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_core::{code, import, Digit, Geometry, Grid, Unit};

/// A random 9×9 puzzle, each cell a given with probability `density`/100; digits are random,
/// so givens may conflict, which importing does not judge.
fn random_grid(seed: u64, density: u32) -> Grid {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut grid = Grid::empty(Geometry::standard());
    for cell in Geometry::standard().cells() {
        if rng.next_u32() % 100 < density {
            grid.set(cell, Digit::new((rng.next_u32() % 9 + 1) as u8));
        }
    }
    grid
}

/// The digits of `grid`, `0` for a blank, in reading order.
fn digits(grid: &Grid) -> Vec<u32> {
    grid.geometry()
        .cells()
        .map(|c| grid.get(c).map_or(0, |d| u32::from(d.get())))
        .collect()
}

fn zeros_line(grid: &Grid) -> String {
    digits(grid).iter().map(|d| d.to_string()).collect()
}

/// Sudoku Exchange's short form: a digit and up to five following blanks per character.
fn exchange_short(grid: &Grid) -> String {
    let all = digits(grid);
    let mut out = String::new();
    let mut i = 0;
    while i < all.len() {
        let mut blanks = 0;
        while blanks < 5 && all.get(i + 1 + blanks) == Some(&0) {
            blanks += 1;
        }
        let value = all[i] + 10 * blanks as u32;
        out.push(match value {
            0..=9 => char::from(b'0' + value as u8),
            10..=35 => char::from(b'A' + (value - 10) as u8),
            _ => char::from(b'a' + (value - 36) as u8),
        });
        i += 1 + blanks;
    }
    out
}

/// SudokuWiki's packed form: two base-36 digits per cell; blanks get a placed digit (10–18)
/// or candidates (above 18) now and then, which must not become givens.
fn wiki_packed(grid: &Grid, seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = String::from("S9B");
    for d in digits(grid) {
        let value = match (d, rng.next_u32() % 3) {
            (0, 0) => 0,
            (0, 1) => 10 + rng.next_u32() % 9,
            (0, _) => 19 + rng.next_u32() % 511,
            (d, _) => d,
        };
        for digit in [value / 36, value % 36] {
            out.push(std::char::from_digit(digit, 36).expect("base 36"));
        }
    }
    out
}

/// The boxes of a 9×9 as SudokuPad lists them: `[row, column]` pairs.
fn regions() -> String {
    let g = Geometry::standard();
    let boxes: Vec<String> = (0..9)
        .map(|b| {
            let cells: Vec<String> = g
                .unit_cells(Unit::Box(b))
                .map(|c| format!("[{},{}]", g.row_of(c), g.col_of(c)))
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!("[{}]", boxes.join(","))
}

/// Rows of cells written by `cell` (given the digit, 0 for a blank), as a JSON-like array.
fn rows(grid: &Grid, cell: impl Fn(u32) -> String) -> String {
    let all = digits(grid);
    let rows: Vec<String> = all
        .chunks(9)
        .map(|row| {
            format!(
                "[{}]",
                row.iter().map(|&d| cell(d)).collect::<Vec<_>>().join(",")
            )
        })
        .collect();
    format!("[{}]", rows.join(","))
}

/// SudokuPad's puzzle JSON for a classic puzzle, with metadata as cell-less cages.
fn scl_json(grid: &Grid) -> String {
    let cells = rows(grid, |d| match d {
        0 => "{}".to_owned(),
        d if d % 2 == 0 => format!("{{\"value\":{d}}}"),
        d => format!("{{\"value\":\"{d}\"}}"),
    });
    format!(
        "{{\"id\":\"test\",\"cellSize\":50,\"cells\":{cells},\"regions\":{},\"cages\":[{{\"value\":\"title: A \\\"test\\\"\"}}],\"lines\":[],\"arrows\":[],\"overlays\":[],\"underlays\":[]}}",
        regions()
    )
}

/// The same puzzle as SudokuPad's `PuzzleZipper` writes it: short keys, no quotes on keys,
/// `'` for strings, empty arrays dropped and empty objects in arrays left out.
fn scl_zipped(grid: &Grid) -> String {
    let cells = rows(grid, |d| match d {
        0 => String::new(),
        d => format!("{{v:{d}}}"),
    });
    format!(
        "{{id:'test',cs:50,ce:{cells},re:{},ca:[{{v:'title: it\\'s'}}]}}",
        regions()
    )
}

fn fpuzzles_json(grid: &Grid) -> String {
    let cells = rows(grid, |d| match d {
        0 => "{}".to_owned(),
        d => format!("{{\"value\":{d},\"given\":true}}"),
    });
    format!("{{\"size\":9,\"title\":\"t\",\"author\":\"a\",\"ruleset\":\"r\",\"grid\":{cells}}}")
}

fn compressed(json: &str) -> String {
    lz_str::compress_to_base64(json)
}

fn percent_encoded(data: &str) -> String {
    data.replace('+', "%2B")
        .replace('/', "%2F")
        .replace('=', "%3D")
}

/// Every way of writing `grid` that the import reads.
fn every_form(grid: &Grid, seed: u64) -> Vec<String> {
    let line = grid.to_string();
    let zeros = zeros_line(grid);
    let short = exchange_short(grid);
    let scl = compressed(&scl_json(grid));
    let zipped = compressed(&scl_zipped(grid));
    let fpuz = compressed(&fpuzzles_json(grid));
    let share = code::encode(grid, None);
    vec![
        zeros.clone(),
        share.clone(),
        format!("https://sudoku.example/p/{share}"),
        format!("https://sudokuexchange.com/play/?s={short}&d=Hard"),
        format!("https://sudokuexchange.com/play/?s={zeros}"),
        format!("https://www.sudokuwiki.org/sudoku.htm?bd={zeros}"),
        format!(
            "https://www.sudokuwiki.org/sudoku.htm?bd={}",
            wiki_packed(grid, seed)
        ),
        format!("https://sudokupad.app/scl{scl}"),
        format!("https://sudokupad.app/sudoku/ctc{}", percent_encoded(&scl)),
        format!(
            "https://app.crackingthecryptic.com/sudoku/?puzzleid=scl{}",
            percent_encoded(&zipped)
        ),
        format!("sudokupad.app/scl{zipped}"),
        format!("sudokupad://puzzle/fpuzzles{fpuz}"),
        format!("https://beta.sudokupad.app/fpuz{}", percent_encoded(&fpuz)),
        format!("https://sudokupad.app/scf{short}"),
        format!("https://sudokupad.app/classic{short}"),
        format!("scl{scl}"),
        line,
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 100,
        rng_seed: proptest::test_runner::RngSeed::Fixed(20_261_125),
        ..ProptestConfig::default()
    })]

    #[test]
    fn every_format_gives_the_grid_of_the_line(seed in any::<u64>(), density in 0u32..=100) {
        let grid = random_grid(seed, density);
        let from_line = import(&zeros_line(&grid)).expect("the line imports");
        prop_assert_eq!(&from_line, &grid);
        for form in every_form(&grid, seed) {
            let imported = import(&form);
            prop_assert_eq!(imported.as_ref(), Ok(&from_line), "form {}", form);
        }
    }
}
