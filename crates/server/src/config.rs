//! Configuration from the environment, read once at start-up.
//!
//! cargo-leptos sets the `LEPTOS_*` variables when it runs the server. A self-hosted binary
//! started on its own gets the same defaults as `Cargo.toml`'s `[[workspace.metadata.leptos]]`
//! block, so only what differs needs setting (`LEPTOS_SITE_ADDR`, `LEPTOS_SITE_ROOT`). The
//! `SUDOKU_*` variables set the server's limits; the README's table lists every variable.

use std::{
    net::SocketAddr,
    path::{Path, PathBuf},
    sync::Arc,
    time::Duration,
};

use leptos::config::{Env, LeptosOptions};

mod bundle;
mod database;
mod files;
mod parse;

use bundle::hashed_bundle_without_plain;
pub use bundle::Bundle;
pub use database::{Database, SQLITE_FILE};
pub use files::OTHER_FILES;
use parse::{parse_bool, parse_duration, parse_size};

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
        let invalid = |name, expected| {
            move |value| ConfigError::Invalid {
                name,
                expected,
                value,
            }
        };

        let site_addr = match var("LEPTOS_SITE_ADDR") {
            Some(value) => value.trim().parse::<SocketAddr>().map_err(|_| {
                invalid("LEPTOS_SITE_ADDR", "an address like 127.0.0.1:3000")(value)
            })?,
            None => SocketAddr::from(([127, 0, 0, 1], 3000)),
        };
        let output_name = var("LEPTOS_OUTPUT_NAME").unwrap_or_else(|| "sudoku".to_owned());
        let site_root = var("LEPTOS_SITE_ROOT").unwrap_or_else(|| "target/site".to_owned());
        let site_pkg_dir = var("LEPTOS_SITE_PKG_DIR").unwrap_or_else(|| "pkg".to_owned());
        let env = match var("LEPTOS_ENV") {
            None => Env::DEV,
            Some(value) => match value.trim().to_ascii_lowercase().as_str() {
                "dev" | "development" => Env::DEV,
                "prod" | "production" => Env::PROD,
                _ => return Err(invalid("LEPTOS_ENV", "DEV or PROD")(value)),
            },
        };
        let reload_port = match var("LEPTOS_RELOAD_PORT") {
            None => 3001,
            Some(value) => value
                .trim()
                .parse::<u16>()
                .map_err(|_| invalid("LEPTOS_RELOAD_PORT", "a port number")(value))?,
        };

        // cargo-leptos writes the hash file beside the server binary, and Leptos looks for it
        // there; an absolute LEPTOS_HASH_FILE_NAME points elsewhere (both join it the same way).
        let hash_file = var("LEPTOS_HASH_FILE_NAME").unwrap_or_else(|| "hash.txt".to_owned());
        let hash_path = beside_the_binary(&hash_file);
        let hash_files = match var("LEPTOS_HASH_FILES") {
            Some(value) => parse_bool(&value)
                .ok_or_else(|| invalid("LEPTOS_HASH_FILES", "true or false")(value))?,
            // Unset: on when the build that made this binary hashed the files.
            None => hash_path.is_file(),
        };
        if !hash_files {
            let pkg = Path::new(&site_root).join(&site_pkg_dir);
            if let Some(found) = hashed_bundle_without_plain(&pkg, &output_name) {
                return Err(ConfigError::HashFileMissing {
                    path: hash_path,
                    found,
                });
            }
        }
        let bundle = if hash_files {
            let hashes =
                std::fs::read_to_string(&hash_path).map_err(|error| ConfigError::HashFile {
                    path: hash_path.clone(),
                    reason: error.to_string(),
                })?;
            Bundle::hashed(&output_name, &hashes)
        } else {
            Bundle::plain(&output_name)
        };

        let trust_proxy = match var("SUDOKU_TRUST_PROXY") {
            None => false,
            Some(value) => parse_bool(&value)
                .ok_or_else(|| invalid("SUDOKU_TRUST_PROXY", "true or false")(value))?,
        };
        let defaults = Limits::default();
        let max_connections =
            number(&var, "SUDOKU_MAX_CONNECTIONS", defaults.max_connections)?.max(1);
        let limits = Limits {
            body_bytes: match var("SUDOKU_BODY_LIMIT") {
                None => defaults.body_bytes,
                Some(value) => parse_size(&value).ok_or_else(|| {
                    invalid("SUDOKU_BODY_LIMIT", "a size like 65536, 64KiB or 1MiB")(value)
                })?,
            },
            request_timeout: positive_duration(
                &var,
                "SUDOKU_REQUEST_TIMEOUT",
                defaults.request_timeout,
            )?,
            rate_per_minute: number(&var, "SUDOKU_RATE_LIMIT", defaults.rate_per_minute)?,
            rate_burst: number(&var, "SUDOKU_RATE_BURST", defaults.rate_burst)?.max(1),
            work: work::Limits {
                concurrency: number(&var, "SUDOKU_WORK_THREADS", defaults.work.concurrency)?.max(1),
                timeout: positive_duration(&var, "SUDOKU_WORK_TIMEOUT", defaults.work.timeout)?,
            },
            shutdown_grace: duration(&var, "SUDOKU_SHUTDOWN_GRACE", defaults.shutdown_grace)?,
            header_timeout: positive_duration(
                &var,
                "SUDOKU_HEADER_TIMEOUT",
                defaults.header_timeout,
            )?,
            max_connections,
            max_connections_per_client: per_client_connections(&var, max_connections, trust_proxy)?,
        };

        let database = Database::from_vars(&var, limits.body_bytes, trust_proxy)?;

        let public_url = match var("SUDOKU_PUBLIC_URL") {
            None => None,
            Some(value) => Some(parse_public_url(&value).ok_or_else(|| {
                invalid(
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
                _ => return Err(invalid("SUDOKU_LOG_FORMAT", "text or json")(value)),
            },
        };

        let leptos = LeptosOptions::builder()
            .output_name(output_name)
            .site_root(site_root)
            .site_pkg_dir(site_pkg_dir)
            .site_addr(site_addr)
            .env(env)
            .reload_port(u32::from(reload_port))
            .hash_files(hash_files)
            .hash_file(Arc::<str>::from(hash_file))
            .build();
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

/// `name` joined to the directory of the running binary, as Leptos resolves the hash file.
fn beside_the_binary(name: &str) -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf))
        .unwrap_or_default()
        .join(name)
}

/// `SUDOKU_MAX_CONNECTIONS_PER_CLIENT`: from 1 to `max_connections`. Unset, an eighth of
/// `max_connections`; behind a proxy (`trust_proxy`) every connection comes from the proxy, so
/// there is no cap of its own then.
fn per_client_connections(
    var: &impl Fn(&'static str) -> Option<String>,
    max_connections: usize,
    trust_proxy: bool,
) -> Result<usize, ConfigError> {
    const NAME: &str = "SUDOKU_MAX_CONNECTIONS_PER_CLIENT";
    let default = if trust_proxy {
        max_connections
    } else {
        (max_connections / 8).max(1)
    };
    let cap = number(var, NAME, default)?;
    if (1..=max_connections).contains(&cap) {
        Ok(cap)
    } else {
        Err(ConfigError::Invalid {
            name: NAME,
            expected: "a whole number from 1 to SUDOKU_MAX_CONNECTIONS",
            value: cap.to_string(),
        })
    }
}

fn number<T: std::str::FromStr>(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: T,
) -> Result<T, ConfigError> {
    match var(name) {
        None => Ok(default),
        Some(value) => value.trim().parse().map_err(|_| ConfigError::Invalid {
            name,
            expected: "a whole number",
            value,
        }),
    }
}

fn duration(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: Duration,
) -> Result<Duration, ConfigError> {
    match var(name) {
        None => Ok(default),
        Some(value) => parse_duration(&value).ok_or(ConfigError::Invalid {
            name,
            expected: "a duration like 10s, 500ms or 2m",
            value,
        }),
    }
}

/// A duration that must not be zero (a zero timeout would fail every request).
fn positive_duration(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: Duration,
) -> Result<Duration, ConfigError> {
    match duration(var, name, default)? {
        zero if zero.is_zero() => Err(ConfigError::Invalid {
            name,
            expected: "a duration above zero",
            value: var(name).unwrap_or_default(),
        }),
        positive => Ok(positive),
    }
}

#[cfg(test)]
mod tests;
