//! Sharing a puzzle: its `/p/` link, with or without the player's progress, copied in one click;
//! and printing it.

use leptos::prelude::*;

use crate::browser;
use crate::game::Game;

/// A "Copy link" button, a choice to include progress (where there is progress to share: not
/// on the create page, whose puzzle is not yet played), and the link itself in a read-only
/// field (selectable by hand where the clipboard is not available).
#[component]
pub fn ShareBox(
    game: RwSignal<Game>,
    /// Whether to offer sharing the player's progress.
    #[prop(default = true)]
    progress: bool,
    /// Whether to offer a room to play the board together (not in a room, nor on the create
    /// page).
    #[prop(default = false)]
    offer_room: bool,
) -> impl IntoView {
    let with_progress = RwSignal::new(false);
    let status = RwSignal::new(None::<String>);
    // The path is the same on the server and in the browser; the origin is added when copying,
    // since only the browser knows the address the visitor used.
    let path = Memo::new(move |_| game.with(|g| g.share_path(with_progress.get())));
    let copy = move |_| {
        let link = format!("{}{}", browser::origin(), path.get_untracked());
        status.set(Some(if browser::copy_text(&link) {
            t!(ShareLinkCopied).to_owned()
        } else {
            t!(ShareCopyByHand).to_owned()
        }));
    };
    // SudokuPad opens the puzzle from an f-puzzles link, which the server writes: lz-string's
    // compression stays out of the browser's code, and hydration leaves `inner_html` alone.
    #[cfg(feature = "ssr")]
    let elsewhere =
        game.with_untracked(|g| open_in_sudokupad(g.givens(), g.rules().map(|r| r.rules())));
    #[cfg(not(feature = "ssr"))]
    let elsewhere = String::new();
    let select_all = |ev: leptos::ev::FocusEvent| {
        event_target::<web_sys::HtmlInputElement>(&ev).select();
    };
    view! {
        <fieldset class="share">
            <legend>{t!(ShareLegend)}</legend>
            {progress.then(|| view! {
                <label>
                    <input
                        type="checkbox"
                        prop:checked=move || with_progress.get()
                        on:change=move |ev| {
                            status.set(None);
                            with_progress.set(event_target_checked(&ev));
                        }
                    />
                    " "{t!(ShareIncludeProgress)}
                </label>
            })}
            <div class="share-row">
                <input
                    type="text"
                    readonly
                    class="share-link"
                    aria-label=t!(ShareLinkLabel)
                    // An attribute, not a property: it is in the server's HTML, so the link
                    // shows before the WebAssembly (it is often the phone's largest text). The
                    // field is read-only, so the attribute is always what it shows.
                    value=move || path.get()
                    on:focus=select_all
                />
                <button type="button" on:click=copy>{t!(ShareCopyLink)}</button>
            </div>
            // The grid alone, large, with the player's digits and notes (see the stylesheet's
            // print rules); Ctrl+P does the same.
            <button type="button" class="print" on:click=move |_| browser::print()>
                {t!(SharePrint)}
            </button>
            {offer_room.then(|| view! {
                <button type="button" class="together" on:click=move |_| play_together(game, status)>
                    {t!(ShareTogether)}
                </button>
            })}
            <p class="share-elsewhere" inner_html=elsewhere></p>
            {move || status.get().map(|text| view! { <p class="share-status" role="status">{text}</p> })}
        </fieldset>
    }
    .into_any()
}

/// Makes a room from the game's board (its share code with the player's progress) and goes
/// to the room's page; says why if the server cannot. The request is made by the room page's
/// chunk (`pages::start_room`), which the room's page needs next anyway.
fn play_together(game: RwSignal<Game>, status: RwSignal<Option<String>>) {
    #[cfg(feature = "hydrate")]
    {
        let path = game.with_untracked(|g| g.share_path(true));
        let code = path.strip_prefix("/p/").unwrap_or(&path).to_owned();
        status.set(Some(t!(ShareMakingRoom).to_owned()));
        leptos::task::spawn_local(async move {
            if crate::pages::start_room(code, status).await.is_err() {
                status.set(Some(crate::chunk::tool_missing()));
            }
        });
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = (game, status);
}

/// A link that opens `givens` (on a variant's `rules`) in SudokuPad (its `fpuzzles` form), for
/// the grids SudokuPad reads (boxed or irregular regions, up to 16×16); empty for the others.
#[cfg(feature = "ssr")]
pub fn open_in_sudokupad(givens: &sudoku_core::Grid, rules: Option<&sudoku_core::Rules>) -> String {
    use sudoku_core::{Kind, Puzzle};
    let geometry = givens.geometry();
    if (rules.is_none() && !geometry.has_boxes()) || geometry.size() > 16 {
        return String::new();
    }
    let (puzzle, title) = match rules {
        Some(rules) => {
            let title = match rules.kind() {
                Kind::Killer => "Killer Sudoku",
                Kind::Jigsaw => "Jigsaw Sudoku",
                Kind::Diagonal => "Diagonal Sudoku",
                Kind::Classic => "Sudoku",
            };
            let puzzle = Puzzle {
                rules: rules.clone(),
                givens: givens.clone(),
            };
            (puzzle, title)
        }
        None => (Puzzle::classic(givens.clone()), "Sudoku"),
    };
    // The link is base 64 (letters, digits, `+`, `/`, `=`) after a fixed prefix: nothing in it
    // needs escaping in an attribute.
    let link = sudoku_core::sudokupad_link(&puzzle, title);
    let text = t!(ShareSudokupad)
        .replace('&', "&amp;")
        .replace('<', "&lt;");
    format!(r#"<a href="{link}" target="_blank" rel="noopener">{text}</a>"#)
}
