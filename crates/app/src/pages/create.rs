//! `/create`: type or paste a puzzle, lock its clues, and learn whether it is a proper puzzle
//! before playing or sharing it.

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::{Geometry, Grid};

use crate::components::{keyboard, Board, Keypad, ShareBox};
use crate::game::{Game, HintMarks, Lock};
use crate::words::capitalised;

/// The sizes offered for typing a puzzle; pasted puzzles may have any size the engine reads.
const SIZES: [(usize, usize); 4] = [(2, 2), (2, 3), (3, 3), (4, 4)];

/// The editor, the paste box and, once the clues are locked, Play and Share.
#[component]
pub fn CreatePage() -> impl IntoView {
    let game = RwSignal::new(Game::editor(&Grid::empty(Geometry::standard())));
    let geometry = Memo::new(move |_| game.with(Game::geometry));
    // The locked puzzle, once its clues have exactly one solution.
    let locked = RwSignal::new(false);
    let verdict = RwSignal::new(None::<Lock>);
    let pasted = RwSignal::new(String::new());
    let paste_error = RwSignal::new(None::<String>);

    let start_over = move |clues: Grid| {
        locked.set(false);
        verdict.set(None);
        game.set(Game::editor(&clues));
    };
    let load = move |_| match sudoku_core::import(&pasted.get_untracked()) {
        Ok(grid) => {
            paste_error.set(None);
            start_over(grid);
        }
        // The importer's reason is a sentence of its own ("this is not a puzzle: …").
        Err(error) => paste_error.set(Some(format!("{}.", capitalised(&error.to_string())))),
    };
    let lock = move |_| {
        let clues = game.with_untracked(Game::board);
        let result = Lock::check(&clues);
        if let Lock::Unique(..) = result {
            game.set(Game::new(clues));
            locked.set(true);
        }
        verdict.set(Some(result));
    };
    let edit = move |_| {
        let clues = game.with_untracked(|g| g.givens().clone());
        start_over(clues);
    };
    // Cells to point at: conflicting clues, or where two solutions differ.
    let highlight = Signal::derive(move || HintMarks {
        target: match verdict.get() {
            Some(Lock::Conflicts(cells) | Lock::Several(cells)) => cells,
            _ => Vec::new(),
        },
        ..HintMarks::default()
    });
    let play_path = move || game.with(|g| g.share_path(false));

    let size_buttons = move || {
        SIZES
            .into_iter()
            .filter_map(|(r, c)| Geometry::new(r, c).ok())
            .map(|g| {
                let n = g.size();
                view! {
                    <button
                        type="button"
                        aria-pressed=move || if geometry.get() == g { "true" } else { "false" }
                        on:click=move |_| start_over(Grid::empty(g))
                    >
                        {format!("{n}×{n}")}
                    </button>
                }
            })
            .collect_view()
    };

    view! {
        <Title text="Create a puzzle"/>
        <section class="create">
            <h1>"Create a puzzle"</h1>
            <p class="lead">
                "Type the clues into the grid, or paste a puzzle: 81 digits, or a link from this site, \
                 Sudoku Exchange, SudokuPad or SudokuWiki. Then lock the clues."
            </p>
            <div class="paste">
                <label for="paste">"Paste a puzzle or a link"</label>
                <textarea
                    id="paste"
                    rows="2"
                    spellcheck="false"
                    prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))
                ></textarea>
                <button type="button" on:click=load>"Load"</button>
                {move || paste_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
            </div>
            <div class="play" on:keydown=keyboard(game)>
                <div class="board-area">
                    {move || {
                        geometry.track();
                        view! { <Board game highlight/> }
                    }}
                    {move || verdict.get().map(|v| view! {
                        <p class="notice verdict" role="status" class:good=matches!(v, Lock::Unique(..))>
                            {v.message()}
                        </p>
                    })}
                </div>
                <div class="side">
                    <Show
                        when=move || locked.get()
                        fallback=move || view! {
                            <div class="modes" role="group" aria-label="Grid size">{size_buttons()}</div>
                            {move || {
                                geometry.track();
                                view! { <Keypad game/> }
                            }}
                            <div class="controls" role="group" aria-label="Editing">
                                <button type="button" disabled=move || !game.with(Game::can_undo)
                                    on:click=move |_| { game.update(|g| { g.undo(); }); }>"Undo"</button>
                                <button type="button" disabled=move || !game.with(Game::can_redo)
                                    on:click=move |_| { game.update(|g| { g.redo(); }); }>"Redo"</button>
                                <button type="button" on:click=move |_| {
                                    verdict.set(None);
                                    game.update(|g| { g.reset(); });
                                }>"Clear"</button>
                                <button type="button" class="primary" on:click=lock>"Lock"</button>
                            </div>
                        }
                    >
                        <div class="controls equal" role="group" aria-label="Your puzzle">
                            <a class="button primary" href=play_path>"Play"</a>
                            <button type="button" on:click=edit>"Edit"</button>
                        </div>
                        <ShareBox game progress=false/>
                    </Show>
                </div>
            </div>
        </section>
    }
    .into_any()
}
