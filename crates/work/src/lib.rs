//! CPU-heavy work (generating or grading a puzzle) run off the async runtime, with a bound on
//! how long a caller waits and on how many jobs run at once.
//!
//! A request handler must not solve or generate puzzles on an async worker thread: that thread
//! would serve no other request meanwhile. [`run_bounded`] moves the job to tokio's blocking pool
//! instead, and a semaphore caps how many such jobs run at once, so a burst of requests cannot
//! take every core.
//!
//! **A blocking job cannot be stopped from outside; it is asked to stop.** When the time is up
//! (or the caller's future is dropped, say because the client went away), the caller gets
//! [`WorkError::TimedOut`] at once and the job's [`Cancel`] turns true; a job started with
//! [`WorkPool::run_cancellable`] checks it now and then (the engine's generator between grids
//! and removals) and returns early. Until the job really ends it keeps its slot, so the cap on
//! concurrent jobs stays true. [`WorkPool::cancel_all`] tells every job to stop, for a
//! shutdown that must not wait for them. A job must still bound its own work (an attempt or node
//! cap), since a job that never checks runs to its end.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! let sum = work::run_bounded(|| (1..=100u32).sum::<u32>()).await;
//! assert_eq!(sum.ok(), Some(5050));
//! # }
//! ```

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc, OnceLock,
    },
    time::Duration,
};

use tokio::{sync::Semaphore, time::Instant};

/// Why a job gave no result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum WorkError {
    /// Every slot stayed taken until the time was up: the server is busy.
    #[error("the server is busy; try again in a moment")]
    Busy,
    /// The job started but did not finish in time (it runs on in the background).
    #[error("the work took too long")]
    TimedOut,
    /// The job panicked.
    #[error("the work failed")]
    Panicked,
}

/// How many jobs may run at once, and how long a caller waits for a slot and a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Jobs that may run at the same time (at least 1).
    pub concurrency: usize,
    /// The longest a caller waits, from the call until the result, queueing included.
    pub timeout: Duration,
}

impl Default for Limits {
    /// One job per core, five seconds.
    fn default() -> Self {
        Self {
            concurrency: std::thread::available_parallelism().map_or(1, usize::from),
            timeout: Duration::from_secs(5),
        }
    }
}

/// A bound on CPU-heavy jobs: a number of slots and a time limit.
#[derive(Debug, Clone)]
pub struct WorkPool {
    slots: Arc<Semaphore>,
    limits: Limits,
    /// Set by [`WorkPool::cancel_all`]: every job, running or to come, is told to stop.
    stopping: Arc<AtomicBool>,
}

/// What a running job checks to learn that nobody waits for its result any more: its caller
/// gave up (the time limit passed, or the request went away), or the pool is shutting down.
#[derive(Debug, Clone)]
pub struct Cancel {
    job: Arc<AtomicBool>,
    pool: Arc<AtomicBool>,
}

impl Cancel {
    /// Whether the job should stop now.
    pub fn is_cancelled(&self) -> bool {
        self.job.load(Ordering::Relaxed) || self.pool.load(Ordering::Relaxed)
    }
}

/// Cancels its job when dropped: when the caller stops waiting, whichever way.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl Default for WorkPool {
    fn default() -> Self {
        Self::new(Limits::default())
    }
}

impl WorkPool {
    /// A pool with these limits (a concurrency of 0 is taken as 1).
    pub fn new(limits: Limits) -> Self {
        let limits = Limits {
            concurrency: limits.concurrency.max(1),
            ..limits
        };
        Self {
            slots: Arc::new(Semaphore::new(limits.concurrency)),
            limits,
            stopping: Arc::default(),
        }
    }

    /// Tells every job, running or started later, to stop (their [`Cancel`] turns true).
    /// The server calls this when its shutdown grace is over.
    pub fn cancel_all(&self) {
        self.stopping.store(true, Ordering::Relaxed);
    }

    /// The pool's limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Runs `job` on the blocking pool once a slot is free, and waits for its result until the
    /// pool's time limit (counted from this call, queueing included).
    ///
    /// The slot is held by the job itself, so a job that timed out keeps it until it really
    /// ends: see the crate documentation on why `job` must bound its own work.
    pub async fn run<T, F>(&self, job: F) -> Result<T, WorkError>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        self.run_cancellable(|_| job()).await
    }

    /// [`WorkPool::run`] for a job that checks its [`Cancel`] and stops early once its caller
    /// has stopped waiting (the time limit passed, or this future was dropped) or the pool is
    /// shutting down.
    pub async fn run_cancellable<T, F>(&self, job: F) -> Result<T, WorkError>
    where
        F: FnOnce(&Cancel) -> T + Send + 'static,
        T: Send + 'static,
    {
        let cancel = Cancel {
            job: Arc::default(),
            pool: self.stopping.clone(),
        };
        let _cancel_when_done = CancelOnDrop(cancel.job.clone());
        let deadline = Instant::now() + self.limits.timeout;
        let slot = match tokio::time::timeout_at(deadline, self.slots.clone().acquire_owned()).await
        {
            Ok(Ok(slot)) => slot,
            // The semaphore is never closed; a closed one would mean no slot ever comes.
            Ok(Err(_)) | Err(_) => return Err(WorkError::Busy),
        };
        let handle = tokio::task::spawn_blocking(move || {
            let _slot = slot;
            job(&cancel)
        });
        match tokio::time::timeout_at(deadline, handle).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(error)) => {
                tracing::error!("a bounded job failed: {error}");
                Err(WorkError::Panicked)
            }
            Err(_) => {
                tracing::warn!(
                    timeout_ms = self.limits.timeout.as_millis(),
                    "a bounded job ran past its time limit; it is told to stop"
                );
                Err(WorkError::TimedOut)
            }
        }
    }
}

static POOL: OnceLock<WorkPool> = OnceLock::new();

/// Sets the process-wide pool that [`run_bounded`] uses. The server calls this once at start-up
/// with the configured limits; later calls are ignored (and return `false`).
pub fn install(pool: WorkPool) -> bool {
    POOL.set(pool).is_ok()
}

/// The process-wide pool: the one [`install`]ed, or one with the default [`Limits`].
pub fn pool() -> &'static WorkPool {
    POOL.get_or_init(WorkPool::default)
}

/// Runs `job` on the process-wide pool, telling it through its [`Cancel`] when to stop early.
/// See [`WorkPool::run_cancellable`].
pub async fn run_bounded_cancellable<T, F>(job: F) -> Result<T, WorkError>
where
    F: FnOnce(&Cancel) -> T + Send + 'static,
    T: Send + 'static,
{
    pool().run_cancellable(job).await
}

/// Runs `job` on the process-wide pool: off the async runtime, at most the configured number at
/// once, and the result within the configured time or an error. See [`WorkPool::run`].
pub async fn run_bounded<T, F>(job: F) -> Result<T, WorkError>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    pool().run(job).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{
        atomic::{AtomicUsize, Ordering},
        mpsc,
    };

    fn pool(concurrency: usize, timeout_ms: u64) -> WorkPool {
        WorkPool::new(Limits {
            concurrency,
            timeout: Duration::from_millis(timeout_ms),
        })
    }

    #[tokio::test]
    async fn a_job_returns_its_value() {
        assert_eq!(pool(1, 1000).run(|| 6 * 7).await, Ok(42));
    }

    #[tokio::test]
    async fn a_slow_job_times_out_and_keeps_its_slot_until_it_ends() {
        let pool = pool(1, 50);
        let (release, wait) = mpsc::channel::<()>();
        let slow = pool.run(move || wait.recv().ok());
        assert_eq!(slow.await, Err(WorkError::TimedOut));
        // The slow job still holds the only slot, so the next caller finds the pool busy.
        assert_eq!(pool.run(|| 1).await, Err(WorkError::Busy));
        release.send(()).expect("the slow job is still waiting");
        // Once it has ended, its slot is free again.
        let mut result = Err(WorkError::Busy);
        for _ in 0..100 {
            result = pool.run(|| 1).await;
            if result.is_ok() {
                break;
            }
        }
        assert_eq!(result, Ok(1));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_more_than_the_limit_run_at_once() {
        let pool = pool(2, 5000);
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let jobs = (0..8).map(|_| {
            let (running, most) = (running.clone(), most.clone());
            let pool = pool.clone();
            tokio::spawn(async move {
                pool.run(move || {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(20));
                    running.fetch_sub(1, Ordering::SeqCst);
                })
                .await
            })
        });
        for job in jobs.collect::<Vec<_>>() {
            assert_eq!(job.await.expect("the task ran"), Ok(()));
        }
        // Never more than the limit (exactly 2 is likely but depends on the scheduler).
        let most = most.load(Ordering::SeqCst);
        assert!((1..=2).contains(&most), "{most} jobs ran at once");
    }

    /// A job that works until told to stop, and says whether it was.
    fn until_cancelled(cancel: &Cancel) -> bool {
        let started = std::time::Instant::now();
        while started.elapsed() < Duration::from_secs(30) {
            if cancel.is_cancelled() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        false
    }

    /// A job that works until told to stop and then says whether it was, and the end of the
    /// channel it says it on.
    fn watched_job() -> (impl FnOnce(&Cancel) + Send + 'static, mpsc::Receiver<bool>) {
        let (done, stopped) = mpsc::channel();
        let job = move |cancel: &Cancel| {
            let _ = done.send(until_cancelled(cancel));
        };
        (job, stopped)
    }

    /// What a [`watched_job`] said within five seconds: whether it was told to stop.
    async fn told_to_stop(stopped: mpsc::Receiver<bool>) -> Option<bool> {
        let stopped =
            tokio::task::spawn_blocking(move || stopped.recv_timeout(Duration::from_secs(5)));
        stopped.await.ok().and_then(Result::ok)
    }

    #[tokio::test]
    async fn a_job_past_its_time_is_told_to_stop_and_frees_its_slot() {
        let pool = pool(1, 50);
        let (job, stopped) = watched_job();
        let slow = pool.run_cancellable(job);
        assert_eq!(slow.await, Err(WorkError::TimedOut));
        assert_eq!(told_to_stop(stopped).await, Some(true));
        // The slot is free again at once.
        assert_eq!(pool.run(|| 1).await, Ok(1));
    }

    #[tokio::test]
    async fn a_dropped_caller_cancels_its_job() {
        let pool = pool(1, 5000);
        let (job, stopped) = watched_job();
        let waiting = pool.run_cancellable(job);
        // The caller gives up (as when a client disconnects) once the job is running.
        let _ = tokio::time::timeout(Duration::from_millis(50), waiting).await;
        assert_eq!(told_to_stop(stopped).await, Some(true));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn cancel_all_stops_every_running_job() {
        let pool = pool(2, 30_000);
        let jobs: Vec<_> = (0..2)
            .map(|_| {
                let pool = pool.clone();
                tokio::spawn(async move { pool.run_cancellable(until_cancelled).await })
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(50)).await;
        pool.cancel_all();
        for job in jobs {
            let result = tokio::time::timeout(Duration::from_secs(5), job).await;
            assert_eq!(result.ok().and_then(Result::ok), Some(Ok(true)));
        }
    }

    #[tokio::test]
    async fn a_panic_is_an_error_not_a_crash() {
        let result = pool(1, 1000)
            .run(|| -> u32 { panic!("a job that panics") })
            .await;
        assert_eq!(result, Err(WorkError::Panicked));
    }
}
