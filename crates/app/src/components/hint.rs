//! The Hint button and what it says: a nudge first, then the technique, then the proof on the
//! grid, then Apply.

use leptos::prelude::*;

use crate::chunk;
use crate::components::icons::{icon, Icon};
use crate::engine;
use crate::game::{Game, HintSession};

/// The hint panel of `game`. `session` is the hint being shown, shared with the grid, which
/// highlights its cells; it is dropped as soon as the board changes. A `finished` (solved)
/// game asks for no hint.
#[component]
pub fn HintPanel(
    game: RwSignal<Game>,
    session: RwSignal<Option<HintSession>>,
    finished: Memo<bool>,
) -> impl IntoView {
    let hints = Hints::new(game, session);
    Effect::new(move |_| {
        hints.marks.track();
        session.set(None);
    });
    // No hint is asked for, shown further or applied while the game is paused.
    let resting = Memo::new(move |_| finished.get() || game.with(Game::paused));
    let message = move || {
        session
            .with(|s| s.as_ref().map(|s| s.message().to_owned()))
            .or_else(|| hints.failed.get().then(chunk::tool_missing))
    };
    // "Hint" starts a hint, "Show more" reveals its next stage; at the last stage Apply
    // (where there is something to apply) and Close remain.
    let label = move || match session.with(|s| s.as_ref().map(HintSession::has_more)) {
        None => Some(t!(HintHint)),
        Some(true) => Some(t!(HintShowMore)),
        Some(false) => None,
    };

    view! {
        <div class="hint">
            <div class="controls" role="group" aria-label=t!(HintHint)>
                <Show when=move || label().is_some()>
                    <button type="button" class="tool" disabled=resting on:click=move |_| hints.ask()>
                        {icon(Icon::Hint)}
                        <span class="label">{label}</span>
                    </button>
                </Show>
                <Show when=move || session.with(|s| s.as_ref().is_some_and(HintSession::can_apply))>
                    <button type="button" class="primary" disabled=resting on:click=move |_| hints.apply()>
                        {t!(HintApply)}
                    </button>
                </Show>
                <Show when=move || session.with(Option::is_some)>
                    <button type="button" on:click=move |_| session.set(None)>{t!(HintClose)}</button>
                </Show>
            </div>
            <p class="hint-text" role="status" aria-live="polite">
                {message}
                // Its own sentence, after a space.
                {move || session.with(|s| s.as_ref().and_then(HintSession::basis_note)).map(|note| {
                    view! { " " <span class="hint-basis">{note}</span> }
                })}
            </p>
        </div>
    }
    .into_any()
}

/// The panel's state: the game, the hint shown, and a hint being worked out.
#[derive(Clone, Copy)]
struct Hints {
    game: RwSignal<Game>,
    session: RwSignal<Option<HintSession>>,
    /// The player's marks, compared by value: selecting a cell does not end a hint, a new
    /// digit or note does.
    marks: Memo<sudoku_core::Progress>,
    /// A hint is being worked out.
    working: RwSignal<bool>,
    /// Set when the hint's code could not be loaded; cleared by the next hint.
    failed: RwSignal<bool>,
}

impl Hints {
    fn new(game: RwSignal<Game>, session: RwSignal<Option<HintSession>>) -> Hints {
        Hints {
            game,
            session,
            marks: Memo::new(move |_| game.with(Game::progress)),
            working: RwSignal::new(false),
            failed: RwSignal::new(false),
        }
    }

    /// Shows the hint's next stage, or asks for a hint. A hint is worked out asynchronously
    /// (the split build loads the solver's code first), and shown only if the board is still
    /// the one it was asked for.
    fn ask(self) {
        if self.session.with_untracked(Option::is_some) {
            self.session.update(|s| {
                if let Some(s) = s {
                    s.more();
                }
            });
            return;
        }
        if self.working.get_untracked() {
            return;
        }
        self.working.set(true);
        let request = self.game.with_untracked(Game::hint_request);
        let asked_on = self.marks.get_untracked();
        self.failed.set(false);
        leptos::task::spawn_local(async move {
            let started = engine::hint(request).await;
            self.working.set(false);
            match started {
                Ok(started) if self.marks.get_untracked() == asked_on => {
                    self.game.update(|g| g.count_hint(&started));
                    self.session.set(Some(started));
                }
                Ok(_) => {}
                Err(_) => self.failed.set(true),
            }
        });
    }

    /// Applies the hint shown, and closes it.
    fn apply(self) {
        if let Some(current) = self.session.get_untracked() {
            self.game.update(|g| {
                g.apply_hint(&current);
            });
            self.session.set(None);
        }
    }
}
