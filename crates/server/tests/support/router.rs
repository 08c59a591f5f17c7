//! A built site for the router's tests, driven through `oneshot` without a socket: its files
//! in a temporary directory, its configuration, and the requests and replies. Included
//! (`#[path]`) by the test files that use it, so some use only part of it.
#![allow(dead_code)]

#[path = "http.rs"]
mod http_reply;

use axum::{body::Body, Router};
use http::{header::HeaderName, Request};
use server::config::Config;
use tempfile::TempDir;

pub use http_reply::{get, send};

/// A hashed file name as cargo-leptos writes them (22 characters of base64url).
pub const HASHED_JS: &str = "app.AAAAAAAAAAAAAAAAAAAAAA.js";

/// A built site in a temporary directory: the bundle under the names the configuration
/// expects, a hashed file with a brotli twin, and a favicon.
pub struct Site {
    pub dir: TempDir,
}

impl Site {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let site = Self { dir };
        let bundle = site.config(&[]).bundle;
        let pkg = site.dir.path().join("pkg");
        std::fs::create_dir(&pkg).expect("pkg dir");
        for (name, contents) in [
            (
                bundle.js.as_str(),
                "export default function init() {}".as_bytes(),
            ),
            (bundle.wasm.as_str(), b"\0asm\x01\0\0\0".as_slice()),
            (HASHED_JS, b"console.log('hashed');".as_slice()),
            (&format!("{HASHED_JS}.br"), b"pretend brotli".as_slice()),
        ] {
            std::fs::write(pkg.join(name), contents).expect("write a bundle file");
        }
        std::fs::write(site.dir.path().join("favicon.svg"), "<svg/>").expect("favicon");
        site
    }

    pub fn root(&self) -> &str {
        self.dir.path().to_str().expect("a UTF-8 temp path")
    }

    pub fn config(&self, vars: &[(&str, &str)]) -> Config {
        let root = self.root().to_owned();
        config_with(&[&[("LEPTOS_SITE_ROOT", root.as_str())], vars].concat())
    }
}

/// The configuration of `vars`, without a database unless they name one (the data routes have
/// tests of their own, `tests/data.rs`).
pub fn config_with(vars: &[(&str, &str)]) -> Config {
    Config::from_lookup(|key| {
        vars.iter()
            .chain(&[("SUDOKU_DATABASE_URL", "off")])
            .find(|(k, _)| *k == key)
            .map(|(_, v)| (*v).to_owned())
    })
    .expect("a valid configuration")
}

pub fn default_app() -> Router {
    server::app(&config_with(&[]))
}

/// `app`'s answer to a `GET` of `path` with `headers`.
pub async fn get_with(
    app: &Router,
    path: &str,
    headers: &[(HeaderName, &str)],
) -> http_reply::Reply {
    let mut request = Request::get(path);
    for (name, value) in headers {
        request = request.header(name, *value);
    }
    send(app, request.body(Body::empty()).expect("a request")).await
}

/// An app whose site bundle is missing (its root is a directory that does not exist), so it is
/// not ready; with the temporary directory that root would be in.
pub fn app_without_bundle() -> (TempDir, Router) {
    let empty = tempfile::tempdir().expect("temp dir");
    let missing_root = empty.path().join("no-site");
    let app = server::app(&config_with(&[(
        "LEPTOS_SITE_ROOT",
        missing_root.to_str().expect("a UTF-8 path"),
    )]));
    (empty, app)
}
