//! Sync without accounts: a player's data document kept under a token that only their devices
//! know, and the sync link's QR code.
//!
//! The token (128 random bits, 32 hexadecimal digits, made by the browser) travels in
//! `Authorization: Bearer <token>`, never in the address, so it stays out of logs; the link
//! that carries it to another device keeps it after `#`, which browsers do not send. The server
//! stores the SHA-256 of the token only.
//!
//! - `PUT /api/sync`: stores the body, a JSON object whose `version` is a whole number above
//!   zero (the export format's version; the rest is the browser's business), at most
//!   `SUDOKU_SYNC_LIMIT` bytes (413 beyond). `If-Match: "<revision>"` stores it only over that
//!   revision, `If-None-Match: *` only if there is none; otherwise 412 with the current one.
//!   Answers `{"revision": n}` and `ETag: "n"`, once the write is committed. A new document
//!   must fit the quotas: 429 when the client address has made `SUDOKU_SYNC_PER_CLIENT` today,
//!   507 when the site keeps `SUDOKU_SYNC_DOCUMENTS`.
//! - `GET /api/sync`: the document, with its `ETag`; 204 if there is none.
//! - `DELETE /api/sync`: deletes it; 204, or 404 if there was none.
//! - `POST /api/sync/qr`: the body, a link of at most 512 bytes starting with `http://` or
//!   `https://`, as a QR code in SVG.

use std::time::SystemTime;

use axum::{
    body::Bytes,
    extract::State,
    response::{IntoResponse, Response},
    Json,
};
use http::{header, HeaderMap, HeaderValue, StatusCode};
use qrcode::{render::svg, EcLevel, QrCode};
use site::{api::Revision, ids::SyncToken};
use store::Put;

use crate::{
    auth::Bearer,
    client::Client,
    error::{AppError, Kept},
    language::say,
    state::Data,
};

/// The longest link the QR code is made for.
const LINK_LIMIT: usize = 512;

/// Checks that `body` is a document the server keeps: a JSON object with a `version` that is a
/// whole number above zero. The message says what is wrong.
pub fn check_document(body: &[u8]) -> Result<&str, AppError> {
    let unprocessable = |message: &str| AppError::Unprocessable(message.to_owned());
    let text =
        std::str::from_utf8(body).map_err(|_| unprocessable("The document is not UTF-8 text."))?;
    if nested_deeper_than(text, MAX_DEPTH) {
        return Err(AppError::Unprocessable(say!(ServerSyncTooDeep)));
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|_| unprocessable("The document is not JSON."))?;
    let version = value
        .as_object()
        .ok_or_else(|| unprocessable("The document is not a JSON object."))?
        .get("version")
        .and_then(serde_json::Value::as_u64);
    match version {
        Some(version) if version > 0 => Ok(text),
        _ => Err(unprocessable(
            "The document has no version (a whole number above zero).",
        )),
    }
}

/// The most levels of arrays and objects a document may nest: the site's own documents take
/// a few, and the JSON reader stops at 128.
const MAX_DEPTH: usize = 64;

/// Whether `text`, read as JSON, nests arrays and objects more than `limit` deep (brackets in
/// strings do not count). Text that is not JSON may give either answer; the reader refuses it.
fn nested_deeper_than(text: &str, limit: usize) -> bool {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for byte in text.bytes() {
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > limit {
                    return true;
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    false
}

/// The revision an `If-Match` or `If-None-Match: *` header asks the write to be based on.
fn based_on(headers: &HeaderMap) -> Result<Option<u64>, AppError> {
    if let Some(value) = headers.get(header::IF_MATCH) {
        let revision = value
            .to_str()
            .ok()
            .map(|text| text.trim().trim_start_matches("W/").trim_matches('"'))
            .and_then(|text| text.parse::<u64>().ok())
            .ok_or_else(|| {
                AppError::BadRequest("If-Match must be a revision, like \"3\".".to_owned())
            })?;
        return Ok(Some(revision));
    }
    match headers.get(header::IF_NONE_MATCH) {
        Some(value) if value.as_bytes() == b"*" => Ok(Some(0)),
        Some(_) => Err(AppError::BadRequest(
            "If-None-Match may only be *.".to_owned(),
        )),
        None => Ok(None),
    }
}

fn etag(revision: u64) -> (header::HeaderName, HeaderValue) {
    // Digits in quotes are always a valid header value.
    let value = HeaderValue::try_from(format!("\"{revision}\""))
        .unwrap_or(HeaderValue::from_static("\"\""));
    (header::ETAG, value)
}

/// `PUT /api/sync`.
pub async fn put(
    State(data): State<Data>,
    client: Client,
    Bearer(token): Bearer<SyncToken>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let limit = data.settings.sync_bytes;
    if body.len() > limit {
        return Err(AppError::TooLarge(format!(
            "The document is larger than the {} bytes this site keeps.",
            limit
        )));
    }
    let document = check_document(&body)?;
    let based_on = based_on(&headers)?;
    let quota = data
        .settings
        .sync_quota(data.keys(Kept::Sync).await?.client(client));
    let stored = data
        .store
        .put_document(&token, document, based_on, SystemTime::now(), &quota)
        .await
        .map_err(AppError::store(Kept::Sync))?;
    Ok(match stored {
        Put::Stored(revision) => ([etag(revision)], Json(Revision { revision })).into_response(),
        Put::Conflict { current } => (
            StatusCode::PRECONDITION_FAILED,
            [etag(current)],
            Json(Revision { revision: current }),
        )
            .into_response(),
        Put::NetworkFull => {
            return Err(AppError::Quota(
                "Your network has started as many synced devices today as this site allows; \
                 please try again tomorrow."
                    .to_owned(),
            ))
        }
        Put::SiteFull => {
            return Err(AppError::InsufficientStorage(
                "This site keeps as many synced devices as it can; sync is not available \
                 for a new device now."
                    .to_owned(),
            ))
        }
    })
}

/// `GET /api/sync`: the document, or 204 when there is none yet (an answer, not an error:
/// a device's first sync always finds nothing).
pub async fn fetch(
    State(data): State<Data>,
    Bearer(token): Bearer<SyncToken>,
) -> Result<Response, AppError> {
    let Some(document) = data
        .store
        .document(&token, SystemTime::now())
        .await
        .map_err(AppError::store(Kept::Sync))?
    else {
        return Ok((
            StatusCode::NO_CONTENT,
            [(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))],
        )
            .into_response());
    };
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            etag(document.revision),
        ],
        document.body,
    )
        .into_response())
}

/// `DELETE /api/sync`.
pub async fn delete(
    State(data): State<Data>,
    Bearer(token): Bearer<SyncToken>,
) -> Result<StatusCode, AppError> {
    if data
        .store
        .delete_document(&token)
        .await
        .map_err(AppError::store(Kept::Sync))?
    {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::NotFound)
    }
}

/// The QR code of `link` as SVG, dark modules on white with the quiet zone around.
pub fn qr_svg(link: &str) -> Result<String, AppError> {
    let code = QrCode::with_error_correction_level(link.as_bytes(), EcLevel::M)
        .map_err(|error| AppError::Unprocessable(format!("No QR code for that link: {error}.")))?;
    Ok(code
        .render::<svg::Color<'_>>()
        .min_dimensions(200, 200)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .build())
}

/// `POST /api/sync/qr`.
pub async fn qr(body: Bytes) -> Result<Response, AppError> {
    let link = std::str::from_utf8(&body)
        .ok()
        .map(str::trim)
        .filter(|link| {
            link.len() <= LINK_LIMIT
                && (link.starts_with("https://") || link.starts_with("http://"))
                && !link.chars().any(char::is_control)
        })
        .ok_or_else(|| {
            AppError::Unprocessable(format!(
                "Send a link starting with https:// or http://, at most {LINK_LIMIT} bytes."
            ))
        })?;
    let svg = qr_svg(link)?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        svg,
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn a_document_nested_too_deep_is_called_so() {
        let deep = format!(
            "{{\"version\":1,\"x\":{}{}}}",
            "[".repeat(200),
            "]".repeat(200)
        );
        let error = check_document(deep.as_bytes()).expect_err("too deep");
        assert_eq!(
            error.to_string(),
            format!("unprocessable: {}", i18n::en!(ServerSyncTooDeep))
        );
        let fine = format!(
            "{{\"version\":1,\"x\":{}\"[[[[\"{}}}",
            "[".repeat(60),
            "]".repeat(60)
        );
        assert!(check_document(fine.as_bytes()).is_ok());
        assert!(nested_deeper_than("[[[", 2));
        assert!(!nested_deeper_than("[\"[[[\\\"[[\"]", 2));
    }

    #[test]
    fn documents_are_versioned_json_objects() {
        assert!(check_document(br#"{"version":1,"saves":{}}"#).is_ok());
        for bad in [
            &b"not json"[..],
            b"[1,2]",
            br#"{"saves":{}}"#,
            br#"{"version":0}"#,
            br#"{"version":"1"}"#,
            br#"{"version":1.5}"#,
            b"\xff\xfe",
        ] {
            let error = check_document(bad).expect_err("refused");
            assert_eq!(error.status(), StatusCode::UNPROCESSABLE_ENTITY, "{bad:?}");
        }
    }

    #[test]
    fn revisions_come_from_the_conditional_headers() {
        let check = |name: header::HeaderName, value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(name, HeaderValue::from_str(value).expect("a header"));
            based_on(&headers).ok().flatten()
        };
        assert_eq!(check(header::IF_MATCH, "\"3\""), Some(3));
        assert_eq!(check(header::IF_MATCH, "W/\"7\""), Some(7));
        assert_eq!(check(header::IF_NONE_MATCH, "*"), Some(0));
        assert_eq!(check(header::IF_MATCH, "\"x\""), None);
        assert_eq!(based_on(&HeaderMap::new()).ok().flatten(), None);
    }

    #[test]
    fn a_link_becomes_a_qr_code() {
        let svg =
            qr_svg("https://sudoku.example/sync#0123456789abcdef0123456789abcdef").expect("a code");
        assert!(svg.starts_with("<?xml") || svg.starts_with("<svg"), "{svg}");
        assert!(svg.contains("<path") || svg.contains("<rect"), "{svg}");
    }

    proptest! {
        #[test]
        fn any_body_is_a_document_or_refused(body in proptest::collection::vec(any::<u8>(), 0..200)) {
            let _ = check_document(&body);
        }

        #[test]
        fn any_json_object_with_a_version_is_kept(version in 1u64..1_000_000, extra in "[a-z]{0,12}") {
            let body = format!(r#"{{"version":{version},"{extra}x":[1,"two",{{}}]}}"#);
            prop_assert!(check_document(body.as_bytes()).is_ok());
        }
    }
}
