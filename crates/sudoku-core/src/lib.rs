//! The Sudoku engine: grids of every size, parsing, validation and solving, share codes and
//! imports from other sites.
//!
//! Pure Rust with no IO, no clock and no randomness of its own (an RNG is passed in), so it runs
//! the same on a server and in the browser as WebAssembly.
//!
//! ```
//! use sudoku_core::{solve, Grid, SolveOutcome};
//!
//! let puzzle: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()
//!     .expect("a 9×9 puzzle on one line");
//! match solve(&puzzle) {
//!     SolveOutcome::Unique(solution) => {
//!         assert!(solution.is_full());
//!         assert!(sudoku_core::conflicts(&solution).is_empty());
//!     }
//!     other => panic!("a proper puzzle has one solution, not {other:?}"),
//! }
//! ```
#![warn(missing_docs)]

pub mod code;
mod colour;
mod daily;
mod date;
mod digit;
mod generate;
mod geometry;
mod grade;
mod grid;
mod import;
mod logic;
mod named;
mod parse;
pub mod practice;
mod progress;
mod random;
mod rules;
mod solver;
mod tables9;
#[cfg(test)]
mod testing;
/// The engine by the name the integration tests use, for the test support it shares with them.
#[cfg(test)]
extern crate self as sudoku_core;
mod validate;

pub use colour::{Colour, ColourSet, Colours};
pub use daily::{daily, daily_killer, DAILY_KILLER_LEVEL, DAILY_LEVELS};
pub use date::{days_in_month, is_leap_year, Date, DateError, Weekday};
pub use digit::{Cell, Digit, DigitSet};
pub use generate::{
    generate, generate_cancellable, GenerateError, GenerateOptions, Generated, Method, Symmetry,
    SymmetryError,
};
pub use geometry::{Geometry, GeometryError, Unit, MAX_SIZE};
pub use grade::{grade, grade_puzzle, Grade, BEYOND_LADDER};
pub use grid::Grid;
pub use import::{
    fpuzzles_link, import, import_described, import_puzzle, sudokupad_link, to_fpuzzles,
    DataProblem, Described, ForeignRules, ImportError, Site, SiteProblem,
};
pub use logic::{
    by_cell, hint, hint_puzzle, removed_by_digit, set_name, Candidate, Explanation, Hint, Level,
    LevelError, LogicError, LogicOptions, LogicSolver, Rating, Sentence, Shade, Step, Technique,
    TechniqueError, Value as ExplanationValue,
};
pub use parse::{parse_pe96, ParseError, Pe96Error};
pub use progress::{CellProgress, Progress};
pub use rules::{
    generate_variant, Breach, Cage, CageAid, Constraint, GeneratedVariant, Kind, Puzzle, Rules,
    RulesError, VariantError,
};
pub use solver::textbook;
pub use solver::{
    count_solutions, count_solutions_with_stats, first_solution, is_uniquely_solvable,
    random_solution, solve, solve_with_stats, SolveOutcome, Stats,
};
pub use validate::{conflicting_cells, conflicts, validate, Conflict, Verdict};
