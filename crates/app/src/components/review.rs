//! The review of a finished game: a summary, the board at any move (Previous, Next or the
//! slider) and the timeline of moves, each with the time it took and the technique the solver
//! had from the position before it. A thin view over [`crate::review::Review`].
//!
//! Made only in the browser, on the player's Review, through `engine::review_view` (a lazy
//! chunk in the split build, with the ladder the review runs).

use leptos::prelude::*;
use sudoku_core::{Cell, Geometry, Grid};

use crate::components::{box_edges, region_edges};
use crate::game::{Game, Timer};
use crate::review::{cell_name, describe, duration, next_phrase, Next, Review};
use crate::words::technique_name;

/// The review of `game` (finished), as a view.
pub fn review_view(game: Game) -> AnyView {
    let geometry = game.geometry();
    let givens = game.givens().clone();
    let rules = game.rules().map(|r| r.rules().clone());
    let review = Review::with_rules(
        &givens,
        rules.as_ref(),
        &game.board(),
        game.moves(),
        game.moves_dropped(),
    );
    let total = review.entries.len();
    let summary = review.summary(geometry);
    let longest = review.longest;
    // The move where the player met the hardest step, and its mark (none for full houses only).
    let (hardest, hardest_mark) = review
        .hardest
        .and_then(|h| Some((h.met, h.timeline_mark()?.text())))
        .unwrap_or((None, String::new()));
    let review = StoredValue::new(review);
    // The position shown: after this many moves (0: the start), the end at first.
    let shown = RwSignal::new(total);
    let board = Memo::new(move |_| review.with_value(|r| r.board_after(shown.get())));
    let changed = move |cell: Cell| {
        let count = shown.get();
        count > 0
            && review.with_value(|r| r.entries[count - 1].changes.iter().any(|c| c.cell == cell))
    };
    let caption = move || {
        let count = shown.get();
        review.with_value(|r| match count.checked_sub(1).map(|i| &r.entries[i]) {
            None => t!(
                ReviewCaptionStart,
                available = r
                    .entries
                    .first()
                    .map_or(String::new(), |e| next_phrase(e.next, geometry))
            ),
            Some(entry) => {
                let after = r.entries.get(count).map_or_else(
                    || t!(ReviewCaptionEnd).to_owned(),
                    |next| {
                        t!(
                            ReviewCaptionFromHere,
                            available = next_phrase(next.next, geometry)
                        )
                    },
                );
                t!(
                    ReviewCaptionMove,
                    move = count,
                    total = total,
                    time = Timer::format(entry.at),
                    move_made = describe(entry.kind, &entry.changes, geometry),
                    took = duration(entry.took),
                    after = after,
                )
            }
        })
    };
    let step = move |by: isize| {
        shown.update(|s| *s = s.saturating_add_signed(by).min(total));
    };
    let n = geometry.size();
    let cells = geometry
        .cells()
        .map(|cell| {
            let (right, bottom) = match &rules {
                Some(rules) => region_edges(rules, cell),
                None => box_edges(geometry, cell),
            };
            let given = givens.get(cell).is_some();
            view! {
                <span
                    class="rcell"
                    class:given=given
                    class:right=right
                    class:bottom=bottom
                    class:changed=move || changed(cell)
                >
                    {move || board.with(|b| b.get(cell).map(|d| d.to_char().to_string()))}
                </span>
            }
        })
        .collect_view();
    let timeline = review.with_value(|r| {
        r.entries
            .iter()
            .enumerate()
            .map(|(i, entry)| {
                let technique = match entry.next {
                    Next::Step(t) => technique_name(t).to_owned(),
                    Next::Mistake(cell) => {
                        t!(ReviewTimelineMistake, cell = cell_name(geometry, cell))
                    }
                    Next::Stuck => t!(ReviewTimelineStuck).to_owned(),
                    Next::Solved | Next::Unknown => String::new(),
                };
                let mark = match (Some(i) == longest, Some(i) == hardest) {
                    (true, true) => t!(ReviewMarkLongestAnd, mark = &hardest_mark),
                    (true, false) => t!(ReviewMarkLongest).to_owned(),
                    (false, true) => hardest_mark.clone(),
                    (false, false) => String::new(),
                };
                view! {
                    <li class:longest=Some(i) == longest class:hardest=Some(i) == hardest>
                        <button
                            type="button"
                            aria-current=move || (shown.get() == i + 1).then_some("step")
                            on:click=move |_| shown.set(i + 1)
                        >
                            <span class="t-move">
                                {t!(
                                    ReviewTimelineMove,
                                    number = i + 1,
                                    move_made = describe(entry.kind, &entry.changes, geometry)
                                )}
                            </span>
                            <span class="t-took">{duration(entry.took)}</span>
                            <span class="t-next">{technique}</span>
                            <span class="t-mark">{mark}</span>
                        </button>
                    </li>
                }
            })
            .collect_view()
    });
    view! {
        <section class="review" aria-labelledby="review-title">
            <h2 id="review-title">{t!(ReviewTitle)}</h2>
            {summary.into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
            <div class="review-board">
                <div
                    class="review-grid"
                    role="img"
                    aria-label=move || board_label(&board.get(), geometry, shown.get())
                    style=format!("--n: {n}")
                >
                    {cells}
                </div>
                <div class="review-steps">
                    <button type="button" class="button" on:click=move |_| step(-1) disabled=move || shown.get() == 0>
                        {t!(ReviewPrevious)}
                    </button>
                    <input
                        type="range"
                        min="0"
                        max=total.to_string()
                        aria-label=t!(ReviewMoveShown)
                        prop:value=move || shown.get().to_string()
                        on:input=move |ev| {
                            if let Ok(value) = event_target_value(&ev).parse::<usize>() {
                                shown.set(value.min(total));
                            }
                        }
                    />
                    <button type="button" class="button" on:click=move |_| step(1) disabled=move || shown.get() == total>
                        {t!(ReviewNext)}
                    </button>
                </div>
                <p class="review-now" aria-live="polite">{caption}</p>
            </div>
            <h3>{t!(ReviewTimeline)}</h3>
            <p class="t-head" aria-hidden="true">
                <span>{t!(ReviewColumnMove)}</span>
                <span>{t!(ReviewColumnTook)}</span>
                <span>{t!(ReviewColumnAvailable)}</span>
            </p>
            <ol class="timeline">{timeline}</ol>
        </section>
    }
    .into_any()
}

/// The board's text alternative: the position and its digits row by row.
fn board_label(board: &Grid, geometry: Geometry, shown: usize) -> String {
    let rows = (0..geometry.size())
        .map(|r| {
            (0..geometry.size())
                .filter_map(|c| geometry.cell(r, c))
                .map(|cell| board.get(cell).map_or('.', |d| d.to_char()))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(" ");
    t!(ReviewBoardLabel, move = shown, rows = rows)
}
