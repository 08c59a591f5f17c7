//! Solving under a puzzle's rules: the classic rules go to the classic solvers (and their 9×9
//! fast paths), variants to the search of `search.rs`.

use crate::{Grid, SolveOutcome};

use super::{search, Puzzle, Rules};

impl Rules {
    /// Solves `givens` under these rules, telling a unique solution from none or several.
    pub fn solve(&self, givens: &Grid) -> SolveOutcome {
        if self.is_classic() {
            return crate::solve(givens);
        }
        if self.is_solved(givens) {
            return SolveOutcome::AlreadySolved;
        }
        let (found, mut solutions) = search::run(self, givens, 2, None);
        match (found, solutions.pop(), solutions.pop()) {
            (1, Some(only), _) => SolveOutcome::Unique(only),
            (n, Some(second), Some(first)) if n > 1 => SolveOutcome::Multiple(first, second),
            _ => SolveOutcome::NoSolution,
        }
    }

    /// The number of solutions of `givens` under these rules, counting no further than `limit`.
    pub fn count_solutions(&self, givens: &Grid, limit: usize) -> usize {
        if self.is_classic() {
            return crate::count_solutions(givens, limit);
        }
        search::run(self, givens, limit, None).0
    }

    /// The first solution the search meets, without looking for a second.
    pub fn first_solution(&self, givens: &Grid) -> Option<Grid> {
        if self.is_classic() {
            return crate::first_solution(givens).0;
        }
        search::run(self, givens, 1, None).1.pop()
    }

    /// A solution of `givens` chosen at random from `rng` (each guess tries its digits in a
    /// drawn order); from an empty grid, a random full grid of these rules.
    pub fn random_solution<R: rand::Rng + ?Sized>(
        &self,
        givens: &Grid,
        rng: &mut R,
    ) -> Option<Grid> {
        if self.is_classic() {
            return crate::random_solution(givens, rng);
        }
        let mut shuffle = |digits: &mut [u8]| crate::random::shuffle(digits, rng);
        search::run(self, givens, 1, Some(&mut shuffle)).1.pop()
    }

    /// A random full grid of these rules, or `None` when the search visits more than `budget`
    /// positions first (irregular regions can be slow to fill, or have no filling at all).
    pub(crate) fn random_fill<R: rand::Rng + ?Sized>(
        &self,
        rng: &mut R,
        budget: u64,
    ) -> Option<Grid> {
        let empty = Grid::empty(self.geometry);
        if self.is_classic() {
            return crate::random_solution(&empty, rng);
        }
        let mut shuffle = |digits: &mut [u8]| crate::random::shuffle(digits, rng);
        search::run_within(self, &empty, 1, Some(&mut shuffle), budget)
            .1
            .pop()
    }

    /// Up to two solutions of `givens` (how many, and the first two), or `None` when the
    /// search visits more than `budget` positions before it can tell.
    pub(crate) fn two_solutions_within(
        &self,
        givens: &Grid,
        budget: u64,
    ) -> Option<(usize, Vec<Grid>)> {
        let (found, solutions, gave_up) = search::run_within(self, givens, 2, None, budget);
        (!gave_up).then_some((found, solutions))
    }
}

impl Puzzle {
    /// A classic puzzle of `givens`.
    pub fn classic(givens: Grid) -> Puzzle {
        Puzzle {
            rules: Rules::classic(givens.geometry()),
            givens,
        }
    }

    /// The puzzle's solution if it has exactly one.
    pub fn solution(&self) -> Option<Grid> {
        match self.rules.solve(&self.givens) {
            SolveOutcome::Unique(grid) => Some(grid),
            SolveOutcome::AlreadySolved => Some(self.givens.clone()),
            _ => None,
        }
    }
}
