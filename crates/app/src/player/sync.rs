//! Sync without accounts: the player's devices share a token (128 random bits, 32 hexadecimal
//! digits), under which the server keeps one document, the export file
//! (`transfer::Document`). A device syncs by reading the document, merging it into its own
//! data, and writing the merged data back over the revision it read; if another device wrote
//! in between, it reads and merges again.
//!
//! The token reaches another device in a link whose fragment carries it
//! (`/stats#sync=<token>`): browsers never send a fragment, so it stays out of requests and
//! logs; requests carry it in `Authorization: Bearer`.

use std::fmt;
use std::str::FromStr;

/// The document's address (the server's router uses the same constant).
pub const SYNC_PATH: &str = "/api/sync";

/// The address that makes a link's QR code (the server's router uses the same constant).
pub const QR_PATH: &str = "/api/sync/qr";

/// The page a sync link opens.
pub const SYNC_PAGE: &str = "/stats";

/// What starts a sync link's fragment.
const FRAGMENT: &str = "#sync=";

/// A sync token: 32 lower-case hexadecimal digits.
#[derive(Clone, PartialEq, Eq)]
pub struct SyncToken(String);

// The token is a secret: debug output does not show it.
impl fmt::Debug for SyncToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SyncToken(…)")
    }
}

/// Why a text is not a sync token.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// Not 32 hexadecimal digits.
    #[error("this sync link is damaged: its code is not 32 hexadecimal digits")]
    Shape,
}

impl FromStr for SyncToken {
    type Err = TokenError;

    fn from_str(text: &str) -> Result<SyncToken, TokenError> {
        let text = text.trim();
        if text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit()) {
            Ok(SyncToken(text.to_ascii_lowercase()))
        } else {
            Err(TokenError::Shape)
        }
    }
}

impl SyncToken {
    /// A token of 16 random bytes.
    pub fn from_bytes(bytes: [u8; 16]) -> SyncToken {
        SyncToken(bytes.iter().map(|b| format!("{b:02x}")).collect())
    }

    /// The token's digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The `Authorization` header's value.
    pub fn bearer(&self) -> String {
        format!("Bearer {}", self.0)
    }

    /// The link that brings this token to another device, on the site at `origin`.
    pub fn link(&self, origin: &str) -> String {
        format!("{origin}{SYNC_PAGE}{FRAGMENT}{}", self.0)
    }

    /// The token a page's fragment (`location.hash`) carries: `None` if it carries none, an
    /// error if it tries to and is damaged.
    pub fn from_fragment(hash: &str) -> Option<Result<SyncToken, TokenError>> {
        hash.strip_prefix(FRAGMENT).map(str::parse)
    }
}

/// What a sync's step was answered, and what to do next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// Done: the server holds the merged data at this revision.
    Stored,
    /// Another device wrote in between: read, merge and write again.
    Again,
    /// The server said no: the message for the player.
    Refused(String),
}

/// The answer to writing the merged document, by its HTTP status and the answer's `text`
/// (the server's own sentence when it refuses a new document for its quotas).
pub fn after_put(status: u16, text: &str) -> Answer {
    // The server's plain sentence, when it sent one (never markup or a long page).
    let said = Some(text.trim())
        .filter(|t| !t.is_empty() && t.len() <= 300 && !t.contains('<'))
        .map(str::to_owned);
    match status {
        200 | 201 | 204 => Answer::Stored,
        412 => Answer::Again,
        413 => Answer::Refused(
            "Your data is larger than this site keeps for sync; download it instead.".to_owned(),
        ),
        429 => Answer::Refused(
            said.unwrap_or_else(|| "Too many syncs just now; try again in a minute.".to_owned()),
        ),
        507 => Answer::Refused(said.unwrap_or_else(unavailable)),
        _ => Answer::Refused(unavailable()),
    }
}

/// The message when the server cannot be reached or cannot keep data.
pub fn unavailable() -> String {
    "Sync is unavailable right now; your data is safe in this browser. Try again later.".to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_32_hexadecimal_digits_and_travel_in_the_fragment() {
        let token = SyncToken::from_bytes([0xab; 16]);
        assert_eq!(token.as_str(), "ab".repeat(16));
        let link = token.link("https://sudoku.example");
        assert_eq!(
            link,
            format!("https://sudoku.example/stats#sync={}", "ab".repeat(16))
        );
        let hash = &link[link.find('#').expect("a fragment")..];
        assert_eq!(SyncToken::from_fragment(hash), Some(Ok(token.clone())));
        assert_eq!(token.bearer(), format!("Bearer {}", "ab".repeat(16)));
        // Upper case reads as the same token.
        assert_eq!(
            "AB".repeat(16)
                .parse::<SyncToken>()
                .map(|t| t.as_str().to_owned()),
            Ok("ab".repeat(16))
        );
        assert_eq!(SyncToken::from_fragment(""), None);
        assert_eq!(SyncToken::from_fragment("#top"), None);
        for damaged in ["#sync=", "#sync=abc", &format!("#sync={}g", "a".repeat(31))] {
            assert_eq!(
                SyncToken::from_fragment(damaged),
                Some(Err(TokenError::Shape))
            );
        }
        assert!(!format!("{token:?}").contains("ab"));
    }

    #[test]
    fn writes_are_retried_only_after_a_conflict() {
        assert_eq!(after_put(200, ""), Answer::Stored);
        assert_eq!(after_put(412, ""), Answer::Again);
        for status in [400, 413, 422, 429, 500, 503, 507] {
            assert!(
                matches!(after_put(status, ""), Answer::Refused(_)),
                "{status}"
            );
        }
        // A quota's own sentence is passed on; a page of markup is not.
        let quota = "Your network has started as many synced devices today as this site allows.";
        assert_eq!(after_put(429, quota), Answer::Refused(quota.to_owned()));
        assert_eq!(
            after_put(507, "<html>full</html>"),
            Answer::Refused(unavailable())
        );
    }
}
