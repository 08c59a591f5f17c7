//! Small pieces of English the pages share.

use sudoku_core::Level;

/// The text with its first letter in capitals: "easy" → "Easy". The words are the site's own
/// English, so only ASCII letters change: `char::to_uppercase` would bring Unicode's case
/// tables into the browser's bundle.
pub fn capitalised(word: &str) -> String {
    let mut text = word.to_owned();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// The most characters of a visitor's own text that a page repeats back.
const EXCERPT: usize = 32;

/// `text` as a page may repeat it: at most [`EXCERPT`] characters, cut with "…". An address
/// can be hundreds of kilobytes long; a message quoting it shows this much. What was cut never
/// reads as a valid value, since "…" is in no date, level or size.
pub fn excerpt(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(EXCERPT) {
        None => text.into(),
        Some((end, _)) => format!("{}…", &text[..end]).into(),
    }
}

/// "an easy puzzle", "a hard puzzle".
pub fn level_phrase(level: Level) -> String {
    let name = level.name();
    let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {name} puzzle")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_read_well() {
        assert_eq!(capitalised("easy"), "Easy");
        assert_eq!(capitalised(""), "");
        assert_eq!(capitalised("été"), "été");
        assert_eq!(level_phrase(Level::Easy), "an easy puzzle");
        assert_eq!(level_phrase(Level::Expert), "an expert puzzle");
        assert_eq!(level_phrase(Level::Hard), "a hard puzzle");
    }

    #[test]
    fn long_texts_are_cut_before_they_are_repeated() {
        assert_eq!(excerpt("2026-13-01"), "2026-13-01");
        let long = "é".repeat(100_000);
        let cut = excerpt(&long);
        assert_eq!(cut.chars().count(), EXCERPT + 1);
        assert!(cut.ends_with('…'));
    }
}
