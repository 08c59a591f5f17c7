//! `/new?size=…&level=…[&kind=latin]` or `/new?kind=killer|jigsaw|diagonal&level=…`: makes a fresh puzzle off the async runtime and redirects to its own
//! `/p/` address. Anything else under `/new` (no request, a request the site does not make, or
//! a failure) goes on to the app's page, which says what happened.

use std::collections::HashMap;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::extract::{Query, Request};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};

mod prepared;

/// The middleware: serves valid `/new` requests, redirects `/new` written otherwise (`/new/`,
/// `/%6eew`) to it, passes everything else on.
pub async fn new_puzzles(request: Request, next: Next) -> Response {
    let path = request.uri().path();
    if path != "/new" {
        if is_new_written_otherwise(path) {
            let query = request
                .uri()
                .query()
                .map(|query| format!("?{query}"))
                .unwrap_or_default();
            return Redirect::permanent(&format!("/new{query}")).into_response();
        }
        return next.run(request).await;
    }
    let asked = Query::<HashMap<String, String>>::try_from_uri(request.uri())
        .ok()
        .and_then(|Query(q)| {
            Some(app::new_puzzle::choice(
                q.get("size").map(String::as_str),
                q.get("level")?,
                q.get("kind").map(String::as_str),
            ))
        });
    let Some(Ok(choice)) = asked else {
        return next.run(request).await;
    };
    // A variant made ahead, if one is ready (see `prepared`).
    if choice.kind.variant().is_some() {
        if let (Some(code), _) = prepared::take(choice) {
            return Redirect::to(&app::new_puzzle::address(&code, choice.level)).into_response();
        }
    }
    let seed = seed();
    // Off the async runtime and bounded in number and time; the generator's attempt cap bounds
    // the work itself, and it stops once nobody waits for it.
    let job =
        move |cancel: &work::Cancel| app::new_puzzle::make(choice, seed, &|| cancel.is_cancelled());
    let (size, level, kind) = (choice.geometry.size(), choice.level, choice.kind);
    match work::run_bounded_cancellable(job).await {
        Ok(Ok(code)) => Redirect::to(&app::new_puzzle::address(&code, level)).into_response(),
        Ok(Err(error)) => {
            tracing::warn!(%error, size, %level, ?kind, "no new puzzle");
            next.run(request).await
        }
        Err(error) => {
            tracing::warn!(%error, size, %level, ?kind, "no new puzzle in time");
            next.run(request).await
        }
    }
}

/// Whether `path` is `/new` written otherwise: with a trailing slash or percent-encoded
/// letters.
fn is_new_written_otherwise(path: &str) -> bool {
    let decoded = percent_encoding::percent_decode_str(path).decode_utf8_lossy();
    path != "/new" && decoded.strip_suffix('/').unwrap_or(&decoded) == "/new"
}

/// A seed of its own for each new puzzle, from the operating system's randomness (the clock's
/// nanoseconds should that ever fail: any seed makes a proper puzzle).
fn seed() -> u64 {
    crate::admission::random_bytes::<8>().map_or_else(
        |_| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
        },
        u64::from_ne_bytes,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_written_otherwise() {
        for path in ["/new/", "/%6eew", "/%6E%65%77/", "/ne%77"] {
            assert!(is_new_written_otherwise(path), "{path}");
        }
        for path in ["/new", "/newest", "/new//", "/new/16x16", "/", "/%6eews"] {
            assert!(!is_new_written_otherwise(path), "{path}");
        }
    }
}
