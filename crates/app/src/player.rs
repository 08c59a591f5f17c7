//! The player's data in the browser, behind one versioned module: games in progress (saves),
//! finished and started games (for statistics and streaks), settings, and practice progress
//! per technique (`/learn`). Nothing else in the app reads or writes the browser's storage for the player.
//!
//! Everything lives in `localStorage` under keys starting with `sudoku:`:
//!
//! | key                          | what                                               | since |
//! |------------------------------|----------------------------------------------------|-------|
//! | `sudoku:version`             | the layout's version ([`VERSION`])                 | 1     |
//! | `sudoku:game:<puzzle>[:<code>]` | a save, `sudoku/2 …` (see `game::save`); the puzzle named as [`puzzle`] names it | 0 (shapes 2) |
//! | `sudoku:games`               | one [`GameRecord`] per line                        | 1     |
//! | `sudoku:settings`            | the settings as text (see `game::settings`)        | 0     |
//! | `sudoku:practice`            | practice progress per technique ([`practice`]); in version 1 a slot carried as it is | 1 (read since 2) |
//! | `sudoku:player`              | the anonymous id of daily results (`community`)    | 0     |
//! | `sudoku:unreadable:<key>`    | a save that could not be restored, set aside       | 1     |
//! | `sudoku:sync`                | the sync token, on a device that syncs (`sync`)    | 1     |
//! | `sudoku:done:daily:<date>:<level>` | version 0's mark of a solved daily (read only) | 0 |
//! | `sudoku:start:<date>:<level>` | a daily's start token from the server (`community::report`); only the newest 100 days' are kept | 2 |
//!
//! Opening the store runs the migrations from the version it finds: version 0 (no version key)
//! kept only the marks of solved dailies, which become solved games whose finishing moment is
//! unknown (so they count in the table but not for the streak). Version 1 carried the practice
//! slot as it was; version 2 reads it as progress per technique, and its migration rewrites
//! whatever version 1 was handed (by an import or sync) in that form, unreadable lines kept.
//! Migrations only add: no key
//! of an older version is deleted. A line of `sudoku:games` that cannot be read is kept as it
//! is, never dropped.
//!
//! Writes report a full storage ([`StorageError::Full`]), which the game shows the player.
//! The plain-Rust part works on any [`Storage`]; the browser's is [`LocalStorage`].

pub mod completion;
mod local;
mod migrate;
pub mod practice;
pub mod puzzle;
pub mod record;
pub mod stats;
pub mod streak;
pub mod sync;
pub mod transfer;

use site::daily::Edition;
use sudoku_core::Date;

pub use local::{ask_persistent, now_moment, LocalStorage};
pub use record::{GameId, GameRecord, Moment, Status};

/// The version of the layout this code writes.
pub const VERSION: u32 = 2;

/// Where the layout's version is kept.
pub(crate) const VERSION_KEY: &str = "sudoku:version";
/// Where the game records are kept.
pub(crate) const GAMES_KEY: &str = "sudoku:games";
/// Where the settings are kept.
pub(crate) const SETTINGS_KEY: &str = "sudoku:settings";
/// Where the sync token is kept.
pub(crate) const SYNC_KEY: &str = "sudoku:sync";
/// Where the anonymous player id of daily results is kept.
pub(crate) const PLAYER_ID_KEY: &str = "sudoku:player";
/// Where practice progress is kept.
pub(crate) const PRACTICE_KEY: &str = "sudoku:practice";
/// The name the player goes by in rooms played together (plain text, at most 24 characters).
pub(crate) const ROOM_NAME_KEY: &str = "sudoku:room-name";
/// The start of the keys of the dailies' start tokens.
pub(crate) const START_PREFIX: &str = "sudoku:start:";
/// How many days of start tokens are kept before the newest one's.
const START_DAYS: i64 = 100;
/// The start of every save's key.
pub(crate) const SAVE_PREFIX: &str = "sudoku:game:";
/// The start of the key a save that could not be restored is set aside under (before its own
/// key), so the player's text is kept but never read as a save again.
pub(crate) const UNREADABLE_PREFIX: &str = "sudoku:unreadable:";

/// Why something could not be kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum StorageError {
    /// The browser's storage for this site is full.
    #[error(
        "Your browser's storage for this site is full, so your progress is not being saved. \
         Download your data from the statistics page, then free some space."
    )]
    Full,
    /// The browser keeps nothing for this site (storage disabled or unavailable).
    #[error("This browser does not let the site keep your progress.")]
    Unavailable,
}

impl StorageError {
    /// What to tell the player, in the page's language (the `Display` is English, for logs).
    pub fn message(&self) -> String {
        match self {
            StorageError::Full => t!(DataStorageFull).to_owned(),
            StorageError::Unavailable => t!(DataStorageUnavailable).to_owned(),
        }
    }
}

/// Key-value storage as the player's data needs it: the browser's `localStorage`, or a map in
/// tests.
pub trait Storage {
    /// The value under `key`.
    fn get(&self, key: &str) -> Option<String>;
    /// Keeps `value` under `key`.
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError>;
    /// Removes `key`.
    fn remove(&mut self, key: &str);
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// A map as storage, for tests and for reading a document before it is merged.
impl Storage for std::collections::BTreeMap<String, String> {
    fn get(&self, key: &str) -> Option<String> {
        std::collections::BTreeMap::get(self, key).cloned()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove(&mut self, key: &str) {
        std::collections::BTreeMap::remove(self, key);
    }

    fn keys(&self) -> Vec<String> {
        std::collections::BTreeMap::keys(self).cloned().collect()
    }
}

/// The game records as kept: those that read, and any lines that did not (kept as they are).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Games {
    /// One record per game.
    pub records: Vec<GameRecord>,
    /// Lines that could not be read, written back unchanged.
    pub unreadable: Vec<String>,
}

impl Games {
    /// Reads the stored text.
    pub fn parse(text: &str) -> Games {
        let mut games = Games::default();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            match line.parse::<GameRecord>() {
                Ok(record) => games.put(record),
                Err(_) => games.unreadable.push(line.to_owned()),
            }
        }
        games
    }

    /// The stored text.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for line in self
            .records
            .iter()
            .map(ToString::to_string)
            .chain(self.unreadable.iter().cloned())
        {
            text.push_str(&line);
            text.push('\n');
        }
        text
    }

    /// The record of `id`.
    pub fn get(&self, id: &GameId) -> Option<&GameRecord> {
        self.records.iter().find(|r| &r.id == id)
    }

    /// Adds `record`, merged with the record of the same game if there is one.
    pub fn put(&mut self, record: GameRecord) {
        match self.records.iter_mut().find(|r| r.id == record.id) {
            Some(kept) => *kept = kept.merge(&record),
            None => self.records.push(record),
        }
    }
}

/// The key of the start token of the daily of `date` at `level`.
fn start_key(date: Date, edition: Edition) -> String {
    format!("{START_PREFIX}{date}:{}", edition.name())
}

/// The player's data in this browser's `localStorage`.
pub fn local() -> Result<Player<LocalStorage>, StorageError> {
    Player::open(LocalStorage)
}

/// The player's data on `storage`.
#[derive(Debug)]
pub struct Player<S: Storage> {
    storage: S,
}

impl<S: Storage> Player<S> {
    /// Opens the data on `storage`, migrating it to [`VERSION`] first. Data of a newer version
    /// is read as far as this version understands it and not migrated.
    pub fn open(storage: S) -> Result<Player<S>, StorageError> {
        let mut player = Player { storage };
        migrate::to_current(&mut player.storage)?;
        Ok(player)
    }

    /// The storage underneath.
    pub fn storage(&self) -> &S {
        &self.storage
    }

    /// The game records.
    pub fn games(&self) -> Games {
        Games::parse(&self.storage.get(GAMES_KEY).unwrap_or_default())
    }

    /// Writes `games` back.
    pub fn set_games(&mut self, games: &Games) -> Result<(), StorageError> {
        self.storage.set(GAMES_KEY, &games.to_text())
    }

    /// Records `record`, merged with what is kept of its game.
    pub fn record(&mut self, record: GameRecord) -> Result<(), StorageError> {
        let mut games = self.games();
        let before = games.get(&record.id).cloned();
        games.put(record.clone());
        if games.get(&record.id) == before.as_ref() {
            return Ok(());
        }
        self.set_games(&games)
    }

    /// The save under `key` (see `game::save_key`).
    pub fn save(&self, key: &str) -> Option<String> {
        self.storage.get(key)
    }

    /// Keeps the save `text` under `key`.
    pub fn set_save(&mut self, key: &str, text: &str) -> Result<(), StorageError> {
        self.storage.set(key, text)
    }

    /// Sets aside the save `text` found under `key`, which could not be restored.
    pub fn set_aside(&mut self, key: &str, text: &str) -> Result<(), StorageError> {
        self.storage.set(&format!("{UNREADABLE_PREFIX}{key}"), text)
    }

    /// Every save: key and text.
    pub fn saves(&self) -> Vec<(String, String)> {
        self.storage
            .keys()
            .into_iter()
            .filter(|k| k.starts_with(SAVE_PREFIX))
            .filter_map(|k| Some((k.clone(), self.storage.get(&k)?)))
            .collect()
    }

    /// The settings' text.
    pub fn settings(&self) -> Option<String> {
        self.storage.get(SETTINGS_KEY)
    }

    /// Keeps the settings' text.
    pub fn set_settings(&mut self, text: &str) -> Result<(), StorageError> {
        if self.settings().as_deref() == Some(text) {
            return Ok(());
        }
        self.storage.set(SETTINGS_KEY, text)
    }

    /// The start token the server gave for the daily `level` of `date`, if any.
    pub fn daily_start(&self, date: Date, edition: Edition) -> Option<String> {
        self.storage.get(&start_key(date, edition))
    }

    /// Keeps `token` as the start token of the daily `level` of `date`, and forgets those of
    /// dailies more than 100 days older (their results no longer count).
    pub fn set_daily_start(
        &mut self,
        date: Date,
        edition: Edition,
        token: &str,
    ) -> Result<(), StorageError> {
        let oldest = date.days_since_epoch() - START_DAYS;
        for key in self.storage.keys() {
            let old = key
                .strip_prefix(START_PREFIX)
                .and_then(|rest| rest.split(':').next())
                .and_then(|day| day.parse::<Date>().ok())
                .is_some_and(|day| day.days_since_epoch() < oldest);
            if old {
                self.storage.remove(&key);
            }
        }
        self.storage.set(&start_key(date, edition), token)
    }

    /// The anonymous player id of daily results: 32 hexadecimal digits, made from `fresh`
    /// random bytes and kept on first use. Where storage refuses it, it lasts for this call.
    pub fn player_id(&mut self, fresh: impl FnOnce() -> [u8; 16]) -> String {
        let kept = self
            .storage
            .get(PLAYER_ID_KEY)
            .filter(|id| id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit()));
        if let Some(id) = kept {
            return id;
        }
        let id: String = fresh().iter().map(|b| format!("{b:02x}")).collect();
        let _ = self.storage.set(PLAYER_ID_KEY, &id);
        id
    }

    /// The token this device syncs with, if it does.
    pub fn sync_token(&self) -> Option<site::ids::SyncToken> {
        self.storage.get(SYNC_KEY)?.parse().ok()
    }

    /// Makes this device sync with `token`.
    pub fn set_sync_token(&mut self, token: &site::ids::SyncToken) -> Result<(), StorageError> {
        self.storage.set(SYNC_KEY, &token.to_string())
    }

    /// Stops syncing on this device (its data stays).
    pub fn forget_sync(&mut self) {
        self.storage.remove(SYNC_KEY);
    }

    /// The name the player chose for rooms played together, cleaned
    /// (`site::room::clean_name`); `None` if they chose none.
    pub fn room_name(&self) -> Option<String> {
        site::room::clean_name(&self.storage.get(ROOM_NAME_KEY)?)
    }

    /// Keeps the name the player goes by in rooms (an empty one: they go as a guest).
    pub fn set_room_name(&mut self, name: &str) -> Result<(), StorageError> {
        match site::room::clean_name(name) {
            Some(name) => self.storage.set(ROOM_NAME_KEY, &name),
            None => {
                self.storage.remove(ROOM_NAME_KEY);
                Ok(())
            }
        }
    }

    /// Practice progress as kept, its text (for the data file).
    pub fn practice(&self) -> Option<String> {
        self.storage.get(PRACTICE_KEY)
    }

    /// Keeps practice progress given as text.
    pub fn set_practice(&mut self, text: &str) -> Result<(), StorageError> {
        self.storage.set(PRACTICE_KEY, text)
    }

    /// Practice progress per technique.
    pub fn practice_progress(&self) -> practice::PracticeProgress {
        practice::PracticeProgress::parse(&self.practice().unwrap_or_default())
    }

    /// Keeps practice progress per technique.
    pub fn set_practice_progress(
        &mut self,
        progress: &practice::PracticeProgress,
    ) -> Result<(), StorageError> {
        self.set_practice(&progress.to_text())
    }

    /// Counts a practice position of `technique` at its first check: a try, and a success if
    /// the answer was `right`. Returns the technique's counts as now kept.
    pub fn count_practice(
        &mut self,
        technique: sudoku_core::Technique,
        right: bool,
    ) -> Result<practice::Tally, StorageError> {
        let mut progress = self.practice_progress();
        progress.count_try(technique);
        if right {
            progress.count_success(technique);
        }
        self.set_practice_progress(&progress)?;
        Ok(progress.tally(technique))
    }
}

#[cfg(test)]
mod tests;
