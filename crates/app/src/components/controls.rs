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
    in_room: bool,
) -> impl IntoView {
    let tools = Tools {
        game,
        // The tools that act on the board rest once the game is finished, and while it is
        // paused.
        resting: Memo::new(move |_| finished.get() || game.with(Game::paused)),
        message: RwSignal::new(None),
        // Reset and Solve ask first, in the page's own dialog.
        asking: RwSignal::new(None),
    };
    let Tools {
        message, asking, ..
    } = tools;
    let checkpoints = Memo::new(move |_| game.with(Game::checkpoint_count));
    view! {
        // The row of buttons hydrates in a task of its own (see `hydration`).
        {deferred(move || tools.buttons(shortcuts, in_room))}
        <Confirm asking answered=move |question| tools.answered(question)/>
        {move || tools.checkpoints(checkpoints.get())}
        {move || message.get().map(|m| view! { <p class="notice" role="status">{m}</p> })}
    }
    .into_any()
}

/// The controls' state: the game, whether its tools rest, what the last of them said, and the
/// question asked before Reset or Solve.
#[derive(Clone, Copy)]
struct Tools {
    game: RwSignal<Game>,
    resting: Memo<bool>,
    message: RwSignal<Option<String>>,
    asking: RwSignal<Option<Question>>,
}

impl Tools {
    /// The row of buttons.
    fn buttons(self, shortcuts: RwSignal<bool>, in_room: bool) -> impl IntoView {
        let Tools { game, resting, .. } = self;
        let on_demand = move || game.with(|g| g.settings().validation == Validation::OnDemand);
        let reset = if in_room {
            Question::ResetMine
        } else {
            Question::Reset
        };
        view! {
            <div class="controls" role="group" aria-label=t!(PlayControls)>
                {tool(Icon::Undo, t!(PlayUndo), t!(PlayUndoTitle), move || !game.with(Game::can_undo), move || {
                    game.update(|g| {
                        g.undo();
                    })
                })}
                {tool(Icon::Redo, t!(PlayRedo), t!(PlayRedoTitle), move || !game.with(Game::can_redo), move || {
                    game.update(|g| {
                        g.redo();
                    })
                })}
                <Show when=on_demand>
                    {tool(Icon::Check, t!(PlayCheck), t!(PlayCheck), move || resting.get(), move || game.update(Game::check))}
                </Show>
                {tool(Icon::Reset, t!(PlayReset), t!(PlayReset), move || resting.get(), move || self.asking.set(Some(reset)))}
                {tool(Icon::Fill, t!(PlayFillNotes), t!(PlayFillNotesTitle), move || resting.get(), move || {
                    game.update(|g| {
                        g.fill_candidates();
                    })
                })}
                {tool(Icon::Search, t!(PlayFirstMistake), t!(PlayFirstMistake), move || resting.get(), move || self.first_mistake())}
                {tool(Icon::Solve, t!(PlaySolve), t!(PlaySolve), move || resting.get(), move || self.asking.set(Some(Question::Solve)))}
                {tool(Icon::Flag, t!(PlayCheckpoint), t!(PlayCheckpointTitle), move || resting.get(), move || self.mark_checkpoint())}
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
    }

    /// The `count` checkpoints marked, each a button back to it; nothing before the first.
    fn checkpoints(self, count: usize) -> Option<impl IntoView> {
        let Tools {
            game,
            resting,
            message,
            ..
        } = self;
        (count > 0).then(|| {
            let buttons = (1..=count)
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
                .collect_view();
            view! {
                <div class="checkpoints controls" role="group" aria-label=t!(PlayCheckpoints)>
                    {buttons}
                </div>
            }
        })
    }

    /// The puzzle's solution, computed in the browser only when asked for (asynchronously:
    /// the split build loads the solver's code first); `None` said in the message.
    async fn solution(self, none: &'static str) -> Option<sudoku_core::Grid> {
        let (givens, rules) = self
            .game
            .with_untracked(|g| (g.givens().clone(), g.rules().cloned()));
        match engine::solution(givens, rules).await {
            Ok(Some(solution)) => Some(solution),
            Ok(None) => {
                self.message.set(Some(none.to_owned()));
                None
            }
            Err(_) => {
                self.message.set(Some(chunk::tool_missing()));
                None
            }
        }
    }

    /// Selects the first digit that differs from the solution, and says where it is.
    fn first_mistake(self) {
        let game = self.game;
        leptos::task::spawn_local(async move {
            let Some(solution) = self.solution(t!(PlayNoSolutionToCompare)).await else {
                return;
            };
            let said = match game.with_untracked(|g| g.first_mistake(&solution)) {
                Some(cell) => {
                    game.update(|g| g.select(cell));
                    let (row, col) = game.with_untracked(|g| {
                        (g.geometry().row_of(cell) + 1, g.geometry().col_of(cell) + 1)
                    });
                    t!(PlayFirstMistakeAt, row = row, column = col)
                }
                None => t!(PlayNoMistakes).to_owned(),
            };
            self.message.set(Some(said));
        });
    }

    /// Carries out the `question` the player said yes to: a reset, or the solution shown.
    fn answered(self, question: Question) {
        let game = self.game;
        let said = match question {
            Question::Reset => game
                .try_update(Game::reset)
                .unwrap_or(false)
                .then_some(t!(PlayBoardCleared)),
            Question::ResetMine => game
                .try_update(Game::take_back_own)
                .unwrap_or(false)
                .then_some(t!(PlayOwnTakenBack)),
            Question::Solve => {
                leptos::task::spawn_local(async move {
                    if let Some(solution) = self.solution(t!(PlayNoSolutionToShow)).await {
                        game.update(|g| {
                            g.reveal(&solution);
                        });
                    }
                });
                None
            }
        };
        if let Some(said) = said {
            self.message.set(Some(said.to_owned()));
        }
    }

    /// Marks a checkpoint, and says its number (and that the oldest went, when they were
    /// full).
    fn mark_checkpoint(self) {
        let game = self.game;
        let full = game.with_untracked(Game::checkpoints_full);
        let number = game.try_update(Game::mark_checkpoint).unwrap_or_default();
        let said = if full {
            t!(PlayCheckpointMarkedOldestDropped, number = number)
        } else {
            t!(PlayCheckpointMarked, number = number)
        };
        self.message.set(Some(said));
    }
}

/// A tool's button: `which` icon with its `label`, resting while `disabled`.
fn tool(
    which: Icon,
    label: &'static str,
    title: &'static str,
    disabled: impl Fn() -> bool + Send + Sync + 'static,
    act: impl Fn() + 'static,
) -> impl IntoView {
    view! {
        <button type="button" class="tool" title=title disabled=disabled on:click=move |_| act()>
            {labelled(which, label)}
        </button>
    }
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
