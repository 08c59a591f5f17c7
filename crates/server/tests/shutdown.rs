//! Graceful shutdown on a real socket: a request in flight when the signal comes still gets
//! its answer, and one that outlasts the grace period does not hold the server forever.

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::{routing::get, Router};
use server::config::Config;
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
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("address");
    let (router, started) = slow_router(Duration::from_millis(300));
    let (stop, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(server::serve(
        listener,
        router,
        async move {
            let _ = stopped.await;
        },
        Duration::from_secs(10),
    ));

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
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("address");
    let (router, started) = slow_router(Duration::from_secs(60));
    let (stop, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(server::serve(
        listener,
        router,
        async move {
            let _ = stopped.await;
        },
        Duration::from_millis(200),
    ));
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
