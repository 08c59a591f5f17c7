//! The clock above the grid, with Pause and Resume.

use leptos::prelude::*;

use crate::game::{Millis, Timer};

/// Shows the time played and a Pause/Resume button. `now` is ticked by the page in the
/// browser; on the server it stays 0, so the server renders 0:00 and the button as "Pause".
#[component]
pub fn Clock(
    timer: RwSignal<Timer>,
    now: RwSignal<Millis>,
    paused: RwSignal<bool>,
    finished: Signal<bool>,
) -> impl IntoView {
    let elapsed = move || Timer::format(timer.with(|t| t.elapsed(now.get())));
    view! {
        <div class="clock">
            <span class="time" role="timer" aria-label="Time played">{elapsed}</span>
            <button
                type="button"
                class="pause"
                disabled=move || finished.get()
                aria-pressed=move || if paused.get() { "true" } else { "false" }
                on:click=move |_| paused.update(|p| *p = !*p)
            >
                {move || if paused.get() { "Resume" } else { "Pause" }}
            </button>
        </div>
    }
    .into_any()
}
