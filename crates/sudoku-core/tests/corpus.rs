//! Every puzzle of the committed corpus, solved and checked.

use sudoku_core::{
    count_solutions, first_solution, solve, solve_with_stats, textbook, Grid, SolveOutcome,
};

/// The puzzles of a corpus file: one per line, `#` comments and blank lines skipped.
fn corpus(text: &str) -> Vec<Grid> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            l.parse()
                .unwrap_or_else(|e| panic!("corpus line {l:?}: {e}"))
        })
        .collect()
}

/// Asserts that `solution` is a full grid without conflicts that keeps every given of `puzzle`.
fn assert_solves(puzzle: &Grid, solution: &Grid) {
    assert!(solution.is_full(), "not full: {solution}");
    assert!(
        sudoku_core::conflicts(solution).is_empty(),
        "conflicts in {solution}"
    );
    for cell in puzzle.geometry().cells() {
        if let Some(given) = puzzle.get(cell) {
            assert_eq!(
                solution.get(cell),
                Some(given),
                "given changed in {solution}"
            );
        }
    }
}

#[test]
fn every_unique_puzzle_solves_to_a_valid_grid_keeping_its_givens() {
    let puzzles = corpus(include_str!("data/unique.txt"));
    assert!(puzzles.len() >= 5);
    for puzzle in &puzzles {
        let (outcome, stats) = solve_with_stats(puzzle);
        let SolveOutcome::Unique(solution) = outcome else {
            panic!("{puzzle} should have one solution, got {outcome:?}");
        };
        assert_solves(puzzle, &solution);
        assert!(stats.nodes >= 1);
        assert_eq!(puzzle.solution().as_ref(), Some(&solution));
        assert_eq!(first_solution(puzzle).0.as_ref(), Some(&solution));
        assert_eq!(count_solutions(puzzle, 10), 1);
    }
}

#[test]
fn multi_solution_puzzles_report_several() {
    for puzzle in corpus(include_str!("data/multiple.txt")) {
        match solve(&puzzle) {
            SolveOutcome::Multiple(first, second) => {
                assert_ne!(first, second);
                assert_solves(&puzzle, &first);
                assert_solves(&puzzle, &second);
            }
            other => panic!("{puzzle} should have several solutions, got {other:?}"),
        }
        assert_eq!(count_solutions(&puzzle, 2), 2);
        assert!(!sudoku_core::is_uniquely_solvable(&puzzle));
    }
}

#[test]
fn unsolvable_puzzles_report_none() {
    for puzzle in corpus(include_str!("data/none.txt")) {
        assert_eq!(solve(&puzzle), SolveOutcome::NoSolution, "{puzzle}");
        assert_eq!(count_solutions(&puzzle, 2), 0);
        assert_eq!(first_solution(&puzzle).0, None);
        assert_eq!(textbook::solve(&puzzle), None);
    }
}

#[test]
fn a_solved_grid_is_already_solved() {
    let puzzle = &corpus(include_str!("data/unique.txt"))[0];
    let solution = puzzle.solution().expect("unique");
    assert_eq!(solve(&solution), SolveOutcome::AlreadySolved);
}

#[test]
fn the_textbook_algorithm_agrees_and_its_steps_replay() {
    // The easy puzzle: the textbook algorithm is quick on it.
    let puzzle: Grid =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()
            .expect("parses");
    let mut steps = textbook::Steps::new(&puzzle);
    let mut replay = puzzle.clone();
    let mut last = None;
    for step in steps.by_ref() {
        match step {
            textbook::Step::Place(cell, digit) => {
                assert_eq!(replay.get(cell), None, "placing on a filled cell");
                replay.set(cell, Some(digit));
            }
            textbook::Step::Remove(cell, digit) => {
                assert_eq!(replay.get(cell), Some(digit), "removing what is not there");
                replay.set(cell, None);
            }
            other => last = Some(other),
        }
    }
    assert_eq!(last, Some(textbook::Step::Solved));
    assert_eq!(&replay, steps.grid());
    assert_eq!(Some(replay), puzzle.solution());
    assert!(
        steps.recursions() >= 51,
        "at least one placement per empty cell"
    );
    assert!(
        steps.backtracks() > 0,
        "this puzzle needs some backtracking"
    );
}
