//! The file's work on this browser's own data: the file of it ("Download my data", and what
//! sync sends) and a file merged into it ("Import", and what sync receives).
//!
//! Reading and writing JSON (`serde_json` and the file's checks) was more than a third of the
//! statistics page's code (33 of 86 KB brotli), and the page shows the player's statistics
//! without it. In the split
//! build (feature `split`) these two are a split point (`crate::chunk`): their code is a chunk
//! of its own, loaded when the player first downloads, imports or syncs. Without the feature
//! they run at once. A chunk that could not be loaded is [`FileError::Chunk`], said like any
//! other reason, and nothing changes.

use std::fmt;

use super::{Document, ImportError};
use crate::chunk::ChunkError;
use crate::player::{self, StorageError};

/// Why a file was not made, or not merged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// The text is not a file of this site, or it is damaged: nothing was merged.
    Read(ImportError),
    /// The browser's storage could not be read or written.
    Storage(StorageError),
    /// The code that reads and writes files did not load.
    Chunk(ChunkError),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Read(error) => error.fmt(f),
            FileError::Storage(error) => error.fmt(f),
            FileError::Chunk(_) => f.write_str(
                "The code that reads and writes data files could not be loaded: check the \
                 connection and try again.",
            ),
        }
    }
}

impl std::error::Error for FileError {}

impl FileError {
    /// What to tell the player, in the page's language (the `Display` is English, for logs).
    pub fn message(&self) -> String {
        match self {
            FileError::Read(error) => error.message(),
            FileError::Storage(error) => error.message(),
            FileError::Chunk(_) => t!(DataCodeMissing).to_owned(),
        }
    }
}

/// This browser's data as the file's text, exported at `now` (UTC milliseconds).
pub async fn local_file(now: i64) -> Result<String, FileError> {
    (code().await?.file)(now)
}

/// Reads `text` as a file and merges it into this browser's data: how many games it added.
/// A file that does not read changes nothing.
pub async fn merge_into_local(text: &str) -> Result<usize, FileError> {
    (code().await?.merge)(text)
}

/// The two functions, both from one split point so that the JSON code they share is one chunk.
#[derive(Debug, Clone, Copy)]
struct FileCode {
    file: fn(i64) -> Result<String, FileError>,
    merge: fn(&str) -> Result<usize, FileError>,
}

impl FileCode {
    const HERE: FileCode = FileCode {
        file: file_now,
        merge: merge_now,
    };
}

async fn code() -> Result<FileCode, FileError> {
    code_split().await.map_err(FileError::Chunk)
}

crate::chunk::split_point! {
    player_file: fn code_split() -> FileCode {
        FileCode::HERE
    }
}

fn file_now(now: i64) -> Result<String, FileError> {
    let data = player::local().map_err(FileError::Storage)?;
    let mut document = Document::of(&data);
    document.locale = crate::browser::chosen_locale();
    Ok(document.to_json(now))
}

fn merge_now(text: &str) -> Result<usize, FileError> {
    let document = Document::read(text).map_err(FileError::Read)?;
    let mut data = player::local().map_err(FileError::Storage)?;
    let added = document.merge_into(&mut data).map_err(FileError::Storage)?;
    // The file's language, where this browser has none chosen: the next page is in it.
    if let (Some(locale), None) = (document.locale, crate::browser::chosen_locale()) {
        crate::browser::choose_locale(locale);
    }
    Ok(added)
}
