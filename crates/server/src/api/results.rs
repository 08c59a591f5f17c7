//! `POST /api/daily/results`: a player's result for a daily. The server checks that it comes
//! from the site's own pages (see [`crate::admission`]), that the grid is that daily's solution,
//! that the daily is out and the time plausible, counts the player's first result only (if its
//! start token and client address allow), and answers with their standing among everyone who
//! solved it:
//!
//! ```text
//! → {"date":"2026-03-14","level":"easy","seconds":252,"hints":0,"grid":"<81 digits>","player":"<32 hex>","start":"<token>"}
//! ← {"counted":true,"seconds":252,"players":1204,"faster_than":63,"hinted":38,"players_html":"<h2>Players</h2>…"}
//! ```
//!
//! The messages are `site::api`'s [`ResultRequest`] and [`ResultReply`].
//! `faster_than` is the share of the other players who took longer, in whole percent (the
//! player is not counted among those compared with); `hinted` the share of all the players who
//! took a hint; `players_html` the daily page's "Players" section with the player counted (not
//! sent for a closed daily). `counted` is false when the player's earlier result counts (its
//! `seconds` are answered), when the daily no longer accepts results (`SUDOKU_RESULTS_DAYS`),
//! or when the result cannot count (`not_counted` says why: no start token, a clock longer
//! than the server has known of the game, a token used already, the client address's cap);
//! the figures come without `players`… when the database could not give them. A malformed
//! request is 400, one from another site 403, one that is not JSON 415, a result that cannot
//! be right 422, a database that is down 503. No address is stored and no cookie set.
//!
//! `POST /api/daily/start?date=…&level=…` answers the start token a game asks for when it opens
//! a daily, as plain text ([`StartRequest`]).
//!
//! `DELETE /api/daily/results` with `Authorization: Bearer <player id>` deletes the player's
//! results that are still kept one by one: `{"deleted": 3}`.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use app::community::markup;
use axum::{
    body::Bytes,
    extract::{Query, State},
    response::IntoResponse,
    Json,
};
use http::HeaderMap;
use site::daily::Edition;
use site::{
    api::{Deleted, ResultReply, ResultRequest, StartRequest},
    figures::Standing,
    ids::PlayerId,
    text::clock,
};
use store::{NewResult, Submitted};
use sudoku_core::{Date, Grid, Puzzle};

use crate::{
    admission::{self, NotCounted},
    auth::Bearer,
    client::Client,
    daily::{prepare_edition, PrepareError},
    error::{AppError, Kept},
    state::Data,
};

/// A result that passed the checks that need no puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    /// The result to store.
    pub result: NewResult,
    /// The grid the player solved.
    pub grid: Grid,
    /// The start token it came with.
    pub start: Option<String>,
}

/// How many seconds after the start of its date (UTC) a daily can have been played, with an
/// hour's leeway for clocks that are a little off.
fn time_since_release(date: Date, now: SystemTime) -> u64 {
    let now = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let released = u64::try_from(date.days_since_epoch()).unwrap_or(0) * 86_400;
    now.saturating_sub(released) + 3600
}

/// The daily a request names, if it is one that is out at `now`: 422 otherwise.
fn daily_named(date: &str, level: &str, now: SystemTime) -> Result<(Date, Edition), AppError> {
    let unprocessable = |message: &str| AppError::Unprocessable(message.to_owned());
    let date: Date = date
        .parse()
        .map_err(|_| unprocessable("The date is not a date (YYYY-MM-DD)."))?;
    let edition = Edition::from_name(level).ok_or_else(|| {
        unprocessable("Daily puzzles come in easy, medium and hard, and a killer.")
    })?;
    if date > site::daily::today(now) {
        return Err(unprocessable("That daily is not out yet."));
    }
    if date < site::daily::first_day() {
        return Err(unprocessable("There is no daily puzzle that day."));
    }
    Ok((date, edition))
}

/// Reads and checks a result's JSON at `now`: 400 if it is not the JSON of a result, 422 if it
/// cannot be a real one (a daily that is not out, a player id or grid of the wrong form, more
/// hints than cells, a time longer than the daily has been out).
pub fn read_claim(body: &[u8], now: SystemTime) -> Result<Claim, AppError> {
    let payload: ResultRequest = serde_json::from_slice(body).map_err(|_| {
        AppError::BadRequest(
            "A result is JSON with date, level, seconds, hints, grid and player.".to_owned(),
        )
    })?;
    let unprocessable = |message: &str| AppError::Unprocessable(message.to_owned());
    let (date, level) = daily_named(&payload.date, &payload.level, now)?;
    let player: PlayerId = payload
        .player
        .parse()
        .map_err(|_| unprocessable("The player id must be 32 hexadecimal digits."))?;
    let grid: Grid = payload
        .grid
        .parse()
        .ok()
        .filter(|grid: &Grid| grid.geometry().size() == 9 && grid.is_full())
        .ok_or_else(|| unprocessable("The grid is not a solved 9×9 grid."))?;
    let hints = u32::try_from(payload.hints)
        .ok()
        .filter(|&hints| hints <= 81)
        .ok_or_else(|| unprocessable("That is more hints than the puzzle has cells."))?;
    let seconds = u32::try_from(payload.seconds)
        .ok()
        .filter(|&seconds| u64::from(seconds) <= time_since_release(date, now))
        .ok_or_else(|| unprocessable("That time is longer than the puzzle has been out."))?;
    Ok(Claim {
        result: NewResult {
            date,
            edition: level,
            player,
            seconds,
            hints,
        },
        grid,
        start: payload.start,
    })
}

/// The fastest plausible time for a puzzle with `empty` cells to fill: four a second is beyond
/// any player.
fn fastest_plausible(empty: usize) -> u32 {
    u32::try_from(empty.div_ceil(4)).unwrap_or(u32::MAX)
}

/// Checks `claim` against its daily: the grid must be the solution, and the time at least
/// [`fastest_plausible`]. `puzzle` is the daily ([`daily_puzzle`]); the check solves it, so
/// run it off the async threads.
pub fn check_against_daily(claim: &Claim, puzzle: &Puzzle) -> Result<(), AppError> {
    let seconds = claim.result.seconds;
    if puzzle.solution().as_ref() != Some(&claim.grid) {
        return Err(AppError::Unprocessable(
            "That is not this puzzle's solution.".to_owned(),
        ));
    }
    let givens = &puzzle.givens;
    let empty = givens.geometry().cells().count() - givens.filled_count();
    if seconds < fastest_plausible(empty) {
        return Err(AppError::Unprocessable(format!(
            "A time of {} is too fast to count for this puzzle.",
            clock(seconds)
        )));
    }
    Ok(())
}

/// The daily `edition` of `date` (a classic grid, or the Killer with its cages), made once on
/// the work pool if no page has asked for it yet.
async fn daily_puzzle(date: Date, edition: Edition) -> Result<Puzzle, AppError> {
    let text = prepare_edition(date, edition)
        .await
        .map_err(|error| match error {
            PrepareError::Work(busy) => AppError::Work(busy),
            other => AppError::internal(other),
        })?;
    edition
        .read(&text)
        .ok_or_else(|| AppError::internal(format!("the daily {edition} of {date} does not read")))
}

/// What became of a result: whether it now counts, the time compared, whether the player took
/// a hint, and why it does not count if it is the solution but cannot.
struct Outcome {
    counted: bool,
    seconds: u32,
    hinted: bool,
    not_counted: Option<NotCounted>,
}

/// Counts `claim`, sent by `client` at `now`, if its start token, its time and its client's cap
/// allow; otherwise the player's earlier result, or the reason.
async fn count(
    data: &Data,
    claim: &Claim,
    client: Client,
    now: SystemTime,
) -> Result<Outcome, AppError> {
    let NewResult {
        date,
        edition: level,
        seconds,
        hints,
        ..
    } = claim.result;
    let keys = data.keys(Kept::Statistics).await?;
    let not_counted = |reason| Outcome {
        counted: false,
        seconds,
        hinted: hints > 0,
        not_counted: Some(reason),
    };
    let admitted = match keys.admit(claim.start.as_deref(), date, level, seconds, now) {
        Ok(admitted) => admitted,
        Err(reason) => {
            // A player whose earlier result counts is answered with that one, token or not.
            let first = data
                .store
                .first_result(date, level, &claim.result.player)
                .await
                .map_err(AppError::store(Kept::Statistics))?;
            return Ok(match first {
                Some((seconds, hints)) => Outcome {
                    counted: false,
                    seconds,
                    hinted: hints > 0,
                    not_counted: None,
                },
                None => not_counted(reason),
            });
        }
    };
    let result = NewResult {
        seconds: admitted.seconds,
        ..claim.result.clone()
    };
    let origin = store::Origin {
        client: keys.client(client),
        start: admitted.nonce,
        per_client: data.settings.results_per_client,
    };
    Ok(
        match data
            .store
            .submit_result(&result, &origin)
            .await
            .map_err(AppError::store(Kept::Statistics))?
        {
            Submitted::Counted => Outcome {
                counted: true,
                seconds: admitted.seconds,
                hinted: hints > 0,
                not_counted: None,
            },
            Submitted::AlreadyCounted { seconds, hints } => Outcome {
                counted: false,
                seconds,
                hinted: hints > 0,
                not_counted: None,
            },
            Submitted::StartUsed => not_counted(NotCounted::StartUsed),
            Submitted::NetworkFull => not_counted(NotCounted::NetworkFull),
        },
    )
}

/// `POST /api/daily/results`.
pub async fn submit(
    State(data): State<Data>,
    client: Client,
    headers: HeaderMap,
    body: Bytes,
) -> Result<impl IntoResponse, AppError> {
    admission::same_origin_json(&headers)?;
    let now = SystemTime::now();
    let claim = read_claim(&body, now)?;
    let puzzle = daily_puzzle(claim.result.date, claim.result.edition).await?;
    let claim =
        work::run_bounded(move || check_against_daily(&claim, &puzzle).map(|()| claim)).await??;
    let (date, level) = (claim.result.date, claim.result.edition);
    let today = site::daily::today(now);
    let open = date >= data.first_open_day(today);
    let outcome = if open {
        count(&data, &claim, client, now).await?
    } else {
        Outcome {
            counted: false,
            seconds: claim.result.seconds,
            hinted: claim.result.hints > 0,
            not_counted: None,
        }
    };
    let stored_at = Instant::now();
    let figures = data.figures.daily(date, level).await;
    let times = figures.value.map(|times| {
        // Figures read before this result was stored (or of a closed daily, or of a result
        // that does not count, which is not stored) do not hold it yet.
        let missing = !open
            || outcome.not_counted.is_some()
            || (outcome.counted && figures.read_at < stored_at);
        if missing {
            times.with(outcome.seconds, outcome.hinted)
        } else {
            (*times).clone()
        }
    });
    let mut reply = ResultReply {
        counted: outcome.counted,
        seconds: outcome.seconds,
        not_counted: outcome
            .not_counted
            .map(|reason| reason.message().to_owned()),
        ..ResultReply::default()
    };
    if let Some(times) = times {
        let standing = Standing::of(&times, outcome.seconds);
        reply.players = Some(standing.players);
        reply.faster_than = Some(standing.faster_than);
        reply.hinted = Some(standing.hinted);
        // The page's "Players" section as it is now, the player counted: the page shows it
        // in place of the one it was served with. Not for a closed daily, which keeps its
        // players as they were.
        if open {
            let today = date == today;
            reply.players_html = Some(markup::daily_for(
                Some(&times),
                today,
                Some(outcome.seconds),
            ));
        }
    }
    Ok(Json(reply))
}

/// `POST /api/daily/start?date=…&level=…`: the token, as plain text.
pub async fn start(
    State(data): State<Data>,
    headers: HeaderMap,
    request: Result<Query<StartRequest>, axum::extract::rejection::QueryRejection>,
) -> Result<String, AppError> {
    admission::same_origin(&headers)?;
    let Query(request) = request.map_err(|_| {
        AppError::BadRequest("A start names the daily: ?date=YYYY-MM-DD&level=easy.".to_owned())
    })?;
    let now = SystemTime::now();
    let (date, level) = daily_named(&request.date, &request.level, now)?;
    data.keys(Kept::Statistics).await?.start(date, level, now)
}

/// `DELETE /api/daily/results`.
pub async fn forget(
    State(data): State<Data>,
    Bearer(player): Bearer<PlayerId>,
) -> Result<Json<Deleted>, AppError> {
    let deleted = data
        .store
        .delete_player_results(&player)
        .await
        .map_err(AppError::store(Kept::Statistics))?;
    Ok(Json(Deleted { deleted }))
}

#[cfg(test)]
mod tests;
