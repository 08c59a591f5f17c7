//! The on-screen keypad: one button per digit and an erase button, for touch screens. In
//! colour mode the digit keys are the palette's nine colours; in candidate-colour mode a row
//! of swatches above the digits chooses the colour candidates are painted with.

use leptos::prelude::*;
use sudoku_core::{Colour, Digit};

use crate::components::icons::{labelled, Icon};
use crate::game::{colour_name, Game, InputMode};
use crate::hydration::PageHydrated;

/// Buttons 1..n and Erase, acting on the selected cells of `game`.
#[component]
pub fn Keypad(game: RwSignal<Game>) -> impl IntoView {
    let n = game.with_untracked(|g| g.geometry().size());
    // Until the whole page is live, the start script takes taps (see `crate::early`).
    let live = PageHydrated::get();
    let mode = move || game.with(Game::mode);
    // The keys rest while the game is paused, and once it is solved (it takes no more input).
    let resting = Memo::new(move |_| game.with(|g| g.paused() || g.is_solved()));
    let digits = Digit::all(n)
        .map(|digit| {
            let label = digit.to_char().to_string();
            let left = move || game.with(|g| g.remaining(digit));
            // The key of a digit that is also a colour shows the colour in colour mode.
            let colour = Colour::new(digit.get());
            let name = move || match (mode(), colour) {
                (InputMode::Colour, Some(c)) => t!(KeypadColour, digit = &label, colour = colour_name(c)),
                (InputMode::CandidateColour, _) => t!(KeypadColourCandidate, digit = &label),
                _ => t!(KeypadEnter, digit = &label, left = left()),
            };
            let swatch = colour.map(|c| {
                view! { <span class="swatch" style=format!("background: var(--c{})", c.get())></span> }
            });
            view! {
                <button
                    type="button"
                    class="key"
                    data-digit=digit.to_char().to_string()
                    class:done=move || left() == 0 && mode() == InputMode::Digit
                    class:armed=move || game.with(|g| g.armed() == Some(digit))
                    disabled=resting
                    aria-label=name
                    aria-pressed=move || game.with(|g| g.settings().number_first.then(|| (g.armed() == Some(digit)).to_string()))
                    on:click=move |_| if live.get_untracked() {
                        game.update(|g| {
                            g.press_key(digit);
                        })
                    }
                >
                    <span class="digit">{digit.to_char().to_string()}</span>
                    {swatch}
                    <span class="left" aria-hidden="true">{left}</span>
                </button>
            }
        })
        .collect_view();

    let keypad_class = move || match mode() {
        InputMode::Colour => "keypad colouring",
        InputMode::CandidateColour => "keypad candidate-colouring",
        _ => "keypad",
    };
    view! {
        <div class="keypad-area">
            <Show when=move || mode() == InputMode::CandidateColour>
                <Palette game/>
            </Show>
            <div
                class=keypad_class
                role="group"
                aria-label=t!(KeypadLabel)
                style=move || format!("--active: var(--c{}); --keys: {}", game.with(|g| g.active_colour().get()), n + 1)
            >
                {digits}
                <button
                    type="button"
                    class="key erase tool"
                    title=t!(KeypadEraseTitle)
                    disabled=resting
                    on:click=move |_| if live.get_untracked() {
                        game.update(|g| {
                            g.erase();
                        })
                    }
                >
                    {labelled(Icon::Erase, t!(KeypadErase))}
                </button>
            </div>
        </div>
    }
    .into_any()
}

/// The nine colours as a choice: the one candidates are painted with.
#[component]
fn Palette(game: RwSignal<Game>) -> impl IntoView {
    let swatches = Colour::all()
        .map(|colour| {
            let chosen = move || game.with(|g| g.active_colour() == colour);
            view! {
                <button
                    type="button"
                    role="radio"
                    class="swatch-key"
                    aria-checked=move || if chosen() { "true" } else { "false" }
                    aria-label=colour_name(colour)
                    style=format!("background: var(--c{})", colour.get())
                    on:click=move |_| game.update(|g| g.set_active_colour(colour))
                ></button>
            }
        })
        .collect_view();
    view! {
        <div class="palette" role="radiogroup" aria-label=t!(KeypadPalette)>
            {swatches}
        </div>
    }
}
