//! The on-screen keypad: one button per digit and an erase button, for touch screens.

use leptos::prelude::*;
use sudoku_core::Digit;

use crate::game::Game;
use crate::hydration::PageHydrated;

/// Buttons 1..n and Erase, acting on the selected cell of `game`.
#[component]
pub fn Keypad(game: RwSignal<Game>) -> impl IntoView {
    let n = game.with_untracked(|g| g.geometry().size());
    // Until the whole page is live, the start script takes taps (see `crate::early`).
    let live = PageHydrated::get();
    let digits = Digit::all(n)
        .map(|digit| {
            let label = digit.to_char().to_string();
            let left = move || game.with(|g| g.remaining(digit));
            view! {
                <button
                    type="button"
                    class="key"
                    data-digit=digit.to_char().to_string()
                    class:done=move || left() == 0
                    aria-label=move || format!("Enter {label}, {} left", left())
                    on:click=move |_| if live.get_untracked() {
                        game.update(|g| {
                            g.input(digit);
                        })
                    }
                >
                    {digit.to_char().to_string()}
                    <span class="left" aria-hidden="true">{left}</span>
                </button>
            }
        })
        .collect_view();

    view! {
        <div class="keypad" role="group" aria-label="Keypad">
            {digits}
            <button
                type="button"
                class="key erase"
                aria-label="Erase"
                on:click=move |_| if live.get_untracked() {
                    game.update(|g| {
                        g.erase();
                    })
                }
            >
                "Erase"
            </button>
        </div>
    }
    .into_any()
}
