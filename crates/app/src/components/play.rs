//! A game on the page: the grid, keypad, controls, clock and share box, with progress saved in
//! the browser. Every page that plays a puzzle (the daily, a shared link) uses it.

use std::time::Duration;

use leptos::prelude::*;
use sudoku_core::{Grid, Progress};

use crate::browser;
use crate::chunk;
use crate::community::report::{self, DailyOf};
use crate::components::{
    keyboard, Board, Clock, Completion, Controls, HintPanel, Keypad, ModeSwitch, Sentences,
    SettingsPanel, ShareBox, Shortcuts,
};
use crate::early;
use crate::engine;
use crate::game::session::{Kept, Saved, Session, Task};
use crate::game::{Game, HintSession, Millis, RulesRef, Timer, Variant};
use crate::hydration::{self, PageHydrated};
use crate::player::{self, GameId, StorageError};
use crate::render::{deferred, Arriving};

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
    /// A variant's rules and name (`None`: the classic rules of the grid).
    #[prop(default = None)]
    variant: Option<Variant>,
    /// A room's: the game is played together (see `pages::room`).
    #[prop(default = None)]
    room: Option<RoomHook>,
) -> impl IntoView {
    // The game starts in a task of its own, after the page around it has hydrated.
    deferred(move || game_view(givens, progress, save_key, daily, variant, room))
}

/// What a room adds to a game played together (`pages::room`): called once with the game's
/// signal when the game is made, it ties the game to the room. A game in a room keeps no save
/// of its own (the room's board is the server's) and is never a daily's result.
pub struct RoomHook {
    /// Starts the room's life on the page, with the game's signal.
    pub start: Box<dyn FnOnce(RwSignal<Game>) + Send>,
    /// The room's finish ("Solved together in 12:34! …"), which the completion panel shows in
    /// place of the player's own time.
    pub finished: RwSignal<Option<String>>,
}

impl std::fmt::Debug for RoomHook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RoomHook")
    }
}

fn game_view(
    givens: Grid,
    progress: Option<Progress>,
    save_key: Option<String>,
    daily: Option<DailyOf>,
    variant: Option<Variant>,
    room: Option<RoomHook>,
) -> AnyView {
    let together = room.is_some();
    let key = save_key.unwrap_or_else(|| match &variant {
        Some(variant) => crate::game::named_save_key(&variant.name, None),
        None => crate::game::save_key(&givens, None),
    });
    // A daily played in a room counts for the room, not as anyone's own result.
    let daily = daily.filter(|_| !together);
    let mut session = Session::new(&givens, key, daily);
    // A variant is recorded under its name, which holds its rules; a daily (the Killer) under
    // its date and edition.
    if let (Some(variant), None) = (&variant, daily) {
        session = session.with_id(GameId::Puzzle(variant.name.clone()));
    }
    let session = StoredValue::new(session);
    let rules = variant.map(|v| v.rules);
    let start = match &progress {
        Some(progress) => Game::with_progress(givens.clone(), progress),
        None => Game::new(givens.clone()),
    }
    .with_rules(rules);
    let game = RwSignal::new(start);
    let room_finished = room.as_ref().map(|room| room.finished);
    if let Some(hook) = room {
        (hook.start)(game);
    }
    let timer = RwSignal::new(Timer::default());
    let now = RwSignal::new(Millis::default());
    let paused = Memo::new(move |_| game.with(Game::paused));
    let loaded = RwSignal::new(false);
    let solved = Memo::new(move |_| game.with(Game::is_solved));
    let hint = RwSignal::new(None::<HintSession>);
    let highlight = Signal::derive(move || {
        hint.with(|h| h.as_ref().map(|h| h.marks().clone()).unwrap_or_default())
    });
    let page = Page {
        session,
        notice: RwSignal::new(None),
        sentences: Sentences {
            standing: RwSignal::new(None),
            history: RwSignal::new(Vec::new()),
            needed: RwSignal::new(None),
            together: room_finished,
        },
        solved,
        together,
    };

    // In the browser only (effects never run on the server), once the whole page is live (a
    // part still hydrating would keep showing the server's HTML): restore saved progress, then
    // tick the clock. The restoring reads the player's storage and compiles code the page has
    // not run yet: a task of its own, not the end of the last part's hydration, keeps both
    // tasks short.
    let hydrated = PageHydrated::get();
    // A save is read by its own chunk first (`engine::read_save`); until the game is loaded
    // nothing is saved, so a save that could not be read is never written over.
    let reading = StoredValue::new(false);
    let finish = move |save: Option<Saved>| {
        let kept = match player::local() {
            Ok(data) => {
                let id = session.with_value(|s| s.id().clone());
                Kept {
                    save,
                    settings: data.settings(),
                    recorded: data.games().get(&id).is_some(),
                    early: early::take(),
                }
            }
            Err(error) => {
                page.kept(Err(error));
                Kept {
                    save,
                    early: early::take(),
                    ..Kept::default()
                }
            }
        };
        let mut tasks = Vec::new();
        game.update(|g| {
            timer.update(|t| {
                tasks = session
                    .try_update_value(|s| s.restore(g, t, kept))
                    .unwrap_or_default();
            });
        });
        page.apply(tasks);
        now.set(browser::now());
        loaded.set(true);
        let tick =
            set_interval_with_handle(move || now.set(browser::now()), Duration::from_secs(1));
        // Leaving the page (client-side navigation) stops the clock's tick.
        if let Ok(handle) = tick {
            on_cleanup(move || handle.clear());
        }
    };
    let restore = move || {
        if loaded.get_untracked() || reading.get_value() {
            return;
        }
        let key = session.with_value(|s| s.key().to_owned());
        let text = match player::local() {
            Ok(data) if !together => data.save(&key),
            _ => None,
        };
        let Some(text) = text else {
            finish(None);
            return;
        };
        reading.set_value(true);
        let givens = game.with_untracked(|g| g.givens().clone());
        let owner = Owner::current().unwrap_or_default();
        leptos::task::spawn_local(async move {
            let saved = engine::read_save(givens, text).await;
            // The page may have gone meanwhile.
            if loaded.try_get_untracked().is_none() {
                return;
            }
            match saved {
                Ok(saved) => owner.with(|| finish(Some(saved))),
                Err(_) => page.notice.set(Some(chunk::save_missing())),
            }
        });
    };
    let owner = Owner::current().unwrap_or_default();
    Effect::new(move |_| {
        if hydrated.get() {
            let owner = owner.clone();
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

    // Every change, and every tick of the clock, is saved (see `Session::changed`); the moves
    // made since the last save get the time played now, without notifying the game's readers
    // again.
    Effect::new(move |_| {
        if !loaded.get() {
            return;
        }
        game.track();
        let at = now.get();
        let elapsed = timer.with_untracked(|t| t.elapsed(at));
        let moved = timer.with_untracked(|t| t.elapsed(browser::now()));
        let mut tasks = Vec::new();
        game.update_untracked(|g| {
            tasks = session
                .try_update_value(|s| s.changed(g, elapsed, moved))
                .unwrap_or_default();
        });
        page.apply(tasks);
    });

    // The player's settings carry over to every puzzle.
    Effect::new(move |_| {
        let settings = game.with(Game::settings);
        if loaded.get() {
            page.apply(session.with_value(|s| s.settings_changed(settings)));
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

    // A finished game is recorded, a daily's result sent, the game compared with the player's
    // history and graded (see `Session::solved`); unsolved again (Undo cannot, a reload can),
    // what was said of it goes.
    Effect::new(move |_| {
        if !solved.get() {
            page.sentences.needed.set(None);
            return;
        }
        if !loaded.get() {
            return;
        }
        // The clock stops now, whichever of this and the clock's effect runs first, so the
        // time sent and the time the panel shows are one.
        let at = browser::now();
        timer.update_untracked(|t| t.pause(at));
        let seconds = timer.with_untracked(|t| t.elapsed(at)) / 1000;
        let id = session.with_value(|s| s.id().clone());
        let kept = player::local()
            .ok()
            .and_then(|data| data.games().get(&id).cloned());
        let gradable = game.with_untracked(|g| engine::gradable(g.givens()));
        let tasks = game.with_untracked(|g| {
            session
                .try_update_value(|s| {
                    s.solved(g, seconds, player::now_moment(), kept.as_ref(), gradable)
                })
                .unwrap_or_default()
        });
        page.apply(tasks);
    });

    let finished = Signal::derive(move || solved.get());
    // The completion panel, once the game is solved: its code comes then (a lazy chunk of its
    // own in the split build), so the view is made asynchronously and handed over through a
    // place (`render::Arriving`), as the review's is (see `completion`).
    let notice = page.notice;
    let completion = Completion {
        game,
        timer,
        now,
        solved,
        sentences: page.sentences,
    };
    let panel = Arriving::new();
    // Runs when `solved` changes (a memo): made each time the game becomes solved.
    Effect::new(move |_| {
        if !solved.get() {
            panel.set(None);
        } else {
            leptos::task::spawn_local(async move {
                let view = engine::completion_view(completion).await;
                if solved.get_untracked() {
                    match view {
                        Ok(view) => panel.set(Some(view)),
                        Err(_) => notice.set(Some(chunk::panel_missing())),
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
                            <p>{t!(PlayPaused)}</p>
                            <button type="button" on:click=move |_| game.update(|g| g.set_paused(false))>
                                {t!(PlayResume)}
                            </button>
                        </div>
                    </Show>
                </div>
                // A killer's cage-sum aid, when the player's setting shows it.
                {move || game.with(Game::cage_aid).map(|text| view! { <p class="cage-aid" aria-live="polite">{text}</p> })}
                // The completion panel, once made: taken from its signal when it comes.
                <div class="completion">
                    {move || panel.take()}
                </div>
            </div>
            // The side panel's parts hydrate in tasks of their own, after the grid.
            <div class="side">
                {deferred(move || view! { <ModeSwitch game/> })}
                {deferred(move || view! { <Keypad game/> })}
                {deferred(move || view! { <HintPanel game session=hint finished=solved/> })}
                // Not deferred: a deferred part is one element, and the controls are two (and the
                // shortcuts none while closed).
                <Controls game shortcuts finished=solved together/>
                <Shortcuts open=shortcuts/>
                {deferred(move || view! { <ShareBox game together=!together/> })}
                {deferred(move || view! { <SettingsPanel game/> })}
            </div>
        </section>
    }
    .into_any()
}

/// The page's part of a session: where its tasks land (the notice above the grid, the
/// completion panel's sentences) and what carries them out.
#[derive(Clone, Copy)]
struct Page {
    session: StoredValue<Session>,
    notice: RwSignal<Option<String>>,
    sentences: Sentences,
    solved: Memo<bool>,
    /// Played in a room: no save of its own.
    together: bool,
}

impl Page {
    /// A write the browser refused (a full storage) is said, once, above the grid.
    fn kept(self, result: Result<(), StorageError>) {
        if let Err(error) = result {
            let text = error.message();
            if self
                .notice
                .with_untracked(|n| n.as_deref() != Some(text.as_str()))
            {
                self.notice.set(Some(text));
            }
        }
    }

    /// Carries `tasks` out, in order.
    fn apply(self, tasks: Vec<Task>) {
        if tasks.is_empty() {
            return;
        }
        let key = self.session.with_value(|s| s.key().to_owned());
        let mut data = player::local();
        let mut store = |write: &mut dyn FnMut(
            &mut player::Player<player::LocalStorage>,
        ) -> Result<(), StorageError>| {
            match data.as_mut() {
                Ok(data) => self.kept(write(data)),
                Err(error) => self.kept(Err(*error)),
            }
        };
        for task in tasks {
            match task {
                Task::Save(_) if self.together => {}
                Task::Save(text) => store(&mut |d| d.set_save(&key, &text)),
                Task::SetAside(text) => store(&mut |d| d.set_aside(&key, &text)),
                Task::Record(record) => store(&mut |d| d.record(record.clone())),
                Task::SaveSettings(text) => store(&mut |d| d.set_settings(&text)),
                Task::Notice(text) => self.notice.set(Some(text)),
                Task::AskStart(daily) => leptos::task::spawn_local(report::start(daily)),
                Task::SendResult(solved) => {
                    let standing = self.sentences.standing;
                    leptos::task::spawn_local(async move {
                        if let Some(sentence) = report::send(solved).await {
                            standing.set(Some(sentence));
                        }
                    });
                }
                Task::AskPersistent => player::ask_persistent(),
                Task::Compare(id) => {
                    let history = self.sentences.history;
                    leptos::task::spawn_local(async move {
                        history.set(player::completion::of(id).await);
                    });
                }
                Task::Grade(givens, rules) => leptos::task::spawn_local(self.grade(givens, rules)),
            }
        }
    }

    /// Grades the solved puzzle (asynchronously: the split build loads the grader's code
    /// first) and says what it asked of the player; a record without a level gets it.
    async fn grade(self, givens: Grid, rules: Option<RulesRef>) {
        let Some((level, sentence)) = engine::grade(givens, rules).await else {
            return;
        };
        if !self.solved.get_untracked() {
            return;
        }
        let id = self.session.with_value(|s| s.id().clone());
        let kept = player::local()
            .ok()
            .and_then(|data| data.games().get(&id).cloned());
        self.apply(self.session.with_value(|s| s.graded(level, kept.as_ref())));
        self.sentences.needed.set(Some(sentence));
    }
}
