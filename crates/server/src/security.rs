//! Security headers on every response, and the per-request nonce the page's scripts carry.
//!
//! [`headers`] makes a fresh [`Nonce`] for each request, puts it into the request's extensions
//! and, once the response is ready, sets a `Content-Security-Policy` header that allows inline
//! scripts only with that nonce. [`provide_request_nonce`] runs inside Leptos' rendering (as the
//! router's additional context) and hands the same nonce to Leptos, whose `HydrationScripts`
//! and streaming chunks write it into their `<script nonce="…">` tags.
//!
//! Styles: the grid sets CSS variables in `style="--n: 9; …"` attributes. Browsers block such
//! attributes unless the policy allows inline styles, and nonces and hashes do not cover
//! attributes with changing values. The policy therefore allows inline style *attributes* only
//! (`style-src-attr 'unsafe-inline'`), while `<style>` elements and stylesheets must come from
//! the site (`style-src 'self'`). Scripts stay strict: no `'unsafe-inline'`, no `eval`; only
//! `'wasm-unsafe-eval'`, which compiling the WebAssembly needs.
//!
//! The service worker (`/sw.js`) and the web manifest come from the site (`worker-src 'self'`,
//! `manifest-src 'self'`, named though `default-src` would cover them, so a narrower default
//! later cannot turn offline play off by accident).
//!
//! Beside the policy: `nosniff`, `Referrer-Policy: same-origin`, `X-Frame-Options: DENY`,
//! `Cross-Origin-Opener-Policy` and `Cross-Origin-Resource-Policy: same-origin`, and a
//! `Permissions-Policy` that turns off every browser feature the site does not use.

use axum::{
    extract::{Request, State},
    middleware::Next,
    response::{IntoResponse, Response},
};
use http::{header, HeaderMap, HeaderName, HeaderValue, StatusCode};
use leptos::{nonce::Nonce, prelude::*};

/// What the security middleware needs to know about the site.
#[derive(Debug, Clone, Copy, Default)]
pub struct Policy {
    /// Allow the reload web socket of `cargo leptos watch` (`ws:`/`wss:` in `connect-src`).
    pub dev_reload: bool,
}

impl Policy {
    /// The Content-Security-Policy for a response whose inline scripts carry `nonce`.
    pub fn content_security_policy(&self, nonce: &str) -> String {
        // The site's own sockets only (a room's), and any while `cargo leptos watch` reloads.
        let connect = if self.dev_reload {
            "connect-src 'self' ws: wss:; "
        } else {
            "connect-src 'self'; "
        };
        format!(
            "default-src 'self'; \
             script-src 'self' 'nonce-{nonce}' 'wasm-unsafe-eval'; \
             style-src 'self'; style-src-attr 'unsafe-inline'; \
             worker-src 'self'; manifest-src 'self'; \
             {connect}\
             object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
        )
    }
}

/// Adds the security headers to every response, with a fresh nonce per request (also put into
/// the request's extensions for [`provide_request_nonce`]).
pub async fn headers(State(policy): State<Policy>, mut request: Request, next: Next) -> Response {
    let nonce = Nonce::new();
    let csp = policy.content_security_policy(&nonce);
    request.extensions_mut().insert(nonce);
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    match HeaderValue::from_str(&csp) {
        Ok(value) => {
            headers.insert(header::CONTENT_SECURITY_POLICY, value);
        }
        // A nonce is URL-safe base64, so this cannot happen; fail closed if it ever did.
        Err(_) => {
            headers.insert(
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static("default-src 'none'"),
            );
        }
    }
    insert_fixed_headers(headers);
    response
}

/// The `Permissions-Policy`: every powerful feature off, except writing to the clipboard from
/// the site itself (the Share button copies the link).
pub const PERMISSIONS_POLICY: &str = "accelerometer=(), autoplay=(), browsing-topics=(), \
     camera=(), clipboard-read=(), clipboard-write=(self), display-capture=(), \
     encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), \
     magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), \
     screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()";

/// The security headers that do not depend on the request (all but the CSP).
fn insert_fixed_headers(headers: &mut HeaderMap) {
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    // Share links (`/p/<code>`) carry a player's progress: send no address to other sites.
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    // `frame-ancestors 'none'` for older browsers.
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        HeaderName::from_static("cross-origin-opener-policy"),
        HeaderValue::from_static("same-origin"),
    );
    // No other site may embed the pages, scripts or WebAssembly (`<script src>`, `<img>`).
    headers.insert(
        HeaderName::from_static("cross-origin-resource-policy"),
        HeaderValue::from_static("same-origin"),
    );
    headers.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static(PERMISSIONS_POLICY),
    );
}

/// The answer when something below the outermost layer panicked: the panic is logged with the
/// request's span, and the client gets a plain 500 with the security headers (and a policy
/// that allows nothing, as the body is plain text).
pub fn panic_response(panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let message = panic
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| panic.downcast_ref::<&str>().copied())
        .unwrap_or("a panic without a message");
    tracing::error!(panic = message, "a request handler panicked");
    let mut response = (
        StatusCode::INTERNAL_SERVER_ERROR,
        "Something went wrong on our side.",
    )
        .into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'; frame-ancestors 'none'"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    insert_fixed_headers(headers);
    response
}

/// Gives Leptos the request's nonce (from [`headers`]) in place of one of its own, so the
/// `<script>` tags it writes match the Content-Security-Policy header. Runs as the additional
/// context of every page, after leptos_axum has provided the request.
pub fn provide_request_nonce() {
    let nonce = use_context::<http::request::Parts>()
        .and_then(|parts| parts.extensions.get::<Nonce>().cloned());
    if let Some(nonce) = nonce {
        provide_context(nonce);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_need_the_nonce_and_nothing_inline_is_allowed_for_them() {
        let policy = Policy::default().content_security_policy("abc123");
        let script_src = policy
            .split(';')
            .map(str::trim)
            .find(|directive| directive.starts_with("script-src"))
            .expect("a script-src directive");
        assert_eq!(
            script_src,
            "script-src 'self' 'nonce-abc123' 'wasm-unsafe-eval'"
        );
        assert!(!policy.contains("'unsafe-eval'"), "{policy}");
        assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
        assert!(policy.contains("object-src 'none'"), "{policy}");
        assert!(!policy.contains("ws:"), "{policy}");
        // A room's socket is the site's own ('self' covers ws: and wss: of the same host).
        assert!(policy.contains("connect-src 'self';"), "{policy}");
        assert!(policy.contains("worker-src 'self';"), "{policy}");
    }

    #[test]
    fn the_reload_socket_is_allowed_only_under_cargo_leptos_watch() {
        let policy = Policy { dev_reload: true }.content_security_policy("n");
        assert!(policy.contains("connect-src 'self' ws: wss:"), "{policy}");
    }
}
