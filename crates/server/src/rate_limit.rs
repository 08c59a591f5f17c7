//! A per-client rate limit on the routes that do work.
//!
//! Pages and static files are cheap and cached; `/new` (which generates a puzzle) costs CPU, so
//! a client may make only so many of those requests per minute, after an initial burst (GCRA,
//! from the `governor` crate). Over the limit, the answer is 429 with `Retry-After`.
//!
//! The client is the request's [`Client`] (its address, or behind a trusted proxy the one the
//! proxy names; IPv6 by /64).

use std::{
    net::IpAddr,
    num::NonZeroU32,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use axum::{
    extract::{Request, State},
    middleware::Next,
    response::{IntoResponse, Response},
};
use governor::{clock::Clock, DefaultKeyedRateLimiter, Quota};

use crate::{client::Client, error::AppError};

/// The paths that do work and so are rate limited: `/new`, which makes a puzzle, `/api/`,
/// where results are checked, sync documents stored and rooms made, and `/r/`, a room's page,
/// which reads its board from the database. A new route that does work goes here too; one
/// that finds only as it reads a request that it does work (a `/p/` link to import) calls
/// [`charge`].
pub const WORK_PATHS: &[&str] = &["/new", "/api", "/r"];

/// Whether `path` is one of the [`WORK_PATHS`] or below one (`/new`, `/new/16x16`, not
/// `/newest`).
pub fn is_work_path(path: &str) -> bool {
    WORK_PATHS.iter().any(|work| match path.strip_prefix(work) {
        Some(rest) => rest.is_empty() || rest.starts_with('/'),
        None => false,
    })
}

/// The shared limiter state.
#[derive(Debug)]
pub struct RateLimit {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    started: Instant,
    /// Seconds after `started` of the last sweep of idle clients.
    last_sweep: AtomicU64,
}

/// How often clients that are back at a full burst are forgotten, to bound the memory.
const SWEEP_EVERY: Duration = Duration::from_secs(60);

impl RateLimit {
    /// A limit of `per_minute` requests after a burst of `burst`; `None` when `per_minute` is 0
    /// (no limit).
    pub fn new(per_minute: u32, burst: u32) -> Option<Arc<Self>> {
        let per_minute = NonZeroU32::new(per_minute)?;
        let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
        let quota =
            Quota::with_period(Duration::from_secs(60) / per_minute.get())?.allow_burst(burst);
        Some(Arc::new(Self {
            limiter: DefaultKeyedRateLimiter::keyed(quota),
            started: Instant::now(),
            last_sweep: AtomicU64::new(0),
        }))
    }

    /// Counts one request from `client`; `Err` with the wait until the next would pass.
    pub fn check(&self, client: IpAddr) -> Result<(), Duration> {
        self.sweep_now_and_then();
        self.limiter
            .check_key(&client)
            .map_err(|not_until| not_until.wait_time_from(self.limiter.clock().now()))
    }

    fn sweep_now_and_then(&self) {
        let now = self.started.elapsed().as_secs();
        let last = self.last_sweep.load(Ordering::Relaxed);
        if now.saturating_sub(last) >= SWEEP_EVERY.as_secs()
            && self
                .last_sweep
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            self.limiter.retain_recent();
            self.limiter.shrink_to_fit();
        }
    }
}

/// A request's account with the limit, which the middleware hands every request it does not
/// count, for [`charge`].
#[derive(Debug, Clone)]
struct Account {
    limit: Arc<RateLimit>,
    client: IpAddr,
}

/// The middleware: counts requests to [`WORK_PATHS`] and answers 429 over the limit; hands
/// the others their [`Account`].
pub async fn limit(
    State(limit): State<Arc<RateLimit>>,
    mut request: Request,
    next: Next,
) -> Response {
    let Client(client) = client_of(&request);
    if !is_work_path(request.uri().path()) {
        request.extensions_mut().insert(Account { limit, client });
        return next.run(request).await;
    }
    match limit.check(client) {
        Ok(()) => next.run(request).await,
        Err(wait) => AppError::RateLimited { retry_after: wait }.into_response(),
    }
}

/// Counts `request` as one that does work, as if its path were one of [`WORK_PATHS`]: the
/// error answers 429 over the limit. Free when the site has no limit.
pub fn charge(request: &Request) -> Result<(), AppError> {
    match request.extensions().get::<Account>() {
        Some(Account { limit, client }) => limit
            .check(*client)
            .map_err(|wait| AppError::RateLimited { retry_after: wait }),
        None => Ok(()),
    }
}

/// The request's client, as the `client` middleware found it.
fn client_of(request: &Request) -> Client {
    request
        .extensions()
        .get::<Client>()
        .copied()
        .unwrap_or(Client(IpAddr::from([0, 0, 0, 0])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_paths() {
        assert!(is_work_path("/new"));
        assert!(is_work_path("/new/16x16"));
        assert!(!is_work_path("/newest"));
        assert!(!is_work_path("/"));
        assert!(is_work_path("/api/daily/results"));
        assert!(!is_work_path("/apis"));
        assert!(!is_work_path("/pkg/sudoku.js"));
        assert!(is_work_path("/r/0123456789abcdef0123456789abcdef"));
        assert!(!is_work_path("/robots.txt"));
        assert!(!is_work_path("/p/1abc"));
    }

    #[test]
    fn a_burst_then_the_rate() {
        let limit = RateLimit::new(60, 3).expect("a limit");
        let client = IpAddr::from([192, 0, 2, 1]);
        for _ in 0..3 {
            assert_eq!(limit.check(client), Ok(()));
        }
        let wait = limit.check(client).expect_err("over the burst");
        assert!(wait <= Duration::from_secs(1), "{wait:?}");
        // Another client has its own budget.
        assert_eq!(limit.check(IpAddr::from([192, 0, 2, 2])), Ok(()));
    }

    #[test]
    fn zero_turns_the_limit_off() {
        assert!(RateLimit::new(0, 10).is_none());
    }
}
