//! The connection limits on a real socket, against what one client could do to take the site
//! down: sockets that send nothing or only the start of the HTTP/2 preface, HTTP/2 connections
//! kept open by answering pings, and one address opening more connections than the server has.

#[path = "support/server.rs"]
mod support;

use std::{
    io::Read,
    net::{IpAddr, SocketAddr, TcpStream},
    time::{Duration, Instant},
};

use support::{closed_within, read_all, request, send, Server};

/// A connection to `server` from the loopback address `from` (any of 127.0.0.0/8), so a test
/// can be two clients.
fn connect_from(from: [u8; 4], server: SocketAddr) -> TcpStream {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let stream = runtime.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
        socket
            .bind(SocketAddr::new(IpAddr::from(from), 0))
            .expect("bind the client's address");
        socket.connect(server).await.expect("connect")
    });
    let stream = stream.into_std().expect("a std stream");
    stream.set_nonblocking(false).expect("blocking");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a read timeout");
    stream
}

#[test]
fn sockets_that_send_nothing_or_half_a_preface_are_closed() {
    let server = Server::start(&[("SUDOKU_HEADER_TIMEOUT", "1s")]);
    for first in ["", "P", "PRI * HTTP/2.0\r\n"] {
        let mut stream = server.connect();
        send(&mut stream, first);
        let started = Instant::now();
        assert!(
            closed_within(&mut stream, Duration::from_secs(8)),
            "a connection that sent {first:?} was still open after 8 s"
        );
        assert!(started.elapsed() >= Duration::from_millis(900), "{first:?}");
    }
    // A client that does speak is served as before.
    assert!(server.get("/healthz").starts_with("HTTP/1.1 200"));
}

#[test]
fn one_address_cannot_hold_every_connection() {
    // The reproduction: 520 silent sockets from one address, at the default caps (512
    // in all, 64 per client) and a long header timeout, so none is closed for being silent.
    let server = Server::start(&[("SUDOKU_HEADER_TIMEOUT", "60s")]);
    let mut flood: Vec<TcpStream> = (0..520)
        .map(|_| connect_from([127, 0, 0, 1], server.addr))
        .collect();
    // Another client is served while the flood is held.
    let mut other = connect_from([127, 0, 0, 2], server.addr);
    send(&mut other, &request("GET", "/healthz"));
    let reply = read_all(&mut other);
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
    // The flooding address keeps its cap of connections; the server closed the rest.
    let started = Instant::now();
    let open = loop {
        let mut open = 0;
        for stream in &mut flood {
            if !closed_within(stream, Duration::from_millis(5)) {
                open += 1;
            }
        }
        if open <= 64 || started.elapsed() > Duration::from_secs(20) {
            break open;
        }
    };
    assert_eq!(open, 64, "connections the flooding address still holds");
    // Its own next connection, once one of its slots is free, is served again.
    drop(flood.pop());
    drop(flood);
    let reply = server.get("/healthz");
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
}

#[test]
fn an_http2_connection_that_answers_pings_is_closed_when_idle() {
    let server = Server::start(&[("SUDOKU_HEADER_TIMEOUT", "1s")]);
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let closed_after = runtime.block_on(async {
        let stream = tokio::net::TcpStream::connect(server.addr)
            .await
            .expect("connect");
        let (mut sender, connection) = hyper::client::conn::http2::handshake(
            hyper_util::rt::TokioExecutor::new(),
            hyper_util::rt::TokioIo::new(stream),
        )
        .await
        .expect("an HTTP/2 handshake");
        // The client's connection task answers the server's pings for as long as it runs.
        let connection = tokio::spawn(connection);
        let request = http::Request::get(format!("http://{}/healthz", server.addr))
            .body(http_body_util::Empty::<axum::body::Bytes>::new())
            .expect("a request");
        let answer = sender.send_request(request).await.expect("an answer");
        assert_eq!(answer.status(), http::StatusCode::OK);
        drop(answer);
        let idle_since = Instant::now();
        let ended = tokio::time::timeout(Duration::from_secs(10), connection).await;
        assert!(
            ended.is_ok(),
            "the idle HTTP/2 connection was open after 10 s"
        );
        idle_since.elapsed()
    });
    assert!(
        closed_after >= Duration::from_millis(900),
        "{closed_after:?}"
    );
}

#[test]
fn a_client_at_its_cap_still_gets_its_next_connection_served_after_one_closes() {
    let server = Server::start(&[
        ("SUDOKU_HEADER_TIMEOUT", "60s"),
        ("SUDOKU_MAX_CONNECTIONS_PER_CLIENT", "3"),
    ]);
    // From an address of its own: the start-up health check's connection (from 127.0.0.1)
    // may still be closing, and must not count as one of this client's.
    let client = [127, 0, 0, 7];
    let mut held: Vec<TcpStream> = (0..3).map(|_| connect_from(client, server.addr)).collect();
    std::thread::sleep(Duration::from_millis(200));
    let mut over = connect_from(client, server.addr);
    assert!(
        closed_within(&mut over, Duration::from_secs(5)),
        "a fourth connection from one address was kept: {}",
        server.logs()
    );
    for stream in &mut held {
        assert!(!closed_within(stream, Duration::from_millis(50)));
    }
    // Once one closes (and the server has seen it close), the next is served.
    drop(held.pop());
    let started = Instant::now();
    let reply = loop {
        std::thread::sleep(Duration::from_millis(200));
        let mut next = connect_from(client, server.addr);
        send(&mut next, &request("GET", "/healthz"));
        let mut reply = String::new();
        let _ = next.read_to_string(&mut reply);
        if reply.starts_with("HTTP/1.1 200") || started.elapsed() > Duration::from_secs(10) {
            break reply;
        }
    };
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply:?}");
}
