//! The player's data as one file, for "Download my data", "Import" and sync between devices.
//!
//! The file is JSON (described in the README's "Your data"):
//!
//! ```json
//! {
//!   "format": "sudoku-player-data",
//!   "version": 1,
//!   "exported_at": 1773500000000,
//!   "games": [
//!     {"id": "daily/2026-03-14/hard", "status": "solved", "seconds": 252, "hints": 1,
//!      "finished": {"utc_ms": 1773500000000, "offset_minutes": 60}, "level": "hard"}
//!   ],
//!   "saves": {"sudoku:game:53..7…": "sudoku/2 83000 1 B9…"},
//!   "settings": "validation=on-insert clean-notes=yes",
//!   "practice": null,
//!   "locale": "de"
//! }
//! ```
//!
//! Reading a file checks all of it before anything is kept, so a damaged or foreign file is
//! refused with a reason and changes nothing. Merging adds what the file has: games by id
//! (the same game merged as [`GameRecord::merge`] does), saves the player does not have or
//! with more time played, settings where there are none, practice progress per technique
//! (the larger counts of each, [`super::practice::PracticeProgress::merge`]), and the chosen
//! language where none is chosen (`locale`, a language tag the site speaks; another is ignored).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use sudoku_core::Level;

use super::record::{excerpt, quoted, GameId, GameRecord, Moment, Status};
use super::{Player, Storage, StorageError, SAVE_PREFIX};
use crate::game::Game;

mod local;

pub use local::{local_file, merge_into_local, FileError};

/// The `format` of every file.
pub const FORMAT: &str = "sudoku-player-data";

/// The version of the file this code writes; files of this version and older are read.
pub const FILE_VERSION: u32 = 1;

/// The largest file read: a player with thousands of games stays far below it.
pub const MAX_BYTES: usize = 4 * 1024 * 1024;

/// The file's name when downloaded.
pub const FILE_NAME: &str = "sudoku-data.json";

/// A finishing moment in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileMoment {
    utc_ms: i64,
    offset_minutes: i16,
}

/// A game in the file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileGame {
    id: String,
    status: String,
    seconds: u64,
    hints: u32,
    finished: Option<FileMoment>,
    level: Option<String>,
}

/// The file as JSON sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct File {
    format: String,
    version: u32,
    #[serde(default)]
    exported_at: Option<i64>,
    #[serde(default)]
    games: Vec<FileGame>,
    #[serde(default)]
    saves: BTreeMap<String, String>,
    #[serde(default)]
    settings: Option<String>,
    #[serde(default)]
    practice: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    locale: Option<String>,
}

/// The player's data, checked: what a file holds and what merging adds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Document {
    /// The games, one per id.
    pub games: Vec<GameRecord>,
    /// Saves by key.
    pub saves: BTreeMap<String, String>,
    /// The settings' text.
    pub settings: Option<String>,
    /// Practice progress.
    pub practice: Option<String>,
    /// The language the player chose, if they chose one.
    pub locale: Option<i18n::Locale>,
}

/// Why a file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// Larger than [`MAX_BYTES`].
    #[error("This file is too large to be a Sudoku data file.")]
    TooLarge,
    /// Not JSON, or JSON of another shape: why, in the page's language (or the JSON reader's
    /// words).
    #[error("This file is not a Sudoku data file, or it is damaged ({0}).")]
    NotData(String),
    /// JSON of another program: its format, quoted (or that it has none, in the page's
    /// language).
    #[error("This file is not a Sudoku data file (its format is {0:?}).")]
    Foreign(String),
    /// A file of a later version of the site.
    #[error("This file was made by a newer version of the site (version {0}); update the page and try again.")]
    Newer(u32),
    /// A game in the file cannot be read.
    #[error("Game {index} of the file is damaged: {reason}.")]
    Game {
        /// The game's place in the file, from 1.
        index: usize,
        /// What is wrong, in the page's language.
        reason: String,
    },
    /// A save in the file cannot be read: which and why, in the page's language.
    #[error("A saved game in the file is damaged: {0}.")]
    Save(String),
}

impl ImportError {
    /// Why the file was refused, in the page's language, for the player (the `Display` is
    /// English, for logs).
    pub fn message(&self) -> String {
        match self {
            ImportError::TooLarge => t!(DataTooLarge).to_owned(),
            ImportError::NotData(reason) => t!(DataNotData, reason = reason),
            ImportError::Foreign(format) => t!(DataForeign, format = quoted(format)),
            ImportError::Newer(version) => t!(DataNewer, version = *version),
            ImportError::Game { index, reason } => {
                t!(DataGameDamaged, index = *index, reason = reason)
            }
            ImportError::Save(reason) => t!(DataSaveDamaged, reason = reason),
        }
    }
}

impl Document {
    /// The data kept by `player`.
    pub fn of<S: Storage>(player: &Player<S>) -> Document {
        let mut games = player.games().records;
        games.sort_by(|a, b| a.id.cmp(&b.id));
        Document {
            games,
            saves: player.saves().into_iter().collect(),
            settings: player.settings(),
            practice: player.practice(),
            locale: None,
        }
    }

    /// The file's text, made at `now` (UTC milliseconds).
    pub fn to_json(&self, now: i64) -> String {
        let file = File {
            format: FORMAT.to_owned(),
            version: FILE_VERSION,
            exported_at: Some(now),
            games: self.games.iter().map(file_game).collect(),
            saves: self.saves.clone(),
            settings: self.settings.clone(),
            practice: self.practice.clone(),
            locale: self.locale.map(|locale| locale.tag().to_owned()),
        };
        // A struct of strings, numbers and maps with string keys always serialises.
        serde_json::to_string_pretty(&file).unwrap_or_default()
    }

    /// Reads and checks a file's text.
    pub fn read(text: &str) -> Result<Document, ImportError> {
        if text.len() > MAX_BYTES {
            return Err(ImportError::TooLarge);
        }
        // The format and version first, so a foreign or newer file says so rather than what
        // this version finds wrong in it.
        let head: serde_json::Value = serde_json::from_str(text)
            .map_err(|_| ImportError::NotData(t!(DataNotJson).to_owned()))?;
        let format = head.get("format").and_then(serde_json::Value::as_str);
        if format != Some(FORMAT) {
            return Err(ImportError::Foreign(
                format.map_or_else(|| t!(DataFormatMissing).to_owned(), excerpt),
            ));
        }
        match head.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if (1..=u64::from(FILE_VERSION)).contains(&v) => {}
            Some(v) if v > u64::from(FILE_VERSION) => {
                return Err(ImportError::Newer(u32::try_from(v).unwrap_or(u32::MAX)))
            }
            _ => return Err(ImportError::NotData(t!(DataVersionMissing).to_owned())),
        }
        let file: File = serde_json::from_value(head)
            .map_err(|e| ImportError::NotData(excerpt(&e.to_string())))?;
        let mut document = Document {
            settings: file.settings,
            practice: file.practice,
            locale: file.locale.as_deref().and_then(i18n::Locale::from_tag),
            ..Document::default()
        };
        let mut games = super::Games::default();
        for (index, game) in file.games.iter().enumerate() {
            let record = read_game(game).map_err(|reason| ImportError::Game {
                index: index + 1,
                reason,
            })?;
            games.put(record);
        }
        document.games = games.records;
        for (key, text) in file.saves {
            check_save(&key, &text)?;
            document.saves.insert(key, text);
        }
        Ok(document)
    }

    /// Adds this document to `player`'s data; returns how many games were new.
    pub fn merge_into<S: Storage>(&self, player: &mut Player<S>) -> Result<usize, StorageError> {
        let mut games = player.games();
        let mut added = 0;
        for record in &self.games {
            if games.get(&record.id).is_none() {
                added += 1;
            }
            games.put(record.clone());
        }
        player.set_games(&games)?;
        for (key, text) in &self.saves {
            let keep = match player.save(key) {
                None => true,
                Some(mine) => played(text) > played(&mine),
            };
            if keep {
                player.set_save(key, text)?;
            }
        }
        if let (None, Some(settings)) = (player.settings(), &self.settings) {
            player.set_settings(settings)?;
        }
        if let Some(practice) = &self.practice {
            let mine = player.practice_progress();
            let merged = mine.merge(&super::practice::PracticeProgress::parse(practice));
            if merged != mine {
                player.set_practice_progress(&merged)?;
            }
        }
        Ok(added)
    }
}

/// The time played a save records (its second word), 0 if unreadable.
fn played(save: &str) -> u64 {
    save.split_ascii_whitespace()
        .nth(1)
        .and_then(|w| w.parse().ok())
        .unwrap_or(0)
}

fn file_game(record: &GameRecord) -> FileGame {
    FileGame {
        id: record.id.to_string(),
        status: record.status.name().to_owned(),
        seconds: record.seconds,
        hints: record.hints,
        finished: record.finished.map(|m| FileMoment {
            utc_ms: m.utc_ms,
            offset_minutes: m.offset_minutes,
        }),
        level: record.level.map(|l| l.name().to_owned()),
    }
}

fn read_game(game: &FileGame) -> Result<GameRecord, String> {
    let id: GameId = game
        .id
        .parse()
        .map_err(|e: super::record::RecordError| e.message())?;
    let status = Status::from_name(&game.status)
        .ok_or_else(|| t!(RecordStatus, text = quoted(&excerpt(&game.status))))?;
    let finished = match game.finished {
        None => None,
        Some(m) => Some(
            Moment::new(m.utc_ms, m.offset_minutes)
                .ok_or_else(|| t!(RecordOffset, offset = m.offset_minutes.to_string()))?,
        ),
    };
    let level = match &game.level {
        None => None,
        Some(name) => Some(
            name.parse::<Level>()
                .map_err(|_| t!(RecordNotLevel, text = quoted(&excerpt(name))))?,
        ),
    };
    if let GameId::Daily { edition: daily, .. } = id {
        if level != Some(daily.level()) {
            return Err(t!(RecordDailyLevel).to_owned());
        }
    }
    Ok(GameRecord {
        id,
        status,
        seconds: game.seconds,
        hints: game.hints,
        finished,
        level,
    })
}

/// Checks that `text` is a save of the puzzle its `key` names.
fn check_save(key: &str, text: &str) -> Result<(), ImportError> {
    let bad = |why: String| ImportError::Save(t!(DataSaveReason, key = excerpt(key), why = why));
    let rest = key
        .strip_prefix(SAVE_PREFIX)
        .ok_or_else(|| bad(t!(DataSaveBadName).to_owned()))?;
    let puzzle = rest.split(':').next().unwrap_or_default();
    let givens = super::puzzle::read(puzzle).ok_or_else(|| bad(t!(DataSaveNoPuzzle).to_owned()))?;
    Game::from_save(givens, text).map_err(|e| bad(e.message()))?;
    Ok(())
}

#[cfg(test)]
mod tests;
