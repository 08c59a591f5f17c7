//! Configuration from the environment, read once at start-up.
//!
//! cargo-leptos sets the `LEPTOS_*` variables when it runs the server. A self-hosted binary
//! started on its own gets the same defaults as `Cargo.toml`'s `[[workspace.metadata.leptos]]`
//! block, so only what differs needs setting (`LEPTOS_SITE_ADDR`, `LEPTOS_SITE_ROOT`). The
//! `SUDOKU_*` variables set the server's limits; the README's table lists every variable.

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use leptos::config::LeptosOptions;

mod bundle;
mod database;
mod files;
mod parse;
mod vars;

pub use bundle::Bundle;
pub use database::{Database, SQLITE_FILE};
pub use files::OTHER_FILES;

/// What can be wrong with the environment.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// A variable's value cannot be read as what it should be.
    #[error("{name} must be {expected}, got {value:?}")]
    Invalid {
        /// The variable.
        name: &'static str,
        /// What a valid value looks like.
        expected: &'static str,
        /// The value found.
        value: String,
    },
    /// File hashing is switched on but the hash file cargo-leptos writes cannot be read.
    #[error(
        "LEPTOS_HASH_FILES is true but the hash file {path} cannot be read ({reason}); copy \
         hash.txt from beside the built server binary, or set LEPTOS_HASH_FILE_NAME"
    )]
    HashFile {
        /// Where the file was looked for.
        path: PathBuf,
        /// Why it could not be read.
        reason: String,
    },
    /// The hash file is missing, yet the site's bundle has only hashed names: every page would
    /// be served without its stylesheet and scripts.
    #[error(
        "the site's bundle has hashed file names ({found}) but the hash file {path} that names \
         them is missing; copy hash.txt from beside the built server binary (target/release), \
         or set LEPTOS_HASH_FILE_NAME to its path"
    )]
    HashFileMissing {
        /// Where the file was looked for.
        path: PathBuf,
        /// A hashed file of the bundle that was found.
        found: String,
    },
    /// The process may open fewer files than the settings need.
    #[error(
        "the open-file limit (ulimit -n) is {limit}, but the settings need {needed}: \
         SUDOKU_MAX_CONNECTIONS ({connections}) + SUDOKU_MAX_ROOM_SOCKETS ({room_sockets}) + \
         SUDOKU_DATABASE_POOL ({pool}) + {OTHER_FILES} for the files being served; lower those \
         settings or raise the limit"
    )]
    OpenFiles {
        /// The most files the process may open.
        limit: u64,
        /// What the settings need.
        needed: u64,
        /// `SUDOKU_MAX_CONNECTIONS`.
        connections: usize,
        /// `SUDOKU_MAX_ROOM_SOCKETS` (0 without a database).
        room_sockets: usize,
        /// `SUDOKU_DATABASE_POOL` (0 without a database).
        pool: u32,
    },
    /// The SQLite database's directory cannot be made or written to.
    #[error(
        "the data directory {path} cannot be used ({reason}); set SUDOKU_DATA_DIR to a \
         directory the server may write to"
    )]
    DataDir {
        /// The directory.
        path: PathBuf,
        /// Why not.
        reason: String,
    },
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// One human-readable line per event.
    #[default]
    Text,
    /// One JSON object per event, for log collectors.
    Json,
}

/// The limits that keep one client, or a burst of them, from taking the whole server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The largest request body accepted; a larger one is answered 413.
    pub body_bytes: usize,
    /// How long a request may take until its response starts; then 503.
    pub request_timeout: Duration,
    /// Requests per minute that one client address may make to the routes that do work
    /// ([`crate::rate_limit::WORK_PATHS`]: `/new`); 0 turns the limit off.
    pub rate_per_minute: u32,
    /// How many of those requests a client may make at once before the rate applies.
    pub rate_burst: u32,
    /// The bound on CPU-heavy jobs (`work::run_bounded`).
    pub work: work::Limits,
    /// How long requests in flight may take to finish once shutdown begins.
    pub shutdown_grace: Duration,
    /// How long a client may take to send a request's headers; also how long a kept-alive
    /// connection may wait idle for its next request. Then the connection is closed.
    pub header_timeout: Duration,
    /// The most connections served at once; further clients wait in the listen queue until
    /// one closes.
    pub max_connections: usize,
    /// The most connections one client address (an IPv6 /64) holds at once; a connection over
    /// it is closed at once. At most `max_connections`.
    pub max_connections_per_client: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            body_bytes: 64 * 1024,
            request_timeout: Duration::from_secs(10),
            rate_per_minute: 60,
            rate_burst: 20,
            work: work::Limits::default(),
            shutdown_grace: Duration::from_secs(10),
            header_timeout: Duration::from_secs(10),
            // Well under the usual open-file limit of 1024, leaving room for the files served.
            max_connections: 512,
            max_connections_per_client: 64,
        }
    }
}

/// The server's settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// The Leptos options: where the built site lives, the bundle's name, the address.
    pub leptos: LeptosOptions,
    /// The bundle's file names, which `/readyz` checks for.
    pub bundle: Bundle,
    /// Request, rate and work limits.
    pub limits: Limits,
    /// Whether the client address for rate limits is the last one in `X-Forwarded-For` (set
    /// by the reverse proxy in front) rather than the connection's peer address.
    pub trust_proxy: bool,
    /// The site's public address, `scheme://host[:port]` (`SUDOKU_PUBLIC_URL`), for the full
    /// URLs of `robots.txt` and the sitemap; without it they name the host a request asked for.
    pub public_url: Option<String>,
    /// How log lines are written.
    pub log_format: LogFormat,
    /// Whether `cargo leptos watch` runs the server (`LEPTOS_WATCH`): the page then opens a
    /// reload web socket, which the Content-Security-Policy must allow.
    pub dev_reload: bool,
    /// Where the server keeps results and sync documents, and for how long.
    pub database: Database,
}

impl Config {
    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|key| std::env::var(key).ok())
    }

    /// Reads the configuration through `lookup`, so tests need not touch the environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let var = |name: &'static str| lookup(name).filter(|value| !value.trim().is_empty());
        let (leptos, bundle) = bundle::site_options(&var)?;
        let trust_proxy = vars::flag(&var, "SUDOKU_TRUST_PROXY", false)?;
        let limits = Limits::from_vars(&var, trust_proxy)?;
        let database = Database::from_vars(&var, limits.body_bytes, trust_proxy)?;
        let public_url = match var("SUDOKU_PUBLIC_URL") {
            None => None,
            Some(value) => Some(parse_public_url(&value).ok_or_else(|| {
                vars::invalid(
                    "SUDOKU_PUBLIC_URL",
                    "an address like https://sudoku.example",
                )(value)
            })?),
        };
        let log_format = match var("SUDOKU_LOG_FORMAT") {
            None => LogFormat::Text,
            Some(value) => match value.trim().to_ascii_lowercase().as_str() {
                "text" => LogFormat::Text,
                "json" => LogFormat::Json,
                _ => return Err(vars::invalid("SUDOKU_LOG_FORMAT", "text or json")(value)),
            },
        };
        Ok(Self {
            leptos,
            bundle,
            limits,
            trust_proxy,
            public_url,
            log_format,
            dev_reload: lookup("LEPTOS_WATCH").is_some(),
            database,
        })
    }

    /// The directory the bundle's files are in (`<site root>/<pkg dir>`).
    pub fn pkg_dir(&self) -> PathBuf {
        Path::new(&*self.leptos.site_root).join(&*self.leptos.site_pkg_dir)
    }
}

/// `scheme://host[:port]` of an `http` or `https` address without a path beyond `/`.
fn parse_public_url(text: &str) -> Option<String> {
    let uri: http::Uri = text.trim().parse().ok()?;
    let scheme = uri
        .scheme_str()
        .filter(|s| matches!(*s, "http" | "https"))?;
    let authority = uri.authority()?;
    let bare = matches!(uri.path(), "" | "/") && uri.query().is_none();
    bare.then(|| format!("{scheme}://{authority}"))
}

#[cfg(test)]
mod tests;
