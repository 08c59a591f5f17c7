//! A game the player played: which puzzle, how it ended, its time and hints, and when it was
//! finished; and the line each one is kept as in the browser.
//!
//! A record is one line of words separated by spaces:
//! `<id> <status> <seconds> <hints> <finished> <level>`, where the id is `daily/DATE/LEVEL` or
//! `p/<puzzle>` (the puzzle named as `player::puzzle` names it), the status `playing`, `solved` or `revealed`,
//! `finished` is `-` or `<UTC milliseconds>@<UTC offset in minutes>`, and the level `-` when
//! it is not known (a shared puzzle larger than the completion grade goes).

use std::fmt;
use std::str::FromStr;

use site::daily::Edition;
use sudoku_core::{Date, Geometry, Grid, Kind, Level};

/// Milliseconds in a day.
const DAY_MS: i64 = 86_400_000;

/// Which game a record is: one per daily, one per other puzzle (whatever link it was opened
/// from), so the same game on two devices has the same id.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GameId {
    /// A daily puzzle.
    Daily {
        /// Its date.
        date: Date,
        /// Which of the day's dailies: a level's, or the Killer.
        edition: Edition,
    },
    /// Any other puzzle, by its name (`player::puzzle`).
    Puzzle(String),
}

impl GameId {
    /// The id of the game of a shared or new puzzle.
    pub fn puzzle(givens: &Grid) -> GameId {
        GameId::Puzzle(super::puzzle::name(givens))
    }

    /// The grid's shape (the standard 9×9 for a daily); `None` for a name that makes no grid.
    pub fn geometry(&self) -> Option<Geometry> {
        match self {
            GameId::Daily { .. } => Some(Geometry::standard()),
            GameId::Puzzle(name) => super::puzzle::read(name).map(|g| g.geometry()),
        }
    }

    /// Whether the puzzle is a Latin square (rows and columns, no boxes, no variant's rules).
    pub fn is_latin(&self) -> bool {
        self.kind() == Kind::Classic && self.geometry().is_some_and(|g| !g.has_boxes())
    }

    /// The grid's side (9 for a daily); 0 for a name that makes no grid.
    pub fn size(&self) -> usize {
        match self {
            GameId::Puzzle(name) => match super::puzzle::variant_of(name) {
                Some((_, size)) => size,
                None => self.geometry().map_or(0, Geometry::size),
            },
            GameId::Daily { .. } => Geometry::standard().size(),
        }
    }

    /// The puzzle's kind: classic, or the variant its name says.
    pub fn kind(&self) -> Kind {
        match self {
            GameId::Puzzle(name) => super::puzzle::variant_of(name).map_or(Kind::Classic, |v| v.0),
            GameId::Daily {
                edition: Edition::Killer,
                ..
            } => Kind::Killer,
            GameId::Daily { .. } => Kind::Classic,
        }
    }

    /// The daily's date, if the game is a daily.
    pub fn daily_date(&self) -> Option<Date> {
        match self {
            GameId::Daily { date, .. } => Some(*date),
            GameId::Puzzle(_) => None,
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameId::Daily { date, edition } => write!(f, "daily/{date}/{}", edition.name()),
            GameId::Puzzle(givens) => write!(f, "p/{givens}"),
        }
    }
}

impl FromStr for GameId {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<GameId, RecordError> {
        let bad = || RecordError::Id(excerpt(text));
        if let Some(rest) = text.strip_prefix("daily/") {
            let (date, word) = rest.split_once('/').ok_or_else(bad)?;
            let date: Date = date.parse().map_err(|_| bad())?;
            // Only the edition's own word, so one daily has one id.
            let edition = Edition::from_name(word).ok_or_else(bad)?;
            return Ok(GameId::Daily { date, edition });
        }
        let name = text.strip_prefix("p/").ok_or_else(bad)?;
        let grid = super::puzzle::read(name).ok_or_else(bad)?;
        // The puzzle as its one name writes it, so one puzzle has one id.
        Ok(GameId::puzzle(&grid))
    }
}

/// How a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    /// Started, not finished.
    Playing,
    /// Finished with the solution shown (it counts as played, not solved).
    Revealed,
    /// Solved by the player.
    Solved,
}

impl Status {
    /// The status's word.
    pub fn name(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Revealed => "revealed",
            Status::Solved => "solved",
        }
    }

    /// The status named `word`.
    pub fn from_name(word: &str) -> Option<Status> {
        [Status::Playing, Status::Revealed, Status::Solved]
            .into_iter()
            .find(|s| s.name() == word)
    }
}

/// A moment on the player's clock: UTC milliseconds and the player's UTC offset then (in
/// minutes east of UTC), so the calendar day is the player's own even after a move or a
/// daylight-saving change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Moment {
    /// Milliseconds since 1970-01-01 UTC.
    pub utc_ms: i64,
    /// Minutes east of UTC (CET is 60, New York in winter −300).
    pub offset_minutes: i16,
}

/// The largest UTC offset there is is +14 hours; anything beyond is damage.
const MAX_OFFSET_MINUTES: i16 = 18 * 60;

impl Moment {
    /// A moment, if the offset is one a clock can have.
    pub fn new(utc_ms: i64, offset_minutes: i16) -> Option<Moment> {
        (offset_minutes.abs() <= MAX_OFFSET_MINUTES).then_some(Moment {
            utc_ms,
            offset_minutes,
        })
    }

    /// The calendar day on the player's clock at this moment.
    pub fn local_date(self) -> Option<Date> {
        let local = self
            .utc_ms
            .checked_add(i64::from(self.offset_minutes) * 60_000)?;
        Date::from_days_since_epoch(local.div_euclid(DAY_MS))
    }
}

impl fmt::Display for Moment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.utc_ms, self.offset_minutes)
    }
}

impl FromStr for Moment {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Moment, RecordError> {
        let bad = || RecordError::Moment(excerpt(text));
        let (ms, offset) = text.split_once('@').ok_or_else(bad)?;
        Moment::new(
            ms.parse().map_err(|_| bad())?,
            offset.parse().map_err(|_| bad())?,
        )
        .ok_or_else(bad)
    }
}

/// One game the player played.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameRecord {
    /// Which game.
    pub id: GameId,
    /// How it stands.
    pub status: Status,
    /// The time on its clock, in whole seconds.
    pub seconds: u64,
    /// The hints taken.
    pub hints: u32,
    /// When it was finished (solved or revealed); unknown for games finished before the site
    /// kept the moment.
    pub finished: Option<Moment>,
    /// The puzzle's level, when known (always for a daily).
    pub level: Option<Level>,
}

impl GameRecord {
    /// A game just started.
    pub fn started(id: GameId) -> GameRecord {
        let level = match &id {
            GameId::Daily { edition, .. } => Some(edition.level()),
            GameId::Puzzle(_) => None,
        };
        GameRecord {
            id,
            status: Status::Playing,
            seconds: 0,
            hints: 0,
            finished: None,
            level,
        }
    }

    /// Whether the player solved it.
    pub fn is_solved(&self) -> bool {
        self.status == Status::Solved
    }

    /// The day it was solved on the player's clock, if it was and that is known.
    pub fn solved_on(&self) -> Option<Date> {
        self.is_solved()
            .then_some(self.finished?)
            .and_then(Moment::local_date)
    }

    /// The one record of a game kept on two devices (or in a file and here): a finished game
    /// over one still being played, of two finished the first finish, of two in play the one
    /// with more time on its clock. The level is kept from either. The same whichever is
    /// `self`, so merging both ways gives both devices the same record.
    pub fn merge(&self, other: &GameRecord) -> GameRecord {
        let key = |r: &GameRecord| {
            (
                r.status != Status::Playing,
                // Earlier finishes first, unknown finishes last among the finished.
                std::cmp::Reverse(r.finished.map_or((1, 0), |m| (0, m.utc_ms))),
                r.seconds,
                r.status,
                r.hints,
            )
        };
        let mut kept = if key(other) > key(self) {
            other.clone()
        } else {
            self.clone()
        };
        kept.level = kept.level.or(self.level).or(other.level);
        kept
    }
}

impl fmt::Display for GameRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {} ",
            self.id,
            self.status.name(),
            self.seconds,
            self.hints
        )?;
        match self.finished {
            Some(moment) => write!(f, "{moment} ")?,
            None => f.write_str("- ")?,
        }
        f.write_str(self.level.map_or("-", Level::name))
    }
}

impl FromStr for GameRecord {
    type Err = RecordError;

    fn from_str(line: &str) -> Result<GameRecord, RecordError> {
        let words: Vec<&str> = line.split_ascii_whitespace().collect();
        let [id, status, seconds, hints, finished, level] = words.as_slice() else {
            return Err(RecordError::Words(words.len()));
        };
        let id: GameId = id.parse()?;
        let status =
            Status::from_name(status).ok_or_else(|| RecordError::Status(excerpt(status)))?;
        let number = |w: &str| RecordError::Number(excerpt(w));
        let seconds = seconds.parse().map_err(|_| number(seconds))?;
        let hints = hints.parse().map_err(|_| number(hints))?;
        let finished = match *finished {
            "-" => None,
            text => Some(text.parse()?),
        };
        let level = match *level {
            "-" => None,
            text => Some(
                text.parse::<Level>()
                    .map_err(|_| RecordError::Level(excerpt(text)))?,
            ),
        };
        if let GameId::Daily { edition: daily, .. } = id {
            if level != Some(daily.level()) {
                return Err(RecordError::Level(excerpt(line)));
            }
        }
        Ok(GameRecord {
            id,
            status,
            seconds,
            hints,
            finished,
            level,
        })
    }
}

/// Why a record could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// A record has six words.
    #[error("a game has 6 parts, not {0}")]
    Words(usize),
    /// The id names no daily and no puzzle.
    #[error("{0:?} is not a game's id")]
    Id(String),
    /// The status is not `playing`, `solved` or `revealed`.
    #[error("{0:?} is not a game's status")]
    Status(String),
    /// A time or hint count is not a whole number.
    #[error("{0:?} is not a whole number")]
    Number(String),
    /// The finishing moment is not `milliseconds@offset`.
    #[error("{0:?} is not a moment")]
    Moment(String),
    /// The level is not one of the site's, or not the daily's.
    #[error("{0:?} has not a level of the site")]
    Level(String),
}

impl RecordError {
    /// What is wrong, in the page's language, for the player (the `Display` is English, for
    /// logs).
    pub fn message(&self) -> String {
        match self {
            RecordError::Words(count) => t!(RecordParts, count = *count),
            RecordError::Id(text) => t!(RecordId, text = quoted(text)),
            RecordError::Status(text) => t!(RecordStatus, text = quoted(text)),
            RecordError::Number(text) => t!(RecordNumber, text = quoted(text)),
            RecordError::Moment(text) => t!(RecordMoment, text = quoted(text)),
            RecordError::Level(text) => t!(RecordLevel, text = quoted(text)),
        }
    }
}

/// `text` in quotes, as the messages quote what a file holds: `"hard"`.
pub(crate) fn quoted(text: &str) -> String {
    format!("{text:?}")
}

/// A short quote of `text`, for messages.
pub(crate) fn excerpt(text: &str) -> String {
    site::text::excerpt(text).into_owned()
}

#[cfg(test)]
mod tests;
