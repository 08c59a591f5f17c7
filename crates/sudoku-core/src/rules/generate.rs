//! Making variant puzzles: a random full grid of the rules (on random connected regions for a
//! jigsaw), then, for killer, cages grown over it; givens are removed, in rotational pairs,
//! while the puzzle keeps one solution and the ladder, capped at the level asked for, still
//! solves it. Of the puzzles met, one that grades at exactly the level is kept.

use crate::logic::Level;
use crate::{Geometry, Grid};

use super::shapes::{grow_cages, random_regions};
use super::{Kind, Puzzle, Rules};

/// A generated variant puzzle with its solution and level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneratedVariant {
    /// The rules and givens.
    pub puzzle: Puzzle,
    /// The one solution.
    pub solution: Grid,
    /// The level it grades at.
    pub level: Level,
    /// The attempts made, this one included.
    pub attempts: u32,
}

/// Why no variant puzzle came out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    /// The classic kind is made by [`crate::generate`].
    #[error("classic puzzles are made by the classic generator")]
    Classic,
    /// No attempt graded at the level.
    #[error("no {level} {kind} found in {attempts} attempts")]
    GaveUp {
        /// The kind asked for.
        kind: Kind,
        /// The level asked for.
        level: Level,
        /// The attempts made.
        attempts: u32,
    },
}

/// The most nodes a random fill may visit before its regions are given up as too hard to fill.
const FILL_BUDGET: u64 = 2_000;

/// A 9×9 puzzle of `kind` at `level`, from `rng`, within `max_attempts` attempts.
pub fn generate_variant<R: rand::Rng + ?Sized>(
    kind: Kind,
    level: Level,
    max_attempts: u32,
    rng: &mut R,
) -> Result<GeneratedVariant, VariantError> {
    let geometry = Geometry::standard();
    for attempt in 1..=max_attempts.max(1) {
        let rules = match kind {
            Kind::Classic => return Err(VariantError::Classic),
            Kind::Diagonal => Rules::classic(geometry).with_diagonals(),
            Kind::Killer => Rules::classic(geometry),
            Kind::Jigsaw => {
                let regions = random_regions(geometry.size(), rng);
                match Rules::classic(geometry).with_regions(&regions) {
                    Ok(rules) => rules,
                    Err(_) => continue,
                }
            }
        };
        // A random fill can wander into a large dead part of the search: a few short
        // tries on the same rules do better than one long one.
        let Some(solution) = (0..5).find_map(|_| rules.random_fill(rng, FILL_BUDGET)) else {
            continue;
        };
        let rules = if kind == Kind::Killer {
            // Cages of two to four cells make hard killers more often than larger ones, which
            // mostly need more givens than a hard puzzle has.
            let sizes = match level {
                Level::Easy => (2, 3),
                _ => (2, 4),
            };
            match rules.with_cages(grow_cages(&solution, sizes, rng)) {
                Ok(rules) => rules,
                Err(_) => continue,
            }
        } else {
            rules
        };
        if let Some((puzzle, graded)) = super::dig::dig(&rules, &solution, level, rng) {
            if graded == level {
                return Ok(GeneratedVariant {
                    puzzle,
                    solution,
                    level,
                    attempts: attempt,
                });
            }
        }
    }
    Err(VariantError::GaveUp {
        kind,
        level,
        attempts: max_attempts.max(1),
    })
}
