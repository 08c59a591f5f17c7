//! A site over a database for the data tests: its configuration in a temporary directory, its
//! router and a store on its database, the requests the browser makes, and the scenarios run
//! on an SQLite file and on a PostgreSQL database (`on_both!`). Included (`#[path]`) by the
//! test files that use it, so some use only part of it.
#![allow(dead_code)]

#[path = "http.rs"]
mod http_reply;

use axum::{body::Body, Router};
use http::{header, Request};
use server::config::Config;
use site::daily::Edition;
use sudoku_core::{Date, Level};
use tempfile::TempDir;

pub use http_reply::{send, Reply};

/// A server's configuration in a temporary site directory (with the bundle's files, so
/// `/readyz` is ready), with the database `url` (`None`: SQLite in the directory) and fresh
/// figures on every view.
pub struct Site {
    pub dir: TempDir,
}

impl Site {
    pub fn new() -> Self {
        let site = Self {
            dir: tempfile::tempdir().expect("a temporary directory"),
        };
        let bundle = site.config(None, &[]).bundle;
        let pkg = site.dir.path().join("pkg");
        std::fs::create_dir(&pkg).expect("pkg");
        std::fs::write(pkg.join(&bundle.js), "export default function init() {}").expect("js");
        std::fs::write(pkg.join(&bundle.wasm), b"\0asm\x01\0\0\0").expect("wasm");
        site
    }

    pub fn config(&self, url: Option<&str>, vars: &[(&str, &str)]) -> Config {
        let root = self.dir.path().to_str().expect("UTF-8").to_owned();
        let data = self.dir.path().join("data");
        let data = data.to_str().expect("UTF-8").to_owned();
        let mut all: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        all.extend([
            ("LEPTOS_SITE_ROOT".to_owned(), root),
            ("SUDOKU_DATA_DIR".to_owned(), data),
            ("SUDOKU_FIGURES_REFRESH".to_owned(), "0".to_owned()),
            ("SUDOKU_RATE_LIMIT".to_owned(), "0".to_owned()),
            ("SUDOKU_DATABASE_TIMEOUT".to_owned(), "10s".to_owned()),
        ]);
        if let Some(url) = url {
            all.push(("SUDOKU_DATABASE_URL".to_owned(), url.to_owned()));
        }
        Config::from_lookup(|key| all.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
            .expect("a valid configuration")
    }

    pub fn app(&self, url: Option<&str>) -> TestApp {
        TestApp::new(&self.config(url, &[]))
    }
}

/// A site's router, and a store on its database through which the tests sign start tokens as
/// the site would have, issued an hour ago (so a result's time can be any up to an hour).
pub struct TestApp {
    pub router: Router,
    pub store: Option<store::Store>,
}

impl TestApp {
    pub fn new(config: &Config) -> Self {
        Self::with(config, server::state::open(&config.database))
    }

    pub fn with(config: &Config, store: Option<store::Store>) -> Self {
        Self {
            router: server::app_with(config, store.clone()),
            store,
        }
    }

    /// A start token for the daily of `date` at `level`, issued an hour ago; none if the
    /// database cannot give the site's key.
    pub async fn start_token(&self, date: Date, level: impl Into<Edition>) -> Option<String> {
        let key = self.store.as_ref()?.secret(|| [7; 32]).await.ok()?;
        let issued = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("after 1970")
            .as_secs()
            - 3600;
        let nonce = fresh_nonce();
        Some(
            server::admission::Keys::new(key).sign(&server::admission::Start {
                date,
                edition: level.into(),
                issued,
                nonce,
            }),
        )
    }
}

/// A new nonce for each token the tests sign.
pub fn fresh_nonce() -> [u8; 16] {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    let mut nonce = [0xa5; 16];
    nonce[..8].copy_from_slice(
        &NEXT
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            .to_be_bytes(),
    );
    nonce
}

impl std::ops::Deref for TestApp {
    type Target = Router;

    fn deref(&self) -> &Router {
        &self.router
    }
}

/// A `GET` of `path` from `app`, read whole.
pub async fn get(app: &Router, path: &str) -> Reply {
    send(app, http_reply::get(path)).await
}

pub fn json(reply: &Reply) -> serde_json::Value {
    serde_json::from_str(&reply.body)
        .unwrap_or_else(|_| panic!("JSON: {} {}", reply.status, reply.body))
}

/// A result's answer without its `players_html`, and that markup.
pub fn standing(reply: &Reply) -> (serde_json::Value, String) {
    let mut answer = json(reply);
    let html = answer
        .as_object_mut()
        .and_then(|fields| fields.remove("players_html"))
        .and_then(|html| html.as_str().map(str::to_owned))
        .unwrap_or_default();
    (answer, html)
}

pub fn json_of(text: &str) -> serde_json::Value {
    serde_json::from_str(text).expect("JSON")
}

pub fn today() -> Date {
    site::daily::today(std::time::SystemTime::now())
}

pub fn player(n: u32) -> String {
    format!("{n:032x}")
}

pub fn solution(date: Date, level: Level) -> String {
    sudoku_core::daily(date, level)
        .expect("a daily")
        .solution
        .to_string()
}

pub fn result_json(
    date: Date,
    level: impl Into<Edition>,
    seconds: u32,
    hints: u32,
    grid: &str,
    who: u32,
) -> String {
    format!(
        r#"{{"date":"{date}","level":"{}","seconds":{seconds},"hints":{hints},"grid":"{grid}","player":"{}"}}"#,
        level.into().name(),
        player(who)
    )
}

/// `result_json` with a start token.
pub fn with_start(body: &str, token: Option<&str>) -> String {
    let mut value = json_of(body);
    if let Some(token) = token {
        value["start"] = token.into();
    }
    value.to_string()
}

/// A result sent as the site's own page sends it.
pub async fn post_result(app: &Router, body: String) -> Reply {
    send(
        app,
        Request::post("/api/daily/results")
            .header(header::CONTENT_TYPE, "application/json")
            .header("sec-fetch-site", "same-origin")
            .body(Body::from(body))
            .expect("a request"),
    )
    .await
}

/// Today's daily Killer solved by player `who`, with a start token from an hour ago.
pub async fn submit_killer(app: &TestApp, seconds: u32, who: u32) -> Reply {
    let date = today();
    let token = app.start_token(date, Edition::Killer).await;
    let solution = sudoku_core::daily_killer(date)
        .expect("a killer")
        .solution
        .to_string();
    let body = result_json(date, Edition::Killer, seconds, 0, &solution, who);
    post_result(app, with_start(&body, token.as_deref())).await
}

/// Today's daily at `level` solved by player `who`, with a start token from an hour ago.
pub async fn submit(app: &TestApp, level: Level, seconds: u32, hints: u32, who: u32) -> Reply {
    let date = today();
    let token = app.start_token(date, level).await;
    let body = result_json(date, level, seconds, hints, &solution(date, level), who);
    post_result(app, with_start(&body, token.as_deref())).await
}

pub fn sync_request(method: &str, token: &str) -> http::request::Builder {
    Request::builder()
        .method(method)
        .uri("/api/sync")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
}

/// Sends `method /api/sync` for `token` to `app`, with `body` (none for an empty one).
pub async fn sync(app: &TestApp, method: &str, token: &str, body: Option<String>) -> Reply {
    let body = body.map_or_else(Body::empty, Body::from);
    send(
        app,
        sync_request(method, token).body(body).expect("a request"),
    )
    .await
}

/// Runs each scenario on a server over a fresh SQLite file and over a fresh PostgreSQL
/// database.
macro_rules! on_both {
    ($($scenario:ident),* $(,)?) => {$(
        mod $scenario {
            #[tokio::test]
            async fn sqlite() {
                let site = super::Site::new();
                super::$scenario(&site, None).await;
            }

            #[tokio::test]
            async fn postgres() {
                let url = store::testing::TestPostgres::shared().fresh_database().await;
                let site = super::Site::new();
                super::$scenario(&site, Some(&url)).await;
            }
        }
    )*};
}
