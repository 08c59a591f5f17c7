//! What the data routes share: the store the configuration names, the cached figures, the
//! data settings, and the site's keys.
//!
//! Handlers call the store's verbs; the SQL is all in the `store` crate.

use std::time::Duration;

use store::Store;
use sudoku_core::Date;

use crate::{
    admission::{random_bytes, Keys},
    community::Figures,
    config::Database,
    error::{AppError, Kept},
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
    /// The rooms open on this instance.
    pub rooms: crate::rooms::Hub,
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
            rooms: crate::rooms::Hub::new(
                store.clone(),
                settings.max_room_sockets,
                settings.room_sockets_per_client,
            ),
            store,
            settings: settings.clone(),
        }
    }

    /// The site's keys (made on first use and kept in the database), for a route that keeps
    /// `kept` (which an outage's message names).
    pub async fn keys(&self, kept: Kept) -> Result<Keys, AppError> {
        let fresh: [u8; 32] = random_bytes()?;
        let secret = self.store.secret(move || fresh).await;
        Ok(Keys::new(secret.map_err(AppError::store(kept))?))
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
