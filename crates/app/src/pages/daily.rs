//! `/` and `/daily/YYYY-MM-DD[/level]`: the daily puzzles, today's by default.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_location, use_params_map};
use sudoku_core::{Date, Grid, DAILY_LEVELS};

use crate::components::Play;
use crate::daily::{done_key, first_day, long_date, shared_answer, DailyAnswer, Today};
use crate::hydration::deferred;
use crate::pages::{set_status, MessagePage};
use crate::words::capitalised;

/// The daily puzzle of the address's date and level (today's Easy on `/`). The server decides
/// what "today" is and sends it with the page.
#[component]
pub fn DailyPage() -> impl IntoView {
    let params = use_params_map();
    let location = use_location();
    let Today(today) = expect_context::<Today>();
    move || {
        let (date, level) = params.with(|p| (p.get("date"), p.get("level")));
        let path = location.pathname.get_untracked();
        answer_view(
            shared_answer(date.as_deref(), level.as_deref(), today),
            path,
        )
    }
}

fn answer_view(answer: DailyAnswer, path: String) -> AnyView {
    match answer {
        DailyAnswer::Puzzle {
            date,
            level,
            puzzle,
            today,
        } => match (
            puzzle.parse::<Grid>(),
            date.parse::<Date>(),
            today.parse::<Date>(),
        ) {
            (Ok(givens), Ok(day), Ok(today)) => view! {
                <DailyGame givens day today level/>
            }
            .into_any(),
            _ => unavailable(),
        },
        DailyAnswer::NotYet { date, today } => {
            set_status(404);
            view! {
                <MessagePage title="Not out yet">
                    <p>{format!("The puzzles of {date} are not out yet: today is {today}.")}</p>
                    <p><a href="/">"Play today's puzzle"</a></p>
                </MessagePage>
            }
            .into_any()
        }
        DailyAnswer::BeforeFirst { date } => {
            set_status(404);
            let first = long_date(first_day());
            view! {
                <MessagePage title="No daily puzzle that day">
                    <p>{format!("There is no daily puzzle for {date}: they start on {first}.")}</p>
                    <p><a href="/daily">"Browse the archive"</a></p>
                </MessagePage>
            }
            .into_any()
        }
        DailyAnswer::NoSuchPage(reason) => {
            set_status(404);
            view! {
                <MessagePage title="Page not found">
                    <p>{reason}</p>
                    <p><a href="/">"Play today's puzzle"</a>" or "<a href="/daily">"browse the archive"</a>"."</p>
                </MessagePage>
            }
            .into_any()
        }
        DailyAnswer::Unavailable => unavailable(),
        DailyAnswer::Loading => {
            crate::browser::load_page(&path);
            view! { <p class="loading">"Loading the puzzle…"</p> }.into_any()
        }
    }
}

fn unavailable() -> AnyView {
    set_status(503);
    view! {
        <MessagePage title="The puzzle could not be made">
            <p>"Something went wrong making this puzzle. Please try again later."</p>
        </MessagePage>
    }
    .into_any()
}

/// The heading (date, levels, the days around it) and the game.
#[component]
fn DailyGame(givens: Grid, day: Date, today: Date, level: String) -> impl IntoView {
    let date = day.to_string();
    let title = format!("Daily {level}, {}", long_date(day));
    let tabs = DAILY_LEVELS
        .into_iter()
        .map(|l| {
            let current = l.name() == level;
            view! {
                <a
                    href=format!("/daily/{date}/{}", l.name())
                    class="tab"
                    aria-current=current.then_some("page")
                >
                    {capitalised(l.name())}
                </a>
            }
        })
        .collect_view();
    let previous = day
        .previous()
        .filter(|&d| d >= first_day())
        .map(|d| view! { <a href=format!("/daily/{d}/{level}") rel="prev">"← Previous day"</a> });
    let next = day
        .next()
        .filter(|&d| d <= today)
        .map(|d| view! { <a href=format!("/daily/{d}/{level}") rel="next">"Next day →"</a> });
    let heading = if day == today {
        "Today's puzzle".to_owned()
    } else {
        long_date(day)
    };
    let save_key = format!("sudoku:game:{givens}");
    let done = done_key(&date, &level);
    view! {
        <Title text=title/>
        // The heading hydrates in a task of its own, like the game (see `hydration`).
        {deferred(move || view! {
            <header class="daily-header">
                <h1>{heading}</h1>
                <nav class="tabs" aria-label="Level">{tabs}</nav>
                <nav class="days" aria-label="Other days">
                    {previous}
                    <a href="/daily">"Archive"</a>
                    {next}
                </nav>
            </header>
        })}
        <Play givens save_key done_key=done/>
    }
}
