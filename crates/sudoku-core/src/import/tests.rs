//! Imports: one known example of each format, and the errors that name what was recognised.

use super::*;

/// Imports `text` and compares the outcome with `expected`: the one-line grid, or the error.
fn check(text: &str, expected: Result<&str, ImportError>) {
    let got = import(text).map(|grid| grid.to_string());
    let expected = expected.map(|line| line.replace('0', "."));
    assert_eq!(got, expected, "input: {text:?}");
}

fn site(site: Site, problem: SiteProblem) -> ImportError {
    ImportError::Site { site, problem }
}

/// From Sudoku Exchange's own tests (grantm/sudoku-web-app, `string-utils.test.js`).
const EXCHANGE: &str =
    "000309007001060040000010003206003100000020000008700905600070000010090800700508000";

/// The "From the start" puzzle of a SudokuWiki unique-rectangle example, whose "Load
/// position" link is [`WIKI_PACKED`].
const WIKI: &str =
    "006324800850090000000700000004007680300000007067400300000003000000040021008259700";
const WIKI_PACKED: &str = "S9B9e9e06030204080a0e08050o0f090a0s0g0u0s0w0a070h0e7o8m1i857p04820c0706087o030h82820f0b0a0d077o0607040a0h030e7o987w840a0g038a8i0h9u9i860h040f8202011n0r08020509071i1q";

#[test]
fn lines_and_grids() {
    check(EXCHANGE, Ok(EXCHANGE));
    check(&format!("  {}\n", EXCHANGE.replace('0', ".")), Ok(EXCHANGE));
    check(
        &Grid::from_str(EXCHANGE)
            .map(|g| g.to_pretty_string())
            .expect("grid"),
        Ok(EXCHANGE),
    );
}

#[test]
fn share_codes_and_links() {
    let grid: Grid = EXCHANGE.parse().expect("grid");
    let code = code::encode(&grid, None);
    check(&code, Ok(EXCHANGE));
    check(&format!("/p/{code}"), Ok(EXCHANGE));
    check(&format!("p/{code}"), Ok(EXCHANGE));
    check(&format!("https://sudoku.example/p/{code}"), Ok(EXCHANGE));
    check(&format!("http://localhost:3000/p/{code}?x=1"), Ok(EXCHANGE));
}

#[test]
fn sudoku_exchange() {
    check(
        "https://sudokuexchange.com/play/?s=KDTRBQsV3CQ3p0q08RJ5avLJSRFc",
        Ok(EXCHANGE),
    );
    check(
        &format!("sudokuexchange.com/play/?s={EXCHANGE}&d=Hard"),
        Ok(EXCHANGE),
    );
    // The short form alone, as someone might copy it out of the link.
    check("KDTRBQsV3CQ3p0q08RJ5avLJSRFc", Ok(EXCHANGE));
    check(
        "https://sudokuexchange.com/play/?d=Hard",
        Err(site(Site::SudokuExchange, SiteProblem::NoPuzzle)),
    );
    check(
        "https://sudokuexchange.com/play/?s=KDTRBQsV3CQ3p0q08RJ5avLJSRF",
        Err(site(
            Site::SudokuExchange,
            SiteProblem::Length {
                expected: 81,
                found: 77,
            },
        )),
    );
}

#[test]
fn sudokuwiki() {
    check(
        &format!("https://www.sudokuwiki.org/sudoku.htm?bd={WIKI}"),
        Ok(WIKI),
    );
    check(
        &format!("https://www.sudokuwiki.org/sudoku.htm?bd={WIKI_PACKED}"),
        Ok(WIKI),
    );
    check(WIKI_PACKED, Ok(WIKI));
    check(
        &format!("https://www.sudokuwiki.org/sudoku.htm?bd={}", &WIKI[1..]),
        Err(site(
            Site::SudokuWiki,
            SiteProblem::Length {
                expected: 81,
                found: 80,
            },
        )),
    );
    check(
        &format!(
            "https://www.sudokuwiki.org/sudoku.htm?bd=X{}",
            &WIKI_PACKED[1..]
        ),
        Err(site(
            Site::SudokuWiki,
            SiteProblem::Variant(ForeignRules::SudokuWikiType('X')),
        )),
    );
}

#[test]
fn sudokupad_short_forms() {
    // The classic id from SudokuPad's own self-test (`PuzzleTools.runTests`).
    let classic = "classicB6B91D7C2E15F4D9C3K6D4B3D25D4F8F87B4C5B7C3B";
    let expected =
        "060910007002000015000004000900300000000006000403000250004000008000008704005070030";
    check(&format!("https://sudokupad.app/{classic}"), Ok(expected));
    check(
        &format!("https://app.crackingthecryptic.com/sudoku/{classic}"),
        Ok(expected),
    );
    check(
        &format!("https://sudokupad.app/sudoku.html?puzzleid={classic}"),
        Ok(expected),
    );
    check(
        "https://sudokupad.app/scfKDTRBQsV3CQ3p0q08RJ5avLJSRFc*tMy **star** puzzle*aMe",
        Ok(EXCHANGE),
    );
    check(
        "https://sudokupad.app/scfKDTRBQsV3CQ3p0q08RJ5avLJSRFc*x",
        Err(site(
            Site::SudokuPad,
            SiteProblem::Variant(ForeignRules::Kind(Kind::Diagonal)),
        )),
    );
    check(
        "https://sudokupad.app/psxczr0jpr",
        Err(site(
            Site::SudokuPad,
            SiteProblem::Stored("psxczr0jpr".to_owned()),
        )),
    );
}

#[test]
fn sudokupad_compressed_forms() {
    // f-puzzles' JSON compressed the way SudokuPad links carry it.
    let mut grid = String::from("[");
    for (i, ch) in EXCHANGE.chars().enumerate() {
        if i % 9 == 0 {
            grid.push_str(if i == 0 { "[" } else { "],[" });
        } else {
            grid.push(',');
        }
        match ch {
            '0' => grid.push_str("{}"),
            d => grid.push_str(&format!("{{\"value\":{d},\"given\":true}}")),
        }
    }
    grid.push_str("]]");
    let fpuzzles = format!("{{\"size\":9,\"title\":\"t\",\"grid\":{grid}}}");
    let data = lz_str::compress_to_base64(fpuzzles.as_str());
    check(
        &format!("https://sudokupad.app/fpuzzles{data}"),
        Ok(EXCHANGE),
    );
    // What f-puzzles writes beside the rules (its chosen tool, its display and solver
    // settings, the author, the rules text, the solution) never refuses a link.
    let described = fpuzzles.replace(
        "\"title\":\"t\"",
        "\"title\":\"t\",\"author\":\"a\",\"ruleset\":\"Normal sudoku rules apply.\",\
         \"activeConstraints\":[\"Killer Cage\"],\"highlightConflicts\":true,\
         \"solution\":[1,2,3]",
    );
    let data = lz_str::compress_to_base64(described.as_str());
    check(&format!("https://f-puzzles.com/?load={data}"), Ok(EXCHANGE));
    let thermo = fpuzzles.replace(
        "\"title\":\"t\"",
        "\"thermometer\":[{\"lines\":[[\"R1C1\"]]}]",
    );
    let data = lz_str::compress_to_base64(thermo.as_str());
    check(
        &format!("https://sudokupad.app/fpuzzles{data}"),
        Err(site(
            Site::SudokuPad,
            SiteProblem::Constraint("thermometer".to_owned()),
        )),
    );
    check(
        "https://sudokupad.app/sclN4Ig%2F%2F",
        Err(site(Site::SudokuPad, SiteProblem::Compressed)),
    );
}

#[test]
fn what_is_not_a_puzzle_says_what_it_looked_like() {
    check("   ", Err(ImportError::Empty));
    check(
        &EXCHANGE[1..],
        Err(ImportError::Grid(ParseError::UnknownSize { found: 80 })),
    );
    let code = code::encode(&EXCHANGE.parse().expect("grid"), None);
    check(
        &code[..code.len() - 3],
        Err(ImportError::ShareCode(DecodeError::CutShort)),
    );
    check(
        "https://example.org/puzzles/42",
        Err(ImportError::UnknownSite {
            host: "example.org".to_owned(),
        }),
    );
    check("hello, sudoku", Err(ImportError::Unrecognised));
    let message = import("https://sudokupad.app/psxczr0jpr")
        .expect_err("stored")
        .to_string();
    assert!(
        message.starts_with("this is a puzzle from SudokuPad, but"),
        "{message}"
    );
}

#[test]
fn a_compression_bomb_is_refused() {
    // A quarter of a million characters compress to about a thousand: the decompressed size is
    // bounded too.
    let bomb = lz_str::compress_to_base64("a".repeat(250_000).as_str());
    assert!(bomb.len() <= 1500, "{}", bomb.len());
    // Decompression stops once past the bound, before the whole text is made.
    assert!(matches!(
        import(&format!("https://sudokupad.app/scl{bomb}")),
        Err(ImportError::Site {
            site: Site::SudokuPad,
            problem: SiteProblem::TooLong(written),
        }) if written > 200_000 && written < 250_000
    ));
}

use std::str::FromStr;

/// A killer over diagonals and irregular regions: every rule the f-puzzles form carries.
fn variant_puzzle() -> Puzzle {
    use crate::{Cage, Geometry, Rules};
    let g = Geometry::standard();
    let cell = |r, c| g.cell(r, c).expect("in the grid");
    // The boxes with the corner cells of boxes 1 and 2 exchanged: still connected.
    let mut regions: Vec<usize> = g.cells().map(|c| g.box_of(c).unwrap_or(0)).collect();
    regions.swap(2, 3);
    let rules = Rules::classic(g)
        .with_regions(&regions)
        .expect("nine cells each")
        .with_diagonals()
        .with_cages(vec![
            Cage::new(vec![cell(0, 0), cell(0, 1)], Some(3)),
            Cage::new(vec![cell(8, 8), cell(8, 7), cell(7, 8)], Some(24)),
            Cage::new(vec![cell(4, 4), cell(4, 5)], None),
        ])
        .expect("cages");
    let mut givens = Grid::empty(rules.geometry());
    givens.set(cell(2, 2), crate::Digit::new(7));
    Puzzle { rules, givens }
}

#[test]
fn fpuzzles_links_of_variants_round_trip() {
    let puzzle = variant_puzzle();
    let json = to_fpuzzles(&puzzle, "A \"test\"");
    for link in [
        fpuzzles_link(&puzzle, "t"),
        sudokupad_link(&puzzle, "t"),
        format!("fpuzzles{}", lz_str::compress_to_base64(json.as_str())),
    ] {
        assert_eq!(import_puzzle(&link), Ok(puzzle.clone()), "{link}");
    }
    // Pasted raw into an address, `+` may arrive as a space and `=` padding stays.
    let data = lz_str::compress_to_base64(json.as_str());
    assert!(data.contains('+') || data.contains('/'), "{data}");
    let spaced = format!("https://f-puzzles.com/?load={}", data.replace('+', " "));
    assert_eq!(import_puzzle(&spaced), Ok(puzzle.clone()));
    // The classic import names the variant instead of dropping its rules.
    assert_eq!(
        import(&fpuzzles_link(&puzzle, "t")),
        Err(site(
            Site::FPuzzles,
            SiteProblem::Variant(ForeignRules::Kind(Kind::Killer))
        ))
    );
}

#[test]
fn fpuzzles_constraints_not_played_are_named() {
    let puzzle = variant_puzzle();
    let json = to_fpuzzles(&puzzle, "t");
    let link = |json: &str| {
        format!(
            "https://f-puzzles.com/?load={}",
            lz_str::compress_to_base64(json)
        )
    };
    // The import of `json` names `constraint` as not played here.
    let not_played = |json: &str, constraint: &str| {
        assert_eq!(
            import_puzzle(&link(json)),
            Err(site(
                Site::FPuzzles,
                SiteProblem::Constraint(constraint.to_owned())
            ))
        );
    };
    let arrow = json.replacen(
        '{',
        "{\"arrow\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"cells\":[\"R1C1\"]}],",
        1,
    );
    not_played(&arrow, "arrow");
    not_played(&json.replace(",\"diagonal-\":true", ""), "diagonal+ alone");
    let outside = json.replace("R1C1", "R10C1");
    assert!(matches!(
        import_puzzle(&link(&outside)),
        Err(ImportError::Site {
            problem: SiteProblem::Data(_),
            ..
        })
    ));
    // An empty list of a constraint says nothing, so it is no constraint.
    let empty = json.replacen('{', "{\"thermometer\":[],", 1);
    assert_eq!(import_puzzle(&link(&empty)), Ok(puzzle));
    assert_eq!(
        import_puzzle("https://f-puzzles.com/?id=abc"),
        Err(site(Site::FPuzzles, SiteProblem::NoPuzzle))
    );
}

#[test]
fn a_diagonal_short_form_keeps_its_diagonals() {
    let puzzle = import_puzzle("https://sudokupad.app/scfKDTRBQsV3CQ3p0q08RJ5avLJSRFc*x")
        .expect("a diagonal puzzle");
    assert_eq!(puzzle.rules.kind(), Kind::Diagonal);
    assert_eq!(puzzle.givens.to_string(), EXCHANGE.replace('0', "."));
}
