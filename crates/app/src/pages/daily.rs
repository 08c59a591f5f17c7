//! `/` and `/daily/YYYY-MM-DD[/level]`: the daily puzzles, today's by default.

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::{Date, Grid, Level, DAILY_LEVELS};

use crate::community::report::DailyOf;
use crate::components::Play;
use crate::daily::shared_answer;
use crate::pages::{set_status, MessagePage};
use crate::render::deferred;
use crate::words::{level_name, long_date};
use site::daily::Today;
use site::daily::{first_day, DailyAnswer, Edition};

/// The daily puzzle of the address's date and level (today's Easy on `/`). The server decides
/// what "today" is and sends it with the page.
#[component]
pub fn DailyPage(
    /// The address's date, if it names one.
    date: Option<String>,
    /// The address's level, if it names one.
    level: Option<String>,
) -> impl IntoView {
    let Today(today) = expect_context::<Today>();
    answer_view(shared_answer(date.as_deref(), level.as_deref(), today))
}

pub(super) fn answer_view(answer: DailyAnswer) -> AnyView {
    match answer {
        DailyAnswer::Puzzle {
            date,
            level,
            puzzle,
            today,
        } => view! { <DailyGame givens=puzzle day=date today level/> }.into_any(),
        DailyAnswer::NotYet { date, today } => {
            set_status(404);
            view! {
                <MessagePage title=t!(DailyNotYetTitle)>
                    <p>{t!(DailyNotYet, date = long_date(date), today = long_date(today))}</p>
                    <p><a href="/">{t!(DailyPlayToday)}</a></p>
                </MessagePage>
            }
            .into_any()
        }
        DailyAnswer::BeforeFirst { date } => {
            set_status(404);
            let first = long_date(first_day());
            view! {
                <MessagePage title=t!(DailyBeforeFirstTitle)>
                    <p>{t!(DailyBeforeFirst, date = long_date(date), first = first)}</p>
                    <p><a href="/daily">{t!(DailyBrowseArchive)}</a></p>
                </MessagePage>
            }
            .into_any()
        }
        DailyAnswer::NoSuchPage(reason) => {
            set_status(404);
            view! {
                <MessagePage title=t!(DailyNotFoundTitle)>
                    <p>{crate::errors::no_such_daily(&reason)}</p>
                    <p><a href="/">{t!(DailyPlayToday)}</a>" · "<a href="/daily">{t!(DailyBrowseArchive)}</a></p>
                </MessagePage>
            }
            .into_any()
        }
        DailyAnswer::Unavailable => unavailable(),
    }
}

pub(super) fn unavailable() -> AnyView {
    set_status(503);
    view! {
        <MessagePage title=t!(DailyUnavailableTitle)>
            <p>{t!(DailyUnavailable)}</p>
        </MessagePage>
    }
    .into_any()
}

/// The heading (date, levels, the days around it) and the game.
#[component]
fn DailyGame(givens: Grid, day: Date, today: Date, level: Level) -> impl IntoView {
    let title = t!(DailyTitle, level = level_name(level), date = long_date(day));
    let daily = DailyOf {
        date: day,
        edition: Edition::Classic(level),
        today: day == today,
    };
    view! {
        <Title text=title/>
        // The heading hydrates in a task of its own, like the game (see `hydration`).
        {deferred(move || daily_header(day, today, Some(level)))}
        <Play givens daily=Some(daily)/>
        <Players daily/>
    }
}

/// A daily's heading: its date, a tab per daily (the levels, then the Killer; `level` is the
/// one shown, `None` for the Killer), and the days around it.
pub(crate) fn daily_header(day: Date, today: Date, level: Option<Level>) -> AnyView {
    let tabs = DAILY_LEVELS
        .into_iter()
        .map(|l| {
            view! {
                <a
                    href=format!("/daily/{day}/{}", l.name())
                    class="tab"
                    aria-current=(level == Some(l)).then_some("page")
                >
                    {level_name(l)}
                </a>
            }
        })
        .collect_view();
    let killer = view! {
        <a href=format!("/daily/{day}/{}", site::daily::KILLER) class="tab" aria-current=level.is_none().then_some("page")>
            {t!(DailyKiller)}
        </a>
    };
    let tab = level.map_or(site::daily::KILLER, Level::name);
    let previous = day.previous().filter(|&d| d >= first_day()).map(
        |d| view! { <a href=format!("/daily/{d}/{tab}") rel="prev">{t!(DailyPreviousDay)}</a> },
    );
    let next = day
        .next()
        .filter(|&d| d <= today)
        .map(|d| view! { <a href=format!("/daily/{d}/{tab}") rel="next">{t!(DailyNextDay)}</a> });
    // A past day's date; its weekday is left out on a phone, where the whole date would push
    // the level tabs (and the game's tools) down a row.
    let (weekday, heading) = if day == today {
        (None, t!(DailyToday).to_owned())
    } else {
        let weekday = crate::words::weekday_name(day.weekday());
        (Some(format!("{weekday} ")), crate::words::date(day))
    };
    view! {
        <header class="daily-header">
            <h1>{weekday.map(|w| view! { <span class="weekday">{w}</span> })}{heading}</h1>
            <nav class="tabs" aria-label=t!(DailyLevels)>{tabs}{killer}</nav>
            <nav class="days" aria-label=t!(DailyOtherDays)>
                {previous}
                <a href="/daily">{t!(NavArchive)}</a>
                {next}
            </nav>
        </header>
    }
    .into_any()
}

/// How many players solved the daily, the median time and a histogram: markup the server
/// makes (see `community::markup`) and hydration leaves as it is, so the browser carries none
/// of it. Empty where the site has no database.
#[component]
pub(crate) fn Players(daily: DailyOf) -> impl IntoView {
    #[cfg(feature = "ssr")]
    let html = {
        use crate::community::{markup, page_figures};
        use site::figures::PageFigures;
        match page_figures() {
            Some(PageFigures::Daily {
                date,
                edition,
                times,
            }) if date == daily.date && edition == daily.edition => {
                markup::daily(times.as_deref(), daily.today)
            }
            _ => String::new(),
        }
    };
    #[cfg(not(feature = "ssr"))]
    let html = {
        let _ = daily;
        String::new()
    };
    view! { <section class="players" inner_html=html></section> }
}
