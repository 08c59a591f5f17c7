//! Serving the router on a socket: our own accept loop around hyper's HTTP/1 and HTTP/2
//! connections, so that the transport has the limits `axum::serve` leaves out.
//!
//! - **Deadlines from the first byte.** A new connection must say which protocol it speaks
//!   (its first bytes, or the whole HTTP/2 preface) within `SUDOKU_HEADER_TIMEOUT`, else it is
//!   closed ([`sniff`]); hyper's own detection would wait forever for a client that sends
//!   nothing. Then hyper's timer gives an HTTP/1 client as long to send a request's headers.
//! - **Idle connections close.** A connection with no request in flight for
//!   `SUDOKU_HEADER_TIMEOUT` is shut down gracefully, on HTTP/1 and HTTP/2 alike ([`idle`]):
//!   an HTTP/2 client that answers the server's pings does not keep it open. Pings still find
//!   a peer that has gone away while a request runs.
//! - **A cap on connections** (`SUDOKU_MAX_CONNECTIONS`). A connection holds a slot of a
//!   semaphore from accept to close; at the cap the loop stops accepting, and new clients wait
//!   in the kernel's listen queue until a slot frees, so a flood of sockets cannot exhaust file
//!   descriptors.
//! - **A cap per client** (`SUDOKU_MAX_CONNECTIONS_PER_CLIENT`, an address or an IPv6 /64;
//!   [`clients`]), below the global one: a connection over it is closed at once, so one
//!   address can never hold every slot.
//! - **Accept errors.** A failed accept that concerns one connection (reset, aborted) is skipped.
//!   One that says the process is out of a resource (file descriptors: `EMFILE`) is logged once
//!   per streak, and the loop backs off briefly (from 5 up to 200 ms) or until a connection
//!   closes, whichever is first, instead of sleeping a whole second per error.
//! - **Graceful shutdown**: the listener closes, idle connections close at once, requests in
//!   flight finish within the grace period.
//!
//! Every accepted socket gets `TCP_NODELAY`, and every request the peer's address as
//! `ConnectInfo<SocketAddr>` (the rate limit counts by it).

mod clients;
mod idle;
mod sniff;

use std::{future::Future, io, net::SocketAddr, pin::pin, sync::Arc, time::Duration};

use axum::{body::Body, extract::ConnectInfo, Router};
use hyper::body::Incoming;
use hyper_util::{
    rt::{TokioExecutor, TokioIo, TokioTimer},
    server::conn::auto,
    service::TowerToHyperService,
};
use tokio::{
    net::{TcpListener, TcpStream},
    sync::{watch, Notify, Semaphore},
    time::Instant,
};
use tower::ServiceExt;

use self::{clients::Clients, idle::Activity, sniff::Protocol};
use crate::config::Limits;

/// The listen queue's length: the kernel's usual ceiling (`net.core.somaxconn`). A client that
/// floods the server with connections (each closed at once over its cap) fills a shorter queue
/// faster than the loop empties it, and a full queue drops other clients' SYNs, which they
/// send again only a second later.
const BACKLOG: u32 = 4096;

/// The kernel's send buffer of each connection (the kernel doubles it for its own use): what a
/// client that stops reading can leave queued in the kernel. Without it the kernel grows the
/// buffer up to megabytes per socket; this is still far above what a page's file needs on a
/// slow, distant link.
const SEND_BUFFER: u32 = 128 * 1024;

/// A listener on `addr` with a [`BACKLOG`]-long queue (tokio's `bind` asks for 1024); the
/// connections it accepts have a send buffer of [`SEND_BUFFER`] (they take the listener's).
pub fn listen(addr: SocketAddr) -> io::Result<TcpListener> {
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    // As std and tokio do: a restarted server binds its port while old connections linger.
    socket.set_reuseaddr(true)?;
    socket.set_send_buffer_size(SEND_BUFFER)?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
}

/// The shortest and longest pause after an accept error that is not about one connection.
const BACKOFF: (Duration, Duration) = (Duration::from_millis(5), Duration::from_millis(200));

/// What every connection's task shares.
#[derive(Debug, Clone)]
struct Shared {
    router: Router,
    http1: auto::Builder<TokioExecutor>,
    http2: auto::Builder<TokioExecutor>,
    /// How long a connection may take to name its protocol, and may stay idle.
    timeout: Duration,
    /// Told each time a connection ends, so a loop backing off from EMFILE retries at once.
    closed: Arc<Notify>,
    /// Becomes `true` when the server shuts down.
    stopping: watch::Receiver<bool>,
}

/// Serves `router` on `listener` until `shutdown` resolves, then lets requests in flight finish
/// for up to `limits.shutdown_grace` before returning. See the module documentation for the
/// limits it applies.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
    limits: Limits,
) -> io::Result<()> {
    let max_connections = limits.max_connections.max(1);
    let slots = Arc::new(Semaphore::new(max_connections));
    let clients = Clients::new(limits.max_connections_per_client);
    let (stop, stopping) = watch::channel(false);
    let shared = Shared {
        router,
        http1: builder(&limits).http1_only(),
        http2: builder(&limits).http2_only(),
        timeout: limits.header_timeout,
        closed: Arc::new(Notify::new()),
        stopping,
    };
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
                            () = shared.closed.notified() => {}
                            () = &mut shutdown => break,
                        }
                    }
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        errors.accepted();
        let Some(client_slot) = clients.take(peer.ip()) else {
            tracing::debug!(%peer, "connection closed: the client holds its most connections");
            continue;
        };
        let shared = shared.clone();
        tokio::spawn(async move {
            connection(stream, peer, &shared).await;
            // The client's slot first: once the global one is free, the loop may accept the
            // same client's next connection, which must find its own slot free too.
            drop(client_slot);
            drop(slot);
            shared.closed.notify_one();
        });
    }
    drop(listener);
    tracing::info!("shutting down: finishing the requests in flight");
    let _ = stop.send(true);
    let grace = limits.shutdown_grace;
    let all_closed = slots.acquire_many(u32::try_from(max_connections).unwrap_or(u32::MAX));
    tokio::select! {
        _ = all_closed => {}
        () = tokio::time::sleep(grace) => {
            tracing::warn!(
                grace_ms = grace.as_millis(),
                "requests still running after the grace period; stopping anyway"
            );
        }
    }
    Ok(())
}

/// Serves one connection until it closes.
async fn connection(stream: TcpStream, peer: SocketAddr, shared: &Shared) {
    // A file's body follows its headers in a second write, which Nagle's algorithm would hold
    // back until the client's delayed ACK (tens of milliseconds per response).
    if let Err(error) = stream.set_nodelay(true) {
        tracing::debug!("cannot set TCP_NODELAY: {error}");
    }
    let mut stopping = shared.stopping.clone();
    let protocol = tokio::select! {
        protocol = tokio::time::timeout(shared.timeout, sniff::protocol(&stream)) => protocol,
        _ = stopping.wait_for(|stopping| *stopping) => return,
    };
    let builder = match protocol {
        Ok(Ok(Protocol::Http1)) => &shared.http1,
        Ok(Ok(Protocol::Http2)) => &shared.http2,
        Ok(Err(error)) => {
            tracing::debug!(%peer, "connection ended before its first request: {error}");
            return;
        }
        Err(_) => {
            tracing::debug!(%peer, "connection closed: no request within the timeout");
            return;
        }
    };
    let activity = Activity::new();
    let service = shared
        .router
        .clone()
        .map_request(move |request: hyper::Request<Incoming>| {
            let mut request = request.map(Body::new);
            request.extensions_mut().insert(ConnectInfo(peer));
            request
        })
        .map_future({
            let activity = activity.clone();
            // Called as the request is handed to the router: it counts until the answer's head.
            move |answer| {
                let busy = activity.begin();
                async move {
                    let answer = answer.await;
                    drop(busy);
                    answer
                }
            }
        });
    let service = TowerToHyperService::new(service);
    // With upgrades: a room's WebSocket takes the connection over once its upgrade is answered.
    let mut connection =
        pin!(builder.serve_connection_with_upgrades(TokioIo::new(stream), service));
    let mut closing = false;
    let ended = loop {
        tokio::select! {
            ended = connection.as_mut() => break ended,
            () = activity.idle_for(shared.timeout), if !closing => {
                tracing::debug!(%peer, "closing an idle connection");
                connection.as_mut().graceful_shutdown();
                closing = true;
            }
            _ = stopping.wait_for(|stopping| *stopping), if !closing => {
                connection.as_mut().graceful_shutdown();
                closing = true;
            }
        }
    };
    if let Err(error) = ended {
        tracing::debug!(%peer, "connection ended with an error: {error}");
    }
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
