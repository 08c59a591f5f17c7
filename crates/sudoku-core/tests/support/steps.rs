//! The check of a step against a solution, shared by the test files that include this one
//! (`#[path = "support/steps.rs"] mod steps;`) and by the engine's own tests (`src/testing.rs`),
//! so they agree on what a sound step is.

use std::fmt::Display;

use sudoku_core::{Grid, Step};

/// Checks that `step` is true of `solution`: each placement puts the solution's digit and no
/// elimination removes it. `context` says where, on a failure.
pub fn assert_true_of(step: &Step, solution: &Grid, context: impl Display) {
    for c in step.placements() {
        assert_eq!(solution.get(c.cell), Some(c.digit), "{context}");
    }
    for c in step.eliminations() {
        assert_ne!(solution.get(c.cell), Some(c.digit), "{context}");
    }
}
