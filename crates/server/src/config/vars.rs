//! Reading the environment's variables: numbers, durations, flags, and the limits they set.

use std::time::Duration;

use super::parse::{parse_bool, parse_duration, parse_size};
use super::{ConfigError, Limits};

/// The error of variable `name`, which should have been `expected`, for its `value`.
pub(super) fn invalid(
    name: &'static str,
    expected: &'static str,
) -> impl FnOnce(String) -> ConfigError {
    move |value| ConfigError::Invalid {
        name,
        expected,
        value,
    }
}

/// A true-or-false variable, `default` when unset.
pub(super) fn flag(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: bool,
) -> Result<bool, ConfigError> {
    match var(name) {
        None => Ok(default),
        Some(value) => parse_bool(&value).ok_or_else(|| invalid(name, "true or false")(value)),
    }
}

impl Limits {
    /// The `SUDOKU_*` limits, each its default when unset; behind a proxy (`trust_proxy`) the
    /// per-client cap's default is every connection.
    pub(super) fn from_vars(
        var: &impl Fn(&'static str) -> Option<String>,
        trust_proxy: bool,
    ) -> Result<Limits, ConfigError> {
        let defaults = Limits::default();
        let max_connections =
            number(var, "SUDOKU_MAX_CONNECTIONS", defaults.max_connections)?.max(1);
        Ok(Limits {
            body_bytes: match var("SUDOKU_BODY_LIMIT") {
                None => defaults.body_bytes,
                Some(value) => parse_size(&value).ok_or_else(|| {
                    invalid("SUDOKU_BODY_LIMIT", "a size like 65536, 64KiB or 1MiB")(value)
                })?,
            },
            request_timeout: positive_duration(
                var,
                "SUDOKU_REQUEST_TIMEOUT",
                defaults.request_timeout,
            )?,
            rate_per_minute: number(var, "SUDOKU_RATE_LIMIT", defaults.rate_per_minute)?,
            rate_burst: number(var, "SUDOKU_RATE_BURST", defaults.rate_burst)?.max(1),
            work: work::Limits {
                concurrency: number(var, "SUDOKU_WORK_THREADS", defaults.work.concurrency)?.max(1),
                timeout: positive_duration(var, "SUDOKU_WORK_TIMEOUT", defaults.work.timeout)?,
            },
            shutdown_grace: duration(var, "SUDOKU_SHUTDOWN_GRACE", defaults.shutdown_grace)?,
            header_timeout: positive_duration(
                var,
                "SUDOKU_HEADER_TIMEOUT",
                defaults.header_timeout,
            )?,
            max_connections,
            max_connections_per_client: per_client_connections(var, max_connections, trust_proxy)?,
        })
    }
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

pub(super) fn number<T: std::str::FromStr>(
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

pub(super) fn duration(
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
pub(super) fn positive_duration(
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
