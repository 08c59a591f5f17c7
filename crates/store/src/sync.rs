//! Sync documents: a player's data, kept under the SHA-256 of a random token that only the
//! player's devices know, so that another device can fetch it and merge.
//!
//! The store treats a document as text; the server checks its size and form. Each write bumps
//! the document's revision, and a write may name the revision it was based on, so two devices
//! writing at once cannot lose each other's changes unnoticed.

use std::{fmt, str::FromStr, time::SystemTime};

use sqlx::Row;

use crate::{
    results::{digest, parse_hex_128, IdError},
    unix_seconds, Store, StoreError,
};

/// A sync token: 128 random bits, 32 hexadecimal digits, made by the player's browser. Only its
/// SHA-256 is stored; `Debug` does not show it.
#[derive(Clone, PartialEq, Eq)]
pub struct SyncToken([u8; 16]);

impl FromStr for SyncToken {
    type Err = IdError;

    fn from_str(text: &str) -> Result<Self, IdError> {
        parse_hex_128(text).map(Self)
    }
}

impl fmt::Debug for SyncToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SyncToken(…)")
    }
}

/// A stored document and its revision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyncDocument {
    /// 1 for the first write, one more for each later one.
    pub revision: u64,
    /// The document as the player's browser sent it.
    pub body: String,
}

/// What became of a write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Put {
    /// The document is stored at this revision.
    Stored(u64),
    /// The write named a revision that is not the stored one (0: the document was expected
    /// not to exist); nothing was written.
    Conflict {
        /// The stored revision, 0 if there is no document.
        current: u64,
    },
}

fn revision(value: i64) -> Result<u64, StoreError> {
    u64::try_from(value).map_err(|_| StoreError::Corrupt(format!("revision {value}")))
}

impl Store {
    /// Stores `body` under `token`. With `based_on`, only if the stored revision is that one
    /// (0: only if there is no document yet).
    pub async fn put_document(
        &self,
        token: &SyncToken,
        body: &str,
        based_on: Option<u64>,
        now: SystemTime,
    ) -> Result<Put, StoreError> {
        let key = digest(&token.0);
        let used = unix_seconds(now);
        let body = body.to_owned();
        let stored = self
            .run(|pool| async move {
                let sql = match based_on {
                    None => {
                        "INSERT INTO sync_documents (token, revision, document, used) \
                         VALUES ($1, 1, $2, $3) ON CONFLICT (token) DO UPDATE SET \
                         revision = sync_documents.revision + 1, \
                         document = excluded.document, used = excluded.used \
                         RETURNING revision"
                    }
                    Some(0) => {
                        "INSERT INTO sync_documents (token, revision, document, used) \
                         VALUES ($1, 1, $2, $3) ON CONFLICT (token) DO NOTHING \
                         RETURNING revision"
                    }
                    Some(_) => {
                        "UPDATE sync_documents SET revision = revision + 1, \
                         document = $2, used = $3 WHERE token = $1 AND revision = $4 \
                         RETURNING revision"
                    }
                };
                let mut query = sqlx::query(sql).bind(key.clone()).bind(body).bind(used);
                if let Some(expected) = based_on.filter(|&revision| revision > 0) {
                    query = query.bind(i64::try_from(expected).unwrap_or(i64::MAX));
                }
                let row = query.fetch_optional(pool).await?;
                if let Some(row) = row {
                    return Ok((true, row.try_get::<i64, _>(0)?));
                }
                let current: Option<i64> =
                    sqlx::query_scalar("SELECT revision FROM sync_documents WHERE token = $1")
                        .bind(key)
                        .fetch_optional(pool)
                        .await?;
                Ok((false, current.unwrap_or(0)))
            })
            .await?;
        Ok(match stored {
            (true, stored) => Put::Stored(revision(stored)?),
            (false, current) => Put::Conflict {
                current: revision(current)?,
            },
        })
    }

    /// The document stored under `token`, if any; reading it counts as using it.
    pub async fn document(
        &self,
        token: &SyncToken,
        now: SystemTime,
    ) -> Result<Option<SyncDocument>, StoreError> {
        let key = digest(&token.0);
        let used = unix_seconds(now);
        let row = self
            .run(|pool| {
                sqlx::query(
                    "UPDATE sync_documents SET used = $2 WHERE token = $1 \
                     RETURNING revision, document",
                )
                .bind(key)
                .bind(used)
                .fetch_optional(pool)
            })
            .await?;
        row.map(|row| {
            Ok(SyncDocument {
                revision: revision(row.try_get::<i64, _>(0)?)?,
                body: row.try_get::<String, _>(1)?,
            })
        })
        .transpose()
    }

    /// Deletes the document stored under `token`; whether there was one.
    pub async fn delete_document(&self, token: &SyncToken) -> Result<bool, StoreError> {
        let key = digest(&token.0);
        self.run(|pool| async move {
            sqlx::query("DELETE FROM sync_documents WHERE token = $1")
                .bind(key)
                .execute(pool)
                .await
                .map(|done| done.rows_affected() > 0)
        })
        .await
    }

    /// Deletes the documents nobody wrote or read since `unused_since`; how many.
    pub async fn expire_documents(&self, unused_since: SystemTime) -> Result<u64, StoreError> {
        let before = unix_seconds(unused_since);
        self.run(|pool| async move {
            sqlx::query("DELETE FROM sync_documents WHERE used < $1")
                .bind(before)
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })
        .await
    }
}
