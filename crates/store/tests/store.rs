//! The store against real databases: an SQLite file in a temporary directory and a PostgreSQL
//! cluster that `scripts/pg-cluster` starts. Every behaviour is checked on both.

use std::{
    sync::atomic::{AtomicU64, Ordering},
    time::{Duration, SystemTime},
};

use site::daily::Edition;
use site::ids::{PlayerId, SyncToken};
use store::{
    testing::{self, TestPostgres},
    DayCount, Location, NewResult, Origin, Put, Quota, Store, StoreError, Submitted, TimeCount,
};
use sudoku_core::{Date, Level};

fn date(text: &str) -> Date {
    text.parse().expect("a date")
}

fn player(n: u32) -> PlayerId {
    format!("{n:032x}").parse().expect("a player id")
}

fn result(day: &str, edition: Edition, who: u32, seconds: u32, hints: u32) -> NewResult {
    NewResult {
        date: date(day),
        edition,
        player: player(who),
        seconds,
        hints,
    }
}

/// Where a result comes from, in the tests that are not about the limits: one network with
/// room for every result, and a start token of its own each time.
fn origin() -> Origin {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    let mut start = [0u8; 16];
    start[..8].copy_from_slice(&NEXT.fetch_add(1, Ordering::Relaxed).to_be_bytes());
    Origin {
        client: [0; 16],
        start,
        per_client: 1000,
    }
}

/// Room for every document, in the tests that are not about the quotas.
fn quota() -> Quota {
    Quota {
        client: [0; 16],
        per_client_per_day: 1000,
        total: 1_000_000,
    }
}

/// `result` sent to `store` from an [`origin`] of its own: what became of it.
async fn submit(store: &Store, result: &NewResult) -> Submitted {
    store
        .submit_result(result, &origin())
        .await
        .expect("answered")
}

/// Deletes player `who`'s open results from `store`: how many there were.
async fn delete_player(store: &Store, who: u32) -> u64 {
    store
        .delete_player_results(&player(who))
        .await
        .expect("deleted")
}

async fn times(store: &Store, day: &str, edition: Edition) -> Vec<TimeCount> {
    store
        .finishing_times(date(day), edition)
        .await
        .expect("times")
}

async fn fold(store: &Store, before: &str) -> u64 {
    store.fold_results(date(before)).await.expect("folded")
}

#[path = "support/both.rs"]
#[macro_use]
mod both;

on_both!(
    a_players_first_result_counts_once,
    figures_combine_open_and_folded_results,
    a_player_deletes_their_results,
    the_daily_killer_is_counted_apart_from_the_medium,
    sync_documents_keep_revisions,
    unused_documents_expire,
    two_stores_on_one_database_agree,
);

async fn a_players_first_result_counts_once(store: Store) {
    let first = result("2026-03-14", Edition::Classic(Level::Easy), 1, 250, 0);
    assert_eq!(submit(&store, &first).await, Submitted::Counted);
    let again = NewResult {
        seconds: 200,
        hints: 3,
        ..first.clone()
    };
    assert_eq!(
        submit(&store, &again).await,
        Submitted::AlreadyCounted {
            seconds: 250,
            hints: 0
        }
    );
    // The same player's result for another level or day is another result.
    let other = result("2026-03-14", Edition::Classic(Level::Hard), 1, 900, 2);
    assert_eq!(submit(&store, &other).await, Submitted::Counted);
    assert_eq!(
        times(&store, "2026-03-14", Edition::Classic(Level::Easy)).await,
        vec![TimeCount {
            seconds: 250,
            players: 1,
            hinted: 0
        }]
    );
}

async fn figures_combine_open_and_folded_results(store: Store) {
    // Five players on the 1st (two at 300 s, one of them with a hint), two on the 20th.
    for (who, day, seconds, hints) in [
        (1, "2026-03-01", 300, 0),
        (2, "2026-03-01", 300, 1),
        (3, "2026-03-01", 420, 0),
        (4, "2026-03-01", 180, 2),
        (5, "2026-03-01", 600, 0),
        (1, "2026-03-20", 240, 0),
        (2, "2026-03-20", 260, 0),
    ] {
        let medium = result(day, Edition::Classic(Level::Medium), who, seconds, hints);
        assert_eq!(submit(&store, &medium).await, Submitted::Counted);
    }
    let times_before = times(&store, "2026-03-01", Edition::Classic(Level::Medium)).await;
    assert_eq!(
        times_before,
        vec![
            TimeCount {
                seconds: 180,
                players: 1,
                hinted: 1
            },
            TimeCount {
                seconds: 300,
                players: 2,
                hinted: 1
            },
            TimeCount {
                seconds: 420,
                players: 1,
                hinted: 0
            },
            TimeCount {
                seconds: 600,
                players: 1,
                hinted: 0
            },
        ]
    );
    let days_before = store
        .solvers_per_day(date("2026-03-01"), date("2026-03-31"))
        .await
        .expect("counts");
    assert_eq!(
        days_before,
        vec![
            DayCount {
                date: date("2026-03-01"),
                edition: Edition::Classic(Level::Medium),
                players: 5
            },
            DayCount {
                date: date("2026-03-20"),
                edition: Edition::Classic(Level::Medium),
                players: 2
            },
        ]
    );

    // Closing the days before the 10th folds the 1st's five results, and the figures stay.
    assert_eq!(fold(&store, "2026-03-10").await, 5);
    assert_eq!(fold(&store, "2026-03-10").await, 0);
    let times_after = times(&store, "2026-03-01", Edition::Classic(Level::Medium)).await;
    assert_eq!(times_after, times_before);
    let days_after = store
        .solvers_per_day(date("2026-03-01"), date("2026-03-31"))
        .await
        .expect("counts");
    assert_eq!(days_after, days_before);
    // The individual rows are gone: player 3 had only the folded one.
    assert_eq!(delete_player(&store, 3).await, 0);
    // A later result of the same time adds to the folded count.
    submit(
        &store,
        &result("2026-03-01", Edition::Classic(Level::Medium), 9, 300, 0),
    )
    .await;
    let merged = times(&store, "2026-03-01", Edition::Classic(Level::Medium)).await;
    assert_eq!(
        merged[1],
        TimeCount {
            seconds: 300,
            players: 3,
            hinted: 1
        }
    );
    // Folding again merges into the same counts.
    assert_eq!(fold(&store, "2026-03-10").await, 1);
    assert_eq!(
        times(&store, "2026-03-01", Edition::Classic(Level::Medium)).await,
        merged
    );
}

async fn a_player_deletes_their_results(store: Store) {
    for (who, level) in [
        (1, Edition::Classic(Level::Easy)),
        (1, Edition::Classic(Level::Hard)),
        (2, Edition::Classic(Level::Easy)),
    ] {
        submit(&store, &result("2026-04-02", level, who, 321, 0)).await;
    }
    assert_eq!(delete_player(&store, 1).await, 2);
    assert_eq!(delete_player(&store, 1).await, 0);
    let easy = times(&store, "2026-04-02", Edition::Classic(Level::Easy)).await;
    assert_eq!(
        easy,
        vec![TimeCount {
            seconds: 321,
            players: 1,
            hinted: 0
        }]
    );
    // Deleted, the player may send their result again and it counts.
    let again = result("2026-04-02", Edition::Classic(Level::Hard), 1, 500, 0);
    assert_eq!(submit(&store, &again).await, Submitted::Counted);
}

/// The daily Killer is made at the Medium level, yet its results are its own: a player's
/// Killer and Medium of one day both count, and each day's solvers are told per edition.
async fn the_daily_killer_is_counted_apart_from_the_medium(store: Store) {
    let medium = Edition::Classic(Level::Medium);
    for (who, edition, seconds) in [
        (1, medium, 400),
        (1, Edition::Killer, 900),
        (2, Edition::Killer, 700),
    ] {
        let sent = result("2026-06-06", edition, who, seconds, 0);
        assert_eq!(submit(&store, &sent).await, Submitted::Counted);
    }
    let killer = times(&store, "2026-06-06", Edition::Killer).await;
    assert_eq!(
        killer.iter().map(|t| t.seconds).collect::<Vec<_>>(),
        vec![700, 900]
    );
    assert_eq!(times(&store, "2026-06-06", medium).await.len(), 1);
    let days = store
        .solvers_per_day(date("2026-06-01"), date("2026-06-30"))
        .await
        .expect("counts");
    let of = |edition| {
        days.iter()
            .find(|d| d.edition == edition)
            .map(|d| d.players)
    };
    assert_eq!((of(medium), of(Edition::Killer)), (Some(1), Some(2)));
    // Folded, the Killer's times stay the Killer's.
    assert_eq!(fold(&store, "2026-06-07").await, 3);
    assert_eq!(times(&store, "2026-06-06", Edition::Killer).await, killer);
    assert_eq!(
        store
            .first_result(date("2026-06-06"), Edition::Killer, &player(2))
            .await
            .expect("read"),
        None,
        "folded results are anonymous"
    );
}

async fn sync_documents_keep_revisions(store: Store) {
    let token: SyncToken = "000102030405060708090a0b0c0d0e0f".parse().expect("a token");
    let other: SyncToken = "f00102030405060708090a0b0c0d0e0f".parse().expect("a token");
    let now = SystemTime::now();
    assert_eq!(store.document(&token, now).await.expect("read"), None);
    // (body, based on, what becomes of it), in order.
    let writes: [(&str, Option<u64>, Put); 5] = [
        (r#"{"version":1}"#, Some(0), Put::Stored(1)),
        // Created only if absent: a second create is a conflict.
        (
            r#"{"version":1,"x":1}"#,
            Some(0),
            Put::Conflict { current: 1 },
        ),
        (r#"{"version":1,"x":2}"#, Some(1), Put::Stored(2)),
        // A write based on an old revision changes nothing.
        (
            r#"{"version":1,"x":3}"#,
            Some(1),
            Put::Conflict { current: 2 },
        ),
        // Without a revision, the write wins.
        (r#"{"version":1,"x":4}"#, None, Put::Stored(3)),
    ];
    for (body, based_on, expected) in writes {
        let put = store
            .put_document(&token, body, based_on, now, &quota())
            .await
            .expect("put");
        assert_eq!(put, expected, "{body} based on {based_on:?}");
    }
    let document = store
        .document(&token, now)
        .await
        .expect("read")
        .expect("stored");
    assert_eq!(
        (document.revision, document.body.as_str()),
        (3, r#"{"version":1,"x":4}"#)
    );
    assert_eq!(store.document(&other, now).await.expect("read"), None);
    assert_eq!(
        store
            .put_document(&other, "{}", Some(5), now, &quota())
            .await
            .expect("put"),
        Put::Conflict { current: 0 }
    );

    assert!(store.delete_document(&token).await.expect("deleted"));
    assert!(!store.delete_document(&token).await.expect("deleted"));
    assert_eq!(store.document(&token, now).await.expect("read"), None);
}

async fn unused_documents_expire(store: Store) {
    let old: SyncToken = "11111111111111111111111111111111".parse().expect("a token");
    let recent: SyncToken = "22222222222222222222222222222222".parse().expect("a token");
    let now = SystemTime::now();
    let long_ago = now - Duration::from_secs(400 * 86_400);
    store
        .put_document(&old, "{}", None, long_ago, &quota())
        .await
        .expect("put");
    store
        .put_document(&recent, "{}", None, long_ago, &quota())
        .await
        .expect("put");
    // Reading counts as using.
    store.document(&recent, now).await.expect("read");
    let cutoff = now - Duration::from_secs(365 * 86_400);
    assert_eq!(store.expire_documents(cutoff).await.expect("expired"), 1);
    assert_eq!(store.document(&old, now).await.expect("read"), None);
    assert!(store.document(&recent, now).await.expect("read").is_some());
}

async fn two_stores_on_one_database_agree(store: Store) {
    let location = store.location().clone();
    let twin = Store::open(&testing::options(location)).expect("a second store");
    // Both migrate (or find the migrations done) without tripping over each other.
    let (a, b) = tokio::join!(store.ready(), twin.ready());
    a.expect("the first is ready");
    b.expect("the second is ready");
    let easy = |seconds| result("2026-05-05", Edition::Classic(Level::Easy), 7, seconds, 0);
    submit(&store, &easy(100)).await;
    assert!(matches!(
        twin.submit_result(&easy(90), &origin()).await,
        Ok(Submitted::AlreadyCounted { seconds: 100, .. })
    ));
    assert_eq!(
        times(&twin, "2026-05-05", Edition::Classic(Level::Easy)).await,
        times(&store, "2026-05-05", Edition::Classic(Level::Easy)).await
    );
}

// The databases themselves: SQLite's files and backups, and PostgreSQL's outages.
#[path = "store/databases.rs"]
mod databases;
