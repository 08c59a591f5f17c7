//! The built site's files, with how long browsers may keep them.
//!
//! - The bundle under `/pkg/` has content hashes in its names (cargo-leptos `hash-files`), so a
//!   new build has new names and the old files may be cached for a year, `immutable`; except
//!   the entry JS and WASM of a split build, whose names do not follow all of their content
//!   ([`Bundle::revalidated`](crate::config::Bundle::revalidated)): `no-cache`.
//! - Other files of the site root (favicon, web manifest) keep their names across builds: a day.
//! - Pages and everything else: `no-cache` (the browser revalidates every time), set by
//!   [`no_cache_by_default`] where a handler did not decide.
//!
//! Files are sent precompressed (`.br`, `.gz` beside them, written by `cargo leptos build
//! --release --precompress`) when the browser accepts it; the compression layer compresses the
//! rest on the fly, pages included.

use std::convert::Infallible;

use axum::{extract::Request, middleware::Next, response::Response};
use http::{header, HeaderValue, StatusCode};
use tower::{util::BoxCloneSyncService, Layer};
use tower_http::services::ServeDir;

/// `Cache-Control` for files whose names carry their content hash.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// `Cache-Control` for files of the site root whose names stay the same (favicon, manifest).
pub const A_DAY: &str = "public, max-age=86400";
/// `Cache-Control` for pages and unhashed files: the browser revalidates before each use.
pub const NO_CACHE: &str = "no-cache";

/// Serves the bundle directory (`/pkg/…`): precompressed when accepted, cached for a year when
/// the name has a content hash, unless it is one of the `revalidated` file names.
pub fn pkg_service(
    dir: &std::path::Path,
    revalidated: Vec<String>,
) -> BoxCloneSyncService<Request, Response, Infallible> {
    let files = ServeDir::new(dir)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(false);
    let revalidated = std::sync::Arc::<[String]>::from(revalidated);
    BoxCloneSyncService::new(
        axum::middleware::from_fn(move |request: Request, next: Next| {
            let revalidated = revalidated.clone();
            async move { pkg_cache_control(request, next, &revalidated).await }
        })
        .layer(files),
    )
}

async fn pkg_cache_control(request: Request, next: Next, revalidated: &[String]) -> Response {
    let path = request.uri().path();
    let name = path.rsplit('/').next().unwrap_or_default();
    let hashed = file_name_is_hashed(path) && !revalidated.iter().any(|r| r == name);
    let mut response = next.run(request).await;
    let policy = if hashed && served(response.status()) {
        IMMUTABLE
    } else {
        NO_CACHE
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
    vary_on_encoding(&mut response);
    response
}

/// Serves the other files of the site root, and hands every other address to `pages` (the
/// app, which answers with the address's page or its 404 page), whose answers are `no-cache`.
pub fn root_files<S>(root: &str, pages: S) -> BoxCloneSyncService<Request, Response, Infallible>
where
    S: tower::Service<Request, Response = Response, Error = Infallible>
        + Clone
        + Send
        + Sync
        + 'static,
    S::Future: Send + 'static,
{
    let pages = tower::ServiceExt::map_response(pages, |mut response: Response| {
        let headers = response.headers_mut();
        headers
            .entry(header::CACHE_CONTROL)
            .or_insert(HeaderValue::from_static(NO_CACHE));
        // A page's language is the cookie's choice, else the browser's (see app::language).
        headers.insert(
            header::VARY,
            HeaderValue::from_static(crate::language::VARY),
        );
        response
    });
    let files = ServeDir::new(root)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(false)
        .call_fallback_on_method_not_allowed(true)
        .fallback(pages.clone());
    BoxCloneSyncService::new(
        axum::middleware::from_fn(move |request: Request, next: Next| {
            let pages = pages.clone();
            async move {
                // A name no file system takes is no file: it goes to the pages (the file system's
                // error would otherwise be a 500).
                if !could_be_a_file(request.uri().path()) {
                    return tower::ServiceExt::oneshot(pages, request)
                        .await
                        .unwrap_or_else(|never| match never {});
                }
                let mut response = next.run(request).await;
                // Only files found get a day; pages have their no-cache already.
                if served(response.status())
                    && !response.headers().contains_key(header::CACHE_CONTROL)
                {
                    response
                        .headers_mut()
                        .insert(header::CACHE_CONTROL, HeaderValue::from_static(A_DAY));
                }
                vary_on_encoding(&mut response);
                response
            }
        })
        .layer(files),
    )
}

/// Whether `path` could name a file of the site root: no segment longer than a file name may
/// be (255 bytes on the usual file systems).
fn could_be_a_file(path: &str) -> bool {
    path.split('/').all(|segment| segment.len() <= 255)
}

/// Sets `Cache-Control: no-cache` on responses that have none (pages, redirects, health checks).
pub async fn no_cache_by_default(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    response
        .headers_mut()
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static(NO_CACHE));
    response
}

/// Whether the last part of `path` looks like `name.<hash>.ext`, the names cargo-leptos gives
/// hashed files: the hash is an MD5 digest in unpadded URL-safe base64, 22 characters.
pub fn file_name_is_hashed(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or_default();
    let mut parts = name.split('.');
    // The first part is the name and the last the extension; the hash is one in between.
    let _stem = parts.next();
    let _extension = parts.next_back();
    parts.any(|part| {
        part.len() == 22
            && part
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_')
    })
}

/// The same address gives a brotli, a gzip or a plain body depending on `Accept-Encoding`, which
/// a shared cache (a CDN in front) must know; `ServeDir` does not say so itself.
fn vary_on_encoding(response: &mut Response) {
    if !response.headers().contains_key(header::VARY) {
        response
            .headers_mut()
            .insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
}

fn served(status: StatusCode) -> bool {
    status.is_success() || status == StatusCode::NOT_MODIFIED
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_names_are_told_from_plain_ones() {
        let check = |path, expected| assert_eq!(file_name_is_hashed(path), expected, "{path}");
        check("/pkg/sudoku.AAAAAAAAAAAAAAAAAAAAAA.js", true);
        check("/sudoku.Zm9v-YmFy_YmF6cXV4cXV1.wasm", true);
        check("/pkg/sudoku.js", false);
        check("/pkg/sudoku_bg.wasm", false);
        check("/pkg/sudoku.tooshort.css", false);
        // A 22-character stem is a name, not a hash.
        check("/pkg/abcdefghijklmnopqrstuv.js", false);
        check("/pkg/", false);
    }
}
