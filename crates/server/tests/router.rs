//! The router, driven through `oneshot` without a socket.

use axum::body::Body;
use http::{Request, StatusCode};
use http_body_util::BodyExt;
use server::config::Config;
use tower::ServiceExt;

async fn get(path: &str) -> (StatusCode, String) {
    let config = Config::from_lookup(|_| None).expect("default configuration");
    let response = server::app(config.leptos)
        .oneshot(Request::get(path).body(Body::empty()).expect("request"))
        .await
        .expect("the router answers");
    let status = response.status();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    (status, String::from_utf8_lossy(&bytes).into_owned())
}

#[tokio::test]
async fn the_home_page_renders_the_givens_on_the_server() {
    let (status, html) = get("/").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains(r#"role="grid""#), "{html}");
    // Every given of the page's puzzle is in the HTML, in its own labelled cell.
    let givens = html.matches(r#"class="cell given"#).count();
    assert!(
        givens >= 17,
        "expected the puzzle's givens in the HTML, found {givens}"
    );
    assert_eq!(html.matches(r#"role="gridcell""#).count(), 81);
    assert!(html.contains("row 1, column 1, "), "{html}");
}

#[tokio::test]
async fn an_unknown_page_is_a_404_with_a_way_home() {
    let (status, html) = get("/no/such/page").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(html.contains("Page not found"), "{html}");
}

#[tokio::test]
async fn health_check_answers() {
    let (status, body) = get("/healthz").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, "ok");
}
