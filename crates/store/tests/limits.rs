//! The store's part in the site's limits, on an SQLite file and a PostgreSQL database alike:
//! results capped per network and one per start token, sync documents within their quotas,
//! the site's key made once, writes acknowledged only once committed, and SQLite's WAL emptied.

#[path = "support/both.rs"]
#[macro_use]
mod both;

use std::time::{Duration, SystemTime};

use site::daily::Edition;
use site::ids::SyncToken;
use store::{
    testing::{self, TestPostgres, TinyDisk},
    Location, NewResult, Origin, Put, Quota, Store, Submitted,
};
use sudoku_core::{Date, Level};

fn result(who: u32, seconds: u32) -> NewResult {
    NewResult {
        date: "2026-03-14".parse::<Date>().expect("a date"),
        edition: Edition::Classic(Level::Easy),
        player: format!("{who:032x}").parse().expect("a player id"),
        seconds,
        hints: 0,
    }
}

fn origin(network: u8, start: u8, per_client: u32) -> Origin {
    Origin {
        client: [network; 16],
        start: [start; 16],
        per_client,
    }
}

fn token(n: u32) -> SyncToken {
    format!("{n:032x}").parse().expect("a token")
}

fn quota(network: u8, per_day: u32, total: u64) -> Quota {
    Quota {
        client: [network; 16],
        per_client_per_day: per_day,
        total,
    }
}

on_both!(
    a_network_has_its_results_capped_and_a_token_counts_once,
    new_documents_fit_the_quotas_and_updates_need_none,
    the_site_s_key_is_made_once_for_every_instance,
);

async fn a_network_has_its_results_capped_and_a_token_counts_once(store: Store) {
    // Network 1 may have two results counted.
    let submit = |who, network, start| {
        let store = store.clone();
        async move {
            store
                .submit_result(&result(who, 300 + who), &origin(network, start, 2))
                .await
                .expect("answered")
        }
    };
    assert_eq!(submit(1, 1, 1).await, Submitted::Counted);
    assert_eq!(submit(2, 1, 2).await, Submitted::Counted);
    assert_eq!(submit(3, 1, 3).await, Submitted::NetworkFull);
    // Another network has its own cap.
    assert_eq!(submit(3, 2, 4).await, Submitted::Counted);
    // A token that counted does not count again, for another player either.
    assert_eq!(submit(4, 3, 4).await, Submitted::StartUsed);
    // A player's first result is answered whatever the token or the network.
    assert_eq!(
        submit(1, 1, 9).await,
        Submitted::AlreadyCounted {
            seconds: 301,
            hints: 0
        }
    );
    let players: u64 = store
        .finishing_times(result(1, 0).date, Edition::Classic(Level::Easy))
        .await
        .expect("times")
        .iter()
        .map(|t| t.players)
        .sum();
    assert_eq!(players, 3);
    assert_eq!(
        store
            .first_result(
                result(3, 0).date,
                Edition::Classic(Level::Easy),
                &result(3, 0).player
            )
            .await
            .expect("read"),
        Some((303, 0))
    );
}

async fn new_documents_fit_the_quotas_and_updates_need_none(store: Store) {
    let now = SystemTime::now();
    let put = |n, network, based_on| {
        let store = store.clone();
        async move {
            store
                .put_document(
                    &token(n),
                    r#"{"version":1}"#,
                    based_on,
                    now,
                    &quota(network, 2, 4),
                )
                .await
                .expect("answered")
        }
    };
    assert_eq!(put(1, 1, None).await, Put::Stored(1));
    assert_eq!(put(2, 1, Some(0)).await, Put::Stored(1));
    assert_eq!(put(3, 1, None).await, Put::NetworkFull);
    assert_eq!(put(3, 1, Some(0)).await, Put::NetworkFull);
    // Writing over its own documents needs no room.
    assert_eq!(put(1, 1, Some(1)).await, Put::Stored(2));
    assert_eq!(put(2, 1, None).await, Put::Stored(2));
    // Another network makes two more; then the site is full for everyone.
    assert_eq!(put(4, 2, None).await, Put::Stored(1));
    assert_eq!(put(5, 2, None).await, Put::Stored(1));
    assert_eq!(put(6, 3, None).await, Put::SiteFull);
    assert_eq!(store.document(&token(3), now).await.expect("read"), None);
    // A day later the first network may make documents again, once there is room.
    assert!(store.delete_document(&token(5)).await.expect("deleted"));
    let tomorrow = now + Duration::from_secs(86_401);
    let later = store
        .put_document(
            &token(3),
            r#"{"version":1}"#,
            None,
            tomorrow,
            &quota(1, 2, 4),
        )
        .await
        .expect("answered");
    assert_eq!(later, Put::Stored(1));
}

async fn the_site_s_key_is_made_once_for_every_instance(store: Store) {
    let twin = Store::open(&testing::options(store.location().clone())).expect("a second store");
    let (a, b) = tokio::join!(store.secret(|| [1; 32]), twin.secret(|| [2; 32]));
    let (a, b) = (a.expect("a key"), b.expect("a key"));
    assert_eq!(a, b, "both instances sign with one key");
    assert!(a == [1; 32] || a == [2; 32]);
    let third = Store::open(&testing::options(store.location().clone())).expect("a third store");
    assert_eq!(third.secret(|| [3; 32]).await.expect("a key"), a);
}

#[tokio::test]
async fn a_full_disk_loses_no_acknowledged_document() {
    // 1 MiB: the database and its WAL fill it after some 40 documents of 24 KB.
    let disk = TinyDisk::new(1 << 20);
    let store = Store::open(&testing::sqlite(disk.path())).expect("a store");
    let now = SystemTime::now();
    let body = format!(r#"{{"version":1,"pad":"{}"}}"#, "x".repeat(24 * 1024));
    let mut stored = Vec::new();
    let mut refused = 0;
    for n in 1..=80 {
        match store
            .put_document(&token(n), &body, None, now, &quota(1, 1000, 100_000))
            .await
        {
            Ok(Put::Stored(_)) => stored.push(n),
            Ok(other) => panic!("document {n}: {other:?}"),
            Err(_) => refused += 1,
        }
    }
    assert!(
        refused > 0,
        "the disk never filled up ({} stored)",
        stored.len()
    );
    assert!(!stored.is_empty());
    // Every write that was acknowledged is there, read on the same full disk and after a
    // restart.
    for n in &stored {
        let document = store.document(&token(*n), now).await.expect("readable");
        assert!(
            document.is_some(),
            "document {n} was acknowledged but is missing"
        );
    }
    store.close().await;
    let reopened = Store::open(&testing::sqlite(disk.path())).expect("a store");
    for n in &stored {
        let document = reopened.document(&token(*n), now).await.expect("readable");
        assert!(
            document.is_some(),
            "document {n} is missing after a restart"
        );
    }
}

#[tokio::test]
async fn a_commit_that_fails_is_not_acknowledged_on_postgres() {
    let url = TestPostgres::shared().fresh_database().await;
    let store = Store::open(&testing::options(Location::Postgres(url.clone()))).expect("a store");
    store.ready().await.expect("migrated");
    testing::refuse_commits(&url, "sync_documents").await;
    testing::refuse_commits(&url, "daily_results").await;
    let now = SystemTime::now();
    for based_on in [None, Some(0)] {
        let put = store
            .put_document(
                &token(1),
                r#"{"version":1}"#,
                based_on,
                now,
                &quota(1, 10, 10),
            )
            .await;
        assert!(put.is_err(), "a refused commit was answered {put:?}");
    }
    assert_eq!(store.document(&token(1), now).await.expect("read"), None);
    let submitted = store
        .submit_result(&result(1, 300), &origin(1, 1, 10))
        .await;
    assert!(
        submitted.is_err(),
        "a refused commit was answered {submitted:?}"
    );
}

#[tokio::test]
async fn a_checkpoint_empties_sqlite_s_write_ahead_log() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let store = Store::open(&testing::sqlite(dir.path())).expect("a store");
    let now = SystemTime::now();
    let body = format!(r#"{{"version":1,"pad":"{}"}}"#, "x".repeat(32 * 1024));
    for n in 1..=200 {
        store
            .put_document(&token(n), &body, None, now, &quota(1, 1000, 100_000))
            .await
            .expect("stored");
    }
    let wal = dir.path().join("sudoku.db-wal");
    let before = std::fs::metadata(&wal).expect("a WAL").len();
    assert!(before > 1 << 20, "the writes went to the WAL ({before} B)");
    assert!(store.checkpoint().await.expect("checkpointed"));
    let after = std::fs::metadata(&wal).map_or(0, |m| m.len());
    assert_eq!(after, 0, "the WAL is emptied ({before} B before)");
    assert!(store
        .document(&token(7), now)
        .await
        .expect("read")
        .is_some());
}
