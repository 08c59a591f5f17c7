//! A calendar date (proleptic Gregorian, years 1 to 9999): parsing `YYYY-MM-DD`, weekdays and
//! month lengths for the archive calendar, and a day count for seeding daily puzzles.

use std::fmt;
use std::str::FromStr;

/// A day of the calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

/// A day of the week.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Weekday {
    /// Monday.
    Monday,
    /// Tuesday.
    Tuesday,
    /// Wednesday.
    Wednesday,
    /// Thursday.
    Thursday,
    /// Friday.
    Friday,
    /// Saturday.
    Saturday,
    /// Sunday.
    Sunday,
}

/// Why a date cannot be made or read. Exhaustive, so the site's wording of each reason
/// (`app::errors::date`) cannot miss a new one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DateError {
    /// The text is not of the form `YYYY-MM-DD`.
    #[error("expected a date as YYYY-MM-DD, found {0:?}")]
    Format(String),
    /// A year outside 1 to 9999.
    #[error("year {0} is outside 1 to 9999")]
    Year(u32),
    /// A month outside 1 to 12.
    #[error("month {0} is outside 1 to 12")]
    Month(u32),
    /// A day the month does not have.
    #[error("{year:04}-{month:02} has no day {day}")]
    Day {
        /// The year.
        year: u32,
        /// The month.
        month: u32,
        /// The day asked for.
        day: u32,
    },
}

/// Whether `year` has 29 February.
pub fn is_leap_year(year: u32) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

/// The number of days of `month` (1 to 12) in `year`; `None` for a month outside 1 to 12.
pub fn days_in_month(year: u32, month: u32) -> Option<u32> {
    Some(match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => return None,
    })
}

impl Date {
    /// The date `year`-`month`-`day`, if the calendar has it.
    pub fn new(year: u32, month: u32, day: u32) -> Result<Date, DateError> {
        if !(1..=9999).contains(&year) {
            return Err(DateError::Year(year));
        }
        let days = days_in_month(year, month).ok_or(DateError::Month(month))?;
        if !(1..=days).contains(&day) {
            return Err(DateError::Day { year, month, day });
        }
        // All three fit: the year is at most 9999, the month 12, the day 31.
        Ok(Date {
            year: year as u16,
            month: month as u8,
            day: day as u8,
        })
    }

    /// The year, 1 to 9999.
    pub fn year(self) -> u32 {
        u32::from(self.year)
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u32 {
        u32::from(self.month)
    }

    /// The day of the month, from 1.
    pub fn day(self) -> u32 {
        u32::from(self.day)
    }

    /// Days since 1970-01-01 (negative before it), after Howard Hinnant's `days_from_civil`.
    pub fn days_since_epoch(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01, if it lies in years 1 to 9999.
    pub fn from_days_since_epoch(days: i64) -> Option<Date> {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        let (year, month, day) = (
            u32::try_from(year).ok()?,
            u32::try_from(month).ok()?,
            u32::try_from(day).ok()?,
        );
        Date::new(year, month, day).ok()
    }

    /// The day of the week.
    pub fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday.
        const WEEK: [Weekday; 7] = [
            Weekday::Thursday,
            Weekday::Friday,
            Weekday::Saturday,
            Weekday::Sunday,
            Weekday::Monday,
            Weekday::Tuesday,
            Weekday::Wednesday,
        ];
        WEEK[self.days_since_epoch().rem_euclid(7) as usize]
    }

    /// The next day, if before year 10000.
    pub fn next(self) -> Option<Date> {
        Date::from_days_since_epoch(self.days_since_epoch() + 1)
    }

    /// The day before, if after year 0.
    pub fn previous(self) -> Option<Date> {
        Date::from_days_since_epoch(self.days_since_epoch() - 1)
    }
}

impl fmt::Display for Date {
    /// `YYYY-MM-DD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = DateError;

    /// Reads `YYYY-MM-DD`, with exactly four, two and two digits.
    fn from_str(text: &str) -> Result<Date, DateError> {
        let bad = || DateError::Format(text.to_owned());
        let bytes = text.as_bytes();
        if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
            return Err(bad());
        }
        let number = |range: std::ops::Range<usize>| -> Result<u32, DateError> {
            let part = &text[range];
            if part.bytes().all(|b| b.is_ascii_digit()) {
                part.parse().map_err(|_| bad())
            } else {
                Err(bad())
            }
        };
        Date::new(number(0..4)?, number(5..7)?, number(8..10)?)
    }
}

impl Weekday {
    /// The weekday's English name.
    pub fn name(self) -> &'static str {
        match self {
            Weekday::Monday => "Monday",
            Weekday::Tuesday => "Tuesday",
            Weekday::Wednesday => "Wednesday",
            Weekday::Thursday => "Thursday",
            Weekday::Friday => "Friday",
            Weekday::Saturday => "Saturday",
            Weekday::Sunday => "Sunday",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_parse_print_and_count_days() {
        let d: Date = "2024-02-29".parse().expect("a leap day");
        assert_eq!((d.year(), d.month(), d.day()), (2024, 2, 29));
        assert_eq!(d.to_string(), "2024-02-29");
        assert_eq!(d.weekday(), Weekday::Thursday);
        assert_eq!(Date::new(1970, 1, 1).map(Date::days_since_epoch), Ok(0));
        assert_eq!(
            Date::new(2000, 3, 1).map(Date::weekday),
            Ok(Weekday::Wednesday)
        );
        assert_eq!(
            d.next().map(|n| n.to_string()).as_deref(),
            Some("2024-03-01")
        );
        assert_eq!(
            d.previous().map(|n| n.to_string()).as_deref(),
            Some("2024-02-28")
        );
        for days in [-719_162, -1, 0, 19_000, 2_932_896] {
            let date = Date::from_days_since_epoch(days).expect("in range");
            assert_eq!(date.days_since_epoch(), days);
        }
        assert_eq!(Date::new(9999, 12, 31).ok().and_then(Date::next), None);
    }

    #[test]
    fn bad_dates_say_why() {
        assert_eq!(
            "2023-02-29".parse::<Date>(),
            Err(DateError::Day {
                year: 2023,
                month: 2,
                day: 29
            })
        );
        assert_eq!("2023-13-01".parse::<Date>(), Err(DateError::Month(13)));
        assert_eq!("0000-01-01".parse::<Date>(), Err(DateError::Year(0)));
        for text in [
            "2023-1-01",
            "2023/01/01",
            "20230101",
            "+023-01-01",
            "2023-01-0x",
        ] {
            assert_eq!(
                text.parse::<Date>(),
                Err(DateError::Format(text.to_owned()))
            );
        }
        assert_eq!(days_in_month(1900, 2), Some(28));
        assert_eq!(days_in_month(2000, 2), Some(29));
        assert_eq!(days_in_month(2000, 0), None);
    }
}
