//! Unavoidable sets, the generator's quick test for a second solution on 9×9.

use crate::logic::CellSet;
use crate::{Cell, Grid};

/// Unavoidable sets of a 9×9 solution met so far: cells where another solution differs. A
/// puzzle with no given in one of them has that other solution too, which is seen without a
/// search; each search that finds a second solution adds its set.
#[derive(Debug, Default)]
pub(super) struct Unavoidable {
    sets: Vec<CellSet>,
}

impl Unavoidable {
    /// Whether `puzzle` (9×9, givens taken from `solution`) has `solution` as its only one.
    pub(super) fn unique(&mut self, puzzle: &Grid, solution: &Grid) -> bool {
        let cells = |keep: &dyn Fn(Cell) -> bool| {
            puzzle
                .geometry()
                .cells()
                .filter(|&c| keep(c))
                .fold(CellSet::EMPTY, CellSet::with)
        };
        let givens = cells(&|c| puzzle.get(c).is_some());
        if self.sets.iter().any(|set| !set.meets(givens)) {
            return false;
        }
        match crate::solve(puzzle) {
            crate::SolveOutcome::Unique(_) => true,
            crate::SolveOutcome::Multiple(a, b) => {
                let other = if &a == solution { b } else { a };
                self.sets.push(cells(&|c| other.get(c) != solution.get(c)));
                false
            }
            _ => false,
        }
    }
}
