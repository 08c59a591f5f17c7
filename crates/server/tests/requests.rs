//! Requests that cost the server or mislead a player, against the server binary on a real
//! socket: links to import count against the rate (share codes do not), a missing hash file
//! stops the start, `/language` sends a player only to this site, an outage's message names
//! what is unavailable, a sync document nested too deep is called so, and a proxy's request
//! id is kept only when short.

#[path = "support/server.rs"]
mod process;

use process::{body, header, Server};

const CLASSIC: &str =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

fn status(reply: &str) -> u16 {
    reply
        .get(9..12)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no status in {reply:?}"))
}

/// Links that must be imported (decompressed, read) count against the client's rate like
/// `/new`; a share code, which reads at once, does not. A link whose data would expand past the
/// bound is refused, saying it is too long.
#[test]
fn a_link_to_import_counts_against_the_rate_and_a_share_code_does_not() {
    let server = Server::start(&[("SUDOKU_RATE_LIMIT", "60"), ("SUDOKU_RATE_BURST", "3")]);
    // Millions of units from a few kilobytes: lz-string's worst case.
    let bomb = lz_str::compress_to_base64("a".repeat(3_000_000).as_str());
    let bomb = format!("/p/https://f-puzzles.com/?load={bomb}");
    let reply = server.get(&bomb);
    assert_eq!(status(&reply), 400, "{reply}");
    assert!(body(&reply).contains("too long"), "{}", body(&reply));
    let broken = format!("/p/https://sudokuexchange.com/play/?s={}", &CLASSIC[..80]);
    assert_eq!(status(&server.get(&broken)), 400);
    let plain = format!("/p/{CLASSIC}");
    let moved = server.get(&plain);
    assert_eq!(status(&moved), 301, "{moved}");
    let code = header(&moved, "location").expect("a location").to_owned();
    let refused = server.get(&broken);
    assert_eq!(status(&refused), 429, "{refused}");
    assert!(header(&refused, "retry-after").is_some());
    for _ in 0..6 {
        assert_eq!(status(&server.get(&code)), 200, "{code}");
    }
}

/// A site root whose bundle has hashed names, without the hash file that names them, stops the
/// start with a message naming the file (else every page would be served without its styles
/// and scripts).
#[test]
fn a_missing_hash_file_beside_a_hashed_bundle_stops_the_start() {
    let dir = tempfile::tempdir().expect("a directory");
    let missing = dir.path().join("hash.txt");
    let missing = missing.to_str().expect("UTF-8");
    let (failed, logs) = Server::failed_start(
        None,
        &[
            ("LEPTOS_HASH_FILES", ""),
            ("LEPTOS_HASH_FILE_NAME", missing),
        ],
        |root| {
            let pkg = root.join("pkg");
            std::fs::write(pkg.join("sudoku.0f3c2a9d81b7e6c4.js"), "").expect("js");
            std::fs::write(pkg.join("sudoku.0f3c2a9d81b7e6c4.wasm"), "").expect("wasm");
        },
    );
    assert!(failed, "{logs}");
    assert!(logs.contains(missing), "{logs}");
    assert!(logs.contains("sudoku.0f3c2a9d81b7e6c4.js"), "{logs}");
}

/// The language chooser sends the player back to the page they chose on, and never to another
/// host, however the `Referer` is written.
#[test]
fn the_language_chooser_sends_a_player_only_to_this_site() {
    let server = Server::start(&[]);
    let host = server.addr.to_string();
    let back = |referer: &str| {
        let reply = server.send(
            "GET",
            "/language?l=de",
            &[&format!("Referer: {referer}")],
            "",
        );
        assert_eq!(status(&reply), 303, "{reply}");
        header(&reply, "location").expect("a location").to_owned()
    };
    assert_eq!(back(&format!("http://{host}/daily?x=1")), "/daily?x=1");
    for elsewhere in [
        format!("http://{host}/\\evil.test/x"),
        format!("http://{host}//evil.test/x"),
        "http://evil.test/x".to_owned(),
    ] {
        assert_eq!(back(&elsewhere), "/", "{elsewhere}");
    }
}

/// With the database stopped, making a room says rooms are unavailable and keeping a sync
/// document says sync is, each in its own words (not "statistics").
#[test]
fn an_outage_names_what_is_unavailable() {
    let (cluster, server) = Server::on_dedicated_postgres();
    cluster.stop();
    let code = sudoku_core::code::encode(&CLASSIC.parse().expect("a puzzle"), None);
    let room = server.send(
        "POST",
        "/api/rooms",
        &["Sec-Fetch-Site: same-origin", "Content-Type: text/plain"],
        &code,
    );
    assert_eq!(status(&room), 503, "{room}");
    assert_eq!(body(&room), i18n::en!(ServerRoomsStore));
    let sync = server.send_json(
        "PUT",
        "/api/sync",
        &[&format!("Authorization: Bearer {:032x}", 7)],
        r#"{"version":1}"#,
    );
    assert_eq!(status(&sync), 503, "{sync}");
    assert_eq!(body(&sync), i18n::en!(ServerSyncStore));
}

/// A sync document nested deeper than any of the site's own is refused as too deep, not as
/// "not JSON".
#[test]
fn a_sync_document_nested_too_deep_is_called_so() {
    let server = Server::start(&[]);
    let deep = format!(
        r#"{{"version":1,"saves":{}{}}}"#,
        "[".repeat(200),
        "]".repeat(200)
    );
    let reply = server.send_json(
        "PUT",
        "/api/sync",
        &[&format!("Authorization: Bearer {:032x}", 8)],
        &deep,
    );
    assert_eq!(status(&reply), 422, "{reply}");
    assert_eq!(body(&reply), i18n::en!(ServerSyncTooDeep));
}

/// Behind a trusted proxy, the proxy's request id is kept and sent back; one that is too long
/// (or not visible text) is replaced by the server's own, so it never fills the logs.
#[test]
fn a_proxy_s_request_id_is_kept_only_when_short() {
    let server = Server::start(&[("SUDOKU_TRUST_PROXY", "true")]);
    let id_of = |id: &str| {
        let reply = server.send("GET", "/healthz", &[&format!("X-Request-Id: {id}")], "");
        assert_eq!(status(&reply), 200, "{reply}");
        header(&reply, "x-request-id").expect("an id").to_owned()
    };
    assert_eq!(id_of("proxy-7f3e"), "proxy-7f3e");
    let long = "x".repeat(7000);
    let replaced = id_of(&long);
    assert_eq!(replaced.len(), 36, "{replaced}");
    assert!(!server.logs().contains(&long[..200]));
}
