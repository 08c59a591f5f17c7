//! The solver page: paste a puzzle, solve it with statistics, or watch the textbook
//! backtracking algorithm work step by step.

use std::time::Duration;

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::textbook::{Step, Steps};
use sudoku_core::{solve_with_stats, Cell, Grid, SolveOutcome, Stats};

use crate::browser;
use crate::components::box_edges;

/// The puzzle the page starts with: quick for the textbook algorithm, so Watch finishes.
const SAMPLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// What Solve found.
#[derive(Debug, Clone)]
struct Report {
    givens: Grid,
    outcome: SolveOutcome,
    stats: Stats,
    /// Whole microseconds: formatting a float would pull float printing into the WASM.
    micros: u64,
}

/// The textbook algorithm being watched.
#[derive(Debug, Clone)]
struct Watch {
    givens: Grid,
    steps: Steps,
    count: u64,
    last: Option<Step>,
}

impl Watch {
    fn new(givens: Grid) -> Watch {
        Watch {
            steps: Steps::new(&givens),
            givens,
            count: 0,
            last: None,
        }
    }

    /// Takes up to `n` steps; false once the algorithm has finished.
    fn advance(&mut self, n: u64) -> bool {
        for _ in 0..n {
            match self.steps.next() {
                Some(step) => {
                    self.count += 1;
                    self.last = Some(step);
                }
                None => return false,
            }
        }
        true
    }
}

/// In the browser: advances the animation 20 times a second by as many steps as the speed
/// asks, carrying fractions over so slow speeds still move.
fn animate(watch: RwSignal<Option<Watch>>, running: RwSignal<bool>, speed: RwSignal<u32>) {
    let carried = StoredValue::new(0.0f64);
    let tick = move || {
        if !running.get_untracked() {
            return;
        }
        let due = carried.get_value() + f64::from(speed.get_untracked()) / 20.0;
        let n = due.floor() as u64;
        carried.set_value(due - n as f64);
        watch.update(|w| {
            if let Some(w) = w {
                if !w.advance(n) {
                    running.set(false);
                }
            }
        });
    };
    if let Ok(handle) = set_interval_with_handle(tick, Duration::from_millis(50)) {
        on_cleanup(move || handle.clear());
    }
}

/// Paste a puzzle, then Solve (fast solver, with statistics) or Watch (textbook backtracking).
#[component]
pub fn SolverPage() -> impl IntoView {
    let input = RwSignal::new(SAMPLE.to_owned());
    let error = RwSignal::new(None::<String>);
    let report = RwSignal::new(None::<Report>);
    let watch = RwSignal::new(None::<Watch>);
    let running = RwSignal::new(false);
    // Steps per second of the animation.
    let speed = RwSignal::new(100u32);

    let parse = move || match input.with(|text| text.trim().parse::<Grid>()) {
        Ok(grid) => {
            error.set(None);
            Some(grid)
        }
        Err(e) => {
            error.set(Some(t!(SolverNotAPuzzle, reason = crate::errors::grid(&e))));
            None
        }
    };

    let on_solve = move |_| {
        let Some(givens) = parse() else { return };
        running.set(false);
        watch.set(None);
        let start = browser::precise_now();
        let (outcome, stats) = solve_with_stats(&givens);
        let micros = ((browser::precise_now() - start) * 1000.0).max(0.0).round() as u64;
        report.set(Some(Report {
            givens,
            outcome,
            stats,
            micros,
        }));
    };
    let on_watch = move |_| {
        let Some(givens) = parse() else { return };
        report.set(None);
        watch.set(Some(Watch::new(givens)));
        running.set(true);
    };
    Effect::new(move |_| animate(watch, running, speed));

    view! {
        <Title text=t!(SolverTitle)/>
        <section class="solver">
            <h1>{t!(SolverTitle)}</h1>
            <label for="puzzle-input">{t!(SolverInputLabel)}</label>
            <textarea
                id="puzzle-input"
                rows="4"
                spellcheck="false"
                prop:value=move || input.get()
                on:input=move |ev| input.set(event_target_value(&ev))
            ></textarea>
            <div class="controls">
                <button type="button" on:click=on_solve>{t!(SolverSolve)}</button>
                <button type="button" on:click=on_watch>{t!(SolverWatch)}</button>
            </div>
            {move || error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
            {move || report.get().map(|r| view! { <SolveReport report=r/> })}
            {move || {
                watch.with(|w| w.is_some()).then(|| view! { <WatchPanel watch running speed/> })
            }}
        </section>
    }
    .into_any()
}

#[component]
fn SolveReport(report: Report) -> impl IntoView {
    let Report {
        givens,
        outcome,
        stats,
        micros,
    } = report;
    let (verdict, shown) = match outcome {
        SolveOutcome::Unique(solution) => (t!(SolverUnique), Some(solution)),
        SolveOutcome::Multiple(first, _) => (t!(SolverMultiple), Some(first)),
        SolveOutcome::NoSolution => (t!(SolverNoSolution), None),
        SolveOutcome::AlreadySolved => (t!(SolverAlreadySolved), Some(givens.clone())),
    };
    view! {
        <div class="report" role="status">
            <p class="verdict">{verdict}</p>
            <dl class="stats">
                <dt>{t!(SolverTime)}</dt><dd class="time">{t!(SolverMicros, micros = micros)}</dd>
                <dt>{t!(SolverPositions)}</dt><dd>{stats.nodes}</dd>
                <dt>{t!(SolverGuesses)}</dt><dd>{stats.guesses}</dd>
                <dt>{t!(SolverBacktracks)}</dt><dd>{stats.backtracks}</dd>
            </dl>
            {shown.map(|grid| view! { <GridView givens=givens.clone() grid last=None/> })}
        </div>
    }
    .into_any()
}

#[component]
fn WatchPanel(
    watch: RwSignal<Option<Watch>>,
    running: RwSignal<bool>,
    speed: RwSignal<u32>,
) -> impl IntoView {
    let status = move || {
        watch.with(|w| {
            let Some(w) = w else { return String::new() };
            let state = word!(w.last, {
                Some(Step::Solved) => SolverWatchSolved,
                Some(Step::NoSolution) => SolverWatchNoSolution,
                _ if running.get() => SolverWatchRunning,
                _ => SolverWatchPaused,
            });
            t!(
                SolverWatchStatus,
                state = state,
                steps = t!(SolverWatchSteps, count = w.count),
                recursions = t!(SolverWatchRecursions, count = w.steps.recursions()),
                backtracks = t!(SolverWatchBacktracks, count = w.steps.backtracks()),
            )
        })
    };
    let finished = move || {
        watch.with(|w| {
            matches!(
                w.as_ref().and_then(|w| w.last),
                Some(Step::Solved | Step::NoSolution)
            )
        })
    };
    view! {
        <div class="watch">
            <div class="controls">
                <button type="button" disabled=finished on:click=move |_| running.update(|r| *r = !*r)>
                    {move || if running.get() { t!(SolverPause) } else { t!(SolverResume) }}
                </button>
                <label>
                    {format!("{} ", t!(SolverSpeed))}
                    <input
                        type="range"
                        min="1"
                        max="5000"
                        aria-label=t!(SolverSpeedLabel)
                        prop:value=move || speed.get().to_string()
                        on:input=move |ev| speed.set(event_target_value(&ev).parse().unwrap_or(100))
                    />
                    {move || format!(" {}", t!(SolverSpeedValue, speed = speed.get()))}
                </label>
            </div>
            <p class="watch-status" role="status" aria-live="polite">{status}</p>
            {move || watch.get().map(|w| view! { <GridView givens=w.givens grid=w.steps.grid().clone() last=w.last/> })}
        </div>
    }
    .into_any()
}

/// A read-only grid: givens in bold, other digits in the accent colour, and the cell of the
/// last step marked.
#[component]
fn GridView(givens: Grid, grid: Grid, last: Option<Step>) -> impl IntoView {
    let geometry = grid.geometry();
    let n = geometry.size();
    let marked: Option<(Cell, &str)> = match last {
        Some(Step::Place(cell, _)) => Some((cell, "placed")),
        Some(Step::Remove(cell, _)) => Some((cell, "removed")),
        _ => None,
    };
    let rows = (0..n)
        .map(|row| {
            let cells = (0..n)
                .filter_map(|col| geometry.cell(row, col))
                .map(|cell| {
                    let given = givens.get(cell).is_some();
                    let (box_right, box_bottom) = box_edges(geometry, cell);
                    let mark = marked
                        .filter(|(c, _)| *c == cell)
                        .map(|(_, m)| m)
                        .unwrap_or("");
                    let text = grid
                        .get(cell)
                        .map(|d| d.to_char().to_string())
                        .unwrap_or_default();
                    view! {
                        <div
                            role="cell"
                            class=format!("cell {mark}")
                            class:given=given
                            class:entry=!given
                            class:box-right=box_right
                            class:box-bottom=box_bottom
                        >
                            <span class="value">{text}</span>
                        </div>
                    }
                })
                .collect_view();
            view! { <div role="row" class="row">{cells}</div> }
        })
        .collect_view();
    view! {
        <div class="board static" role="table" aria-label=t!(SolverGrid) style=format!("--n: {n}")>
            {rows}
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn watching_takes_the_steps_asked_and_stops_at_the_solution() {
        let mut watch = Watch::new(SAMPLE.parse().expect("the sample parses"));
        assert!(watch.advance(10));
        assert_eq!(watch.count, 10);
        let mut ticks = 0;
        while watch.advance(1_000) {
            ticks += 1;
            assert!(ticks < 100_000, "the sample finishes");
        }
        assert!(matches!(watch.last, Some(Step::Solved)), "{:?}", watch.last);
        let count = watch.count;
        assert!(!watch.advance(5), "nothing more after the end");
        assert_eq!(watch.count, count);
    }
}
