//! `/stats`: the player's statistics, kept in this browser: the daily streak, the last year's
//! calendar of solves, a table per size and level, the player's data as a file, and sync with
//! the player's other devices.
//!
//! The server has none of it, so it renders the page's whole layout with the figures still to
//! come (a dash for each streak, an empty calendar of the server's year, "Reading your
//! games…" where the table goes); the browser fills it in once the page is live, in the same
//! places, so nothing on the page moves (no layout shift) as it does.

mod data;
mod heatmap;
mod sync;

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::Date;

use crate::daily::Today;
use crate::hydration::PageHydrated;
use crate::player::{self, stats, streak, GameRecord};
use crate::words::capitalised;

use data::DataPanel;
use heatmap::Heatmap;
use sync::SyncPanel;

/// What the page shows: the player's games, read from the browser (`None` until then), and
/// today on the player's calendar (the server's today until then).
#[derive(Debug, Clone, PartialEq)]
struct Loaded {
    records: Option<Vec<GameRecord>>,
    today: Date,
}

/// The statistics page.
#[component]
pub fn StatsPage() -> impl IntoView {
    let server_today = use_context::<Today>().map_or_else(site::daily::first_day, |t| t.0);
    let loaded = RwSignal::new(Loaded {
        records: None,
        today: server_today,
    });
    let problem = RwSignal::new(None::<String>);
    let reload = move || match player::local() {
        Ok(data) => {
            let today = player::now_moment()
                .local_date()
                .unwrap_or_else(site::daily::first_day);
            loaded.set(Loaded {
                records: Some(data.games().records),
                today,
            });
        }
        Err(error) => problem.set(Some(error.to_string())),
    };
    let hydrated = PageHydrated::get();
    Effect::new(move |_| {
        if hydrated.get() {
            reload();
        }
    });
    view! {
        <Title text="Your statistics"/>
        <section class="stats-page">
            <h1>"Your statistics"</h1>
            <p class="lead">
                "Kept in this browser only. Download your data to keep a copy or move it to another device."
            </p>
            {move || problem.get().map(|p| view! { <p class="notice" role="alert">{p}</p> })}
            {move || {
                let Loaded { records, today } = loaded.get();
                view! { <Figures records today/> }
            }}
            <DataPanel on_import=Callback::new(move |()| reload())/>
            <SyncPanel on_sync=Callback::new(move |()| reload())/>
        </section>
    }
}

/// The streak, the calendar and the table; while the games are still being read (`None`), the
/// same layout with dashes, an empty calendar and a line saying so.
#[component]
fn Figures(records: Option<Vec<GameRecord>>, today: Date) -> impl IntoView {
    let reading = records.is_none();
    let records = records.unwrap_or_default();
    let streaks = streak::streaks(&streak::streak_days(&records), today);
    let days = |n: u32| if n == 1 { "day" } else { "days" };
    let count = move |n: u32| {
        if reading {
            "–".to_owned()
        } else {
            n.to_string()
        }
    };
    let rows = stats::table(&records);
    let table = if reading {
        view! { <p class="reading">"Reading your games…"</p> }.into_any()
    } else if rows.is_empty() {
        view! { <p>"No games yet. Play "<a href="/">"today's puzzle"</a>" to start."</p> }
            .into_any()
    } else {
        let body = rows
            .into_iter()
            .map(|row| view! { <Row row/> })
            .collect_view();
        view! {
            <div class="table-scroll" tabindex="0">
                // The roles keep the table a table for screen readers where a narrow screen
                // lays each row out as a card (the style sheet changes its display).
                <table class="stats-table" role="table">
                    <caption class="visually-hidden">"Games by size and level"</caption>
                    <thead role="rowgroup">
                        <tr role="row">
                            <th scope="col" role="columnheader">"Puzzle"</th>
                            {FIGURES.map(|name| view! { <th scope="col" role="columnheader">{name}</th> })}
                        </tr>
                    </thead>
                    <tbody role="rowgroup">{body}</tbody>
                </table>
            </div>
        }
        .into_any()
    };
    view! {
        <section class="streak" aria-labelledby="streak-heading">
            <h2 id="streak-heading">"Daily streak"</h2>
            <dl class="streaks">
                <div>
                    <dt>"Current"</dt>
                    <dd data-streak="current">
                        <strong>{count(streaks.current)}</strong>" "{days(streaks.current)}
                    </dd>
                </div>
                <div>
                    <dt>"Longest"</dt>
                    <dd data-streak="longest">
                        <strong>{count(streaks.longest)}</strong>" "{days(streaks.longest)}
                    </dd>
                </div>
            </dl>
            <p class="streak-note">"A day counts when you solve one of its dailies on that day."</p>
        </section>
        <section class="year" aria-labelledby="year-heading">
            <h2 id="year-heading">"The last year"</h2>
            <Heatmap solves=streak::solves_per_day(&records) today/>
        </section>
        <section class="by-level" aria-labelledby="table-heading">
            <h2 id="table-heading">"By size and level"</h2>
            {table}
        </section>
    }
}

/// The figures of a row of the table, in order: the column headers, and each figure's label on
/// a narrow screen.
const FIGURES: [&str; 7] = [
    "Played", "Solved", "Rate", "Best", "Median", "Mean", "Hints",
];

/// One size and level.
#[component]
fn Row(row: stats::Row) -> impl IntoView {
    let latin = if row.latin { " Latin" } else { "" };
    // A variant's name first: "Killer 9×9 Medium".
    let variant = match row.kind {
        sudoku_core::Kind::Classic => String::new(),
        kind => format!("{} ", capitalised(kind.slug())),
    };
    let name = match row.level {
        Some(level) => format!(
            "{variant}{0}×{0}{latin} {1}",
            row.size,
            capitalised(level.name())
        ),
        None => format!("{variant}{0}×{0}{latin}", row.size),
    };
    let time = |t: Option<u64>| t.map_or_else(|| "–".to_owned(), stats::format_seconds);
    let rate = row
        .solve_rate()
        .map_or_else(|| "–".to_owned(), |r| format!("{r}%"));
    let figures = [
        row.played.to_string(),
        row.solved.to_string(),
        rate,
        time(row.best),
        time(row.median),
        time(row.mean),
        row.hints.to_string(),
    ];
    // `data-label`: each figure's name beside it where a narrow screen shows the row as a card.
    let cells = FIGURES
        .into_iter()
        .zip(figures)
        .map(|(name, figure)| view! { <td role="cell" data-label=name>{figure}</td> })
        .collect_view();
    view! {
        <tr role="row">
            <th scope="row" role="rowheader">{name}</th>
            {cells}
        </tr>
    }
}

/// "1 new game" or "`added` new games", for the data and sync panels' messages.
fn new_games(added: usize) -> String {
    let games = if added == 1 { "game" } else { "games" };
    format!("{added} new {games}")
}

/// What came of an action of the data and sync panels: a status when it went well (`ok`), an
/// alert when it did not.
fn outcome((ok, text): (bool, String)) -> AnyView {
    if ok {
        view! { <p class="notice" role="status">{text}</p> }.into_any()
    } else {
        view! { <p class="notice error" role="alert">{text}</p> }.into_any()
    }
}
