//! The textbook backtracking solver of the articles the site grew from: take the first empty
//! cell, try 1 to n in order, go deeper, undo on a dead end.
//!
//! It is slow (over a second on many 17-clue puzzles) and kept for teaching: [`Steps`] yields
//! one event per placement or removal, so a page can animate the algorithm step by step.

use crate::{Cell, Digit, Grid};

/// One step of the textbook algorithm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// A digit is written into a cell.
    Place(Cell, Digit),
    /// A digit is taken out again: everything after it led to a dead end.
    Remove(Cell, Digit),
    /// Every cell is filled: the grid is solved.
    Solved,
    /// Every possibility failed: there is no solution.
    NoSolution,
}

/// The textbook algorithm as an iterator of steps, with an explicit stack (no recursion), so it
/// can be paused between steps and its memory stays bounded by the number of empty cells.
#[derive(Debug, Clone)]
pub struct Steps {
    grid: Grid,
    /// The empty cells of the puzzle, in reading order.
    empties: Vec<Cell>,
    /// For each empty cell, the last digit tried there (0 before the first).
    tried: Vec<u8>,
    depth: usize,
    /// The givens already conflict: the only step is `NoSolution`.
    conflicting: bool,
    finished: bool,
    recursions: u64,
    backtracks: u64,
}

impl Steps {
    /// Starts the algorithm on `grid`.
    pub fn new(grid: &Grid) -> Steps {
        let geometry = grid.geometry();
        let empties: Vec<Cell> = geometry
            .cells()
            .filter(|&c| grid.get(c).is_none())
            .collect();
        Steps {
            grid: grid.clone(),
            tried: vec![0; empties.len()],
            empties,
            depth: 0,
            conflicting: !crate::validate::conflicts(grid).is_empty(),
            finished: false,
            recursions: 0,
            backtracks: 0,
        }
    }

    /// The grid as it stands after the steps so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// How many times a digit was placed (each one a recursive call in the textbook version).
    pub fn recursions(&self) -> u64 {
        self.recursions
    }

    /// How many times the algorithm had to step back from a cell where no digit fitted.
    pub fn backtracks(&self) -> u64 {
        self.backtracks
    }

    fn fits(&self, cell: Cell, digit: Digit) -> bool {
        let g = self.grid.geometry();
        g.units_of(cell).all(|unit| {
            g.unit_cells(unit)
                .all(|other| self.grid.get(other) != Some(digit))
        })
    }
}

impl Iterator for Steps {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        if self.finished {
            return None;
        }
        if self.conflicting {
            self.finished = true;
            return Some(Step::NoSolution);
        }
        let n = self.grid.geometry().size() as u8;
        loop {
            let Some(&cell) = self.empties.get(self.depth) else {
                self.finished = true;
                return Some(Step::Solved);
            };
            if let Some(current) = self.grid.get(cell) {
                // Back from a dead end below: take this cell's digit out before trying the next.
                self.grid.set(cell, None);
                return Some(Step::Remove(cell, current));
            }
            let next = (self.tried[self.depth] + 1..=n)
                .filter_map(Digit::new)
                .find(|&d| self.fits(cell, d));
            match next {
                Some(digit) => {
                    self.tried[self.depth] = digit.get();
                    self.grid.set(cell, Some(digit));
                    self.depth += 1;
                    self.recursions += 1;
                    return Some(Step::Place(cell, digit));
                }
                None => {
                    self.tried[self.depth] = 0;
                    if self.depth == 0 {
                        self.finished = true;
                        return Some(Step::NoSolution);
                    }
                    self.depth -= 1;
                    self.backtracks += 1;
                }
            }
        }
    }
}

/// Runs the textbook algorithm to the end: the first solution in its order, if any.
pub fn solve(grid: &Grid) -> Option<Grid> {
    let mut steps = Steps::new(grid);
    for step in steps.by_ref() {
        match step {
            Step::Solved => return Some(steps.grid().clone()),
            Step::NoSolution => return None,
            Step::Place(..) | Step::Remove(..) => {}
        }
    }
    None
}
