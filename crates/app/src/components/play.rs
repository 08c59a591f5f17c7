//! A game on the page: the grid, keypad, controls, clock and share box, with progress saved in
//! the browser. Every page that plays a puzzle (the daily, a shared link) uses it.

use std::time::Duration;

use leptos::prelude::*;
use sudoku_core::{Grid, Progress};

use crate::browser;
use crate::community::report::{self, DailyOf, Solved};
use crate::components::{
    keyboard, Board, Clock, Controls, HintPanel, Keypad, ModeSwitch, SettingsPanel, ShareBox,
    Shortcuts,
};
use crate::early;
use crate::engine;
use crate::game::{Game, HintSession, Millis, Settings, Timer};
use crate::hydration::{deferred, PageHydrated};
use crate::words::level_phrase;

/// Where the browser keeps the player's settings.
const SETTINGS_KEY: &str = "sudoku:settings";

/// A game of `givens`: the grid, keypad, controls and clock, with progress saved in the
/// browser. The server renders the givens into the HTML, so the grid shows before (and without)
/// the WASM; hydration then makes it interactive and restores any saved progress.
///
/// `progress`, from a shared link, is where the game starts; the browser's save, if there is
/// one under `save_key`, then takes over, so a reload resumes the player's own game. Pages give
/// a link with progress its own key, so it never overwrites the save of the bare puzzle.
#[component]
pub fn Play(
    givens: Grid,
    #[prop(default = None)] progress: Option<Progress>,
    #[prop(optional, into)] save_key: Option<String>,
    /// Where to record, once solved, that the puzzle was (a daily, for the archive).
    #[prop(optional, into)]
    done_key: Option<String>,
    /// The daily this is, whose result is sent once solved (see `community::report`).
    #[prop(default = None)]
    daily: Option<DailyOf>,
) -> impl IntoView {
    // The game starts in a task of its own, after the page around it has hydrated.
    deferred(move || game_view(givens, progress, save_key, done_key, daily))
}

fn game_view(
    givens: Grid,
    progress: Option<Progress>,
    save_key: Option<String>,
    done_key: Option<String>,
    daily: Option<DailyOf>,
) -> AnyView {
    let key = save_key.unwrap_or_else(|| crate::game::save_key(&givens, None));
    let start = match &progress {
        Some(progress) => Game::with_progress(givens.clone(), progress),
        None => Game::new(givens.clone()),
    };
    let game = RwSignal::new(start);
    let timer = RwSignal::new(Timer::default());
    let now = RwSignal::new(Millis::default());
    let paused = RwSignal::new(false);
    let loaded = RwSignal::new(false);
    let notice = RwSignal::new(None::<String>);
    let solved = Memo::new(move |_| game.with(Game::is_solved));
    let hint = RwSignal::new(None::<HintSession>);
    let highlight = Signal::derive(move || {
        hint.with(|h| {
            h.as_ref()
                .map(|h| h.marks(game.with_untracked(Game::geometry)))
                .unwrap_or_default()
        })
    });

    // In the browser only (effects never run on the server), once the whole page is live (a
    // part still hydrating would keep showing the server's HTML): restore saved progress, then
    // tick the clock. A save that cannot be read is set aside under another key, not deleted.
    let hydrated = PageHydrated::get();
    Effect::new({
        let key = key.clone();
        move |_| {
            if !hydrated.get() || loaded.get_untracked() {
                return;
            }
            if let Some(text) = browser::load(&key) {
                match Game::from_save(givens.clone(), &text) {
                    Ok((restored, elapsed)) => {
                        game.set(restored);
                        timer.set(Timer::with_elapsed(elapsed));
                    }
                    Err(error) => {
                        browser::store(&format!("{key}:unreadable"), &text);
                        notice.set(Some(format!(
                            "Your saved progress on this puzzle could not be restored: {error}. \
                             It was set aside and a fresh game started."
                        )));
                    }
                }
            }
            if let Some(text) = browser::load(SETTINGS_KEY) {
                game.update(|g| g.set_settings(Settings::from_text(&text)));
            }
            // What the player did while the page was loading, on top of the saved game.
            let early = early::take();
            if !early.is_empty() {
                game.update(|g| g.replay(&early));
            }
            now.set(browser::now());
            loaded.set(true);
            let tick =
                set_interval_with_handle(move || now.set(browser::now()), Duration::from_secs(1));
            // Leaving the page (client-side navigation) stops the clock's tick.
            if let Ok(handle) = tick {
                on_cleanup(move || handle.clear());
            }
        }
    });

    // The clock runs while the game is loaded, not paused and not solved.
    Effect::new(move |_| {
        let running = loaded.get() && !paused.get() && !solved.get();
        let at = browser::now();
        now.set(at);
        timer.update(|t| if running { t.start(at) } else { t.pause(at) });
    });

    // Every change, and every tick of the clock, is saved.
    Effect::new(move |_| {
        if !loaded.get() {
            return;
        }
        let at = now.get();
        let elapsed = timer.with_untracked(|t| t.elapsed(at));
        browser::store(&key, &game.with(|g| g.to_save(elapsed)));
    });

    // The player's settings carry over to every puzzle.
    Effect::new(move |_| {
        let settings = game.with(Game::settings);
        if loaded.get() {
            browser::store(SETTINGS_KEY, &settings.to_text());
        }
    });

    let announcement = move || {
        game.with(|g| {
            let conflicts = g.shown_conflicts();
            g.selected()
                .map(|cell| g.describe(cell, &conflicts))
                .unwrap_or_default()
        })
    };

    // A solved daily is recorded with its time, for the archive's marks.
    if let Some(done_key) = done_key {
        Effect::new(move |_| {
            if loaded.get() && solved.get() {
                let elapsed = timer.with_untracked(|t| t.elapsed(now.get_untracked()));
                browser::store(&done_key, &elapsed.to_string());
            }
        });
    }

    // A daily solved without Solve is sent to the server, whose answer (the player's standing
    // among everyone who solved it) joins the completion panel.
    let standing = RwSignal::new(None::<String>);
    if let Some(DailyOf { date, level, today }) = daily {
        Effect::new(move |_| {
            if !loaded.get() || !solved.get() || game.with_untracked(Game::revealed) {
                return;
            }
            let solved = Solved {
                date,
                level,
                today,
                seconds: timer.with_untracked(|t| t.elapsed(now.get_untracked())) / 1000,
                hints: game.with_untracked(Game::hints_used),
                grid: game.with_untracked(Game::board),
            };
            leptos::task::spawn_local(async move {
                if let Some(sentence) = report::send(solved).await {
                    standing.set(Some(sentence));
                }
            });
        });
    }

    let finished = Signal::derive(move || solved.get());
    // What the puzzle asked of the player, worked out once it is solved (asynchronously: the
    // split build loads the grader's code first).
    let needed = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        if !solved.get() {
            needed.set(None);
            return;
        }
        let givens = game.with_untracked(|g| g.givens().clone());
        leptos::task::spawn_local(async move {
            let Some(grade) = engine::grade(givens).await else {
                return;
            };
            if !solved.get_untracked() {
                return;
            }
            let techniques = grade
                .techniques
                .iter()
                .map(|(t, n)| format!("{} ×{n}", t.name()))
                .collect::<Vec<_>>()
                .join(", ");
            needed.set(Some(format!(
                "It was {} (rating {}), with {techniques}.",
                level_phrase(grade.level),
                grade.rating
            )));
        });
    });
    let summary = move || {
        let time = Timer::format(timer.with(|t| t.elapsed(now.get())));
        let hints = game.with(Game::hints_used);
        let hints = match hints {
            0 => "no hints".to_owned(),
            1 => "1 hint".to_owned(),
            n => format!("{n} hints"),
        };
        format!("Solved in {time} with {hints}.")
    };

    // `?` shows and hides the keyboard shortcuts; Escape closes them.
    let shortcuts = RwSignal::new(false);
    let game_keys = keyboard(game);
    let keys = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "?" => {
            shortcuts.update(|open| *open = !*open);
            ev.prevent_default();
        }
        "Escape" if shortcuts.get_untracked() => shortcuts.set(false),
        _ => game_keys(ev),
    };

    view! {
        // `data-game`: the start script takes input here until the game is live (`early`).
        <section class="play" data-game="" on:keydown=keys>
            <div class="board-area">
                <Clock timer now paused finished/>
                {move || notice.get().map(|text| view! { <p class="notice" role="status">{text}</p> })}
                // Says the selected cell after every move and change, for screen readers.
                <p class="visually-hidden" aria-live="polite">{announcement}</p>
                <div class="board-frame" class:paused=move || paused.get()>
                    <Board game highlight/>
                    <Show when=move || paused.get()>
                        <div class="pause-overlay">
                            <p>"Paused"</p>
                            <button type="button" on:click=move |_| paused.set(false)>
                                "Resume"
                            </button>
                        </div>
                    </Show>
                </div>
                <Show when=move || solved.get()>
                    <div class="solved" role="status">
                        <h2>
                            {move || {
                                if game.with(Game::revealed) { "Solution shown" } else { "Well done!" }
                            }}
                        </h2>
                        <p>{summary}</p>
                        <p class="standing">{move || standing.get()}</p>
                        <p class="needed">{needed}</p>
                    </div>
                </Show>
            </div>
            // The side panel's parts hydrate in tasks of their own, after the grid.
            <div class="side">
                {deferred(move || view! { <ModeSwitch game/> })}
                {deferred(move || view! { <Keypad game/> })}
                {deferred(move || view! { <HintPanel game session=hint/> })}
                // Not deferred: a deferred part is one element, and the controls are two (and the
                // shortcuts none while closed).
                <Controls game shortcuts/>
                <Shortcuts open=shortcuts/>
                {deferred(move || view! { <ShareBox game/> })}
                {deferred(move || view! { <SettingsPanel game/> })}
            </div>
        </section>
    }
    .into_any()
}
