//! `GET /practise-positions.txt`: the base positions the browser makes practice positions from
//! (`sudoku_core::practise::positions`), served as text so the WebAssembly does not carry them
//! (compiled in, the split build left them in the main module, which every page loads).

use axum::response::{IntoResponse, Response};
use http::{header, HeaderValue};

use crate::assets::A_DAY;

/// The positions as text, cached for a day: every position the browser makes from them is
/// checked with its own ladder, so a copy from an older build still gives sound positions.
pub async fn positions() -> Response {
    let mut response = sudoku_core::practise::positions().into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(A_DAY));
    response
}
