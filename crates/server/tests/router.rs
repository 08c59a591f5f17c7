//! The router, driven through `oneshot` without a socket: pages, files, headers, health. The
//! limits and the request ids are in `middleware.rs`.

#[path = "support/router.rs"]
mod support;

use axum::body::Body;
use http::{header, Request, StatusCode};
use support::*;

#[tokio::test]
async fn the_home_page_renders_the_givens_on_the_server() {
    let page = send(&default_app(), get("/")).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.body;
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
    let page = send(&default_app(), get("/no/such/page")).await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
    page.says("Page not found");
    assert_eq!(page.header(header::CACHE_CONTROL), "no-cache");
}

#[tokio::test]
async fn every_page_is_rendered_by_its_address() {
    let app = default_app();
    for (path, status, text) in [
        ("/daily", StatusCode::OK, "Daily puzzles"),
        ("/daily/", StatusCode::OK, "Daily puzzles"),
        ("/daily/2026-03-01/hard", StatusCode::OK, r#"role="grid""#),
        ("/new", StatusCode::OK, "A new puzzle"),
        ("/create", StatusCode::OK, "Create a puzzle"),
        ("/solver", StatusCode::OK, "Solver"),
        ("/stats", StatusCode::OK, "Your statistics"),
        ("/learn", StatusCode::OK, "Learn the techniques"),
        ("/learn/x-wing", StatusCode::OK, "<svg class=\"learn-grid\""),
        ("/learn/x-ray", StatusCode::NOT_FOUND, "Page not found"),
        (
            "/p/broken",
            StatusCode::BAD_REQUEST,
            "This puzzle link is broken",
        ),
        ("/new?size=7&level=easy", StatusCode::BAD_REQUEST, "no 7×7"),
    ] {
        let page = send(&app, get(path)).await;
        assert_eq!(page.status, status, "{path}");
        assert!(page.body.contains(text), "{path}: {}", page.body);
        assert_eq!(page.header(header::CACHE_CONTROL), "no-cache", "{path}");
    }
}

#[tokio::test]
async fn the_practice_positions_are_served_as_text_for_a_day() {
    let reply = send(&default_app(), get(site::api::POSITIONS)).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(
        reply.header(header::CONTENT_TYPE),
        "text/plain; charset=utf-8"
    );
    assert_eq!(reply.header(header::CACHE_CONTROL), "public, max-age=86400");
    // Every technique of the ladder has base positions in it.
    for technique in app::learn::lessons() {
        let prefix = format!("\n{} ", technique.slug());
        assert!(reply.body.contains(&prefix), "{technique}");
    }
}

#[tokio::test]
async fn a_page_answers_get_and_head_only() {
    let app = default_app();
    let post = Request::post("/daily")
        .body(Body::empty())
        .expect("request");
    let refused = send(&app, post).await;
    assert_eq!(refused.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(refused.header(header::ALLOW), "GET, HEAD");
    let head = Request::head("/daily")
        .body(Body::empty())
        .expect("request");
    assert_eq!(send(&app, head).await.status, StatusCode::OK);
}

#[tokio::test]
async fn pages_carry_the_security_headers() {
    let page = send(&default_app(), get("/")).await;
    let csp = page.header(header::CONTENT_SECURITY_POLICY);
    for directive in [
        "default-src 'self'",
        "'wasm-unsafe-eval'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ] {
        assert!(csp.contains(directive), "{directive} missing from {csp}");
    }
    assert!(!csp.contains("script-src 'unsafe-inline'"), "{csp}");
    assert_eq!(page.header(header::X_CONTENT_TYPE_OPTIONS), "nosniff");
    assert_eq!(page.header(header::REFERRER_POLICY), "same-origin");
    assert_eq!(page.header(header::X_FRAME_OPTIONS), "DENY");
}

#[tokio::test]
async fn the_nonce_is_new_for_each_request_and_on_every_script_tag() {
    let app = default_app();
    let first = send(&app, get("/")).await;
    let second = send(&app, get("/")).await;
    let (nonce, other) = (first.nonce(), second.nonce());
    assert!(nonce.len() >= 16, "{nonce}");
    assert_ne!(nonce, other);
    let scripts: Vec<&str> = first
        .body
        .split("<script")
        .skip(1)
        .map(|tag| &tag[..tag.find('>').unwrap_or(tag.len())])
        .collect();
    assert!(!scripts.is_empty(), "no script tag in {}", first.body);
    for attributes in scripts {
        assert!(
            attributes.contains(&format!(r#"nonce="{nonce}""#)),
            "a script without the response's nonce: <script{attributes}>"
        );
    }
    assert!(!first.body.contains(&other));
}

#[tokio::test]
async fn pages_start_the_bundle_the_server_serves_once_they_have_painted() {
    let site = Site::new();
    let config = site.config(&[]);
    let app = server::app(&config);
    let page = send(&app, get("/")).await;
    let (js, wasm) = (
        format!("\"/pkg/{}\"", config.bundle.js),
        format!("\"/pkg/{}\"", config.bundle.wasm),
    );
    // The start script names both, and a build without chunks has no chunk loader.
    let script = &page.body[page
        .body
        .find("first-contentful-paint")
        .expect("a start script")..];
    assert!(script.contains(&js), "the script names {js}: {}", page.body);
    assert!(
        script.contains(&wasm),
        "the script names {wasm}: {}",
        page.body
    );
    assert!(script.contains(", null, "), "no loader: {}", page.body);
    assert!(!page.body.contains("__wasm_split"), "{}", page.body);
    // Nothing asks for the bundle before the first paint.
    assert!(!page.body.contains("rel=\"preload\""), "{}", page.body);
    assert!(
        !page.body.contains("rel=\"modulepreload\""),
        "{}",
        page.body
    );
}

#[tokio::test]
async fn static_files_carry_the_security_headers_and_are_cached_by_name() {
    let site = Site::new();
    let app = server::app(&site.config(&[]));

    let hashed = send(&app, get(&format!("/pkg/{HASHED_JS}"))).await;
    assert_eq!(hashed.status, StatusCode::OK);
    assert_eq!(hashed.body, "console.log('hashed');");
    assert_eq!(
        hashed.header(header::CACHE_CONTROL),
        "public, max-age=31536000, immutable"
    );
    assert!(hashed
        .header(header::CONTENT_SECURITY_POLICY)
        .contains("frame-ancestors 'none'"));
    assert_eq!(hashed.header(header::X_CONTENT_TYPE_OPTIONS), "nosniff");

    let bundle = site.config(&[]).bundle;
    let plain = send(&app, get(&format!("/pkg/{}", bundle.js))).await;
    assert_eq!(plain.status, StatusCode::OK);
    assert_eq!(plain.header(header::CACHE_CONTROL), "no-cache");

    let favicon = send(&app, get("/favicon.svg")).await;
    assert_eq!(favicon.status, StatusCode::OK);
    assert_eq!(
        favicon.header(header::CACHE_CONTROL),
        "public, max-age=86400"
    );
    assert!(!favicon.header(header::CONTENT_SECURITY_POLICY).is_empty());

    let page = send(&app, get("/")).await;
    assert_eq!(page.header(header::CACHE_CONTROL), "no-cache");

    let missing = send(&app, get("/pkg/app.BBBBBBBBBBBBBBBBBBBBBB.js")).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.header(header::CACHE_CONTROL), "no-cache");
}

#[tokio::test]
async fn a_split_bundle_s_loader_is_named_its_entry_files_revalidated_its_chunks_cached() {
    let site = Site::new();
    let hash_file = site.dir.path().join("hash.txt");
    std::fs::write(
        &hash_file,
        "js: AAAAAAAAAAAAAAAAAAAAAA\nwasm: BBBBBBBBBBBBBBBBBBBBBB\ncss: CCCCCCCCCCCCCCCCCCCCCC\n\
         split: DDDDDDDDDDDDDDDDDDDDDD\n",
    )
    .expect("write the hash file");
    let path = hash_file.to_str().expect("a UTF-8 path");
    let config = site.config(&[
        ("LEPTOS_HASH_FILES", "true"),
        ("LEPTOS_HASH_FILE_NAME", path),
    ]);
    let pkg = site.dir.path().join("pkg");
    let loader = "__wasm_split.DDDDDDDDDDDDDDDDDDDDDD.js";
    let chunk = "split_page.EEEEEEEEEEEEEEEEEEEEEE.wasm";
    for name in [&config.bundle.js, &config.bundle.wasm, loader, chunk] {
        std::fs::write(pkg.join(name), "built").expect("write a bundle file");
    }
    let app = server::app(&config);
    let page = send(&app, get("/")).await;
    // The start script asks for the loader alongside the bundle.
    let named = format!("\"/pkg/{loader}\"");
    assert!(page.body.contains(&named), "{named}: {}", page.body);
    for name in [&config.bundle.js, &config.bundle.wasm] {
        let entry = send(&app, get(&format!("/pkg/{name}"))).await;
        assert_eq!(entry.status, StatusCode::OK, "{name}");
        assert_eq!(entry.header(header::CACHE_CONTROL), "no-cache", "{name}");
    }
    for name in [loader, chunk] {
        let file = send(&app, get(&format!("/pkg/{name}"))).await;
        assert_eq!(file.status, StatusCode::OK, "{name}");
        assert_eq!(
            file.header(header::CACHE_CONTROL),
            "public, max-age=31536000, immutable",
            "{name}"
        );
    }
}

#[tokio::test]
async fn precompressed_files_are_sent_to_browsers_that_accept_them() {
    let site = Site::new();
    let app = server::app(&site.config(&[]));
    let request = Request::get(format!("/pkg/{HASHED_JS}"))
        .header(header::ACCEPT_ENCODING, "gzip, br")
        .body(Body::empty())
        .expect("request");
    let file = send(&app, request).await;
    assert_eq!(file.status, StatusCode::OK);
    assert_eq!(file.header(header::CONTENT_ENCODING), "br");
    assert_eq!(file.body, "pretend brotli");
    assert_eq!(file.header(header::VARY), "accept-encoding");
}

#[tokio::test]
async fn pages_are_compressed_on_the_fly() {
    let request = Request::get("/")
        .header(header::ACCEPT_ENCODING, "br")
        .body(Body::empty())
        .expect("request");
    let page = send(&default_app(), request).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.header(header::CONTENT_ENCODING), "br");
}

#[tokio::test]
async fn a_body_over_the_limit_is_refused_with_413() {
    let app = server::app(&config_with(&[("SUDOKU_BODY_LIMIT", "1KiB")]));
    let post = |size: usize| {
        Request::post("/new")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::CONTENT_LENGTH, size)
            .body(Body::from(vec![b'a'; size]))
            .expect("request")
    };
    let over = send(&app, post(1025)).await;
    assert_eq!(over.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(!over.header(header::CONTENT_SECURITY_POLICY).is_empty());
    let within = send(&app, post(1024)).await;
    assert_ne!(within.status, StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn health_check_answers() {
    let reply = send(&default_app(), get("/healthz")).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.body, "ok");
}

#[tokio::test]
async fn ready_only_once_the_bundle_is_there() {
    let (_empty, app) = app_without_bundle();
    let reply = send(&app, get("/readyz")).await;
    assert_eq!(reply.status, StatusCode::SERVICE_UNAVAILABLE);
    // The client learns nothing about the server's files.
    assert!(!reply.body.contains("no-site"), "{}", reply.body);
    // Liveness does not depend on the files.
    assert_eq!(send(&app, get("/healthz")).await.status, StatusCode::OK);

    let site = Site::new();
    let app = server::app(&site.config(&[]));
    let reply = send(&app, get("/readyz")).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
}
