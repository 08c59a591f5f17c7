//! The router's middleware through `oneshot`: the rate limit per client, request ids, and the
//! request time limit.

#[path = "support/router.rs"]
mod support;

use std::{net::SocketAddr, time::Duration};

use axum::{body::Body, extract::ConnectInfo, routing, Router};
use http::{header, Request, StatusCode};
use support::*;

fn from(peer: [u8; 4], mut request: Request<Body>) -> Request<Body> {
    request
        .extensions_mut()
        .insert(ConnectInfo(SocketAddr::from((peer, 40000))));
    request
}

#[tokio::test]
async fn work_routes_are_rate_limited_per_client_after_a_burst() {
    let app = server::app(&config_with(&[
        ("SUDOKU_RATE_LIMIT", "6"),
        ("SUDOKU_RATE_BURST", "3"),
    ]));
    let alice = [192, 0, 2, 1];
    // `/new` without a request is the chooser page, which still counts.
    for _ in 0..3 {
        let reply = send(&app, from(alice, get("/new"))).await;
        assert_eq!(reply.status, StatusCode::OK);
    }
    let refused = send(&app, from(alice, get("/new"))).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = refused
        .header(header::RETRY_AFTER)
        .parse()
        .expect("Retry-After in seconds");
    assert!((1..=10).contains(&wait), "{wait}");
    assert_eq!(
        send(&app, from(alice, get("/new/16x16"))).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    // Other routes are not limited, and another client has a budget of its own.
    for path in ["/healthz", "/solver"] {
        assert_eq!(
            send(&app, from(alice, get(path))).await.status,
            StatusCode::OK,
            "{path}"
        );
    }
    let bob = send(&app, from([192, 0, 2, 2], get("/new"))).await;
    assert_eq!(bob.status, StatusCode::OK);
}

#[tokio::test]
async fn each_response_has_a_request_id_kept_only_from_a_trusted_proxy() {
    let with_id = || {
        Request::get("/healthz")
            .header("x-request-id", "from-the-proxy-42")
            .body(Body::empty())
            .expect("request")
    };
    let direct = default_app();
    let made_up = send(&direct, get("/healthz")).await;
    assert_eq!(made_up.header("x-request-id").len(), 36);
    let replaced = send(&direct, with_id()).await;
    assert_eq!(replaced.header("x-request-id").len(), 36);
    let behind_proxy = server::app(&config_with(&[("SUDOKU_TRUST_PROXY", "true")]));
    let kept = send(&behind_proxy, with_id()).await;
    assert_eq!(kept.header("x-request-id"), "from-the-proxy-42");
}

#[tokio::test]
async fn a_request_over_the_time_limit_is_answered_503() {
    let config = config_with(&[("SUDOKU_REQUEST_TIMEOUT", "50ms")]);
    let slow = Router::new().route(
        "/slow",
        routing::get(|| async {
            tokio::time::sleep(Duration::from_secs(5)).await;
            "late"
        }),
    );
    let app = server::with_middleware(slow, &config);
    let reply = send(&app, get("/slow")).await;
    assert_eq!(reply.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(!reply.header(header::CONTENT_SECURITY_POLICY).is_empty());
}
