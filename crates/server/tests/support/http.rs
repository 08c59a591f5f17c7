//! An answer of the router, read whole: what the router tests and the data tests share.
//! Included (`#[path]`) by the support files, so some use only part of it.
#![allow(dead_code)]

use axum::{body::Body, Router};
use http::{header, HeaderMap, Request, StatusCode};
use http_body_util::BodyExt;
use tower::ServiceExt;

/// A whole answer: its status, headers and body as text.
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: String,
}

impl Reply {
    /// The header `name`'s value, empty if there is none.
    pub fn header(&self, name: impl header::AsHeaderName) -> &str {
        self.headers
            .get(name)
            .map(|value| value.to_str().expect("a text header"))
            .unwrap_or_default()
    }

    /// Asserts that the body holds `text`, showing the body if it does not.
    #[track_caller]
    pub fn says(&self, text: &str) {
        assert!(self.body.contains(text), "{text:?} not in {}", self.body);
    }

    /// The `ETag`, if there is one.
    pub fn etag(&self) -> Option<&str> {
        Some(self.header(header::ETAG)).filter(|etag| !etag.is_empty())
    }

    /// The nonce in the Content-Security-Policy's `script-src`.
    pub fn nonce(&self) -> String {
        let csp = self.header(header::CONTENT_SECURITY_POLICY);
        let start = csp.find("'nonce-").expect("a nonce in the policy") + "'nonce-".len();
        let len = csp[start..].find('\'').expect("a closing quote");
        csp[start..start + len].to_owned()
    }
}

/// `request`'s answer from `router`, read whole.
pub async fn send(router: &Router, request: Request<Body>) -> Reply {
    let response = router
        .clone()
        .oneshot(request)
        .await
        .expect("the router answers");
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("a body")
        .to_bytes();
    Reply {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

/// A `GET` of `path`.
pub fn get(path: &str) -> Request<Body> {
    Request::get(path).body(Body::empty()).expect("a request")
}
