//! The buttons around the grid: input mode, undo and redo, check and reset.

use leptos::prelude::*;

use crate::chunk;
use crate::components::confirm::{Confirm, Question};
use crate::components::icons::{icon, labelled, Icon};
use crate::engine;
use crate::game::{Game, InputMode, Settings, Validation};
use crate::render::deferred;

/// The input-mode switch (digits, corner notes, centre notes, colours, candidate colours).
#[component]
pub fn ModeSwitch(game: RwSignal<Game>) -> impl IntoView {
    let button = move |mode: InputMode, which: Icon, label: &'static str| {
        view! {
            <button
                type="button"
                class="mode tool"
                title=label
                aria-pressed=move || if game.with(|g| g.mode() == mode) { "true" } else { "false" }
                on:click=move |_| game.update(|g| g.set_mode(mode))
            >
                {labelled(which, label)}
            </button>
        }
    };
    view! {
        <div class="modes" role="group" aria-label="Input mode">
            {button(InputMode::Digit, Icon::Digit, "Digit")}
            {button(InputMode::Corner, Icon::Corner, "Corner")}
            {button(InputMode::Centre, Icon::Centre, "Centre")}
            {button(InputMode::Colour, Icon::Colour, "Colour")}
            {button(InputMode::CandidateColour, Icon::CandidateColour, "Candidate colour")}
        </div>
    }
    .into_any()
}

/// Undo, redo, check (when validation is on demand), first mistake, reset and solve, with a
/// line that says what the last of them found, and the button that shows the keyboard
/// shortcuts (`shortcuts`, which `?` toggles too).
/// What Reset asks.
const RESET: Question = Question {
    title: "Clear the board?",
    text: "Every digit, note and colour you entered goes. Undo brings them back.",
    yes: "Clear the board",
};

/// What Solve asks.
const SOLVE: Question = Question {
    title: "Show the solution?",
    text: "Every cell is filled in and the game ends; it does not count as solved.",
    yes: "Show the solution",
};

/// Said when a mark made the game forget its oldest checkpoint.
const OLDEST_DROPPED: &str =
    " That is the most a game keeps: the oldest was let go, and the others moved down one.";

/// The game's controls. `finished`: the game is solved, when the tools that change the board
/// (or look for mistakes) rest, as they do while the game is paused.
#[component]
pub fn Controls(
    game: RwSignal<Game>,
    shortcuts: RwSignal<bool>,
    finished: Memo<bool>,
) -> impl IntoView {
    let on_demand = move || game.with(|g| g.settings().validation == Validation::OnDemand);
    // The tools that act on the board rest once the game is finished, and while it is paused.
    let resting = Memo::new(move |_| finished.get() || game.with(Game::paused));
    let message = RwSignal::new(None::<String>);
    // The solution is computed in the browser, only when asked for (asynchronously: the split
    // build loads the solver's code first).
    let givens = move || game.with_untracked(|g| (g.givens().clone(), g.rules().cloned()));
    let first_mistake = move |_| {
        let (givens, rules) = givens();
        leptos::task::spawn_local(async move {
            let solution = match engine::solution(givens, rules).await {
                Ok(Some(solution)) => solution,
                Ok(None) => {
                    message.set(Some(
                        "This puzzle has no single solution to compare with.".into(),
                    ));
                    return;
                }
                Err(_) => {
                    message.set(Some(chunk::TOOL_MISSING.into()));
                    return;
                }
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
    // Reset and Solve ask first, in the page's own dialog.
    let asking = RwSignal::new(None::<Question>);
    let answered = move |question: Question| {
        if question == RESET {
            if game.try_update(Game::reset).unwrap_or(false) {
                message.set(Some("Board cleared — Undo brings it back.".into()));
            }
            return;
        }
        let (givens, rules) = givens();
        leptos::task::spawn_local(async move {
            match engine::solution(givens, rules).await {
                Ok(Some(solution)) => game.update(|g| {
                    g.reveal(&solution);
                }),
                Ok(None) => message.set(Some("This puzzle has no single solution to show.".into())),
                Err(_) => message.set(Some(chunk::TOOL_MISSING.into())),
            }
        });
    };
    // The row of buttons hydrates in a task of its own (see `hydration`).
    let buttons = deferred(move || {
        view! {
            <div class="controls" role="group" aria-label="Game controls">
                <button
                    type="button"
                    class="tool"
                    title="Undo (Ctrl+Z)"
                    disabled=move || !game.with(Game::can_undo)
                    on:click=move |_| {
                        game.update(|g| {
                            g.undo();
                        })
                    }
                >
                    {labelled(Icon::Undo, "Undo")}
                </button>
                <button
                    type="button"
                    class="tool"
                    title="Redo (Ctrl+Y)"
                    disabled=move || !game.with(Game::can_redo)
                    on:click=move |_| {
                        game.update(|g| {
                            g.redo();
                        })
                    }
                >
                    {labelled(Icon::Redo, "Redo")}
                </button>
                <Show when=on_demand>
                    <button type="button" class="tool" title="Check" disabled=resting on:click=move |_| game.update(Game::check)>
                        {labelled(Icon::Check, "Check")}
                    </button>
                </Show>
                <button
                    type="button"
                    class="tool"
                    title="Reset"
                    disabled=resting
                    on:click=move |_| asking.set(Some(RESET))
                >
                    {labelled(Icon::Reset, "Reset")}
                </button>
                <button
                    type="button"
                    class="tool"
                    title="Fill every empty cell's centre notes with the digits it can still take"
                    disabled=resting
                    on:click=move |_| {
                        game.update(|g| {
                            g.fill_candidates();
                        })
                    }
                >
                    {labelled(Icon::Fill, "Fill notes")}
                </button>
                <button type="button" class="tool" title="First mistake" disabled=resting on:click=first_mistake>
                    {labelled(Icon::Search, "First mistake")}
                </button>
                <button type="button" class="tool" title="Solve" disabled=resting on:click=move |_| asking.set(Some(SOLVE))>
                    {labelled(Icon::Solve, "Solve")}
                </button>
                <button
                    type="button"
                    class="tool"
                    title="Mark a checkpoint before a guess"
                    disabled=resting
                    on:click=move |_| {
                        let full = game.with_untracked(Game::checkpoints_full);
                        let number = game.try_update(Game::mark_checkpoint).unwrap_or_default();
                        // One message with an optional tail: a second message here once moved
                        // the importer into the main module (see `pages::split`).
                        let dropped = if full { OLDEST_DROPPED } else { "" };
                        message.set(Some(format!("Checkpoint {number} marked.{dropped}")));
                    }
                >
                    {labelled(Icon::Flag, "Checkpoint")}
                </button>
                <button
                    type="button"
                    class="tool shortcuts-button"
                    title="Keyboard shortcuts (?)"
                    aria-expanded=move || if shortcuts.get() { "true" } else { "false" }
                    on:click=move |_| shortcuts.update(|open| *open = !*open)
                >
                    {labelled(Icon::Help, "Shortcuts")}
                </button>
            </div>
        }
    });
    view! {
        {buttons}
        <Confirm asking answered/>
        <Show when=move || game.with(|g| g.checkpoint_count() > 0)>
            <div class="checkpoints controls" role="group" aria-label="Checkpoints">
                {move || {
                    (1..=game.with(Game::checkpoint_count))
                        .map(|number| {
                            view! {
                                <button
                                    type="button"
                                    class="tool"
                                    disabled=move || resting.get() || game.with(|g| g.is_at_checkpoint(number))
                                    on:click=move |_| {
                                        game.update(|g| {
                                            g.back_to_checkpoint(number);
                                        });
                                        message.set(Some(format!("Back to checkpoint {number}.")));
                                    }
                                >
                                    {icon(Icon::Back)}
                                    <span>{format!("Back to {number}")}</span>
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
        </Show>
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
            {check(game, "Highlight the selected digit", |s| s.highlight.same_digit, |s, on| s.highlight.same_digit = on)}
            {check(game, "Highlight row, column and box", |s| s.highlight.units, |s, on| s.highlight.units = on)}
            {check(game, "Highlight where the digit can still go", |s| s.highlight.candidates, |s, on| s.highlight.candidates = on)}
            {check(game, "Show colours as letters too", |s| s.colour_letters, |s, on| s.colour_letters = on)}
            {game.with_untracked(Game::has_cages).then(|| check(game, "Cage-sum aid: the sets that make the selected cage's total", |s| s.cage_aid, |s, on| s.cage_aid = on))}
        </fieldset>
    }
    .into_any()
}

/// A checkbox of the settings panel for the switch `get` reads and `set` writes.
fn check(
    game: RwSignal<Game>,
    label: &'static str,
    get: fn(&Settings) -> bool,
    set: fn(&mut Settings, bool),
) -> impl IntoView {
    view! {
        <label>
            <input
                type="checkbox"
                prop:checked=move || game.with(|g| get(&g.settings()))
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    game.update(|g| {
                        let mut s = g.settings();
                        set(&mut s, on);
                        g.set_settings(s);
                    })
                }
            />
            " "
            {label}
        </label>
    }
}
