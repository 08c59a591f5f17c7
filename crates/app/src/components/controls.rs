//! The buttons around the grid: input mode, undo and redo, check and reset.

use leptos::prelude::*;

use crate::game::{Game, InputMode, Validation};

/// The input-mode switch (digits, corner notes, centre notes).
#[component]
pub fn ModeSwitch(game: RwSignal<Game>) -> impl IntoView {
    let button = move |mode: InputMode, label: &'static str| {
        view! {
            <button
                type="button"
                class="mode"
                aria-pressed=move || if game.with(|g| g.mode() == mode) { "true" } else { "false" }
                on:click=move |_| game.update(|g| g.set_mode(mode))
            >
                {label}
            </button>
        }
    };
    view! {
        <div class="modes" role="group" aria-label="Input mode">
            {button(InputMode::Digit, "Digit")}
            {button(InputMode::Corner, "Corner")}
            {button(InputMode::Centre, "Centre")}
        </div>
    }
    .into_any()
}

/// Undo, redo, check (when validation is on demand) and reset.
#[component]
pub fn Controls(game: RwSignal<Game>) -> impl IntoView {
    let on_demand = move || game.with(|g| g.settings().validation == Validation::OnDemand);
    view! {
        <div class="controls" role="group" aria-label="Game controls">
            <button
                type="button"
                disabled=move || !game.with(Game::can_undo)
                on:click=move |_| {
                    game.update(|g| {
                        g.undo();
                    })
                }
            >
                "Undo"
            </button>
            <button
                type="button"
                disabled=move || !game.with(Game::can_redo)
                on:click=move |_| {
                    game.update(|g| {
                        g.redo();
                    })
                }
            >
                "Redo"
            </button>
            <Show when=on_demand>
                <button type="button" on:click=move |_| game.update(Game::check)>
                    "Check"
                </button>
            </Show>
            <button
                type="button"
                on:click=move |_| {
                    game.update(|g| {
                        g.reset();
                    })
                }
            >
                "Reset"
            </button>
        </div>
    }
    .into_any()
}
