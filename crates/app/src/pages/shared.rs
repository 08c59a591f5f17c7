//! `/p/<code>`: a puzzle shared as a link, with the sharer's progress if the link carries it.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use sudoku_core::code;

use crate::components::Play;

/// Decodes the link's code and plays it. A code that cannot be read gets a page that says
/// what is wrong (status 400), never a broken game.
#[component]
pub fn SharedPage() -> impl IntoView {
    let params = use_params_map();
    move || {
        let text = params.with(|p| p.get("code")).unwrap_or_default();
        match code::decode(&text) {
            Ok(shared) => {
                // A link with progress keeps its own save, so opening a friend's progress
                // never overwrites the player's own game of the same puzzle.
                let save_key = match &shared.progress {
                    Some(_) => format!("sudoku:game:{}:{text}", shared.grid),
                    None => format!("sudoku:game:{}", shared.grid),
                };
                let title = format!("Shared {0}×{0} puzzle", shared.grid.geometry().size());
                view! {
                    <Title text=title.clone()/>
                    <h1 class="page-title">{title}</h1>
                    <Play givens=shared.grid progress=shared.progress save_key/>
                }
                .into_any()
            }
            Err(error) => {
                crate::pages::set_status(400);
                view! {
                    <Title text="Broken puzzle link"/>
                    <section class="message-page">
                        <h1>"This puzzle link is broken"</h1>
                        <p>{format!("We could not read the puzzle in this link: {error}.")}</p>
                        <p>
                            "If someone sent it to you, ask them to copy it again. "
                            <a href="/create">"Paste a puzzle"</a>
                            " or "
                            <a href="/">"play today's puzzle"</a>
                            "."
                        </p>
                    </section>
                }
                .into_any()
            }
        }
    }
}
