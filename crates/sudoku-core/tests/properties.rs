//! Properties that hold for every size: parse/print round trips, and solutions that respect
//! their clues.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_core::{count_solutions, first_solution, Geometry, Grid, SolveOutcome};

#[path = "support/geometries.rs"]
mod geometries;
use geometries::geometries;

/// A random full grid of `geometry` with each cell kept with probability `keep`/100.
fn puzzle(geometry: Geometry, seed: u64, keep: u32) -> (Grid, Grid) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let solved = Grid::random_solved(geometry, &mut rng);
    let mut puzzle = solved.clone();
    for cell in geometry.cells() {
        if rng.next_u32() % 100 >= keep {
            puzzle.set(cell, None);
        }
    }
    (solved, puzzle)
}

fn parse(text: &str, geometry: Geometry) -> Grid {
    if geometry.has_boxes() {
        text.parse().expect("round trip")
    } else {
        Grid::parse_with(text, geometry).expect("round trip")
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 40,
        rng_seed: proptest::test_runner::RngSeed::Fixed(20_261_122),
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_full_grids_are_valid(geometry in prop::sample::select(geometries()), seed in any::<u64>()) {
        let (solved, _) = puzzle(geometry, seed, 100);
        prop_assert!(solved.is_full());
        prop_assert!(sudoku_core::conflicts(&solved).is_empty());
    }

    #[test]
    fn printing_then_parsing_gives_the_same_grid(geometry in prop::sample::select(geometries()), seed in any::<u64>(), keep in 0u32..100) {
        let (_, grid) = puzzle(geometry, seed, keep);
        prop_assert_eq!(&parse(&grid.to_string(), geometry), &grid);
        prop_assert_eq!(&parse(&grid.to_pretty_string(), geometry), &grid);
    }

    #[test]
    fn a_solution_respects_the_clues(geometry in prop::sample::select(geometries()), seed in any::<u64>(), keep in 30u32..100) {
        // Random partial grids of the larger sizes with about half their cells filled are the
        // hard phase of the completion problem, exponential for any exact search: keep those
        // grids at least three-quarters full.
        let keep = if geometry.size() > 9 { 75 + keep % 25 } else { keep };
        let (_, grid) = puzzle(geometry, seed, keep);
        let (solution, _) = first_solution(&grid);
        let solution = solution.expect("clues taken from a full grid always have a solution");
        prop_assert!(solution.is_full());
        prop_assert!(sudoku_core::conflicts(&solution).is_empty());
        for cell in geometry.cells() {
            if let Some(given) = grid.get(cell) {
                prop_assert_eq!(solution.get(cell), Some(given));
            }
        }
        prop_assert!(count_solutions(&grid, 2) >= 1);
    }
}

#[test]
fn the_same_seed_gives_the_same_grid() {
    for geometry in geometries() {
        assert_eq!(puzzle(geometry, 7, 100).0, puzzle(geometry, 7, 100).0);
    }
    assert_ne!(
        puzzle(Geometry::standard(), 1, 100).0,
        puzzle(Geometry::standard(), 2, 100).0
    );
}

#[test]
fn a_sixteen_by_sixteen_with_a_unique_solution_solves() {
    // Remove cells from a random full 16×16 while the solution stays unique.
    let geometry = Geometry::new(4, 4).expect("valid");
    let mut rng = ChaCha8Rng::seed_from_u64(16);
    let solved = Grid::random_solved(geometry, &mut rng);
    let mut puzzle = solved.clone();
    for cell in geometry.cells() {
        if rng.next_u32() % 100 < 60 {
            let keep = puzzle.get(cell);
            puzzle.set(cell, None);
            if count_solutions(&puzzle, 2) != 1 {
                puzzle.set(cell, keep);
            }
        }
    }
    assert!(
        puzzle.filled_count() < 150,
        "enough cells removed to make it a puzzle"
    );
    assert_eq!(sudoku_core::solve(&puzzle), SolveOutcome::Unique(solved));
}
