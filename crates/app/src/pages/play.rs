//! The home page: a puzzle to play at once.

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::Grid;

use crate::components::Play;

/// The puzzle the home page shows until daily puzzles exist: a classic with a unique solution.
const FEATURED: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Plays the featured puzzle.
#[component]
pub fn PlayPage() -> impl IntoView {
    match FEATURED.parse::<Grid>() {
        Ok(givens) => view! {
            <Title text="Play"/>
            <Play givens/>
        }
        .into_any(),
        Err(error) => view! {
            <section class="message-page">
                <h1>"This puzzle could not be read"</h1>
                <p>{error.to_string()}</p>
            </section>
        }
        .into_any(),
    }
}
