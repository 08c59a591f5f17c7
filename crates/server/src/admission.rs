//! What a daily result needs to count, beyond being the puzzle's solution: it comes from the
//! site's own pages, it was started with a start token the server signed for that daily, and
//! its time is no longer than the server has known of the game. With the cap of results per
//! client address (kept by the store), this makes a published solution cheap to post and dear
//! to count: every fake needs a token of its own and must wait as long as the time it claims.
//!
//! - **Same origin.** A result is JSON (`Content-Type: application/json`), sent by a page of
//!   this site: `Sec-Fetch-Site: same-origin`, or where a browser does not send that header an
//!   `Origin` whose host is the request's `Host`. Another site's page cannot make its visitors'
//!   browsers post results.
//! - **Start tokens.** The game asks for one when it opens a daily (`POST
//!   /api/daily/start?date=…&level=…`): the daily, the moment it was issued and a random nonce, signed with
//!   HMAC-SHA-256 under the site's key (kept in the database, so every instance on it checks
//!   alike). A token counts for one result.
//! - **The server's clock.** The time counted is the player's clock (which stops while the game
//!   is paused), checked against the server's: it cannot be longer than the time since the
//!   token was issued, with [`LEEWAY`] for the page that starts its clock before it asks. A
//!   longer one was started before the site knew of it (offline, or on another device) and is
//!   not counted. So a fake time of N seconds costs N seconds of waiting, less the leeway.
//! - **Client digests.** The cap counts results per client address by a keyed digest of the
//!   address (IPv6 by /64), which the store keeps with the result until it is folded; the
//!   address itself is never stored.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use hmac::{Hmac, KeyInit, Mac};
use http::{header, HeaderMap};
use sha2::Sha256;
use site::daily::Edition;
use sudoku_core::Date;

use crate::{client::Client, error::AppError};

type HmacSha256 = Hmac<Sha256>;

/// How much longer than the server's time since the token a game's clock may say: the page
/// starts its clock before it asks for the token.
pub const LEEWAY: Duration = Duration::from_secs(60);

/// The bytes of a token's content: version, day, level, issue time, nonce.
const CONTENT: usize = 1 + 4 + 1 + 8 + 16;
/// The bytes of its signature (HMAC-SHA-256, truncated).
const SIGNATURE: usize = 16;
/// The version byte of tokens this code makes.
const VERSION: u8 = 1;

/// The site's key, read from the store, with what it signs and digests.
#[derive(Clone)]
pub struct Keys {
    key: [u8; 32],
}

impl std::fmt::Debug for Keys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Keys(…)")
    }
}

/// A start token's content, once its signature checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Start {
    /// The daily's date.
    pub date: Date,
    /// Which of the day's dailies.
    pub edition: Edition,
    /// When it was issued, in Unix seconds.
    pub issued: u64,
    /// Its random nonce: one result per token.
    pub nonce: [u8; 16],
}

/// Why a result that is the puzzle's solution is not counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotCounted {
    /// It came without a start token (a game opened while offline, or an older page).
    NoStart,
    /// Its token is not one this site signed for this daily.
    BadStart,
    /// Its clock ran longer than the server has known of the game.
    LongerThanKnown,
    /// Another result came with its token.
    StartUsed,
    /// Its client address has sent the most results counted for this daily.
    NetworkFull,
}

impl NotCounted {
    /// The sentence the player sees.
    pub fn message(self) -> &'static str {
        match self {
            Self::NoStart | Self::LongerThanKnown => {
                "this game was started before the site could time it (offline, or on another \
                 device), so its time is not among the figures."
            }
            Self::BadStart => "this game's start could not be checked.",
            Self::StartUsed => "another result was sent for this game already.",
            Self::NetworkFull => {
                "your network has sent as many results for this puzzle as the site counts \
                 from one address."
            }
        }
    }
}

/// A result that may count: its token's nonce and the time to count (the player's clock).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Admitted {
    /// The token's nonce.
    pub nonce: [u8; 16],
    /// The time counted, in seconds.
    pub seconds: u32,
}

/// Seconds since the Unix epoch.
fn unix_seconds(now: SystemTime) -> u64 {
    now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// `N` random bytes from the operating system.
pub fn random_bytes<const N: usize>() -> Result<[u8; N], AppError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes)
        .map_err(|error| AppError::internal(format!("no randomness: {error}")))?;
    Ok(bytes)
}

impl Keys {
    /// The keys derived from the site's key.
    pub fn new(key: [u8; 32]) -> Self {
        Self { key }
    }

    fn mac(&self, domain: &[u8], bytes: &[u8]) -> [u8; 32] {
        // The key is 32 bytes, which HMAC always takes.
        let mut mac = <HmacSha256 as KeyInit>::new_from_slice(&self.key)
            .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
        mac.update(domain);
        mac.update(bytes);
        mac.finalize().into_bytes().into()
    }

    /// The digest the store keeps for `client`'s address.
    pub fn client(&self, Client(ip): Client) -> [u8; 16] {
        let bytes = match ip {
            std::net::IpAddr::V4(v4) => v4.octets().to_vec(),
            std::net::IpAddr::V6(v6) => v6.octets().to_vec(),
        };
        let mac = self.mac(b"client", &bytes);
        let mut digest = [0u8; 16];
        digest.copy_from_slice(&mac[..16]);
        digest
    }

    /// A signed token for `start`, as text (hexadecimal digits).
    pub fn sign(&self, start: &Start) -> String {
        let mut bytes = Vec::with_capacity(CONTENT + SIGNATURE);
        bytes.push(VERSION);
        let day = i32::try_from(start.date.days_since_epoch()).unwrap_or(i32::MAX);
        bytes.extend_from_slice(&day.to_be_bytes());
        // The edition's place among the day's dailies (the levels' places are as they were
        // before the Killer was one, so tokens already given out still read).
        bytes.push(u8::try_from(start.edition.index()).unwrap_or(0));
        bytes.extend_from_slice(&start.issued.to_be_bytes());
        bytes.extend_from_slice(&start.nonce);
        let mac = self.mac(b"start", &bytes);
        bytes.extend_from_slice(&mac[..SIGNATURE]);
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// The token `text`, if this site signed it.
    pub fn read(&self, text: &str) -> Option<Start> {
        let text = text.trim();
        if text.len() != 2 * (CONTENT + SIGNATURE) || !text.is_ascii() {
            return None;
        }
        let bytes: Vec<u8> = (0..text.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
            .collect::<Option<_>>()?;
        let (content, signature) = bytes.split_at(CONTENT);
        let mut mac = <HmacSha256 as KeyInit>::new_from_slice(&self.key).ok()?;
        mac.update(b"start");
        mac.update(content);
        mac.verify_truncated_left(signature).ok()?;
        if content[0] != VERSION {
            return None;
        }
        let day = i32::from_be_bytes(content[1..5].try_into().ok()?);
        let date = Date::from_days_since_epoch(i64::from(day))?;
        let level = *Edition::ALL.get(usize::from(content[5]))?;
        let issued = u64::from_be_bytes(content[6..14].try_into().ok()?);
        let nonce = content[14..30].try_into().ok()?;
        Some(Start {
            date,
            edition: level,
            issued,
            nonce,
        })
    }

    /// A new token for the daily `level` of `date`, issued `now`.
    pub fn start(&self, date: Date, edition: Edition, now: SystemTime) -> Result<String, AppError> {
        Ok(self.sign(&Start {
            date,
            edition,
            issued: unix_seconds(now),
            nonce: random_bytes()?,
        }))
    }

    /// Whether a result for the daily `level` of `date` whose clock says `seconds`, sent
    /// `now` with `token`, may count, and with what time.
    pub fn admit(
        &self,
        token: Option<&str>,
        date: Date,
        edition: Edition,
        seconds: u32,
        now: SystemTime,
    ) -> Result<Admitted, NotCounted> {
        let token = token
            .filter(|t| !t.trim().is_empty())
            .ok_or(NotCounted::NoStart)?;
        let start = self
            .read(token)
            .filter(|start| start.date == date && start.edition == edition)
            .ok_or(NotCounted::BadStart)?;
        let known = unix_seconds(now)
            .checked_sub(start.issued)
            .ok_or(NotCounted::BadStart)?;
        if u64::from(seconds) > known + LEEWAY.as_secs() {
            return Err(NotCounted::LongerThanKnown);
        }
        Ok(Admitted {
            nonce: start.nonce,
            seconds,
        })
    }
}

/// Checks that a request to a route that counts (results, start tokens, a new room) comes from
/// a page of this site: 403 if another site's page (or no browser page) sent it.
pub fn same_origin(headers: &HeaderMap) -> Result<(), AppError> {
    let text = |name| {
        headers
            .get(name)
            .and_then(|value: &http::HeaderValue| value.to_str().ok())
    };
    let same = match text("sec-fetch-site") {
        Some(site) => site.eq_ignore_ascii_case("same-origin"),
        None => origin_is_host(headers),
    };
    if same {
        Ok(())
    } else {
        Err(AppError::Forbidden(
            "Only this site's own pages can send this.".to_owned(),
        ))
    }
}

/// Whether the request's `Origin` names its `Host`: sent by a page of this site (false without
/// an `Origin`).
pub fn origin_is_host(headers: &HeaderMap) -> bool {
    let text = |name| {
        headers
            .get(name)
            .and_then(|value: &http::HeaderValue| value.to_str().ok())
    };
    let host = text("origin")
        .and_then(|origin| origin.split_once("://"))
        .map(|(_, host)| host);
    host.is_some() && host == text("host")
}

/// [`same_origin`], and the body is JSON: 415 if it is not.
pub fn same_origin_json(headers: &HeaderMap) -> Result<(), AppError> {
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"));
    if !json {
        return Err(AppError::UnsupportedMediaType(
            "Send this as application/json.".to_owned(),
        ));
    }
    same_origin(headers)
}

#[cfg(test)]
mod tests;
