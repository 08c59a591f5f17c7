//! A per-client rate limit on the routes that do work.
//!
//! Pages and static files are cheap and cached; `/new` (which generates a puzzle) costs CPU, so
//! a client may make only so many of those requests per minute, after an initial burst (GCRA,
//! from the `governor` crate). Over the limit, the answer is 429 with `Retry-After`.
//!
//! The client is the connection's peer address, or with `SUDOKU_TRUST_PROXY` the last address of
//! `X-Forwarded-For`, the one the reverse proxy in front added (the ones before it are whatever
//! the client sent). IPv6 clients are counted by their /64 network, since one host commonly has
//! a whole /64 to pick addresses from.

use std::{
    net::{IpAddr, Ipv6Addr, SocketAddr},
    num::NonZeroU32,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use axum::{
    extract::{ConnectInfo, Request, State},
    middleware::Next,
    response::{IntoResponse, Response},
};
use governor::{clock::Clock, DefaultKeyedRateLimiter, Quota};

use crate::error::AppError;

/// The paths that do work and so are rate limited: `/new`, which makes a puzzle, and `/api/`,
/// where results are checked and sync documents stored. A new route that does work goes here
/// too.
pub const WORK_PATHS: &[&str] = &["/new", "/api"];

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
    trust_proxy: bool,
    started: Instant,
    /// Seconds after `started` of the last sweep of idle clients.
    last_sweep: AtomicU64,
}

/// How often clients that are back at a full burst are forgotten, to bound the memory.
const SWEEP_EVERY: Duration = Duration::from_secs(60);

impl RateLimit {
    /// A limit of `per_minute` requests after a burst of `burst`; `None` when `per_minute` is 0
    /// (no limit).
    pub fn new(per_minute: u32, burst: u32, trust_proxy: bool) -> Option<Arc<Self>> {
        let per_minute = NonZeroU32::new(per_minute)?;
        let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
        let quota =
            Quota::with_period(Duration::from_secs(60) / per_minute.get())?.allow_burst(burst);
        Some(Arc::new(Self {
            limiter: DefaultKeyedRateLimiter::keyed(quota),
            trust_proxy,
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

    /// The address requests from this client are counted under.
    fn client(&self, request: &Request) -> IpAddr {
        let forwarded = self
            .trust_proxy
            .then(|| last_forwarded_for(request))
            .flatten();
        let peer = || {
            request
                .extensions()
                .get::<ConnectInfo<SocketAddr>>()
                .map(|ConnectInfo(addr)| addr.ip())
        };
        // Without a peer address (only in tests that call the router directly), every request
        // counts against one shared key.
        let ip = forwarded
            .or_else(peer)
            .unwrap_or(IpAddr::from([0, 0, 0, 0]));
        counted_as(ip)
    }
}

/// The middleware: counts requests to [`WORK_PATHS`] and answers 429 over the limit.
pub async fn limit(State(limit): State<Arc<RateLimit>>, request: Request, next: Next) -> Response {
    if !is_work_path(request.uri().path()) {
        return next.run(request).await;
    }
    let client = limit.client(&request);
    match limit.check(client) {
        Ok(()) => next.run(request).await,
        Err(wait) => AppError::RateLimited { retry_after: wait }.into_response(),
    }
}

fn last_forwarded_for(request: &Request) -> Option<IpAddr> {
    let header = request
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .next_back()?;
    let last = header.to_str().ok()?.rsplit(',').next()?.trim();
    last.parse().ok()
}

/// IPv4 addresses as they are; IPv6 addresses by their /64 network (IPv4-mapped ones as IPv4).
fn counted_as(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let [a, b, c, d, ..] = v6.segments();
                IpAddr::V6(Ipv6Addr::new(a, b, c, d, 0, 0, 0, 0))
            }
        },
    }
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
    }

    #[test]
    fn a_burst_then_the_rate() {
        let limit = RateLimit::new(60, 3, false).expect("a limit");
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
        assert!(RateLimit::new(0, 10, false).is_none());
    }

    #[test]
    fn ipv6_clients_count_by_their_network() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().expect("an address");
        let b: IpAddr = "2001:db8:1:2:bbbb::2".parse().expect("an address");
        assert_eq!(counted_as(a), counted_as(b));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().expect("an address");
        assert_eq!(counted_as(mapped), IpAddr::from([192, 0, 2, 7]));
    }

    #[test]
    fn behind_a_proxy_the_last_forwarded_address_counts() {
        let limit = RateLimit::new(60, 1, true).expect("a limit");
        let request = Request::builder()
            .uri("/new")
            .header("x-forwarded-for", "203.0.113.9, 198.51.100.4")
            .body(axum::body::Body::empty())
            .expect("a request");
        assert_eq!(limit.client(&request), IpAddr::from([198, 51, 100, 4]));
        let direct = RateLimit::new(60, 1, false).expect("a limit");
        assert_eq!(direct.client(&request), IpAddr::from([0, 0, 0, 0]));
    }
}
