//! The `SUDOKU_DATABASE_*`, `SUDOKU_DATA_DIR`, `SUDOKU_RESULTS_DAYS`, `SUDOKU_SYNC_*` and
//! `SUDOKU_FIGURES_REFRESH` variables: where the server keeps its data, and for how long.

use std::{path::PathBuf, time::Duration};

pub use store::SQLITE_FILE;
use store::{Location, Options};

use super::vars::{duration, number, per_client, positive_duration};
use super::{parse::parse_size, ConfigError};

/// The default pool size and operation timeout.
const POOL_SIZE: u32 = 8;
const TIMEOUT: Duration = Duration::from_secs(3);

/// The default cap on room sockets: with `SUDOKU_MAX_CONNECTIONS`' default, the usual
/// open-file limit of 1024 still leaves room for the database and the files being served.
const ROOM_SOCKETS: usize = 256;

/// The server's data settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Database {
    /// How the store connects; `None` when `SUDOKU_DATABASE_URL=off` (no results, figures or
    /// sync at all).
    pub store: Option<Options>,
    /// The directory of the SQLite file (when no URL names another database).
    pub data_dir: PathBuf,
    /// For how many days after its date a daily accepts results; older results are folded
    /// into counts per finishing time and deleted.
    pub results_days: u32,
    /// After how many days without a write or read a sync document is deleted.
    pub sync_days: u32,
    /// The largest sync document accepted; a larger one is answered 413.
    pub sync_bytes: usize,
    /// How long a puzzle's figures are kept before they are read again.
    pub figures_refresh: Duration,
    /// The most results counted from one client address (an IPv6 /64) for one daily.
    pub results_per_client: u32,
    /// The most sync documents one client address may make in a day.
    pub sync_per_client: u32,
    /// The most sync documents the site keeps in all.
    pub sync_documents: u64,
    /// The most room sockets an instance holds open at once, over every address: a cap of
    /// their own, apart from `SUDOKU_MAX_CONNECTIONS`, so that sockets (which live for as long
    /// as a room is played) never take the slots pages are served on.
    pub max_room_sockets: usize,
    /// The most room sockets one client address (an IPv6 /64) may have open on an instance.
    /// At most `max_room_sockets`.
    pub room_sockets_per_client: usize,
}

impl Default for Database {
    fn default() -> Self {
        let data_dir = PathBuf::from("data");
        Self {
            store: Some(Options {
                location: Location::Sqlite(data_dir.join(SQLITE_FILE)),
                pool_size: POOL_SIZE,
                timeout: TIMEOUT,
            }),
            data_dir,
            results_days: 90,
            sync_days: 365,
            sync_bytes: 64 * 1024,
            figures_refresh: Duration::from_secs(5),
            results_per_client: 20,
            sync_per_client: 10,
            sync_documents: 100_000,
            max_room_sockets: ROOM_SOCKETS,
            // A classroom behind one address fits; a flood does not.
            room_sockets_per_client: ROOM_SOCKETS / 8,
        }
    }
}

impl Database {
    /// Reads the variables through `var`. `body_bytes` is the request body limit, which a sync
    /// document must fit within; behind a trusted proxy (`trust_proxy`) every socket comes
    /// from the proxy, so the room sockets have no cap per address of their own then.
    pub(super) fn from_vars(
        var: &impl Fn(&'static str) -> Option<String>,
        body_bytes: usize,
        trust_proxy: bool,
    ) -> Result<Self, ConfigError> {
        let defaults = Self::default();
        let data_dir = var("SUDOKU_DATA_DIR")
            .map(|dir| PathBuf::from(dir.trim()))
            .unwrap_or(defaults.data_dir);
        let location = match var("SUDOKU_DATABASE_URL") {
            Some(url) if url.trim().eq_ignore_ascii_case("off") => None,
            Some(url) => Some(Location::from_url(&url).map_err(|_| ConfigError::Invalid {
                name: "SUDOKU_DATABASE_URL",
                expected: "postgres://user:password@host:port/database, sqlite://PATH or off",
                value: url,
            })?),
            None => Some(Location::Sqlite(data_dir.join(SQLITE_FILE))),
        };
        let pool_size = at_least_one(var, "SUDOKU_DATABASE_POOL", POOL_SIZE)?;
        let timeout = positive_duration(var, "SUDOKU_DATABASE_TIMEOUT", TIMEOUT)?;
        let sync_bytes = match var("SUDOKU_SYNC_LIMIT") {
            None => defaults.sync_bytes.min(body_bytes),
            Some(value) => match parse_size(&value) {
                Some(bytes) if bytes > 0 && bytes <= body_bytes => bytes,
                _ => {
                    return Err(ConfigError::Invalid {
                        name: "SUDOKU_SYNC_LIMIT",
                        expected: "a size like 64KiB, above zero and at most SUDOKU_BODY_LIMIT",
                        value,
                    })
                }
            },
        };
        let max_room_sockets =
            at_least_one(var, "SUDOKU_MAX_ROOM_SOCKETS", defaults.max_room_sockets)?;
        let days = |name, default| match number::<u32>(&var, name, default)? {
            0 => Err(ConfigError::Invalid {
                name,
                expected: "a whole number of days above zero",
                value: "0".to_owned(),
            }),
            days => Ok(days),
        };
        Ok(Self {
            store: location.map(|location| Options {
                location,
                pool_size,
                timeout,
            }),
            data_dir,
            results_days: days("SUDOKU_RESULTS_DAYS", defaults.results_days)?,
            sync_days: days("SUDOKU_SYNC_DAYS", defaults.sync_days)?,
            sync_bytes,
            figures_refresh: duration(var, "SUDOKU_FIGURES_REFRESH", defaults.figures_refresh)?,
            results_per_client: at_least_one(
                var,
                "SUDOKU_RESULTS_PER_CLIENT",
                defaults.results_per_client,
            )?,
            sync_per_client: at_least_one(var, "SUDOKU_SYNC_PER_CLIENT", defaults.sync_per_client)?,
            sync_documents: at_least_one(var, "SUDOKU_SYNC_DOCUMENTS", defaults.sync_documents)?,
            max_room_sockets,
            room_sockets_per_client: per_client(
                var,
                "SUDOKU_ROOM_SOCKETS_PER_CLIENT",
                max_room_sockets,
                "a whole number from 1 to SUDOKU_MAX_ROOM_SOCKETS",
                trust_proxy,
            )?,
        })
    }

    /// The quota a new sync document from `client` must fit.
    pub fn sync_quota(&self, client: [u8; 16]) -> store::Quota {
        store::Quota {
            client,
            per_client_per_day: self.sync_per_client,
            total: self.sync_documents,
        }
    }

    /// Makes the SQLite file's directory, so that a directory the server cannot write to stops
    /// it at start-up rather than leaving it without data. A PostgreSQL server that is down does
    /// not: the server starts and takes it into use once it answers.
    pub fn prepare(&self) -> Result<(), ConfigError> {
        let Some(Options {
            location: Location::Sqlite(file),
            ..
        }) = &self.store
        else {
            return Ok(());
        };
        let Some(dir) = file.parent().filter(|dir| !dir.as_os_str().is_empty()) else {
            return Ok(());
        };
        std::fs::create_dir_all(dir)
            .and_then(|()| {
                // Writable: a file can be made there. Its name is this process's own, so servers
                // starting at once on one directory do not remove each other's.
                let probe = dir.join(format!(".sudoku-write-test-{}", std::process::id()));
                std::fs::write(&probe, b"")?;
                std::fs::remove_file(probe)
            })
            .map_err(|error| ConfigError::DataDir {
                path: dir.to_path_buf(),
                reason: error.to_string(),
            })
    }
}

/// A whole number above zero from `name`, or `default`.
fn at_least_one<T: std::str::FromStr + PartialEq + From<u8>>(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: T,
) -> Result<T, ConfigError> {
    match number(var, name, default)? {
        zero if zero == T::from(0) => Err(ConfigError::Invalid {
            name,
            expected: "a whole number above zero",
            value: "0".to_owned(),
        }),
        value => Ok(value),
    }
}
