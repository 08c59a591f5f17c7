//! Daily addresses, `/daily/<date>/<level>`: the date and level as a visitor types them.
//! Reading them never panics, a date that reads prints as text that reads back the same, and
//! the page's message quotes only a short excerpt of what was typed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use site::daily::{answer, DailyAnswer};
use sudoku_core::{Date, Geometry, Grid};

/// The longest message: a sentence quoting at most 32 characters of each text, each written
/// as `\u{10ffff}` at worst (10 characters).
const MESSAGE_LIMIT: usize = 2 * 32 * 10 + 200;

fuzz_target!(|text: &str| {
    let (date, level) = text.split_once('/').unwrap_or((text, ""));
    if let Ok(parsed) = date.parse::<Date>() {
        assert_eq!(parsed.to_string().parse::<Date>(), Ok(parsed));
    }
    let today = Date::new(2026, 11, 22).expect("a date");
    let level = (!level.is_empty()).then_some(level);
    match answer(Some(date), level, today, |_, _| {
        Some(Grid::empty(Geometry::standard()))
    }) {
        DailyAnswer::NoSuchPage(message) => {
            assert!(message.to_string().chars().count() < MESSAGE_LIMIT, "{message}")
        }
        DailyAnswer::Puzzle { date, .. } => assert_eq!(date.to_string().parse::<Date>(), Ok(date)),
        _ => {}
    }
});
