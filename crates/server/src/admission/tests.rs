use std::time::Duration;

use http::HeaderValue;

use super::*;
use sudoku_core::Level;

fn keys(seed: u8) -> Keys {
    Keys::new([seed; 32])
}

fn date(text: &str) -> Date {
    text.parse().expect("a date")
}

/// Noon of 2026-03-14, plus `seconds`.
fn at(seconds: u64) -> SystemTime {
    UNIX_EPOCH
        + Duration::from_secs(date("2026-03-14").days_since_epoch() as u64 * 86_400 + 43_200)
        + Duration::from_secs(seconds)
}

#[test]
fn a_token_reads_back_only_with_the_key_that_signed_it() {
    let start = Start {
        date: date("2026-03-14"),
        edition: Edition::Classic(Level::Hard),
        issued: 1_773_500_000,
        nonce: [7; 16],
    };
    let token = keys(1).sign(&start);
    assert_eq!(keys(1).read(&token), Some(start));
    assert_eq!(keys(2).read(&token), None, "another site's key");
    // Any one digit changed breaks the signature.
    for i in 0..token.len() {
        let mut bytes = token.clone().into_bytes();
        bytes[i] = if bytes[i] == b'0' { b'1' } else { b'0' };
        let changed = String::from_utf8(bytes).expect("ASCII");
        assert_eq!(keys(1).read(&changed), None, "digit {i} changed");
    }
    // The Killer's token is its own, and reads back as the Killer's.
    let killer = Start {
        edition: Edition::Killer,
        ..start
    };
    let killer_token = keys(1).sign(&killer);
    assert_ne!(killer_token, token);
    assert_eq!(keys(1).read(&killer_token), Some(killer));
    assert_eq!(keys(1).read(""), None);
    assert_eq!(keys(1).read(&token[..token.len() - 2]), None);
    assert_eq!(keys(1).read(&"é".repeat(token.len() / 2)), None);
}

#[test]
fn a_result_counts_with_its_own_token_and_a_clock_the_server_can_vouch_for() {
    let keys = keys(3);
    let day = date("2026-03-14");
    let token = keys
        .start(day, Edition::Classic(Level::Easy), at(0))
        .expect("a token");
    // An Easy result of that day with `token`, sent ten minutes after it was made.
    let easy =
        |token, seconds| keys.admit(token, day, Edition::Classic(Level::Easy), seconds, at(600));
    // Sent ten minutes later with a clock of eight: eight count.
    let admitted = easy(Some(&token), 480).expect("admitted");
    assert_eq!(admitted.seconds, 480);
    assert_eq!(keys.read(&token).map(|s| s.nonce), Some(admitted.nonce));
    // A clock a little ahead of the server's (the page starts it first) counts as it is.
    let admitted = easy(Some(&token), 630).expect("within the leeway");
    assert_eq!(admitted.seconds, 630);
    // Much longer than the server has known of the game: not counted.
    assert_eq!(easy(Some(&token), 900), Err(NotCounted::LongerThanKnown));
    // Another daily's token, none, or one from the future.
    assert_eq!(
        keys.admit(
            Some(&token),
            day,
            Edition::Classic(Level::Medium),
            300,
            at(600)
        ),
        Err(NotCounted::BadStart)
    );
    assert_eq!(
        keys.admit(
            Some(&token),
            date("2026-03-15"),
            Edition::Classic(Level::Easy),
            300,
            at(600)
        ),
        Err(NotCounted::BadStart)
    );
    assert_eq!(easy(None, 300), Err(NotCounted::NoStart));
    let later = keys
        .start(day, Edition::Classic(Level::Easy), at(900))
        .expect("a token");
    assert_eq!(easy(Some(&later), 1), Err(NotCounted::BadStart));
}

#[test]
fn tokens_differ_and_client_digests_depend_on_the_key() {
    let day = date("2026-03-14");
    let a = keys(4)
        .start(day, Edition::Classic(Level::Easy), at(0))
        .expect("a token");
    let b = keys(4)
        .start(day, Edition::Classic(Level::Easy), at(0))
        .expect("a token");
    assert_ne!(a, b, "each token has its own nonce");
    let client = Client("192.0.2.1".parse().expect("an address"));
    assert_eq!(keys(4).client(client), keys(4).client(client));
    assert_ne!(keys(4).client(client), keys(5).client(client));
    assert_ne!(
        keys(4).client(client),
        keys(4).client(Client("192.0.2.2".parse().expect("an address")))
    );
}

#[test]
fn only_json_from_this_site_s_own_pages_passes() {
    let check = |pairs: &[(&'static str, &str)]| {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.insert(*name, HeaderValue::from_str(value).expect("a value"));
        }
        same_origin_json(&headers).map_err(|error| error.status().as_u16())
    };
    let json = ("content-type", "application/json");
    assert_eq!(check(&[json, ("sec-fetch-site", "same-origin")]), Ok(()));
    assert_eq!(
        check(&[
            ("content-type", "application/json; charset=utf-8"),
            ("origin", "http://127.0.0.1:3000"),
            ("host", "127.0.0.1:3000"),
        ]),
        Ok(())
    );
    assert_eq!(check(&[json, ("sec-fetch-site", "cross-site")]), Err(403));
    assert_eq!(check(&[json, ("sec-fetch-site", "same-site")]), Err(403));
    assert_eq!(
        check(&[
            json,
            ("origin", "https://evil.example"),
            ("host", "sudoku.example")
        ]),
        Err(403)
    );
    assert_eq!(check(&[json]), Err(403), "no browser page sent it");
    assert_eq!(
        check(&[
            ("content-type", "text/plain"),
            ("sec-fetch-site", "same-origin")
        ]),
        Err(415)
    );
    assert_eq!(check(&[("sec-fetch-site", "same-origin")]), Err(415));
}
