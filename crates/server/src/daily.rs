//! The dailies: the day a request is served for, and each daily puzzle made once (on the work
//! pool) and handed to the page that shows it.
//!
//! [`pin_today`] works out "today" once per request (`site::daily::today`) and puts it in the
//! request's extensions (`Today`), where the figures, this module and the page all read
//! it. [`prepare`] makes the daily an address shows, or a booklet's dailies (`/print`), before
//! the page renders: pages render synchronously and never make a puzzle, so no async thread
//! ever runs the generator. The puzzles go to the page in the request (`PreparedDailies`) and
//! stay in a bounded cache for the next requests. One that cannot be made in time makes the
//! page say so (503).

use std::{
    sync::{Arc, OnceLock},
    time::SystemTime,
};

use app::booklet::Booklet;
use axum::{extract::Request, middleware::Next, response::Response};
use quick_cache::sync::Cache;
use site::{
    address::{Address, Page},
    daily::{shown_edition, Edition, PreparedDailies, Today},
};
use sudoku_core::{Date, GenerateError, Level};

/// The middleware that pins the day a request is served for (outside the others that need it).
pub async fn pin_today(mut request: Request, next: Next) -> Response {
    let today = site::daily::today(SystemTime::now());
    request.extensions_mut().insert(Today(today));
    next.run(request).await
}

/// The day [`pin_today`] pinned for `request` (the clock's, for a request that came another way).
pub fn today_of(request: &Request) -> Date {
    request
        .extensions()
        .get::<Today>()
        .map_or_else(|| site::daily::today(SystemTime::now()), |day| day.0)
}

/// The middleware: prepares the daily an address asks for (or a booklet's), then renders.
pub async fn prepare(mut request: Request, next: Next) -> Response {
    let today = today_of(&request);
    let mut prepared = PreparedDailies::default();
    let page = Page::of(request.uri().path());
    if let Page::Daily { date, level } = &page {
        if let Some((date, edition)) = shown_edition(date.as_deref(), level.as_deref(), today) {
            match prepare_edition(date, edition).await {
                Ok(text) => prepared.0.push(((date, edition), text)),
                Err(error) => tracing::warn!(%error, %date, %edition, "no daily puzzle"),
            }
        }
    }
    if page == Page::Print {
        let target = request.uri().path_and_query().map_or("/", |pq| pq.as_str());
        let address = Address::parse(target);
        let booklet = Booklet::from_query(
            address.query("level"),
            address.query("per"),
            address.query("sheets"),
        );
        prepared.0.extend(prepare_booklet(booklet, today).await);
    }
    request.extensions_mut().insert(prepared);
    next.run(request).await
}

/// Prepares the dailies a booklet (`/print`) is made of on the work pool, and returns them; the
/// page leaves out any that could not be made.
async fn prepare_booklet(booklet: Booklet, today: Date) -> Vec<((Date, Edition), Arc<str>)> {
    // All at once: the work pool bounds how many are made at the same time.
    let mut jobs = tokio::task::JoinSet::new();
    for date in booklet.dates(today) {
        jobs.spawn(async move { (date, prepare_edition(date, booklet.edition).await) });
    }
    let mut made = Vec::new();
    while let Some(done) = jobs.join_next().await {
        match done {
            Ok((date, Ok(puzzle))) => made.push(((date, booklet.edition), puzzle)),
            Ok((date, Err(error))) => {
                tracing::warn!(%error, %date, level = %booklet.edition, "no daily puzzle for a booklet");
            }
            Err(error) => tracing::warn!(%error, "a booklet's daily was not made"),
        }
    }
    made
}

/// How many daily puzzles the cache keeps: every level of more than seven years of days (about
/// 1.5 MB), so for years none is ever made twice; after that the least used go first.
const CACHE_CAPACITY: usize = 8192;

/// The puzzle lines of the dailies made so far, by date and level.
fn cache() -> &'static Cache<(Date, Level), Arc<str>> {
    static CACHE: OnceLock<Cache<(Date, Level), Arc<str>>> = OnceLock::new();
    CACHE.get_or_init(|| Cache::new(CACHE_CAPACITY))
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
    /// The variant generator gave up (it has not for any daily Killer so far).
    #[error(transparent)]
    Variant(#[from] sudoku_core::VariantError),
}

/// The puzzle line of the daily of `date` at `level`, made unless the cache has it. It is made
/// on the work pool (off the async threads, bounded in number and time), and only once:
/// requests that ask for it while it is being made wait for that one job (single flight). A
/// failure leaves nothing in the cache, so the next request tries again.
pub async fn prepare_daily(date: Date, level: Level) -> Result<Arc<str>, PrepareError> {
    cache()
        .get_or_insert_async(&(date, level), async move {
            let made = work::run_bounded(move || sudoku_core::daily(date, level)).await??;
            Ok::<_, PrepareError>(Arc::from(made.puzzle.to_string()))
        })
        .await
}

/// The text of the daily `edition` of `date` ([`Edition::read`] reads it back): a classic
/// daily's line ([`prepare_daily`]) or the Killer's share code ([`prepare_killer`]).
pub async fn prepare_edition(date: Date, edition: Edition) -> Result<Arc<str>, PrepareError> {
    match edition {
        Edition::Classic(level) => prepare_daily(date, level).await,
        Edition::Killer => prepare_killer(date).await,
    }
}

/// The daily Killers made so far, by date (a few hundred bytes each).
fn killer_cache() -> &'static Cache<Date, Arc<str>> {
    static CACHE: OnceLock<Cache<Date, Arc<str>>> = OnceLock::new();
    CACHE.get_or_init(|| Cache::new(CACHE_CAPACITY))
}

/// The daily Killer of `date` as its share code: made once (off the async runtime, bounded like
/// every CPU-heavy job) and kept, as the classic dailies are.
pub async fn prepare_killer(date: Date) -> Result<Arc<str>, PrepareError> {
    killer_cache()
        .get_or_insert_async(&date, async move {
            let made = work::run_bounded(move || sudoku_core::daily_killer(date)).await??;
            let code = sudoku_core::code::encode_puzzle(&made.puzzle, None);
            Ok::<_, PrepareError>(Arc::from(code))
        })
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What [`prepare`] makes for `path` on `today`.
    fn shown_at(path: &str, today: Date) -> Option<(Date, Edition)> {
        match Page::of(path) {
            Page::Daily { date, level } => shown_edition(date.as_deref(), level.as_deref(), today),
            _ => None,
        }
    }

    fn check(path: &str, expected: Option<(&str, Edition)>) {
        let today: Date = "2026-11-22".parse().expect("a date");
        let expected = expected.map(|(d, e)| (d.parse::<Date>().expect("a date"), e));
        assert_eq!(shown_at(path, today), expected, "{path}");
    }

    #[test]
    fn the_addresses_of_dailies() {
        check("/", Some(("2026-11-22", Level::Easy.into())));
        check(
            "/daily/2026-03-14",
            Some(("2026-03-14", Level::Easy.into())),
        );
        check(
            "/daily/2026-03-14/hard",
            Some(("2026-03-14", Level::Hard.into())),
        );
        check("/daily/2026-11-23", None);
        check("/daily/2025-12-31", None);
        check("/daily/2026-03-14/master", None);
        check("/daily/2026-03-14/hard/more", None);
        check("/daily", None);
        check("/p/1abc", None);
        check(
            "/daily/2026-03-14/killer",
            Some(("2026-03-14", Edition::Killer)),
        );
        check("/daily/2026-11-23/killer", None);
        check("/daily/2025-12-31/killer", None);
    }
}
