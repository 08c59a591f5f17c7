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

/// Variable `name` as `parse` reads it, `default` when unset; when `parse` cannot read it, the
/// error says the value should have been `expected`.
pub(super) fn parsed<T>(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: T,
    expected: &'static str,
    parse: impl FnOnce(&str) -> Option<T>,
) -> Result<T, ConfigError> {
    match var(name) {
        None => Ok(default),
        Some(value) => parse(&value).ok_or_else(|| invalid(name, expected)(value)),
    }
}

/// A true-or-false variable, `default` when unset.
pub(super) fn flag(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: bool,
) -> Result<bool, ConfigError> {
    parsed(var, name, default, "true or false", parse_bool)
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
            body_bytes: parsed(
                var,
                "SUDOKU_BODY_LIMIT",
                defaults.body_bytes,
                "a size like 65536, 64KiB or 1MiB",
                parse_size,
            )?,
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
            max_connections_per_client: per_client(
                var,
                "SUDOKU_MAX_CONNECTIONS_PER_CLIENT",
                max_connections,
                "a whole number from 1 to SUDOKU_MAX_CONNECTIONS",
                trust_proxy,
            )?,
        })
    }
}

/// A cap per client address from variable `name`: from 1 to `most` (which `expected` says).
/// Unset, an eighth of `most`; behind a trusted proxy (`trust_proxy`) everything comes from the
/// proxy, so there is no cap of its own then: all of `most`.
pub(super) fn per_client(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    most: usize,
    expected: &'static str,
    trust_proxy: bool,
) -> Result<usize, ConfigError> {
    let default = if trust_proxy { most } else { (most / 8).max(1) };
    match number(var, name, default)? {
        cap if (1..=most).contains(&cap) => Ok(cap),
        cap => Err(ConfigError::Invalid {
            name,
            expected,
            value: cap.to_string(),
        }),
    }
}

/// A whole number, `default` when unset.
pub(super) fn number<T: std::str::FromStr>(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: T,
) -> Result<T, ConfigError> {
    parsed(var, name, default, "a whole number", |value| {
        value.trim().parse().ok()
    })
}

/// A duration, `default` when unset.
pub(super) fn duration(
    var: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: Duration,
) -> Result<Duration, ConfigError> {
    parsed(
        var,
        name,
        default,
        "a duration like 10s, 500ms or 2m",
        parse_duration,
    )
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
