//! The clock above the grid, with Pause and Resume.

use leptos::prelude::*;

use crate::game::{Game, Millis, Timer};

/// Shows the time played and a Pause/Resume button, which pauses `game` (see
/// [`Game::set_paused`]). `now` is ticked by the page in the browser; on the server it stays 0,
/// so the server renders 0:00 and the button as "Pause".
#[component]
pub fn Clock(
    game: RwSignal<Game>,
    timer: RwSignal<Timer>,
    now: RwSignal<Millis>,
    finished: Signal<bool>,
) -> impl IntoView {
    let paused = move || game.with(Game::paused);
    let elapsed = move || Timer::format(timer.with(|t| t.elapsed(now.get())));
    view! {
        <div class="clock">
            <span class="time" role="timer" aria-label=t!(PlayTimePlayed)>{elapsed}</span>
            <button
                type="button"
                class="pause"
                disabled=move || finished.get()
                aria-pressed=move || if paused() { "true" } else { "false" }
                on:click=move |_| game.update(|g| g.set_paused(!g.paused()))
            >
                {move || if paused() { t!(PlayResume) } else { t!(PlayPause) }}
            </button>
        </div>
    }
    .into_any()
}
