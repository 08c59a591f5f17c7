//! Daily puzzles: the first day, what "today" is, which puzzle an address shows, and the
//! archive's month.
//!
//! "Today" is the day in UTC of the server's clock, worked out once per request by [`today`]
//! and handed to the page, so the browser hydrates with the day the server rendered.

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use sudoku_core::{Date, DateError, Grid, Level, Puzzle, DAILY_LEVELS};

use crate::text::excerpt;

/// The first day with daily puzzles; the archive starts here.
pub const FIRST_DAY: (u32, u32, u32) = (2026, 1, 1);

/// The first day with daily puzzles, as a date.
pub fn first_day() -> Date {
    let (y, m, d) = FIRST_DAY;
    // A constant, valid date.
    Date::new(y, m, d).unwrap_or_else(|_| unreachable_date())
}

fn unreachable_date() -> Date {
    Date::from_days_since_epoch(0).expect("1970-01-01 is a date")
}

/// The day (UTC) of `now`: "today" for a request the server answers at `now`. A clock before
/// the first daily (or out of range) gives the first daily's day.
pub fn today(now: SystemTime) -> Date {
    let days = now
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    i64::try_from(days)
        .ok()
        .and_then(Date::from_days_since_epoch)
        .filter(|&day| day >= first_day())
        .unwrap_or_else(first_day)
}

/// Today: the day a request is served for, which the server works out once ([`today`]) as the
/// request comes in and puts into its extensions, and the page carries to the browser (in its
/// context). Everything that answers the request (the figures, the puzzle prepared, the page)
/// names the same day, even if midnight passes in between.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Today(pub Date);

/// The dailies the server prepared for the request being answered, in its extensions: the page
/// reads their texts (a classic daily's 81-character line, the Killer's share code; see
/// [`Edition::read`]) from here while rendering, and never makes a puzzle itself.
#[derive(Debug, Clone, Default)]
pub struct PreparedDailies(pub Vec<((Date, Edition), Arc<str>)>);

impl PreparedDailies {
    /// The text of the daily `edition` of `date`, if it was prepared.
    pub fn get(&self, date: Date, edition: Edition) -> Option<&str> {
        self.0
            .iter()
            .find(|(key, _)| *key == (date, edition))
            .map(|(_, text)| &**text)
    }
}

/// The last word of the daily Killer's address: `/daily/YYYY-MM-DD/killer`.
pub const KILLER: &str = "killer";

/// Which of a day's four dailies: a classic puzzle at one of [`DAILY_LEVELS`], or the Killer.
/// Its word is the last of the daily's address (`/daily/DATE/hard`, `/daily/DATE/killer`), the
/// `level` of a result sent for it, and what the store files its results under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Edition {
    /// A classic daily at a level.
    Classic(Level),
    /// The daily Killer.
    Killer,
}

impl Edition {
    /// The four dailies of a day, in the order of their tabs.
    pub const ALL: [Edition; 4] = [
        Edition::Classic(Level::Easy),
        Edition::Classic(Level::Medium),
        Edition::Classic(Level::Hard),
        Edition::Killer,
    ];

    /// Its word: `easy`, `medium`, `hard` or `killer`.
    pub fn name(self) -> &'static str {
        match self {
            Edition::Classic(level) => level.name(),
            Edition::Killer => KILLER,
        }
    }

    /// The edition whose word is `word`, if it is one of the four.
    pub fn from_name(word: &str) -> Option<Edition> {
        Edition::ALL.into_iter().find(|e| e.name() == word)
    }

    /// Its place in [`Edition::ALL`].
    pub fn index(self) -> usize {
        Edition::ALL.iter().position(|&e| e == self).unwrap_or(0)
    }

    /// The puzzle of a prepared daily's `text` of this edition: a classic daily's line, or
    /// the Killer's share code (which holds its cages); `None` if it does not read.
    pub fn read(self, text: &str) -> Option<Puzzle> {
        match self {
            Edition::Classic(_) => text.parse().ok().map(Puzzle::classic),
            Edition::Killer => sudoku_core::code::decode_puzzle(text)
                .ok()
                .map(|shared| shared.puzzle),
        }
    }

    /// The level its puzzle is made at.
    pub fn level(self) -> Level {
        match self {
            Edition::Classic(level) => level,
            Edition::Killer => sudoku_core::DAILY_KILLER_LEVEL,
        }
    }
}

impl From<Level> for Edition {
    fn from(level: Level) -> Edition {
        Edition::Classic(level)
    }
}

impl std::fmt::Display for Edition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Whether an address's last word (`level`) asks for the daily Killer.
pub fn is_killer(level: Option<&str>) -> bool {
    level == Some(KILLER)
}

/// The daily of `date` at `level` that an address shows, if it shows one (a past or present
/// day at a daily level): what the server prepares before rendering the page.
pub fn shown(date: Option<&str>, level: Option<&str>, today: Date) -> Option<(Date, Level)> {
    let mut asked = None;
    let shown = answer(date, level, today, |date, level| {
        asked = Some((date, level));
        Some(Grid::empty(sudoku_core::Geometry::standard()))
    });
    matches!(shown, DailyAnswer::Puzzle { .. })
        .then_some(asked)
        .flatten()
}

/// The daily (its date and edition) an address shows, if it shows one that is out: a classic
/// daily as [`shown`] says, or the daily Killer of a date [`daily_date`] accepts. What the
/// server looks up the figures of.
pub fn shown_edition(
    date: Option<&str>,
    level: Option<&str>,
    today: Date,
) -> Option<(Date, Edition)> {
    if is_killer(level) {
        return daily_date(date, today)
            .ok()
            .map(|date| (date, Edition::Killer));
    }
    shown(date, level, today).map(|(date, level)| (date, Edition::Classic(level)))
}

/// What the site answers for a daily address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DailyAnswer {
    /// The puzzle of `date` at `level`.
    Puzzle {
        /// The puzzle's date.
        date: Date,
        /// Its level, one of [`DAILY_LEVELS`].
        level: Level,
        /// The givens.
        puzzle: Grid,
        /// Today's date on the server.
        today: Date,
    },
    /// A date after today: its puzzle is not out yet.
    NotYet {
        /// The date asked for.
        date: Date,
        /// Today's date on the server.
        today: Date,
    },
    /// A date before the first daily.
    BeforeFirst {
        /// The date asked for.
        date: Date,
    },
    /// Not a date, or not a daily level: which, and why.
    NoSuchPage(NoSuchDaily),
    /// The generator gave up (it never has for a daily; the bound on its work makes this
    /// possible in principle).
    Unavailable,
}

/// Why a daily address names no page. The `Display` is the English sentence (for logs and
/// tests); the pages say it in their own language, by the variant.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NoSuchDaily {
    /// The address's last word is not one of a daily's (a daily level or the Killer).
    #[error("Daily puzzles come in easy, medium and hard, and a killer.")]
    Level,
    /// The address's date does not read as a date.
    #[error("That is not a date: {0}.")]
    Date(DateError),
}

/// The answer for `date` (today if `None`) and `level` (Easy if `None`), given today's date
/// and a way to make the puzzle. Pure, so tests can fix "today".
pub fn answer(
    date: Option<&str>,
    level: Option<&str>,
    today: Date,
    make: impl FnOnce(Date, Level) -> Option<Grid>,
) -> DailyAnswer {
    // The texts come from the address, which may be huge: an error quotes an excerpt.
    let level = level.map(excerpt);
    let level = match level.as_deref().map(str::parse::<Level>) {
        None => Level::Easy,
        Some(Ok(level)) if DAILY_LEVELS.contains(&level) => level,
        Some(_) => return DailyAnswer::NoSuchPage(NoSuchDaily::Level),
    };
    let date = match daily_date(date, today) {
        Ok(date) => date,
        Err(answer) => return answer,
    };
    match make(date, level) {
        Some(puzzle) => DailyAnswer::Puzzle {
            date,
            level,
            puzzle,
            today,
        },
        None => DailyAnswer::Unavailable,
    }
}

/// The date a daily's address names (`date`, today if `None`; the daily Killer's too), if it
/// has dailies: else the answer that says why not (not a date, not out yet, before the first
/// daily).
pub fn daily_date(date: Option<&str>, today: Date) -> Result<Date, DailyAnswer> {
    let date = match date.map(excerpt).as_deref().map(str::parse::<Date>) {
        None => today,
        Some(Ok(date)) => date,
        Some(Err(error)) => return Err(DailyAnswer::NoSuchPage(NoSuchDaily::Date(error))),
    };
    if date > today {
        return Err(DailyAnswer::NotYet { date, today });
    }
    if date < first_day() {
        return Err(DailyAnswer::BeforeFirst { date });
    }
    Ok(date)
}

/// The archive's month for `?month=YYYY-MM`, else today's month, kept between the first daily's
/// month and today's: `(year, month)`.
pub fn archive_month(query: Option<String>, today: Date) -> (u32, u32) {
    let first = first_day();
    let asked = query.and_then(|text| {
        let (y, m) = text.split_once('-')?;
        let (y, m) = (y.parse::<u32>().ok()?, m.parse::<u32>().ok()?);
        (1..=12).contains(&m).then_some((y, m))
    });
    let month = asked.unwrap_or((today.year(), today.month()));
    month.clamp((first.year(), first.month()), (today.year(), today.month()))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn the_four_editions_read_back_from_their_words() {
        for edition in Edition::ALL {
            assert_eq!(Edition::from_name(edition.name()), Some(edition));
            assert_eq!(Edition::ALL[edition.index()], edition);
        }
        assert_eq!(Edition::from_name("killer"), Some(Edition::Killer));
        assert_eq!(Edition::from_name("expert"), None);
        assert_eq!(Edition::from_name("Killer"), None);
        assert_eq!(Edition::Killer.level(), sudoku_core::DAILY_KILLER_LEVEL);
    }

    #[test]
    fn the_edition_an_address_shows() {
        let today = date("2026-03-14");
        assert_eq!(
            shown_edition(Some("2026-03-01"), Some("killer"), today),
            Some((date("2026-03-01"), Edition::Killer))
        );
        assert_eq!(
            shown_edition(None, Some("hard"), today),
            Some((today, Edition::Classic(Level::Hard)))
        );
        assert_eq!(
            shown_edition(Some("2026-03-15"), Some("killer"), today),
            None
        );
        assert_eq!(
            shown_edition(Some("2026-03-01"), Some("expert"), today),
            None
        );
    }

    fn date(text: &str) -> Date {
        text.parse().expect("a date")
    }

    /// A made-up 4×4 puzzle per date and level (the day and the level in its first two
    /// cells), so a test sees which one it was given.
    fn made(date: Date, level: Level) -> Grid {
        let level = Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
        format!("{}{}{}", date.day() % 4 + 1, level % 4 + 1, ".".repeat(14))
            .parse()
            .expect("a 4×4 puzzle line")
    }

    fn check(date_text: Option<&str>, level: Option<&str>) -> DailyAnswer {
        answer(date_text, level, date("2026-11-22"), |d, l| {
            Some(made(d, l))
        })
    }

    #[test]
    fn today_and_easy_by_default() {
        assert_eq!(
            check(None, None),
            DailyAnswer::Puzzle {
                date: date("2026-11-22"),
                level: Level::Easy,
                puzzle: made(date("2026-11-22"), Level::Easy),
                today: date("2026-11-22"),
            }
        );
    }

    #[test]
    fn past_days_and_levels() {
        let DailyAnswer::Puzzle {
            date: day,
            level,
            puzzle,
            ..
        } = check(Some("2026-03-14"), Some("Hard"))
        else {
            panic!("a past day has its puzzle");
        };
        assert_eq!((day, level), (date("2026-03-14"), Level::Hard));
        assert_eq!(puzzle, made(date("2026-03-14"), Level::Hard));
    }

    #[test]
    fn a_puzzle_that_cannot_be_made_is_unavailable() {
        assert_eq!(
            answer(None, None, date("2026-11-22"), |_, _| None),
            DailyAnswer::Unavailable
        );
    }

    #[test]
    fn the_future_is_not_out_yet() {
        assert_eq!(
            check(Some("2026-11-23"), None),
            DailyAnswer::NotYet {
                date: date("2026-11-23"),
                today: date("2026-11-22")
            }
        );
    }

    #[test]
    fn before_the_first_day_and_bad_addresses() {
        assert!(matches!(
            check(Some("2025-12-31"), None),
            DailyAnswer::BeforeFirst { .. }
        ));
        let no_such = |answer| match answer {
            DailyAnswer::NoSuchPage(reason) => reason.to_string(),
            other => panic!("{other:?} is a page"),
        };
        assert_eq!(
            no_such(check(Some("2026-02-30"), None)),
            "That is not a date: 2026-02 has no day 30."
        );
        assert!(matches!(
            check(Some("yesterday"), None),
            DailyAnswer::NoSuchPage(NoSuchDaily::Date(DateError::Format(_)))
        ));
        assert_eq!(
            no_such(check(None, Some("master"))),
            "Daily puzzles come in easy, medium and hard, and a killer."
        );
    }

    #[test]
    fn the_archive_month_stays_within_the_archive() {
        let today = date("2026-11-22");
        let check = |query: Option<&str>, expected| {
            assert_eq!(
                archive_month(query.map(str::to_owned), today),
                expected,
                "{query:?}"
            );
        };
        check(None, (2026, 11));
        check(Some("2026-03"), (2026, 3));
        check(Some("2027-01"), (2026, 11));
        check(Some("2025-06"), (2026, 1));
        check(Some("2026-13"), (2026, 11));
        check(Some("garbage"), (2026, 11));
    }

    #[test]
    fn the_first_day_and_today() {
        assert_eq!(first_day().to_string(), "2026-01-01");
        let day = date("2026-03-22");
        let noon =
            UNIX_EPOCH + Duration::from_secs(day.days_since_epoch() as u64 * 86_400 + 43_200);
        assert_eq!(today(noon), day);
        assert_eq!(today(UNIX_EPOCH - Duration::from_secs(1)), first_day());
    }
}
