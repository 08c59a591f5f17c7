//! The server's data: the store the configuration names, the routes that read and write it,
//! and its upkeep (connecting and migrating at start-up, folding closed dailies' results,
//! deleting unused sync documents).
//!
//! Handlers call the store's verbs; the SQL is all in the `store` crate.

use std::time::{Duration, SystemTime};

use axum::{
    routing::{get, post},
    Router,
};
use store::Store;
use sudoku_core::Date;

use crate::{
    admission::{random_bytes, Keys},
    community::Figures,
    config::Database,
    error::AppError,
    results, sync,
};

/// What the data routes share.
#[derive(Debug, Clone)]
pub struct Data {
    /// The database.
    pub store: Store,
    /// The cached figures.
    pub figures: Figures,
    /// The settings.
    pub settings: Database,
}

impl Data {
    /// The routes' state over `store`.
    pub fn new(store: Store, settings: &Database) -> Self {
        let timeout = settings
            .store
            .as_ref()
            .map_or(Duration::from_secs(3), |options| options.timeout);
        Self {
            figures: Figures::new(store.clone(), settings.figures_refresh, timeout),
            store,
            settings: settings.clone(),
        }
    }

    /// The site's keys (made on first use and kept in the database).
    pub async fn keys(&self) -> Result<Keys, AppError> {
        let fresh: [u8; 32] = random_bytes()?;
        Ok(Keys::new(self.store.secret(move || fresh).await?))
    }

    /// The first date whose daily still accepts results, given today's date.
    pub fn first_open_day(&self, today: Date) -> Date {
        first_open_day(today, self.settings.results_days)
    }
}

/// The first date whose daily still accepts results: `days` days before `today`.
pub fn first_open_day(today: Date, days: u32) -> Date {
    Date::from_days_since_epoch(today.days_since_epoch() - i64::from(days)).unwrap_or(today)
}

/// The store `settings` name, not connected yet; `None` when the database is off (or, which
/// the configuration's checks rule out, its options cannot be used).
pub fn open(settings: &Database) -> Option<Store> {
    let options = settings.store.as_ref()?;
    match Store::open(options) {
        Ok(store) => Some(store),
        Err(error) => {
            tracing::error!(%error, "the database cannot be opened; running without it");
            None
        }
    }
}

/// The routes under `/api/` that read and write the data (see the README for each).
pub fn routes<S: Clone + Send + Sync + 'static>(data: Data) -> Router<S> {
    Router::new()
        .route(
            app::community::report::RESULTS_PATH,
            post(results::submit).delete(results::forget),
        )
        .route(app::community::report::START_PATH, post(results::start))
        .route("/api/daily/solvers", get(crate::community::month_solvers))
        .route(
            sync::SYNC_PATH,
            get(sync::fetch).put(sync::put).delete(sync::delete),
        )
        .route(sync::QR_PATH, post(sync::qr))
        .with_state(data)
}

/// How often the upkeep folds closed results and deletes unused documents.
const UPKEEP_EVERY: Duration = Duration::from_secs(3600);

/// How long the start-up waits between attempts to reach the database.
const CONNECT_RETRY: Duration = Duration::from_secs(5);

/// Connects and migrates in the background (until the database answers, so a server whose
/// PostgreSQL is down at start takes it into use when it comes up), then folds the results of
/// closed dailies and deletes sync documents unused for `SUDOKU_SYNC_DAYS`, now and hourly.
pub fn spawn_upkeep(store: Store, settings: &Database) -> tokio::task::JoinHandle<()> {
    let (results_days, sync_days) = (settings.results_days, settings.sync_days);
    tokio::spawn(async move {
        while let Err(error) = store.ready().await {
            tracing::warn!(%error, "database unavailable; statistics are off until it answers");
            tokio::time::sleep(CONNECT_RETRY).await;
        }
        let mut every = tokio::time::interval(UPKEEP_EVERY);
        loop {
            every.tick().await;
            upkeep(&store, results_days, sync_days).await;
        }
    })
}

/// One round of upkeep (fold closed results, delete unused documents, empty SQLite's WAL);
/// failures are logged and tried again next round.
pub async fn upkeep(store: &Store, results_days: u32, sync_days: u32) {
    let today = app::community::today();
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
    match store.checkpoint().await {
        Ok(true) => {}
        Ok(false) => tracing::debug!("the WAL checkpoint could not finish; next round"),
        Err(error) => tracing::warn!(%error, "cannot checkpoint the database"),
    }
}
