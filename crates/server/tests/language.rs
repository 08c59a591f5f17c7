//! The page's language: chosen by `Accept-Language`, then by the player (`/language` and its
//! cookie); the page says it in `<html lang dir>` and carries only its own locale's messages.

#[path = "support/router.rs"]
mod support;

use http::{header, StatusCode};
use i18n::{Key, Locale, Strings};
use support::*;

/// The header's link to today's puzzle, in `locale`.
fn today_in(locale: Locale) -> String {
    Strings::of(locale).format(Key::NavToday, i18n::en!(NavToday), &[])
}

#[tokio::test]
async fn accept_language_gives_the_page_in_that_language_from_the_first_byte() {
    let app = default_app();
    let page = get_with(
        &app,
        "/",
        &[(header::ACCEPT_LANGUAGE, "de-DE,de;q=0.9,en;q=0.5")],
    )
    .await;
    assert_eq!(page.status, StatusCode::OK);
    page.says(r#"<html lang="de" dir="ltr">"#);
    let german = today_in(Locale::De);
    assert_ne!(german, today_in(Locale::En));
    page.says(&format!(r#"<a href="/">{german}<"#));
    // Only German's messages travel with the page, for the browser to take before hydrating.
    page.says(r#"<script id="messages" type="text/plain">"#);
    assert!(!page.body.contains(&today_in(Locale::Ja)));
    // A cache in front must keep the languages apart.
    let vary = page.header(header::VARY);
    assert!(
        vary.contains("accept-language") && vary.contains("cookie"),
        "{vary}"
    );
}

#[tokio::test]
async fn english_pages_carry_no_messages() {
    let page = send(&default_app(), get("/")).await;
    page.says(r#"<html lang="en" dir="ltr">"#);
    assert!(!page.body.contains(r#"id="messages""#));
}

#[tokio::test]
async fn the_players_choice_outranks_the_browsers_and_arabic_is_right_to_left() {
    let chosen = [
        (header::COOKIE, "x=1; sudoku-locale=ar"),
        (header::ACCEPT_LANGUAGE, "de"),
    ];
    let page = get_with(&default_app(), "/daily", &chosen).await;
    page.says(r#"<html lang="ar" dir="rtl">"#);
    page.says(&today_in(Locale::Ar));
    // The footer's chooser shows the choice.
    page.says(r#"<option value="ar" lang="ar" selected"#);
}

#[tokio::test]
async fn choosing_a_language_keeps_it_and_goes_back_to_the_page() {
    let app = default_app();
    let from_a_daily = [
        (header::REFERER, "http://sudoku.test/daily/2026-03-01/hard"),
        (header::HOST, "sudoku.test"),
    ];
    let reply = get_with(&app, "/language?l=ja", &from_a_daily).await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    assert_eq!(reply.header(header::LOCATION), "/daily/2026-03-01/hard");
    let cookie = reply.header(header::SET_COOKIE);
    assert!(
        cookie.starts_with("sudoku-locale=ja;") && cookie.contains("Path=/"),
        "{cookie}"
    );
    // From another site, or with no page named: home.
    let reply = get_with(
        &app,
        "/language?l=fr",
        &[(header::REFERER, "https://evil.test/")],
    )
    .await;
    assert_eq!(reply.header(header::LOCATION), "/");
    // A language the site does not speak changes nothing.
    let reply = send(&app, get("/language?l=xx")).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert!(reply.headers.get(header::SET_COOKIE).is_none());
    reply.says("not a language this site speaks");
}

#[tokio::test]
async fn an_answer_s_reason_is_in_the_request_s_language() {
    // A site whose bundle is missing is not ready: an error's reason, worded by the server.
    let (_empty, app) = app_without_bundle();
    let in_language = |language| [(header::ACCEPT_LANGUAGE, language)];
    let english = get_with(&app, "/readyz", &in_language("en")).await;
    assert_eq!(english.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(english.body, i18n::en!(ServerNotReady));
    for (language, locale) in [("de-DE,de;q=0.9", Locale::De), ("ja", Locale::Ja)] {
        let answer = get_with(&app, "/readyz", &in_language(language)).await;
        assert_eq!(answer.status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(
            answer.body,
            Strings::of(locale).text(Key::ServerNotReady, "")
        );
        assert_ne!(answer.body, english.body);
    }
}
