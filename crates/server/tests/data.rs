//! The routes and pages that use the database, against real ones: an SQLite file in a
//! temporary directory and PostgreSQL clusters that `scripts/pg-cluster` starts. No mocks.
//! Daily results and the figures here; sync documents in `sync_api.rs`.

#[path = "support/site.rs"]
#[macro_use]
mod support;

use std::time::Duration;

use axum::body::Body;
use http::{header, Request, StatusCode};
use store::testing::TestPostgres;
use sudoku_core::{Date, Level};
use support::*;
use tower::ServiceExt;

on_both!(
    a_fake_solution_is_refused_and_a_duplicate_counted_once,
    the_daily_page_and_the_archive_show_the_figures,
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
    page.says("Nobody has solved it yet today.");
    for (who, seconds) in [(1, 200), (2, 260), (3, 700)] {
        assert_eq!(
            submit(&app, Level::Easy, seconds, 0, who).await.status,
            StatusCode::OK
        );
    }
    submit(&app, Level::Hard, 900, 0, 1).await;
    // The daily Killer counts on its own: its page shows its players, not the Medium's.
    let killer = submit_killer(&app, 1200, 2).await;
    assert_eq!(killer.status, StatusCode::OK, "{}", killer.body);
    assert_eq!(json(&killer)["counted"], true);
    let killer_page = get(&app, &format!("/daily/{}/killer", today())).await;
    killer_page.says(
        "<strong>1 player solved it</strong> today; the median time is <strong>20:00</strong>.",
    );
    let medium = get(&app, &format!("/daily/{}/medium", today())).await;
    medium.says("Nobody has solved it yet today.");
    let page = get(&app, "/").await;
    page.says(
        "<strong>3 players solved it</strong> today; the median time is <strong>4:20</strong>.",
    );
    assert!(page.body.contains(r#"<svg class="histogram""#));
    let hard = get(&app, &format!("/daily/{}/hard", today())).await;
    hard.says("<strong>1 player solved it</strong>");

    // The archive's day carries the count (in the text the page hydrates from, and drawn).
    let month = format!("{:04}-{:02}", today().year(), today().month());
    let archive = get(&app, &format!("/daily?month={month}")).await;
    let day = today().day();
    archive.says(&format!("{day}:3,0,1,1"));
    assert!(
        archive
            .body
            .contains(r#"title="Solved by 3 easy, 0 medium, 1 hard, 1 killer""#),
        "{}",
        archive.body
    );
    // The archive's counts travel with its page only: there is no API for them.
    let api = get(&app, &format!("/api/daily/solvers?month={month}")).await;
    assert_eq!(api.status, StatusCode::NOT_FOUND);
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
    page.says("<strong>1 player solved it</strong>");
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
    page.says("Nobody has solved it yet.");
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
        page.says(expected);
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
    page.says("Statistics unavailable.");
    let shared = get(&app, "/p/1rPDWW4ULJAMyDr9S1BZCmGQgSKtZO342uzuTS-ICGJ").await;
    assert_eq!(shared.status, StatusCode::OK);
    let refused = submit(&app, Level::Easy, 200, 0, 1).await;
    assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(get(&app, "/healthz").await.status, StatusCode::OK);
    let ready = get(&app, "/readyz").await;
    assert_eq!(ready.status, StatusCode::OK);
    ready.says("database: unavailable (postgres");

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
