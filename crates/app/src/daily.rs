//! Daily puzzles on the pages: today's date and the puzzle of an address, as the server decided
//! them and the browser reads them back from the page (the rules are `site::daily`'s).
//!
//! "Today" is the server's (in UTC), decided on the server and sent to the browser with the
//! page, so the page hydrates with exactly what the server rendered.

use leptos::prelude::*;
use site::daily::{answer, DailyAnswer, Today};
use sudoku_core::Date;

/// Provides today ([`Today`], the day the server pinned for the request) to every page: the
/// server decides it once per page and the browser reads it from the page while hydrating, so
/// both render the same day. Pages read it with `expect_context::<Today>()`.
pub fn provide_today() {
    let text = SharedValue::new_str(server_today).into_inner();
    let today = text.parse().unwrap_or_else(|_| site::daily::first_day());
    provide_context(Today(today));
}

/// Today by the server's clock; in the browser this only runs if the page carried no date,
/// which never happens after hydration, so the first daily day is a safe fallback.
fn server_today() -> String {
    #[cfg(feature = "ssr")]
    let today = crate::ssr::today();
    #[cfg(not(feature = "ssr"))]
    let today = site::daily::first_day();
    today.to_string()
}

/// The daily answer for an address ([`site::daily::answer`]). The puzzle is the one the server
/// prepared for the request, and the browser reads it from the page while hydrating (as its
/// puzzle line, parsed back here):
/// every page is a document the server rendered, so the generator stays out of the
/// WebAssembly.
pub fn shared_answer(date: Option<&str>, level: Option<&str>, today: Date) -> DailyAnswer {
    answer(date, level, today, |date, level| {
        let puzzle = SharedValue::new_str(|| {
            #[cfg(feature = "ssr")]
            let puzzle = crate::ssr::daily_puzzle(date, level.into()).unwrap_or_default();
            #[cfg(not(feature = "ssr"))]
            let puzzle = {
                let _ = (date, level);
                String::new()
            };
            puzzle
        })
        .into_inner();
        puzzle.parse().ok()
    })
}
