//! Every request and reply between browser and server: the addresses of the API and the serde
//! types of its JSON, which the browser encodes and the server decodes (and the other way
//! round) with the same definitions.
//!
//! Texts the server checks field by field (a result's date, level and grid) are strings here,
//! so that it can say which one is wrong.

use serde::{Deserialize, Serialize};
use sudoku_core::Date;

use crate::daily::Edition;

use crate::figures::Standing;

/// The sync document's address.
pub const SYNC_PATH: &str = "/api/sync";

/// The address that makes a sync link's QR code.
pub const QR_PATH: &str = "/api/sync/qr";

/// Where the server serves the practice base positions (`sudoku_core::practice::positions`)
/// as text, which the practice page fetches once and makes its rounds from (compiled into the
/// WebAssembly, they would be in the main module, about 100 KB on every first visit).
pub const POSITIONS: &str = "/practise-positions.txt";

/// Where results are sent.
pub const RESULTS_PATH: &str = "/api/daily/results";

/// Where a game that opens a daily asks for its start token.
pub const START_PATH: &str = "/api/daily/start";

/// Where a page makes a room from its board: `POST` the board's share code as plain text; the
/// answer is the new room's [`RoomMade`].
pub const ROOMS_PATH: &str = "/api/rooms";

/// The address of room `id`'s socket.
pub fn room_socket_path(id: &crate::ids::RoomId) -> String {
    format!("{ROOMS_PATH}/{id}/socket")
}

/// The address of room `id`'s page.
pub fn room_page_path(id: &crate::ids::RoomId) -> String {
    format!("/r/{id}")
}

/// A room just made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomMade {
    /// Its id, 32 hexadecimal digits.
    pub id: String,
    /// Its page's address, `/r/<id>`.
    pub page: String,
}

/// A result, as the browser sends it. The date, level and grid are text so the server can say
/// which of them is wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultRequest {
    /// The daily's date, `YYYY-MM-DD`.
    pub date: String,
    /// Which of the day's dailies: `easy`, `medium`, `hard` or `killer`
    /// ([`crate::daily::Edition`]'s word).
    pub level: String,
    /// The time on the game's clock, in whole seconds.
    pub seconds: u64,
    /// The hints taken.
    pub hints: u64,
    /// The solved grid, 81 digits.
    pub grid: String,
    /// The browser's anonymous player id, 32 hexadecimal digits.
    pub player: String,
    /// The start token the server gave when the game opened; none if it could not be had.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
}

/// The server's answer to a result.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultReply {
    /// Whether this result now counts (false: an earlier one does, or it cannot count).
    pub counted: bool,
    /// The time compared with everyone's: the one counted, or this result's.
    pub seconds: u32,
    /// How many players solved the daily (none when the figures could not be read).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<u64>,
    /// The share of the other players who took longer, in whole percent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub faster_than: Option<u64>,
    /// The share of all the players who took a hint, in whole percent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hinted: Option<u64>,
    /// The daily page's "Players" section with the player counted (not for a closed daily).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players_html: Option<String>,
    /// Why a result that is the solution does not count, as the end of a sentence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_counted: Option<String>,
}

impl ResultReply {
    /// The standing in the reply, if the figures came with it.
    pub fn standing(&self) -> Option<Standing> {
        Some(Standing {
            seconds: self.seconds,
            players: self.players?,
            faster_than: self.faster_than?,
            hinted: self.hinted?,
        })
    }
}

/// A request for a daily's start token: `POST /api/daily/start?date=…&level=…`, in the query
/// ([`StartRequest::path`]) so that the page asks with the code it already has (no JSON and
/// no chunk on the daily page's first load). The answer is the token as plain text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartRequest {
    /// The daily's date, `YYYY-MM-DD`.
    pub date: String,
    /// Which of the day's dailies ([`crate::daily::Edition`]'s word).
    pub level: String,
}

impl StartRequest {
    /// The request for the daily `edition` of `date`.
    pub fn new(date: Date, edition: Edition) -> Self {
        Self {
            date: date.to_string(),
            level: edition.name().to_owned(),
        }
    }

    /// The address the request is sent to; the server reads its query back into this type.
    pub fn path(&self) -> String {
        // A date and a level name are digits, dashes and letters: nothing to escape.
        format!("{START_PATH}?date={}&level={}", self.date, self.level)
    }
}

/// The answer to a sync document's write: the revision it is stored at (also its `ETag`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Revision {
    /// 1 for the first write, one more for each later one.
    pub revision: u64,
}

/// The answer to deleting a player's results: how many were deleted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deleted {
    /// The results deleted.
    pub deleted: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_and_its_reply_read_back() {
        let request = ResultRequest {
            date: "2026-03-14".to_owned(),
            level: "medium".to_owned(),
            seconds: 252,
            hints: 1,
            grid: "1".repeat(81),
            player: "00ff".to_owned(),
            start: None,
        };
        let text = serde_json::to_string(&request).expect("JSON");
        assert!(!text.contains("start"), "no start, no field: {text}");
        assert_eq!(
            serde_json::from_str::<ResultRequest>(&text).ok(),
            Some(request)
        );
        let reply: ResultReply = serde_json::from_str(
            r#"{"counted":true,"seconds":252,"players":1204,"faster_than":63,"hinted":38}"#,
        )
        .expect("a reply");
        assert_eq!(
            reply.standing(),
            Some(Standing {
                seconds: 252,
                players: 1204,
                faster_than: 63,
                hinted: 38
            })
        );
        let bare: ResultReply =
            serde_json::from_str(r#"{"counted":false,"seconds":3}"#).expect("a reply");
        assert_eq!(bare.standing(), None);
    }

    #[test]
    fn a_start_is_asked_for_in_the_address() {
        let date: Date = "2026-03-14".parse().expect("a date");
        assert_eq!(
            StartRequest::new(date, Edition::Classic(sudoku_core::Level::Hard)).path(),
            "/api/daily/start?date=2026-03-14&level=hard"
        );
    }
}
