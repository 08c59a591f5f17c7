//! Server-only helpers for rendering pages: the day of the request and the dailies the server
//! prepared for it, which the server puts into the request's extensions before the page
//! renders (`site::daily::Today`, `site::daily::PreparedDailies`). Pages render
//! synchronously and never make a puzzle: the server makes it on its work pool first.

use leptos::prelude::use_context;
use site::daily::{Edition, PreparedDailies, Today};
use sudoku_core::Date;

/// The request being rendered's extension `T`, if the server put one there.
fn extension<T: Clone + Send + Sync + 'static>() -> Option<T> {
    use_context::<http::request::Parts>().and_then(|parts| parts.extensions.get::<T>().cloned())
}

/// Today for the page being rendered: the day the server pinned for the request
/// (`site::daily::Today`). A page rendered outside a request has no today of its own (the
/// app never reads a clock for it): it gets the first daily day, as the browser would.
pub fn today() -> Date {
    extension::<Today>().map_or_else(site::daily::first_day, |Today(day)| day)
}

/// The text of the daily `edition` of `date` (`Edition::read` reads it), if the server
/// prepared it for this request.
pub fn daily_puzzle(date: Date, edition: Edition) -> Option<String> {
    extension::<PreparedDailies>()?
        .get(date, edition)
        .map(str::to_owned)
}

/// The room the server read for this request's page (`/r/<id>`), if it did.
pub fn prepared_room() -> Option<site::room::PreparedRoom> {
    extension::<site::room::PreparedRoom>()
}

/// What the server found importing this request's `/p/` link, when it tried and failed.
pub fn link_import() -> Option<sudoku_core::ImportError> {
    extension::<site::address::LinkImport>().map(|site::address::LinkImport(error)| error)
}
