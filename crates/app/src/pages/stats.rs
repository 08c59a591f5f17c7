//! `/stats`: the player's statistics, kept in this browser: the daily streak, the last year's
//! calendar of solves, a table per size and level, the player's data as a file, and sync with
//! the player's other devices.
//!
//! The server has none of it, so it renders the frame and says it is reading; the browser
//! fills it in once the page is live.

mod data;
mod heatmap;
mod sync;

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::Date;

use crate::hydration::PageHydrated;
use crate::player::{self, stats, streak, GameRecord};
use crate::words::capitalised;

use data::DataPanel;
use heatmap::Heatmap;
use sync::SyncPanel;

/// What the page shows, read from the browser.
#[derive(Debug, Clone, PartialEq)]
struct Loaded {
    records: Vec<GameRecord>,
    today: Date,
}

/// The statistics page.
#[component]
pub fn StatsPage() -> impl IntoView {
    let loaded = RwSignal::new(None::<Loaded>);
    let problem = RwSignal::new(None::<String>);
    let reload = move || match player::local() {
        Ok(data) => {
            let today = player::now_moment()
                .local_date()
                .unwrap_or_else(crate::daily::first_day);
            loaded.set(Some(Loaded {
                records: data.games().records,
                today,
            }));
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
            {move || match loaded.get() {
                None => view! { <p class="reading">"Reading your games…"</p> }.into_any(),
                Some(Loaded { records, today }) => view! { <Figures records today/> }.into_any(),
            }}
            <DataPanel on_import=Callback::new(move |()| reload())/>
            <SyncPanel on_sync=Callback::new(move |()| reload())/>
        </section>
    }
}

/// The streak, the calendar and the table.
#[component]
fn Figures(records: Vec<GameRecord>, today: Date) -> impl IntoView {
    let streaks = streak::streaks(&streak::streak_days(&records), today);
    let days = |n: u32| if n == 1 { "day" } else { "days" };
    let rows = stats::table(&records);
    let table = if rows.is_empty() {
        view! { <p>"No games yet. Play "<a href="/">"today's puzzle"</a>" to start."</p> }
            .into_any()
    } else {
        let body = rows
            .into_iter()
            .map(|row| view! { <Row row/> })
            .collect_view();
        view! {
            <div class="table-scroll" tabindex="0">
                <table class="stats-table">
                    <caption class="visually-hidden">"Games by size and level"</caption>
                    <thead>
                        <tr>
                            <th scope="col">"Puzzle"</th>
                            <th scope="col">"Played"</th>
                            <th scope="col">"Solved"</th>
                            <th scope="col">"Rate"</th>
                            <th scope="col">"Best"</th>
                            <th scope="col">"Median"</th>
                            <th scope="col">"Mean"</th>
                            <th scope="col">"Hints"</th>
                        </tr>
                    </thead>
                    <tbody>{body}</tbody>
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
                        <strong>{streaks.current}</strong>" "{days(streaks.current)}
                    </dd>
                </div>
                <div>
                    <dt>"Longest"</dt>
                    <dd data-streak="longest">
                        <strong>{streaks.longest}</strong>" "{days(streaks.longest)}
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

/// One size and level.
#[component]
fn Row(row: stats::Row) -> impl IntoView {
    let name = match row.level {
        Some(level) => format!("{0}×{0} {1}", row.size, capitalised(level.name())),
        None => format!("{0}×{0}", row.size),
    };
    let time = |t: Option<u64>| t.map_or_else(|| "–".to_owned(), stats::format_seconds);
    let rate = row
        .solve_rate()
        .map_or_else(|| "–".to_owned(), |r| format!("{r}%"));
    view! {
        <tr>
            <th scope="row">{name}</th>
            <td>{row.played}</td>
            <td>{row.solved}</td>
            <td>{rate}</td>
            <td>{time(row.best)}</td>
            <td>{time(row.median)}</td>
            <td>{time(row.mean)}</td>
            <td>{row.hints}</td>
        </tr>
    }
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
