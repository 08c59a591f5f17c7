//! Generating puzzles of a chosen level: a random full grid, then givens removed (in a chosen
//! symmetry) while the ladder, capped at the target level, still solves the puzzle, which also
//! proves its solution unique. A removal that keeps one solution but needs more than the target
//! is repaired, while the target is not reached yet, by putting back another given where the
//! ladder got stuck. Of the puzzles met on the way, the last one at exactly the target level is
//! kept; if none was, the attempt starts over with another order of removal (a dig), on the
//! same grid or a fresh one ([`Method`]), up to a bound. Master puzzles are only checked for
//! one solution on the way and graded at the end, where the ladder must finish them (unless
//! [`GenerateOptions::allow_beyond_ladder`]).
//!
//! Here: the options, the result and the loop over digs. In `generate/`: the symmetries and
//! their orbits (`symmetry.rs`), one dig with its repairs (`attempt.rs`), the 9×9 tests of
//! whether the singles put removed cells back (`singles9.rs`), the unavoidable sets of a
//! full grid (`unavoidable9.rs`), the positions where the ladder got stuck (`stuck.rs`) and
//! the swaps of a dig still below its target (`swap9.rs`); the last two for [`Method::Fast`]
//! only.

mod attempt;
mod singles9;
mod stuck;
mod swap9;
mod symmetry;
mod unavoidable9;

use crate::grade::{Grade, Grader};
use crate::logic::{Level, LogicOptions};
use crate::random::shuffle;
use crate::solver::{givens9, grid9, random_grid9};
use crate::{Geometry, Grid};

use attempt::attempt;
use stuck::Stuck;
use symmetry::orbits;
pub use symmetry::{Symmetry, SymmetryError};
use unavoidable9::Unavoidable9;

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The level the puzzle must grade at, exactly.
    pub level: Level,
    /// The pattern of the givens.
    pub symmetry: Symmetry,
    /// How many digs (orders of removal from a full grid) to try before giving up: the bound
    /// on the work done.
    pub max_attempts: u32,
    /// Whether a Master puzzle may be beyond the ladder: harder than every technique it knows,
    /// so a hint would find no step. Off by default: Master puzzles need chains, almost
    /// locked sets or forcing chains, and the ladder finishes them.
    pub allow_beyond_ladder: bool,
    /// How full grids are used: [`Method::Fast`] unless the puzzles of a seed must stay the
    /// ones an earlier version made.
    pub method: Method,
}

/// How the generator uses its full grids. Both methods give puzzles of the level, symmetry and
/// single solution asked for, each deterministic for a seed; they differ in which puzzle a seed
/// gives.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Method {
    /// Each full grid is dug out in [`DIGS_PER_GRID`] different orders before a new one is
    /// drawn: most digs miss the level, a new grid costs more than a dig's easy part, and the
    /// unavoidable sets met in a grid's earlier digs settle removals of its later ones
    /// without a search.
    #[default]
    Fast,
    /// A new full grid for every dig, as the generator drew them when the first daily puzzles
    /// were published. The dailies use it, so every date keeps its puzzle: frozen, like the
    /// rest of what the dailies depend on (a golden test pins them).
    Frozen,
}

/// How many orders [`Method::Fast`] digs one full grid in.
pub const DIGS_PER_GRID: u32 = 10;

impl Default for GenerateOptions {
    /// A medium puzzle without symmetry, at most 100 digs, never beyond the ladder, made the
    /// fast way.
    fn default() -> Self {
        GenerateOptions {
            level: Level::Medium,
            symmetry: Symmetry::None,
            max_attempts: 100,
            allow_beyond_ladder: false,
            method: Method::Fast,
        }
    }
}

/// A generated puzzle with its solution and grade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// The givens.
    pub puzzle: Grid,
    /// The one solution.
    pub solution: Grid,
    /// The grade, at the level asked for.
    pub grade: Grade,
    /// The digs tried, this one included.
    pub attempts: u32,
}

/// Why no puzzle came out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// No grid of the attempts gave a puzzle of the level asked for (for Master, one the
    /// ladder finishes, unless [`GenerateOptions::allow_beyond_ladder`]).
    #[error("no {level} puzzle found in {attempts} attempts")]
    GaveUp {
        /// The level asked for.
        level: Level,
        /// The grids tried.
        attempts: u32,
    },
    /// The caller's check said to stop (see [`generate_cancellable`]).
    #[error("stopped after {attempts} attempts")]
    Cancelled {
        /// The grids tried before stopping.
        attempts: u32,
    },
}

/// Generates a puzzle of `geometry` at exactly `options.level`, drawing only `next_u32` from
/// `rng`, so a seeded RNG gives the same puzzle on every platform.
pub fn generate<R: rand::Rng + ?Sized>(
    geometry: Geometry,
    options: &GenerateOptions,
    rng: &mut R,
) -> Result<Generated, GenerateError> {
    generate_cancellable(geometry, options, rng, &|| false)
}

/// [`generate`], stopping with [`GenerateError::Cancelled`] once `cancelled` returns true. It
/// is asked before each grid and each removal, so the caller's deadline or shutdown ends the
/// work within about one grading. What it reads (a flag another thread sets, say) is the
/// caller's business: the engine itself has no clock. Until it says stop, the puzzle is the one
/// `generate` makes from the same RNG.
pub fn generate_cancellable<R: rand::Rng + ?Sized>(
    geometry: Geometry,
    options: &GenerateOptions,
    rng: &mut R,
    cancelled: &dyn Fn() -> bool,
) -> Result<Generated, GenerateError> {
    let mut grader = Grader::new(geometry);
    let orbits = orbits(geometry, options.symmetry);
    let mut order: Vec<usize> = Vec::with_capacity(orbits.len());
    let mut solution = Grid::empty(geometry);
    let mut unavoidable = Unavoidable9::default();
    let mut stuck = Stuck::new(options.method == Method::Fast);
    for attempts in 1..=options.max_attempts {
        if cancelled() {
            return Err(GenerateError::Cancelled {
                attempts: attempts - 1,
            });
        }
        if options.method == Method::Frozen || (attempts - 1) % DIGS_PER_GRID == 0 {
            // Fast draws its grids with the fast search; Frozen keeps the draws the dailies
            // were made from.
            let fast = (options.method == Method::Fast && geometry == Geometry::standard())
                .then(|| random_grid9(rng))
                .flatten();
            solution = match fast {
                Some(values) => grid9(&values),
                None => Grid::random_solved(geometry, rng),
            };
            if geometry == Geometry::standard() {
                unavoidable = Unavoidable9::new(&givens9(&solution));
            }
            stuck.clear();
        }
        order.clear();
        order.extend(0..orbits.len());
        shuffle(&mut order, rng);
        if let Some((puzzle, graded)) = attempt(
            &mut grader,
            &solution,
            &orbits,
            &order,
            options.level,
            &mut unavoidable,
            &mut stuck,
            cancelled,
            options.method == Method::Fast,
        ) {
            let unique = LogicOptions {
                unique: true,
                up_to: Level::Master,
            };
            // The grade `grade` gives: most often known from the dig's last look at the
            // puzzle, else graded again (a Master puzzle, or one whose last removal the singles
            // put back).
            let grade =
                graded.or_else(|| grader.run(&puzzle, unique).is_ok().then(|| grader.grade()));
            if let Some(grade) = grade {
                if grade.level == options.level
                    && (options.allow_beyond_ladder || !grade.beyond_ladder)
                {
                    return Ok(Generated {
                        puzzle,
                        solution: solution.clone(),
                        grade,
                        attempts,
                    });
                }
            }
        }
    }
    Err(GenerateError::GaveUp {
        level: options.level,
        attempts: options.max_attempts,
    })
}

#[cfg(test)]
mod tests;
