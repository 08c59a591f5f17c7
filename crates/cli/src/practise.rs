//! `sudoku practise`: positions for drilling one technique, one per line, in the engine's text
//! form (`sudoku_core::practice::practise`): the 81 digits (`.` for an empty cell), a space, then the
//! candidates of the 81 cells separated by commas (empty for a cell holding a digit); a
//! variant technique's position then has its puzzle's share code, which holds the rules.

use std::io::{self, Write};
use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_core::practice::practise;
use sudoku_core::Technique;

/// Prints `count` positions of the technique named `name` from one seeded RNG; with `stats`,
/// each position's time and the median to standard error.
pub fn run(name: &str, count: usize, seed: u64, stats: bool) -> io::Result<bool> {
    let technique: Technique = match name.parse() {
        Ok(technique) => technique,
        Err(error) => {
            eprintln!("{error}");
            return Ok(false);
        }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = io::stdout().lock();
    let mut times = Vec::with_capacity(count);
    for _ in 0..count {
        let started = Instant::now();
        let made = practise(technique, &mut rng);
        times.push(started.elapsed().as_secs_f64() * 1e3);
        match made {
            Ok(practice) => writeln!(out, "{practice}")?,
            Err(error) => {
                eprintln!("{error}");
                return Ok(false);
            }
        }
    }
    if stats && !times.is_empty() {
        times.sort_by(f64::total_cmp);
        eprintln!(
            "{technique}: {count} positions, median {:.3} ms, max {:.3} ms",
            times[times.len() / 2],
            times[times.len() - 1]
        );
    }
    Ok(true)
}
