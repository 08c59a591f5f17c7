//! Room sockets that would take the site down, over real sockets: sockets from many addresses
//! meet a cap of their own while pages are still served, a page that stops reading is closed
//! and leaves, a socket that only pings is closed at the hello's deadline, a socket hears the
//! room while its own write waits for a slow database, and an open room's board is written
//! back as it goes, with its page rate limited.

#[path = "support/site.rs"]
#[allow(unused_macros)]
mod support;

#[path = "support/server.rs"]
mod process;

#[path = "support/room.rs"]
mod room;

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use room::*;
use site::room::{ClientMessage, Edit, ServerMessage, MAX_NAME};
use store::testing::TestPostgres;
use support::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::{client::IntoClientRequest, Message};
use tokio_tungstenite::MaybeTlsStream;

/// A TCP connection to `addr` from the loopback address `local`, its receive buffer at most
/// `buffer` bytes if given.
async fn connect_from(
    local: IpAddr,
    addr: SocketAddr,
    buffer: Option<u32>,
) -> std::io::Result<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    if let Some(bytes) = buffer {
        socket.set_recv_buffer_size(bytes)?;
    }
    socket.bind(SocketAddr::new(local, 0))?;
    socket.connect(addr).await
}

/// Opens room `id`'s socket on `addr` from `local`, as this site's page would.
async fn open_from(
    local: IpAddr,
    addr: SocketAddr,
    id: &str,
    buffer: Option<u32>,
) -> Result<Socket, String> {
    let stream = connect_from(local, addr, buffer)
        .await
        .map_err(|error| error.to_string())?;
    let mut request = format!("ws://{addr}/api/rooms/{id}/socket")
        .into_client_request()
        .expect("a request");
    request.headers_mut().insert(
        "origin",
        format!("http://{addr}").parse().expect("a header"),
    );
    tokio_tungstenite::client_async(request, MaybeTlsStream::Plain(stream))
        .await
        .map(|(socket, _)| socket)
        .map_err(|error| error.to_string())
}

/// The status of `GET path` on `addr` from `local`, and how long the answer took.
async fn get_from(local: IpAddr, addr: SocketAddr, path: &str) -> (u16, Duration) {
    let started = Instant::now();
    let mut stream = connect_from(local, addr, None).await.expect("connect");
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut reply = String::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_string(&mut reply))
        .await
        .expect("an answer within 10 s")
        .expect("read");
    let status = reply
        .get(9..12)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    (status, started.elapsed())
}

fn loopback(last: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, last])
}

/// Sockets from four addresses try to take more than the instance's room sockets: each
/// address gets its share, all of them together the cap, the rest are refused (429 for an
/// address at its share, 503 when every socket is taken), and a page and the health check
/// from a fifth address are still answered, under an open-file limit that the sockets would
/// otherwise have exhausted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn room_sockets_have_a_cap_of_their_own_and_pages_are_served_with_every_one_taken() {
    let server = process::Server::start_with_open_files(
        Some(256),
        &[
            ("SUDOKU_MAX_CONNECTIONS", "32"),
            ("SUDOKU_MAX_CONNECTIONS_PER_CLIENT", "16"),
            ("SUDOKU_MAX_ROOM_SOCKETS", "40"),
            ("SUDOKU_ROOM_SOCKETS_PER_CLIENT", "20"),
        ],
    );
    let addr = server.addr;
    // Eight people to a room: enough rooms for every socket that could open.
    let mut rooms = Vec::new();
    for _ in 0..13 {
        rooms.push(make_room(addr).await);
    }
    let mut held = Vec::new();
    let mut refused = Vec::new();
    for last in 2..=5 {
        for _ in 0..25 {
            let id = &rooms[held.len() / 8];
            match open_from(loopback(last), addr, id, None).await {
                Ok(mut socket) => {
                    say(&mut socket, &hello("")).await;
                    assert!(
                        matches!(hear(&mut socket).await, ServerMessage::Welcome { .. }),
                        "socket {} joins its room",
                        held.len()
                    );
                    held.push((last, socket));
                }
                Err(error) => refused.push((last, error)),
            }
        }
    }
    let from = |last: u8| held.iter().filter(|(l, _)| *l == last).count();
    assert_eq!(held.len(), 40, "refused: {refused:?}");
    assert_eq!((from(2), from(3), from(4), from(5)), (20, 20, 0, 0));
    assert!(
        refused.iter().any(|(l, e)| *l == 2 && e.contains("429")),
        "{refused:?}"
    );
    assert!(
        refused.iter().any(|(l, e)| *l == 4 && e.contains("503")),
        "{refused:?}"
    );
    for path in ["/healthz", "/", "/daily"] {
        let (status, _) = get_from(loopback(9), addr, path).await;
        assert_eq!(status, 200, "{path}");
    }
    // A socket that closes gives its place back.
    drop(held.pop());
    let mut again = None;
    for _ in 0..50 {
        if let Ok(socket) = open_from(loopback(6), addr, &rooms[12], None).await {
            again = Some(socket);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(again.is_some(), "a place freed");
}

/// Settings that need more open files than the process may have stop the start, naming them.
#[test]
fn settings_beyond_the_open_file_limit_stop_the_start() {
    let (failed, logs) = process::Server::failed_start(Some(128), &[], |_| {});
    assert!(failed, "{logs}");
    for named in [
        "ulimit -n",
        "SUDOKU_MAX_CONNECTIONS",
        "SUDOKU_MAX_ROOM_SOCKETS",
    ] {
        assert!(logs.contains(named), "{named}: {logs}");
    }
}

/// A page that stops reading while the room is busy (its buffers fill) is closed once a
/// message waits for it too long, and the others see it leave; before, it stayed in the room
/// (and in its "who is here") for good.
#[tokio::test]
async fn a_page_that_stops_reading_is_closed_and_leaves_the_room() {
    let site = Site::new();
    let (_app, addr, id) = served_room(&site).await;
    // The stalled page: a small receive buffer, a hello, then nothing read.
    let mut stalled = open_from(loopback(1), addr, &id, Some(4096))
        .await
        .expect("open");
    say(&mut stalled, &hello("Stalled")).await;
    // Seven players with long names, whose selections make long who-is-here messages.
    let mut watcher = Page::join(addr, &id, &"W".repeat(MAX_NAME)).await;
    let mut others = Vec::new();
    for n in 0..6 {
        let name = format!("{n}").repeat(MAX_NAME);
        others.push(Page::join(addr, &id, &name).await);
    }
    let people = watcher
        .until(|m| matches!(m, ServerMessage::People { people } if people.len() == 8))
        .await;
    let ServerMessage::People { people } = people else {
        unreachable!("matched above");
    };
    let stalled_who = people
        .iter()
        .find(|p| p.name == "Stalled")
        .expect("the stalled page is here")
        .who;
    // Everyone but the watcher moves their selection thirty times a second for six seconds
    // (under the rate), reading what they are told: about 90 KB a second for each page.
    let mut drained = Vec::new();
    for page in others {
        let (mut sink, mut stream) = page.socket.split();
        drained.push(tokio::spawn(async move {
            while let Some(Ok(_)) = stream.next().await {}
        }));
        drained.push(tokio::spawn(async move {
            let mut pace = tokio::time::interval(Duration::from_millis(33));
            for n in 0..180u16 {
                pace.tick().await;
                let select = ClientMessage::Select { cell: Some(n % 81) };
                if sink.send(Message::text(select.to_json())).await.is_err() {
                    return;
                }
            }
            // Kept open until the end of the test.
            std::future::pending::<()>().await;
        }));
    }
    let gone = tokio::time::timeout(Duration::from_secs(40), async {
        while let Some(Ok(message)) = watcher.socket.next().await {
            let Message::Text(text) = message else {
                continue;
            };
            if let Some(ServerMessage::People { people }) = ServerMessage::read(&text) {
                if people.iter().all(|p| p.who != stalled_who) {
                    return people.len();
                }
            }
        }
        0
    })
    .await;
    assert_eq!(gone, Ok(7), "the stalled page left the room");
    drop(stalled);
    for task in drained {
        task.abort();
    }
}

/// A socket that sends pings (frames and the site's own) but never its hello is closed at
/// the hello's deadline, however often it pings.
#[tokio::test]
async fn pings_before_the_hello_do_not_keep_a_socket_open() {
    let site = Site::new();
    let (_app, addr, id) = served_room(&site).await;
    let mut socket = open(addr, &id, &format!("http://{addr}"))
        .await
        .expect("open");
    let opened = Instant::now();
    let closed = tokio::time::timeout(Duration::from_secs(30), async {
        let mut ping = tokio::time::interval(Duration::from_secs(2));
        let mut frame = true;
        loop {
            tokio::select! {
                _ = ping.tick() => {
                    let message = if frame {
                        Message::Ping(Vec::new().into())
                    } else {
                        Message::text(ClientMessage::Ping.to_json())
                    };
                    frame = !frame;
                    if socket.send(message).await.is_err() {
                        return opened.elapsed();
                    }
                }
                next = socket.next() => match next {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return opened.elapsed(),
                    Some(Ok(_)) => {}
                },
            }
        }
    })
    .await;
    let after = closed.expect("closed within 30 s");
    assert!(after < Duration::from_secs(14), "closed after {after:?}");
}

/// On a database whose writes are slow, a page whose edit is being written still hears the
/// room: another page's selection reaches it before its own edit's acknowledgement.
#[tokio::test]
async fn a_page_hears_the_room_while_its_own_edit_is_written() {
    let url = TestPostgres::shared().fresh_database().await;
    let site = Site::new();
    let app = site.app(Some(&url));
    let addr = serve(&app).await;
    let id = make_room(addr).await;
    let (mut ada, mut bob) = Page::ada_and_bob(addr, &id).await;
    store::testing::slow_inserts(&url, "room_changes", 2.0).await;
    ada.edit(1, Edit::Entry { cell: 2, digit: 4 }).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    say(&mut bob.socket, &ClientMessage::Select { cell: Some(40) }).await;
    let bob_who = bob.who;
    let first = ada
        .until(|m| match m {
            ServerMessage::Ack { .. } => true,
            ServerMessage::People { people } => people
                .iter()
                .any(|p| p.who == bob_who && p.cell == Some(40)),
            _ => false,
        })
        .await;
    assert!(
        matches!(first, ServerMessage::People { .. }),
        "the selection came first: {first:?}"
    );
    let ack = ada.until(|m| matches!(m, ServerMessage::Ack { .. })).await;
    assert_eq!(ack, ServerMessage::Ack { id: 1, seq: 1 });
}

/// An open room's board is written back every hundred changes, so a page on an instance where
/// the room is not open replays only the changes since; room pages count against the rate of
/// the routes that do work.
#[tokio::test]
async fn an_open_room_s_board_is_written_back_and_its_page_is_rate_limited() {
    let site = Site::new();
    let app = TestApp::new(&site.config(
        None,
        &[("SUDOKU_RATE_LIMIT", "60"), ("SUDOKU_RATE_BURST", "40")],
    ));
    let addr = serve(&app).await;
    let id = make_room(addr).await;
    let mut ada = Page::join(addr, &id, "Ada").await;
    let edits = 250u32;
    for n in 0..edits {
        ada.edit(
            n + 1,
            Edit::Centre {
                cell: 2,
                digit: 5,
                on: n % 2 == 0,
            },
        )
        .await;
        // The burst, then under the socket's rate.
        if n >= 120 {
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }
    ada.until(|m| matches!(m, ServerMessage::Ack { id, .. } if *id == edits))
        .await;
    let stored = stored_room(&app, &id).await;
    assert_eq!(stored.board_seq, 200, "written back while open");
    // The room's page, asked for again and again: the burst passes, then 429.
    let mut statuses = Vec::new();
    for _ in 0..45 {
        statuses.push(get(&app, &format!("/r/{id}")).await.status.as_u16());
    }
    assert!(statuses[..30].iter().all(|s| *s == 200), "{statuses:?}");
    assert_eq!(statuses.last(), Some(&429), "{statuses:?}");
    drop(ada);
}

/// A shutdown closes every room's socket, telling its page the server is going away (so it
/// reconnects, to another instance or later), and writes the room's board back before the
/// store closes; no new socket opens meanwhile.
#[tokio::test]
async fn a_shutdown_closes_room_sockets_and_writes_their_boards_back() {
    let site = Site::new();
    let config = site.config(None, &[]);
    let store = server::state::open(&config.database);
    let (router, rooms) = server::app_and_rooms(&config, store.clone());
    let app = TestApp { router, store };
    let addr = serve(&app).await;
    let id = make_room(addr).await;
    let mut ada = Page::join(addr, &id, "Ada").await;
    ada.edit(1, Edit::Entry { cell: 2, digit: 4 }).await;
    ada.until(|m| matches!(m, ServerMessage::Ack { id: 1, .. }))
        .await;
    let rooms = rooms.expect("rooms");
    let closing = tokio::spawn(async move { rooms.close_all(Duration::from_secs(5)).await });
    let close = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            match ada.socket.next().await {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
                Some(Ok(_)) => {}
                _ => return None,
            }
        }
    })
    .await
    .expect("closed within 5 s");
    assert_eq!(close, Some(1001), "going away");
    closing.await.expect("every socket closed");
    let stored = stored_room(&app, &id).await;
    assert_eq!(stored.board_seq, 1, "the board written back");
    assert!(open(addr, &id, &format!("http://{addr}")).await.is_err());
}
