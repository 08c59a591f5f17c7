//! `/daily`: the archive, a calendar of past daily puzzles by month, with the ones solved in
//! this browser marked.

use std::collections::HashSet;

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;
use sudoku_core::{days_in_month, Date, Weekday, DAILY_LEVELS};

use crate::browser;
use crate::daily::{done_key, first_day, month_name, Today};
use crate::words::capitalised;

/// A month of the archive: `(year, month)`.
type Month = (u32, u32);

/// The month of `?month=YYYY-MM`, else today's month; kept between the first daily's month and
/// today's.
fn chosen_month(query: Option<String>, today: Date) -> Month {
    let first = first_day();
    let asked = query.and_then(|text| {
        let (y, m) = text.split_once('-')?;
        let (y, m) = (y.parse::<u32>().ok()?, m.parse::<u32>().ok()?);
        (1..=12).contains(&m).then_some((y, m))
    });
    let month = asked.unwrap_or((today.year(), today.month()));
    month.clamp((first.year(), first.month()), (today.year(), today.month()))
}

fn previous_month((y, m): Month) -> Month {
    if m == 1 {
        (y - 1, 12)
    } else {
        (y, m - 1)
    }
}

fn next_month((y, m): Month) -> Month {
    if m == 12 {
        (y + 1, 1)
    } else {
        (y, m + 1)
    }
}

/// Monday is the first column of the calendar.
fn column(weekday: Weekday) -> usize {
    [
        Weekday::Monday,
        Weekday::Tuesday,
        Weekday::Wednesday,
        Weekday::Thursday,
        Weekday::Friday,
        Weekday::Saturday,
        Weekday::Sunday,
    ]
    .iter()
    .position(|&w| w == weekday)
    .unwrap_or(0)
}

/// The calendar of the month in the address, with links to each day's puzzles.
#[component]
pub fn ArchivePage() -> impl IntoView {
    let query = use_query_map();
    let Today(today) = expect_context::<Today>();
    view! {
        <Title text="Daily archive"/>
        {move || {
            let month = chosen_month(query.with(|q| q.get("month")), today);
            view! { <Calendar month today/> }
        }}
    }
}

#[component]
fn Calendar(month: Month, today: Date) -> impl IntoView {
    let (year, m) = month;
    let first = first_day();
    // Which dailies this browser has solved: read after hydration, so the server's HTML and
    // the first render in the browser agree.
    let done = RwSignal::new(HashSet::<String>::new());
    let days = days_in_month(year, m).unwrap_or(0);
    Effect::new(move |_| {
        let mut solved = HashSet::new();
        for day in (1..=days).filter_map(|d| Date::new(year, m, d).ok()) {
            for level in DAILY_LEVELS {
                let key = done_key(&day.to_string(), level.name());
                if browser::load(&key).is_some() {
                    solved.insert(key);
                }
            }
        }
        done.set(solved);
    });

    let offset = Date::new(year, m, 1).map_or(0, |d| column(d.weekday()));
    let blanks = (0..offset).map(|_| view! { <li class="blank" aria-hidden="true"></li> });
    let cells = (1..=days).filter_map(|d| Date::new(year, m, d).ok()).map(|day| {
        let date = day.to_string();
        if day < first || day > today {
            return view! { <li class="day off"><span class="number">{day.day()}</span></li> }.into_any();
        }
        let levels = DAILY_LEVELS
            .into_iter()
            .map(|level| {
                let key = done_key(&date, level.name());
                let label = capitalised(level.name());
                let solved = Signal::derive(move || done.with(|d| d.contains(&key)));
                view! {
                    <a
                        href=format!("/daily/{date}/{}", level.name())
                        class="level"
                        class:solved=solved
                        aria-label=move || format!("{label}{}", if solved.get() { ", solved" } else { "" })
                    >
                        {level.name().chars().next().map(|c| c.to_ascii_uppercase().to_string())}
                    </a>
                }
            })
            .collect_view();
        view! {
            <li class="day" class:today=day == today>
                <a class="number" href=format!("/daily/{date}")>{day.day()}</a>
                <span class="levels">{levels}</span>
            </li>
        }
        .into_any()
    });

    let (earliest, latest) = ((first.year(), first.month()), (today.year(), today.month()));
    let link = |(y, m): Month| format!("/daily?month={y:04}-{m:02}");
    let previous = (month > earliest)
        .then(|| view! { <a href=link(previous_month(month)) rel="prev">"← Earlier"</a> });
    let next = (month < latest)
        .then(|| view! { <a href=link(next_month(month)) rel="next">"Later →"</a> });
    let name = format!("{} {year}", month_name(m));

    view! {
        <section class="archive">
            <h1>"Daily puzzles"</h1>
            <nav class="days" aria-label="Months">{previous}<h2>{name}</h2>{next}</nav>
            <ol class="weekdays" aria-hidden="true">
                <li>"Mon"</li><li>"Tue"</li><li>"Wed"</li><li>"Thu"</li><li>"Fri"</li><li>"Sat"</li><li>"Sun"</li>
            </ol>
            <ol class="calendar">{blanks.collect_view()}{cells.collect_view()}</ol>
            <p class="legend">"E, M and H open the easy, medium and hard puzzle of the day; solved ones are filled."</p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().expect("date")
    }

    #[test]
    fn the_month_stays_within_the_archive() {
        let today = date("2026-11-22");
        assert_eq!(chosen_month(None, today), (2026, 11));
        assert_eq!(chosen_month(Some("2026-03".into()), today), (2026, 3));
        assert_eq!(chosen_month(Some("2027-01".into()), today), (2026, 11));
        assert_eq!(chosen_month(Some("2025-06".into()), today), (2026, 1));
        assert_eq!(chosen_month(Some("2026-13".into()), today), (2026, 11));
        assert_eq!(chosen_month(Some("garbage".into()), today), (2026, 11));
    }

    #[test]
    fn months_roll_over_years() {
        assert_eq!(previous_month((2026, 1)), (2025, 12));
        assert_eq!(next_month((2026, 12)), (2027, 1));
    }

    #[test]
    fn weeks_start_on_monday() {
        // 2026-11-22 is a Sunday, 2026-11-23 a Monday.
        assert_eq!(column(date("2026-11-22").weekday()), 6);
        assert_eq!(column(date("2026-11-23").weekday()), 0);
    }
}
