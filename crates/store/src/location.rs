//! Where the data lives: an SQLite file or a PostgreSQL server, read from a database URL.

use std::path::PathBuf;

/// Where the data lives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    /// An SQLite file, created (with its directory) on the first connection.
    Sqlite(PathBuf),
    /// A PostgreSQL database, `postgres://user:password@host:port/database`.
    Postgres(String),
}

/// The database kinds the store runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// An embedded SQLite file.
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

impl Backend {
    /// The backend's name, for logs and `/readyz`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Sqlite => "sqlite",
            Self::Postgres => "postgres",
        }
    }
}

/// A database URL the store cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LocationError {
    /// Neither `postgres://`, `postgresql://` nor `sqlite://`.
    #[error("expected a URL starting with postgres://, postgresql:// or sqlite://")]
    Scheme,
    /// An `sqlite://` URL without a file name.
    #[error("an sqlite:// URL needs a file, like sqlite:///var/lib/sudoku/sudoku.db")]
    NoFile,
}

impl Location {
    /// Reads a database URL: `postgres://…` (or `postgresql://…`), or `sqlite://PATH` for an
    /// SQLite file (`sqlite:///abs/path.db`, `sqlite://relative.db`).
    pub fn from_url(url: &str) -> Result<Self, LocationError> {
        let url = url.trim();
        let lower = url.to_ascii_lowercase();
        if lower.starts_with("postgres://") || lower.starts_with("postgresql://") {
            return Ok(Self::Postgres(url.to_owned()));
        }
        let path = lower
            .strip_prefix("sqlite://")
            .map(|_| &url["sqlite://".len()..])
            .ok_or(LocationError::Scheme)?;
        let path = path.split('?').next().unwrap_or_default();
        if path.is_empty() {
            return Err(LocationError::NoFile);
        }
        Ok(Self::Sqlite(PathBuf::from(path)))
    }

    /// Which backend this is.
    pub fn backend(&self) -> Backend {
        match self {
            Self::Sqlite(_) => Backend::Sqlite,
            Self::Postgres(_) => Backend::Postgres,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_urls() {
        let check = |url: &str, expected: Result<Location, LocationError>| {
            assert_eq!(Location::from_url(url), expected, "{url}");
        };
        // A PostgreSQL URL is kept whole; an SQLite one gives its file.
        for url in ["postgres://u:p@db:5432/sudoku", "PostgreSQL://db/sudoku"] {
            check(url, Ok(Location::Postgres(url.into())));
        }
        for (url, file) in [
            ("sqlite:///var/lib/sudoku/s.db", "/var/lib/sudoku/s.db"),
            ("sqlite://data/s.db?mode=rwc", "data/s.db"),
        ] {
            check(url, Ok(Location::Sqlite(file.into())));
        }
        check("sqlite://", Err(LocationError::NoFile));
        check("mysql://db/sudoku", Err(LocationError::Scheme));
        check("data/sudoku.db", Err(LocationError::Scheme));
    }
}
