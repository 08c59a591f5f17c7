//! The site's small pieces of English that the server and the pages both write: clock times,
//! counts, dates, and the excerpt a message quotes of a visitor's text.

use std::borrow::Cow;

use sudoku_core::Date;

/// The most characters of a visitor's own text that a page repeats back.
const EXCERPT: usize = 32;

/// `text` as a page may repeat it: at most [`EXCERPT`] characters, cut with "…". An address
/// can be hundreds of kilobytes long; a message quoting it shows this much. What was cut never
/// reads as a valid value, since "…" is in no date, level or size.
pub fn excerpt(text: &str) -> Cow<'_, str> {
    match text.char_indices().nth(EXCERPT) {
        None => text.into(),
        Some((end, _)) => format!("{}…", &text[..end]).into(),
    }
}

/// `text` for HTML text or a quoted attribute: `&`, `<`, `>` and `"` as entities.
pub fn escape_html(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            _ => escaped.push(c),
        }
    }
    escaped
}

/// A time in milliseconds as the game's clock shows it: `4:12`, `1:02:03`.
pub fn clock_millis(elapsed: u64) -> String {
    let seconds = elapsed / 1000;
    let (h, m, s) = (seconds / 3600, (seconds / 60) % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// A time in whole seconds as the game's clock shows it.
pub fn clock(seconds: u32) -> String {
    clock_millis(u64::from(seconds) * 1000)
}

/// A count with thousands separated by commas: `1,204`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut text = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            text.push(',');
        }
        text.push(digit);
    }
    text
}

/// The English name of month `month` (1 to 12); empty for anything else.
pub fn month_name(month: u32) -> &'static str {
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    (month as usize)
        .checked_sub(1)
        .and_then(|i| MONTHS.get(i))
        .copied()
        .unwrap_or_default()
}

/// "Sunday 22 November 2026".
pub fn long_date(date: Date) -> String {
    let month = month_name(date.month());
    format!(
        "{} {} {month} {}",
        date.weekday().name(),
        date.day(),
        date.year()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_cut_before_they_are_repeated() {
        assert_eq!(excerpt("2026-13-01"), "2026-13-01");
        let long = "é".repeat(100_000);
        let cut = excerpt(&long);
        assert_eq!(cut.chars().count(), EXCERPT + 1);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn times_counts_and_dates_read_as_players_write_them() {
        assert_eq!(clock(252), "4:12");
        assert_eq!(clock(3723), "1:02:03");
        assert_eq!(clock_millis(999), "0:00");
        assert_eq!(thousands(1204), "1,204");
        assert_eq!(thousands(12), "12");
        assert_eq!(thousands(1_000_000), "1,000,000");
        assert_eq!(month_name(13), "");
        let date: Date = "2026-11-22".parse().expect("a date");
        assert_eq!(long_date(date), "Sunday 22 November 2026");
    }
}
