//! The completion panel of a finished game: the time and hints, the player's standing among
//! everyone who solved the daily, how the time compares with the player's history, what the
//! puzzle asked for, and Review. Made only once the game is solved (`engine::completion_view`),
//! so in the split build its code is in a chunk, loaded then.

use leptos::prelude::*;

use crate::chunk;
use crate::engine;
use crate::game::{Game, Millis, Timer};
use crate::render::Arriving;

/// What the completion panel shows: the game and its clock, whether it is solved, and the
/// sentences the page works out once it is.
#[derive(Debug, Clone, Copy)]
pub struct Completion {
    pub game: RwSignal<Game>,
    pub timer: RwSignal<Timer>,
    pub now: RwSignal<Millis>,
    pub solved: Memo<bool>,
    pub sentences: Sentences,
}

/// The sentences a page works out once its game is solved, each `None` or empty until known.
#[derive(Debug, Clone, Copy)]
pub struct Sentences {
    /// The player's standing among everyone who solved the daily (from the server).
    pub standing: RwSignal<Option<String>>,
    /// How this game compares with the player's history.
    pub history: RwSignal<Vec<String>>,
    /// What the puzzle asked of the player (from the grader).
    pub needed: RwSignal<Option<String>>,
    /// In a room, the room's finish: its time and who placed what, the same for everyone,
    /// shown in place of the player's own time.
    pub room_finish: Option<RwSignal<Option<String>>>,
}

impl Completion {
    /// The finishing line: the room's shared finish, or the player's time and hints (and, for a
    /// game whose solution was shown, how far it went).
    fn summary(self) -> String {
        if let Some(finished) = self.sentences.room_finish {
            return finished.get().unwrap_or_default();
        }
        let time = Timer::format(self.timer.with(|t| t.elapsed(self.now.get())));
        let hints = self.game.with(Game::hints_used);
        if self.game.with(Game::revealed) {
            t!(CompletionRevealed, time = &time, hints = hints)
        } else {
            t!(CompletionSolved, time = &time, hints = hints)
        }
    }
}

/// The panel, shown while the game is solved, and the review once opened.
pub fn completion_view(completion: Completion) -> AnyView {
    let Completion {
        game,
        solved,
        sentences:
            Sentences {
                standing,
                history,
                needed,
                ..
            },
        ..
    } = completion;
    // The review of the finished game, opened and closed by its button (in a `Show`: a
    // reactive `hidden` attribute pulled the review into the main module).
    let reviewing = RwSignal::new(false);
    let review = Arriving::new();
    let open_review = move |_| {
        let open = !reviewing.get_untracked();
        reviewing.set(open);
        if open {
            make_review(game.get_untracked(), review);
        }
    };
    view! {
        <>
            <Show when=move || solved.get()>
                <div class="solved" role="status">
                    <h2>
                        {move || {
                            if game.with(Game::revealed) {
                                t!(CompletionRevealedTitle)
                            } else {
                                t!(CompletionSolvedTitle)
                            }
                        }}
                    </h2>
                    <p class="finish-time">{move || completion.summary()}</p>
                    <p class="standing">{move || standing.get()}</p>
                    // One paragraph of sentences: a list would cost the bundle another
                    // view type for little.
                    <p class="history">{move || history.get().join(" ")}</p>
                    <p class="needed">{needed}</p>
                    <Show when=move || game.with(|g| !g.moves().is_empty())>
                        <button
                            type="button"
                            class="button review-open"
                            aria-expanded=move || reviewing.get().to_string()
                            on:click=open_review
                        >
                            {t!(CompletionReview)}
                        </button>
                    </Show>
                </div>
            </Show>
            // The review, once its view is made: taken from its signal when shown.
            {move || {
                review.track();
                if !reviewing.get() || !solved.get() {
                    return None;
                }
                review.take()
            }}
        </>
    }
    .into_any()
}

/// Makes the review of `finished` and hands it to `place`. Its code and the solver it runs
/// come with it (a lazy chunk in the split build), so the view is made asynchronously and
/// handed over through its place (`render::Arriving`). (Leptos' `Suspend` would do the same,
/// but costs the main module its machinery.)
fn make_review(finished: Game, place: Arriving) {
    leptos::task::spawn_local(async move {
        let view = engine::review_view(finished).await.unwrap_or_else(|_| {
            view! { <p class="notice" role="status">{chunk::tool_missing()}</p> }.into_any()
        });
        place.set(Some(view));
        // The review opens below the panel, on a phone under the fold: bring it up.
        request_animation_frame(|| {
            if let Some(shown) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(".review").ok().flatten())
            {
                shown.scroll_into_view();
            }
        });
    });
}
