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
}
