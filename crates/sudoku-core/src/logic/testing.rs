//! Test helpers for the techniques: positions typed as puzzle lines or as candidate grids, and
//! one `check` that runs a single technique and compares its step with the expected one, after
//! checking that every expected placement and elimination agrees with the puzzle's solution.

use std::sync::Arc;

use crate::{Digit, DigitSet, Geometry, Grid};

use super::step::cell_name;
use super::{board::Board, Candidate, Layout, Level, Scratch, Step, Technique};

/// Runs `technique` alone on the position of `puzzle` (all candidates) and checks its step.
pub(crate) fn check(
    technique: Technique,
    puzzle: &str,
    placements: &[&str],
    eliminations: &[&str],
) {
    let grid: Grid = puzzle.parse().expect("a puzzle line");
    check_position(technique, &grid, &grid, None, placements, eliminations);
}

/// Runs `technique` alone on a candidate grid and checks its step. The text is the original
/// puzzle on its first line, then the candidates of every cell (a single digit is a placed
/// digit), with `|` and box lines ignored.
pub(crate) fn check_marks(
    technique: Technique,
    text: &str,
    placements: &[&str],
    eliminations: &[&str],
) {
    let (puzzle, board, notes) = marks(text);
    check_position(
        technique,
        &puzzle,
        &board,
        Some(&notes),
        placements,
        eliminations,
    );
}

/// Runs `technique` alone on the stored position `name` and checks that its step makes exactly
/// `marks`: placements (`r1c2=3`) and eliminations (`r4c5<>6`); none, that it finds nothing.
pub(crate) fn check_on(technique: Technique, name: &str, marks: &[&str]) {
    let (eliminations, placements): (Vec<&str>, Vec<&str>) =
        marks.iter().partition(|m| m.contains("<>"));
    check_marks(technique, position(name), &placements, &eliminations);
}

/// Tests of techniques on the stored positions, a test a line:
/// `name: Technique on "position" => ["r1c2=3", "r4c5<>6"];` (see [`check_on`]).
macro_rules! on_positions {
    ($($(#[$attr:meta])* $name:ident: $technique:ident on $position:literal
        => [$($mark:literal),* $(,)?];)*) => {
        $(
            $(#[$attr])*
            #[test]
            fn $name() {
                $crate::logic::testing::check_on(
                    $crate::logic::Technique::$technique,
                    $position,
                    &[$($mark),*],
                );
            }
        )*
    };
}
pub(crate) use on_positions;

/// The test that a technique's search on cell sets (`find_in_sets`) finds what its search on
/// peer lists (`find_in_lists`, the one larger grids use) finds, in the same order, along the
/// ladder's solve of 12 generated Expert puzzles, where it applies more than `$more_than` times.
macro_rules! sets_agree_with_lists {
    ($technique:ident, $more_than:literal) => {
        #[test]
        fn the_set_search_finds_what_the_list_search_finds() {
            $crate::logic::testing::same_steps_along_ladder(
                $crate::logic::Technique::$technique,
                12,
                super::find_in_sets,
                super::find_in_lists,
                $more_than,
            );
        }
    };
}
pub(crate) use sets_agree_with_lists;

/// The puzzle, the board of placed digits and the notes of a candidate-grid text.
pub(crate) fn marks(text: &str) -> (Grid, Grid, Vec<DigitSet>) {
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let puzzle: Grid = lines
        .next()
        .expect("the puzzle line")
        .parse()
        .expect("a puzzle");
    let tokens: Vec<&str> = lines
        .filter(|l| !l.starts_with(['.', ':', '\'', '-', '+']))
        .flat_map(|l| l.split(|c: char| c.is_whitespace() || c == '|'))
        .filter(|t| !t.is_empty())
        .collect();
    let g = puzzle.geometry();
    assert_eq!(tokens.len(), g.cell_count(), "one token per cell");
    let mut board = Grid::empty(g);
    let mut notes = vec![DigitSet::EMPTY; g.cell_count()];
    for (cell, token) in g.cells().zip(&tokens) {
        let digits: DigitSet = token
            .chars()
            .map(|c| Digit::from_char(c).expect("digit"))
            .collect();
        if digits.len() == 1 {
            board.set(cell, digits.iter().next());
        } else {
            notes[cell.index()] = digits;
        }
    }
    (puzzle, board, notes)
}

fn check_position(
    technique: Technique,
    puzzle: &Grid,
    position: &Grid,
    notes: Option<&[DigitSet]>,
    placements: &[&str],
    eliminations: &[&str],
) {
    let solution = puzzle.solution().expect("test puzzles have one solution");
    let g = puzzle.geometry();
    // The expected answer must itself be true.
    check_expected(&solution, placements, "=", true);
    check_expected(&solution, eliminations, "<>", false);
    let (found, step) = run_alone(technique, position, notes);
    let got_p = names(g, step.placements(), "=");
    let got_e = names(g, step.eliminations(), "<>");
    let mut want_p: Vec<String> = placements.iter().map(|s| s.to_string()).collect();
    let mut want_e: Vec<String> = eliminations.iter().map(|s| s.to_string()).collect();
    want_p.sort();
    want_e.sort();
    if want_p.is_empty() && want_e.is_empty() {
        assert!(
            !found,
            "{technique} should not apply, found {got_p:?} {got_e:?}"
        );
        return;
    }
    assert!(found, "{technique} should apply");
    assert_eq!((got_p, got_e), (want_p, want_e), "{}", step.explanation());
    assert_eq!(step.technique(), technique);
    assert!(!step.explanation().is_empty());
}

/// Checks that each of `marks` (a cell, `separator`, a digit) is true of `solution`: the
/// solution has that digit there when `placed`, and has another there when not.
fn check_expected(solution: &Grid, marks: &[&str], separator: &str, placed: bool) {
    let kind = if placed { "placement" } else { "elimination" };
    for mark in marks {
        let (cell, digit) = mark.split_once(separator).expect("rXcY and a digit");
        assert_eq!(
            digit_at(solution, solution.geometry(), cell) == digit,
            placed,
            "expected {kind} {mark} is wrong"
        );
    }
}

/// The candidates `marks` written as in the tests (a cell, `separator`, a digit), sorted.
fn names(g: Geometry, marks: &[Candidate], separator: &str) -> Vec<String> {
    let mut names: Vec<String> = marks
        .iter()
        .map(|c| format!("{}{separator}{}", cell_name(g, c.cell), c.digit.to_char()))
        .collect();
    names.sort();
    names
}

/// Runs `technique` alone on `position` (with `notes`, or all candidates left by its digits):
/// whether it found something, and its step.
fn run_alone(technique: Technique, position: &Grid, notes: Option<&[DigitSet]>) -> (bool, Step) {
    let g = position.geometry();
    let mut board = Board::new(Arc::new(Layout::new(g)));
    board.load(position, notes).expect("a consistent position");
    let mut step = Step::new(g);
    step.clear(technique);
    let found = (technique.find())(&board, &mut Scratch::default(), &mut step);
    (found, step)
}

fn digit_at(solution: &Grid, g: Geometry, name: &str) -> String {
    let (r, c) = name.trim_start_matches('r').split_once('c').expect("rXcY");
    let (r, c): (usize, usize) = (r.parse().expect("row"), c.parse().expect("col"));
    let cell = g.cell(r - 1, c - 1).expect("inside");
    solution
        .get(cell)
        .map_or(String::new(), |d| d.to_char().to_string())
}

/// Every position of `tests/data/logic`, by name.
pub(crate) const POSITIONS: [&str; 29] = [
    "aic",
    "als_xz",
    "beyond_ladder",
    "bug",
    "claiming",
    "finned_swordfish",
    "finned_x_wing",
    "forcing_chain",
    "hidden_pair",
    "hidden_quad",
    "hidden_single",
    "hidden_triple",
    "jellyfish",
    "naked_pair",
    "naked_quad",
    "naked_triple",
    "pointing",
    "simple_colours",
    "swordfish",
    "unique_rectangle",
    "unique_rectangle_2",
    "unique_rectangle_3",
    "unique_rectangle_4",
    "w_wing",
    "x_chain",
    "x_wing",
    "xy_chain",
    "xy_wing",
    "xyz_wing",
];

/// The position `name` of `tests/data/logic` (see its README).
pub(crate) fn position(name: &str) -> &'static str {
    match name {
        "aic" => include_str!("../../tests/data/logic/aic.txt"),
        "als_xz" => include_str!("../../tests/data/logic/als_xz.txt"),
        "beyond_ladder" => include_str!("../../tests/data/logic/beyond_ladder.txt"),
        "bug" => include_str!("../../tests/data/logic/bug.txt"),
        "claiming" => include_str!("../../tests/data/logic/claiming.txt"),
        "finned_swordfish" => include_str!("../../tests/data/logic/finned_swordfish.txt"),
        "finned_x_wing" => include_str!("../../tests/data/logic/finned_x_wing.txt"),
        "forcing_chain" => include_str!("../../tests/data/logic/forcing_chain.txt"),
        "hidden_pair" => include_str!("../../tests/data/logic/hidden_pair.txt"),
        "hidden_quad" => include_str!("../../tests/data/logic/hidden_quad.txt"),
        "hidden_single" => include_str!("../../tests/data/logic/hidden_single.txt"),
        "hidden_triple" => include_str!("../../tests/data/logic/hidden_triple.txt"),
        "jellyfish" => include_str!("../../tests/data/logic/jellyfish.txt"),
        "naked_pair" => include_str!("../../tests/data/logic/naked_pair.txt"),
        "naked_quad" => include_str!("../../tests/data/logic/naked_quad.txt"),
        "naked_triple" => include_str!("../../tests/data/logic/naked_triple.txt"),
        "pointing" => include_str!("../../tests/data/logic/pointing.txt"),
        "simple_colours" => include_str!("../../tests/data/logic/simple_colours.txt"),
        "swordfish" => include_str!("../../tests/data/logic/swordfish.txt"),
        "unique_rectangle" => include_str!("../../tests/data/logic/unique_rectangle.txt"),
        "unique_rectangle_2" => include_str!("../../tests/data/logic/unique_rectangle_2.txt"),
        "unique_rectangle_3" => include_str!("../../tests/data/logic/unique_rectangle_3.txt"),
        "unique_rectangle_4" => include_str!("../../tests/data/logic/unique_rectangle_4.txt"),
        "w_wing" => include_str!("../../tests/data/logic/w_wing.txt"),
        "x_chain" => include_str!("../../tests/data/logic/x_chain.txt"),
        "x_wing" => include_str!("../../tests/data/logic/x_wing.txt"),
        "xy_chain" => include_str!("../../tests/data/logic/xy_chain.txt"),
        "xy_wing" => include_str!("../../tests/data/logic/xy_wing.txt"),
        "xyz_wing" => include_str!("../../tests/data/logic/xyz_wing.txt"),
        _ => panic!("no position {name}"),
    }
}

#[test]
fn every_position_agrees_with_its_solution() {
    for name in POSITIONS {
        let (puzzle, board, notes) = marks(position(name));
        let solution = puzzle.solution().expect("one solution");
        for cell in puzzle.geometry().cells() {
            match board.get(cell) {
                Some(d) => assert_eq!(solution.get(cell), Some(d), "{name}: placed digit"),
                None => {
                    let digit = solution.get(cell).expect("full");
                    assert!(
                        notes[cell.index()].contains(digit),
                        "{name}: notes lack the solution"
                    );
                }
            }
        }
    }
}

/// Walks the ladder's solve of `puzzles` generated Expert 9×9 puzzles and, at every position,
/// runs two searches for `technique` (a fast one and the one it must agree with) on the same
/// board: they must find the same step, or both nothing, and find more than `more_than` steps.
pub(crate) fn same_steps_along_ladder(
    technique: Technique,
    puzzles: u64,
    fast: fn(&Board, &mut Step) -> bool,
    reference: fn(&Board, &mut Step) -> bool,
    more_than: usize,
) {
    use super::LogicOptions;

    let geometry = Geometry::standard();
    let everything = LogicOptions {
        unique: true,
        up_to: Level::Master,
    };
    let mut found = 0;
    for seed in 0..puzzles {
        let (mut board, _) = generated_board(geometry, Level::Expert, seed);
        let mut scratch = Scratch::default();
        let mut step = Step::new(geometry);
        let (mut a, mut b) = (Step::new(geometry), Step::new(geometry));
        while board.empty() > 0 {
            a.clear(technique);
            b.clear(technique);
            let by_fast = fast(&board, &mut a);
            assert_eq!(by_fast, reference(&board, &mut b), "{technique}");
            if by_fast {
                assert_eq!(a, b, "{technique}");
                found += 1;
            }
            assert!(super::find(&board, everything, &mut scratch, &mut step));
            super::apply(&mut board, &step);
        }
    }
    assert!(found > more_than, "{found} steps of {technique} found");
}

/// A board on the puzzle of `geometry` and `level`, without symmetry, generated from `seed`,
/// and the puzzle's solution.
pub(crate) fn generated_board(geometry: Geometry, level: Level, seed: u64) -> (Board, Grid) {
    use rand::SeedableRng;

    use crate::{generate, GenerateOptions, Symmetry};

    let options = GenerateOptions {
        level,
        symmetry: Symmetry::None,
        max_attempts: 1000,
        ..GenerateOptions::default()
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let made = generate(geometry, &options, &mut rng).expect("a puzzle");
    let mut board = Board::new(Layout::shared(geometry));
    board.load(&made.puzzle, None).expect("a puzzle");
    (board, made.solution)
}

/// The step `technique` finds on `puzzle` as it is (its candidates those its placed digits
/// leave, so every candidate ruled out is ruled out by a placed digit), and the puzzle.
pub(crate) fn first_single(technique: Technique, puzzle: &str) -> (Step, Grid) {
    let grid: Grid = puzzle.parse().expect("a puzzle");
    let (found, step) = run_alone(technique, &grid, None);
    assert!(found, "{technique} should apply");
    (step, grid)
}
