//! The site's server-side data: daily results and their figures ([`results`]), players' sync
//! documents ([`sync`]), rooms solved together ([`rooms`]), and SQLite backups
//! ([`backup_sqlite`]).
//!
//! Every SQL statement of the project is in this crate; the server's handlers call the verbs of
//! [`Store`]. One set of queries serves both backends through sqlx's Any driver: an SQLite file
//! (the default, in WAL mode) or a PostgreSQL server shared by several instances of the site.
//! Only the migrations (`migrations/sqlite`, `migrations/postgres`, embedded in the binary) and
//! each connection's settings differ.
//!
//! [`Store::open`] does not connect: the first operation connects and runs the migrations, and
//! if the database cannot be reached the operation fails with [`StoreError::Unavailable`] and a
//! later one tries again. So a server starts, and serves its pages, whether or not its database
//! is up, and takes it into use once it answers.
//!
//! ```no_run
//! # async fn example() -> Result<(), store::StoreError> {
//! use std::time::Duration;
//! let store = store::Store::open(&store::Options {
//!     location: store::Location::Sqlite("data/sudoku.db".into()),
//!     pool_size: 8,
//!     timeout: Duration::from_secs(3),
//! })?;
//! store.ready().await?; // connects and migrates
//! # Ok(()) }
//! ```

use std::{
    future::Future,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use sqlx::{
    any::{AnyConnectOptions, AnyPoolOptions},
    AnyPool, ConnectOptions,
};
use tokio::sync::OnceCell;

mod backup;
mod ids;
mod location;
pub mod results;
pub mod rooms;
mod schema;
mod secret;
pub mod sync;
#[cfg(feature = "testing")]
pub mod testing;

pub use backup::backup_sqlite;
pub use location::{Backend, Location, LocationError};
pub use results::{DayCount, NewResult, Origin, Submitted, TimeCount};
pub use rooms::{RoomNotice, RoomNotifications, StoredChange, StoredRoom};
pub use sync::{Put, Quota, SyncDocument};

/// The SQLite database's file name in the server's data directory (`SUDOKU_DATA_DIR`).
pub const SQLITE_FILE: &str = "sudoku.db";

/// How the store connects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The database.
    pub location: Location,
    /// The most connections the pool opens at once.
    pub pool_size: u32,
    /// How long one operation may take, waiting for a connection included. PostgreSQL also
    /// cancels a statement that runs longer (`statement_timeout`).
    pub timeout: Duration,
}

/// What an operation can fail with. The text is for the log: callers show the visitor a plain
/// "statistics unavailable".
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database cannot be reached, or a recent attempt failed and the store waits a moment
    /// before the next one.
    #[error("the database is unavailable: {0}")]
    Unavailable(String),
    /// The operation took longer than [`Options::timeout`].
    #[error("the database did not answer within {0:?}")]
    TimedOut(Duration),
    /// The migrations could not be applied.
    #[error("the database could not be migrated: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    /// The database refused a statement.
    #[error("database error: {0}")]
    Query(#[from] sqlx::Error),
    /// A stored value is not what this version wrote (a damaged row, or a newer schema).
    #[error("unexpected data in the database: {0}")]
    Corrupt(String),
    /// An SQLite backup failed (the destination exists, or cannot be written).
    #[error("backup failed: {0}")]
    Backup(String),
}

/// After a failed connection, how long operations fail at once before the next attempt: a
/// database that is down costs one attempt per interval, not one per request.
const RETRY_AFTER_FAILURE: Duration = Duration::from_secs(2);

/// The store: a pool of connections to one database. Cheap to clone (the clones share the pool).
#[derive(Debug, Clone)]
pub struct Store {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    pool: AnyPool,
    location: Location,
    backend: Backend,
    timeout: Duration,
    /// The SQLite file's directory, made before the first connection.
    directory: Option<PathBuf>,
    /// Set once the migrations have run on this database.
    migrated: OnceCell<()>,
    /// Until when operations fail at once after a failed connection.
    retry_at: Mutex<Option<Instant>>,
    /// The current outage, if the database is out of reach: when it began and how many
    /// operations failed since, for one log line when it starts and one when it ends.
    outage: Mutex<Option<Outage>>,
    /// The site's key, once read ([`Store::secret`]).
    secret: std::sync::OnceLock<[u8; 32]>,
}

#[derive(Debug, Clone, Copy)]
struct Outage {
    since: Instant,
    failed: u64,
}

impl Store {
    /// A store for `options`, without connecting yet.
    pub fn open(options: &Options) -> Result<Self, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = options.location.backend();
        let (url, directory) = match &options.location {
            Location::Postgres(url) => (url.clone(), None),
            Location::Sqlite(path) => {
                let url = sqlx::sqlite::SqliteConnectOptions::new()
                    .filename(path)
                    .create_if_missing(true)
                    .to_url_lossy();
                let directory = path.parent().map(Path::to_path_buf);
                (url.to_string(), directory)
            }
        };
        let connect = url.parse::<AnyConnectOptions>()?;
        let timeout = options.timeout;
        let pool = AnyPoolOptions::new()
            .max_connections(options.pool_size.max(1))
            .acquire_timeout(timeout)
            .after_connect(move |connection, _| {
                Box::pin(async move { schema::configure(connection, backend, timeout).await })
            })
            .connect_lazy_with(connect);
        Ok(Self {
            inner: Arc::new(Inner {
                pool,
                location: options.location.clone(),
                backend,
                timeout,
                directory,
                migrated: OnceCell::new(),
                retry_at: Mutex::new(None),
                outage: Mutex::new(None),
                secret: std::sync::OnceLock::new(),
            }),
        })
    }

    /// Which kind of database this is.
    pub fn backend(&self) -> Backend {
        self.inner.backend
    }

    /// Where the data lives.
    pub fn location(&self) -> &Location {
        &self.inner.location
    }

    /// Connects and runs the migrations if that has not happened yet.
    pub async fn ready(&self) -> Result<(), StoreError> {
        if self.inner.migrated.initialized() {
            return Ok(());
        }
        self.check_retry()?;
        let inner = &self.inner;
        let migrated = inner
            .migrated
            .get_or_try_init(|| async {
                if let Some(directory) = &inner.directory {
                    tokio::fs::create_dir_all(directory)
                        .await
                        .map_err(|error| {
                            StoreError::Unavailable(format!(
                                "cannot create {}: {error}",
                                directory.display()
                            ))
                        })?;
                }
                schema::migrate(&inner.pool, inner.backend, inner.timeout).await
            })
            .await;
        match migrated {
            Ok(()) => {
                tracing::info!(backend = self.backend().name(), "database ready");
                Ok(())
            }
            Err(error) => {
                self.failed(&error);
                Err(error)
            }
        }
    }

    /// Whether the database answers now (`SELECT 1`), for `/readyz`.
    pub async fn ping(&self) -> Result<(), StoreError> {
        self.run(|pool| async move { sqlx::query("SELECT 1").execute(pool).await.map(drop) })
            .await
    }

    /// Writes SQLite's WAL into the database and empties it (`wal_checkpoint(TRUNCATE)`), so
    /// the WAL file does not stay as large as its largest burst of writes; whether the whole
    /// WAL could be written (readers in the middle of a read keep their part). Nothing to do on
    /// PostgreSQL.
    pub async fn checkpoint(&self) -> Result<bool, StoreError> {
        if self.backend() != Backend::Sqlite {
            return Ok(true);
        }
        let row = self
            .run(|pool| sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").fetch_one(pool))
            .await?;
        // (busy, WAL frames, frames checkpointed); busy is 1 when a reader or writer held it.
        let busy: i64 = sqlx::Row::try_get(&row, 0)?;
        Ok(busy == 0)
    }

    /// Closes the pool's connections (at shutdown; the store is unusable afterwards).
    pub async fn close(&self) {
        self.inner.pool.close().await;
    }

    fn check_retry(&self) -> Result<(), StoreError> {
        let retry_at = *self
            .inner
            .retry_at
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        match retry_at {
            Some(at) if Instant::now() < at => Err(StoreError::Unavailable(
                "a recent attempt failed; retrying shortly".to_owned(),
            )),
            _ => Ok(()),
        }
    }

    /// Notes that the database could not be reached: operations fail at once for a moment,
    /// and an outage that begins is logged, once.
    fn failed(&self, error: &dyn std::fmt::Display) {
        *self
            .inner
            .retry_at
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = Some(Instant::now() + RETRY_AFTER_FAILURE);
        let mut outage = self.inner.outage.lock().unwrap_or_else(|e| e.into_inner());
        match outage.as_mut() {
            Some(outage) => outage.failed += 1,
            None => {
                tracing::error!(
                    backend = self.backend().name(),
                    %error,
                    "the database is unavailable; statistics and sync are off until it answers"
                );
                *outage = Some(Outage {
                    since: Instant::now(),
                    failed: 1,
                });
            }
        }
    }

    /// Notes that an operation reached the database: an outage, if there was one, is over.
    fn answered(&self) {
        let mut outage = self.inner.outage.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(Outage { since, failed }) = outage.take() {
            tracing::warn!(
                backend = self.backend().name(),
                lasted_ms = since.elapsed().as_millis(),
                failed,
                "the database answers again"
            );
        }
    }

    /// Counts an operation refused at once during an outage.
    fn refused(&self) {
        if let Some(outage) = self
            .inner
            .outage
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_mut()
        {
            outage.failed += 1;
        }
    }

    /// Runs `statement`, a `DELETE` of the rows that match `key` (its `$1`): how many it
    /// deleted.
    async fn delete_where(
        &self,
        statement: &'static str,
        key: impl Param,
    ) -> Result<u64, StoreError> {
        self.run(|pool| async move {
            sqlx::query(statement)
                .bind(key)
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })
        .await
    }

    /// Runs `statement` with `first` and `second` as its `$1` and `$2`, for what it does alone.
    async fn execute_with(
        &self,
        statement: &'static str,
        first: impl Param,
        second: impl Param,
    ) -> Result<(), StoreError> {
        self.run(|pool| {
            sqlx::query(statement)
                .bind(first)
                .bind(second)
                .execute(pool)
        })
        .await?;
        Ok(())
    }

    /// Runs `operation` on the pool once the store is ready, within the timeout. A failure to
    /// reach the database makes the next operations fail at once for a moment.
    async fn run<'a, T, F, Fut>(&'a self, operation: F) -> Result<T, StoreError>
    where
        F: FnOnce(&'a AnyPool) -> Fut,
        Fut: Future<Output = Result<T, sqlx::Error>> + 'a,
    {
        if let Err(error) = self.ready().await.and_then(|()| self.check_retry()) {
            self.refused();
            return Err(error);
        }
        match tokio::time::timeout(self.inner.timeout, operation(&self.inner.pool)).await {
            Err(_) => {
                let error = StoreError::TimedOut(self.inner.timeout);
                self.failed(&error);
                Err(error)
            }
            Ok(Err(error)) if is_connection_error(&error) => {
                self.failed(&error);
                Err(StoreError::Unavailable(error.to_string()))
            }
            Ok(result) => {
                self.answered();
                Ok(result?)
            }
        }
    }
}

/// A value a statement takes as a parameter (`$1`, `$2`, …).
trait Param: sqlx::Encode<'static, sqlx::Any> + sqlx::Type<sqlx::Any> + Send + 'static {}

impl<T: sqlx::Encode<'static, sqlx::Any> + sqlx::Type<sqlx::Any> + Send + 'static> Param for T {}

/// Begins a transaction that will write. SQLite's is `IMMEDIATE`: it takes the write lock at
/// once, so a transaction that reads before it writes never fails to upgrade its lock when
/// another connection wrote in between (the busy timeout cannot help with that).
pub(crate) async fn begin_write(
    pool: &AnyPool,
    backend: Backend,
) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
    match backend {
        Backend::Sqlite => pool.begin_with("BEGIN IMMEDIATE").await,
        Backend::Postgres => pool.begin().await,
    }
}

/// Errors that say the database is out of reach rather than that a statement was wrong.
fn is_connection_error(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Io(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_) => true,
        // PostgreSQL's connection exceptions (08…) and operator intervention (57…: shutting
        // down, "terminating connection due to administrator command").
        sqlx::Error::Database(error) => error
            .code()
            .is_some_and(|code| code.starts_with("08") || code.starts_with("57")),
        _ => false,
    }
}

/// Seconds since the Unix epoch, as stored.
fn unix_seconds(time: SystemTime) -> i64 {
    time.duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}
