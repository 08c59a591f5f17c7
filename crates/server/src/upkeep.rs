//! The data's upkeep: connecting and migrating at start-up (until the database answers), then
//! hourly folding closed dailies' results into counts, deleting unused sync documents,
//! removing rooms idle for [`ROOM_DAYS`] and emptying SQLite's WAL.

use std::time::{Duration, SystemTime};

use store::Store;

use crate::{config::Database, state::first_open_day};

/// How often the upkeep folds closed results and deletes unused documents.
const UPKEEP_EVERY: Duration = Duration::from_secs(3600);

/// Days after which a room neither changed nor visited is removed.
pub const ROOM_DAYS: u64 = 30;

/// How long the start-up waits between attempts to reach the database.
const CONNECT_RETRY: Duration = Duration::from_secs(5);

/// Connects and migrates in the background (until the database answers, so a server whose
/// PostgreSQL is down at start takes it into use when it comes up), then folds the results of
/// closed dailies and deletes sync documents unused for `SUDOKU_SYNC_DAYS`, now and hourly.
pub fn spawn(store: Store, settings: &Database) -> tokio::task::JoinHandle<()> {
    let (results_days, sync_days) = (settings.results_days, settings.sync_days);
    tokio::spawn(async move {
        while let Err(error) = store.ready().await {
            tracing::warn!(%error, "database unavailable; statistics are off until it answers");
            tokio::time::sleep(CONNECT_RETRY).await;
        }
        let mut every = tokio::time::interval(UPKEEP_EVERY);
        loop {
            every.tick().await;
            once(&store, results_days, sync_days).await;
        }
    })
}

/// One round of upkeep (fold closed results, delete unused documents and idle rooms, empty
/// SQLite's WAL); failures are logged and tried again next round.
pub async fn once(store: &Store, results_days: u32, sync_days: u32) {
    let today = site::daily::today(SystemTime::now());
    match store
        .fold_results(first_open_day(today, results_days))
        .await
    {
        Ok(0) => {}
        Ok(folded) => tracing::info!(folded, "closed dailies' results folded into counts"),
        Err(error) => tracing::warn!(%error, "cannot fold results"),
    }
    let unused_since = SystemTime::now() - Duration::from_secs(u64::from(sync_days) * 86_400);
    match store.expire_documents(unused_since).await {
        Ok(0) => {}
        Ok(expired) => tracing::info!(expired, "unused sync documents deleted"),
        Err(error) => tracing::warn!(%error, "cannot delete unused sync documents"),
    }
    let idle_since = SystemTime::now() - Duration::from_secs(ROOM_DAYS * 86_400);
    match store.remove_idle_rooms(idle_since).await {
        Ok(0) => {}
        Ok(removed) => tracing::info!(removed, "idle rooms removed"),
        Err(error) => tracing::warn!(%error, "cannot remove idle rooms"),
    }
    match store.checkpoint().await {
        Ok(true) => {}
        Ok(false) => tracing::debug!("the WAL checkpoint could not finish; next round"),
        Err(error) => tracing::warn!(%error, "cannot checkpoint the database"),
    }
}
