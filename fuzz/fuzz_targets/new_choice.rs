//! `/new?size=…&level=…`: any size and level text is either a choice the site offers or a
//! short sentence saying why not, never a panic.
#![no_main]

use app::new_puzzle::{choice, CHOICES};
use libfuzzer_sys::fuzz_target;

/// The longest message: a sentence quoting at most 32 characters of each text, each written
/// as `\u{10ffff}` at worst (10 characters).
const MESSAGE_LIMIT: usize = 2 * 32 * 10 + 200;

fuzz_target!(|text: &str| {
    let (size, level) = text.split_once('&').unwrap_or((text, ""));
    match choice(size, level) {
        Ok((geometry, level)) => assert!(CHOICES
            .iter()
            .any(|(n, levels)| *n == geometry.size() && levels.contains(&level))),
        Err(reason) => assert!(reason.chars().count() < MESSAGE_LIMIT, "{reason}"),
    }
});
