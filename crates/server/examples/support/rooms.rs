//! What the rooms' load tools share: the puzzle their rooms are made of, making a room, and
//! joining one over a socket of the caller's.

use std::fmt;
use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use site::room::{ClientMessage, ServerMessage};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::{client::IntoClientRequest, Message};
use tokio_tungstenite::MaybeTlsStream;

/// A room's socket, as a page holds it.
pub type Socket = tokio_tungstenite::WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The puzzle every room is made of.
pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Why a socket did not join its room.
#[derive(Debug)]
pub enum JoinError {
    /// The upgrade was answered with this HTTP status.
    Http(u16),
    /// The upgrade failed otherwise.
    Upgrade(String),
    /// The hello could not be sent.
    Hello(String),
    /// The server refused the socket, saying this.
    Refused(String),
    /// The socket closed (or went quiet for 10 s) before its welcome.
    Closed,
}

impl fmt::Display for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JoinError::Http(status) => write!(f, "HTTP {status}"),
            JoinError::Upgrade(error) => write!(f, "upgrade: {error}"),
            JoinError::Hello(error) => write!(f, "hello: {error}"),
            JoinError::Refused(message) => f.write_str(message),
            JoinError::Closed => f.write_str("closed before its welcome"),
        }
    }
}

/// Makes a room of [`PUZZLE`] on `addr`: its id.
pub async fn make_room(addr: SocketAddr) -> String {
    let code = sudoku_core::code::encode(&PUZZLE.parse().expect("a puzzle"), None);
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "POST /api/rooms HTTP/1.1\r\nHost: {addr}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{code}",
        code.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut reply = String::new();
    stream.read_to_string(&mut reply).await.expect("read");
    let body = reply.split("\r\n\r\n").nth(1).unwrap_or_default();
    let made: site::api::RoomMade =
        serde_json::from_str(body).unwrap_or_else(|_| panic!("a room was not made: {reply}"));
    made.id
}

/// Opens room `id`'s socket on `addr` over `stream` and says hello: the socket and the
/// player's number, or why it did not join.
pub async fn join_over(
    stream: TcpStream,
    addr: SocketAddr,
    id: &str,
) -> Result<(Socket, u32), JoinError> {
    let mut request = format!("ws://{addr}/api/rooms/{id}/socket")
        .into_client_request()
        .expect("a request");
    let origin = format!("http://{addr}").parse().expect("a header");
    request.headers_mut().insert("origin", origin);
    let (mut socket, _) = tokio_tungstenite::client_async(request, MaybeTlsStream::Plain(stream))
        .await
        .map_err(|error| match error {
            tokio_tungstenite::tungstenite::Error::Http(response) => {
                JoinError::Http(response.status().as_u16())
            }
            other => JoinError::Upgrade(other.to_string()),
        })?;
    let hello = ClientMessage::Hello {
        name: String::new(),
        last: None,
        was: None,
    };
    socket
        .send(Message::text(hello.to_json()))
        .await
        .map_err(|e| JoinError::Hello(e.to_string()))?;
    loop {
        match tokio::time::timeout(Duration::from_secs(10), socket.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => match ServerMessage::read(&text) {
                Some(ServerMessage::Welcome { you, .. }) => return Ok((socket, you)),
                Some(ServerMessage::Refused { message, .. }) => {
                    return Err(JoinError::Refused(message))
                }
                _ => {}
            },
            Ok(Some(Ok(_))) => {}
            _ => return Err(JoinError::Closed),
        }
    }
}
