//! One page's socket on a room: its hello, then its edits, selections and pings, and what the
//! room tells everyone. Limits: a message over `MAX_MESSAGE` bytes ends the socket (axum refuses
//! it), a malformed one is refused with a sentence; edits and selections are rate limited per
//! socket; a room holds at most `MAX_PEOPLE`; a socket silent for [`SILENT`] is closed, and
//! the server pings every [`HEARTBEAT`].

use i18n::{Arg, Key, Locale, Strings};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use site::room::{
    clean_name, guest_name, Bucket, ClientMessage, Person, ServerMessage, MAX_PEOPLE,
};
use tokio::sync::broadcast::error::RecvError;

use super::{Hub, Live, RoomError};
use site::ids::RoomId;

/// How long a page has to say hello.
const HELLO: Duration = Duration::from_secs(10);

/// How often the server pings a socket.
const HEARTBEAT: Duration = Duration::from_secs(20);

/// How long a socket may stay silent (no message, no pong) before it is closed.
const SILENT: Duration = Duration::from_secs(60);

/// What a player is told when they send too fast, in English (the tests' words).
pub const TOO_FAST: &str = i18n::en!(ServerRoomTooFast);

/// Sends `message` on `socket`; false if the socket is gone.
async fn send(socket: &mut WebSocket, message: &ServerMessage) -> bool {
    socket
        .send(Message::Text(Utf8Bytes::from(message.to_json())))
        .await
        .is_ok()
}

/// The next text from `socket` within `wait`: `None` when it closed, failed or stayed silent.
async fn next_text(socket: &mut WebSocket, wait: Duration) -> Option<Option<String>> {
    match tokio::time::timeout(wait, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => Some(Some(text.to_string())),
        // A pong, a ping (axum answers it) or binary: alive, nothing to read.
        Ok(Some(Ok(Message::Pong(_) | Message::Ping(_) | Message::Binary(_)))) => Some(None),
        _ => None,
    }
}

/// Serves one page's socket on room `id`, saying what it says in `locale` (the page's, from
/// the request that opened the socket).
pub async fn serve(hub: Hub, id: RoomId, mut socket: WebSocket, locale: Locale) {
    let strings = Strings::of(locale);
    let say = |key: Key, english: &'static str| strings.text(key, english);
    // The hello first.
    let hello = loop {
        match next_text(&mut socket, HELLO).await {
            Some(Some(text)) => match ClientMessage::read(&text) {
                Ok(ClientMessage::Hello { name, last }) => break (name, last),
                _ => {
                    let _ = send(
                        &mut socket,
                        &refused(say(
                            Key::ServerRoomHelloFirst,
                            i18n::en!(ServerRoomHelloFirst),
                        )),
                    )
                    .await;
                }
            },
            Some(None) => {}
            None => return,
        }
    };
    // A room that closed just as this socket joined it is opened again.
    let mut tries = 0;
    let (live, mut receiver, who) = loop {
        tries += 1;
        let live = match hub.open(&id).await {
            Ok(live) => live,
            Err(error) => {
                if !matches!(error, RoomError::NotFound) {
                    tracing::warn!(%error, room = %id, "cannot open a room");
                }
                let _ = send(&mut socket, &refused(&sentence(&error, &strings))).await;
                return;
            }
        };
        let receiver = live.sender.subscribe();
        match join(&hub, &live, &hello.0, hello.1).await {
            Ok((who, welcome)) => {
                if !send(&mut socket, &welcome).await {
                    leave(&hub, &live, who).await;
                    return;
                }
                break (live, receiver, who);
            }
            Err(RoomError::Closed) if tries < 3 => continue,
            Err(error) => {
                let _ = send(&mut socket, &refused(&sentence(&error, &strings))).await;
                return;
            }
        }
    };
    run(&hub, &live, who, &mut socket, &mut receiver, &strings).await;
    leave(&hub, &live, who).await;
}

/// The socket's life after its welcome, until it closes.
async fn run(
    hub: &Hub,
    live: &Arc<Live>,
    who: u32,
    socket: &mut WebSocket,
    receiver: &mut tokio::sync::broadcast::Receiver<Arc<str>>,
    strings: &Strings,
) {
    let say = |key: Key, english: &'static str| strings.text(key, english);
    let opened = Instant::now();
    let mut bucket = Bucket::new(0.0);
    let mut heartbeat = tokio::time::interval(HEARTBEAT);
    heartbeat.tick().await;
    let mut heard = Instant::now();
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text.to_string(),
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(_)) => {
                        heard = Instant::now();
                        continue;
                    }
                };
                heard = Instant::now();
                let message = ClientMessage::read(&text);
                // An edit refused is named, so its page takes it back.
                let edit_id = match &message {
                    Ok(ClientMessage::Edit { id, .. }) => Some(*id),
                    _ => None,
                };
                let refused = |text: &str| ServerMessage::Refused {
                    message: text.to_owned(),
                    edit: edit_id,
                };
                let reply = match message {
                    Err(error) => Some(refused(&format!("{}.", capital(&error.to_string())))),
                    Ok(ClientMessage::Ping) => Some(ServerMessage::Pong),
                    Ok(ClientMessage::Hello { .. }) => None,
                    Ok(_) if !bucket.take(opened.elapsed().as_secs_f64()) => Some(refused(say(Key::ServerRoomTooFast, TOO_FAST))),
                    Ok(ClientMessage::Select { cell }) => {
                        if let Some(person) = live.state.lock().await.people.get_mut(&who) {
                            person.cell = cell;
                        }
                        live.people_changed(hub).await;
                        None
                    }
                    Ok(ClientMessage::Edit { id, edit }) => {
                        match live.edit(hub.store(), who, edit, SystemTime::now()).await {
                            Ok(Ok(seq)) => Some(ServerMessage::Ack { id, seq }),
                            Ok(Err(error)) => Some(refused(&format!("{}.", capital(&error.to_string())))),
                            Err(error) => {
                                tracing::warn!(%error, room = %live.id, "cannot keep a room's change");
                                Some(refused(say(Key::ServerRoomNotKept, i18n::en!(ServerRoomNotKept))))
                            }
                        }
                    }
                };
                if let Some(reply) = reply {
                    if !send(socket, &reply).await {
                        return;
                    }
                }
            }
            told = receiver.recv() => match told {
                Ok(text) => {
                    if socket.send(Message::Text(Utf8Bytes::from(text.to_string()))).await.is_err() {
                        return;
                    }
                }
                // Too far behind: closed, so the page reconnects and gets what it missed.
                Err(RecvError::Lagged(_)) | Err(RecvError::Closed) => return,
            },
            _ = heartbeat.tick() => {
                if heard.elapsed() > SILENT {
                    return;
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    return;
                }
            }
        }
    }
}

/// Adds `name` (cleaned; a guest's otherwise) to the room, answering with the welcome: the
/// changes after the page's `last` if it has a board, else the board whole.
async fn join(
    hub: &Hub,
    live: &Arc<Live>,
    name: &str,
    last: Option<u64>,
) -> Result<(u32, ServerMessage), RoomError> {
    if live.state.lock().await.people().len() >= MAX_PEOPLE {
        return Err(RoomError::Full);
    }
    // A number unique across the instances on the database.
    let who = hub
        .store()
        .join_room(&live.id, SystemTime::now())
        .await?
        .ok_or(RoomError::NotFound)?;
    let mut state = live.state.lock().await;
    if state.closed {
        return Err(RoomError::Closed);
    }
    if state.people().len() >= MAX_PEOPLE {
        return Err(RoomError::Full);
    }
    let taken: Vec<u8> = state.people().iter().map(|p| p.colour).collect();
    let colour = (1..=MAX_PEOPLE as u8)
        .find(|c| !taken.contains(c))
        .unwrap_or(1);
    let name = clean_name(name).unwrap_or_else(|| guest_name(who));
    state.people.insert(
        who,
        Person {
            who,
            name,
            colour,
            cell: None,
        },
    );
    state.sockets += 1;
    let seq = state.board.seq;
    // The changes the page missed, if the store still has them all; else the board whole.
    let changes = match last.filter(|&last| last <= seq) {
        Some(last) if last == seq => Some(Vec::new()),
        Some(last) => {
            let stored = hub
                .store()
                .changes_since(&live.id, last, super::CATCH_UP)
                .await?;
            let complete = stored.first().is_some_and(|c| c.seq == last + 1)
                && stored.last().is_some_and(|c| c.seq == seq);
            complete.then(|| stored.iter().filter_map(super::change_of).collect())
        }
        None => None,
    };
    let welcome = ServerMessage::Welcome {
        you: who,
        board: changes.is_none().then(|| state.board_code()),
        seq,
        changes: changes.unwrap_or_default(),
        people: state.people(),
    };
    drop(state);
    live.people_changed(hub).await;
    Ok((who, welcome))
}

/// Takes `who` out of the room, tells the others, and closes the room here if they were the
/// last.
async fn leave(hub: &Hub, live: &Arc<Live>, who: u32) {
    {
        let mut state = live.state.lock().await;
        state.people.remove(&who);
        state.sockets = state.sockets.saturating_sub(1);
    }
    live.people_changed(hub).await;
    hub.close_if_empty(live).await;
}

fn refused(message: &str) -> ServerMessage {
    ServerMessage::Refused {
        message: message.to_owned(),
        edit: None,
    }
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

/// `text` with a capital first letter.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
