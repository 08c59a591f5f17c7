//! Sync without accounts: the player's devices share a token (128 random bits, 32 hexadecimal
//! digits), under which the server keeps one document, the export file
//! (`transfer::Document`). A device syncs by reading the document, merging it into its own
//! data, and writing the merged data back over the revision it read; if another device wrote
//! in between, it reads and merges again.
//!
//! The token (`site::ids::SyncToken`) reaches another device in a link whose fragment carries
//! it (`/stats#sync=<token>`): browsers never send a fragment, so it stays out of requests and
//! logs; requests carry it in `Authorization: Bearer`.

/// What the page says of a sync link whose token is damaged.
pub fn damaged_link() -> String {
    t!(SyncDamagedLink).to_owned()
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
        413 => Answer::Refused(t!(SyncTooLarge).to_owned()),
        429 => Answer::Refused(said.unwrap_or_else(|| t!(SyncTooMany).to_owned())),
        507 => Answer::Refused(said.unwrap_or_else(unavailable)),
        _ => Answer::Refused(unavailable()),
    }
}

/// The message when the server cannot be reached or cannot keep data.
pub fn unavailable() -> String {
    t!(SyncUnavailable).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

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
