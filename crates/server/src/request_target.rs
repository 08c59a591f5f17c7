//! Request targets: only paths reach the routes.
//!
//! HTTP/1.1 has four forms of request target (RFC 9112 §3.2): a path (`/p/…`, the origin
//! form), an absolute URL (`http://host/p/…`, which a server must accept), an authority
//! (`host:443`, for `CONNECT` to a proxy) and `*` (for `OPTIONS`). Leptos reads the path and
//! query of every request and panics without one, so an authority or `*` target is answered
//! 400 here, and an absolute URL (as HTTP/2 requests always carry one) is reduced to its path
//! and query before anything below sees it.

use axum::{
    extract::Request,
    middleware::Next,
    response::{IntoResponse, Response},
};
use http::Uri;

use crate::error::AppError;

/// The middleware: passes requests whose target has a path, as a path; refuses the rest.
pub async fn origin_form_only(mut request: Request, next: Next) -> Response {
    match origin_form(request.uri()) {
        Some(uri) => {
            *request.uri_mut() = uri;
            next.run(request).await
        }
        None => {
            AppError::BadRequest("The request target must be a path.".to_owned()).into_response()
        }
    }
}

/// The path and query of `uri` as a target of their own, if it has a path starting with `/`.
fn origin_form(uri: &Uri) -> Option<Uri> {
    match uri.path_and_query() {
        Some(path) if path.path().starts_with('/') => {
            if uri.scheme().is_none() && uri.authority().is_none() {
                Some(uri.clone())
            } else {
                Some(Uri::from(path.clone()))
            }
        }
        // `http://host` without a path asks for the root.
        None if uri.scheme().is_some() => Some(Uri::from_static("/")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(target: &str, expected: Option<&str>) {
        let uri: Uri = target.parse().expect("a target http can parse");
        assert_eq!(
            origin_form(&uri).map(|uri| uri.to_string()).as_deref(),
            expected,
            "{target}"
        );
    }

    #[test]
    fn paths_pass_and_absolute_urls_become_paths() {
        check("/", Some("/"));
        check("/p/1abc?x=1", Some("/p/1abc?x=1"));
        check("http://example.com/daily?x=1", Some("/daily?x=1"));
        check("https://example.com", Some("/"));
    }

    #[test]
    fn authorities_and_asterisks_are_refused() {
        check("example.com:443", None);
        check("*", None);
    }
}
