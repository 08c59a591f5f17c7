//! The calendar of the last year as SVG: one square per day, a column per week (Monday on
//! top), shaded by the puzzles solved that day.

use site::text::escape_html as escape;
use std::collections::BTreeMap;

use leptos::prelude::*;
use sudoku_core::{Date, Weekday};

/// Weeks shown: a year and the current week.
const WEEKS: i64 = 53;
/// A day's square and the gap after it, in SVG units.
const CELL: i64 = 12;
const GAP: i64 = 2;
/// Room for the month names above the squares.
const TOP: i64 = 14;

/// One day's square.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Square {
    /// The day.
    pub date: Date,
    /// The week's column, from 0 (the oldest).
    pub column: i64,
    /// The weekday's row, Monday 0.
    pub row: i64,
    /// Puzzles solved that day.
    pub solved: u32,
    /// The shade, 0 (none) to 4.
    pub shade: u8,
}

fn row(weekday: Weekday) -> i64 {
    match weekday {
        Weekday::Monday => 0,
        Weekday::Tuesday => 1,
        Weekday::Wednesday => 2,
        Weekday::Thursday => 3,
        Weekday::Friday => 4,
        Weekday::Saturday => 5,
        Weekday::Sunday => 6,
    }
}

/// The shade of a day with `solved` puzzles.
fn shade(solved: u32) -> u8 {
    match solved {
        0 => 0,
        1 => 1,
        2 => 2,
        3..=4 => 3,
        _ => 4,
    }
}

/// The squares of the [`WEEKS`] weeks up to `today`'s, oldest first; days after today are left
/// out.
pub fn squares(solves: &BTreeMap<Date, u32>, today: Date) -> Vec<Square> {
    let last = today.days_since_epoch();
    let first_monday = last - row(today.weekday()) - (WEEKS - 1) * 7;
    (first_monday..=last)
        .filter_map(|day| {
            let date = Date::from_days_since_epoch(day)?;
            let solved = solves.get(&date).copied().unwrap_or(0);
            Some(Square {
                date,
                column: (day - first_monday) / 7,
                row: (day - first_monday) % 7,
                solved,
                shade: shade(solved),
            })
        })
        .collect()
}

/// The calendar, with its summary as the image's name. It is markup put in with `inner_html`
/// rather than a view of 371 squares: hydrating and then redrawing those (once the browser has
/// read the player's games) was the page's longest task on a phone, while the browser parses
/// the same SVG as text in a fraction of the time. Its words are the page's messages, escaped.
#[component]
pub fn Heatmap(solves: BTreeMap<Date, u32>, today: Date) -> impl IntoView {
    // On a phone the year scrolls sideways, starting at its right end (today), so its days
    // stay large enough to see.
    view! { <div class="heatmap-scroll" tabindex="0" inner_html=markup(&solves, today)></div> }
}

/// The calendar's SVG.
fn markup(solves: &BTreeMap<Date, u32>, today: Date) -> String {
    use std::fmt::Write;
    let squares = squares(solves, today);
    let total: u32 = squares.iter().map(|s| s.solved).sum();
    let days = squares.iter().filter(|s| s.solved > 0).count();
    let width = WEEKS * (CELL + GAP) - GAP;
    let height = TOP + 7 * (CELL + GAP) - GAP;
    let summary = t!(
        StatsYearSummary,
        puzzles = t!(StatsYearPuzzles, count = total),
        days = t!(StatsYearDays, count = days)
    );
    // A right-to-left language reads the year from the right: its weeks run leftwards, and a
    // month's name starts at the right edge of its first week.
    let rtl = crate::language::locale().is_rtl();
    let x = |column: i64| {
        let column = if rtl { WEEKS - 1 - column } else { column };
        column * (CELL + GAP)
    };
    let mut svg = format!(
        r#"<svg class="heatmap" role="img" aria-label="{}" viewBox="0 0 {width} {height}" preserveAspectRatio="xMinYMin meet"><g class="months" aria-hidden="true"{}>"#,
        escape(&summary),
        if rtl { r#" text-anchor="end""# } else { "" }
    );
    for s in squares.iter().filter(|s| s.date.day() == 1) {
        let name = escape(&month_short_name(s.date.month()));
        let at = x(s.column) + if rtl { CELL } else { 0 };
        let _ = write!(svg, r#"<text x="{at}" y="{}">{name}</text>"#, TOP - 4);
    }
    svg.push_str("</g>");
    for s in &squares {
        let _ = write!(
            svg,
            r#"<rect x="{}" y="{}" width="{CELL}" height="{CELL}" rx="2" class="shade{}"><title>{}</title></rect>"#,
            x(s.column),
            TOP + s.row * (CELL + GAP),
            s.shade,
            escape(&t!(
                StatsDaySolved,
                date = s.date.to_string(),
                count = s.solved
            ))
        );
    }
    svg.push_str("</svg>");
    svg
}

/// A month's short name (1 to 12) above the calendar: "Nov".
fn month_short_name(month: u32) -> String {
    if !(1..=12).contains(&month) {
        return String::new();
    }
    word!(month, {
        1 => StatsMonthShort1,
        2 => StatsMonthShort2,
        3 => StatsMonthShort3,
        4 => StatsMonthShort4,
        5 => StatsMonthShort5,
        6 => StatsMonthShort6,
        7 => StatsMonthShort7,
        8 => StatsMonthShort8,
        9 => StatsMonthShort9,
        10 => StatsMonthShort10,
        11 => StatsMonthShort11,
        _ => StatsMonthShort12,
    })
    .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().expect("a date")
    }

    #[test]
    fn the_year_ends_on_today_in_its_weeks_column() {
        // 2026-11-23 is a Monday: the last column holds today only.
        let solves: BTreeMap<Date, u32> = [
            (date("2026-11-23"), 2),
            (date("2026-11-22"), 7),
            (date("2025-01-01"), 1),
        ]
        .into_iter()
        .collect();
        let squares = squares(&solves, date("2026-11-23"));
        assert_eq!(squares.len(), 52 * 7 + 1);
        let last = squares.last().expect("today");
        assert_eq!(
            (last.date, last.column, last.row),
            (date("2026-11-23"), 52, 0)
        );
        assert_eq!((last.solved, last.shade), (2, 2));
        let sunday = &squares[squares.len() - 2];
        assert_eq!((sunday.column, sunday.row, sunday.shade), (51, 6, 4));
        let first = &squares[0];
        assert_eq!((first.column, first.row), (0, 0));
        assert_eq!(first.date.weekday(), Weekday::Monday);
        // More than a year ago: not shown.
        assert!(squares.iter().all(|s| s.date != date("2025-01-01")));
        assert_eq!(squares.iter().map(|s| s.solved).sum::<u32>(), 9);
    }

    #[test]
    fn the_calendar_is_one_svg_with_a_square_a_day() {
        let solves: BTreeMap<Date, u32> = [(date("2026-11-22"), 3)].into_iter().collect();
        let svg = markup(&solves, date("2026-11-23"));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"), "{svg}");
        assert_eq!(svg.matches("<rect").count(), 52 * 7 + 1);
        assert!(svg.contains("3 puzzles solved on 1 day in the last year"));
        assert!(svg.contains(r#"class="shade3"><title>2026-11-22: 3 puzzles</title>"#));
        assert!(svg.contains(">Dec</text>"), "month names above the squares");
    }
}
