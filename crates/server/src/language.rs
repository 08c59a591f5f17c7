//! `/language?l=<tag>`: the footer's choice of language. Keeps the choice in a cookie (which
//! the pages read, see `app::language`, and the player's data export carries) and sends the
//! player back to the page they chose on, named by the request's `Referer` when it is one of
//! this site's pages, else the home page.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http::{header, HeaderMap, StatusCode};
use i18n::{Key, Locale, Strings};

/// A message in the language of the request being answered: `say!(ServerBusy)` (a `String`).
macro_rules! say {
    ($key:ident) => {
        $crate::language::in_request_locale(::i18n::Key::$key, ::i18n::en!($key))
    };
}
pub(crate) use say;

/// The locale a request asks for: the cookie's choice, else the browser's languages.
pub fn of_request(headers: &HeaderMap) -> Locale {
    let text = |name: header::HeaderName| headers.get(name).and_then(|value| value.to_str().ok());
    Locale::for_request(text(header::COOKIE), text(header::ACCEPT_LANGUAGE))
}

tokio::task_local! {
    /// The locale of the request being answered (see [`scope`]).
    static LOCALE: Locale;
}

/// Middleware: answers each request in its locale, so the reasons an answer gives (an error's
/// message, `crate::error`) are in the player's language.
pub async fn scope(request: Request, next: Next) -> Response {
    let locale = of_request(request.headers());
    LOCALE.scope(locale, next.run(request)).await
}

/// Message `key` (whose English is `english`) in the locale of the request being answered;
/// English outside one.
pub fn in_request_locale(key: Key, english: &'static str) -> String {
    let locale = LOCALE.try_with(|locale| *locale).unwrap_or_default();
    Strings::of(locale).text(key, english).to_owned()
}

/// The address of the choice.
pub const PATH: &str = "/language";

/// The handler.
pub async fn choose(request: Request) -> Response {
    let chosen = request.uri().query().and_then(|query| {
        form_urlencoded::parse(query.as_bytes())
            .find(|(name, _)| name == "l")
            .and_then(|(_, tag)| Locale::from_tag(&tag))
    });
    let Some(locale) = chosen else {
        return (
            StatusCode::BAD_REQUEST,
            "That is not a language this site speaks.",
        )
            .into_response();
    };
    let back = back_to(request.headers()).unwrap_or_else(|| "/".to_owned());
    (
        StatusCode::SEE_OTHER,
        [
            (header::SET_COOKIE, locale.cookie()),
            (header::LOCATION, back),
        ],
    )
        .into_response()
}

/// What a page's (or the manifest's) language depends on, for `Vary`: the cookie's choice,
/// else the browser's languages (and the encoding, as for every file).
pub const VARY: &str = "accept-encoding, accept-language, cookie";

/// The site root's web manifest, read once; `None` (logged) if it does not parse.
static SITE_MANIFEST: std::sync::LazyLock<Option<serde_json::Value>> =
    std::sync::LazyLock::new(|| {
        serde_json::from_str(include_str!("../../../public/manifest.webmanifest"))
            .inspect_err(|error| tracing::error!(%error, "the web manifest does not parse"))
            .ok()
    });

/// The web manifest, with its names in the request's locale (an installed app takes them from
/// it): the site root's `manifest.webmanifest`, whose words are replaced.
pub async fn manifest(request: Request) -> Response {
    let locale = of_request(request.headers());
    let Some(mut manifest) = SITE_MANIFEST.clone() else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let strings = Strings::of(locale);
    let say = |key: Key, english: &'static str| serde_json::Value::from(strings.text(key, english));
    manifest["name"] = say(Key::SiteName, i18n::en!(SiteName));
    manifest["short_name"] = say(Key::SiteName, i18n::en!(SiteName));
    manifest["description"] = say(Key::ManifestDescription, i18n::en!(ManifestDescription));
    manifest["lang"] = locale.tag().into();
    manifest["dir"] = locale.dir().into();
    manifest["shortcuts"] = serde_json::json!([
        { "name": say(Key::ManifestToday, i18n::en!(ManifestToday)), "url": "/" },
        { "name": say(Key::ManifestNew, i18n::en!(ManifestNew)), "url": "/new" },
        { "name": say(Key::ManifestArchive, i18n::en!(ManifestArchive)), "url": "/daily" },
    ]);
    (
        [
            (header::CONTENT_TYPE, "application/manifest+json"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::VARY, VARY),
        ],
        manifest.to_string(),
    )
        .into_response()
}

/// The path and query of the page the choice came from: the `Referer`'s, if it is on this
/// host (the site sends `Referrer-Policy: same-origin`, so its own pages send the whole
/// address).
fn back_to(headers: &HeaderMap) -> Option<String> {
    let referer = headers.get(header::REFERER)?.to_str().ok()?;
    let host = headers.get(header::HOST)?.to_str().ok()?;
    let rest = referer
        .strip_prefix("https://")
        .or_else(|| referer.strip_prefix("http://"))?;
    let (authority, path) = rest.split_at(rest.find('/')?);
    let path = path.split('#').next().unwrap_or_default();
    (authority.eq_ignore_ascii_case(host) && is_local_path(path) && !path.starts_with(PATH))
        .then(|| path.to_owned())
}

/// Whether a browser takes `path`, as a `Location`, for a path on this site: it starts with one
/// `/` that no second `/` or `\` follows (browsers read `/\evil.test` as `//evil.test`, another
/// host), and holds only visible ASCII (browsers drop tabs and line breaks, which could join
/// the two).
fn is_local_path(path: &str) -> bool {
    let mut bytes = path.bytes();
    bytes.next() == Some(b'/')
        && !matches!(path.as_bytes().get(1), Some(b'/' | b'\\'))
        && bytes.all(|b| b.is_ascii_graphic())
}

#[cfg(test)]
mod tests {
    use super::*;
    use http::HeaderValue;

    fn headers(referer: &str, host: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::REFERER,
            HeaderValue::from_str(referer).expect("a reply"),
        );
        headers.insert(header::HOST, HeaderValue::from_str(host).expect("a reply"));
        headers
    }

    #[tokio::test]
    async fn the_manifest_speaks_the_players_language() {
        let request = Request::get("/manifest.webmanifest")
            .header(header::COOKIE, "sudoku-locale=ar")
            .body(axum::body::Body::empty())
            .expect("a reply");
        let response = manifest(request).await;
        assert_eq!(response.status(), StatusCode::OK);
        let body = crate::testing::body_of(response).await;
        let manifest: serde_json::Value = serde_json::from_slice(&body).expect("a reply");
        let arabic = Strings::of(Locale::Ar);
        assert_eq!(manifest["lang"], "ar");
        assert_eq!(manifest["dir"], "rtl");
        assert_eq!(
            manifest["description"],
            arabic.format(
                Key::ManifestDescription,
                i18n::en!(ManifestDescription),
                &[]
            )
        );
        assert_ne!(manifest["description"], i18n::en!(ManifestDescription));
        assert_eq!(manifest["icons"].as_array().map(Vec::len), Some(4));
    }

    #[test]
    fn the_player_goes_back_to_this_sites_page_only() {
        let back = |referer, host| back_to(&headers(referer, host));
        assert_eq!(
            back("http://a.test/daily?d=2026-11-27#x", "a.test").as_deref(),
            Some("/daily?d=2026-11-27")
        );
        assert_eq!(
            back("https://a.test:8443/p/abc", "a.test:8443").as_deref(),
            Some("/p/abc")
        );
        assert_eq!(back("https://evil.test/p/abc", "a.test"), None);
        assert_eq!(back("http://a.test//evil.test/x", "a.test"), None);
        assert_eq!(back("http://a.test/\\evil.test/x", "a.test"), None);
        assert_eq!(
            back("http://a.test/%5Cevil.test", "a.test").as_deref(),
            Some("/%5Cevil.test")
        );
        assert_eq!(back("http://a.test/language?l=de", "a.test"), None);
        assert_eq!(back("http://a.test", "a.test"), None);
        assert_eq!(back_to(&HeaderMap::new()), None);
    }
}
