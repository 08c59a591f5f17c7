//! The messages of a room's socket: what a page sends ([`ClientMessage`], read with a size cap
//! and refused when malformed) and what the server tells it ([`ServerMessage`]), with the
//! people in a room and their names.

use serde::{Deserialize, Serialize};

use super::{Change, Edit, MAX_MESSAGE, MAX_NAME, MAX_PEOPLE};

/// A player in a room, as everyone sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Person {
    /// Their number in the room (a change's `by`).
    pub who: u32,
    /// Their name as chosen; empty for a guest, whom each page names by their colour.
    pub name: String,
    /// Their colour for their selection, 1 to [`MAX_PEOPLE`].
    pub colour: u8,
    /// Their selected cell, if any.
    pub cell: Option<u16>,
}

/// What a page sends on a room's socket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message: the player's name (empty: a guest), the last change the page has
    /// (none: it has the board only from the page the server sent, or nothing), and who the
    /// page was in the room before its socket closed, to be again.
    Hello {
        /// The chosen name, or empty.
        name: String,
        /// The last change the page has applied.
        last: Option<u64>,
        /// The page's number and colour on its last socket: kept if nobody here has either.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        was: Option<Was>,
    },
    /// An edit, with the page's own number for it (answered in [`ServerMessage::Ack`]).
    Edit {
        /// The page's number for the edit.
        id: u32,
        /// The edit.
        edit: Edit,
    },
    /// The player's selected cell, or none.
    Select {
        /// The cell.
        cell: Option<u16>,
    },
    /// Still here.
    Ping,
}

/// Who a page was in a room: its number and colour, which a page that opens its socket again
/// asks to keep, so its player stays the same person (name, colour, who placed what), and the
/// key its welcome gave it, which lets its new socket take the place of its old one before the
/// server has seen the old one close.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Was {
    /// The player's number.
    pub who: u32,
    /// The player's colour.
    pub colour: u8,
    /// The key of the page's last welcome.
    pub key: u64,
}

/// Why a client's message is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// Longer than [`MAX_MESSAGE`] bytes.
    #[error("that message is too long")]
    TooLong,
    /// Not one of the messages, or not JSON.
    #[error("that is not a message of this site")]
    Malformed,
}

impl ClientMessage {
    /// Reads a client's message: refused if it is too long or not one of the messages. A
    /// name is cleaned ([`clean_name`]).
    pub fn read(text: &str) -> Result<ClientMessage, MessageError> {
        if text.len() > MAX_MESSAGE {
            return Err(MessageError::TooLong);
        }
        let message: ClientMessage =
            serde_json::from_str(text).map_err(|_| MessageError::Malformed)?;
        Ok(match message {
            ClientMessage::Hello { name, last, was } => ClientMessage::Hello {
                name: clean_name(&name).unwrap_or_default(),
                last,
                was: was.filter(|was| (1..=MAX_PEOPLE as u8).contains(&was.colour)),
            },
            other => other,
        })
    }

    /// The message as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// What the server sends on a room's socket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to [`ClientMessage::Hello`]: the player's number, and either the changes
    /// after the page's last one or, when those are no longer kept, the whole board as a
    /// share code with progress as of `seq`.
    Welcome {
        /// The player's number in the room.
        you: u32,
        /// The page's key for its number ([`Was::key`]).
        #[serde(default)]
        key: u64,
        /// The board, if the page needs it whole.
        board: Option<String>,
        /// The change the board is as of.
        seq: u64,
        /// The changes after the page's last (or after `board`).
        changes: Vec<Change>,
        /// Who is here.
        people: Vec<Person>,
        /// When the room's board was first solved (Unix seconds), if it was.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        solved: Option<u64>,
    },
    /// The room's board is solved, first at `at` (Unix seconds, the same for everyone): the
    /// finish every page shows.
    Solved {
        /// When.
        at: u64,
    },
    /// New changes, in order.
    Changes {
        /// The changes.
        changes: Vec<Change>,
    },
    /// The whole board as of change `seq` (a share code with everyone's progress), in place
    /// of the page's: the server read it again, having missed changes.
    Board {
        /// The board.
        board: String,
        /// The change it is as of.
        seq: u64,
    },
    /// The page's edit `id` is change `seq`.
    Ack {
        /// The page's number for the edit.
        id: u32,
        /// Its change's number.
        seq: u64,
    },
    /// Who is here now, and what each has selected.
    People {
        /// The people.
        people: Vec<Person>,
    },
    /// A message refused, or a limit reached: said to the player, the socket stays open
    /// unless the room is full.
    Refused {
        /// What to tell the player.
        message: String,
        /// The page's number for the edit refused, if the message was an edit: the page takes
        /// it back (it will never be a change).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        edit: Option<u32>,
    },
    /// The answer to [`ClientMessage::Ping`].
    Pong,
}

impl ServerMessage {
    /// The message as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads the server's message (on the page).
    pub fn read(text: &str) -> Option<ServerMessage> {
        serde_json::from_str(text).ok()
    }
}

/// A player's name as the room shows it: trimmed, without control characters, at most
/// [`MAX_NAME`] characters; `None` if nothing is left.
pub fn clean_name(text: &str) -> Option<String> {
    let name: String = text
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(MAX_NAME)
        .collect();
    let name = name.trim().to_owned();
    (!name.is_empty()).then_some(name)
}
