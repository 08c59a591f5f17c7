//! Server-only helpers for rendering pages: the clock, and the cache of daily puzzles.
//!
//! Pages render synchronously, so they must not make a puzzle while rendering: that would run
//! the generator on an async thread, holding up every other request on it. Instead the
//! server's middleware calls [`prepare_daily`] for a daily's address before the page renders;
//! it makes the puzzle on the work pool (once, however many requests ask for it at the same
//! time) and keeps it in a bounded cache, and the page only reads the cache
//! ([`daily_puzzle`]).

use std::sync::{Arc, OnceLock};
use std::time::{SystemTime, UNIX_EPOCH};

use leptos::prelude::use_context;
use quick_cache::sync::Cache;
use sudoku_core::{Date, GenerateError, Level};

/// Today in UTC, by the server's clock.
pub fn clock_today() -> Date {
    let days = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let days = i64::try_from(days).unwrap_or(0);
    Date::from_days_since_epoch(days).unwrap_or_else(crate::daily::first_day)
}

/// The day a request is served for, which the server puts into the request's extensions as
/// it comes in: the page rendered afterwards names the same day as the puzzle prepared for
/// it, even if midnight passes in between.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestDay(pub Date);

/// Today for the page being rendered: the request's [`RequestDay`], else the clock's.
pub fn today() -> Date {
    use_context::<http::request::Parts>()
        .and_then(|parts| parts.extensions.get::<RequestDay>().copied())
        .map_or_else(clock_today, |RequestDay(day)| day)
}

/// How many daily puzzles the cache keeps: every level of more than seven years of days (about
/// 1.5 MB), so for years none is ever made twice; after that the least used go first.
const CACHE_CAPACITY: usize = 8192;

/// The puzzle lines of the dailies made so far, by date and level.
fn cache() -> &'static Cache<(Date, Level), Arc<str>> {
    static CACHE: OnceLock<Cache<(Date, Level), Arc<str>>> = OnceLock::new();
    CACHE.get_or_init(|| Cache::new(CACHE_CAPACITY))
}

/// The puzzle line of the daily of `date` at `level`, if [`prepare_daily`] has made it for
/// this request ([`PreparedDailies`]) or before. Pages call this while rendering; it never
/// makes a puzzle.
pub fn daily_puzzle(date: Date, level: Level) -> Option<String> {
    let prepared = use_context::<http::request::Parts>().and_then(|parts| {
        let dailies = parts.extensions.get::<PreparedDailies>()?;
        dailies
            .0
            .iter()
            .find(|(key, _)| *key == (date, level))
            .map(|(_, puzzle)| puzzle.to_string())
    });
    prepared.or_else(|| cache().get(&(date, level)).map(|puzzle| puzzle.to_string()))
}

/// Why a daily could not be prepared.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrepareError {
    /// The work pool was busy or too slow.
    #[error(transparent)]
    Work(#[from] work::WorkError),
    /// The generator gave up (it never has for a daily).
    #[error(transparent)]
    Generate(#[from] GenerateError),
}

/// Makes the daily of `date` at `level` unless the cache has it, and returns its puzzle line.
/// It is made on the work pool (off the async threads, bounded in number and time), and only
/// once: requests that ask for it while it is being made wait for that one job (single
/// flight). A failure leaves nothing in the cache, so the next request tries again.
pub async fn prepare_daily(date: Date, level: Level) -> Result<Arc<str>, PrepareError> {
    cache()
        .get_or_insert_async(&(date, level), async move {
            let made = work::run_bounded(move || sudoku_core::daily(date, level)).await??;
            Ok::<_, PrepareError>(Arc::from(made.puzzle.to_string()))
        })
        .await
}

/// The dailies prepared for the request being answered, which the server puts into its
/// extensions: the page reads its puzzle from here first, so it never depends on the cache
/// still holding what was made for it a moment before (a cache may decline or drop an entry).
#[derive(Debug, Clone, Default)]
pub struct PreparedDailies(pub Vec<((Date, Level), Arc<str>)>);
