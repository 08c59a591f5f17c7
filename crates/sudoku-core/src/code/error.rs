//! Why a text is not a share code.

/// Why a text is not a share code. Messages are written for the person who pasted it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// There is no code at all.
    #[error("the code is empty")]
    Empty,
    /// The code ends before its puzzle does: characters were lost when it was copied.
    #[error("the link is cut short: the end of the code is missing")]
    CutShort,
    /// A character that no share code contains.
    #[error("the code has {ch:?} at position {position}, which no share code contains")]
    BadCharacter {
        /// The character.
        ch: char,
        /// Its position in the code, from 1.
        position: usize,
    },
    /// The code starts with a version number this program does not know: a newer site made it.
    #[error("its version {0:?} is newer than this site's: the code may come from a newer version of the site")]
    UnknownVersion(char),
    /// The text does not start as a share code does (with its version number): it is not one.
    #[error("this is not a share code (those start with a version number, 1, 2 or 3)")]
    NotACode,
    /// The check characters do not fit the rest: a character was mistyped or changed.
    #[error("the code's check digits don't match — was it copied whole?")]
    Checksum,
    /// The code goes on after its puzzle ends: something was pasted onto it.
    #[error("the code goes on after its puzzle ends — was something pasted onto it?")]
    TrailingData,
    /// A variant's code where a classic puzzle is wanted.
    #[error("it is the code of a {0}, not of a classic sudoku")]
    Variant(crate::Kind),
    /// Rules that the code's fields cannot make (overlapping cages, regions of the wrong size).
    #[error("its rules cannot be played: {0}")]
    Rules(crate::RulesError),
    /// Longer than any puzzle's code.
    #[error("the code is too long to be a puzzle ({length} characters)")]
    TooLong {
        /// Its length in characters.
        length: usize,
    },
}
