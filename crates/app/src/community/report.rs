//! The browser's side of daily results: when a player solves a daily, the game sends the
//! result (`POST /api/daily/results`) with the browser's anonymous player id, and the answer,
//! the player's standing among everyone who solved it, becomes a sentence of the completion
//! panel.
//!
//! The player id is 128 random bits that the browser makes once and keeps in local storage; the
//! server stores only its SHA-256 and never sets a cookie. A result is sent every time a solved
//! daily is shown: the server counts the first one and answers the others with the standing of
//! that first time, so a result that could not be sent (the database was down) is counted on
//! the next visit.
//!
//! A daily asks for its start token when it opens ([`start`]), which the result carries: see
//! the server's `admission`. The messages are `site::api`'s.
//!
//! In the split build, [`send`] is lazy: its code (the request, the answer, the sentences) is a
//! chunk loaded when a daily is first solved.

use site::api::{ResultReply, ResultRequest};
use site::daily::Edition;
use site::figures::Standing;
use sudoku_core::{Date, Grid};

/// Which daily a game plays, for its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DailyOf {
    /// The daily's date.
    pub date: Date,
    /// Which of the day's dailies.
    pub edition: Edition,
    /// Whether it is today's.
    pub today: bool,
}

/// A solved daily, as the game knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// The daily's date.
    pub date: Date,
    /// Which of the day's dailies.
    pub edition: Edition,
    /// Whether it is today's (for the sentence).
    pub today: bool,
    /// The time on the clock, in whole seconds.
    pub seconds: u64,
    /// The hints taken.
    pub hints: u32,
    /// The solved grid.
    pub grid: Grid,
}

impl Solved {
    /// The request's JSON body.
    pub fn body(&self, player: &str, start: Option<String>) -> String {
        let request = ResultRequest {
            date: self.date.to_string(),
            level: self.edition.name().to_owned(),
            seconds: self.seconds,
            hints: u64::from(self.hints),
            grid: self.grid.to_string(),
            player: player.to_owned(),
            start,
        };
        serde_json::to_string(&request).unwrap_or_default()
    }
}

/// The panel's sentence for the server's answer with `status` and `text`, for a puzzle that is
/// today's or not. `None`: say nothing.
pub fn sentence(status: u16, text: &str, today: bool) -> Option<String> {
    match status {
        200 => {
            let reply = serde_json::from_str::<ResultReply>(text).ok();
            let standing = reply.as_ref().and_then(ResultReply::standing);
            let not_counted = reply.as_ref().and_then(|r| r.not_counted.as_deref());
            Some(match (standing, not_counted) {
                (Some(standing), None) => standing_sentence(&standing, today),
                (Some(standing), Some(why)) => t!(
                    CommunityStandingNotCounted,
                    standing = standing_sentence(&standing, today),
                    reason = why
                ),
                (None, Some(why)) => t!(CommunityNotCounted, reason = why),
                // Counted, but the server could not read the figures just then.
                (None, None) => t!(CommunityCounted).to_owned(),
            })
        }
        // The message says what was wrong with the result (too fast, not the solution).
        422 => Some(t!(CommunityNotCounted, reason = text.trim())),
        404 => None,
        _ => Some(t!(CommunityUnavailableNow).to_owned()),
    }
}

/// "You finished in 4:12, faster than 63% of the 1,203 other players today; 38% of all players
/// used a hint." The player is compared with the others only (see `site::figures::Standing`);
/// `today` says whether the puzzle is today's.
fn standing_sentence(standing: &Standing, today: bool) -> String {
    let time = site::text::clock(standing.seconds);
    if standing.players <= 1 {
        return if today {
            t!(CommunityFirstToday, time = time)
        } else {
            t!(CommunityFirst, time = time)
        };
    }
    let hinted = t!(CommunityHinted, share = standing.hinted);
    let others = standing.players - 1;
    match (others, standing.faster_than, today) {
        (1, 100, false) => t!(CommunityFasterThanOther, time = time, hinted = hinted),
        (1, 100, true) => t!(CommunityFasterThanOtherToday, time = time, hinted = hinted),
        (1, _, false) => t!(CommunityNoFasterThanOther, time = time, hinted = hinted),
        (1, _, true) => t!(
            CommunityNoFasterThanOtherToday,
            time = time,
            hinted = hinted
        ),
        (_, share, false) => t!(
            CommunityFasterThanShare,
            time = time,
            share = share,
            others = others,
            hinted = hinted
        ),
        (_, share, true) => t!(
            CommunityFasterThanShareToday,
            time = time,
            share = share,
            others = others,
            hinted = hinted
        ),
    }
}

/// Sends a solved daily and returns the completion panel's sentence, if any: none if the
/// server did not answer, or the code that sends could not be loaded.
pub async fn send(solved: Solved) -> Option<String> {
    sending(solved).await.ok()?.await
}

/// The sending, to be awaited once its code has loaded (a split point's function cannot be
/// `async` itself).
type Sending = std::pin::Pin<Box<dyn std::future::Future<Output = Option<String>>>>;

crate::chunk::split_point! {
    report_send: fn sending(solved: Solved) -> Sending {
        Box::pin(send_now(solved))
    }
}

/// Asks for the daily's start token, once per daily, and keeps it with the player's data. In
/// the main module, not a chunk: every daily page asks when it opens, and the request and the
/// plain-text answer need no code the page does not have already.
#[cfg(feature = "hydrate")]
pub async fn start(daily: DailyOf) {
    let Ok(data) = crate::player::local() else {
        return;
    };
    if data.daily_start(daily.date, daily.edition).is_some() {
        return;
    }
    let path = site::api::StartRequest::new(daily.date, daily.edition).path();
    let Some((200, token)) = crate::browser::fetch_text("POST", &path, None).await else {
        return;
    };
    if let Ok(mut data) = crate::player::local() {
        // A full storage keeps no token: the result then says it could not be timed.
        let _ = data.set_daily_start(daily.date, daily.edition, token.trim());
    }
}

/// On the server nothing is asked: effects, which call this, never run there.
#[cfg(not(feature = "hydrate"))]
pub async fn start(daily: DailyOf) {
    let _ = daily;
}

#[cfg(feature = "hydrate")]
async fn send_now(solved: Solved) -> Option<String> {
    let (player, start) = match crate::player::local() {
        Ok(mut data) => (
            data.player_id(crate::browser::random_id_bytes),
            data.daily_start(solved.date, solved.edition),
        ),
        // No storage: an id for this result only.
        Err(_) => (
            crate::browser::random_id_bytes()
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect(),
            None,
        ),
    };
    let body = solved.body(&player, start);
    let (status, text) =
        crate::browser::fetch_text("POST", site::api::RESULTS_PATH, Some(&body)).await?;
    if let Some(html) = players_markup(status, &text) {
        crate::browser::replace_markup("section.players", &html);
    }
    sentence(status, &text, solved.today)
}

/// The daily page's "Players" section with the player counted, from the server's answer
/// (`players_html`), to show in place of the one the page was served with; `None` if the
/// answer has none (a closed daily, figures that could not be read, an older server).
pub fn players_markup(status: u16, text: &str) -> Option<String> {
    if status != 200 {
        return None;
    }
    serde_json::from_str::<ResultReply>(text).ok()?.players_html
}

/// On the server nothing is sent: effects, which call this, never run there.
#[cfg(not(feature = "hydrate"))]
async fn send_now(solved: Solved) -> Option<String> {
    let _ = solved;
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standings_read_as_the_issue_says() {
        // The standings `site::figures`' tests work out.
        let standing = |seconds, players, faster_than, hinted| Standing {
            seconds,
            players,
            faster_than,
            hinted,
        };
        for (standing, today, sentence) in [
            (
                standing(252, 1204, 63, 38),
                true,
                "You finished in 4:12, faster than 63% of the 1,203 other players today; 38% of \
                 all players used a hint.",
            ),
            (
                standing(61, 1, 0, 0),
                false,
                "You finished in 1:01, the first player to solve it.",
            ),
            (
                standing(61, 2, 100, 50),
                false,
                "You finished in 1:01, faster than the other player; 50% of all players used a \
                 hint.",
            ),
            (
                standing(70, 2, 0, 50),
                true,
                "You finished in 1:10, no faster than the other player today; 50% of all \
                 players used a hint.",
            ),
            (
                standing(61, 2, 0, 0),
                false,
                "You finished in 1:01, no faster than the other player; nobody used a hint.",
            ),
            (
                standing(60, 3, 50, 100),
                false,
                "You finished in 1:00, faster than 50% of the 2 other players; every player used \
                 a hint.",
            ),
        ] {
            assert_eq!(standing_sentence(&standing, today), sentence);
        }
    }

    #[test]
    fn the_body_is_the_json_the_server_reads() {
        let grid: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .expect("a grid");
        let solved = Solved {
            date: "2026-03-14".parse().expect("a date"),
            edition: Edition::Classic(sudoku_core::Level::Medium),
            today: true,
            seconds: 252,
            hints: 1,
            grid: grid.clone(),
        };
        assert_eq!(
            solved.body("00ff", None),
            format!(
                r#"{{"date":"2026-03-14","level":"medium","seconds":252,"hints":1,"grid":"{grid}","player":"00ff"}}"#
            )
        );
        let with_start: ResultRequest =
            serde_json::from_str(&solved.body("00ff", Some("abc".to_owned()))).expect("JSON");
        assert_eq!(with_start.start.as_deref(), Some("abc"));
        assert_eq!(with_start.grid, grid.to_string());
    }

    #[test]
    fn the_players_section_comes_from_the_answer() {
        let html = r#"<h2>Players</h2><p><strong>2 players solved it</strong> today</p>"#;
        let answer =
            serde_json::json!({"counted": true, "seconds": 60, "players": 2, "players_html": html});
        assert_eq!(
            players_markup(200, &answer.to_string()).as_deref(),
            Some(html)
        );
        assert_eq!(
            players_markup(200, r#"{"counted":false,"seconds":3}"#),
            None
        );
        assert_eq!(players_markup(503, &answer.to_string()), None);
        assert_eq!(players_markup(200, "Statistics unavailable"), None);
    }

    #[test]
    fn answers_become_sentences() {
        // The reply's standing is read as `site::api` tests it.
        let json = r#"{"counted":true,"seconds":252,"players":1204,"faster_than":63,"hinted":38}"#;
        assert_eq!(
            sentence(200, json, true).as_deref(),
            Some(
                "You finished in 4:12, faster than 63% of the 1,203 other players today; 38% of \
                 all players used a hint."
            )
        );
        assert_eq!(
            sentence(200, r#"{"counted":true,"seconds":252}"#, false).as_deref(),
            Some("Your time is counted.")
        );
        let not_counted = r#"{"counted":false,"seconds":252,"players":1204,"faster_than":63,"hinted":38,"not_counted":"this game was started offline."}"#;
        assert_eq!(
            sentence(200, not_counted, true).as_deref(),
            Some(
                "You finished in 4:12, faster than 63% of the 1,203 other players today; 38% of \
                 all players used a hint. Your time was not counted: this game was started \
                 offline."
            )
        );
        assert_eq!(
            sentence(422, "That is not this puzzle's solution.", true).as_deref(),
            Some("Your time was not counted: That is not this puzzle's solution.")
        );
        assert!(sentence(503, "Statistics unavailable.", true)
            .is_some_and(|s| s.contains("unavailable")));
        assert_eq!(sentence(404, "", true), None);
    }
}
