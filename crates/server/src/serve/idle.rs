//! A connection's activity: how many of its requests are being answered and when the last one
//! ended, so that a connection with nothing to do is closed after the idle timeout whatever its
//! protocol (an HTTP/2 client that answers pings would otherwise be kept forever).

use std::{
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc, Mutex,
    },
    time::Duration,
};

use tokio::time::Instant;

/// Shared by a connection's service (which counts requests) and its task (which waits for idle).
#[derive(Debug)]
pub(crate) struct Activity {
    in_flight: AtomicUsize,
    last: Mutex<Instant>,
}

/// A request being answered; dropping it (the answer's head is out, or the request was given
/// up) ends it.
#[derive(Debug)]
pub(crate) struct Busy(Arc<Activity>);

impl Activity {
    /// A connection that has just opened: idle from now.
    pub(crate) fn new() -> Arc<Self> {
        Arc::new(Self {
            in_flight: AtomicUsize::new(0),
            last: Mutex::new(Instant::now()),
        })
    }

    /// Counts a request until the returned guard is dropped.
    pub(crate) fn begin(self: &Arc<Self>) -> Busy {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        Busy(self.clone())
    }

    fn last(&self) -> Instant {
        *self.last.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Resolves once no request has been in flight for `timeout`.
    pub(crate) async fn idle_for(&self, timeout: Duration) {
        loop {
            let until = self.last() + timeout;
            if self.in_flight.load(Ordering::SeqCst) == 0 && Instant::now() >= until {
                return;
            }
            // While a request runs, look again a whole timeout later: it ends it and moves
            // `last` on.
            let wait = if self.in_flight.load(Ordering::SeqCst) > 0 {
                Instant::now() + timeout
            } else {
                until
            };
            tokio::time::sleep_until(wait).await;
        }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        *self.0.last.lock().unwrap_or_else(|e| e.into_inner()) = Instant::now();
        self.0.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn idle_means_no_request_for_the_whole_timeout() {
        let activity = Activity::new();
        let timeout = Duration::from_secs(10);
        let started = Instant::now();
        let busy = activity.begin();
        let waiting = tokio::spawn({
            let activity = activity.clone();
            async move { activity.idle_for(timeout).await }
        });
        tokio::time::sleep(Duration::from_secs(25)).await;
        assert!(!waiting.is_finished(), "a request in flight is not idle");
        drop(busy);
        waiting.await.expect("the wait ends");
        // Ten seconds after the request ended, not after the connection opened.
        assert!(
            started.elapsed() >= Duration::from_secs(35),
            "{:?}",
            started.elapsed()
        );
    }
}
