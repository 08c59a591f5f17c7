//! `/p/<code>`: a puzzle shared as a link, with the sharer's progress if the link carries it.

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::code;

use crate::components::Play;
use crate::game::save_key;

/// Decodes the link's code and plays it. A code that cannot be read gets a page that says
/// what is wrong (status 400), never a broken game.
#[component]
pub fn SharedPage(
    /// The code (or link) of the address.
    text: String,
) -> impl IntoView {
    match code::decode(&text) {
        Ok(shared) => {
            // A link with progress keeps its own save, so opening a friend's progress
            // never overwrites the player's own game of the same puzzle.
            let link = shared.progress.as_ref().map(|_| text.as_str());
            let save_key = save_key(&shared.grid, link);
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
