//! The server binary on a real socket against what an attacker or an unlucky operator would do
//! to its data: fill the disk, fake a daily's figures from a published solution, fill the disk
//! with sync documents, grow SQLite's WAL, stop the database; and the odd `/new` addresses.
//! Where the store is involved, each runs on SQLite and on a PostgreSQL database.

#[path = "support/server.rs"]
mod support;

use std::time::Duration;

use store::testing::{refuse_commits, TestPostgres, TinyDisk};
use sudoku_core::{Date, Level};
use support::{body, header, Server};

fn today() -> Date {
    site::daily::today(std::time::SystemTime::now())
}

fn status(reply: &str) -> u16 {
    reply
        .get(9..12)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no status in {reply:?}"))
}

fn json(reply: &str) -> serde_json::Value {
    serde_json::from_str(body(reply)).unwrap_or_else(|_| panic!("JSON: {reply}"))
}

/// A start token from the server for today's easy daily, asked for as the site's page asks.
fn start(server: &Server) -> String {
    let path = site::api::StartRequest::new(today(), Level::Easy.into()).path();
    let reply = server.send("POST", &path, &["Sec-Fetch-Site: same-origin"], "");
    assert_eq!(status(&reply), 200, "{reply}");
    body(&reply).trim().to_owned()
}

/// Player `who`'s result for today's easy daily, solved in 30 s, with `token`.
fn result(who: u32, token: Option<&str>) -> String {
    let date = today();
    let solution = sudoku_core::daily(date, Level::Easy)
        .expect("a daily")
        .solution;
    let mut value = serde_json::json!({
        "date": date.to_string(), "level": "easy", "seconds": 30, "hints": 0,
        "grid": solution.to_string(), "player": format!("{who:032x}"),
    });
    if let Some(token) = token {
        value["start"] = token.into();
    }
    value.to_string()
}

/// The answer to posting `body`, a result, as the site's page does.
fn post_result(server: &Server, body: &str) -> serde_json::Value {
    json(&server.send_json("POST", "/api/daily/results", &[], body))
}

fn put_sync(server: &Server, token: u32, document: &str) -> String {
    server.send(
        "PUT",
        "/api/sync",
        &[&format!("Authorization: Bearer {token:032x}")],
        document,
    )
}

fn get_sync(server: &Server, token: u32) -> String {
    server.send(
        "GET",
        "/api/sync",
        &[&format!("Authorization: Bearer {token:032x}")],
        "",
    )
}

/// Runs a scenario on a server over SQLite (in its directory) and over a fresh PostgreSQL
/// database, with `vars` on top.
fn on_both(vars: &[(&str, &str)], scenario: impl Fn(&Server, Option<&str>)) {
    scenario(&Server::start(vars), None);
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let url = runtime.block_on(TestPostgres::shared().fresh_database());
    let mut all = vars.to_vec();
    all.push(("SUDOKU_DATABASE_URL", &url));
    scenario(&Server::start(&all), Some(&url));
}

#[test]
fn a_full_disk_loses_no_acknowledged_sync_document() {
    // SQLite on a file system of 2 MiB: 60 documents of 48 KiB cannot all fit.
    let disk = TinyDisk::new(2 << 20);
    let data = disk.path().to_str().expect("UTF-8").to_owned();
    let server = Server::start(&[
        ("SUDOKU_DATA_DIR", &data),
        ("SUDOKU_SYNC_PER_CLIENT", "100"),
    ]);
    let document = format!(r#"{{"version":1,"pad":"{}"}}"#, "x".repeat(48 * 1024));
    let mut acknowledged = Vec::new();
    let mut refused = 0;
    for token in 1..=60 {
        let reply = put_sync(&server, token, &document);
        match status(&reply) {
            200 => acknowledged.push(token),
            503 => refused += 1,
            other => panic!("document {token}: {other} {reply}"),
        }
    }
    assert!(
        refused > 0,
        "the disk never filled ({} stored)",
        acknowledged.len()
    );
    for token in &acknowledged {
        let reply = get_sync(&server, *token);
        assert_eq!(
            status(&reply),
            200,
            "acknowledged document {token} is missing: {reply}"
        );
        assert_eq!(body(&reply), document);
    }
    let logs = server.logs();
    assert!(
        logs.contains("request failed"),
        "a failed write logs its cause: {logs}"
    );
}

#[test]
fn a_failed_commit_on_postgres_is_a_503_not_a_lost_write() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let url = runtime.block_on(TestPostgres::shared().fresh_database());
    let server = Server::start(&[("SUDOKU_DATABASE_URL", &url)]);
    // The first write migrates the database; then every commit is refused.
    assert_eq!(status(&put_sync(&server, 1, r#"{"version":1}"#)), 200);
    let token = start(&server);
    runtime.block_on(async {
        refuse_commits(&url, "sync_documents").await;
        refuse_commits(&url, "daily_results").await;
    });
    let reply = put_sync(&server, 2, r#"{"version":1}"#);
    assert_eq!(status(&reply), 503, "{reply}");
    assert_eq!(status(&get_sync(&server, 2)), 204);
    let reply = put_sync(&server, 1, r#"{"version":1,"x":2}"#);
    assert_eq!(status(&reply), 503, "{reply}");
    assert_eq!(body(&get_sync(&server, 1)), r#"{"version":1}"#);
    let reply = server.send_json("POST", "/api/daily/results", &[], &result(1, Some(&token)));
    assert_eq!(status(&reply), 503, "{reply}");
}

#[test]
fn results_come_only_from_the_site_s_own_pages() {
    let server = Server::start(&[]);
    // Another site's page cannot get a start token either.
    let path = site::api::StartRequest::new(today(), Level::Easy.into()).path();
    let reply = server.send("POST", &path, &["Origin: https://evil.example"], "");
    assert_eq!(status(&reply), 403, "{reply}");
    let reply = server.send(
        "POST",
        "/api/daily/start?date=soon",
        &["Sec-Fetch-Site: same-origin"],
        "",
    );
    assert_eq!(status(&reply), 400, "{reply}");
    let token = start(&server);
    let body = result(1, Some(&token));
    // A hostile page's form or `fetch` without CORS: text/plain, another origin.
    let reply = server.send(
        "POST",
        "/api/daily/results",
        &["Content-Type: text/plain", "Origin: https://evil.example"],
        &body,
    );
    assert_eq!(status(&reply), 415, "{reply}");
    for headers in [
        &[
            "Content-Type: application/json",
            "Origin: https://evil.example",
        ][..],
        &[
            "Content-Type: application/json",
            "Sec-Fetch-Site: cross-site",
        ],
        &["Content-Type: application/json"],
    ] {
        let reply = server.send("POST", "/api/daily/results", headers, &body);
        assert_eq!(status(&reply), 403, "{headers:?}: {reply}");
    }
    // The site's own page, by `Origin` alone (a browser without Sec-Fetch-Site).
    let origin = format!("Origin: http://{}", server.addr);
    let reply = server.send(
        "POST",
        "/api/daily/results",
        &["Content-Type: application/json", &origin],
        &body,
    );
    assert_eq!(status(&reply), 200, "{reply}");
    assert_eq!(json(&reply)["counted"], true);
}

#[test]
fn a_published_solution_cannot_fake_the_figures() {
    on_both(
        &[
            ("SUDOKU_RESULTS_PER_CLIENT", "3"),
            ("SUDOKU_FIGURES_REFRESH", "0"),
        ],
        |server, _| {
            // Without a start token: answered with the standing, not counted.
            let reply = server.send_json("POST", "/api/daily/results", &[], &result(1, None));
            assert_eq!(status(&reply), 200, "{reply}");
            let answer = json(&reply);
            assert_eq!(answer["counted"], false, "{answer}");
            assert!(answer["not_counted"].is_string(), "{answer}");
            // A token counts once, for one player.
            let token = start(server);
            let first = post_result(server, &result(2, Some(&token)));
            assert_eq!(first["counted"], true, "{first}");
            let reused = post_result(server, &result(3, Some(&token)));
            assert_eq!(reused["counted"], false, "{reused}");
            assert!(reused["not_counted"].is_string(), "{reused}");
            // A time longer than the server has known of the game does not count.
            let token = start(server);
            let mut long: serde_json::Value =
                serde_json::from_str(&result(4, Some(&token))).expect("JSON");
            long["seconds"] = 3000.into();
            let answer = post_result(server, &long.to_string());
            assert_eq!(answer["counted"], false, "{answer}");
            // One address has at most three results counted for the daily, however many players.
            let counted = (10..20)
                .filter(|who| {
                    let token = start(server);
                    let answer = post_result(server, &result(*who, Some(&token)));
                    answer["counted"] == true
                })
                .count();
            assert_eq!(counted, 2, "the first player's result and two more");
            // The figures count the three.
            let page = server.get("/");
            assert!(
                page.contains("<strong>3 players solved it</strong>"),
                "{page}"
            );
        },
    );
}

#[test]
fn sync_documents_have_a_quota_per_address_and_in_all() {
    on_both(
        &[
            ("SUDOKU_SYNC_PER_CLIENT", "2"),
            ("SUDOKU_SYNC_DOCUMENTS", "3"),
        ],
        |server, _| {
            let document = r#"{"version":1}"#;
            assert_eq!(status(&put_sync(server, 1, document)), 200);
            assert_eq!(status(&put_sync(server, 2, document)), 200);
            let reply = put_sync(server, 3, document);
            assert_eq!(status(&reply), 429, "{reply}");
            assert!(body(&reply).contains("tomorrow"), "{reply}");
            // Its own documents can still be written.
            assert_eq!(status(&put_sync(server, 1, r#"{"version":1,"x":1}"#)), 200);
            assert_eq!(
                header(&put_sync(server, 2, document), "etag"),
                Some("\"2\"")
            );
            // Deleting one frees its place.
            let deleted = server.send(
                "DELETE",
                "/api/sync",
                &[&format!("Authorization: Bearer {:032x}", 2)],
                "",
            );
            assert_eq!(status(&deleted), 204);
            assert_eq!(status(&put_sync(server, 3, document)), 200);
            assert_eq!(status(&put_sync(server, 4, document)), 429);
        },
    );
}

#[test]
fn the_site_keeps_no_more_documents_than_it_allows() {
    on_both(&[("SUDOKU_SYNC_DOCUMENTS", "2")], |server, _| {
        let document = r#"{"version":1}"#;
        assert_eq!(status(&put_sync(server, 1, document)), 200);
        assert_eq!(status(&put_sync(server, 2, document)), 200);
        let reply = put_sync(server, 3, document);
        assert_eq!(status(&reply), 507, "{reply}");
        assert_eq!(status(&put_sync(server, 2, r#"{"version":1,"y":0}"#)), 200);
    });
}

#[test]
fn sqlite_s_write_ahead_log_shrinks_after_a_burst_of_writes() {
    let server = Server::start(&[("SUDOKU_SYNC_PER_CLIENT", "1000")]);
    let document = format!(r#"{{"version":1,"pad":"{}"}}"#, "x".repeat(60 * 1024));
    // A burst: eight clients writing and reading at once, so readers keep checkpoints from
    // finishing and the WAL grows past its usual 4 MiB.
    std::thread::scope(|scope| {
        for client in 0..8u32 {
            let (server, document) = (&server, &document);
            scope.spawn(move || {
                for n in 0..100 {
                    let token = client * 1000 + n + 1;
                    assert_eq!(status(&put_sync(server, token, document)), 200);
                    assert_eq!(status(&get_sync(server, token)), 200);
                }
            });
        }
    });
    let wal = server.dir.path().join("data").join("sudoku.db-wal");
    let peak = std::fs::metadata(&wal).map_or(0, |m| m.len());
    // Once the burst is over, the next writes checkpoint the whole WAL and start it again,
    // cut down to `journal_size_limit`.
    for token in 1..=3 {
        assert_eq!(status(&put_sync(&server, token, &document)), 200);
    }
    let size = std::fs::metadata(&wal).map_or(0, |m| m.len());
    assert!(
        size <= 6 << 20,
        "the WAL is {size} B after a burst of 800 writes of 60 KiB (at most {peak} B)"
    );
}

#[test]
fn an_outage_is_logged_once_not_per_request() {
    let (cluster, server) = Server::on_dedicated_postgres();
    assert_eq!(status(&put_sync(&server, 1, r#"{"version":1}"#)), 200);
    cluster.stop();
    for _ in 0..30 {
        assert_eq!(status(&get_sync(&server, 1)), 503);
    }
    let logs = server.logs();
    let errors: Vec<&str> = logs.lines().filter(|line| line.contains("ERROR")).collect();
    // The site says it once. (sqlx's pool may add a line of its own when the server ends a
    // connection it was setting up: one for the connection, not one per request.)
    let ours = errors.iter().filter(|line| !line.contains(" sqlx")).count();
    assert_eq!(ours, 1, "one ERROR line for the outage: {logs}");
    assert!(errors.len() < 30, "an ERROR line per request: {logs}");
    assert!(logs.contains("the database is unavailable"), "{logs}");
    cluster.start();
    let started = std::time::Instant::now();
    while status(&get_sync(&server, 1)) != 200 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(server.logs().contains("the database answers again"));
}

#[test]
fn new_puzzle_addresses_in_other_forms_are_redirected() {
    let server = Server::start(&[]);
    for path in [
        "/new/?size=9&level=hard",
        "/%6eew?size=9&level=hard",
        "/%6E%65%77/?size=9&level=hard",
    ] {
        let reply = server.get(path);
        assert_eq!(status(&reply), 308, "{path}: {reply}");
        assert_eq!(
            header(&reply, "location"),
            Some("/new?size=9&level=hard"),
            "{path}"
        );
    }
    let made = server.get("/new?size=9&level=hard");
    assert_eq!(status(&made), 303, "{made}");
    assert!(!server.logs().contains("ERROR"), "{}", server.logs());
}
