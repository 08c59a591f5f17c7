//! Solving: one solution, counting solutions, uniqueness, and the statistics of a search.
//!
//! The core has no clock, so times are measured by callers (the CLI and the web app) around
//! these calls.

mod fast9;
mod random9;
mod search;
pub mod textbook;

use search::{DigitOrder, Layout, Search, State};

use crate::{validate, Grid};

/// What a search did: positions visited, guesses made, dead ends met.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Positions the search visited (the first one included).
    pub nodes: u64,
    /// Alternatives tried where logic alone could not settle the position: a digit in a cell,
    /// or, on 9×9 grids, one of the two ways a digit has left to sit in a band or stack.
    pub guesses: u64,
    /// Positions abandoned because they led to a contradiction.
    pub backtracks: u64,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, other: Stats) {
        self.nodes += other.nodes;
        self.guesses += other.guesses;
        self.backtracks += other.backtracks;
    }
}

/// What solving a grid found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveOutcome {
    /// Exactly one solution: a proper puzzle.
    Unique(Grid),
    /// More than one solution; the first two found.
    Multiple(Grid, Grid),
    /// No solution (this includes givens that already conflict).
    NoSolution,
    /// The grid was already full and valid.
    AlreadySolved,
}

impl SolveOutcome {
    /// The solution, if there is exactly one (or the grid was already solved, then `None` too:
    /// the grid itself is the solution).
    pub fn unique(&self) -> Option<&Grid> {
        match self {
            SolveOutcome::Unique(grid) => Some(grid),
            _ => None,
        }
    }
}

/// Runs a search on `grid` stopping at `limit` solutions and returning the first `keep` of them
/// (at most two); `order`, if given, orders the digits of each guess.
fn run(
    grid: &Grid,
    limit: usize,
    keep: usize,
    order: Option<DigitOrder<'_>>,
) -> (usize, Vec<Grid>, Stats) {
    if grid.geometry() == crate::Geometry::standard() && order.is_none() {
        return run9(grid, limit, keep);
    }
    let layout = Layout::new(grid.geometry());
    let Some(state) = State::new(grid, &layout) else {
        return (
            0,
            Vec::new(),
            Stats {
                nodes: 1,
                guesses: 0,
                backtracks: 1,
            },
        );
    };
    let mut search = Search::new(&layout, grid.geometry(), limit.max(1));
    search.order = order;
    search.run(state);
    search.solutions.truncate(keep);
    (search.found, search.solutions, search.stats)
}

/// The 9×9 fast path of [`run`].
fn run9(grid: &Grid, limit: usize, keep: usize) -> (usize, Vec<Grid>, Stats) {
    let mut stats = Stats::default();
    let limit = u32::try_from(limit).unwrap_or(u32::MAX);
    let (found, solutions) = fast9::solve9(&givens9(grid), limit, keep, &mut stats);
    let solutions = solutions.iter().map(grid9).collect();
    (found as usize, solutions, stats)
}

pub(crate) use fast9::{other_solution9, random_grid9};

/// The digits of a 9×9 `grid` in reading order, 0 for an empty cell (the 9×9 solvers' and
/// the generator's form of a grid).
pub(crate) fn givens9(grid: &Grid) -> [u8; 81] {
    let mut givens = [0u8; 81];
    for (value, cell) in givens.iter_mut().zip(grid.geometry().cells()) {
        *value = grid.get(cell).map_or(0, crate::Digit::get);
    }
    givens
}

/// The 9×9 grid of `values` (reading order, 0 for an empty cell).
pub(crate) fn grid9(values: &[u8; 81]) -> Grid {
    let geometry = crate::Geometry::standard();
    let mut grid = Grid::empty(geometry);
    for (cell, &v) in geometry.cells().zip(values) {
        grid.set(cell, crate::Digit::new(v));
    }
    grid
}

/// Solves `grid`, telling a unique solution from none or several, with the search's statistics.
pub fn solve_with_stats(grid: &Grid) -> (SolveOutcome, Stats) {
    if grid.is_full() && validate::conflicts(grid).is_empty() {
        return (SolveOutcome::AlreadySolved, Stats::default());
    }
    let (found, mut solutions, stats) = run(grid, 2, 2, None);
    let outcome = match (found, solutions.pop(), solutions.pop()) {
        (0, _, _) => SolveOutcome::NoSolution,
        (1, Some(only), _) => SolveOutcome::Unique(only),
        (_, Some(second), Some(first)) => SolveOutcome::Multiple(first, second),
        _ => SolveOutcome::NoSolution,
    };
    (outcome, stats)
}

/// Solves `grid`, telling a unique solution from none or several.
pub fn solve(grid: &Grid) -> SolveOutcome {
    solve_with_stats(grid).0
}

/// The first solution the search finds, without checking whether there are others: the
/// quickest way to a solution.
pub fn first_solution(grid: &Grid) -> (Option<Grid>, Stats) {
    let (_, solutions, stats) = run(grid, 1, 1, None);
    (solutions.into_iter().next(), stats)
}

/// The number of solutions of `grid`, counting no further than `limit`.
pub fn count_solutions(grid: &Grid, limit: usize) -> usize {
    count_solutions_with_stats(grid, limit).0
}

/// The number of solutions of `grid` up to `limit`, with the search's statistics.
pub fn count_solutions_with_stats(grid: &Grid, limit: usize) -> (usize, Stats) {
    let (found, _, stats) = run(grid, limit, 0, None);
    (found, stats)
}

/// Whether `grid` has exactly one solution.
pub fn is_uniquely_solvable(grid: &Grid) -> bool {
    count_solutions(grid, 2) == 1
}

/// A solution of `grid` chosen at random: every guess tries its digits in an order drawn from
/// `rng`. From an empty grid this gives a random full grid of any geometry. Deterministic for a
/// seeded RNG, and the same on every platform (only `next_u32` is used).
pub fn random_solution<R: rand::Rng + ?Sized>(grid: &Grid, rng: &mut R) -> Option<Grid> {
    if grid.geometry() == crate::Geometry::standard() {
        let values = random9::random_solution9(&givens9(grid), rng)?;
        return Some(grid9(&values));
    }
    random_solution_general(grid, rng)
}

/// [`random_solution`] by the general search, which the 9×9 path must match draw for draw.
fn random_solution_general<R: rand::Rng + ?Sized>(grid: &Grid, rng: &mut R) -> Option<Grid> {
    let mut shuffle = |digits: &mut [u8]| crate::random::shuffle(digits, rng);
    let (_, solutions, _) = run(grid, 1, 1, Some(&mut shuffle));
    solutions.into_iter().next()
}

impl Grid {
    /// The solution of this grid if it has exactly one.
    pub fn solution(&self) -> Option<Grid> {
        match solve(self) {
            SolveOutcome::Unique(grid) => Some(grid),
            SolveOutcome::AlreadySolved => Some(self.clone()),
            _ => None,
        }
    }

    /// A random full grid of `geometry`, from `rng`.
    pub fn random_solved<R: rand::Rng + ?Sized>(geometry: crate::Geometry, rng: &mut R) -> Grid {
        // An empty grid of any supported geometry has solutions (a cyclic shift of the first row
        // fills it), so the search always finds one.
        random_solution(&Grid::empty(geometry), rng).unwrap_or_else(|| Grid::empty(geometry))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// The general search on `grid`, bypassing the 9×9 fast path.
    fn general(grid: &Grid, limit: usize) -> (usize, Vec<Grid>) {
        let layout = Layout::new(grid.geometry());
        let Some(state) = State::new(grid, &layout) else {
            return (0, Vec::new());
        };
        let mut search = Search::new(&layout, grid.geometry(), limit);
        search.run(state);
        (search.found, search.solutions)
    }

    /// The generator's uniqueness test after a removal, against the general search's count.
    #[test]
    fn another_solution_is_found_exactly_when_the_general_search_counts_two() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(61);
        let (mut several, mut one) = (0, 0);
        while several < 40 || one < 40 {
            let full = Grid::random_solved(crate::Geometry::standard(), &mut rng);
            let mut puzzle = full.clone();
            for cell in full.geometry().cells() {
                if rng.next_u32() % 100 < 50 {
                    puzzle.set(cell, None);
                }
            }
            if general(&puzzle, 2).0 != 1 {
                continue;
            }
            let givens: Vec<_> = full
                .geometry()
                .cells()
                .filter(|&c| puzzle.get(c).is_some())
                .collect();
            let pick = |rng: &mut rand_chacha::ChaCha8Rng| {
                givens[(rng.next_u32() as usize) % givens.len()]
            };
            let removed = [pick(&mut rng), pick(&mut rng)];
            for cell in removed {
                puzzle.set(cell, None);
            }
            let expected = general(&puzzle, 2).0 > 1;
            let other = other_solution9(
                &givens9(&puzzle),
                &givens9(&full),
                &removed.map(crate::Cell::index),
            );
            assert_eq!(other.is_some(), expected, "{puzzle}");
            // The one found is a solution of the puzzle, other than the full grid.
            if let Some(other) = other {
                let other = Grid::from_cells(
                    full.geometry(),
                    other.iter().map(|&d| crate::Digit::new(d)).collect(),
                );
                assert!(other.is_full() && crate::conflicts(&other).is_empty());
                assert_ne!(other, full);
                for cell in full.geometry().cells() {
                    if let Some(given) = puzzle.get(cell) {
                        assert_eq!(other.get(cell), Some(given), "{puzzle}");
                    }
                }
            }
            if expected {
                several += 1;
            } else {
                one += 1;
            }
        }
    }

    #[test]
    fn the_9x9_random_fill_draws_as_the_general_search_does() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(16);
        for round in 0..200u32 {
            // Empty grids (the generator's case), then clue sets of random full grids, some
            // with a wrong digit, so dead ends and grids without a solution are met too.
            let mut grid = Grid::empty(crate::Geometry::standard());
            if round >= 100 {
                let full = Grid::random_solved(grid.geometry(), &mut rng);
                for cell in full.geometry().cells() {
                    if rng.next_u32() % 100 < round % 40 {
                        grid.set(cell, full.get(cell));
                    }
                }
                if round % 3 == 0 {
                    let cell = crate::Cell::new((rng.next_u32() % 81) as usize);
                    grid.set(cell, crate::Digit::new((rng.next_u32() % 9) as u8 + 1));
                }
            }
            let mut fast_rng = rng.clone();
            let fast = random_solution(&grid, &mut fast_rng);
            let general = random_solution_general(&grid, &mut rng);
            assert_eq!(fast, general, "{grid}");
            assert_eq!(
                fast_rng.next_u32(),
                rng.next_u32(),
                "{grid}: the same draws"
            );
        }
    }

    #[test]
    fn the_fast_path_agrees_with_the_general_search() {
        let mut puzzles: Vec<Grid> = [
            include_str!("../tests/data/unique.txt"),
            include_str!("../tests/data/multiple.txt"),
            include_str!("../tests/data/none.txt"),
        ]
        .iter()
        .flat_map(|text| text.lines())
        .filter(|l| l.len() == 81)
        .filter_map(|l| l.parse().ok())
        .collect();
        // Random clue sets of random full grids, from sparse (many solutions) to nearly full.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for keep in (20..90).step_by(5) {
            let full = Grid::random_solved(crate::Geometry::standard(), &mut rng);
            let mut puzzle = full.clone();
            for cell in full.geometry().cells() {
                if rng.next_u32() % 100 >= keep {
                    puzzle.set(cell, None);
                }
            }
            puzzles.push(puzzle);
        }
        assert!(puzzles.len() > 20);
        for puzzle in &puzzles {
            for limit in [1, 2, 5] {
                let (fast_count, fast, _) = run9(puzzle, limit, 2);
                let (count, solutions) = general(puzzle, limit);
                assert_eq!(fast_count, count, "{puzzle} limit {limit}");
                assert_eq!(fast.len(), solutions.len(), "{puzzle}");
                for solution in &fast {
                    assert!(solution.is_full() && validate::conflicts(solution).is_empty());
                }
                // With a limit of 1, each search stops at whichever solution it meets first.
                if count == 1 && limit > 1 {
                    assert_eq!(fast, solutions, "{puzzle}: a unique solution is the same");
                }
            }
        }
    }
}
