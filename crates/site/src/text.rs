//! The site's small pieces of text that the server and the pages both write: clock times, HTML
//! escapes, and the excerpt a message quotes of a visitor's text.

use std::borrow::Cow;

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
    fn times_read_as_the_clock_shows_them() {
        assert_eq!(clock(252), "4:12");
        assert_eq!(clock(3723), "1:02:03");
        assert_eq!(clock_millis(999), "0:00");
    }
}
