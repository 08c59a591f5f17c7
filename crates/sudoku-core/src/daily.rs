//! Daily puzzles: one 9×9 puzzle per date and level, the same forever. The seed comes from the
//! date and the level through SplitMix64 (not std's hasher, whose output may change between
//! Rust releases), and the puzzle from the generator with a ChaCha RNG of that seed.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::generate::{generate, GenerateError, GenerateOptions, Generated, Method, Symmetry};
use crate::logic::Level;
use crate::rules::{generate_variant, GeneratedVariant, Kind, VariantError};
use crate::{Date, Geometry};

/// The levels published each day.
pub const DAILY_LEVELS: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

/// The puzzle of `date` at `level`: 9×9, symmetric under a half turn. Deterministic: the same
/// date and level give the same puzzle on every platform and in every later version (a golden
/// test pins several).
pub fn daily(date: Date, level: Level) -> Result<Generated, GenerateError> {
    let options = GenerateOptions {
        level,
        symmetry: Symmetry::Rotational,
        // Far more than a day ever needs, and still a bound on the work.
        max_attempts: 500,
        // The generator as the first dailies were made, so that no date's puzzle changes.
        method: Method::Frozen,
        ..GenerateOptions::default()
    };
    let mut rng = ChaCha8Rng::from_seed(seed(date, level));
    generate(Geometry::standard(), &options, &mut rng)
}

/// The level of the daily Killer.
pub const DAILY_KILLER_LEVEL: Level = Level::Medium;

/// The killer puzzle of `date`: 9×9, a medium killer with few or no givens. Deterministic as
/// [`daily`] is (a golden test pins some), from a seed of its own.
pub fn daily_killer(date: Date) -> Result<GeneratedVariant, VariantError> {
    let mut rng = ChaCha8Rng::from_seed(seed_tagged(date, DAILY_KILLER_LEVEL, KILLER_TAG));
    generate_variant(Kind::Killer, DAILY_KILLER_LEVEL, 500, &mut rng)
}

/// The version tag of the classic dailies' seeds.
const CLASSIC_TAG: u64 = 0x5355_444f_4b55_0001;

/// The version tag of the daily Killer's seeds.
const KILLER_TAG: u64 = 0x4b49_4c4c_4552_0001;

/// The 32-byte seed of a date and level.
fn seed(date: Date, level: Level) -> [u8; 32] {
    seed_tagged(date, level, CLASSIC_TAG)
}

/// The 32-byte seed of a date and level under a derivation's version tag.
fn seed_tagged(date: Date, level: Level, tag: u64) -> [u8; 32] {
    let level = Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u64;
    // The day number, the level and a version tag for this derivation, mixed into one state.
    let mut state = (date.days_since_epoch() as u64)
        .wrapping_mul(8)
        .wrapping_add(level)
        ^ tag;
    let mut seed = [0u8; 32];
    for chunk in seed.chunks_exact_mut(8) {
        chunk.copy_from_slice(&splitmix64(&mut state).to_le_bytes());
    }
    seed
}

/// One step of SplitMix64 (Steele, Lea and Flood, 2014).
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests;
