//! The page's language: its locale and messages (see the `i18n` crate), and the `t!` macro
//! that components write their words with.
//!
//! The locale is the request's on the server (the player's choice in a cookie, else the
//! browser's `Accept-Language`), and the page's `<html lang>` in the browser, which also finds
//! there the messages of a locale other than English: the server writes them into the page's
//! head ([`Messages`]), so the other locales' words never reach the browser. Changing the
//! language reloads the page (`/language`), so the locale never changes while a page lives.

use i18n::Strings;
pub use i18n::{Arg, Key, Locale};

/// The id of the page's messages in its head.
pub const MESSAGES_ID: &str = "messages";

/// Between two messages in the page's head: a control character no message has.
pub use i18n::SEPARATOR;

/// The page's locale.
pub fn locale() -> Locale {
    with(Strings::locale)
}

/// Message `key` (whose English is `english`), which has no placeholders: what `t!(Key)` calls.
// Not inlined: every message of the site calls these, and one call is smaller than a copy.
#[inline(never)]
pub fn text(key: Key, english: &'static str) -> &'static str {
    with(|strings| strings.text(key, english))
}

/// Message `key` (whose English is `english`) with `args`: what `t!(Key, name = value)` calls.
#[inline(never)]
pub fn format(key: Key, english: &'static str, args: &[(&str, Arg<'_>)]) -> String {
    with(|strings| strings.format(key, english, args))
}

#[cfg(not(feature = "ssr"))]
thread_local! {
    static STRINGS: std::cell::RefCell<Strings> = std::cell::RefCell::new(Strings::english());
}

#[cfg(not(feature = "ssr"))]
fn with<R>(f: impl FnOnce(&Strings) -> R) -> R {
    STRINGS.with(|strings| f(&strings.borrow()))
}

#[cfg(feature = "ssr")]
fn with<R>(f: impl FnOnce(&Strings) -> R) -> R {
    let locale = leptos::prelude::use_context::<Locale>().unwrap_or_default();
    f(&Strings::of(locale))
}

/// Takes the page's locale and messages, before the page hydrates: English (with a message in
/// the console) if the page's messages are missing or from another version of the site.
#[cfg(feature = "hydrate")]
pub fn start() {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    // The server writes one of the site's own tags.
    let lang = document
        .document_element()
        .and_then(|html| html.get_attribute("lang"));
    let Some(locale) = Locale::ALL
        .into_iter()
        .find(|locale| lang.as_deref() == Some(locale.tag()))
    else {
        return;
    };
    if locale == Locale::En {
        return;
    }
    let messages: Option<Vec<String>> = document
        .get_element_by_id(MESSAGES_ID)
        .and_then(|script| script.text_content())
        .map(|text| text.split(SEPARATOR).map(str::to_owned).collect());
    match messages.map(|messages| Strings::loaded(locale, messages)) {
        Some(Ok(strings)) => STRINGS.with(|current| *current.borrow_mut() = strings),
        _ => leptos::logging::warn!("The page's words are missing: showing English."),
    }
}

/// The request's locale, provided to the page's components (the shell calls this first).
#[cfg(feature = "ssr")]
pub fn provide_for_request() -> Locale {
    use leptos::prelude::{provide_context, use_context};
    let parts = use_context::<http::request::Parts>();
    let header = |name: http::HeaderName| {
        parts
            .as_ref()
            .and_then(|parts| parts.headers.get(name)?.to_str().ok().map(str::to_owned))
    };
    let locale = Locale::for_request(
        header(http::header::COOKIE).as_deref(),
        header(http::header::ACCEPT_LANGUAGE).as_deref(),
    );
    provide_context(locale);
    locale
}

/// The page's messages for its head, if its locale is not English: one after the other, with
/// [`SEPARATOR`] between them (no message holds it, nor `</script`: the build checks).
#[cfg(feature = "ssr")]
pub fn messages_text(locale: Locale) -> Option<String> {
    let strings = Strings::of(locale);
    Some(strings.messages()?.join(&SEPARATOR.to_string()))
}
