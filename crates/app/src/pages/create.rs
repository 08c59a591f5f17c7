//! `/create`: type or paste a puzzle, lock its clues, and learn whether it is a proper puzzle
//! before playing or sharing it.

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::{Geometry, Grid};

use crate::components::{keyboard, Board, Keypad, ShareBox};
use crate::errors::{self, Form};
use crate::game::{Game, HintMarks, Lock};

/// The sides offered for typing a puzzle; pasted puzzles may have any size the engine reads. A
/// side with boxes (4, 6, 8, 9, 12, 16, 25) is a Latin square with the Latin switch on; the
/// odd sides are Latin squares only.
const SIDES: [usize; 10] = [3, 4, 5, 6, 7, 8, 9, 12, 16, 25];

/// The grid of side `n`: with the usual boxes unless `latin` (or there are none).
fn shape(n: usize, latin: bool) -> Option<Geometry> {
    let boxed = Geometry::for_cell_count(n * n).filter(|_| !latin);
    boxed.or_else(|| Geometry::latin(n).ok())
}

/// The puzzle of a pasted `text`: what the importer reads (links, codes, grids with boxes),
/// read as a Latin square first when `latin` asks for one, and a grid of digits no boxed grid
/// has (25 cells, say) as a Latin square.
fn read_pasted(text: &str, latin: bool) -> Result<Grid, String> {
    let as_latin = || Grid::parse_latin(text);
    if latin {
        if let Ok(grid) = as_latin() {
            return Ok(grid);
        }
    }
    sudoku_core::import(text)
        .or_else(|error| as_latin().map_err(|_| error))
        // The importer's reason is a sentence of its own ("This is not a puzzle: …").
        .map_err(|error| errors::import(&error, Form::Sentence))
}

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
    let latin = move || !geometry.get().has_boxes();
    let load = move |_| {
        let asked_latin = !geometry.get_untracked().has_boxes();
        match read_pasted(&pasted.get_untracked(), asked_latin) {
            Ok(grid) => {
                paste_error.set(None);
                start_over(grid);
            }
            Err(reason) => paste_error.set(Some(reason)),
        }
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
            Some(Lock::Conflicts(cells, _) | Lock::Several(cells)) => cells,
            _ => Vec::new(),
        },
        ..HintMarks::default()
    });
    let play_path = move || game.with(|g| g.share_path(false));

    let size_buttons = move || {
        SIDES
            .into_iter()
            .map(|n| {
                let pressed = move || geometry.get().size() == n;
                let pick = move |_| {
                    if let Some(g) = shape(n, latin()) {
                        start_over(Grid::empty(g));
                    }
                };
                view! {
                    <button
                        type="button"
                        aria-pressed=move || if pressed() { "true" } else { "false" }
                        on:click=pick
                    >
                        {t!(CreateSize, side = n)}
                    </button>
                }
            })
            .collect_view()
    };
    // The Latin switch: the same side without boxes, or with them again. A side with no boxed
    // grid (3, 5, 7) is a Latin square only.
    let has_boxes = move || shape(geometry.get().size(), false).is_some_and(|g| g.has_boxes());
    let switch_latin = move |ev| {
        let n = geometry.get_untracked().size();
        if let Some(g) = shape(n, event_target_checked(&ev)) {
            start_over(Grid::empty(g));
        }
    };

    view! {
        <Title text=t!(CreateTitle)/>
        <section class="create">
            <h1>{t!(CreateTitle)}</h1>
            <p class="lead">{t!(CreateLead)}</p>
            <div class="paste">
                <label for="paste">{t!(CreatePasteLabel)}</label>
                <textarea
                    id="paste"
                    rows="2"
                    spellcheck="false"
                    prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))
                ></textarea>
                <button type="button" on:click=load>{t!(CreateLoad)}</button>
                {move || paste_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
            </div>
            <div class="play" on:keydown=keyboard(game)>
                <div class="board-area">
                    // The frame a 25×25 grid pans in on a phone, as a game's does.
                    <div class="board-frame">
                        {move || {
                            geometry.track();
                            view! { <Board game highlight/> }
                        }}
                    </div>
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
                            <div class="modes sizes" role="group" aria-label=t!(CreateSizesLabel)>{size_buttons()}</div>
                            <label class="latin-switch">
                                <input
                                    type="checkbox"
                                    prop:checked=latin
                                    disabled=move || !has_boxes()
                                    on:change=switch_latin
                                />
                                {t!(CreateLatin)}
                            </label>
                            {move || {
                                geometry.track();
                                view! { <Keypad game/> }
                            }}
                            <div class="controls" role="group" aria-label=t!(CreateEditingLabel)>
                                <button type="button" disabled=move || !game.with(Game::can_undo)
                                    on:click=move |_| { game.update(|g| { g.undo(); }); }>{t!(CreateUndo)}</button>
                                <button type="button" disabled=move || !game.with(Game::can_redo)
                                    on:click=move |_| { game.update(|g| { g.redo(); }); }>{t!(CreateRedo)}</button>
                                <button type="button" on:click=move |_| {
                                    verdict.set(None);
                                    game.update(|g| { g.reset(); });
                                }>{t!(CreateClear)}</button>
                                <button type="button" class="primary" on:click=lock>{t!(CreateLock)}</button>
                            </div>
                        }
                    >
                        <div class="controls equal" role="group" aria-label=t!(CreateYourPuzzleLabel)>
                            <a class="button primary" href=play_path>{t!(CreatePlay)}</a>
                            <button type="button" on:click=edit>{t!(CreateEdit)}</button>
                        </div>
                        <ShareBox game progress=false/>
                    </Show>
                </div>
            </div>
        </section>
    }
    .into_any()
}
