//! `/daily`: the archive, a calendar of past daily puzzles by month, with the ones solved in
//! this browser marked.

use std::collections::HashSet;

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::{days_in_month, Date, Weekday};

use crate::player::{self, GameId};
use crate::words::level_name;
use site::daily::Today;
use site::daily::{archive_month, first_day, Edition};
use site::figures::MonthSolvers;

/// A month of the archive: `(year, month)`.
type Month = (u32, u32);

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
    let address = crate::address::current();
    let Today(today) = expect_context::<Today>();
    view! {
        <Title text=t!(ArchiveTitle)/>
        <Calendar month=archive_month(address.query("month").map(str::to_owned), today) today/>
    }
}

#[component]
fn Calendar(month: Month, today: Date) -> impl IntoView {
    let (year, m) = month;
    let first = first_day();
    // Which dailies this browser has solved: read after hydration, so the server's HTML and
    // the first render in the browser agree.
    let done = RwSignal::new(HashSet::<GameId>::new());
    let days = days_in_month(year, m).unwrap_or(0);
    Effect::new(move |_| {
        let solved = player::local()
            .map(|data| data.games().records)
            .unwrap_or_default()
            .into_iter()
            .filter(|r| r.is_solved() && r.id.daily_date().is_some())
            .map(|r| r.id)
            .collect();
        done.set(solved);
    });

    let solvers = month_solvers(month);
    let offset = Date::new(year, m, 1).map_or(0, |d| column(d.weekday()));
    let blanks = (0..offset).map(|_| view! { <li class="blank" aria-hidden="true"></li> });
    let cells = (1..=days)
        .filter_map(|d| Date::new(year, m, d).ok())
        .map(|day| {
            if day < first || day > today {
                return view! { <li class="day off"><span class="number">{day.day()}</span></li> }
                    .into_any();
            }
            view! {
                <li class="day" class:today=day == today>
                    <a class="number" href=format!("/daily/{day}")>{day.day()}</a>
                    <span class="levels">{edition_links(day, done)}</span>
                    {solver_count(&solvers, day)}
                </li>
            }
            .into_any()
        });

    let (earliest, latest) = ((first.year(), first.month()), (today.year(), today.month()));
    let link = |(y, m): Month| format!("/daily?month={y:04}-{m:02}");
    let previous = (month > earliest)
        .then(|| view! { <a href=link(previous_month(month)) rel="prev">{t!(ArchiveEarlier)}</a> });
    let next = (month < latest)
        .then(|| view! { <a href=link(next_month(month)) rel="next">{t!(ArchiveLater)}</a> });
    // The month's number picks its name; the year goes as text (a year has no grouping).
    let name = t!(ArchiveMonth, month = m, year = year.to_string());
    let legend = match solvers {
        Solvers::Known(_) => Some(t!(ArchiveSolversLegend)),
        Solvers::Unavailable => Some(t!(CommunityUnavailable)),
        Solvers::Off => None,
    };

    view! {
        <section class="archive">
            <h1>{t!(ArchiveHeading)}</h1>
            <nav class="days" aria-label=t!(ArchiveMonths)>{previous}<h2>{name}</h2>{next}</nav>
            <ol class="weekdays" aria-hidden="true">
                <li>{t!(ArchiveMon)}</li><li>{t!(ArchiveTue)}</li><li>{t!(ArchiveWed)}</li><li>{t!(ArchiveThu)}</li>
                <li>{t!(ArchiveFri)}</li><li>{t!(ArchiveSat)}</li><li>{t!(ArchiveSun)}</li>
            </ol>
            <ol class="calendar">{blanks.collect_view()}{cells.collect_view()}</ol>
            <p class="legend">{t!(ArchiveLegend)}</p>
            {legend.map(|text| view! { <p class="legend">{text}</p> })}
        </section>
    }
}

/// A day's links to its dailies, one per edition, each marked once solved in this browser.
fn edition_links(day: Date, done: RwSignal<HashSet<GameId>>) -> impl IntoView {
    Edition::ALL
        .into_iter()
        .map(|edition| {
            let key = GameId::Daily { date: day, edition };
            let label = edition_name(edition);
            let solved = Signal::derive(move || done.with(|d| d.contains(&key)));
            view! {
                <a
                    href=format!("/daily/{day}/{}", edition.name())
                    class="level"
                    class:solved=solved
                    aria-label=move || {
                        if solved.get() { t!(ArchiveSolved, level = &label) } else { label.clone() }
                    }
                >
                    // The edition's word picks its letter.
                    {t!(ArchiveLetter, edition = edition.name())}
                </a>
            }
        })
        .collect_view()
}

/// How many players solved `day`'s dailies, with each edition's count in its title; nothing
/// when none did or the counts are not known.
fn solver_count(solvers: &Solvers, day: Date) -> Option<impl IntoView> {
    let Solvers::Known(month) = solvers else {
        return None;
    };
    let [e, m, h, k] = month.day(day.day());
    let total = e + m + h + k;
    (total > 0).then(|| {
        let title = t!(ArchiveSolvers, easy = e, medium = m, hard = h, killer = k);
        let number = i18n::plural::number(
            crate::language::locale(),
            i64::try_from(total).unwrap_or(i64::MAX),
        );
        view! {
            <span class="solvers" title=title>
                {number}
                <span class="visually-hidden">" "{t!(ArchivePlayersSolved, count = total)}</span>
            </span>
        }
    })
}

/// A daily's name in the calendar: its level's, or the Killer's.
fn edition_name(edition: Edition) -> String {
    match edition {
        Edition::Classic(level) => level_name(level).to_owned(),
        Edition::Killer => t!(ArchiveKiller).to_owned(),
    }
}

/// What the archive knows of a month's solvers.
#[derive(Debug, Clone, PartialEq)]
enum Solvers {
    /// The site has no statistics.
    Off,
    /// The server could not read them.
    Unavailable,
    /// The counts.
    Known(MonthSolvers),
}

impl Solvers {
    /// The text the page carries: `=` and the counts, `!` unavailable, empty when off.
    fn decode(text: &str) -> Self {
        match text {
            "" => Self::Off,
            "!" => Self::Unavailable,
            _ => text
                .strip_prefix('=')
                .and_then(MonthSolvers::decode)
                .map_or(Self::Unavailable, Self::Known),
        }
    }
}

/// The solvers of `month`: from the server's figures with the page (the browser reads them from
/// the page while hydrating).
fn month_solvers(month: Month) -> Solvers {
    let text = SharedValue::new_str(move || {
        #[cfg(feature = "ssr")]
        let text = {
            use crate::community::page_figures;
            use site::figures::PageFigures;
            match page_figures() {
                Some(PageFigures::Month { month: m, solvers }) if m == month => {
                    solvers.map_or_else(|| "!".to_owned(), |s| format!("={}", s.encode()))
                }
                _ => String::new(),
            }
        };
        #[cfg(not(feature = "ssr"))]
        let text = {
            let _ = month;
            String::new()
        };
        text
    })
    .into_inner();
    Solvers::decode(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().expect("date")
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
