//! The buttons around the grid: input mode, undo and redo, check and reset.

use leptos::prelude::*;

use crate::engine;
use crate::game::{Game, InputMode, Settings, Validation};

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

/// Undo, redo, check (when validation is on demand), first mistake, reset and solve, with a
/// line that says what the last of them found.
#[component]
pub fn Controls(game: RwSignal<Game>) -> impl IntoView {
    let on_demand = move || game.with(|g| g.settings().validation == Validation::OnDemand);
    let message = RwSignal::new(None::<String>);
    // The solution is computed in the browser, only when asked for (asynchronously: the split
    // build loads the solver's code first).
    let givens = move || game.with_untracked(|g| g.givens().clone());
    let first_mistake = move |_| {
        let givens = givens();
        leptos::task::spawn_local(async move {
            let Some(solution) = engine::solution(givens).await else {
                message.set(Some(
                    "This puzzle has no single solution to compare with.".into(),
                ));
                return;
            };
            let found = game.with_untracked(|g| g.first_mistake(&solution));
            match found {
                Some(cell) => {
                    game.update(|g| g.select(cell));
                    let (row, col) = game.with_untracked(|g| {
                        (g.geometry().row_of(cell) + 1, g.geometry().col_of(cell) + 1)
                    });
                    message.set(Some(format!(
                        "The first mistake is at row {row}, column {col}."
                    )));
                }
                None => message.set(Some("No mistakes so far.".into())),
            }
        });
    };
    let reveal = move |_| {
        let confirmed = web_sys::window()
            .and_then(|w| {
                w.confirm_with_message("Show the solution? This ends the game.")
                    .ok()
            })
            .unwrap_or(false);
        if !confirmed {
            return;
        }
        let givens = givens();
        leptos::task::spawn_local(async move {
            match engine::solution(givens).await {
                Some(solution) => game.update(|g| {
                    g.reveal(&solution);
                }),
                None => message.set(Some("This puzzle has no single solution to show.".into())),
            }
        });
    };
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
            <button
                type="button"
                title="Fill every empty cell's centre notes with the digits it can still take"
                on:click=move |_| {
                    game.update(|g| {
                        g.fill_candidates();
                    })
                }
            >
                "Fill notes"
            </button>
            <button type="button" on:click=first_mistake>"First mistake"</button>
            <button type="button" on:click=reveal>"Solve"</button>
        </div>
        {move || message.get().map(|m| view! { <p class="notice" role="status">{m}</p> })}
    }
    .into_any()
}

/// The player's settings: when conflicts are marked, and whether notes clean themselves.
#[component]
pub fn SettingsPanel(game: RwSignal<Game>) -> impl IntoView {
    let settings = move || game.with(Game::settings);
    let update = move |change: fn(&mut Settings, bool), on: bool| {
        game.update(|g| {
            let mut s = g.settings();
            change(&mut s, on);
            g.set_settings(s);
        })
    };
    view! {
        <fieldset class="settings">
            <legend>"Settings"</legend>
            <label>
                <input
                    type="checkbox"
                    prop:checked=move || settings().validation == Validation::OnInsert
                    on:change=move |ev| update(
                        |s, on| s.validation = if on { Validation::OnInsert } else { Validation::OnDemand },
                        event_target_checked(&ev),
                    )
                />
                " Mark conflicts as I type"
            </label>
            <label>
                <input
                    type="checkbox"
                    prop:checked=move || settings().clean_notes
                    on:change=move |ev| update(|s, on| s.clean_notes = on, event_target_checked(&ev))
                />
                " Remove notes a digit rules out"
            </label>
        </fieldset>
    }
    .into_any()
}
