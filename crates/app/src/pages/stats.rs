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

use crate::hydration::PageHydrated;
use crate::player::{self, stats, streak, GameRecord};
use crate::words::level_name;
use site::daily::Today;

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
        Err(error) => problem.set(Some(error.message())),
    };
    let hydrated = PageHydrated::get();
    Effect::new(move |_| {
        if hydrated.get() {
            reload();
        }
    });
    view! {
        <Title text=t!(StatsTitle)/>
        <section class="stats-page">
            <h1>{t!(StatsTitle)}</h1>
            <p class="lead">{t!(StatsLead)}</p>
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
    // A streak's days, the number in bold: a dash while the games are being read.
    let days = move |n: u32| {
        let n = if reading { 0 } else { n };
        let text = t!(StatsStreakDays, count = n);
        let number = i18n::plural::number(crate::language::locale(), n.into());
        match text.split_once(&number) {
            Some((before, after)) => {
                let shown = if reading {
                    "–".to_owned()
                } else {
                    number.clone()
                };
                let (before, after) = (text_node(before), text_node(after));
                view! { {before}<strong>{shown}</strong>{after} }.into_any()
            }
            None => view! { {text} }.into_any(),
        }
    };
    let rows = stats::table(&records);
    let table = if reading {
        view! { <p class="reading">{t!(StatsReading)}</p> }.into_any()
    } else if rows.is_empty() {
        // The sentence around its link, in the order the language puts them.
        let sentence = t!(StatsNoGames, link = LINK);
        let (before, after) = sentence.split_once(LINK).unwrap_or((&sentence, ""));
        let (before, after) = (text_node(before), text_node(after));
        view! { <p>{before}<a href="/">{t!(StatsNoGamesLink)}</a>{after}</p> }.into_any()
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
                    <caption class="visually-hidden">{t!(StatsTableCaption)}</caption>
                    <thead role="rowgroup">
                        <tr role="row">
                            <th scope="col" role="columnheader">{t!(StatsPuzzle)}</th>
                            {figures().map(|name| view! { <th scope="col" role="columnheader">{name}</th> })}
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
            <h2 id="streak-heading">{t!(StatsStreakTitle)}</h2>
            <dl class="streaks">
                <div>
                    <dt>{t!(StatsStreakCurrent)}</dt>
                    <dd data-streak="current">{days(streaks.current)}</dd>
                </div>
                <div>
                    <dt>{t!(StatsStreakLongest)}</dt>
                    <dd data-streak="longest">{days(streaks.longest)}</dd>
                </div>
            </dl>
            <p class="streak-note">{t!(StatsStreakNote)}</p>
        </section>
        <section class="year" aria-labelledby="year-heading">
            <h2 id="year-heading">{t!(StatsYearTitle)}</h2>
            <Heatmap solves=streak::solves_per_day(&records) today/>
        </section>
        <section class="by-level" aria-labelledby="table-heading">
            <h2 id="table-heading">{t!(StatsByLevelTitle)}</h2>
            {table}
        </section>
    }
}

/// Where a sentence's link goes while the sentence is split around it (a character no message
/// has).
const LINK: &str = "\u{e000}";

/// A part of a sentence around an element, if it has any text (the server writes an empty
/// text as a space).
fn text_node(text: &str) -> Option<String> {
    (!text.is_empty()).then(|| text.to_owned())
}

/// The figures of a row of the table, in order: the column headers, and each figure's label on
/// a narrow screen.
fn figures() -> [String; 7] {
    [
        t!(StatsPlayed).to_owned(),
        t!(StatsSolved).to_owned(),
        t!(StatsRate).to_owned(),
        t!(StatsBest).to_owned(),
        t!(StatsMedian).to_owned(),
        t!(StatsMean).to_owned(),
        t!(StatsHints).to_owned(),
    ]
}

/// One size and level.
#[component]
fn Row(row: stats::Row) -> impl IntoView {
    // A variant's name first: "Killer 9×9 Medium".
    let kind = match row.kind {
        sudoku_core::Kind::Classic if row.latin => "latin",
        sudoku_core::Kind::Classic => "classic",
        sudoku_core::Kind::Killer => "killer",
        sudoku_core::Kind::Jigsaw => "jigsaw",
        sudoku_core::Kind::Diagonal => "diagonal",
    };
    let grid = t!(StatsRowGrid, kind = kind, size = row.size);
    let name = match row.level {
        Some(level) => t!(StatsRowLevel, grid = grid, level = level_name(level)),
        None => grid,
    };
    let time = |t: Option<u64>| t.map_or_else(|| "–".to_owned(), stats::format_seconds);
    let rate = row
        .solve_rate()
        .map_or_else(|| "–".to_owned(), |r| t!(StatsRateValue, rate = r));
    let number = |n: u64| {
        i18n::plural::number(
            crate::language::locale(),
            i64::try_from(n).unwrap_or(i64::MAX),
        )
    };
    let figures_of_row = [
        number(row.played.into()),
        number(row.solved.into()),
        rate,
        time(row.best),
        time(row.median),
        time(row.mean),
        number(row.hints),
    ];
    // `data-label`: each figure's name beside it where a narrow screen shows the row as a card.
    let cells = figures()
        .into_iter()
        .zip(figures_of_row)
        .map(|(name, figure)| view! { <td role="cell" data-label=name>{figure}</td> })
        .collect_view();
    view! {
        <tr role="row">
            <th scope="row" role="rowheader">{name}</th>
            {cells}
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
