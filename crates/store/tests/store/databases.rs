//! The databases under the store: SQLite's files and backups, and a PostgreSQL outage.

use super::*;

#[tokio::test]
async fn an_sqlite_database_is_made_on_first_use_in_wal_mode() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let nested = dir.path().join("var").join("sudoku");
    let store = Store::open(&testing::sqlite(&nested)).expect("a store");
    assert!(!nested.exists(), "opening does not touch the disk");
    submit(
        &store,
        &result("2026-01-01", Edition::Classic(Level::Easy), 1, 99, 0),
    )
    .await;
    assert!(nested.join("sudoku.db").is_file());
    assert!(
        nested.join("sudoku.db-wal").is_file(),
        "the journal is a write-ahead log"
    );
}

#[tokio::test]
async fn an_sqlite_backup_is_a_working_copy() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let store = Store::open(&testing::sqlite(dir.path())).expect("a store");
    submit(
        &store,
        &result("2026-01-02", Edition::Classic(Level::Hard), 1, 777, 1),
    )
    .await;
    let copy = dir.path().join("backup.db");
    // Taken while the server's pool is open.
    store::backup_sqlite(&dir.path().join("sudoku.db"), &copy)
        .await
        .expect("a backup");
    let again = store::backup_sqlite(&dir.path().join("sudoku.db"), &copy).await;
    assert!(matches!(again, Err(StoreError::Backup(_))), "{again:?}");
    let restored = Store::open(&testing::options(Location::Sqlite(copy))).expect("a store");
    assert_eq!(
        times(&restored, "2026-01-02", Edition::Classic(Level::Hard)).await,
        vec![TimeCount {
            seconds: 777,
            players: 1,
            hinted: 1
        }]
    );
}

#[tokio::test]
async fn the_store_waits_out_a_postgres_outage() {
    let cluster = TestPostgres::dedicated();
    let url = cluster.fresh_database().await;
    cluster.stop();
    let mut options = testing::options(Location::Postgres(url));
    options.timeout = Duration::from_millis(500);
    // Down at start: operations fail, and say why.
    let store = Store::open(&options).expect("opening does not connect");
    let down = store
        .finishing_times(date("2026-02-02"), Edition::Classic(Level::Easy))
        .await;
    assert!(matches!(down, Err(StoreError::Unavailable(_))), "{down:?}");
    // Back: the first operation after the pause connects and migrates.
    cluster.start();
    let first = result("2026-02-02", Edition::Classic(Level::Easy), 1, 60, 0);
    let origin = origin();
    let recovered = eventually(|| store.submit_result(&first, &origin)).await;
    assert_eq!(recovered, Submitted::Counted);
    // Down again with connections in the pool, and back.
    cluster.stop();
    let down = store
        .finishing_times(date("2026-02-02"), Edition::Classic(Level::Easy))
        .await;
    assert!(down.is_err(), "{down:?}");
    cluster.start();
    let times =
        eventually(|| store.finishing_times(date("2026-02-02"), Edition::Classic(Level::Easy)))
            .await;
    assert_eq!(times.len(), 1);
}

/// Retries `operation` for up to 20 s, through the store's pause after a failure.
async fn eventually<T, F, Fut>(operation: F) -> T
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Result<T, StoreError>>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        match operation().await {
            Ok(value) => return value,
            Err(error) if tokio::time::Instant::now() < deadline => {
                let _ = error;
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Err(error) => panic!("still failing after 20 s: {error}"),
        }
    }
}
