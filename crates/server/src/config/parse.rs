//! The value syntaxes of the `SUDOKU_*` variables: sizes, durations and switches.

use std::time::Duration;

/// `65536`, `64KiB`, `64k`, `1MiB`, `1m` (binary units; case and spaces do not matter).
pub(super) fn parse_size(text: &str) -> Option<usize> {
    let (number, unit) = number_and_unit::<usize>(text)?;
    let scale: usize = match unit.as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1024,
        "m" | "mb" | "mib" => 1024 * 1024,
        _ => return None,
    };
    number.checked_mul(scale)
}

/// `10s`, `500ms`, `2m`, or a bare number of seconds (`10`).
pub(super) fn parse_duration(text: &str) -> Option<Duration> {
    let (number, unit) = number_and_unit::<u64>(text)?;
    match unit.as_str() {
        "" | "s" => Some(Duration::from_secs(number)),
        "ms" => Some(Duration::from_millis(number)),
        "m" | "min" => number.checked_mul(60).map(Duration::from_secs),
        _ => None,
    }
}

/// The whole number `text` starts with and the unit after it, in lower case without the spaces
/// around it; `None` if it does not start with such a number.
fn number_and_unit<T: std::str::FromStr>(text: &str) -> Option<(T, String)> {
    let text = text.trim().to_ascii_lowercase();
    let digits_end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(digits_end);
    Some((number.parse().ok()?, unit.trim().to_owned()))
}

/// `true`/`false`, `1`/`0`, `yes`/`no`, `on`/`off`.
pub(super) fn parse_bool(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" | "on" => Some(true),
        "false" | "0" | "no" | "off" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        let check = |text, expected| assert_eq!(parse_size(text), expected, "{text:?}");
        check("65536", Some(65536));
        check("64KiB", Some(64 * 1024));
        check(" 64 k ", Some(64 * 1024));
        check("2MiB", Some(2 * 1024 * 1024));
        check("", None);
        check("-1", None);
        check("1.5k", None);
        check("12 GB", None);
    }

    #[test]
    fn durations() {
        let check = |text, expected| assert_eq!(parse_duration(text), expected, "{text:?}");
        check("10", Some(Duration::from_secs(10)));
        check("10s", Some(Duration::from_secs(10)));
        check("250ms", Some(Duration::from_millis(250)));
        check("2m", Some(Duration::from_secs(120)));
        check("0", Some(Duration::ZERO));
        check("ten", None);
        check("5h", None);
    }

    #[test]
    fn switches() {
        assert_eq!(parse_bool("TRUE"), Some(true));
        assert_eq!(parse_bool("off"), Some(false));
        assert_eq!(parse_bool("maybe"), None);
    }
}
