//! An open room (`Live`): what it knows while it is open (`State`: its board, who is here on
//! each instance, their seats), how it applies its changes in the store's order, tells its
//! sockets and the other instances, writes its board back, and records its finish.

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Instant, SystemTime};

use site::ids::RoomId;
use site::room::{Applied, Edit, Person, RoomBoard, ServerMessage, MAX_PEOPLE};
use store::{Store, StoreError};
use sudoku_core::code;
use tokio::sync::broadcast;

use super::{board_of, change_of, Hub, CATCH_UP, KEPT_CHANGES, PRESENCE, WRITE_BACK};

/// An open room.
pub struct Live {
    pub(super) id: RoomId,
    pub(super) state: tokio::sync::Mutex<State>,
    pub(super) sender: broadcast::Sender<Arc<str>>,
    /// Bumped each time who-is-here changes on this instance.
    pub(super) people_version: AtomicU64,
    /// The last version told to the other instances; held while telling, so they hear the
    /// versions in order.
    pub(super) announced: tokio::sync::Mutex<u64>,
}

impl std::fmt::Debug for Live {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Live({})", self.id)
    }
}

/// What a room knows while it is open.
pub(super) struct State {
    /// The rules and givens, as the start's share code without progress (the board is sent
    /// as this puzzle with the room's progress).
    pub(super) puzzle: sudoku_core::Puzzle,
    pub(super) board: RoomBoard,
    /// The people on this instance's sockets.
    pub(super) people: BTreeMap<u32, Person>,
    /// The people on other instances' sockets, as they last said, and when.
    pub(super) remote: HashMap<u64, (Instant, Vec<Person>)>,
    /// The sockets open on it here.
    pub(super) sockets: usize,
    /// Closed here (its last socket left): a socket that found it just then opens it again.
    pub(super) closed: bool,
    /// When the room was made (Unix seconds).
    pub(super) made: u64,
    /// When its board was first solved (Unix seconds), once it is.
    pub(super) solved: Option<u64>,
    /// The colours of the people who left, the latest last: a newcomer takes another while
    /// there is one, so a page that comes back finds its colour (and a guest's name) free.
    pub(super) left: Vec<u8>,
    /// Each person here's seat: the key their page was welcomed with, and which of their
    /// sockets holds the seat now (a page's new socket takes it from its old one).
    pub(super) seats: HashMap<u32, Seat>,
    /// The number of the last socket seated.
    pub(super) sockets_seated: u64,
}

/// A person's place in a room on this instance (see `State::seats`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Seat {
    pub(super) key: u64,
    pub(super) socket: u64,
}

impl State {
    /// The board as a share code with everyone's progress.
    pub(super) fn board_code(&self) -> String {
        code::encode_puzzle(&self.puzzle, Some(&self.board.progress))
    }

    /// Who is in the room, on every instance, in the order they came (people another
    /// instance has not mentioned for [`PRESENCE`] are gone with it).
    pub(super) fn people(&self) -> Vec<Person> {
        let mut all: Vec<Person> = self.people.values().cloned().collect();
        for (said, people) in self.remote.values() {
            if said.elapsed() < PRESENCE {
                all.extend(people.iter().cloned());
            }
        }
        all.sort_by_key(|p| p.who);
        all
    }

    /// The colour for someone joining: `wanted` if nobody here has it, else one nobody here
    /// has, never used before if possible, else the one whose person left longest ago.
    pub(super) fn colour_for(&self, wanted: Option<u8>) -> u8 {
        let taken: Vec<u8> = self.people().iter().map(|p| p.colour).collect();
        let free = |colour: &u8| !taken.contains(colour);
        let never = (1..=MAX_PEOPLE as u8).find(|c| free(c) && !self.left.contains(c));
        wanted
            .filter(free)
            .or(never)
            .or_else(|| self.left.iter().copied().find(free))
            .unwrap_or(1)
    }

    /// The people on this instance's sockets, as JSON for the others.
    pub(super) fn local_json(&self) -> String {
        let local: Vec<&Person> = self.people.values().collect();
        serde_json::to_string(&local).unwrap_or_default()
    }
}

impl Live {
    /// Reads the changes after the last one applied here, applies them in order and tells the
    /// sockets. Changes another instance added arrive this way too.
    pub async fn catch_up(&self, store: &Store) -> Result<(), StoreError> {
        let mut state = self.state.lock().await;
        loop {
            let stored = store
                .changes_since(&self.id, state.board.seq, CATCH_UP)
                .await?;
            if stored.is_empty() {
                return Ok(());
            }
            let mut changes = Vec::with_capacity(stored.len());
            let mut gap = false;
            for change in &stored {
                if change.seq != state.board.seq + 1 {
                    // The changes after this board were let go (a board written back since):
                    // the board is read again whole.
                    gap = true;
                    break;
                }
                let Some(change) = change_of(change) else {
                    tracing::warn!(room = %self.id, seq = change.seq, "a stored edit does not read");
                    // It still takes its place in the sequence.
                    state.board.seq = change.seq;
                    continue;
                };
                if state.board.apply(&change) == Applied::Applied {
                    changes.push(change);
                }
            }
            if !changes.is_empty() {
                self.tell(&ServerMessage::Changes { changes });
            }
            if gap {
                let Some(room) = store.room(&self.id).await? else {
                    return Ok(());
                };
                if room.board_seq <= state.board.seq {
                    tracing::warn!(room = %self.id, "a room's changes are missing");
                    return Ok(());
                }
                let Some((_, board)) = board_of(&self.id, &room.board, room.board_seq) else {
                    return Ok(());
                };
                state.board = board;
                self.tell(&ServerMessage::Board {
                    board: room.board,
                    seq: room.board_seq,
                });
                continue;
            }
            if stored.len() < CATCH_UP as usize {
                return Ok(());
            }
        }
    }

    /// Who-is-here changed on this instance: tells the sockets here at once, and the other
    /// instances in the background ([`Live::announce`]), so a socket never waits for the
    /// database to move its selection.
    pub(super) async fn people_changed(self: &Arc<Self>, hub: &Hub) {
        let people = self.state.lock().await.people();
        self.people_version.fetch_add(1, Ordering::SeqCst);
        self.tell(&ServerMessage::People { people });
        if hub.shared() {
            tokio::spawn(self.clone().announce(hub.clone()));
        }
    }

    /// Tells the other instances on the database who is here now, unless a task that came
    /// later told them already: selections made faster than the database takes them are
    /// told as one, the latest.
    pub(super) async fn announce(self: Arc<Self>, hub: Hub) {
        let mut announced = self.announced.lock().await;
        let version = self.people_version.load(Ordering::SeqCst);
        if version <= *announced {
            return;
        }
        self.tell_instances(&hub).await;
        *announced = version;
    }

    /// Tells the other instances again who is here (they forget what they have not heard
    /// for [`PRESENCE`]).
    pub(super) async fn repeat_announcement(&self, hub: &Hub) {
        let _turn = self.announced.lock().await;
        self.tell_instances(hub).await;
    }

    /// Tells the other instances on the database who is here.
    pub(super) async fn tell_instances(&self, hub: &Hub) {
        let local = self.state.lock().await.local_json();
        if let Err(error) = hub
            .store
            .announce_people(&self.id, hub.instance, &local)
            .await
        {
            tracing::debug!(%error, room = %self.id, "cannot announce who is here");
        }
    }

    /// Another instance says who is in the room there: kept, and told to the sockets here.
    pub(super) async fn heard_people(&self, instance: u64, people: &str) {
        let Ok(people) = serde_json::from_str::<Vec<Person>>(people) else {
            return;
        };
        let all = {
            let mut state = self.state.lock().await;
            if people.is_empty() {
                state.remote.remove(&instance);
            } else {
                state.remote.insert(instance, (Instant::now(), people));
            }
            state.people()
        };
        self.tell(&ServerMessage::People { people: all });
    }

    /// A change this instance was told of (its own, or another's by notification): applied at
    /// once if it is the next one, skipped if it is applied already, else the room catches up
    /// from the table (a change between is missing here).
    pub async fn known(
        &self,
        store: &Store,
        stored: &store::StoredChange,
    ) -> Result<(), StoreError> {
        let applied = {
            let mut state = self.state.lock().await;
            if stored.seq <= state.board.seq {
                return Ok(());
            }
            let next = stored.seq == state.board.seq + 1;
            match change_of(stored).filter(|_| next) {
                Some(change) => {
                    state.board.apply(&change);
                    // Told under the room's lock, as the catch-up does: two changes applied
                    // at once by two tasks reach the sockets in their order, never 10 before 9
                    // (which every page would take for a gap).
                    self.tell(&ServerMessage::Changes {
                        changes: vec![change],
                    });
                    true
                }
                None => false,
            }
        };
        if !applied {
            self.catch_up(store).await?;
        }
        self.stamp_if_solved(store).await;
        Ok(())
    }

    /// Once the board is solved, records when (the first time any instance saw it, which the
    /// store keeps) and tells the sockets here, so every page shows the same finish.
    pub(super) async fn stamp_if_solved(&self, store: &Store) {
        {
            let state = self.state.lock().await;
            let grid = state.board.grid();
            if state.solved.is_some() || !grid.is_full() || !state.puzzle.rules.is_solved(&grid) {
                return;
            }
        }
        match store.room_solved(&self.id, SystemTime::now()).await {
            Ok(Some(at)) => {
                let mut state = self.state.lock().await;
                if state.solved.is_none() {
                    state.solved = Some(at);
                    self.tell(&ServerMessage::Solved { at });
                }
            }
            Ok(None) => {}
            Err(error) => {
                tracing::warn!(%error, room = %self.id, "cannot record that a room is solved");
            }
        }
    }

    /// Sends `message` to every socket on the room here.
    pub(super) fn tell(&self, message: &ServerMessage) {
        // No receiver (nobody here) is not an error.
        let _ = self.sender.send(Arc::from(message.to_json()));
    }

    /// Adds `edit` by `who`: checked against the board (refused with the reason if it cannot
    /// apply), numbered by the store, then every change up to it applied and told. Its number.
    pub async fn edit(
        &self,
        store: &Store,
        who: u32,
        edit: Edit,
        now: SystemTime,
    ) -> Result<Result<u64, site::room::EditError>, StoreError> {
        {
            let state = self.state.lock().await;
            let mut trial = state.board.progress.clone();
            if let Err(error) = edit.apply(&state.board.givens, &mut trial) {
                return Ok(Err(error));
            }
        }
        let json = serde_json::to_string(&edit).unwrap_or_default();
        let seq = store.add_change(&self.id, who, &json, now).await?;
        let Some(seq) = seq else {
            return Err(StoreError::Corrupt("a room went while open".to_owned()));
        };
        let stored = store::StoredChange {
            seq,
            player: who,
            edit: json,
        };
        self.known(store, &stored).await?;
        if seq % WRITE_BACK == 0 {
            self.write_back(store).await;
        }
        Ok(Ok(seq))
    }

    /// Writes the board back as it is now (logged if it cannot be), letting the changes
    /// [`KEPT_CHANGES`] before it go.
    pub(super) async fn write_back(&self, store: &Store) {
        let (board, seq) = {
            let state = self.state.lock().await;
            (state.board_code(), state.board.seq)
        };
        if let Err(error) = store
            .save_room_board(&self.id, &board, seq, KEPT_CHANGES)
            .await
        {
            tracing::warn!(%error, room = %self.id, "cannot write a room's board back");
        }
    }
}
