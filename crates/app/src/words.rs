//! Small pieces of English the pages share.

use sudoku_core::Level;

/// The text with its first letter in capitals: "easy" → "Easy".
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
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
        assert_eq!(level_phrase(Level::Easy), "an easy puzzle");
        assert_eq!(level_phrase(Level::Expert), "an expert puzzle");
        assert_eq!(level_phrase(Level::Hard), "a hard puzzle");
    }
}
