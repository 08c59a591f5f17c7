//! The room page in the browser: its socket, opened again after it closes, and the game tied
//! to the room through `crate::room`, which decides what is sent and shown.

use std::cell::RefCell;
use std::time::Duration;

use leptos::prelude::*;
use site::api::room_socket_path;
use site::ids::RoomId;
use site::room::{RoomBoard, ServerMessage};
use sudoku_core::Progress;

use super::socket::{self, Socket};
use super::{Link, Room};
use crate::browser;
use crate::game::Game;
use crate::player;
use crate::room::RoomState;

/// How often an open socket says it is still here (the server closes a silent one).
const PING: Duration = Duration::from_secs(20);

/// The longest wait before opening a closed socket again.
const MOST_WAIT_MS: u64 = 15_000;

/// What the page keeps while it is open (the browser's one thread only).
struct Live {
    room: Room,
    game: RwSignal<Game>,
    path: String,
    model: RoomState,
    socket: Option<Socket>,
    /// The game's board as last told to the model.
    shown: Progress,
    /// The player's selected cell as last told.
    cursor: Option<u16>,
    /// Sockets that closed in a row without a welcome.
    failures: u32,
    /// A later flush is due (the pace held messages back).
    flushing: bool,
}

thread_local! {
    static LIVE: RefCell<Option<Live>> = const { RefCell::new(None) };
}

/// Runs `f` on the page's state, if the page is a room's.
fn with_live<T>(f: impl FnOnce(&mut Live) -> T) -> Option<T> {
    LIVE.with(|live| live.borrow_mut().as_mut().map(f))
}

/// Seconds on the page's clock.
fn seconds() -> f64 {
    browser::precise_now() / 1000.0
}

/// Ties `game` to room `id`, whose `board` the server's page showed (the room made at `made`,
/// Unix seconds), and opens its socket.
pub(crate) fn start(room: Room, game: RwSignal<Game>, id: &str, board: RoomBoard, made: u64) {
    let Ok(id) = id.parse::<RoomId>() else {
        return;
    };
    let name = player::local()
        .ok()
        .and_then(|data| data.room_name())
        .unwrap_or_default();
    room.name.set(name);
    let shown = game.with_untracked(Game::progress);
    LIVE.with(|live| {
        *live.borrow_mut() = Some(Live {
            room,
            game,
            path: room_socket_path(&id),
            model: RoomState::new(board, seconds()),
            socket: None,
            shown,
            cursor: None,
            failures: 0,
            flushing: false,
        });
    });
    connect();

    // Every move of the player's (and selection) goes to the room.
    Effect::new(move |_| {
        game.track();
        take_moves();
        flush();
    });
    // The others' selections: each one's cell outlined in their colour with their initial.
    let marked = StoredValue::new(Vec::<u16>::new());
    Effect::new(move |_| {
        let others = room.others.get();
        for cell in marked.get_value() {
            socket::mark_cell(cell, None);
        }
        for (cell, colour, name) in &others {
            socket::mark_cell(*cell, Some((*colour, name)));
        }
        marked.set_value(others.iter().map(|o| o.0).collect());
    });
    // The finish, for everyone: the time from the room's making to its solving, as the server
    // recorded it (the same on every page, and after a reload), and who placed what.
    Effect::new(move |_| {
        let solved = game.with(Game::is_solved);
        let at = room.solved.get();
        let text = solved.then(|| {
            let placed = with_live(|l| l.model.placed()).unwrap_or_default();
            finish_sentence(at.map(|at| at.saturating_sub(made)), &placed)
        });
        room.finished.set(text);
    });
    let ping = set_interval_with_handle(
        || {
            with_live(|l| {
                if l.model.online() {
                    send(l, &site::room::ClientMessage::Ping.to_json());
                }
            });
        },
        PING,
    )
    .ok();
    // Leaving the page closes the socket (dropping it) and stops the pings.
    on_cleanup(move || {
        if let Some(ping) = ping {
            ping.clear();
        }
        LIVE.with(|live| live.borrow_mut().take());
    });
}

/// The player's name for the room is now `name` (kept in the browser): the socket opens
/// again to say it.
pub(crate) fn rename(room: Room, name: &str) {
    if let Ok(mut data) = player::local() {
        let _ = data.set_room_name(name);
    }
    let name = site::room::clean_name(name).unwrap_or_default();
    room.name.set(name);
    with_live(|l| {
        if let Some(socket) = l.socket.take() {
            socket.close();
        }
        l.model.offline();
    });
    connect();
}

/// "Solved together in 12:34! …" with who placed what (`seconds` from the room's making to its
/// solving, until the server has said when that was).
fn finish_sentence(seconds: Option<u64>, placed: &[(String, usize)]) -> String {
    let time = seconds.map(|seconds| site::text::clock_millis(seconds.saturating_mul(1000)));
    let each: Vec<String> = placed
        .iter()
        .map(|(name, n)| t!(RoomPlaced, name = name, count = *n))
        .collect();
    let placed = crate::explain::commas(each.into_iter());
    match (time, placed.is_empty()) {
        (Some(time), true) => t!(RoomFinished, time = time),
        (Some(time), false) => t!(RoomFinishedPlaced, time = time, placed = placed),
        (None, true) => t!(RoomFinishedUntimed).to_owned(),
        (None, false) => t!(RoomFinishedPlacedUntimed, placed = placed),
    }
}

/// Opens the room's socket.
fn connect() {
    let Some(path) = with_live(|l| {
        l.room.link.set(Link::Connecting);
        l.path.clone()
    }) else {
        return;
    };
    let socket = Socket::open(
        &path,
        || {
            with_live(|l| {
                let hello = l.model.hello(&l.room.name.get_untracked()).to_json();
                send(l, &hello);
            });
        },
        heard,
        closed,
    );
    match socket {
        Some(socket) => {
            with_live(|l| l.socket = Some(socket));
        }
        None => closed(),
    }
}

/// The socket closed (or could not open): play goes on here, and it opens again after a wait
/// that grows with each failure in a row.
fn closed() {
    let Some(failures) = with_live(|l| {
        l.socket = None;
        l.model.offline();
        l.room.link.set(Link::Offline);
        l.room.people.set((Vec::new(), None));
        l.room.others.set(Vec::new());
        l.failures += 1;
        l.failures
    }) else {
        return;
    };
    let wait = (500u64 << failures.min(5)).min(MOST_WAIT_MS);
    set_timeout(
        || {
            if with_live(|l| l.socket.is_none()).unwrap_or(false) {
                connect();
            }
        },
        Duration::from_millis(wait),
    );
}

/// Sends `text` on the socket, if it is open.
fn send(live: &Live, text: &str) -> bool {
    live.socket.as_ref().is_some_and(|s| s.send(text))
}

/// Tells the model of the player's moves and selection since it last heard.
fn take_moves() {
    let Some(game) = with_live(|l| l.game) else {
        return;
    };
    let (progress, cursor) = game.with_untracked(|g| {
        let cursor = g.selected().and_then(|c| u16::try_from(c.index()).ok());
        (g.progress(), cursor)
    });
    with_live(|l| {
        if progress != l.shown {
            l.model.moved(&l.shown, &progress);
            l.shown = progress;
        }
        if cursor != l.cursor {
            l.cursor = cursor;
            l.model.selected(cursor);
        }
        l.room.waiting.set(l.model.waiting());
    });
}

/// Sends what the pace allows now, and comes back for the rest.
fn flush() {
    let again = with_live(|l| {
        for message in l.model.to_send(seconds()) {
            send(l, &message.to_json());
        }
        let again = l.model.holding() && !l.flushing;
        l.flushing |= again;
        again
    });
    if again == Some(true) {
        set_timeout(
            || {
                with_live(|l| l.flushing = false);
                flush();
            },
            Duration::from_millis(100),
        );
    }
}

/// A message from the server.
fn heard(text: String) {
    let Some(message) = ServerMessage::read(&text) else {
        return;
    };
    let welcome = matches!(message, ServerMessage::Welcome { .. });
    // Moves the player made just now are the model's before the room's board is shown.
    take_moves();
    let Some((heard, game, room)) = with_live(|l| (l.model.heard(message), l.game, l.room)) else {
        return;
    };
    if heard.board {
        if let Some(board) = with_live(|l| l.model.shown()) {
            game.update(|g| {
                g.show_board(&board);
            });
        }
        let now = game.with_untracked(Game::progress);
        with_live(|l| l.shown = now);
    }
    if heard.people || welcome {
        with_live(|l| {
            room.people.set((l.model.people().to_vec(), l.model.you()));
            room.others.set(l.model.others_selected());
        });
    }
    if !heard.announce.is_empty() {
        room.said.set(heard.announce.join(" "));
    }
    if heard.solved {
        room.solved.set(with_live(|l| l.model.solved()).flatten());
    }
    if heard.notice.is_some() {
        room.notice.set(heard.notice);
    }
    if welcome {
        with_live(|l| {
            l.failures = 0;
            // Said again on this socket: where the player is.
            l.model.selected(l.cursor);
        });
        room.link.set(Link::Online);
        room.notice.set(None);
    }
    with_live(|l| room.waiting.set(l.model.waiting()));
    if heard.reconnect {
        // Changes went missing: the socket opens again after a wait, like one that closed,
        // and its hello asks for the board whole.
        with_live(|l| {
            if let Some(socket) = l.socket.take() {
                socket.close();
            }
        });
        closed();
        return;
    }
    flush();
}
