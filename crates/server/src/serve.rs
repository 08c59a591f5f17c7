//! Serving the router on a socket: our own accept loop around hyper's HTTP/1 and HTTP/2
//! connections, so that the transport has the limits `axum::serve` leaves out.
//!
//! - **Header-read timeout.** hyper gets a timer, and a client must send a request's headers
//!   within `SUDOKU_HEADER_TIMEOUT`. On HTTP/1 the same timer runs while a kept-alive
//!   connection waits for its next request, so it is also the idle timeout; HTTP/2 connections
//!   are pinged at that interval and closed when the peer stops answering.
//! - **A cap on connections** (`SUDOKU_MAX_CONNECTIONS`). A connection holds a slot of a
//!   semaphore from accept to close; at the cap the loop stops accepting, and new clients wait
//!   in the kernel's listen queue until a slot frees, so a flood of sockets cannot exhaust file
//!   descriptors.
//! - **Accept errors.** A failed accept that concerns one connection (reset, aborted) is skipped.
//!   One that says the process is out of a resource (file descriptors: `EMFILE`) is logged once
//!   per streak, and the loop backs off briefly (from 5 up to 200 ms) or until a connection
//!   closes, whichever is first, instead of sleeping a whole second per error.
//! - **Graceful shutdown** with hyper-util's `GracefulShutdown`: the listener closes, idle
//!   connections close at once, requests in flight finish within the grace period.
//!
//! Every accepted socket gets `TCP_NODELAY`, and every request the peer's address as
//! `ConnectInfo<SocketAddr>` (the rate limit counts by it).

use std::{future::Future, io, pin::pin, sync::Arc, time::Duration};

use axum::{body::Body, extract::ConnectInfo, Router};
use hyper::body::Incoming;
use hyper_util::{
    rt::{TokioExecutor, TokioIo, TokioTimer},
    server::{conn::auto, graceful::GracefulShutdown},
    service::TowerToHyperService,
};
use tokio::{
    net::TcpListener,
    sync::{Notify, Semaphore},
    time::Instant,
};
use tower::ServiceExt;

use crate::config::Limits;

/// The shortest and longest pause after an accept error that is not about one connection.
const BACKOFF: (Duration, Duration) = (Duration::from_millis(5), Duration::from_millis(200));

/// Serves `router` on `listener` until `shutdown` resolves, then lets requests in flight finish
/// for up to `limits.shutdown_grace` before returning. See the module documentation for the
/// limits it applies.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
    limits: Limits,
) -> io::Result<()> {
    let builder = builder(&limits);
    let graceful = GracefulShutdown::new();
    let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    // Told each time a connection ends, so a loop backing off from EMFILE retries at once.
    let closed = Arc::new(Notify::new());
    let mut errors = AcceptErrors::default();
    let mut shutdown = pin!(shutdown);
    loop {
        let slot = tokio::select! {
            slot = slots.clone().acquire_owned() => match slot {
                Ok(slot) => slot,
                // The semaphore is never closed.
                Err(_) => break,
            },
            () = &mut shutdown => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    if let Some(pause) = errors.failed(&error) {
                        tokio::select! {
                            () = tokio::time::sleep(pause) => {}
                            () = closed.notified() => {}
                            () = &mut shutdown => break,
                        }
                    }
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        errors.accepted();
        // A file's body follows its headers in a second write, which Nagle's algorithm would
        // hold back until the client's delayed ACK (tens of milliseconds per response).
        if let Err(error) = stream.set_nodelay(true) {
            tracing::debug!("cannot set TCP_NODELAY: {error}");
        }
        let service = router
            .clone()
            .map_request(move |request: hyper::Request<Incoming>| {
                let mut request = request.map(Body::new);
                request.extensions_mut().insert(ConnectInfo(peer));
                request
            });
        let connection = builder
            .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
            .into_owned();
        let connection = graceful.watch(connection);
        let closed = closed.clone();
        tokio::spawn(async move {
            if let Err(error) = connection.await {
                tracing::debug!(%peer, "connection ended with an error: {error}");
            }
            drop(slot);
            closed.notify_one();
        });
    }
    drop(listener);
    tracing::info!("shutting down: finishing the requests in flight");
    let grace = limits.shutdown_grace;
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(grace) => {
            tracing::warn!(
                grace_ms = grace.as_millis(),
                "requests still running after the grace period; stopping anyway"
            );
        }
    }
    Ok(())
}

/// hyper's connection builder with the timeouts of `limits`.
fn builder(limits: &Limits) -> auto::Builder<TokioExecutor> {
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    builder
        .http2()
        .timer(TokioTimer::new())
        .keep_alive_interval(limits.header_timeout)
        .keep_alive_timeout(limits.header_timeout)
        .max_concurrent_streams(64);
    builder
}

/// A streak of failed accepts: what was logged, and how long to pause next.
#[derive(Debug, Default)]
struct AcceptErrors {
    /// Failures since the last successful accept.
    streak: u64,
    /// When the streak began.
    since: Option<Instant>,
    pause: Option<Duration>,
}

impl AcceptErrors {
    /// Records a failed accept; the pause before the next, if the error is not about one
    /// connection only.
    fn failed(&mut self, error: &io::Error) -> Option<Duration> {
        if is_connection_error(error) {
            return None;
        }
        self.streak += 1;
        if self.since.is_none() {
            self.since = Some(Instant::now());
            tracing::error!("cannot accept connections: {error}; retrying while it lasts");
        }
        let pause = self
            .pause
            .map_or(BACKOFF.0, |pause| (pause * 2).min(BACKOFF.1));
        self.pause = Some(pause);
        Some(pause)
    }

    /// Ends a streak (logging how long it lasted).
    fn accepted(&mut self) {
        if let Some(since) = self.since.take() {
            tracing::warn!(
                failures = self.streak,
                lasted_ms = since.elapsed().as_millis(),
                "accepting connections again"
            );
        }
        self.streak = 0;
        self.pause = None;
    }
}

/// Whether an accept error concerns only the connection being accepted (the next may work).
fn is_connection_error(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// Ends `runtime` once the server has stopped serving, by `grace` after the shutdown signal
/// (`signalled`; without one, `grace` from now) at the latest. Every job on the work pool is
/// told to stop, as nobody waits for its result any more, and the runtime waits for its
/// blocking threads only for what is left of the grace: dropping a runtime would wait for
/// every blocking job, however long it runs.
pub fn shut_down(
    runtime: tokio::runtime::Runtime,
    signalled: Option<std::time::Instant>,
    grace: Duration,
) {
    work::pool().cancel_all();
    let left = signalled.map_or(grace, |at| grace.saturating_sub(at.elapsed()));
    runtime.shutdown_timeout(left);
}

/// Resolves on SIGINT (Ctrl+C) or SIGTERM: the signals that ask the server to stop.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(error) = tokio::signal::ctrl_c().await {
            tracing::warn!("cannot listen for Ctrl+C: {error}");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(error) => {
                tracing::warn!("cannot listen for SIGTERM: {error}");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_file_descriptors_backs_off_briefly_and_one_connection_s_error_not_at_all() {
        let mut errors = AcceptErrors::default();
        let reset = io::Error::from(io::ErrorKind::ConnectionReset);
        assert_eq!(errors.failed(&reset), None);
        // EMFILE, as the accept call reports it.
        let emfile = io::Error::from_raw_os_error(24);
        let pauses: Vec<Duration> = (0..8).filter_map(|_| errors.failed(&emfile)).collect();
        assert_eq!(pauses[0], BACKOFF.0);
        assert!(pauses.windows(2).all(|w| w[0] <= w[1]), "{pauses:?}");
        assert_eq!(pauses[7], BACKOFF.1, "{pauses:?}");
        errors.accepted();
        assert_eq!(
            errors.failed(&emfile),
            Some(BACKOFF.0),
            "a new streak starts short"
        );
    }
}
