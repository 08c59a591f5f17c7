//! A room's pages over real sockets, for the tests of rooms: the site served on loopback, a
//! room made over HTTP, and pages that open its socket, say hello and play. Included (`#[path]`)
//! by the test files that use it, after `support/site.rs` as `support`, so some use only part
//! of it.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use site::room::{ClientMessage, Edit, RoomBoard, ServerMessage};
use sudoku_core::{Geometry, Progress};
use tokio_tungstenite::tungstenite::{client::IntoClientRequest, Message};

use super::support::{Site, TestApp};

pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Serves `app` on a free loopback port, with the server's own listener and accept loop (and
/// their limits' defaults).
pub async fn serve(app: &TestApp) -> SocketAddr {
    let listener = server::listen(SocketAddr::from(([127, 0, 0, 1], 0))).expect("a port");
    let addr = listener.local_addr().expect("an address");
    let router = app.router.clone();
    tokio::spawn(async move {
        server::serve(
            listener,
            router,
            std::future::pending(),
            server::config::Limits::default(),
        )
        .await
        .expect("served");
    });
    addr
}

/// `site`'s app served on loopback with a room of the puzzle: the app, its address and the
/// room's id.
pub async fn served_room(site: &Site) -> (TestApp, SocketAddr, String) {
    let app = site.app(None);
    let addr = serve(&app).await;
    let id = make_room(addr).await;
    (app, addr, id)
}

/// Room `id` as `app`'s store keeps it.
pub async fn stored_room(app: &TestApp, id: &str) -> store::StoredRoom {
    app.store
        .as_ref()
        .expect("a store")
        .room(&id.parse().expect("an id"))
        .await
        .expect("read")
        .expect("the room")
}

/// Makes a room of the puzzle over `addr`: its id.
pub async fn make_room(addr: SocketAddr) -> String {
    let code = sudoku_core::code::encode(&PUZZLE.parse().expect("a puzzle"), None);
    let reply = raw_post(addr, "/api/rooms", &code).await;
    assert!(reply.starts_with("HTTP/1.1 201"), "{reply}");
    let body = reply.split("\r\n\r\n").nth(1).expect("a body");
    let made: site::api::RoomMade = serde_json::from_str(body).expect("the room");
    assert_eq!(made.page, format!("/r/{}", made.id));
    made.id
}

/// A plain HTTP/1.1 POST from this site's page (same origin).
pub async fn raw_post(addr: SocketAddr, path: &str, body: &str) -> String {
    raw_post_from(addr, path, body, "same-origin").await
}

/// A plain HTTP/1.1 POST from a page the browser calls `site` (`Sec-Fetch-Site`).
pub async fn raw_post_from(addr: SocketAddr, path: &str, body: &str, site: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nSec-Fetch-Site: {site}\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut reply = String::new();
    stream.read_to_string(&mut reply).await.expect("read");
    reply
}

/// Opens room `id`'s socket on `addr` as a page of `origin` would.
pub async fn open(addr: SocketAddr, id: &str, origin: &str) -> Result<Socket, String> {
    let mut request = format!("ws://{addr}/api/rooms/{id}/socket")
        .into_client_request()
        .expect("a request");
    request
        .headers_mut()
        .insert("origin", origin.parse().expect("a header"));
    tokio_tungstenite::connect_async(request)
        .await
        .map(|(socket, _)| socket)
        .map_err(|error| error.to_string())
}

/// A page's first hello on a socket: as `name` (empty: a guest), with no board and no seat.
pub fn hello(name: &str) -> ClientMessage {
    ClientMessage::Hello {
        name: name.to_owned(),
        last: None,
        was: None,
    }
}

/// Opens room `id`'s socket on `addr` from this site's page and says hello as a guest.
pub async fn guest(addr: SocketAddr, id: &str) -> Socket {
    let mut socket = open(addr, id, &format!("http://{addr}"))
        .await
        .expect("open");
    say(&mut socket, &hello("")).await;
    socket
}

/// A page in a room: its socket, its board and its number.
pub struct Page {
    pub socket: Socket,
    pub board: RoomBoard,
    pub who: u32,
}

impl Page {
    /// Joins room `id` on `addr` as `name`, with the board from the welcome.
    pub async fn join(addr: SocketAddr, id: &str, name: &str) -> Page {
        let mut socket = open(addr, id, &format!("http://{addr}"))
            .await
            .expect("open");
        say(&mut socket, &hello(name)).await;
        loop {
            if let ServerMessage::Welcome {
                you, board, seq, ..
            } = hear(&mut socket).await
            {
                let shared = sudoku_core::code::decode_puzzle(&board.expect("the whole board"))
                    .expect("a board");
                let progress = shared
                    .progress
                    .unwrap_or_else(|| Progress::empty(Geometry::standard()));
                return Page {
                    socket,
                    board: RoomBoard::new(shared.puzzle.givens, progress, seq),
                    who: you,
                };
            }
        }
    }

    /// Ada and then Bob, each joined to room `id` on `addr`.
    pub async fn ada_and_bob(addr: SocketAddr, id: &str) -> (Page, Page) {
        let ada = Page::join(addr, id, "Ada").await;
        let bob = Page::join(addr, id, "Bob").await;
        (ada, bob)
    }

    /// Reads messages, applying changes, until the board has change `seq`.
    pub async fn until_seq(&mut self, seq: u64) {
        while self.board.seq < seq {
            if let ServerMessage::Changes { changes } = hear(&mut self.socket).await {
                for change in &changes {
                    self.board.apply(change);
                }
            }
        }
    }

    pub async fn edit(&mut self, id: u32, edit: Edit) {
        say(&mut self.socket, &ClientMessage::Edit { id, edit }).await;
    }

    /// Reads messages, applying changes, until `until` holds for one.
    /// The next refusal this page hears.
    pub async fn refused(&mut self) -> ServerMessage {
        self.until(|m| matches!(m, ServerMessage::Refused { .. }))
            .await
    }

    pub async fn until(&mut self, until: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
        loop {
            let message = hear(&mut self.socket).await;
            if let ServerMessage::Changes { changes } = &message {
                for change in changes {
                    self.board.apply(change);
                }
            }
            if until(&message) {
                return message;
            }
        }
    }
}

pub async fn say(socket: &mut Socket, message: &ClientMessage) {
    socket
        .send(Message::text(message.to_json()))
        .await
        .expect("sent");
}

/// The next message from the server within 10 s.
pub async fn hear(socket: &mut Socket) -> ServerMessage {
    loop {
        let next = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("a message in time")
            .expect("the socket open")
            .expect("a message");
        if let Message::Text(text) = next {
            return ServerMessage::read(&text).expect("a server message");
        }
    }
}

pub fn corner(cell: u16, digit: u8) -> Edit {
    Edit::Corner {
        cell,
        digit,
        on: true,
    }
}
