//! A game's life on the page: its progress restored once the page is live, its clock, its
//! saves, the player's settings carried over, and what happens once it is solved. Effects run
//! in the browser only, so on the server this only sets signals up.

use std::time::Duration;

use leptos::prelude::*;
use sudoku_core::Grid;

use crate::browser;
use crate::chunk;
use crate::community::report;
use crate::components::{Completion, Sentences};
use crate::early;
use crate::engine;
use crate::game::session::{Kept, Saved, Session, Task};
use crate::game::{Game, Millis, RulesRef, Timer};
use crate::hydration::{self, PageHydrated};
use crate::player::{self, StorageError};
use crate::render::Arriving;

/// The signals a game on the page lives by, and the page's part of its session.
#[derive(Clone, Copy)]
pub(super) struct Live {
    pub game: RwSignal<Game>,
    pub timer: RwSignal<Timer>,
    pub now: RwSignal<Millis>,
    /// The saved progress restored (or found missing): until then nothing is saved, so a
    /// save that could not be read is never written over.
    loaded: RwSignal<bool>,
    pub paused: Memo<bool>,
    pub solved: Memo<bool>,
    pub page: Page,
}

impl Live {
    /// `game`'s signals, with `session` kept for the page. `room_finished` is a room's
    /// sentence on its finish; `in_room` says the game is a room's.
    pub fn new(
        game: RwSignal<Game>,
        session: Session,
        room_finished: Option<RwSignal<Option<String>>>,
        in_room: bool,
    ) -> Self {
        let solved = Memo::new(move |_| game.with(Game::is_solved));
        Live {
            game,
            timer: RwSignal::new(Timer::default()),
            now: RwSignal::new(Millis::default()),
            loaded: RwSignal::new(false),
            paused: Memo::new(move |_| game.with(Game::paused)),
            solved,
            page: Page {
                session: StoredValue::new(session),
                notice: RwSignal::new(None),
                sentences: Sentences {
                    standing: RwSignal::new(None),
                    history: RwSignal::new(Vec::new()),
                    needed: RwSignal::new(None),
                    room_finish: room_finished,
                },
                solved,
                in_room,
            },
        }
    }

    /// Starts every effect, in the order they must first run: restoring, the clock, saving,
    /// the settings, the finish; returns where the completion panel arrives.
    pub fn start(self) -> Arriving {
        self.restore_once_hydrated();
        self.run_clock();
        self.save_every_change();
        self.keep_settings();
        self.finish_when_solved();
        self.completion_panel()
    }

    /// Once the whole page is live (a part still hydrating would keep showing the server's
    /// HTML): restores saved progress, then ticks the clock. The restoring reads the player's
    /// storage and compiles code the page has not run yet: a task of its own, not the end of
    /// the last part's hydration, keeps both tasks short.
    fn restore_once_hydrated(self) {
        let hydrated = PageHydrated::get();
        let owner = Owner::current().unwrap_or_default();
        // A save is read by its own chunk first (`engine::read_save`).
        let reading = StoredValue::new(false);
        let restore = move || {
            if self.loaded.get_untracked() || reading.get_value() {
                return;
            }
            let key = self.page.session.with_value(|s| s.key().to_owned());
            let text = match player::local() {
                Ok(data) if !self.page.in_room => data.save(&key),
                _ => None,
            };
            let Some(text) = text else {
                self.restored(None);
                return;
            };
            reading.set_value(true);
            let givens = self.game.with_untracked(|g| g.givens().clone());
            let owner = Owner::current().unwrap_or_default();
            leptos::task::spawn_local(async move {
                let saved = engine::read_save(givens, text).await;
                // The page may have gone meanwhile.
                if self.loaded.try_get_untracked().is_none() {
                    return;
                }
                match saved {
                    Ok(saved) => owner.with(|| self.restored(Some(saved))),
                    Err(_) => self.page.notice.set(Some(chunk::save_missing())),
                }
            });
        };
        Effect::new(move |_| {
            if hydrated.get() {
                let owner = owner.clone();
                hydration::in_a_later_task(move || owner.with(restore));
            }
        });
    }

    /// Restores `save` (or starts afresh), with what the player's data keeps, then ticks
    /// the clock every second until the page goes.
    fn restored(self, save: Option<Saved>) {
        let page = self.page;
        let kept = match player::local() {
            Ok(data) => {
                let id = page.session.with_value(|s| s.id().clone());
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
        self.game.update(|g| {
            self.timer.update(|t| {
                tasks = page
                    .session
                    .try_update_value(|s| s.restore(g, t, kept))
                    .unwrap_or_default();
            });
        });
        page.apply(tasks);
        let now = self.now;
        now.set(browser::now());
        self.loaded.set(true);
        let tick =
            set_interval_with_handle(move || now.set(browser::now()), Duration::from_secs(1));
        // Leaving the page (client-side navigation) stops the clock's tick.
        if let Ok(handle) = tick {
            on_cleanup(move || handle.clear());
        }
    }

    /// The clock runs while the game is loaded, not paused and not solved.
    fn run_clock(self) {
        Effect::new(move |_| {
            let running = self.loaded.get() && !self.paused.get() && !self.solved.get();
            let at = browser::now();
            self.now.set(at);
            self.timer
                .update(|t| if running { t.start(at) } else { t.pause(at) });
        });
    }

    /// Every change, and every tick of the clock, is saved (see `Session::changed`); the moves
    /// made since the last save get the time played now, without notifying the game's
    /// readers again.
    fn save_every_change(self) {
        Effect::new(move |_| {
            if !self.loaded.get() {
                return;
            }
            self.game.track();
            let at = self.now.get();
            let elapsed = self.timer.with_untracked(|t| t.elapsed(at));
            let moved = self.timer.with_untracked(|t| t.elapsed(browser::now()));
            let mut tasks = Vec::new();
            self.game.update_untracked(|g| {
                tasks = self
                    .page
                    .session
                    .try_update_value(|s| s.changed(g, elapsed, moved))
                    .unwrap_or_default();
            });
            self.page.apply(tasks);
        });
    }

    /// The player's settings carry over to every puzzle.
    fn keep_settings(self) {
        Effect::new(move |_| {
            let settings = self.game.with(Game::settings);
            if self.loaded.get() {
                let session = self.page.session;
                self.page
                    .apply(session.with_value(|s| s.settings_changed(settings)));
            }
        });
    }

    /// A finished game is recorded, a daily's result sent, the game compared with the
    /// player's history and graded (see `Session::solved`); unsolved again (Undo cannot, a
    /// reload can), what was said of it goes.
    fn finish_when_solved(self) {
        let page = self.page;
        Effect::new(move |_| {
            if !self.solved.get() {
                page.sentences.needed.set(None);
                return;
            }
            if !self.loaded.get() {
                return;
            }
            // The clock stops now, whichever of this and the clock's effect runs first, so
            // the time sent and the time the panel shows are one.
            let at = browser::now();
            self.timer.update_untracked(|t| t.pause(at));
            let seconds = self.timer.with_untracked(|t| t.elapsed(at)) / 1000;
            let id = page.session.with_value(|s| s.id().clone());
            let kept = player::local()
                .ok()
                .and_then(|data| data.games().get(&id).cloned());
            let gradable = self.game.with_untracked(|g| engine::gradable(g.givens()));
            let tasks = self.game.with_untracked(|g| {
                page.session
                    .try_update_value(|s| {
                        s.solved(g, seconds, player::now_moment(), kept.as_ref(), gradable)
                    })
                    .unwrap_or_default()
            });
            page.apply(tasks);
        });
    }

    /// The completion panel, once the game is solved: its code comes then (a lazy chunk of
    /// its own in the split build), so the view is made asynchronously and handed over
    /// through a place (`render::Arriving`), as the review's is (see `completion`).
    fn completion_panel(self) -> Arriving {
        let notice = self.page.notice;
        let solved = self.solved;
        let completion = Completion {
            game: self.game,
            timer: self.timer,
            now: self.now,
            solved,
            sentences: self.page.sentences,
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
        panel
    }
}

/// The page's part of a session: where its tasks land (the notice above the grid, the
/// completion panel's sentences) and what carries them out.
#[derive(Clone, Copy)]
pub(super) struct Page {
    session: StoredValue<Session>,
    pub notice: RwSignal<Option<String>>,
    sentences: Sentences,
    solved: Memo<bool>,
    /// Played in a room: no save of its own.
    in_room: bool,
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
                Task::Save(_) if self.in_room => {}
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
