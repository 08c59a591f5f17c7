//! A game on the page: the grid, keypad, controls, clock and share box, with progress saved in
//! the browser. Every page that plays a puzzle (the daily, a shared link) uses it.

use std::time::Duration;

use leptos::prelude::*;
use sudoku_core::{Grid, Progress};

use crate::browser;
use crate::chunk;
use crate::community::report::{self, DailyOf, Solved};
use crate::components::{
    keyboard, Board, Clock, Completion, Controls, HintPanel, Keypad, ModeSwitch, SettingsPanel,
    ShareBox, Shortcuts,
};
use crate::early;
use crate::engine;
use crate::game::{Game, HintSession, Millis, Settings, Timer};
use crate::hydration::{self, deferred, PageHydrated};
use crate::player::{self, GameId, GameRecord, Status, StorageError};
use crate::words::level_phrase;

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
    /// The daily this is, whose result is sent once solved (see `community::report`).
    #[prop(default = None)]
    daily: Option<DailyOf>,
) -> impl IntoView {
    // The game starts in a task of its own, after the page around it has hydrated.
    deferred(move || game_view(givens, progress, save_key, daily))
}

fn game_view(
    givens: Grid,
    progress: Option<Progress>,
    save_key: Option<String>,
    daily: Option<DailyOf>,
) -> AnyView {
    let key = save_key.unwrap_or_else(|| crate::game::save_key(&givens, None));
    // The game's record in the player's history (statistics, streaks, the archive's marks).
    let id = match daily {
        Some(DailyOf { date, level, .. }) => GameId::Daily { date, level },
        None => GameId::puzzle(&givens),
    };
    let start = match &progress {
        Some(progress) => Game::with_progress(givens.clone(), progress),
        None => Game::new(givens.clone()),
    };
    let game = RwSignal::new(start);
    let timer = RwSignal::new(Timer::default());
    let now = RwSignal::new(Millis::default());
    let paused = Memo::new(move |_| game.with(Game::paused));
    let loaded = RwSignal::new(false);
    let notice = RwSignal::new(None::<String>);
    // A write the browser refused (a full storage) is said, once, above the grid.
    let kept = move |result: Result<(), StorageError>| {
        if let Err(error) = result {
            let text = error.to_string();
            if notice.with_untracked(|n| n.as_deref() != Some(text.as_str())) {
                notice.set(Some(text));
            }
        }
    };
    // Whether the game was already finished when its save was restored (then it is not
    // finished again now), and whether its start is recorded.
    let finished_before = StoredValue::new(false);
    let started = StoredValue::new(false);
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
    let restore = {
        let key = key.clone();
        let id = id.clone();
        move || {
            if loaded.get_untracked() {
                return;
            }
            let mut data = match player::local() {
                Ok(data) => Some(data),
                Err(error) => {
                    kept(Err(error));
                    None
                }
            };
            if let Some(data) = data.as_mut() {
                if let Some(text) = data.save(&key) {
                    match Game::from_save(givens.clone(), &text) {
                        Ok((restored, elapsed)) => {
                            finished_before.set_value(restored.is_solved());
                            game.set(restored);
                            timer.set(Timer::with_elapsed(elapsed));
                        }
                        Err(error) => {
                            kept(data.set_aside(&key, &text));
                            notice.set(Some(format!(
                                "Your saved progress on this puzzle could not be restored: {error}. \
                                 It was set aside and a fresh game started."
                            )));
                        }
                    }
                }
                if let Some(text) = data.settings() {
                    game.update(|g| g.set_settings(Settings::from_text(&text)));
                }
                started.set_value(data.games().get(&id).is_some());
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
    };
    // The restoring reads the player's storage and compiles code the page has not run yet: a
    // task of its own, not the end of the last part's hydration, keeps both tasks short.
    let owner = Owner::current().unwrap_or_default();
    Effect::new(move |_| {
        if hydrated.get() {
            let (owner, restore) = (owner.clone(), restore.clone());
            hydration::in_a_later_task(move || owner.with(restore));
        }
    });

    // The clock runs while the game is loaded, not paused and not solved.
    Effect::new(move |_| {
        let running = loaded.get() && !paused.get() && !solved.get();
        let at = browser::now();
        now.set(at);
        timer.update(|t| if running { t.start(at) } else { t.pause(at) });
    });

    // Every change, and every tick of the clock, is saved; the game's first entry or hint
    // records it as played. The moves made since the last save get the time played now (the
    // review's timeline), without notifying the game's readers again.
    Effect::new({
        let id = id.clone();
        move |_| {
            if !loaded.get() {
                return;
            }
            let at = now.get();
            let elapsed = timer.with_untracked(|t| t.elapsed(at));
            let moved = timer.with_untracked(|t| t.elapsed(browser::now()));
            game.update_untracked(|g| g.stamp_moves(moved));
            let Ok(mut data) = player::local() else {
                return;
            };
            kept(data.set_save(&key, &game.with(|g| g.to_save(elapsed))));
            let played = game.with(|g| g.hints_used() > 0 || g.board() != *g.givens());
            if played && !started.get_value() {
                started.set_value(true);
                kept(data.record(GameRecord::started(id.clone())));
            }
        }
    });

    // The player's settings carry over to every puzzle.
    Effect::new(move |_| {
        let settings = game.with(Game::settings);
        if loaded.get() {
            if let Ok(mut data) = player::local() {
                kept(data.set_settings(&settings.to_text()));
            }
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

    // A finished game is recorded with its time, hints and the moment on the player's clock
    // (the first finish is kept), and the completion panel says how it compares with the
    // player's history. A game already finished when it was restored keeps its record; one
    // finished before the site kept records gets one without a moment.
    let history = RwSignal::new(Vec::<String>::new());
    Effect::new({
        let id = id.clone();
        move |_| {
            if !loaded.get() || !solved.get() {
                return;
            }
            let Ok(mut data) = player::local() else {
                return;
            };
            let before = finished_before.get_value();
            let record = GameRecord {
                status: if game.with_untracked(Game::revealed) {
                    Status::Revealed
                } else {
                    Status::Solved
                },
                seconds: timer.with_untracked(|t| t.elapsed(now.get_untracked())) / 1000,
                hints: game.with_untracked(Game::hints_used),
                finished: (!before).then(player::now_moment),
                ..GameRecord::started(id.clone())
            };
            if !before || data.games().get(&id).is_none() {
                kept(data.record(record));
            }
            if !before {
                player::ask_persistent();
            }
            // A puzzle still to be graded is compared once its level is known (below).
            let graded_later = matches!(id, GameId::Puzzle(_))
                && data.games().get(&id).is_some_and(|r| r.level.is_none())
                && game.with_untracked(|g| engine::gradable(g.givens()));
            if !graded_later {
                let id = id.clone();
                leptos::task::spawn_local(async move {
                    history.set(player::completion::of(id).await);
                });
            }
        }
    });

    // A daily the player has not finished asks the server for its start token once loaded
    // (the result needs it to count), and a daily solved without Solve is sent to the server,
    // whose answer (the player's standing among everyone who solved it) joins the completion
    // panel.
    let standing = RwSignal::new(None::<String>);
    if let Some(daily) = daily {
        Effect::new(move |_| {
            if loaded.get() && !finished_before.get_value() {
                leptos::task::spawn_local(report::start(daily));
            }
        });
    }
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
        let id = id.clone();
        leptos::task::spawn_local(async move {
            let Some(grade) = engine::grade(givens).await else {
                return;
            };
            if !solved.get_untracked() {
                return;
            }
            // A shared puzzle's level is known once graded: its record gets it, and then it
            // is compared with the puzzles of its level.
            if let Ok(mut data) = player::local() {
                if let Some(mut record) = data.games().get(&id).cloned() {
                    if record.level.is_none() {
                        record.level = Some(grade.level);
                        kept(data.record(record));
                        history.set(player::completion::of(id).await);
                    }
                }
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
    // The completion panel, once the game is solved: its code comes then (a lazy chunk of its
    // own in the split build), so the view is made asynchronously and handed over through a
    // signal, as the review's is (see `completion`). A signal holding a view is local
    // to the browser's one thread: made only there (on the server, where a page's owner is
    // dropped on another thread, a local signal panics when dropped).
    let completion = Completion {
        game,
        timer,
        now,
        solved,
        standing,
        history,
        needed,
    };
    let panel = cfg!(feature = "hydrate").then(|| RwSignal::new_local(None::<AnyView>));
    // Runs when `solved` changes (a memo): made each time the game becomes solved.
    Effect::new(move |_| {
        let Some(panel) = panel else {
            return;
        };
        if !solved.get() {
            panel.set(None);
        } else {
            leptos::task::spawn_local(async move {
                let view = engine::completion_view(completion).await;
                if solved.get_untracked() {
                    match view {
                        Ok(view) => panel.set(Some(view)),
                        Err(_) => notice.set(Some(chunk::PANEL_MISSING.to_owned())),
                    }
                }
            });
        }
    });

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

    // The grid's size, for the stylesheet: the board area's width is known from the section's
    // first tag, before the grid itself is parsed (see `style/main.css`).
    let n = game.with_untracked(|g| g.geometry().size());
    view! {
        // `data-game`: the start script takes input here until the game is live (`early`).
        <section class="play" data-game="" style=format!("--n: {n}") on:keydown=keys>
            <div class="board-area">
                <Clock game timer now finished/>
                {move || notice.get().map(|text| view! { <p class="notice" role="status">{text}</p> })}
                // Says the selected cell after every move and change, for screen readers.
                <p class="visually-hidden" aria-live="polite">{announcement}</p>
                <div class="board-frame" class:paused=move || paused.get()>
                    <Board game highlight/>
                    <Show when=move || paused.get()>
                        <div class="pause-overlay">
                            <p>"Paused"</p>
                            <button type="button" on:click=move |_| game.update(|g| g.set_paused(false))>
                                "Resume"
                            </button>
                        </div>
                    </Show>
                </div>
                // The completion panel, once made: taken from its signal when it comes.
                <div class="completion">
                    {move || {
                        let panel = panel?;
                        panel.track();
                        panel.try_update_untracked(Option::take).flatten()
                    }}
                </div>
            </div>
            // The side panel's parts hydrate in tasks of their own, after the grid.
            <div class="side">
                {deferred(move || view! { <ModeSwitch game/> })}
                {deferred(move || view! { <Keypad game/> })}
                {deferred(move || view! { <HintPanel game session=hint finished=solved/> })}
                // Not deferred: a deferred part is one element, and the controls are two (and the
                // shortcuts none while closed).
                <Controls game shortcuts finished=solved/>
                <Shortcuts open=shortcuts/>
                {deferred(move || view! { <ShareBox game/> })}
                {deferred(move || view! { <SettingsPanel game/> })}
            </div>
        </section>
    }
    .into_any()
}
