//! Rooms in the store, on an SQLite file and a PostgreSQL database: changes numbered in one
//! order (also by two stores on one database at once), read back after a page's last, let go
//! once the board is written back, and idle rooms removed.

use std::time::{Duration, SystemTime};

use site::ids::RoomId;
use store::{testing, RoomNotice, Store, StoredChange, StoredRoom};

#[path = "support/both.rs"]
#[macro_use]
mod both;

on_both!(
    a_room_numbers_its_changes_in_order,
    a_written_back_board_lets_the_changes_before_it_go,
    idle_rooms_are_removed_with_their_changes,
    two_stores_number_one_room_s_changes_without_a_clash,
    a_room_is_solved_once_at_the_first_time_told,
);

fn room(n: u32) -> RoomId {
    format!("{n:032x}").parse().expect("a room id")
}

fn at(seconds: u64) -> SystemTime {
    SystemTime::UNIX_EPOCH + Duration::from_secs(1_780_000_000 + seconds)
}

fn edit(cell: u16, digit: u8) -> String {
    format!(r#"{{"k":"entry","cell":{cell},"digit":{digit}}}"#)
}

async fn a_room_numbers_its_changes_in_order(store: Store) {
    let id = room(1);
    assert!(store.create_room(&id, "3start", at(0)).await.expect("made"));
    assert!(
        !store
            .create_room(&id, "3other", at(1))
            .await
            .expect("answered"),
        "an id is taken once"
    );
    for (n, (player, cell)) in [(1, 2), (2, 3), (1, 4)].into_iter().enumerate() {
        let seq = store
            .add_change(&id, player, &edit(cell, 5), at(10))
            .await
            .expect("kept");
        assert_eq!(seq, Some(n as u64 + 1));
    }
    let changes = store.changes_since(&id, 0, 100).await.expect("read");
    assert_eq!(
        changes
            .iter()
            .map(|c| (c.seq, c.player))
            .collect::<Vec<_>>(),
        vec![(1, 1), (2, 2), (3, 1)]
    );
    assert_eq!(changes[1].edit, edit(3, 5));
    assert_eq!(
        store.changes_since(&id, 2, 100).await.expect("read"),
        vec![StoredChange {
            seq: 3,
            player: 1,
            edit: edit(4, 5)
        }]
    );
    assert_eq!(store.changes_since(&id, 0, 2).await.expect("read").len(), 2);
    let kept = kept_room(&store, &id).await;
    assert_eq!(
        (kept.start.as_str(), kept.board.as_str()),
        ("3start", "3start")
    );
    assert_eq!((kept.board_seq, kept.seq), (0, 3));
    // Made at its making, not at its changes (nor at the refused second making).
    assert_eq!(kept.created, 1_780_000_000);
    // No such room: nothing numbered, nothing read.
    assert_eq!(
        store
            .add_change(&room(9), 1, &edit(2, 1), at(10))
            .await
            .expect("answered"),
        None
    );
    assert_eq!(store.room(&room(9)).await.expect("read"), None);
    assert!(store
        .changes_since(&room(9), 0, 10)
        .await
        .expect("read")
        .is_empty());
}

async fn a_room_is_solved_once_at_the_first_time_told(store: Store) {
    let id = room(7);
    assert!(store.create_room(&id, "3start", at(0)).await.expect("made"));
    let stored = kept_room(&store, &id).await;
    assert_eq!(stored.solved, None);
    assert_eq!(
        store.room_solved(&id, at(90)).await.expect("kept"),
        Some(at_secs(90))
    );
    // Another instance that saw the same change a moment later: the first time stays.
    assert_eq!(
        store.room_solved(&id, at(91)).await.expect("kept"),
        Some(at_secs(90))
    );
    let stored = kept_room(&store, &id).await;
    assert_eq!(stored.solved, Some(at_secs(90)));
    assert_eq!(
        store.room_solved(&room(8), at(92)).await.expect("answered"),
        None
    );
}

/// [`at`]'s time in Unix seconds.
fn at_secs(seconds: u64) -> u64 {
    1_780_000_000 + seconds
}

async fn a_written_back_board_lets_the_changes_before_it_go(store: Store) {
    let id = room(2);
    store.create_room(&id, "3start", at(0)).await.expect("made");
    for cell in [2, 3, 4] {
        store
            .add_change(&id, 1, &edit(cell, 1), at(5))
            .await
            .expect("kept");
    }
    write_back(&store, &id, "3two", 2, 0).await;
    let kept = kept_room(&store, &id).await;
    assert_eq!(
        (kept.board.as_str(), kept.board_seq, kept.seq),
        ("3two", 2, 3)
    );
    assert_eq!(kept_changes(&store, &id).await, vec![3]);
    // An older board, or one past the last change, is not written.
    write_back(&store, &id, "3one", 1, 0).await;
    write_back(&store, &id, "3nine", 9, 0).await;
    let kept = kept_room(&store, &id).await;
    assert_eq!((kept.board.as_str(), kept.board_seq), ("3two", 2));
    // Keeping one change before the board: a board written back at 4 lets changes to 3 go.
    store
        .add_change(&id, 1, &edit(5, 1), at(6))
        .await
        .expect("kept");
    write_back(&store, &id, "3four", 4, 1).await;
    assert_eq!(kept_changes(&store, &id).await, vec![4]);
}

/// Room `id` as `store` keeps it; there must be one.
async fn kept_room(store: &Store, id: &RoomId) -> StoredRoom {
    store.room(id).await.expect("read").expect("the room")
}

/// Writes `board` (a share code) back as room `id`'s board as of change `seq`, letting the
/// changes up to `keep` before it go, if `store` takes it.
async fn write_back(store: &Store, id: &RoomId, board: &str, seq: u64, keep: u64) {
    store
        .save_room_board(id, board, seq, keep)
        .await
        .expect("answered");
}

/// The numbers of the changes room `id` keeps.
async fn kept_changes(store: &Store, id: &RoomId) -> Vec<u64> {
    let changes = store.changes_since(id, 0, 10).await.expect("read");
    changes.iter().map(|c| c.seq).collect()
}

async fn idle_rooms_are_removed_with_their_changes(store: Store) {
    let (idle, visited, changed) = (room(3), room(4), room(5));
    for id in [&idle, &visited, &changed] {
        store.create_room(id, "3start", at(0)).await.expect("made");
        store
            .add_change(id, 1, &edit(2, 1), at(0))
            .await
            .expect("kept");
    }
    store.visit_room(&visited, at(100)).await.expect("visited");
    store
        .add_change(&changed, 2, &edit(3, 1), at(100))
        .await
        .expect("kept");
    assert_eq!(store.remove_idle_rooms(at(50)).await.expect("removed"), 1);
    assert_eq!(store.room(&idle).await.expect("read"), None);
    assert!(store
        .changes_since(&idle, 0, 10)
        .await
        .expect("read")
        .is_empty());
    for id in [&visited, &changed] {
        assert!(store.room(id).await.expect("read").is_some());
        assert!(!store
            .changes_since(id, 0, 10)
            .await
            .expect("read")
            .is_empty());
    }
    assert_eq!(store.remove_idle_rooms(at(50)).await.expect("removed"), 0);
}

async fn two_stores_number_one_room_s_changes_without_a_clash(store: Store) {
    let twin = Store::open(&testing::options(store.location().clone())).expect("a second store");
    let id = room(6);
    store.create_room(&id, "3start", at(0)).await.expect("made");
    let add = |store: Store, player: u32| {
        let id = id.clone();
        async move {
            let mut numbers = Vec::new();
            for cell in 0..10 {
                let seq = store
                    .add_change(&id, player, &edit(cell, 1), at(1))
                    .await
                    .expect("kept")
                    .expect("the room");
                numbers.push(seq);
            }
            numbers
        }
    };
    let (a, b) = tokio::join!(add(store.clone(), 1), add(twin, 2));
    let mut all: Vec<u64> = a.into_iter().chain(b).collect();
    all.sort_unstable();
    assert_eq!(all, (1..=20).collect::<Vec<u64>>());
    assert_eq!(
        store.changes_since(&id, 0, 100).await.expect("read").len(),
        20
    );
}

/// On PostgreSQL a change made through one store is heard by another's listener once it is
/// committed; SQLite has no listener (one instance has the file).
#[tokio::test]
async fn a_change_on_postgres_is_heard_by_the_other_instances() {
    let url = testing::TestPostgres::shared().fresh_database().await;
    let one =
        Store::open(&testing::options(store::Location::Postgres(url.clone()))).expect("a store");
    let two = Store::open(&testing::options(store::Location::Postgres(url))).expect("a store");
    let id = room(7);
    one.create_room(&id, "3start", at(0)).await.expect("made");
    let mut heard = two
        .room_notifications()
        .await
        .expect("listening")
        .expect("PostgreSQL listens");
    let seq = one
        .add_change(&id, 1, &edit(2, 3), at(1))
        .await
        .expect("kept");
    let notice = tokio::time::timeout(Duration::from_secs(10), heard.next())
        .await
        .expect("heard in time")
        .expect("a notice");
    assert_eq!(
        notice,
        RoomNotice::Change {
            room: id,
            change: StoredChange {
                seq: seq.expect("numbered"),
                player: 1,
                edit: edit(2, 3)
            }
        }
    );

    let dir = tempfile::tempdir().expect("a directory");
    let sqlite = Store::open(&testing::sqlite(dir.path())).expect("a store");
    assert!(sqlite
        .room_notifications()
        .await
        .expect("answered")
        .is_none());
}
