//! The home page: a puzzle to play at once.

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::Grid;

use crate::components::{Board, Controls, Keypad, ModeSwitch};
use crate::game::Game;

/// The puzzle the home page shows until daily puzzles exist: a classic with a unique solution.
const FEATURED: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Plays the featured puzzle. The server renders the givens into the HTML, so the grid shows
/// before (and without) the WASM; hydration then makes it interactive.
#[component]
pub fn PlayPage() -> impl IntoView {
    match FEATURED.parse::<Grid>() {
        Ok(givens) => {
            let game = RwSignal::new(Game::new(givens));
            view! {
                <Title text="Play"/>
                <section class="play">
                    <Board game/>
                    <div class="side">
                        <ModeSwitch game/>
                        <Keypad game/>
                        <Controls game/>
                    </div>
                </section>
            }
            .into_any()
        }
        Err(error) => view! {
            <section class="message-page">
                <h1>"This puzzle could not be read"</h1>
                <p>{error.to_string()}</p>
            </section>
        }
        .into_any(),
    }
}
