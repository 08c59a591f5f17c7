//! Share codes: examples, lengths and every error.

use super::*;
use crate::testing::digit;
use crate::{Colour, Colours};

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// A 17-clue puzzle (the minimum for a unique 9×9).
const SEVENTEEN: &str =
    "...8.1..........435............7.8........1...2..3....6......75..34........2..6..";

fn grid(line: &str) -> Grid {
    line.parse().expect("a grid")
}

/// A code with the given payload fields, with the right version, length and check characters.
fn code_from_fields(fields: &[(u32, u32)]) -> String {
    let mut packer = Packer::default();
    for &(value, radix) in fields {
        packer.push(value, radix);
    }
    seal(&packer.finish())
}

/// The first `count` givens of `EASY`, in reading order.
fn first_givens(count: usize) -> Grid {
    let full = grid(EASY);
    let mut out = Grid::empty(full.geometry());
    for cell in full
        .geometry()
        .cells()
        .filter(|&c| full.get(c).is_some())
        .take(count)
    {
        out.set(cell, full.get(cell));
    }
    out
}

#[test]
fn the_geometry_list_has_every_other_geometry_once() {
    let all: Vec<Geometry> = other_geometries().collect();
    assert_eq!(all.len(), OTHER_GEOMETRIES as usize);
    for (i, g) in all.iter().enumerate() {
        assert!(!all[..i].contains(g), "{g:?} twice");
    }
    assert!(all.contains(&Geometry::new(2, 3).expect("6×6")));
    assert!(all.contains(&Geometry::new(3, 2).expect("6×6 with tall boxes")));
    assert!(all.contains(&Geometry::latin(25).expect("Latin 25")));
}

#[test]
fn nine_by_nine_codes_are_short() {
    let lengths: Vec<usize> = [17, 25, 30]
        .iter()
        .map(|&count| encode(&first_givens(count), None).len())
        .collect();
    assert_eq!(lengths, vec![27, 32, 34]);
    assert_eq!(grid(SEVENTEEN).filled_count(), 17);
    assert_eq!(encode(&grid(SEVENTEEN), None).len(), 27);
}

#[test]
fn a_code_reads_back_alone_or_in_a_link() {
    let puzzle = grid(EASY);
    let code = encode(&puzzle, None);
    assert!(code.starts_with('1'));
    for text in [
        code.clone(),
        format!("  {code}\n"),
        format!("/p/{code}"),
        format!("https://sudoku.example/p/{code}"),
        format!("https://sudoku.example/p/{code}?ref=mail#top"),
        format!("https://sudoku.example/p/{code}/"),
    ] {
        let shared = decode(&text).expect("decodes");
        assert_eq!(shared.grid, puzzle, "{text}");
        assert_eq!(shared.progress, None);
    }
}

#[test]
fn progress_reads_back() {
    let puzzle = grid(EASY);
    let g = puzzle.geometry();
    let mut progress = Progress::empty(g);
    let empty: Vec<_> = g.cells().filter(|&c| puzzle.get(c).is_none()).collect();
    progress.set(
        empty[0],
        CellProgress {
            entry: Some(digit(4)),
            ..CellProgress::default()
        },
    );
    progress.set(
        empty[1],
        CellProgress {
            corner: [digit(1), digit(9)].into_iter().collect(),
            centre: [digit(2)].into_iter().collect(),
            ..CellProgress::default()
        },
    );
    let code = encode(&puzzle, Some(&progress));
    let shared = decode(&code).expect("decodes");
    assert_eq!(shared.grid, puzzle);
    assert_eq!(shared.progress, Some(progress));
    let empty_progress = Progress::empty(g);
    let shared = decode(&encode(&puzzle, Some(&empty_progress))).expect("decodes");
    assert_eq!(shared.progress, Some(empty_progress));
}

#[test]
fn progress_on_givens_is_left_out() {
    let puzzle = grid(EASY);
    let given = puzzle.geometry().cell(0, 0).expect("a given");
    let mut progress = Progress::empty(puzzle.geometry());
    progress.set(
        given,
        CellProgress {
            entry: Some(digit(1)),
            ..CellProgress::default()
        },
    );
    let shared = decode(&encode(&puzzle, Some(&progress))).expect("decodes");
    assert_eq!(shared.progress, Some(Progress::empty(puzzle.geometry())));
}

#[test]
fn the_largest_code_fits_under_the_limit() {
    let geometry = Geometry::new(5, 5).expect("25×25");
    let full = DigitSet::full(25);
    let mut progress = Progress::empty(geometry);
    for cell in geometry.cells() {
        progress.set(
            cell,
            CellProgress {
                entry: Some(digit(25)),
                corner: full,
                centre: full,
                colours: every_colour(25),
            },
        );
    }
    let code = encode(&Grid::empty(geometry), Some(&progress));
    assert!(code.len() < MAX_LENGTH, "{}", code.len());
    assert_eq!(decode(&code).expect("decodes").progress, Some(progress));
}

#[test]
fn conflicting_givens_still_decode() {
    let puzzle = grid(&EASY.replacen("53", "55", 1));
    assert_eq!(
        decode(&encode(&puzzle, None)).expect("decodes").grid,
        puzzle
    );
}

/// Decodes `text` and compares the error's message with `expected`.
fn check_error(text: &str, expected: DecodeError) {
    let got = decode(text).expect_err("an error");
    assert_eq!(got, expected, "{text:?}");
    assert!(!got.to_string().is_empty());
}

#[test]
fn every_error_is_reported() {
    let code = encode(&grid(EASY), None);
    check_error("", DecodeError::Empty);
    check_error("https://sudoku.example/p/", DecodeError::Empty);
    check_error(
        &format!("4{}", &code[1..]),
        DecodeError::UnknownVersion('4'),
    );
    check_error("n", DecodeError::NotACode);
    check_error("broken", DecodeError::NotACode);
    check_error(&format!("0{}", &code[1..]), DecodeError::NotACode);
    check_error(
        &format!("{}+{}", &code[..5], &code[6..]),
        DecodeError::BadCharacter {
            ch: '+',
            position: 6,
        },
    );
    check_error("1", DecodeError::CutShort);
    check_error("1EAB", DecodeError::CutShort);
    check_error(&format!("{code}A"), DecodeError::TrailingData);
    check_error(&format!("{code}A-_x"), DecodeError::TrailingData);
    let mut typo: Vec<char> = code.chars().collect();
    typo[10] = if typo[10] == 'x' { 'y' } else { 'x' };
    check_error(&typo.iter().collect::<String>(), DecodeError::Checksum);
    let long = format!("1{}", "A".repeat(MAX_LENGTH));
    check_error(
        &long,
        DecodeError::TooLong {
            length: MAX_LENGTH + 1,
        },
    );
    // An empty standard grid without progress, then one field too many.
    let mut fields = vec![(1, 2), (0, 2)];
    fields.extend(std::iter::repeat_n((0, 2), 81));
    assert_eq!(
        decode(&code_from_fields(&fields)).map(|s| s.grid),
        Ok(Grid::empty(Geometry::standard()))
    );
    fields.push((1, 2));
    check_error(&code_from_fields(&fields), DecodeError::TrailingData);
}

#[test]
fn a_code_cut_short_says_so() {
    let code = encode(&first_givens(25), None);
    for cut in 1..code.len() - 1 {
        check_error(&code[..code.len() - cut], DecodeError::CutShort);
    }
}

/// Every colour on the cell, and the last colour on each of the `n` candidates.
fn every_colour(n: u8) -> Colours {
    let mut colours = Colours::default();
    colours.cell = Colour::all().collect();
    for d in 1..=n {
        colours.set_candidate(digit(d), Colour::new(9));
    }
    colours
}

#[test]
fn colours_take_version_2_and_read_back_on_givens_too() {
    let puzzle = grid(EASY);
    let g = puzzle.geometry();
    let given = g
        .cells()
        .find(|&c| puzzle.get(c).is_some())
        .expect("a given");
    let empty = g
        .cells()
        .find(|&c| puzzle.get(c).is_none())
        .expect("an empty cell");
    let colour = |n| Colour::new(n).expect("a colour");
    let mut progress = Progress::empty(g);
    let mut on_given = Colours::default();
    on_given.cell.insert(colour(3));
    on_given.cell.insert(colour(7));
    progress.set(
        given,
        CellProgress {
            colours: on_given,
            ..CellProgress::default()
        },
    );
    let mut on_candidates = Colours::default();
    on_candidates.set_candidate(digit(2), Some(colour(1)));
    on_candidates.set_candidate(digit(8), Some(colour(9)));
    progress.set(
        empty,
        CellProgress {
            centre: [digit(2), digit(8)].into_iter().collect(),
            colours: on_candidates,
            ..CellProgress::default()
        },
    );
    let code = encode(&puzzle, Some(&progress));
    assert!(code.starts_with('2'), "{code}");
    let shared = decode(&code).expect("decodes");
    assert_eq!(shared.grid, puzzle);
    assert_eq!(shared.progress, Some(progress));
}

#[test]
fn progress_without_colours_keeps_version_1() {
    let puzzle = grid(EASY);
    let g = puzzle.geometry();
    let mut progress = Progress::empty(g);
    let empty = g
        .cells()
        .find(|&c| puzzle.get(c).is_none())
        .expect("an empty cell");
    progress.set(
        empty,
        CellProgress {
            entry: Some(digit(5)),
            ..CellProgress::default()
        },
    );
    assert!(encode(&puzzle, Some(&progress)).starts_with('1'));
    assert!(encode(&puzzle, None).starts_with('1'));
}

#[test]
fn a_version_2_code_without_progress_is_refused() {
    // Sealed by hand: the standard geometry, no progress, no givens, then nothing.
    let mut packer = Packer::default();
    packer.push_bool(true);
    packer.push_bool(false);
    for _ in 0..81 {
        packer.push_bool(false);
    }
    let code = seal_as(VERSION_COLOURS, &packer.finish());
    assert!(decode(&code).is_err());
}

#[test]
fn a_latin_square_reads_back_as_one_and_not_as_the_boxed_grid_of_its_digits() {
    // 81 characters read both ways: a 9×9 Latin square and a classic 9×9.
    let square =
        "123456789234567891345678912456789123567891234678912345789123456891234567912345678";
    let givens: String = square
        .chars()
        .enumerate()
        .map(|(i, c)| if i % 3 == 0 { '.' } else { c })
        .collect();
    let latin = Grid::parse_latin(&givens).expect("a Latin square");
    let boxed = grid(&givens);
    let (latin_code, boxed_code) = (encode(&latin, None), encode(&boxed, None));
    assert_ne!(latin_code, boxed_code);
    let read = decode(&latin_code).expect("our code").grid;
    assert_eq!(read, latin);
    assert!(!read.geometry().has_boxes());
    assert_eq!(
        decode(&boxed_code).expect("our code").grid.geometry(),
        Geometry::standard()
    );
    // Every side, 3 to 25, keeps its kind.
    for n in 3..=25 {
        let empty = Grid::empty(Geometry::latin(n).expect("a side"));
        let read = decode(&encode(&empty, None)).expect("our code").grid;
        assert_eq!(
            read.geometry(),
            Geometry::latin(n).expect("a side"),
            "side {n}"
        );
    }
}

#[test]
fn variant_codes_round_trip_with_their_rules_and_progress() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    for kind in [
        crate::Kind::Killer,
        crate::Kind::Jigsaw,
        crate::Kind::Diagonal,
    ] {
        let made =
            crate::generate_variant(kind, crate::Level::Easy, 100, &mut rng).expect("a puzzle");
        let puzzle = made.puzzle;
        let text = encode_puzzle(&puzzle, None);
        assert!(text.starts_with('3'), "{text}");
        let shared = decode_puzzle(&format!("https://example.org/p/{text}")).expect("decodes");
        assert_eq!(shared.puzzle, puzzle);
        assert_eq!(shared.progress, None);
        // The classic reader names the kind rather than dropping the rules.
        assert_eq!(decode(&text), Err(DecodeError::Variant(kind)));
        // With progress, notes and colours.
        let g = puzzle.givens.geometry();
        let mut progress = Progress::empty(g);
        let open: Vec<_> = g
            .cells()
            .filter(|&c| puzzle.givens.get(c).is_none())
            .collect();
        progress.set(
            open[0],
            CellProgress {
                entry: made.solution.get(open[0]),
                ..CellProgress::default()
            },
        );
        let mut notes = CellProgress::default();
        notes.corner.insert(digit(2));
        notes.colours.cell.insert(Colour::FIRST);
        progress.set(open[1], notes);
        let text = encode_puzzle(&puzzle, Some(&progress));
        let shared = decode_puzzle(&text).expect("decodes");
        assert_eq!(shared.puzzle, puzzle);
        assert_eq!(shared.progress, Some(progress));
        // A changed character is caught.
        let mut damaged: Vec<char> = text.chars().collect();
        damaged[5] = if damaged[5] == 'A' { 'B' } else { 'A' };
        let damaged: String = damaged.into_iter().collect();
        assert_eq!(decode_puzzle(&damaged), Err(DecodeError::Checksum));
    }
    // Classic puzzles keep their version 1 codes.
    let grid = grid(EASY);
    assert_eq!(
        encode_puzzle(&Puzzle::classic(grid.clone()), None),
        encode(&grid, None)
    );
}

#[test]
fn a_version_3_code_of_classic_rules_reads_as_a_classic_puzzle() {
    // The encoder never writes one; a hand-made one still reads, by both decoders.
    let grid = grid(EASY);
    let mut packer = Packer::default();
    push_geometry(&mut packer, grid.geometry());
    rules::push(&mut packer, &crate::Rules::classic(grid.geometry()));
    let colours = push_givens_and_progress(&mut packer, &grid, None);
    packer.push_bool(colours);
    let text = seal_as(VERSION_RULES, &packer.finish());
    assert_eq!(decode(&text).map(|s| s.grid), Ok(grid.clone()));
    let shared = decode_puzzle(&text).expect("decodes");
    assert!(shared.puzzle.rules.is_classic());
    assert_eq!(shared.puzzle.givens, grid);
}
