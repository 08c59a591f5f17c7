//! The routes and pages that use the database, against real ones: an SQLite file in a
//! temporary directory and PostgreSQL clusters that `scripts/pg-cluster` starts. No mocks.

use std::time::Duration;

use axum::{body::Body, Router};
use http::{header, Request, StatusCode};
use http_body_util::BodyExt;
use server::config::Config;
use store::testing::TestPostgres;
use sudoku_core::{Date, Level};
use tempfile::TempDir;
use tower::ServiceExt;

/// A server's configuration in a temporary site directory (with the bundle's files, so
/// `/readyz` is ready), with the database `url` (`None`: SQLite in the directory) and fresh
/// figures on every view.
struct Site {
    dir: TempDir,
}

impl Site {
    fn new() -> Self {
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

    fn config(&self, url: Option<&str>, vars: &[(&str, &str)]) -> Config {
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

    fn app(&self, url: Option<&str>) -> TestApp {
        TestApp::new(&self.config(url, &[]))
    }
}

/// A site's router, and a store on its database through which the tests sign start tokens as
/// the site would have, issued an hour ago (so a result's time can be any up to an hour).
struct TestApp {
    router: Router,
    store: Option<store::Store>,
}

impl TestApp {
    fn new(config: &Config) -> Self {
        Self::with(config, server::state::open(&config.database))
    }

    fn with(config: &Config, store: Option<store::Store>) -> Self {
        Self {
            router: server::app_with(config, store.clone()),
            store,
        }
    }

    /// A start token for the daily of `date` at `level`, issued an hour ago; none if the
    /// database cannot give the site's key.
    async fn start_token(&self, date: Date, level: Level) -> Option<String> {
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
                level,
                issued,
                nonce,
            }),
        )
    }
}

/// A new nonce for each token the tests sign.
fn fresh_nonce() -> [u8; 16] {
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

struct Reply {
    status: StatusCode,
    etag: Option<String>,
    body: String,
}

async fn send(app: &Router, request: Request<Body>) -> Reply {
    let response = app.clone().oneshot(request).await.expect("an answer");
    let status = response.status();
    let etag = response
        .headers()
        .get(header::ETAG)
        .map(|v| v.to_str().expect("text").to_owned());
    let body = response
        .into_body()
        .collect()
        .await
        .expect("a body")
        .to_bytes();
    Reply {
        status,
        etag,
        body: String::from_utf8_lossy(&body).into_owned(),
    }
}

async fn get(app: &Router, path: &str) -> Reply {
    send(
        app,
        Request::get(path).body(Body::empty()).expect("a request"),
    )
    .await
}

fn json(reply: &Reply) -> serde_json::Value {
    serde_json::from_str(&reply.body)
        .unwrap_or_else(|_| panic!("JSON: {} {}", reply.status, reply.body))
}

/// A result's answer without its `players_html`, and that markup.
fn standing(reply: &Reply) -> (serde_json::Value, String) {
    let mut answer = json(reply);
    let html = answer
        .as_object_mut()
        .and_then(|fields| fields.remove("players_html"))
        .and_then(|html| html.as_str().map(str::to_owned))
        .unwrap_or_default();
    (answer, html)
}

fn json_of(text: &str) -> serde_json::Value {
    serde_json::from_str(text).expect("JSON")
}

fn today() -> Date {
    site::daily::today(std::time::SystemTime::now())
}

fn player(n: u32) -> String {
    format!("{n:032x}")
}

fn solution(date: Date, level: Level) -> String {
    sudoku_core::daily(date, level)
        .expect("a daily")
        .solution
        .to_string()
}

fn result_json(date: Date, level: Level, seconds: u32, hints: u32, grid: &str, who: u32) -> String {
    format!(
        r#"{{"date":"{date}","level":"{}","seconds":{seconds},"hints":{hints},"grid":"{grid}","player":"{}"}}"#,
        level.name(),
        player(who)
    )
}

/// `result_json` with a start token.
fn with_start(body: &str, token: Option<&str>) -> String {
    let mut value = json_of(body);
    if let Some(token) = token {
        value["start"] = token.into();
    }
    value.to_string()
}

/// A result sent as the site's own page sends it.
async fn post_result(app: &Router, body: String) -> Reply {
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

/// Today's daily at `level` solved by player `who`, with a start token from an hour ago.
async fn submit(app: &TestApp, level: Level, seconds: u32, hints: u32, who: u32) -> Reply {
    let date = today();
    let token = app.start_token(date, level).await;
    let body = result_json(date, level, seconds, hints, &solution(date, level), who);
    post_result(app, with_start(&body, token.as_deref())).await
}

fn sync_request(method: &str, token: &str) -> http::request::Builder {
    Request::builder()
        .method(method)
        .uri("/api/sync")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
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

on_both!(
    a_fake_solution_is_refused_and_a_duplicate_counted_once,
    the_daily_page_and_the_archive_show_the_figures,
    oversize_bodies_get_413,
    sync_documents_are_kept_and_deleted,
    a_player_deletes_their_results,
    readiness_reports_the_database,
);

async fn a_fake_solution_is_refused_and_a_duplicate_counted_once(site: &Site, url: Option<&str>) {
    let app = site.app(url);
    let date = today();
    let mut fake = solution(date, Level::Easy).into_bytes();
    fake.swap(0, 1);
    let fake = String::from_utf8(fake).expect("digits");
    let refused = post_result(&app, result_json(date, Level::Easy, 200, 0, &fake, 1)).await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    assert_eq!(refused.body, "That is not this puzzle's solution.");

    let first = submit(&app, Level::Easy, 200, 0, 1).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    // The answer brings the page's "Players" section with the player in it.
    let (answer, players) = standing(&first);
    assert_eq!(
        answer,
        json_of(r#"{"counted":true,"faster_than":0,"hinted":0,"players":1,"seconds":200}"#)
    );
    assert!(
        players.starts_with("<h2>Players</h2>")
            && players
                .contains("1 player solved it</strong> today; the median time is <strong>3:20"),
        "{players}"
    );
    // The same player again, faster and with a hint: the first result stands.
    let again = submit(&app, Level::Easy, 150, 2, 1).await;
    assert_eq!(
        standing(&again).0,
        json_of(r#"{"counted":false,"faster_than":0,"hinted":0,"players":1,"seconds":200}"#)
    );
    // A slower player, faster than nobody; the first is now faster than the one other.
    let second = submit(&app, Level::Easy, 300, 1, 2).await;
    let (answer, players) = standing(&second);
    assert_eq!(
        answer,
        json_of(r#"{"counted":true,"faster_than":0,"hinted":50,"players":2,"seconds":300}"#)
    );
    assert!(
        players.contains("2 players solved it</strong> today; the median time is <strong>3:20"),
        "{players}"
    );
    let first_again = submit(&app, Level::Easy, 200, 0, 1).await;
    assert_eq!(json(&first_again)["faster_than"], 100);
    // No cookie, whatever the answer.
    let response = app
        .clone()
        .oneshot(
            Request::post("/api/daily/results")
                .body(Body::from(result_json(
                    date,
                    Level::Easy,
                    250,
                    0,
                    &solution(date, Level::Easy),
                    3,
                )))
                .expect("a request"),
        )
        .await
        .expect("an answer");
    assert!(response.headers().get(header::SET_COOKIE).is_none());
}

async fn the_daily_page_and_the_archive_show_the_figures(site: &Site, url: Option<&str>) {
    let app = site.app(url);
    let page = get(&app, "/").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        page.body.contains("Nobody has solved it yet today."),
        "{}",
        page.body
    );
    for (who, seconds) in [(1, 200), (2, 260), (3, 700)] {
        assert_eq!(
            submit(&app, Level::Easy, seconds, 0, who).await.status,
            StatusCode::OK
        );
    }
    submit(&app, Level::Hard, 900, 0, 1).await;
    let page = get(&app, "/").await;
    assert!(
        page.body.contains(
            "<strong>3 players solved it</strong> today; the median time is <strong>4:20</strong>."
        ),
        "{}",
        page.body
    );
    assert!(page.body.contains(r#"<svg class="histogram""#));
    let hard = get(&app, &format!("/daily/{}/hard", today())).await;
    assert!(
        hard.body.contains("<strong>1 player solved it</strong>"),
        "{}",
        hard.body
    );

    // The archive's day carries the count (in the text the page hydrates from, and drawn).
    let month = format!("{:04}-{:02}", today().year(), today().month());
    let archive = get(&app, &format!("/daily?month={month}")).await;
    let day = today().day();
    assert!(
        archive.body.contains(&format!("{day}:3,0,1")),
        "{}",
        archive.body
    );
    assert!(
        archive
            .body
            .contains(r#"title="Solved by 3 easy, 0 medium, 1 hard""#),
        "{}",
        archive.body
    );
    // The archive's counts travel with its page only: there is no API for them.
    let api = get(&app, &format!("/api/daily/solvers?month={month}")).await;
    assert_eq!(api.status, StatusCode::NOT_FOUND);
}

async fn oversize_bodies_get_413(site: &Site, url: Option<&str>) {
    let app = TestApp::new(&site.config(url, &[("SUDOKU_SYNC_LIMIT", "1KiB")]));
    let huge = format!(
        r#"{{"date":"{}","pad":"{}"}}"#,
        today(),
        "x".repeat(70 * 1024)
    );
    assert_eq!(
        post_result(&app, huge).await.status,
        StatusCode::PAYLOAD_TOO_LARGE
    );
    let token = player(77);
    let document = format!(r#"{{"version":1,"pad":"{}"}}"#, "x".repeat(2000));
    let reply = send(
        &app,
        sync_request("PUT", &token)
            .body(Body::from(document))
            .expect("a request"),
    )
    .await;
    assert_eq!(
        reply.status,
        StatusCode::PAYLOAD_TOO_LARGE,
        "{}",
        reply.body
    );
    // Within the limit it is kept.
    let reply = send(
        &app,
        sync_request("PUT", &token)
            .body(Body::from(r#"{"version":1}"#))
            .expect("a request"),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
}

async fn sync_documents_are_kept_and_deleted(site: &Site, url: Option<&str>) {
    let app = site.app(url);
    let token = "00112233445566778899aabbccddeeff";
    let put = |body: &'static str, condition: Option<(header::HeaderName, &'static str)>| {
        let mut request = sync_request("PUT", token);
        if let Some((name, value)) = condition {
            request = request.header(name, value);
        }
        request.body(Body::from(body)).expect("a request")
    };
    let created = send(
        &app,
        put(
            r#"{"version":1,"saves":[]}"#,
            Some((header::IF_NONE_MATCH, "*")),
        ),
    )
    .await;
    assert_eq!(
        (created.status, created.etag.as_deref()),
        (StatusCode::OK, Some("\"1\""))
    );
    let fetched = send(
        &app,
        sync_request("GET", token)
            .body(Body::empty())
            .expect("a request"),
    )
    .await;
    assert_eq!(
        (fetched.status, fetched.body.as_str()),
        (StatusCode::OK, r#"{"version":1,"saves":[]}"#)
    );
    // Another device's write based on the old revision is refused with the current one.
    let updated = send(
        &app,
        put(
            r#"{"version":1,"saves":[1]}"#,
            Some((header::IF_MATCH, "\"1\"")),
        ),
    )
    .await;
    assert_eq!(updated.etag.as_deref(), Some("\"2\""));
    let stale = send(
        &app,
        put(
            r#"{"version":1,"saves":[2]}"#,
            Some((header::IF_MATCH, "\"1\"")),
        ),
    )
    .await;
    assert_eq!(
        (stale.status, stale.etag.as_deref()),
        (StatusCode::PRECONDITION_FAILED, Some("\"2\""))
    );
    // Not a document, no token: refused.
    let bad = send(&app, put("[1,2,3]", None)).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    let anonymous = send(
        &app,
        Request::get("/api/sync")
            .body(Body::empty())
            .expect("a request"),
    )
    .await;
    assert_eq!(anonymous.status, StatusCode::BAD_REQUEST);

    // Deleting removes it from the database, not only from the answers.
    let deleted = send(
        &app,
        sync_request("DELETE", token)
            .body(Body::empty())
            .expect("a request"),
    )
    .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    let gone = send(
        &app,
        sync_request("GET", token)
            .body(Body::empty())
            .expect("a request"),
    )
    .await;
    assert_eq!(gone.status, StatusCode::NO_CONTENT);
    let store = store::Store::open(
        site.config(url, &[])
            .database
            .store
            .as_ref()
            .expect("a database"),
    )
    .expect("a store");
    let token: site::ids::SyncToken = token.parse().expect("a token");
    assert_eq!(
        store
            .document(&token, std::time::SystemTime::now())
            .await
            .expect("read"),
        None
    );

    // The QR code of a sync link.
    let qr = send(
        &app,
        Request::post("/api/sync/qr")
            .body(Body::from(
                "https://sudoku.example/sync#00112233445566778899aabbccddeeff",
            ))
            .expect("a request"),
    )
    .await;
    assert_eq!(qr.status, StatusCode::OK);
    assert!(qr.body.contains("<svg"), "{}", qr.body);
    let not_a_link = send(
        &app,
        Request::post("/api/sync/qr")
            .body(Body::from("javascript:alert(1)"))
            .expect("a request"),
    )
    .await;
    assert_eq!(not_a_link.status, StatusCode::UNPROCESSABLE_ENTITY);
}

async fn a_player_deletes_their_results(site: &Site, url: Option<&str>) {
    let app = site.app(url);
    submit(&app, Level::Easy, 200, 0, 5).await;
    submit(&app, Level::Medium, 400, 0, 5).await;
    submit(&app, Level::Easy, 250, 0, 6).await;
    let delete = |who: u32| {
        Request::delete("/api/daily/results")
            .header(header::AUTHORIZATION, format!("Bearer {}", player(who)))
            .body(Body::empty())
            .expect("a request")
    };
    assert_eq!(
        json(&send(&app, delete(5)).await),
        json_of(r#"{"deleted":2}"#)
    );
    assert_eq!(
        json(&send(&app, delete(5)).await),
        json_of(r#"{"deleted":0}"#)
    );
    let page = get(&app, "/").await;
    assert!(
        page.body.contains("<strong>1 player solved it</strong>"),
        "{}",
        page.body
    );
}

async fn readiness_reports_the_database(site: &Site, url: Option<&str>) {
    let app = site.app(url);
    let ready = get(&app, "/readyz").await;
    assert_eq!(ready.status, StatusCode::OK);
    let backend = if url.is_some() { "postgres" } else { "sqlite" };
    assert_eq!(ready.body, format!("ready\ndatabase: ok ({backend})\n"));
    let off = get(&site.app(Some("off")), "/readyz").await;
    assert_eq!(off.body, "ready\ndatabase: off\n");
}

#[tokio::test]
async fn a_closed_daily_is_answered_but_not_counted() {
    let site = Site::new();
    let app = TestApp::new(&site.config(None, &[("SUDOKU_RESULTS_DAYS", "1")]));
    let old = Date::from_days_since_epoch(today().days_since_epoch() - 5).expect("a date");
    let body = result_json(old, Level::Easy, 300, 0, &solution(old, Level::Easy), 1);
    let reply = post_result(&app, body.clone()).await;
    // Answered, but neither counted nor shown among the players.
    assert_eq!(
        json(&reply),
        json_of(r#"{"counted":false,"faster_than":0,"hinted":0,"players":1,"seconds":300}"#)
    );
    // Nothing was stored: the page still has nobody.
    let page = get(&app, &format!("/daily/{old}")).await;
    assert!(
        page.body.contains("Nobody has solved it yet."),
        "{}",
        page.body
    );
}

#[tokio::test]
async fn two_servers_on_one_postgres_agree() {
    let url = TestPostgres::shared().fresh_database().await;
    let (one, two) = (Site::new(), Site::new());
    let (a, b) = (one.app(Some(&url)), two.app(Some(&url)));
    assert_eq!(
        submit(&a, Level::Medium, 300, 0, 1).await.status,
        StatusCode::OK
    );
    // The same player on the other instance is the same player.
    let again = submit(&b, Level::Medium, 200, 0, 1).await;
    assert_eq!(json(&again)["counted"], false);
    assert_eq!(
        submit(&b, Level::Medium, 400, 0, 2).await.status,
        StatusCode::OK
    );
    let path = format!("/daily/{}/medium", today());
    let expected =
        "<strong>2 players solved it</strong> today; the median time is <strong>5:00</strong>.";
    for app in [&a, &b] {
        let page = get(app, &path).await;
        assert!(page.body.contains(expected), "{}", page.body);
    }
}

#[tokio::test]
async fn the_site_plays_with_the_database_stopped() {
    let cluster = TestPostgres::dedicated();
    let url = cluster.fresh_database().await;
    cluster.stop();
    let site = Site::new();
    // Down at start: the server starts and every page plays.
    let config = site.config(Some(&url), &[("SUDOKU_DATABASE_TIMEOUT", "1s")]);
    let store = server::state::open(&config.database);
    let app = TestApp::with(&config, store.clone());
    let page = get(&app, "/").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains(r#"role="grid""#));
    assert!(
        page.body.contains("Statistics unavailable."),
        "{}",
        page.body
    );
    let shared = get(&app, "/p/1rPDWW4ULJAMyDr9S1BZCmGQgSKtZO342uzuTS-ICGJ").await;
    assert_eq!(shared.status, StatusCode::OK);
    let refused = submit(&app, Level::Easy, 200, 0, 1).await;
    assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(get(&app, "/healthz").await.status, StatusCode::OK);
    let ready = get(&app, "/readyz").await;
    assert_eq!(ready.status, StatusCode::OK);
    assert!(
        ready.body.contains("database: unavailable (postgres"),
        "{}",
        ready.body
    );

    // Back: the upkeep connects and migrates, and results count.
    cluster.start();
    if let Some(store) = store {
        server::upkeep::spawn(store, &config.database);
    }
    let counted = eventually(|| async {
        let reply = submit(&app, Level::Easy, 200, 0, 1).await;
        (reply.status == StatusCode::OK).then_some(reply)
    })
    .await;
    assert_eq!(json(&counted)["counted"], true);
    let page = eventually(|| async {
        let page = get(&app, "/").await;
        page.body
            .contains("<strong>1 player solved it</strong>")
            .then_some(page)
    })
    .await;
    assert_eq!(page.status, StatusCode::OK);

    // Down again while running: still playing.
    cluster.stop();
    let page = get(&app, "/").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains(r#"role="grid""#));
}

/// Asks `check` again every 200 ms for up to 30 s, until it has an answer.
async fn eventually<T, F, Fut>(check: F) -> T
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(answer) = check().await {
            return answer;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "no answer within 30 s"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}
