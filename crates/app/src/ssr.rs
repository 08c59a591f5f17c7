//! Server-only helpers for the server functions: the clock and the cache of daily puzzles.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use std::time::{SystemTime, UNIX_EPOCH};

use sudoku_core::{Date, Level};

/// Today in UTC, by the server's clock.
pub fn today() -> Date {
    let days = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let days = i64::try_from(days).unwrap_or(0);
    Date::from_days_since_epoch(days).unwrap_or_else(crate::daily::first_day)
}

/// How many daily puzzles the cache keeps: every level of more than a year of days.
const CACHE_LIMIT: usize = 1200;

/// The puzzle line of the daily of `date` at `level`, generated once and then kept: each takes
/// a few milliseconds to make, and every visitor of the day asks for the same ones.
pub fn daily_puzzle(date: Date, level: Level) -> Option<String> {
    static CACHE: OnceLock<Mutex<HashMap<(Date, Level), String>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Mutex::default);
    if let Some(puzzle) = cache.lock().ok()?.get(&(date, level)) {
        return Some(puzzle.clone());
    }
    // Generated outside the lock, so one slow day does not hold up the others; two visitors
    // racing for the same new day both compute the same puzzle, which is harmless.
    let puzzle = sudoku_core::daily(date, level).ok()?.puzzle.to_string();
    let mut cache = cache.lock().ok()?;
    if cache.len() >= CACHE_LIMIT {
        cache.clear();
    }
    cache.insert((date, level), puzzle.clone());
    Some(puzzle)
}

/// How long a request may wait for a fresh puzzle. The generator bounds its own work by
/// attempts; this bounds the wait when the machine is busy.
const FRESH_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// A fresh puzzle's share code, made on a blocking thread so the server keeps answering other
/// requests meanwhile.
pub async fn fresh_code(geometry: sudoku_core::Geometry, level: Level) -> Result<String, String> {
    let seed = fresh_seed();
    let work = tokio::task::spawn_blocking(move || {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let options = sudoku_core::GenerateOptions {
            level,
            symmetry: sudoku_core::Symmetry::Rotational,
            max_attempts: 200,
            ..sudoku_core::GenerateOptions::default()
        };
        sudoku_core::generate(geometry, &options, &mut rng)
            .map(|made| sudoku_core::code::encode(&made.puzzle, None))
    });
    match tokio::time::timeout(FRESH_TIMEOUT, work).await {
        Ok(Ok(Ok(code))) => Ok(code),
        Ok(Ok(Err(error))) => Err(format!(
            "No puzzle came out this time ({error}); try again."
        )),
        Ok(Err(_)) | Err(_) => Err("Making the puzzle took too long; try again.".to_owned()),
    }
}

/// A seed that differs between requests: the clock's nanoseconds and a counter, mixed.
fn fresh_seed() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let count = COUNTER.fetch_add(1, Ordering::Relaxed);
    (nanos ^ count.rotate_left(32)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}
