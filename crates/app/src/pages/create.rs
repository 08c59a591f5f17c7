//! `/create`: type or paste a puzzle, lock its clues, and learn whether it is a proper puzzle
//! before playing or sharing it.

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::{Geometry, Grid, ImportError};

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
fn read_pasted(text: &str, latin: bool) -> Result<Grid, ImportError> {
    let as_latin = || Grid::parse_latin(text);
    if latin {
        if let Ok(grid) = as_latin() {
            return Ok(grid);
        }
    }
    sudoku_core::import(text).or_else(|error| as_latin().map_err(|_| error))
}

/// The editor, the paste box and, once the clues are locked, Play and Share.
#[component]
pub fn CreatePage() -> impl IntoView {
    let editor = Editor::new();
    let game = editor.game;
    // Cells to point at: conflicting clues, or where two solutions differ.
    let highlight = Signal::derive(move || HintMarks {
        target: match editor.verdict.get() {
            Some(Lock::Conflicts(cells, _) | Lock::Several(cells)) => cells,
            _ => Vec::new(),
        },
        ..HintMarks::default()
    });
    view! {
        <Title text=t!(CreateTitle)/>
        <section class="create">
            <h1>{t!(CreateTitle)}</h1>
            <p class="lead">{t!(CreateLead)}</p>
            {paste_box(editor)}
            <div class="play" on:keydown=keyboard(game)>
                <div class="board-area">
                    // The frame a 25×25 grid pans in on a phone, as a game's does.
                    <div class="board-frame">
                        {move || {
                            editor.geometry.track();
                            view! { <Board game highlight/> }
                        }}
                    </div>
                    {move || editor.verdict.get().map(|v| view! {
                        <p class="notice verdict" role="status" class:good=matches!(v, Lock::Unique(..))>
                            {v.message()}
                        </p>
                    })}
                </div>
                <div class="side">
                    <Show when=move || editor.locked.get() fallback=move || editing_tools(editor)>
                        <div class="controls equal" role="group" aria-label=t!(CreateYourPuzzleLabel)>
                            <a class="button primary" href=move || game.with(|g| g.share_path(false))>
                                {t!(CreatePlay)}
                            </a>
                            <button type="button" on:click=move |_| editor.edit()>{t!(CreateEdit)}</button>
                        </div>
                        <ShareBox game progress=false/>
                    </Show>
                </div>
            </div>
        </section>
    }
    .into_any()
}

/// The editor's state: the clues being typed, and whether they are locked into a puzzle.
#[derive(Clone, Copy)]
struct Editor {
    game: RwSignal<Game>,
    geometry: Memo<Geometry>,
    /// Whether the clues are locked (they have exactly one solution).
    locked: RwSignal<bool>,
    /// What Lock found.
    verdict: RwSignal<Option<Lock>>,
    /// The paste box's text, and why it could not be read.
    pasted: RwSignal<String>,
    paste_error: RwSignal<Option<String>>,
}

impl Editor {
    fn new() -> Editor {
        let game = RwSignal::new(Game::editor(&Grid::empty(Geometry::standard())));
        Editor {
            game,
            geometry: Memo::new(move |_| game.with(Game::geometry)),
            locked: RwSignal::new(false),
            verdict: RwSignal::new(None),
            pasted: RwSignal::new(String::new()),
            paste_error: RwSignal::new(None),
        }
    }

    /// Edits `clues` afresh, unlocked.
    fn start_over(self, clues: Grid) {
        self.locked.set(false);
        self.verdict.set(None);
        self.game.set(Game::editor(&clues));
    }

    /// Whether the grid is a Latin square (no boxes).
    fn latin(self) -> bool {
        !self.geometry.get().has_boxes()
    }

    /// Reads the paste box into the editor, or says why it cannot.
    fn load(self) {
        let asked_latin = !self.geometry.get_untracked().has_boxes();
        match read_pasted(&self.pasted.get_untracked(), asked_latin) {
            Ok(grid) => {
                self.paste_error.set(None);
                self.start_over(grid);
            }
            // The importer's reason is a sentence of its own ("This is not a puzzle: …").
            Err(error) => self
                .paste_error
                .set(Some(errors::import(&error, Form::Sentence))),
        }
    }

    /// Locks the clues into a puzzle if they have exactly one solution; says what it found.
    fn lock(self) {
        let clues = self.game.with_untracked(Game::board);
        let result = Lock::check(&clues);
        if let Lock::Unique(..) = result {
            self.game.set(Game::new(clues));
            self.locked.set(true);
        }
        self.verdict.set(Some(result));
    }

    /// Unlocks the puzzle's clues for editing.
    fn edit(self) {
        let clues = self.game.with_untracked(|g| g.givens().clone());
        self.start_over(clues);
    }

    /// An empty grid of side `n`, as a Latin square or not.
    fn resize(self, n: usize, latin: bool) {
        if let Some(g) = shape(n, latin) {
            self.start_over(Grid::empty(g));
        }
    }

    /// Whether the side shown has a grid with boxes (3, 5 and 7 are Latin squares only).
    fn has_boxes(self) -> bool {
        shape(self.geometry.get().size(), false).is_some_and(|g| g.has_boxes())
    }
}

/// The paste box, Load, and why a paste could not be read.
fn paste_box(editor: Editor) -> impl IntoView {
    let pasted = editor.pasted;
    view! {
        <div class="paste">
            <label for="paste">{t!(CreatePasteLabel)}</label>
            <textarea
                id="paste"
                rows="2"
                spellcheck="false"
                prop:value=move || pasted.get()
                on:input=move |ev| pasted.set(event_target_value(&ev))
            ></textarea>
            <button type="button" on:click=move |_| editor.load()>{t!(CreateLoad)}</button>
            {move || editor.paste_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
        </div>
    }
}

/// While editing: the sizes, the Latin switch, the keypad, and Undo, Redo, Clear and Lock.
fn editing_tools(editor: Editor) -> impl IntoView {
    let game = editor.game;
    let sizes = move || {
        SIDES
            .into_iter()
            .map(|n| {
                let pressed = move || editor.geometry.get().size() == n;
                view! {
                    <button
                        type="button"
                        aria-pressed=move || if pressed() { "true" } else { "false" }
                        on:click=move |_| editor.resize(n, editor.latin())
                    >
                        {t!(CreateSize, side = n)}
                    </button>
                }
            })
            .collect_view()
    };
    // The Latin switch: the same side without boxes, or with them again.
    let switch_latin = move |ev| {
        editor.resize(
            editor.geometry.get_untracked().size(),
            event_target_checked(&ev),
        );
    };
    view! {
        <div class="modes sizes" role="group" aria-label=t!(CreateSizesLabel)>{sizes}</div>
        <label class="latin-switch">
            <input
                type="checkbox"
                prop:checked=move || editor.latin()
                disabled=move || !editor.has_boxes()
                on:change=switch_latin
            />
            {t!(CreateLatin)}
        </label>
        {move || {
            editor.geometry.track();
            view! { <Keypad game/> }
        }}
        <div class="controls" role="group" aria-label=t!(CreateEditingLabel)>
            <button type="button" disabled=move || !game.with(Game::can_undo)
                on:click=move |_| { game.update(|g| { g.undo(); }); }>{t!(CreateUndo)}</button>
            <button type="button" disabled=move || !game.with(Game::can_redo)
                on:click=move |_| { game.update(|g| { g.redo(); }); }>{t!(CreateRedo)}</button>
            <button type="button" on:click=move |_| {
                editor.verdict.set(None);
                game.update(|g| { g.reset(); });
            }>{t!(CreateClear)}</button>
            <button type="button" class="primary" on:click=move |_| editor.lock()>{t!(CreateLock)}</button>
        </div>
    }
}
