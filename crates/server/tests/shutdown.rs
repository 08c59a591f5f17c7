//! Graceful shutdown on a real socket: a request in flight when the signal comes still gets
//! its answer, one that outlasts the grace period does not hold the server forever, and
//! neither does a blocking job; a job its caller stopped waiting for is told to stop.

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::{routing::get, Router};
use server::config::{Config, Limits};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpListener, TcpStream},
    sync::oneshot,
};

/// A router whose `/slow` tells `started` when it begins, then answers "done" after `delay`.
fn slow_router(delay: Duration) -> (Router, oneshot::Receiver<()>) {
    let (started, started_rx) = oneshot::channel();
    let started = Arc::new(Mutex::new(Some(started)));
    let router = Router::new().route(
        "/slow",
        get(move || {
            let started = started.clone();
            async move {
                if let Some(started) = started.lock().ok().and_then(|mut s| s.take()) {
                    let _ = started.send(());
                }
                tokio::time::sleep(delay).await;
                "done"
            }
        }),
    );
    let config =
        Config::from_lookup(|key| (key == "SUDOKU_REQUEST_TIMEOUT").then(|| "2m".to_owned()))
            .expect("a valid configuration");
    (server::with_middleware(router, &config), started_rx)
}

/// A server of `router` with this shutdown grace on a loopback port: its address, the sender
/// of its shutdown signal and its task.
async fn start(
    router: Router,
    grace: Duration,
) -> (
    std::net::SocketAddr,
    oneshot::Sender<()>,
    tokio::task::JoinHandle<std::io::Result<()>>,
) {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("address");
    let (stop, stopped) = oneshot::channel::<()>();
    let limits = Limits {
        shutdown_grace: grace,
        ..Limits::default()
    };
    let signal = async move {
        let _ = stopped.await;
    };
    let server = tokio::spawn(server::serve(listener, router, signal, limits));
    (addr, stop, server)
}

async fn request_slow(addr: std::net::SocketAddr) -> TcpStream {
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    stream
        .write_all(b"GET /slow HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
        .await
        .expect("send the request");
    stream
}

#[tokio::test]
async fn a_request_in_flight_finishes_after_shutdown_begins() {
    let (router, started) = slow_router(Duration::from_millis(300));
    let (addr, stop, server) = start(router, Duration::from_secs(10)).await;

    let mut stream = request_slow(addr).await;
    started.await.expect("the handler started");
    stop.send(())
        .expect("the server is listening for the signal");

    let mut response = String::new();
    stream
        .read_to_string(&mut response)
        .await
        .expect("read the response");
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(response.ends_with("done"), "{response}");
    let served = tokio::time::timeout(Duration::from_secs(5), server)
        .await
        .expect("the server stops once the request is done")
        .expect("the server task did not panic");
    assert!(served.is_ok(), "{served:?}");
    // The listener is closed: no new connection gets in.
    assert!(TcpStream::connect(addr).await.is_err());
}

#[tokio::test]
async fn a_request_that_outlasts_the_grace_period_does_not_keep_the_server_up() {
    let (router, started) = slow_router(Duration::from_secs(60));
    let (addr, stop, server) = start(router, Duration::from_millis(200)).await;
    let _stream = request_slow(addr).await;
    started.await.expect("the handler started");
    let begun = Instant::now();
    stop.send(())
        .expect("the server is listening for the signal");
    let served = tokio::time::timeout(Duration::from_secs(5), server)
        .await
        .expect("the server stops after the grace period")
        .expect("the server task did not panic");
    assert!(served.is_ok(), "{served:?}");
    assert!(begun.elapsed() >= Duration::from_millis(200));
}

/// A blocking job that runs until its [`work::Cancel`] says stop (or half a minute), then
/// tells `stopped`.
fn until_cancelled(cancel: &work::Cancel, stopped: &std::sync::mpsc::Sender<()>) {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(30) && !cancel.is_cancelled() {
        std::thread::sleep(Duration::from_millis(2));
    }
    let _ = stopped.send(());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_past_its_time_is_told_to_stop_and_frees_its_slot() {
    work::install(work::WorkPool::new(work::Limits {
        concurrency: 1,
        timeout: Duration::from_millis(300),
    }));
    let (stopped, stopped_rx) = std::sync::mpsc::channel();
    let router = Router::new()
        .route(
            "/slow",
            get(move || {
                let stopped = stopped.clone();
                async move {
                    let job = move |cancel: &work::Cancel| until_cancelled(cancel, &stopped);
                    match work::run_bounded_cancellable(job).await {
                        Ok(()) => "finished",
                        Err(_) => "gave up",
                    }
                }
            }),
        )
        .route(
            "/quick",
            get(|| async {
                work::run_bounded(|| 6 * 7)
                    .await
                    .map_or(0, |n| n)
                    .to_string()
            }),
        );
    let config = Config::from_lookup(|_| None).expect("a valid configuration");
    let grace = Limits::default().shutdown_grace;
    let (addr, _stop, _server) = start(server::with_middleware(router, &config), grace).await;
    let ask = |path: &'static str| async move {
        let mut stream = TcpStream::connect(addr).await.expect("connect");
        let request = format!("GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.expect("send");
        let mut response = String::new();
        stream.read_to_string(&mut response).await.expect("read");
        response
    };
    assert!(ask("/slow").await.ends_with("gave up"));
    let told = tokio::task::spawn_blocking(move || stopped_rx.recv_timeout(Duration::from_secs(5)));
    assert!(
        told.await.is_ok_and(|r| r.is_ok()),
        "the job ran on after its time"
    );
    // Its slot, the only one, is free again.
    assert!(ask("/quick").await.ends_with("42"));
}

#[test]
fn shutdown_keeps_to_the_grace_period_while_a_blocking_job_runs() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let grace = Duration::from_millis(300);
    let (job_started, job_started_rx) = std::sync::mpsc::channel::<()>();
    let signalled = runtime.block_on(async move {
        // A job that never checks for cancellation: the worst case.
        let router = Router::new().route(
            "/stubborn",
            get(move || {
                let job_started = job_started.clone();
                async move {
                    let _ = tokio::task::spawn_blocking(move || {
                        let _ = job_started.send(());
                        std::thread::sleep(Duration::from_secs(20));
                    })
                    .await;
                    "done"
                }
            }),
        );
        let (addr, stop, server) = start(router, grace).await;
        let mut stream = TcpStream::connect(addr).await.expect("connect");
        stream
            .write_all(b"GET /stubborn HTTP/1.1\r\nHost: test\r\n\r\n")
            .await
            .expect("send");
        tokio::task::spawn_blocking(move || job_started_rx.recv_timeout(Duration::from_secs(5)))
            .await
            .expect("waited")
            .expect("the job started");
        let signalled = Instant::now();
        let _ = stop.send(());
        let _ = server.await;
        signalled
    });
    server::shut_down(runtime, Some(signalled), grace);
    let took = signalled.elapsed();
    assert!(
        took < grace + Duration::from_secs(1),
        "the shutdown took {took:?} with a grace of {grace:?}"
    );
}
