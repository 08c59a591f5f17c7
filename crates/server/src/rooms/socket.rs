//! One page's socket on a room: its hello, then its edits, selections and pings, and what the
//! room tells everyone. Limits: a message over `MAX_MESSAGE` bytes ends the socket (axum refuses
//! it), a malformed one is refused with a sentence; edits and selections are rate limited per
//! socket; a room holds at most `MAX_PEOPLE`; a page has [`HELLO`] from the upgrade to say
//! hello, whatever else it sends; a socket silent for [`SILENT`] is closed, and the server pings
//! every [`HEARTBEAT`]; a socket that does not take a message within [`SEND`] (its page stopped
//! reading) is closed, and leaves the room.
//!
//! A socket's own edits are written by a task of their own ([`writer`]), one after the other
//! in the order sent, while the socket goes on forwarding what the room tells everyone: a
//! socket waiting for its write never falls behind the others' changes.

use i18n::{Arg, Key, Locale, Strings};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use axum::extract::ws::{close_code, CloseFrame, Message, Utf8Bytes, WebSocket};
use site::room::{Bucket, ClientMessage, Edit, EditError, MessageError, ServerMessage, MAX_PEOPLE};
use tokio::sync::{broadcast::error::RecvError, mpsc};

use super::seat::{join, leave};
use super::{Hub, Live, RoomError};
use site::ids::RoomId;

/// How long a page has from the upgrade to say hello.
const HELLO: Duration = Duration::from_secs(10);

/// How often the server pings a socket.
const HEARTBEAT: Duration = Duration::from_secs(20);

/// How long a socket may stay silent (no message, no pong) before it is closed.
const SILENT: Duration = Duration::from_secs(60);

/// How long a message may take to be taken by the socket (its page reading, the network
/// carrying it) before the socket is closed.
pub const SEND: Duration = Duration::from_secs(10);

/// The most edits of one socket waiting for their write: more than a burst
/// (`site::room::BURST`), so a page that keeps to the rate is never refused for it.
const QUEUED_EDITS: usize = 256;

/// What a player is told when they send too fast, in English (the tests' words).
pub const TOO_FAST: &str = i18n::en!(ServerRoomTooFast);

/// Sends `message` on `socket` within [`SEND`]; false if the socket is gone or too slow.
async fn send(socket: &mut WebSocket, message: Message) -> bool {
    matches!(
        tokio::time::timeout(SEND, socket.send(message)).await,
        Ok(Ok(()))
    )
}

/// Sends the server's `message` on `socket`, as [`send`].
async fn tell(socket: &mut WebSocket, message: &ServerMessage) -> bool {
    send(socket, Message::Text(Utf8Bytes::from(message.to_json()))).await
}

/// What came from a socket before its hello.
enum Early {
    /// A text.
    Text(String),
    /// A ping, a pong or binary: nothing to read.
    Nothing,
    /// Closed, failed, or the time for the hello is up.
    Gone,
}

/// The next message from `socket` before `deadline`.
async fn next_before(socket: &mut WebSocket, deadline: tokio::time::Instant) -> Early {
    match tokio::time::timeout_at(deadline, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => Early::Text(text.to_string()),
        Ok(Some(Ok(Message::Pong(_) | Message::Ping(_) | Message::Binary(_)))) => Early::Nothing,
        _ => Early::Gone,
    }
}

/// Serves one page's socket on room `id`, saying what it says in `locale` (the page's, from
/// the request that opened the socket).
pub async fn serve(hub: Hub, id: RoomId, mut socket: WebSocket, locale: Locale) {
    let strings = Strings::of(locale);
    let say = |key: Key, english: &'static str| strings.text(key, english);
    // The hello first, within HELLO of the upgrade: nothing else a page sends buys it time.
    let deadline = tokio::time::Instant::now() + HELLO;
    let hello = loop {
        match next_before(&mut socket, deadline).await {
            Early::Text(text) => match ClientMessage::read(&text) {
                Ok(ClientMessage::Hello { name, last, was }) => break (name, last, was),
                _ => {
                    let hello_first = refused(say(
                        Key::ServerRoomHelloFirst,
                        i18n::en!(ServerRoomHelloFirst),
                    ));
                    if !tell(&mut socket, &hello_first).await {
                        return;
                    }
                }
            },
            Early::Nothing => {}
            Early::Gone => return,
        }
    };
    // A room that closed just as this socket joined it is opened again.
    let mut tries = 0;
    let (live, receiver, who, seat) = loop {
        tries += 1;
        let live = match hub.open(&id).await {
            Ok(live) => live,
            Err(error) => {
                if !matches!(error, RoomError::NotFound) {
                    tracing::warn!(%error, room = %id, "cannot open a room");
                }
                let _ = tell(&mut socket, &refused(&sentence(&error, &strings))).await;
                return;
            }
        };
        let receiver = live.sender.subscribe();
        match join(&hub, &live, &hello.0, hello.1, hello.2).await {
            Ok((who, seat, welcome)) => {
                if !tell(&mut socket, &welcome).await {
                    leave(&hub, &live, who, seat).await;
                    return;
                }
                break (live, receiver, who, seat);
            }
            Err(RoomError::Closed) if tries < 3 => continue,
            Err(error) => {
                let _ = tell(&mut socket, &refused(&sentence(&error, &strings))).await;
                return;
            }
        }
    };
    let (edits, replies) = writer(hub.clone(), live.clone(), who, strings.clone());
    let mut socket = Socket {
        socket,
        receiver,
        edits,
        replies,
        strings,
        stopping: hub.stopping(),
    };
    socket.run(&hub, &live, who).await;
    leave(&hub, &live, who, seat).await;
}

/// An edit waiting for its write: the page's number for it, and the edit.
type Queued = (u32, Edit);

/// Starts the task that writes a socket's edits in order: it takes them from the first channel
/// and answers each (its `Ack`, or why it was refused) on the second. It ends when the socket
/// stops listening for answers, after the write under way (an edit half written is never
/// left for the page to guess about: the page sends again what was not acknowledged).
fn writer(
    hub: Hub,
    live: Arc<Live>,
    who: u32,
    strings: Strings,
) -> (mpsc::Sender<Queued>, mpsc::Receiver<ServerMessage>) {
    let (edits, mut queued) = mpsc::channel::<Queued>(QUEUED_EDITS);
    let (answers, replies) = mpsc::channel(QUEUED_EDITS);
    tokio::spawn(async move {
        while let Some((id, edit)) = queued.recv().await {
            if answers.is_closed() {
                return;
            }
            let reply = match live.edit(hub.store(), who, edit, SystemTime::now()).await {
                Ok(Ok(seq)) => ServerMessage::Ack { id, seq },
                Ok(Err(error)) => refused_edit(&edit_sentence(error, &strings), id),
                Err(error) => {
                    tracing::warn!(%error, room = %live.id, "cannot keep a room's change");
                    let text = strings.text(Key::ServerRoomNotKept, i18n::en!(ServerRoomNotKept));
                    refused_edit(text, id)
                }
            };
            if answers.send(reply).await.is_err() {
                return;
            }
        }
    });
    (edits, replies)
}

/// A socket after its welcome: the page's socket, what the room tells everyone, and its
/// writer's two channels.
struct Socket {
    socket: WebSocket,
    receiver: tokio::sync::broadcast::Receiver<Arc<str>>,
    edits: mpsc::Sender<Queued>,
    replies: mpsc::Receiver<ServerMessage>,
    strings: Strings,
    /// Becomes true when the server shuts down.
    stopping: tokio::sync::watch::Receiver<bool>,
}

impl Socket {
    /// The socket's life after its welcome, until it closes.
    async fn run(&mut self, hub: &Hub, live: &Arc<Live>, who: u32) {
        let opened = Instant::now();
        let mut bucket = Bucket::new(0.0);
        let mut heartbeat = tokio::time::interval(HEARTBEAT);
        heartbeat.tick().await;
        let mut heard = Instant::now();
        loop {
            let reply = tokio::select! {
                incoming = self.socket.recv() => {
                    let text = match incoming {
                        Some(Ok(Message::Text(text))) => text.to_string(),
                        Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                        Some(Ok(_)) => {
                            heard = Instant::now();
                            continue;
                        }
                    };
                    heard = Instant::now();
                    let now = opened.elapsed().as_secs_f64();
                    let paced = || bucket.take(now);
                    read(&self.edits, &self.strings, hub, live, who, &text, paced).await
                }
                reply = self.replies.recv() => reply,
                told = self.receiver.recv() => match told {
                    Ok(text) => {
                        if !send(&mut self.socket, Message::Text(Utf8Bytes::from(text.to_string()))).await {
                            return;
                        }
                        None
                    }
                    // Too far behind: closed, so the page reconnects and gets what it missed.
                    Err(RecvError::Lagged(_)) | Err(RecvError::Closed) => return,
                },
                // It changes once, to true.
                _ = self.stopping.changed() => {
                    let away = CloseFrame {
                        code: close_code::AWAY,
                        reason: Utf8Bytes::default(),
                    };
                    let _ = send(&mut self.socket, Message::Close(Some(away))).await;
                    return;
                }
                _ = heartbeat.tick() => {
                    if heard.elapsed() > SILENT
                        || !send(&mut self.socket, Message::Ping(Default::default())).await
                    {
                        return;
                    }
                    None
                }
            };
            if let Some(reply) = reply {
                if !tell(&mut self.socket, &reply).await {
                    return;
                }
            }
        }
    }
}

/// Reads one text of a page: what to answer, if anything. An edit goes to the socket's writer
/// (`edits`); `take` takes a token of the socket's rate.
async fn read(
    edits: &mpsc::Sender<Queued>,
    strings: &Strings,
    hub: &Hub,
    live: &Arc<Live>,
    who: u32,
    text: &str,
    take: impl FnOnce() -> bool,
) -> Option<ServerMessage> {
    let message = ClientMessage::read(text);
    // Edits and selections count against the socket's rate.
    let paced = matches!(
        message,
        Ok(ClientMessage::Edit { .. } | ClientMessage::Select { .. })
    );
    let in_time = !paced || take();
    let too_fast = || strings.text(Key::ServerRoomTooFast, TOO_FAST).to_owned();
    match message {
        Err(error) => Some(refused(&message_sentence(error, strings))),
        Ok(ClientMessage::Ping) => Some(ServerMessage::Pong),
        Ok(ClientMessage::Hello { .. }) => None,
        Ok(ClientMessage::Edit { id, .. }) if !in_time => Some(refused_edit(&too_fast(), id)),
        Ok(ClientMessage::Select { .. }) if !in_time => Some(refused(&too_fast())),
        Ok(ClientMessage::Select { cell }) => {
            if let Some(person) = live.state.lock().await.people.get_mut(&who) {
                person.cell = cell;
            }
            live.people_changed(hub).await;
            None
        }
        // Queued for the writer; a queue full means the writes cannot keep up.
        Ok(ClientMessage::Edit { id, edit }) => match edits.try_send((id, edit)) {
            Ok(()) => None,
            Err(_) => Some(refused_edit(&too_fast(), id)),
        },
    }
}

fn refused(message: &str) -> ServerMessage {
    ServerMessage::Refused {
        message: message.to_owned(),
        edit: None,
    }
}

/// Edit `id` refused, with the reason (named, so its page takes it back).
fn refused_edit(message: &str, id: u32) -> ServerMessage {
    ServerMessage::Refused {
        message: message.to_owned(),
        edit: Some(id),
    }
}

/// Why an edit cannot apply, in the page's language.
fn edit_sentence(error: EditError, strings: &Strings) -> String {
    let (key, english) = match error {
        EditError::NoCell => (Key::ServerRoomNoCell, i18n::en!(ServerRoomNoCell)),
        EditError::Given => (Key::ServerRoomGiven, i18n::en!(ServerRoomGiven)),
        EditError::NoDigit => (Key::ServerRoomNoDigit, i18n::en!(ServerRoomNoDigit)),
        EditError::NoColour => (Key::ServerRoomNoColour, i18n::en!(ServerRoomNoColour)),
    };
    strings.text(key, english).to_owned()
}

/// Why a page's message is refused, in the page's language.
fn message_sentence(error: MessageError, strings: &Strings) -> String {
    let (key, english) = match error {
        MessageError::TooLong => (Key::ServerRoomTooLong, i18n::en!(ServerRoomTooLong)),
        MessageError::Malformed => (Key::ServerRoomMalformed, i18n::en!(ServerRoomMalformed)),
    };
    strings.text(key, english).to_owned()
}

/// What a player is told when the room cannot be joined, in the page's language.
fn sentence(error: &RoomError, strings: &Strings) -> String {
    match error {
        RoomError::NotFound => strings
            .text(Key::ServerRoomNotFound, i18n::en!(ServerRoomNotFound))
            .to_owned(),
        RoomError::Full => strings.format(
            Key::ServerRoomFull,
            i18n::en!(ServerRoomFull),
            &[("people", Arg::from(MAX_PEOPLE))],
        ),
        RoomError::Store(_) | RoomError::Corrupt | RoomError::Closed => strings
            .text(Key::ServerRoomUnavailable, i18n::en!(ServerRoomUnavailable))
            .to_owned(),
    }
}
