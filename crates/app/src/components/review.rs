//! The review of a finished game: a summary, the board at any move (Previous, Next or the
//! slider) and the timeline of moves, each with the time it took and the technique the solver
//! had from the position before it. A thin view over [`crate::review::Review`].
//!
//! Made only in the browser, on the player's Review, through `engine::review_view` (a lazy
//! chunk in the split build, with the ladder the review runs).

use leptos::prelude::*;
use sudoku_core::{Cell, Geometry, Grid, Rules};

use crate::components::{box_edges, region_edges};
use crate::game::Game;
use crate::review::{board_label, describe, duration, Review};

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
    let review = StoredValue::new(review);
    // The position shown: after this many moves (0: the start), the end at first.
    let shown = RwSignal::new(total);
    let board = Memo::new(move |_| review.with_value(|r| r.board_after(shown.get())));
    view! {
        <section class="review" aria-labelledby="review-title">
            <h2 id="review-title">{t!(ReviewTitle)}</h2>
            {summary.into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
            <div class="review-board">
                <div
                    class="review-grid"
                    role="img"
                    aria-label=move || board_label(&board.get(), shown.get())
                    style=format!("--n: {}", geometry.size())
                >
                    {cells(review, shown, board, &givens, rules.as_ref())}
                </div>
                {steps(shown, total)}
                <p class="review-now" aria-live="polite">
                    {move || review.with_value(|r| r.caption(shown.get(), geometry))}
                </p>
            </div>
            <h3>{t!(ReviewTimeline)}</h3>
            <p class="t-head" aria-hidden="true">
                <span>{t!(ReviewColumnMove)}</span>
                <span>{t!(ReviewColumnTook)}</span>
                <span>{t!(ReviewColumnAvailable)}</span>
            </p>
            <ol class="timeline">{timeline(review, shown, geometry)}</ol>
        </section>
    }
    .into_any()
}

/// The board's cells at the position shown, the cells of the move that led there marked.
fn cells(
    review: StoredValue<Review>,
    shown: RwSignal<usize>,
    board: Memo<Grid>,
    givens: &Grid,
    rules: Option<&Rules>,
) -> impl IntoView {
    let geometry = givens.geometry();
    let changed = move |cell: Cell| {
        let count = shown.get();
        count > 0
            && review.with_value(|r| r.entries[count - 1].changes.iter().any(|c| c.cell == cell))
    };
    geometry
        .cells()
        .map(|cell| {
            let (right, bottom) = match rules {
                Some(rules) => region_edges(rules, cell),
                None => box_edges(geometry, cell),
            };
            view! {
                <span
                    class="rcell"
                    class:given=givens.get(cell).is_some()
                    class:right=right
                    class:bottom=bottom
                    class:changed=move || changed(cell)
                >
                    {move || board.with(|b| b.get(cell).map(|d| d.to_char().to_string()))}
                </span>
            }
        })
        .collect_view()
}

/// Previous, the slider and Next.
fn steps(shown: RwSignal<usize>, total: usize) -> impl IntoView {
    let step = move |by: isize| {
        shown.update(|s| *s = s.saturating_add_signed(by).min(total));
    };
    view! {
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
    }
}

/// The timeline: each move, how long it took, what was available and its mark; a move's
/// button shows the board after it.
fn timeline(
    review: StoredValue<Review>,
    shown: RwSignal<usize>,
    geometry: Geometry,
) -> impl IntoView {
    review.with_value(|r| {
        r.entries
            .iter()
            .enumerate()
            .map(|(i, entry)| {
                let (next, mark) = r.timeline_words(i, geometry);
                view! {
                    <li class:longest=r.longest == Some(i) class:hardest=r.is_hardest(i)>
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
                            <span class="t-next">{next}</span>
                            <span class="t-mark">{mark}</span>
                        </button>
                    </li>
                }
            })
            .collect_view()
    })
}
