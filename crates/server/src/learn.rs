//! `GET /practise-positions.txt`: the base positions the browser makes practice positions from
//! (`sudoku_core::practice::positions`), served as text so the WebAssembly does not carry them
//! (compiled in, the split build left them in the main module, which every page loads).

use axum::response::{IntoResponse, Response};
use http::header;

use crate::assets::A_DAY;

/// The positions as text, cached for a day: every position the browser makes from them is
/// checked with its own ladder, so a copy from an older build still gives sound positions.
pub async fn positions() -> Response {
    let headers = [
        (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
        (header::CACHE_CONTROL, A_DAY),
    ];
    (headers, sudoku_core::practice::positions()).into_response()
}
