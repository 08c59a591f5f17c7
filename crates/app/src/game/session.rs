//! A game on a page, as plain Rust: what the page keeps about the game besides the game itself
//! (its save's key, its record's id, the daily it is), and what each moment of its life asks
//! the page to do: restore it from the player's data, save it after every change and tick of
//! the clock, record it as played and as finished, ask for a daily's start token and send its
//! result, compare it with the player's history, grade it. The page's component holds the
//! signals and carries the [`Task`]s out (storage, requests, tasks); everything decided here
//! is covered by `cargo test`.

use sudoku_core::{Grid, Level};

use super::{Game, Millis, RulesRef, Settings, Timer};
use crate::community::report::{DailyOf, Solved};
use crate::early::EarlyInput;
use crate::player::{GameId, GameRecord, Moment, Status};

/// What the page does for a session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Task {
    /// Keep `text` as the save under the session's key.
    Save(String),
    /// Set the unreadable save `text` aside (under another key: the player's text is kept).
    SetAside(String),
    /// Keep `record` in the player's history (merged with what is kept of its game).
    Record(GameRecord),
    /// Keep the settings' text (they carry over to every puzzle).
    SaveSettings(String),
    /// Say this above the grid.
    Notice(String),
    /// Ask the server for the daily's start token, unless the player has it.
    AskStart(DailyOf),
    /// Send the solved daily's result; the answer joins the completion panel.
    SendResult(Solved),
    /// Ask the browser to keep the site's storage (the player has finished a game).
    AskPersistent,
    /// Say how the game compares with the player's history.
    Compare(GameId),
    /// Grade the puzzle (its givens, and a variant's rules): what it asked of the player.
    Grade(Grid, Option<RulesRef>),
}

/// A save as read: its text, and the game it holds with its time played, or why it does not
/// read (a sentence in the page's language). Reading is the save's chunk's work (`engine::read_save`), so its code
/// stays out of the first load: most first visits have no save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Saved {
    /// The save's text.
    pub text: String,
    /// What it holds.
    pub read: Result<(Game, Millis), String>,
}

impl Saved {
    /// Reads `text`, a save of a game of `givens`.
    pub fn read(givens: Grid, text: String) -> Saved {
        let read = Game::from_save(givens, &text).map_err(|error| error.message());
        Saved { text, read }
    }
}

/// What the browser keeps of a game when the page opens.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Kept {
    /// The save under the session's key, read.
    pub save: Option<Saved>,
    /// The player's settings.
    pub settings: Option<String>,
    /// Whether the player's history has the game.
    pub recorded: bool,
    /// What the player typed while the page was loading (`crate::early`).
    pub early: Vec<EarlyInput>,
}

/// A game's session: see the module's documentation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    id: GameId,
    key: String,
    daily: Option<DailyOf>,
    loaded: bool,
    /// Whether the game was finished when its save was restored (then it is not finished
    /// again now).
    finished_before: bool,
    /// Whether its start is recorded.
    started: bool,
}

impl Session {
    /// The session of a game of `givens`, saved under `key`, `daily` if it is one.
    pub fn new(givens: &Grid, key: String, daily: Option<DailyOf>) -> Self {
        let id = match daily {
            Some(DailyOf { date, edition, .. }) => GameId::Daily { date, edition },
            None => GameId::puzzle(givens),
        };
        Self {
            id,
            key,
            daily,
            loaded: false,
            finished_before: false,
            started: false,
        }
    }

    /// This session with the record id `id` (a variant's, which its givens do not name).
    pub fn with_id(self, id: GameId) -> Self {
        Self { id, ..self }
    }

    /// The game's record's id.
    pub fn id(&self) -> &GameId {
        &self.id
    }

    /// The save's key.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// Whether the game has been restored (the page saves nothing before).
    pub fn loaded(&self) -> bool {
        self.loaded
    }

    /// Restores `game` and `timer` from what the browser `kept`: the save (one that cannot be
    /// read is set aside and a fresh game starts), the settings, whether the game is recorded,
    /// and what the player typed meanwhile, on top. A daily not finished asks for its start
    /// token. Once only.
    pub fn restore(&mut self, game: &mut Game, timer: &mut Timer, kept: Kept) -> Vec<Task> {
        let mut effects = Vec::new();
        if self.loaded {
            return effects;
        }
        if let Some(Saved { text, read }) = kept.save {
            match read {
                Ok((restored, elapsed)) => {
                    let restored = restored.with_rules(game.rules().cloned());
                    self.finished_before = restored.is_solved();
                    *game = restored;
                    *timer = Timer::with_elapsed(elapsed);
                }
                Err(error) => {
                    effects.push(Task::SetAside(text));
                    effects.push(Task::Notice(t!(GameSaveSetAside, reason = error)));
                }
            }
        }
        if let Some(text) = kept.settings {
            game.set_settings(Settings::from_text(&text));
        }
        self.started = kept.recorded;
        if !kept.early.is_empty() {
            game.replay(&kept.early);
        }
        self.loaded = true;
        if let Some(daily) = self.daily.filter(|_| !self.finished_before) {
            effects.push(Task::AskStart(daily));
        }
        effects
    }

    /// After a change or a tick of the clock (`elapsed` on the game's clock; `moved`, the time
    /// of the moves made since the last save): the save, and the game's start recorded once it
    /// has an entry or a hint.
    pub fn changed(&mut self, game: &mut Game, elapsed: Millis, moved: Millis) -> Vec<Task> {
        if !self.loaded {
            return Vec::new();
        }
        game.stamp_moves(moved);
        let mut effects = vec![Task::Save(game.to_save(elapsed))];
        let played = game.hints_used() > 0 || game.board() != *game.givens();
        if played && !self.started {
            self.started = true;
            effects.push(Task::Record(GameRecord::started(self.id.clone())));
        }
        effects
    }

    /// After the settings changed: they are kept for every puzzle.
    pub fn settings_changed(&self, settings: Settings) -> Vec<Task> {
        if self.loaded {
            vec![Task::SaveSettings(settings.to_text())]
        } else {
            Vec::new()
        }
    }

    /// When the game becomes solved, after `seconds` on its clock, at `now` on the player's
    /// clock; `kept` is its record as the history holds it. A game already finished when it
    /// was restored keeps its record (one finished before the site kept records gets one
    /// without a moment). A daily solved without Solve sends its result; a puzzle whose level
    /// is not known yet (`gradable`) is compared once graded.
    pub fn solved(
        &mut self,
        game: &Game,
        seconds: u64,
        now: Moment,
        kept: Option<&GameRecord>,
        gradable: bool,
    ) -> Vec<Task> {
        let mut effects = Vec::new();
        if !self.loaded {
            return effects;
        }
        let before = self.finished_before;
        let record = GameRecord {
            status: if game.revealed() {
                Status::Revealed
            } else {
                Status::Solved
            },
            seconds,
            hints: game.hints_used(),
            finished: (!before).then_some(now),
            ..GameRecord::started(self.id.clone())
        };
        if !before || kept.is_none() {
            effects.push(Task::Record(record));
        }
        if !before {
            effects.push(Task::AskPersistent);
        }
        if let Some(DailyOf {
            date,
            edition,
            today,
        }) = self.daily
        {
            if !game.revealed() {
                effects.push(Task::SendResult(Solved {
                    date,
                    edition,
                    today,
                    seconds,
                    hints: game.hints_used(),
                    grid: game.board(),
                }));
            }
        }
        let graded_later = matches!(self.id, GameId::Puzzle(_))
            && kept.is_some_and(|r| r.level.is_none())
            && gradable;
        if !graded_later {
            effects.push(Task::Compare(self.id.clone()));
        }
        effects.push(Task::Grade(game.givens().clone(), game.rules().cloned()));
        effects
    }

    /// Once the solved puzzle is graded at `level`: a record without a level gets it, and the
    /// game is then compared with the puzzles of its level.
    pub fn graded(&self, level: Level, kept: Option<&GameRecord>) -> Vec<Task> {
        match kept {
            Some(record) if record.level.is_none() => vec![
                Task::Record(GameRecord {
                    level: Some(level),
                    ..record.clone()
                }),
                Task::Compare(self.id.clone()),
            ],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests;
