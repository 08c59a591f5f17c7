//! The sync routes and the body limits against real databases: an SQLite file in a temporary
//! directory and a PostgreSQL cluster that `scripts/pg-cluster` starts.

#[path = "support/site.rs"]
#[macro_use]
mod support;

use axum::body::Body;
use http::{header, Request, StatusCode};
use support::*;

on_both!(oversize_bodies_get_413, sync_documents_are_kept_and_deleted);

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
    let reply = sync(&app, "PUT", &token, Some(document)).await;
    assert_eq!(
        reply.status,
        StatusCode::PAYLOAD_TOO_LARGE,
        "{}",
        reply.body
    );
    // Within the limit it is kept.
    let reply = sync(&app, "PUT", &token, Some(r#"{"version":1}"#.into())).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
}

async fn sync_documents_are_kept_and_deleted(site: &Site, url: Option<&str>) {
    let app = site.app(url);
    let token = "00112233445566778899aabbccddeeff";
    // The answer to a PUT of `body`, on `condition` if there is one.
    let put = |body: &'static str, condition: Option<(header::HeaderName, &'static str)>| {
        let mut request = sync_request("PUT", token);
        if let Some((name, value)) = condition {
            request = request.header(name, value);
        }
        send(&app, request.body(Body::from(body)).expect("a request"))
    };
    let created = put(
        r#"{"version":1,"saves":[]}"#,
        Some((header::IF_NONE_MATCH, "*")),
    )
    .await;
    assert_eq!(
        (created.status, created.etag()),
        (StatusCode::OK, Some("\"1\""))
    );
    let fetched = sync(&app, "GET", token, None).await;
    assert_eq!(
        (fetched.status, fetched.body.as_str()),
        (StatusCode::OK, r#"{"version":1,"saves":[]}"#)
    );
    // Another device's write based on the old revision is refused with the current one.
    let on_revision_1 = Some((header::IF_MATCH, "\"1\""));
    let updated = put(r#"{"version":1,"saves":[1]}"#, on_revision_1.clone()).await;
    assert_eq!(updated.etag(), Some("\"2\""));
    let stale = put(r#"{"version":1,"saves":[2]}"#, on_revision_1).await;
    assert_eq!(
        (stale.status, stale.etag()),
        (StatusCode::PRECONDITION_FAILED, Some("\"2\""))
    );
    // Not a document, no token: refused.
    let bad = put("[1,2,3]", None).await;
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
    let deleted = sync(&app, "DELETE", token, None).await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    let gone = sync(&app, "GET", token, None).await;
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
    let qr_of = |link: &'static str| {
        let request = Request::post("/api/sync/qr").body(Body::from(link));
        send(&app, request.expect("a request"))
    };
    let qr = qr_of("https://sudoku.example/sync#00112233445566778899aabbccddeeff").await;
    assert_eq!(qr.status, StatusCode::OK);
    qr.says("<svg");
    let not_a_link = qr_of("javascript:alert(1)").await;
    assert_eq!(not_a_link.status, StatusCode::UNPROCESSABLE_ENTITY);
}
