//! Play together, as plain Rust: what a room's page knows of the room and what it sends.
//!
//! The page keeps the room's board as the server ordered it (`RoomBoard`) and the player's own
//! edits that the server has not numbered yet (pending). What the game shows is the first with
//! the second on top ([`RoomState::shown`]): the player's moves show at once, and when someone
//! else's change is numbered before one of theirs, the page shows what every page will (the
//! later one wins). Edits wait while the socket is down and go when it is back; they are sent
//! at three quarters of the pace the server takes (`site::room::Bucket`). The socket itself is the
//! page's (`pages::room`); everything decided here is covered by `cargo test`.

use site::room::{
    edits_between, Applied, Bucket, ClientMessage, Edit, Person, RoomBoard, ServerMessage, Was,
};
use sudoku_core::Progress;

/// An edit of the player's that the room has not applied yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Pending {
    /// The page's number for it.
    id: u32,
    edit: Edit,
    /// Sent on the socket that is open now.
    sent: bool,
    /// Its change's number, once the server said it.
    seq: Option<u64>,
}

/// What a message from the server asks of the page.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Heard {
    /// The board changed: the game shows [`RoomState::shown`].
    pub board: bool,
    /// Changes are missing: the page opens the socket again (its hello says the last change it
    /// has, and the server sends the rest).
    pub reconnect: bool,
    /// Something to tell the player (a refusal, a limit).
    pub notice: Option<String>,
    /// Who came and went, to announce ("Ada joined.").
    pub announce: Vec<String>,
    /// The people changed.
    pub people: bool,
    /// The room learnt when it was solved ([`RoomState::solved`]).
    pub solved: bool,
}

/// A person's name as the page shows it: the one they chose, or for a guest an animal's, one
/// per colour (so no two people in a room share one, nor its first letter, which marks their
/// selection), in the page's language.
pub fn name(person: &Person) -> String {
    if !person.name.is_empty() {
        return person.name.clone();
    }
    word!(person.colour, {
        1 => RoomGuest1,
        2 => RoomGuest2,
        3 => RoomGuest3,
        4 => RoomGuest4,
        5 => RoomGuest5,
        6 => RoomGuest6,
        7 => RoomGuest7,
        _ => RoomGuest8,
    })
    .to_owned()
}

/// A room as its page knows it: see the module's documentation.
#[derive(Debug, Clone, PartialEq)]
pub struct RoomState {
    board: RoomBoard,
    pending: Vec<Pending>,
    next_id: u32,
    you: Option<u32>,
    people: Vec<Person>,
    online: bool,
    /// The selection the room has not been told of yet.
    selection: Option<Option<u16>>,
    bucket: Bucket,
    /// Changes went missing: the next hello asks for the board whole.
    resync: bool,
    /// When the room's board was first solved (Unix seconds), as the server recorded it.
    solved: Option<u64>,
    /// Who the page was on its last socket (its number, colour and key), which its next hello
    /// says, to be the same person again; kept while the socket is closed.
    seat: Option<Was>,
}

impl RoomState {
    /// A room's page on `board` (as the server's HTML showed it), at time `now` (seconds).
    pub fn new(board: RoomBoard, now: f64) -> RoomState {
        RoomState {
            board,
            pending: Vec::new(),
            next_id: 1,
            you: None,
            people: Vec::new(),
            online: false,
            selection: None,
            bucket: Bucket::paced(now),
            resync: false,
            solved: None,
            seat: None,
        }
    }

    /// When the room's board was first solved (Unix seconds, the same for everyone), once the
    /// server said so.
    pub fn solved(&self) -> Option<u64> {
        self.solved
    }

    /// The hello a socket opens with: the player's name (empty: a guest) and the last change
    /// this page has; none after a gap, so the server sends the board whole (whatever went
    /// missing, the page then has the room's board).
    pub fn hello(&self, name: &str) -> ClientMessage {
        ClientMessage::Hello {
            name: name.to_owned(),
            last: (!self.resync).then_some(self.board.seq),
            was: self.seat,
        }
    }

    /// Whether the room's socket is open and welcomed.
    pub fn online(&self) -> bool {
        self.online
    }

    /// The socket closed: edits not yet numbered are sent again on the next one.
    pub fn offline(&mut self) {
        self.online = false;
        self.you = None;
        for pending in &mut self.pending {
            if pending.seq.is_none() {
                pending.sent = false;
            }
        }
    }

    /// How many of the player's edits wait to be sent or numbered.
    pub fn waiting(&self) -> usize {
        self.pending.len()
    }

    /// The player moved: the game's board went from `before` to `after`. Each mark that
    /// changed becomes an edit to send.
    pub fn moved(&mut self, before: &Progress, after: &Progress) {
        for edit in edits_between(before, after) {
            self.pending.push(Pending {
                id: self.next_id,
                edit,
                sent: false,
                seq: None,
            });
            self.next_id = self.next_id.wrapping_add(1);
        }
    }

    /// The player's selection is `cell` now.
    pub fn selected(&mut self, cell: Option<u16>) {
        self.selection = Some(cell);
    }

    /// The messages to send now (time `now`, in seconds): while online, the edits not sent yet
    /// and then the selection, as many as the server takes at this pace; the rest wait for a
    /// later call.
    pub fn to_send(&mut self, now: f64) -> Vec<ClientMessage> {
        let mut messages = Vec::new();
        if !self.online {
            return messages;
        }
        for pending in self.pending.iter_mut().filter(|p| !p.sent) {
            if !self.bucket.take(now) {
                return messages;
            }
            pending.sent = true;
            messages.push(ClientMessage::Edit {
                id: pending.id,
                edit: pending.edit,
            });
        }
        if let Some(cell) = self.selection {
            if self.bucket.take(now) {
                self.selection = None;
                messages.push(ClientMessage::Select { cell });
            }
        }
        messages
    }

    /// Whether messages wait for the pace to allow them.
    pub fn holding(&self) -> bool {
        self.online && (self.selection.is_some() || self.pending.iter().any(|p| !p.sent))
    }

    /// The board the game shows: the room's, with the player's edits not applied there yet on
    /// top.
    pub fn shown(&self) -> Progress {
        let mut progress = self.board.progress.clone();
        for pending in &self.pending {
            let _ = pending.edit.apply(&self.board.givens, &mut progress);
        }
        progress
    }

    /// The player's number in the room, once welcomed.
    pub fn you(&self) -> Option<u32> {
        self.you
    }

    /// Who is in the room (the player too), in the order they came.
    pub fn people(&self) -> &[Person] {
        &self.people
    }

    /// The others' selected cells, with each one's colour and name.
    pub fn others_selected(&self) -> Vec<(u16, u8, String)> {
        self.people
            .iter()
            .filter(|p| Some(p.who) != self.you)
            .filter_map(|p| Some((p.cell?, p.colour, name(p))))
            .collect()
    }

    /// Who placed the digits on the board, as far as this page saw: each person's name and
    /// how many, most first (a player who left is named by their number).
    pub fn placed(&self) -> Vec<(String, usize)> {
        let mut counts: Vec<(u32, usize)> = Vec::new();
        for who in self.board.placed_by.iter().flatten() {
            match counts.iter_mut().find(|(w, _)| w == who) {
                Some((_, n)) => *n += 1,
                None => counts.push((*who, 1)),
            }
        }
        counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        counts
            .into_iter()
            .map(|(who, n)| (self.name_of(who), n))
            .collect()
    }

    /// The name of player `who`: theirs if they are here, else their number's.
    fn name_of(&self, who: u32) -> String {
        self.people
            .iter()
            .find(|p| p.who == who)
            .map_or_else(|| t!(RoomPlayerNumber, number = who), name)
    }

    /// Takes a message from the server.
    pub fn heard(&mut self, message: ServerMessage) -> Heard {
        let mut heard = Heard::default();
        match message {
            ServerMessage::Welcome {
                you,
                key,
                board,
                seq,
                changes,
                people,
                solved,
            } => {
                if solved.is_some() && solved != self.solved {
                    self.solved = solved;
                    heard.solved = true;
                }
                self.online = true;
                self.you = Some(you);
                self.seat = people.iter().find(|p| p.who == you).map(|p| Was {
                    who: you,
                    colour: p.colour,
                    key,
                });
                if let Some(board) = board {
                    heard.board |= self.replace(&board, seq);
                }
                self.apply(&changes, &mut heard);
                // Who is here as the player comes: shown, not announced one by one.
                heard.people = true;
                self.people = people;
            }
            ServerMessage::Changes { changes } => self.apply(&changes, &mut heard),
            ServerMessage::Board { board, seq } => heard.board |= self.replace(&board, seq),
            ServerMessage::Ack { id, seq } => {
                if let Some(pending) = self.pending.iter_mut().find(|p| p.id == id) {
                    pending.seq = Some(seq);
                }
                heard.board |= self.settle();
            }
            ServerMessage::People { people } => self.meet(people, &mut heard),
            ServerMessage::Refused { message, edit } => {
                // An edit refused never becomes a change: the page takes it back, so it shows
                // the room's board again.
                if let Some(id) = edit {
                    let before = self.pending.len();
                    self.pending.retain(|p| p.id != id);
                    heard.board |= self.pending.len() != before;
                }
                heard.notice = Some(message);
            }
            ServerMessage::Solved { at } => {
                heard.solved = self.solved != Some(at);
                self.solved = Some(at);
            }
            ServerMessage::Pong => {}
        }
        heard
    }

    /// Applies the server's `changes` in order; a gap asks for a reconnect.
    fn apply(&mut self, changes: &[site::room::Change], heard: &mut Heard) {
        for change in changes {
            match self.board.apply(change) {
                Applied::Applied => heard.board = true,
                Applied::Seen => {}
                Applied::Gap => {
                    heard.reconnect = true;
                    self.resync = true;
                    break;
                }
            }
        }
        heard.board |= self.settle();
    }

    /// Takes the room's whole board `code` as of change `seq`; whether it read.
    fn replace(&mut self, code: &str, seq: u64) -> bool {
        let Ok((_, board)) = RoomBoard::read(code, seq) else {
            return false;
        };
        if board.givens != self.board.givens {
            return false;
        }
        let mut placed_by = std::mem::take(&mut self.board.placed_by);
        self.board = board;
        // Who placed a digit the whole board no longer has is forgotten.
        for (cell, by) in self
            .board
            .givens
            .geometry()
            .cells()
            .zip(placed_by.iter_mut())
        {
            if self.board.progress.get(cell).entry.is_none() {
                *by = None;
            }
        }
        self.board.placed_by = placed_by;
        self.resync = false;
        self.settle();
        true
    }

    /// Lets go of the player's edits the room's board has applied; whether any went.
    fn settle(&mut self) -> bool {
        let seq = self.board.seq;
        let before = self.pending.len();
        self.pending.retain(|p| p.seq.is_none_or(|s| s > seq));
        self.pending.len() != before
    }

    /// Who is here now: the comings and goings of others are announced.
    fn meet(&mut self, people: Vec<Person>, heard: &mut Heard) {
        let you = self.you;
        let had = |list: &[Person], who: u32| list.iter().any(|p| p.who == who);
        for person in people.iter().filter(|p| Some(p.who) != you) {
            if !had(&self.people, person.who) {
                heard.announce.push(t!(RoomJoined, name = name(person)));
            }
        }
        for person in self.people.iter().filter(|p| Some(p.who) != you) {
            if !had(&people, person.who) {
                heard.announce.push(t!(RoomLeft, name = name(person)));
            }
        }
        heard.people = people != self.people;
        self.people = people;
    }
}

#[cfg(test)]
mod tests;
