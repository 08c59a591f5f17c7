//! `robots.txt` and `sitemap.xml`: crawlers may read the whole site, and the sitemap lists its
//! pages with every daily of the archive, from the first day to today.
//!
//! Both need the site's address (the sitemap protocol takes full URLs). It is
//! `SUDOKU_PUBLIC_URL` when set; otherwise the request's `Host` (with the scheme from
//! `X-Forwarded-Proto` when `SUDOKU_TRUST_PROXY` is on), if it is a plain host name.

use axum::{
    extract::{Request, State},
    response::{IntoResponse, Response},
};
use http::{header, HeaderValue};
use sudoku_core::DAILY_LEVELS;

use crate::assets::A_DAY;

/// How the site's address is found.
#[derive(Debug, Clone)]
pub struct Origin {
    /// `SUDOKU_PUBLIC_URL`, as `scheme://host[:port]`.
    pub public_url: Option<String>,
    /// Whether `X-Forwarded-Proto` (set by the proxy in front) says the scheme.
    pub trust_proxy: bool,
}

impl Origin {
    /// `scheme://host[:port]` for `request`, or `None` when nothing trustworthy says it.
    fn of(&self, request: &Request) -> Option<String> {
        if let Some(url) = &self.public_url {
            return Some(url.clone());
        }
        let host = request.headers().get(header::HOST)?.to_str().ok()?;
        let plain = !host.is_empty()
            && host.len() <= 255
            && host
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-.:[]".contains(&b));
        if !plain {
            return None;
        }
        let forwarded = self
            .trust_proxy
            .then(|| request.headers().get("x-forwarded-proto"))
            .flatten()
            .and_then(|value| value.to_str().ok());
        let scheme = match forwarded {
            Some(proto) if proto.trim().eq_ignore_ascii_case("https") => "https",
            _ => "http",
        };
        Some(format!("{scheme}://{host}"))
    }
}

/// `GET /robots.txt`.
pub async fn robots(State(origin): State<Origin>, request: Request) -> Response {
    let sitemap = origin
        .of(&request)
        .map(|origin| format!("Sitemap: {origin}/sitemap.xml\n"))
        .unwrap_or_default();
    let text = format!("User-agent: *\nAllow: /\n{sitemap}");
    with_type(text, "text/plain; charset=utf-8")
}

/// `GET /sitemap.xml`: the site's pages, and each level of every daily up to today.
pub async fn sitemap(State(origin): State<Origin>, request: Request) -> Response {
    // Relative addresses are better than an address made up from a header nobody checked.
    let origin = origin.of(&request).unwrap_or_default();
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    let mut url = |path: &str| {
        xml.push_str(&format!("<url><loc>{origin}{path}</loc></url>\n"));
    };
    for page in [
        "/", "/daily", "/new", "/create", "/solver", "/stats", "/print",
    ] {
        url(page);
    }
    url(app::learn::INDEX);
    for technique in app::learn::lessons() {
        url(&app::learn::address(technique));
    }
    let today = site::daily::today(std::time::SystemTime::now());
    let mut day = Some(site::daily::first_day());
    while let Some(date) = day.filter(|&d| d <= today) {
        for level in DAILY_LEVELS {
            url(&format!("/daily/{date}/{}", level.name()));
        }
        day = date.next();
    }
    xml.push_str("</urlset>\n");
    with_type(xml, "application/xml; charset=utf-8")
}

/// `body` with its content type, cached for a day (the sitemap gains a day each day).
fn with_type(body: String, content_type: &'static str) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(A_DAY));
    response
}
