//! The characters that mark a compiled message's parts (written by `compile.rs` at build time,
//! read by [`crate::Strings::format`]) and separate a page's messages (`app::language`). No
//! translation may hold them: the build refuses text with any of them.

/// Starts a message with a selection.
pub const SELECT: char = '\u{1e}';
/// Starts a variant of a selection.
pub const VARIANT: char = '\u{1f}';
/// Ends a variant's key.
pub const BODY: char = '\u{1d}';
/// Between two messages where a page carries them.
pub const SEPARATOR: char = '\u{1c}';
