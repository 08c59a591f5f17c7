//! The engine's heavier work in the browser: a hint, the grade shown when a puzzle is solved,
//! and the solution (for the first mistake and Solve).
//!
//! The solvers (the fast one with its tables, and the logic solver's thirty techniques and their
//! explanations) are a large part of the engine, and a player needs them only on asking for
//! one of these. In the split build
//! (feature `split`) these functions are `#[lazy]`: their code is a WebAssembly chunk of its own,
//! loaded on the first call, which keeps it out of the bundle a first visit downloads. Without
//! the feature they run at once. Either way callers await them.

use sudoku_core::{Grade, Grid};

use crate::game::{HintRequest, HintSession};

/// Works out the hint `request` asks for.
pub async fn hint(request: HintRequest) -> HintSession {
    #[cfg(feature = "split")]
    {
        split::hint(request).await
    }
    #[cfg(not(feature = "split"))]
    {
        request.work()
    }
}

/// Grades `givens`: the rating, the level and the techniques a solver of the ladder needs;
/// `None` if the givens do not make a proper puzzle.
pub async fn grade(givens: Grid) -> Option<Grade> {
    #[cfg(feature = "split")]
    {
        split::grade(givens).await
    }
    #[cfg(not(feature = "split"))]
    {
        sudoku_core::grade(&givens).ok()
    }
}

/// The solution of `givens`, if it has exactly one.
pub async fn solution(givens: Grid) -> Option<Grid> {
    #[cfg(feature = "split")]
    {
        split::solution(givens).await
    }
    #[cfg(not(feature = "split"))]
    {
        givens.solution()
    }
}

/// The lazy versions: each call awaits the chunk's loading (once), then runs.
#[cfg(feature = "split")]
mod split {
    use leptos::lazy;
    use sudoku_core::{Grade, Grid};

    use crate::game::{HintRequest, HintSession};

    #[lazy]
    pub fn hint(request: HintRequest) -> HintSession {
        request.work()
    }

    #[lazy]
    pub fn solution(givens: Grid) -> Option<Grid> {
        givens.solution()
    }

    #[lazy]
    pub fn grade(givens: Grid) -> Option<Grade> {
        sudoku_core::grade(&givens).ok()
    }
}
