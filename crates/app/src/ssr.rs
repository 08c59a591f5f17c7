//! Server-only helpers for rendering pages: the clock and the cache of daily puzzles.

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
