//! `/` and `/daily/DATE[/LEVEL]`: the daily puzzle is made before its page renders.
//!
//! Pages render synchronously and only read the cache of dailies (`app::ssr`). This
//! middleware pins the day the request is served for, and for a daily's address awaits
//! `app::ssr::prepare_daily`, which makes the puzzle once on the work pool, so no async thread
//! ever runs the generator. If it cannot be made in time, the page says so (503).

use axum::{extract::Request, middleware::Next, response::Response};
use sudoku_core::{Date, Geometry, Grid, Level};

use app::address::{Address, Page};
use app::booklet::Booklet;
use app::daily::{answer, DailyAnswer};
use app::ssr::{clock_today, prepare_daily, PreparedDailies, RequestDay};

/// The middleware: pins the day, prepares the daily an address asks for, then renders.
pub async fn prepare(mut request: Request, next: Next) -> Response {
    let today = clock_today();
    request.extensions_mut().insert(RequestDay(today));
    let mut prepared = PreparedDailies::default();
    if let Some((date, level)) = daily_of(request.uri().path(), today) {
        match prepare_daily(date, level).await {
            Ok(puzzle) => prepared.0.push(((date, level), puzzle)),
            Err(error) => tracing::warn!(%error, %date, %level, "no daily puzzle"),
        }
    }
    if Page::of(request.uri().path()) == Page::Print {
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
async fn prepare_booklet(
    booklet: Booklet,
    today: Date,
) -> Vec<((Date, Level), std::sync::Arc<str>)> {
    // All at once: the work pool bounds how many are made at the same time.
    let mut jobs = tokio::task::JoinSet::new();
    for date in booklet.dates(today) {
        jobs.spawn(async move { (date, prepare_daily(date, booklet.level).await) });
    }
    let mut made = Vec::new();
    while let Some(done) = jobs.join_next().await {
        match done {
            Ok((date, Ok(puzzle))) => made.push(((date, booklet.level), puzzle)),
            Ok((date, Err(error))) => {
                tracing::warn!(%error, %date, level = %booklet.level, "no daily puzzle for a booklet");
            }
            Err(error) => tracing::warn!(%error, "a booklet's daily was not made"),
        }
    }
    made
}

/// The daily that `path` shows, if it shows one: today's easy one on `/`, or the date and level
/// of `/daily/DATE[/LEVEL]` when the page will show a puzzle (the rules are the page's own).
fn daily_of(path: &str, today: Date) -> Option<(Date, Level)> {
    let Page::Daily { date, level } = Page::of(path) else {
        return None;
    };
    let mut asked = None;
    let shown = answer(date.as_deref(), level.as_deref(), today, |date, level| {
        asked = Some((date, level));
        Some(Grid::empty(Geometry::standard()))
    });
    matches!(shown, DailyAnswer::Puzzle { .. })
        .then_some(asked)
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(path: &str, expected: Option<(&str, Level)>) {
        let today: Date = "2026-11-22".parse().expect("a date");
        let expected = expected.map(|(d, l)| (d.parse::<Date>().expect("a date"), l));
        assert_eq!(daily_of(path, today), expected, "{path}");
    }

    #[test]
    fn the_addresses_of_dailies() {
        check("/", Some(("2026-11-22", Level::Easy)));
        check("/daily/2026-03-14", Some(("2026-03-14", Level::Easy)));
        check("/daily/2026-03-14/hard", Some(("2026-03-14", Level::Hard)));
        check("/daily/2026-11-23", None);
        check("/daily/2025-12-31", None);
        check("/daily/2026-03-14/master", None);
        check("/daily/2026-03-14/hard/more", None);
        check("/daily", None);
        check("/p/1abc", None);
    }
}
