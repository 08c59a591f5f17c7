//! The community figures: a cache of each daily's finishing times and each month's solvers,
//! read from the store at most once per `SUDOKU_FIGURES_REFRESH`, and the middleware that hands
//! a page the figures it shows.
//!
//! A popular daily costs one query per interval, not one per view: the first request to find
//! a puzzle's figures stale reads them again while the others wait for that read (briefly, if
//! older figures are there to show meanwhile). A database that is down makes the figures
//! `None`, which pages show as "statistics unavailable".

use std::{
    convert::Infallible,
    future::Future,
    hash::Hash,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc, Mutex,
    },
    time::{Duration, Instant},
};

use axum::{
    extract::{Request, State},
    middleware::Next,
    response::Response,
};
use site::daily::Edition;
use site::figures::{wanted, MonthSolvers, PageFigures, Times, Wanted};
use store::{Store, StoreError};
use sudoku_core::{days_in_month, Date};
use tokio::sync::Notify;

/// How many puzzles or months the cache keeps; beyond, the least used are dropped.
const CACHE_LIMIT: usize = 2000;

/// The longest a page waits for figures to be read again when older ones are there to show.
const STALE_WAIT: Duration = Duration::from_millis(300);

/// Figures read from the store and kept for a while. Cheap to clone.
#[derive(Debug, Clone)]
pub struct Figures {
    store: Store,
    refresh: Duration,
    /// How long a request waits for figures that were never read (the store's timeout).
    cold_wait: Duration,
    daily: Arc<Cache<(Date, Edition), Times>>,
    months: Arc<Cache<(u32, u32), MonthSolvers>>,
}

/// Figures as read at a moment; `None` if the store could not answer.
#[derive(Debug)]
pub struct Snapshot<V> {
    /// When their reading began (figures that began before a write may not hold it).
    pub read_at: Instant,
    /// The figures.
    pub value: Option<Arc<V>>,
}

impl Figures {
    /// Figures of `store`, read again once they are older than `refresh`; `timeout` bounds the
    /// wait for figures never read before.
    pub fn new(store: Store, refresh: Duration, timeout: Duration) -> Self {
        Self {
            store,
            refresh,
            cold_wait: timeout,
            daily: Arc::default(),
            months: Arc::default(),
        }
    }

    /// The finishing times of the daily of `date` at `level`.
    pub async fn daily(&self, date: Date, edition: Edition) -> Snapshot<Times> {
        let store = self.store.clone();
        self.daily
            .get(
                (date, edition),
                self.refresh,
                self.cold_wait,
                move || async move {
                    let counts = store.finishing_times(date, edition).await?;
                    Ok(Times::from_counts(
                        counts.iter().map(|c| (c.seconds, c.players, c.hinted)),
                    ))
                },
            )
            .await
    }

    /// The solvers of each day of `month`, `(year, month)`.
    pub async fn month(&self, month: (u32, u32)) -> Snapshot<MonthSolvers> {
        let store = self.store.clone();
        self.months
            .get(month, self.refresh, self.cold_wait, move || async move {
                let (year, m) = month;
                let last = days_in_month(year, m).unwrap_or(28);
                let (Ok(first), Ok(last)) = (Date::new(year, m, 1), Date::new(year, m, last))
                else {
                    return Ok(MonthSolvers::default());
                };
                let mut solvers = MonthSolvers::default();
                for day in store.solvers_per_day(first, last).await? {
                    solvers.add(day.date.day(), day.edition, day.players);
                }
                Ok(solvers)
            })
            .await
    }
}

/// The middleware: for a page that shows figures (a daily, the archive), looks them up and puts
/// them in the request as `PageFigures`, where the page finds them while rendering.
pub async fn provide_figures(
    State(figures): State<Figures>,
    mut request: Request,
    next: Next,
) -> Response {
    if request.method() == http::Method::GET {
        let today = crate::daily::today_of(&request);
        let found = match wanted(request.uri().path(), request.uri().query(), today) {
            Some(Wanted::Daily(date, level)) => Some(PageFigures::Daily {
                date,
                edition: level,
                times: figures.daily(date, level).await.value,
            }),
            Some(Wanted::Month(month)) => Some(PageFigures::Month {
                month,
                solvers: figures.month(month).await.value,
            }),
            None => None,
        };
        if let Some(found) = found {
            request.extensions_mut().insert(found);
        }
    }
    next.run(request).await
}

/// Values by key, each read again once older than the refresh interval, with one read at a
/// time per key.
///
/// The keys' slots live in a `quick_cache` of [`CACHE_LIMIT`] entries, which drops the least
/// used. A slot does its own single flight rather than the cache's placeholders: while its
/// figures are read again the older ones stay there to be shown, and the read runs on a task of
/// its own that outlives the request that started it (a placeholder takes the old value out,
/// and its guard borrows the cache, so the read would end with the request).
struct Cache<K, V> {
    slots: quick_cache::sync::Cache<K, Arc<Slot<V>>>,
}

impl<K: Eq + Hash + Clone, V> std::fmt::Debug for Cache<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cache")
            .field("len", &self.slots.len())
            .finish_non_exhaustive()
    }
}

impl<K: Eq + Hash + Clone, V> Default for Cache<K, V> {
    fn default() -> Self {
        Self {
            slots: quick_cache::sync::Cache::new(CACHE_LIMIT),
        }
    }
}

#[derive(Debug)]
struct Slot<V> {
    snapshot: Mutex<Option<Snapshot<V>>>,
    reading: AtomicBool,
    read: Notify,
}

impl<V> Default for Slot<V> {
    fn default() -> Self {
        Self {
            snapshot: Mutex::new(None),
            reading: AtomicBool::new(false),
            read: Notify::new(),
        }
    }
}

impl<V> Slot<V> {
    fn snapshot(&self) -> Option<Snapshot<V>> {
        self.snapshot
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

impl<V> Clone for Snapshot<V> {
    fn clone(&self) -> Self {
        Self {
            read_at: self.read_at,
            value: self.value.clone(),
        }
    }
}

impl<K, V> Cache<K, V>
where
    K: Eq + Hash + Clone + Send + 'static,
    V: Send + Sync + 'static,
{
    /// The value of `key`: the kept one while younger than `refresh`; else read by `read`
    /// (once, however many ask at the same time), waiting up to [`STALE_WAIT`] for it when an
    /// older value is there to fall back on, and up to `cold_wait` when none is.
    async fn get<F, Fut>(
        &self,
        key: K,
        refresh: Duration,
        cold_wait: Duration,
        read: F,
    ) -> Snapshot<V>
    where
        F: FnOnce() -> Fut + Send + 'static,
        Fut: Future<Output = Result<V, StoreError>> + Send + 'static,
    {
        let Ok(slot) = self
            .slots
            .get_or_insert_with(&key, || Ok::<_, Infallible>(Arc::default()));
        let kept = slot.snapshot();
        if let Some(kept) = &kept {
            if kept.read_at.elapsed() < refresh {
                return kept.clone();
            }
        }
        let notified = slot.read.notified();
        tokio::pin!(notified);
        notified.as_mut().enable();
        if !slot.reading.swap(true, Ordering::AcqRel) {
            // The read runs on its own task, so a request that stops waiting (or goes away)
            // does not cancel it: the next request finds its result.
            let reader = slot.clone();
            tokio::spawn(async move {
                let began = Instant::now();
                let value = match read().await {
                    Ok(value) => Some(Arc::new(value)),
                    Err(error) => {
                        tracing::warn!(%error, "figures unavailable");
                        None
                    }
                };
                *reader.snapshot.lock().unwrap_or_else(|e| e.into_inner()) = Some(Snapshot {
                    read_at: began,
                    value,
                });
                reader.reading.store(false, Ordering::Release);
                reader.read.notify_waiters();
            });
        }
        let wait = if kept.is_some() {
            STALE_WAIT.min(cold_wait)
        } else {
            cold_wait
        };
        let _ = tokio::time::timeout(wait, notified).await;
        slot.snapshot().or(kept).unwrap_or(Snapshot {
            read_at: Instant::now(),
            value: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicU32;

    use super::*;

    fn counting_read(
        reads: &Arc<AtomicU32>,
        delay: Duration,
        fails: bool,
    ) -> impl FnOnce() -> std::pin::Pin<Box<dyn Future<Output = Result<u32, StoreError>> + Send>>
           + Send
           + 'static {
        let reads = reads.clone();
        move || {
            Box::pin(async move {
                tokio::time::sleep(delay).await;
                let n = reads.fetch_add(1, Ordering::SeqCst) + 1;
                if fails {
                    Err(StoreError::Unavailable("down".to_owned()))
                } else {
                    Ok(n)
                }
            })
        }
    }

    #[tokio::test]
    async fn many_requests_at_once_cost_one_read() {
        let cache = Arc::new(Cache::<u8, u32>::default());
        let reads = Arc::new(AtomicU32::new(0));
        let refresh = Duration::from_secs(60);
        let wait = Duration::from_secs(5);
        let gets = (0..20).map(|_| {
            let cache = cache.clone();
            let read = counting_read(&reads, Duration::from_millis(50), false);
            async move { cache.get(1, refresh, wait, read).await }
        });
        let snapshots = tokio::task::JoinSet::from_iter(gets).join_all().await;
        assert_eq!(reads.load(Ordering::SeqCst), 1);
        assert!(snapshots.iter().all(|s| s.value.as_deref() == Some(&1)));
        // Within the interval, the kept value.
        let again = cache
            .get(
                1,
                refresh,
                wait,
                counting_read(&reads, Duration::ZERO, false),
            )
            .await;
        assert_eq!(
            (again.value.as_deref(), reads.load(Ordering::SeqCst)),
            (Some(&1), 1)
        );
    }

    #[tokio::test]
    async fn the_cache_keeps_a_bounded_number_of_keys() {
        let cache = Cache::<u32, u32>::default();
        let reads = Arc::new(AtomicU32::new(0));
        let (refresh, wait) = (Duration::from_secs(60), Duration::from_secs(5));
        for key in 0..3 * CACHE_LIMIT as u32 {
            let read = counting_read(&reads, Duration::ZERO, false);
            assert!(cache.get(key, refresh, wait, read).await.value.is_some());
        }
        assert!(
            cache.slots.len() <= CACHE_LIMIT,
            "{} keys",
            cache.slots.len()
        );
    }

    /// `key` from `cache` as if its kept value were always too old (so read again by a
    /// [`counting_read`] that takes `delay` and fails if `fails`), waiting up to five seconds.
    async fn get_stale(
        cache: &Cache<u8, u32>,
        reads: &Arc<AtomicU32>,
        key: u8,
        delay: Duration,
        fails: bool,
    ) -> Snapshot<u32> {
        let read = counting_read(reads, delay, fails);
        cache
            .get(key, Duration::ZERO, Duration::from_secs(5), read)
            .await
    }

    #[tokio::test]
    async fn stale_figures_are_read_again_and_failures_are_none() {
        let cache = Cache::<u8, u32>::default();
        let reads = Arc::new(AtomicU32::new(0));
        let first = get_stale(&cache, &reads, 1, Duration::ZERO, false).await;
        assert_eq!(first.value.as_deref(), Some(&1));
        let second = get_stale(&cache, &reads, 1, Duration::ZERO, false).await;
        assert_eq!(second.value.as_deref(), Some(&2));
        let failed = get_stale(&cache, &reads, 2, Duration::ZERO, true).await;
        assert!(failed.value.is_none());
    }

    #[tokio::test]
    async fn a_slow_read_does_not_hold_up_a_page_with_older_figures() {
        let cache = Cache::<u8, u32>::default();
        let reads = Arc::new(AtomicU32::new(0));
        get_stale(&cache, &reads, 1, Duration::ZERO, false).await;
        let started = Instant::now();
        let stale = get_stale(&cache, &reads, 1, Duration::from_secs(2), false).await;
        assert_eq!(
            stale.value.as_deref(),
            Some(&1),
            "the older figures, meanwhile"
        );
        assert!(started.elapsed() < Duration::from_secs(2));
    }
}
