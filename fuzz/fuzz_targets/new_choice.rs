//! `/new?size=…&level=…&kind=…`: any size, level and kind text is either a choice the site
//! offers or a short sentence saying why not, never a panic.
#![no_main]

use app::new_puzzle::{choice, OFFERS};
use libfuzzer_sys::fuzz_target;

/// The longest message: a sentence quoting at most 32 characters of each text, each written
/// as `\u{10ffff}` at worst (10 characters).
const MESSAGE_LIMIT: usize = 3 * 32 * 10 + 200;

fuzz_target!(|text: &str| {
    let mut parts = text.splitn(3, '&');
    // An empty size is a request without one (a variant's may leave it out).
    let size = parts.next().filter(|size| !size.is_empty());
    let level = parts.next().unwrap_or("");
    let kind = parts.next();
    match choice(size, level, kind) {
        Ok(made) => assert!(OFFERS.iter().any(|offer| {
            offer.size == made.geometry.size()
                && offer.kind == made.kind
                && offer.levels.contains(&made.level)
        })),
        Err(refusal) => {
            let reason = refusal.message();
            assert!(reason.chars().count() < MESSAGE_LIMIT, "{reason}");
        }
    }
});
