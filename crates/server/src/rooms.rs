//! Rooms played together (`site::room`): the rooms open on this instance, each with its board,
//! the people on its sockets and a broadcast of what everyone must hear.
//!
//! A room's changes are numbered by the store (`store::rooms`), never here: an instance adds a
//! change and applies it if it is the next one; if a change came between (another socket's, or
//! another instance's), it catches up on every change after the last one it applied, reading
//! them from the table in order, and tells its sockets. So an instance that shares its
//! PostgreSQL with others applies their changes in the same order, whether it learns of them by
//! adding its own or by a notification, which carries the change (`rooms/notify.rs`). A room is loaded when its first socket opens and
//! dropped, its board written back, when its last one closes.

mod live;
mod notify;
pub mod page;
mod seat;
mod socket;

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use site::ids::RoomId;
use site::room::{Applied, Change, Edit, PreparedRoom, RoomBoard, MAX_PEOPLE};
use store::{Backend, Store, StoreError};
use sudoku_core::code;
use tokio::sync::broadcast;

pub use live::Live;
use live::{Seat, State};
use notify::listen;
pub use socket::{serve, TOO_FAST};

/// The most changes read from the store at once.
const CATCH_UP: u32 = 1000;

/// How long another instance's word on who is in a room holds; instances repeat it every
/// [`PRESENCE`] / 3.
const PRESENCE: std::time::Duration = std::time::Duration::from_secs(60);

/// How many changes before a written-back board stay in the store: a room another socket is
/// opening from the board read a moment earlier still finds the changes after it.
const KEPT_CHANGES: u64 = 1000;

/// Every how many changes an open room's board is written back: a page rendered where the
/// room is not open reads the stored board and replays at most about this many changes.
const WRITE_BACK: u64 = 100;

/// How many messages a slow socket may fall behind before it is closed (its page then
/// reconnects and gets what it missed).
const BACKLOG: usize = 256;

/// The rooms open on this instance.
#[derive(Clone)]
pub struct Hub {
    store: Store,
    open: Arc<Mutex<HashMap<RoomId, Arc<Live>>>>,
    /// Whether the listener of other instances' changes runs (started with the first room).
    listening: Arc<std::sync::atomic::AtomicBool>,
    /// This instance's number among those on one database (random), for who-is-here.
    instance: u64,
    /// The sockets open here per client address (a socket outlives its connection's count).
    clients: Arc<Mutex<HashMap<std::net::IpAddr, usize>>>,
    /// One permit per socket that may be open here (`SUDOKU_MAX_ROOM_SOCKETS`).
    sockets: Arc<tokio::sync::Semaphore>,
    /// How many permits `sockets` has in all.
    max_sockets: u32,
    /// The most sockets one client address may have open here.
    per_client: usize,
    /// Becomes true when the server shuts down: every socket closes.
    stopping: Arc<tokio::sync::watch::Sender<bool>>,
}

/// A socket's place among all and among its address's (given back when dropped).
#[derive(Debug)]
pub struct Ticket {
    clients: Arc<Mutex<HashMap<std::net::IpAddr, usize>>>,
    address: std::net::IpAddr,
    _socket: tokio::sync::OwnedSemaphorePermit,
}

/// Why a socket cannot open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoTicket {
    /// Its client address has the most sockets one may have.
    Client,
    /// Every socket this instance may hold is open.
    Full,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut clients = self.clients.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = clients.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                clients.remove(&self.address);
            }
        }
    }
}

impl std::fmt::Debug for Hub {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Hub")
    }
}

/// Why a room cannot be opened or changed.
#[derive(Debug, thiserror::Error)]
pub enum RoomError {
    /// No room of that id.
    #[error("there is no such room")]
    NotFound,
    /// The room is full.
    #[error("this room is full: {MAX_PEOPLE} people play in it already")]
    Full,
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The stored board does not read (logged; the room cannot open).
    #[error("the room's board does not read")]
    Corrupt,
    /// The room closed here as the socket joined it (its last socket had just left): the
    /// socket opens it again.
    #[error("the room closed as it was joined")]
    Closed,
}

impl Hub {
    /// No rooms open yet, over `store`; at most `max` sockets open at once, and `per_client`
    /// of them from one client address.
    pub fn new(store: Store, max: usize, per_client: usize) -> Hub {
        let max_sockets = u32::try_from(max).unwrap_or(u32::MAX);
        Hub {
            store,
            per_client,
            sockets: Arc::new(tokio::sync::Semaphore::new(max_sockets as usize)),
            max_sockets,
            stopping: Arc::new(tokio::sync::watch::Sender::new(false)),
            open: Arc::new(Mutex::new(HashMap::new())),
            listening: Arc::new(std::sync::atomic::AtomicBool::new(false)),
            clients: Arc::new(Mutex::new(HashMap::new())),
            instance: u64::from_le_bytes(crate::admission::random_bytes().unwrap_or_else(|_| {
                let now = SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos());
                (now as u64).to_le_bytes()
            })),
        }
    }

    /// Whether changes made by other instances arrive by notification (PostgreSQL).
    pub fn shared(&self) -> bool {
        self.store.backend() == Backend::Postgres
    }

    /// A place for one more socket of `address`, if it has fewer than the most one client may
    /// have (`SUDOKU_ROOM_SOCKETS_PER_CLIENT`) and this instance fewer than its most
    /// (`SUDOKU_MAX_ROOM_SOCKETS`).
    pub fn ticket(&self, address: std::net::IpAddr) -> Result<Ticket, NoTicket> {
        let mut clients = self.clients.lock().unwrap_or_else(|e| e.into_inner());
        let count = clients.get(&address).copied().unwrap_or(0);
        if count >= self.per_client {
            return Err(NoTicket::Client);
        }
        if *self.stopping.borrow() {
            return Err(NoTicket::Full);
        }
        let socket = self
            .sockets
            .clone()
            .try_acquire_owned()
            .map_err(|_| NoTicket::Full)?;
        clients.insert(address, count + 1);
        Ok(Ticket {
            clients: self.clients.clone(),
            address,
            _socket: socket,
        })
    }

    /// The most sockets one client address may have open here.
    #[cfg(test)]
    fn per_client(&self) -> usize {
        self.per_client
    }

    /// What a socket watches to learn that the server shuts down.
    fn stopping(&self) -> tokio::sync::watch::Receiver<bool> {
        self.stopping.subscribe()
    }

    /// Closes every socket (each page is told the server is going away, and reconnects, to
    /// another instance or later) and waits, for at most `within`, until they have left their
    /// rooms and the rooms' boards are written back: for a shutdown, before the store closes.
    pub async fn close_all(&self, within: std::time::Duration) {
        self.stopping.send_replace(true);
        let all_closed = self.sockets.acquire_many(self.max_sockets);
        if tokio::time::timeout(within, all_closed).await.is_err() {
            tracing::warn!("room sockets still open after the grace period; stopping anyway");
        }
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The room `id`, opened (loaded from the store) if it is not open yet.
    pub async fn open(&self, id: &RoomId) -> Result<Arc<Live>, RoomError> {
        if !self.listening.swap(true, Ordering::SeqCst) {
            listen(self.clone());
        }
        if let Some(live) = self.live(id) {
            return Ok(live);
        }
        let stored = self.store.room(id).await?.ok_or(RoomError::NotFound)?;
        let (puzzle, board) =
            board_of(id, &stored.board, stored.board_seq).ok_or(RoomError::Corrupt)?;
        let (sender, _) = broadcast::channel(BACKLOG);
        let fresh = Arc::new(Live {
            id: id.clone(),
            state: tokio::sync::Mutex::new(State {
                puzzle,
                board,
                people: BTreeMap::new(),
                left: Vec::new(),
                seats: HashMap::new(),
                sockets_seated: 0,
                remote: HashMap::new(),
                sockets: 0,
                closed: false,
                made: stored.created,
                solved: stored.solved,
            }),
            sender,
            people_version: AtomicU64::new(0),
            announced: tokio::sync::Mutex::new(0),
        });
        // Two sockets opening one room at once: the first one in the map is the room.
        let live = {
            let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
            open.entry(id.clone()).or_insert(fresh).clone()
        };
        live.catch_up(&self.store).await?;
        Ok(live)
    }

    /// Room `id` for its page: its board, the change it is as of, and when the room was made
    /// and solved (the open room's board here, else the stored board with the changes after
    /// it); `None` if there is no such room.
    pub async fn board(&self, id: &RoomId) -> Result<Option<PreparedRoom>, StoreError> {
        if let Some(live) = self.live(id) {
            let state = live.state.lock().await;
            return Ok(Some(PreparedRoom::Board {
                code: state.board_code(),
                seq: state.board.seq,
                made: state.made,
                solved: state.solved,
            }));
        }
        let Some(stored) = self.store.room(id).await? else {
            return Ok(None);
        };
        let Some((puzzle, mut board)) = board_of(id, &stored.board, stored.board_seq) else {
            return Err(StoreError::Corrupt(format!(
                "room {id}'s board does not read"
            )));
        };
        loop {
            let changes = self.store.changes_since(id, board.seq, CATCH_UP).await?;
            let mut applied = 0;
            for change in changes.iter().filter_map(change_of) {
                if board.apply(&change) == Applied::Applied {
                    applied += 1;
                }
            }
            if applied == 0 || changes.len() < CATCH_UP as usize {
                break;
            }
        }
        Ok(Some(PreparedRoom::Board {
            code: code::encode_puzzle(&puzzle, Some(&board.progress)),
            seq: board.seq,
            made: stored.created,
            solved: stored.solved,
        }))
    }

    /// The room `id` if it is open here.
    pub fn live(&self, id: &RoomId) -> Option<Arc<Live>> {
        let open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        open.get(id).cloned()
    }

    /// Every room open here.
    pub fn all(&self) -> Vec<Arc<Live>> {
        let open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        open.values().cloned().collect()
    }

    /// Closes room `id` here if no socket is on it any more, writing its board back.
    async fn close_if_empty(&self, live: &Arc<Live>) {
        {
            let mut state = live.state.lock().await;
            if state.sockets > 0 || state.closed {
                return;
            }
            // Closed and out of the map under the room's lock: a socket joining now sees it
            // closed and opens the room afresh, never a room the hub no longer knows.
            state.closed = true;
            let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
            if open.get(&live.id).is_some_and(|l| Arc::ptr_eq(l, live)) {
                open.remove(&live.id);
            }
        }
        live.write_back(&self.store).await;
    }
}

/// A stored change as the room's pages get it; `None` if its edit does not read.
pub(crate) fn change_of(stored: &store::StoredChange) -> Option<Change> {
    Some(Change {
        seq: stored.seq,
        by: stored.player,
        edit: serde_json::from_str::<Edit>(&stored.edit).ok()?,
    })
}

/// The rules and givens, and the board as of change `seq`, of a room's stored board `code` (a
/// share code with everyone's progress); `None`, logged, if it does not read.
fn board_of(id: &RoomId, code: &str, seq: u64) -> Option<(sudoku_core::Puzzle, RoomBoard)> {
    RoomBoard::read(code, seq)
        .map_err(|error| tracing::warn!(%error, room = %id, "a room's board does not read"))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_address_has_at_most_its_share_of_sockets() {
        let dir = tempfile::tempdir().expect("a directory");
        let store = Store::open(&store::testing::sqlite(dir.path())).expect("a store");
        let hub = Hub::new(store, 8, 5);
        let (one, two, three) = (
            "192.0.2.1".parse().expect("an address"),
            "192.0.2.2".parse().expect("an address"),
            "192.0.2.3".parse().expect("an address"),
        );
        let mut held: Vec<Ticket> = (0..hub.per_client())
            .map(|_| hub.ticket(one).expect("a place"))
            .collect();
        assert_eq!(hub.ticket(one).err(), Some(NoTicket::Client));
        assert!(hub.ticket(two).is_ok(), "another address has its own");
        held.pop();
        assert!(
            hub.ticket(one).is_ok(),
            "a closed socket gives its place back"
        );
        // Eight in all, whatever the addresses: four of one's and four more.
        let more: Vec<Ticket> = (0..4).map(|_| hub.ticket(two).expect("a place")).collect();
        assert_eq!(hub.ticket(three).err(), Some(NoTicket::Full));
        drop(more);
        assert!(hub.ticket(three).is_ok(), "places freed for everyone");
        assert!(
            hub.clients.lock().expect("the map").get(&two).is_none(),
            "no count left behind"
        );
    }
}
