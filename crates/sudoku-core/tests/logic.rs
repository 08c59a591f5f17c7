//! Properties of the logic solver, the grader and the generator, for every size: generated
//! puzzles are proper, symmetric and at their level; no step contradicts the solution.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_core::{
    count_solutions, first_solution, generate, grade, GenerateOptions, Geometry, Grid, Method,
    Symmetry,
};
use sudoku_core::{Level, LogicOptions, LogicSolver};

#[path = "support/geometries.rs"]
mod geometries;
use geometries::geometries;
#[path = "support/steps.rs"]
mod steps;
use steps::assert_true_of;

/// Runs the ladder on `puzzle` to the end, checking every step against `solution`: placements
/// agree with it and eliminations never remove its digit. Returns the number of steps.
fn check_steps(puzzle: &Grid, solution: &Grid, unique: bool) -> usize {
    let options = LogicOptions {
        unique,
        ..LogicOptions::default()
    };
    let mut solver = LogicSolver::new(puzzle, options).expect("a consistent puzzle");
    let mut steps = 0;
    while let Some(step) = solver.next_step() {
        let explanation = step.explanation();
        assert_true_of(&step, solution, format_args!("{puzzle}: {explanation}"));
        assert!(!explanation.is_empty());
        solver.apply(&step);
        steps += 1;
    }
    steps
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 48,
        rng_seed: proptest::test_runner::RngSeed::Fixed(20_261_122),
        ..ProptestConfig::default()
    })]

    #[test]
    fn generated_puzzles_are_proper_symmetric_and_at_their_level(
        geometry in prop::sample::select(geometries()),
        symmetry in 0usize..4,
        level in 0usize..4,
        method in prop::sample::select(vec![Method::Fast, Method::Frozen]),
        seed in any::<u64>(),
    ) {
        let symmetry = Symmetry::ALL[symmetry];
        // Small grids seldom need more than singles, and only 9×9 has level targets to meet
        // quickly, so the other sizes are asked for easy puzzles.
        let level = if geometry == Geometry::standard() { Level::ALL[level] } else { Level::Easy };
        let options = GenerateOptions { level, symmetry, max_attempts: 200, method, ..GenerateOptions::default() };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let made = generate(geometry, &options, &mut rng).expect("a puzzle within the bound");
        prop_assert_eq!(count_solutions(&made.puzzle, 2), 1);
        prop_assert!(symmetry.holds_for(&made.puzzle));
        for cell in geometry.cells() {
            if let Some(d) = made.puzzle.get(cell) {
                prop_assert_eq!(made.solution.get(cell), Some(d));
            }
        }
        let graded = grade(&made.puzzle).expect("consistent");
        prop_assert_eq!(graded.level, level);
        prop_assert_eq!(&graded, &made.grade);
        prop_assert!(!graded.beyond_ladder);
        check_steps(&made.puzzle, &made.solution, true);
    }

    #[test]
    fn steps_on_random_clue_sets_never_contradict_a_solution(seed in any::<u64>(), keep in 22u32..45) {
        // Random clue sets of a 9×9 grid, with one solution or several: with several, sound
        // techniques (the uniqueness ones are off) remove only candidates in no solution, so
        // any one solution is a fair check.
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let full = Grid::random_solved(Geometry::standard(), &mut rng);
        let mut puzzle = full.clone();
        for cell in full.geometry().cells() {
            if rng.next_u32() % 100 >= keep {
                puzzle.set(cell, None);
            }
        }
        let unique = count_solutions(&puzzle, 2) == 1;
        let solution = if unique { full } else { first_solution(&puzzle).0.expect("a solution") };
        check_steps(&puzzle, &solution, unique);
    }
}

#[test]
fn every_step_of_the_corpus_agrees_with_its_solution() {
    let mut total = 0;
    for text in [
        include_str!("data/unique.txt"),
        include_str!("data/chains.txt"),
    ] {
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let puzzle: Grid = line.trim().parse().expect("corpus puzzle");
            let solution = puzzle.solution().expect("unique");
            total += check_steps(&puzzle, &solution, true);
        }
    }
    assert!(total > 50, "{total} steps");
}

#[test]
fn the_ladder_finishes_the_chain_corpus() {
    // Each of these needs a technique of the top of the ladder; all of it is finished.
    for line in include_str!("data/chains.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let graded = grade(&line.trim().parse().expect("corpus puzzle")).expect("consistent");
        assert!(!graded.beyond_ladder, "{line}");
        assert!(graded.level >= Level::Expert, "{line}");
    }
}

#[test]
fn the_players_notes_cut_the_candidates() {
    let puzzle: Grid =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()
            .expect("puzzle");
    let solution = puzzle.solution().expect("unique");
    let g = puzzle.geometry();
    let mut notes = vec![sudoku_core::DigitSet::EMPTY; g.cell_count()];
    let target = g.cell(8, 0).expect("r9c1");
    let digit = solution.get(target).expect("full");
    notes[target.index()] = std::iter::once(digit).collect();
    let options = LogicOptions::default();
    let full = LogicSolver::new(&puzzle, options).expect("consistent");
    assert!(
        full.candidates(target).len() > 1,
        "r9c1 is open without notes"
    );
    let noted = LogicSolver::with_notes(&puzzle, Some(&notes), options).expect("consistent");
    assert_eq!(
        noted.candidates(target).iter().collect::<Vec<_>>(),
        vec![digit]
    );
    // A cell without notes keeps every candidate its peers allow.
    let other = g.cell(0, 2).expect("r1c3");
    assert_eq!(noted.candidates(other), full.candidates(other));
    assert_eq!(
        LogicSolver::with_notes(&puzzle, Some(&notes[..80]), options).err(),
        Some(sudoku_core::LogicError::NotesLength {
            expected: 81,
            found: 80
        })
    );
}

/// Along the solve of generated Latin squares, every step the hints explain names rows,
/// columns and cells only: a grid without boxes has no box to name, and no box technique
/// applies.
#[test]
fn hints_on_latin_squares_never_name_a_box() {
    for (side, level) in [(5, Level::Easy), (8, Level::Hard), (9, Level::Master)] {
        let geometry = Geometry::latin(side).expect("a Latin square");
        let options = GenerateOptions {
            level,
            symmetry: Symmetry::Rotational,
            max_attempts: 200,
            ..GenerateOptions::default()
        };
        let mut rng = ChaCha8Rng::seed_from_u64(side as u64);
        let made = generate(geometry, &options, &mut rng).expect("a Latin square at its level");
        let everything = LogicOptions {
            unique: true,
            up_to: Level::Master,
        };
        let mut solver = LogicSolver::new(&made.puzzle, everything).expect("a position");
        let mut steps = 0;
        while let Some(step) = solver.next_step() {
            let text = format!("{}: {}", step.technique(), step.explanation());
            assert!(
                !text.to_lowercase().contains("box"),
                "{side}×{side}: {text}"
            );
            assert!(!step.technique().needs_boxes(), "{text}");
            solver.apply(&step);
            steps += 1;
        }
        assert!(solver.is_solved(), "{side}×{side} solved in {steps} steps");
    }
}
