//! The daily streak and the calendar of solves, on the player's own calendar.
//!
//! A day counts for the streak when one of that day's dailies was solved on that same calendar
//! day, on the player's clock at the moment of solving (each record keeps its UTC offset, so a
//! trip or a daylight-saving change moves no solve to another day). The current streak is the
//! run of counted days ending today, or yesterday while today's daily is still to play.

use std::collections::{BTreeMap, BTreeSet};

use sudoku_core::Date;

use super::record::GameRecord;

/// The daily streak.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Streaks {
    /// The run of counted days up to today (or up to yesterday, if today does not count yet).
    pub current: u32,
    /// The longest run ever.
    pub longest: u32,
}

/// The days that count for the streak.
pub fn streak_days(records: &[GameRecord]) -> BTreeSet<Date> {
    records
        .iter()
        .filter_map(|r| {
            let date = r.id.daily_date()?;
            (r.solved_on()? == date).then_some(date)
        })
        .collect()
}

/// The current and longest streaks of `days` on `today`.
pub fn streaks(days: &BTreeSet<Date>, today: Date) -> Streaks {
    let mut longest = 0;
    let mut run = 0;
    let mut last: Option<i64> = None;
    for day in days.iter().map(|d| d.days_since_epoch()) {
        run = if last == Some(day - 1) { run + 1 } else { 1 };
        longest = longest.max(run);
        last = Some(day);
    }
    let today = today.days_since_epoch();
    // `run` is the run ending at the last counted day.
    let current = match last {
        Some(day) if day == today || day == today - 1 => run,
        _ => 0,
    };
    Streaks { current, longest }
}

/// Puzzles solved per day of the player's calendar (any puzzle, daily or not), for the year's
/// calendar.
pub fn solves_per_day(records: &[GameRecord]) -> BTreeMap<Date, u32> {
    let mut days = BTreeMap::new();
    for day in records.iter().filter_map(GameRecord::solved_on) {
        *days.entry(day).or_insert(0) += 1;
    }
    days
}

#[cfg(test)]
mod tests {
    use sudoku_core::Level;

    use super::*;
    use crate::player::record::{GameId, Moment, Status};

    const HOUR: i64 = 3_600_000;

    fn date(text: &str) -> Date {
        text.parse().expect("a date")
    }

    /// Midnight UTC at the start of `day`, in milliseconds.
    fn midnight(day: &str) -> i64 {
        date(day).days_since_epoch() * 24 * HOUR
    }

    /// The daily of `day` at `level`, solved at `utc_ms` on a clock `offset` minutes east.
    fn solved(day: &str, level: Level, utc_ms: i64, offset: i16) -> GameRecord {
        GameRecord {
            status: Status::Solved,
            seconds: 300,
            finished: Moment::new(utc_ms, offset),
            ..GameRecord::started(GameId::Daily {
                date: date(day),
                edition: site::daily::Edition::Classic(level),
            })
        }
    }

    fn check(records: &[GameRecord], today: &str, current: u32, longest: u32) {
        let found = streaks(&streak_days(records), date(today));
        assert_eq!(found, Streaks { current, longest }, "on {today}");
    }

    #[test]
    fn consecutive_days_make_a_streak_and_a_missed_day_ends_it() {
        let noon = |day: &str| solved(day, Level::Easy, midnight(day) + 12 * HOUR, 0);
        let records = [
            noon("2026-03-01"),
            noon("2026-03-02"),
            noon("2026-03-03"),
            // 4 March missed.
            noon("2026-03-05"),
            noon("2026-03-06"),
        ];
        check(&records, "2026-03-06", 2, 3);
        // Today not yet played: the streak still stands.
        check(&records, "2026-03-07", 2, 3);
        // A day missed: it is over.
        check(&records, "2026-03-08", 0, 3);
        check(&[], "2026-03-08", 0, 0);
        // Two dailies on one day count once; a month's end is crossed.
        let records = [
            noon("2026-02-28"),
            solved(
                "2026-02-28",
                Level::Hard,
                midnight("2026-02-28") + 20 * HOUR,
                0,
            ),
            noon("2026-03-01"),
        ];
        check(&records, "2026-03-01", 2, 2);
    }

    #[test]
    fn the_day_is_the_players_not_utcs() {
        // Solved at 23:30 in New York (UTC−5), which is already the next day in UTC.
        let late = solved(
            "2026-03-01",
            Level::Easy,
            midnight("2026-03-02") + 4 * HOUR + 30 * 60_000,
            -300,
        );
        let next = solved(
            "2026-03-02",
            Level::Easy,
            midnight("2026-03-02") + 20 * HOUR,
            -300,
        );
        check(&[late.clone(), next], "2026-03-02", 2, 2);
        // The same moment on a UTC clock is the 2nd, so the 1st's daily does not count.
        let utc = GameRecord {
            finished: Moment::new(midnight("2026-03-02") + 4 * HOUR + 30 * 60_000, 0),
            ..late
        };
        assert!(streak_days(&[utc]).is_empty());
    }

    #[test]
    fn midnight_belongs_to_the_day_it_starts() {
        let last_moment = solved("2026-03-01", Level::Easy, midnight("2026-03-02") - 1, 0);
        let first_moment = solved("2026-03-02", Level::Easy, midnight("2026-03-02"), 0);
        check(&[last_moment, first_moment], "2026-03-02", 2, 2);
        // A daily solved one millisecond after its day counts for no day.
        let too_late = solved("2026-03-01", Level::Easy, midnight("2026-03-02"), 0);
        assert!(streak_days(&[too_late]).is_empty());
    }

    #[test]
    fn a_daylight_saving_change_keeps_the_streak() {
        // Paris moves from UTC+1 to UTC+2 on 29 March 2026 at 01:00 UTC. Solves at 00:30 local
        // time on the days around it, with the offset of each moment.
        let records = [
            solved(
                "2026-03-28",
                Level::Easy,
                midnight("2026-03-28") - 30 * 60_000,
                60,
            ),
            solved(
                "2026-03-29",
                Level::Easy,
                midnight("2026-03-29") - 30 * 60_000,
                60,
            ),
            solved(
                "2026-03-30",
                Level::Easy,
                midnight("2026-03-30") - 90 * 60_000,
                120,
            ),
        ];
        check(&records, "2026-03-30", 3, 3);
        // And back on 25 October at 01:00 UTC: 23:30 local on the 25th is 22:30 UTC.
        let records = [
            solved(
                "2026-10-24",
                Level::Easy,
                midnight("2026-10-24") + 21 * HOUR + 30 * 60_000,
                120,
            ),
            solved(
                "2026-10-25",
                Level::Easy,
                midnight("2026-10-25") + 22 * HOUR + 30 * 60_000,
                60,
            ),
        ];
        check(&records, "2026-10-25", 2, 2);
    }

    #[test]
    fn unfinished_revealed_and_undated_games_do_not_count() {
        let day = "2026-03-01";
        let at = midnight(day) + HOUR;
        let revealed = GameRecord {
            status: Status::Revealed,
            ..solved(day, Level::Easy, at, 0)
        };
        let playing = GameRecord {
            status: Status::Playing,
            ..solved(day, Level::Easy, at, 0)
        };
        let undated = GameRecord {
            finished: None,
            ..solved(day, Level::Easy, at, 0)
        };
        let shared = GameRecord {
            id: GameId::Puzzle("1.3..4..2..3.1.4".to_owned()),
            ..solved(day, Level::Easy, at, 0)
        };
        let records = [revealed, playing, undated, shared];
        assert!(streak_days(&records).is_empty());
        // The shared puzzle still shows on the calendar of solves.
        assert_eq!(
            solves_per_day(&records).into_iter().collect::<Vec<_>>(),
            [(date(day), 1)]
        );
    }
}
