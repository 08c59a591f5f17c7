//! Daily puzzles on the site: which dates have one, today's date, and the puzzle for an address.
//!
//! "Today" is the server's (in UTC), decided on the server and sent to the browser with the
//! page, so the page hydrates with exactly what the server rendered.

use leptos::prelude::*;
use sudoku_core::{Date, Grid, Level, DAILY_LEVELS};

use crate::words::excerpt;

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
    /// Not a date, or not a daily level; the sentence says which.
    NoSuchPage(String),
    /// The generator gave up (it never has for a daily; the bound on its work makes this
    /// possible in principle).
    Unavailable,
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
    let (date, level) = (date.map(excerpt), level.map(excerpt));
    let date = match date.as_deref().map(str::parse::<Date>) {
        None => today,
        Some(Ok(date)) => date,
        Some(Err(error)) => {
            return DailyAnswer::NoSuchPage(format!("That is not a date: {error}."))
        }
    };
    let level = match level.as_deref().map(str::parse::<Level>) {
        None => Level::Easy,
        Some(Ok(level)) if DAILY_LEVELS.contains(&level) => level,
        Some(_) => {
            return DailyAnswer::NoSuchPage(
                "Daily puzzles come in easy, medium and hard.".to_owned(),
            )
        }
    };
    if date > today {
        return DailyAnswer::NotYet { date, today };
    }
    if date < first_day() {
        return DailyAnswer::BeforeFirst { date };
    }
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

/// Today's date on the server, shared with the browser: the server decides it once per page
/// and the browser reads it from the page while hydrating, so both render the same day. Pages
/// read it with `expect_context::<Today>()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Today(pub Date);

impl Today {
    /// Provides today's date to every page: computed on the server, read from the page in the
    /// browser.
    pub fn provide() {
        let text = SharedValue::new_str(server_today).into_inner();
        let today = text.parse().unwrap_or_else(|_| first_day());
        provide_context(Today(today));
    }
}

/// Today by the server's clock; in the browser this only runs if the page carried no date,
/// which never happens after hydration, so the first daily day is a safe fallback.
fn server_today() -> String {
    #[cfg(feature = "ssr")]
    let today = crate::ssr::today();
    #[cfg(not(feature = "ssr"))]
    let today = first_day();
    today.to_string()
}

/// The daily answer for an address. The puzzle comes from the server's cache of dailies, and
/// the browser reads it from the page while hydrating (as its puzzle line, parsed back here):
/// every page is a document the server rendered, so the generator stays out of the
/// WebAssembly.
pub fn shared_answer(date: Option<&str>, level: Option<&str>, today: Date) -> DailyAnswer {
    answer(date, level, today, |date, level| {
        let puzzle = SharedValue::new_str(|| {
            #[cfg(feature = "ssr")]
            let puzzle = crate::ssr::daily_puzzle(date, level).unwrap_or_default();
            #[cfg(not(feature = "ssr"))]
            let puzzle = {
                let _ = (date, level);
                String::new()
            };
            puzzle
        })
        .into_inner();
        puzzle.parse().ok()
    })
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

/// The English name of month `month` (1 to 12); empty for anything else.
pub fn month_name(month: u32) -> &'static str {
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    (month as usize)
        .checked_sub(1)
        .and_then(|i| MONTHS.get(i))
        .copied()
        .unwrap_or_default()
}

/// "Sunday 22 November 2026".
pub fn long_date(date: Date) -> String {
    let month = month_name(date.month());
    format!(
        "{} {} {month} {}",
        date.weekday().name(),
        date.day(),
        date.year()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(matches!(
            check(Some("2026-02-30"), None),
            DailyAnswer::NoSuchPage(_)
        ));
        assert!(matches!(
            check(Some("yesterday"), None),
            DailyAnswer::NoSuchPage(_)
        ));
        assert!(matches!(
            check(None, Some("master")),
            DailyAnswer::NoSuchPage(_)
        ));
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
    fn dates_read_as_players_write_them() {
        assert_eq!(long_date(date("2026-11-22")), "Sunday 22 November 2026");
        assert_eq!(first_day().to_string(), "2026-01-01");
    }
}
