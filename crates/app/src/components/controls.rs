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
        <div class="modes" role="group" aria-label=t!(PlayModes)>
            {button(InputMode::Digit, Icon::Digit, t!(PlayModeDigit))}
            {button(InputMode::Corner, Icon::Corner, t!(PlayModeCorner))}
            {button(InputMode::Centre, Icon::Centre, t!(PlayModeCentre))}
            {button(InputMode::Colour, Icon::Colour, t!(PlayModeColour))}
            {button(InputMode::CandidateColour, Icon::CandidateColour, t!(PlayModeCandidateColour))}
        </div>
    }
    .into_any()
}

/// Undo, redo, check (when validation is on demand), first mistake, reset and solve, with a
/// line that says what the last of them found, and the button that shows the keyboard
/// shortcuts (`shortcuts`, which `?` toggles too).
///
/// The game's controls. `finished`: the game is solved, when the tools that change the board
/// (or look for mistakes) rest, as they do while the game is paused.
#[component]
pub fn Controls(
    game: RwSignal<Game>,
    shortcuts: RwSignal<bool>,
    finished: Memo<bool>,
    /// Played in a room: Reset takes back the player's own changes only.
    #[prop(optional)]
    together: bool,
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
                    message.set(Some(t!(PlayNoSolutionToCompare).to_owned()));
                    return;
                }
                Err(_) => {
                    message.set(Some(chunk::tool_missing()));
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
                    message.set(Some(t!(PlayFirstMistakeAt, row = row, column = col)));
                }
                None => message.set(Some(t!(PlayNoMistakes).to_owned())),
            }
        });
    };
    // Reset and Solve ask first, in the page's own dialog.
    let asking = RwSignal::new(None::<Question>);
    let answered = move |question: Question| {
        if question == Question::Reset {
            if game.try_update(Game::reset).unwrap_or(false) {
                message.set(Some(t!(PlayBoardCleared).to_owned()));
            }
            return;
        }
        if question == Question::ResetMine {
            if game.try_update(Game::take_back_own).unwrap_or(false) {
                message.set(Some(t!(PlayOwnTakenBack).to_owned()));
            }
            return;
        }
        let (givens, rules) = givens();
        leptos::task::spawn_local(async move {
            match engine::solution(givens, rules).await {
                Ok(Some(solution)) => game.update(|g| {
                    g.reveal(&solution);
                }),
                Ok(None) => message.set(Some(t!(PlayNoSolutionToShow).to_owned())),
                Err(_) => message.set(Some(chunk::tool_missing())),
            }
        });
    };
    // The row of buttons hydrates in a task of its own (see `hydration`).
    let buttons = deferred(move || {
        view! {
            <div class="controls" role="group" aria-label=t!(PlayControls)>
                <button
                    type="button"
                    class="tool"
                    title=t!(PlayUndoTitle)
                    disabled=move || !game.with(Game::can_undo)
                    on:click=move |_| {
                        game.update(|g| {
                            g.undo();
                        })
                    }
                >
                    {labelled(Icon::Undo, t!(PlayUndo))}
                </button>
                <button
                    type="button"
                    class="tool"
                    title=t!(PlayRedoTitle)
                    disabled=move || !game.with(Game::can_redo)
                    on:click=move |_| {
                        game.update(|g| {
                            g.redo();
                        })
                    }
                >
                    {labelled(Icon::Redo, t!(PlayRedo))}
                </button>
                <Show when=on_demand>
                    <button type="button" class="tool" title=t!(PlayCheck) disabled=resting on:click=move |_| game.update(Game::check)>
                        {labelled(Icon::Check, t!(PlayCheck))}
                    </button>
                </Show>
                <button
                    type="button"
                    class="tool"
                    title=t!(PlayReset)
                    disabled=resting
                    on:click=move |_| {
                        let question = if together { Question::ResetMine } else { Question::Reset };
                        asking.set(Some(question));
                    }
                >
                    {labelled(Icon::Reset, t!(PlayReset))}
                </button>
                <button
                    type="button"
                    class="tool"
                    title=t!(PlayFillNotesTitle)
                    disabled=resting
                    on:click=move |_| {
                        game.update(|g| {
                            g.fill_candidates();
                        })
                    }
                >
                    {labelled(Icon::Fill, t!(PlayFillNotes))}
                </button>
                <button type="button" class="tool" title=t!(PlayFirstMistake) disabled=resting on:click=first_mistake>
                    {labelled(Icon::Search, t!(PlayFirstMistake))}
                </button>
                <button type="button" class="tool" title=t!(PlaySolve) disabled=resting on:click=move |_| asking.set(Some(Question::Solve))>
                    {labelled(Icon::Solve, t!(PlaySolve))}
                </button>
                <button
                    type="button"
                    class="tool"
                    title=t!(PlayCheckpointTitle)
                    disabled=resting
                    on:click=move |_| {
                        let full = game.with_untracked(Game::checkpoints_full);
                        let number = game.try_update(Game::mark_checkpoint).unwrap_or_default();
                        let said = if full {
                            t!(PlayCheckpointMarkedOldestDropped, number = number)
                        } else {
                            t!(PlayCheckpointMarked, number = number)
                        };
                        message.set(Some(said));
                    }
                >
                    {labelled(Icon::Flag, t!(PlayCheckpoint))}
                </button>
                <button
                    type="button"
                    class="tool shortcuts-button"
                    title=t!(PlayShortcutsTitle)
                    aria-expanded=move || if shortcuts.get() { "true" } else { "false" }
                    on:click=move |_| shortcuts.update(|open| *open = !*open)
                >
                    {labelled(Icon::Help, t!(PlayShortcuts))}
                </button>
            </div>
        }
    });
    view! {
        {buttons}
        <Confirm asking answered/>
        <Show when=move || game.with(|g| g.checkpoint_count() > 0)>
            <div class="checkpoints controls" role="group" aria-label=t!(PlayCheckpoints)>
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
                                        message.set(Some(t!(PlayBackToCheckpointDone, number = number)));
                                    }
                                >
                                    {icon(Icon::Back)}
                                    <span>{t!(PlayBackToCheckpoint, number = number)}</span>
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
            <legend>{t!(SettingsTitle)}</legend>
            <label>
                <input
                    type="checkbox"
                    prop:checked=move || settings().validation == Validation::OnInsert
                    on:change=move |ev| update(
                        |s, on| s.validation = if on { Validation::OnInsert } else { Validation::OnDemand },
                        event_target_checked(&ev),
                    )
                />
                " "
                {t!(SettingsMarkConflicts)}
            </label>
            <label>
                <input
                    type="checkbox"
                    prop:checked=move || settings().clean_notes
                    on:change=move |ev| update(|s, on| s.clean_notes = on, event_target_checked(&ev))
                />
                " "
                {t!(SettingsCleanNotes)}
            </label>
            {check(game, t!(SettingsHighlightDigit), |s| s.highlight.same_digit, |s, on| s.highlight.same_digit = on)}
            {check(game, t!(SettingsHighlightUnits), |s| s.highlight.units, |s, on| s.highlight.units = on)}
            {check(game, t!(SettingsHighlightCandidates), |s| s.highlight.candidates, |s, on| s.highlight.candidates = on)}
            {check(game, t!(SettingsColourLetters), |s| s.colour_letters, |s, on| s.colour_letters = on)}
            {check(game, t!(SettingsNumberFirst), |s| s.number_first, |s, on| s.number_first = on)}
            {game.with_untracked(Game::has_cages).then(|| check(game, t!(SettingsCageAid), |s| s.cage_aid, |s, on| s.cage_aid = on))}
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
