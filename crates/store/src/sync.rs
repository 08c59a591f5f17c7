//! Sync documents: a player's data, kept under the SHA-256 of a random token that only the
//! player's devices know, so that another device can fetch it and merge.
//!
//! The store treats a document as text; the server checks its size and form. Each write bumps
//! the document's revision, and a write may name the revision it was based on, so two devices
//! writing at once cannot lose each other's changes unnoticed.

use std::time::SystemTime;

use site::ids::SyncToken;
use sqlx::Row;

use crate::{ids::digest, unix_seconds, Store, StoreError};

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
    /// A new document, but its network has made its most documents for today; nothing was
    /// written.
    NetworkFull,
    /// A new document, but the site keeps its most documents; nothing was written.
    SiteFull,
}

fn revision(value: i64) -> Result<u64, StoreError> {
    u64::try_from(value).map_err(|_| StoreError::Corrupt(format!("revision {value}")))
}

/// Where a new document comes from, and the quotas it must fit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quota {
    /// The sending network's keyed digest (made by the server).
    pub client: [u8; 16],
    /// The most documents one network may make in a day.
    pub per_client_per_day: u32,
    /// The most documents the site keeps in all.
    pub total: u64,
}

/// A write's outcome with the revisions as stored.
enum Written {
    Stored(i64),
    Conflict(i64),
    Refused(Put),
}

/// Seconds in the window of the per-network quota.
const DAY: i64 = 86_400;

impl Store {
    /// Stores `body` under `token`. With `based_on`, only if the stored revision is that one
    /// (0: only if there is no document yet). A new document must fit `quota`; a write to one
    /// that exists needs no room. Answers only once the write is committed.
    pub async fn put_document(
        &self,
        token: &SyncToken,
        body: &str,
        based_on: Option<u64>,
        now: SystemTime,
        quota: &Quota,
    ) -> Result<Put, StoreError> {
        let key = digest(token.bytes());
        let used = unix_seconds(now);
        let body = body.to_owned();
        let backend = self.backend();
        let expected = based_on.map(|revision| i64::try_from(revision).unwrap_or(i64::MAX));
        let put = self
            .run(|pool| async move {
                let mut transaction = crate::begin_write(pool, backend).await?;
                let current: Option<i64> =
                    sqlx::query_scalar("SELECT revision FROM sync_documents WHERE token = $1")
                        .bind(key.clone())
                        .fetch_optional(&mut *transaction)
                        .await?;
                let put = match (current, expected) {
                    (Some(current), Some(expected)) if current != expected => {
                        Written::Conflict(current)
                    }
                    (None, Some(expected)) if expected > 0 => Written::Conflict(0),
                    (Some(current), _) => {
                        sqlx::query(
                            "UPDATE sync_documents SET revision = revision + 1, \
                             document = $2, used = $3 WHERE token = $1",
                        )
                        .bind(key)
                        .bind(body)
                        .bind(used)
                        .execute(&mut *transaction)
                        .await?;
                        Written::Stored(current + 1)
                    }
                    (None, _) => {
                        let made: i64 = sqlx::query_scalar(
                            "SELECT COUNT(*) FROM sync_documents \
                             WHERE client = $1 AND created > $2",
                        )
                        .bind(quota.client.to_vec())
                        .bind(used - DAY)
                        .fetch_one(&mut *transaction)
                        .await?;
                        let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sync_documents")
                            .fetch_one(&mut *transaction)
                            .await?;
                        if made >= i64::from(quota.per_client_per_day) {
                            Written::Refused(Put::NetworkFull)
                        } else if u64::try_from(kept).unwrap_or(0) >= quota.total {
                            Written::Refused(Put::SiteFull)
                        } else {
                            sqlx::query(
                                "INSERT INTO sync_documents \
                                 (token, revision, document, used, client, created) \
                                 VALUES ($1, 1, $2, $3, $4, $3)",
                            )
                            .bind(key)
                            .bind(body)
                            .bind(used)
                            .bind(quota.client.to_vec())
                            .execute(&mut *transaction)
                            .await?;
                            Written::Stored(1)
                        }
                    }
                };
                transaction.commit().await?;
                Ok(put)
            })
            .await?;
        Ok(match put {
            Written::Stored(stored) => Put::Stored(revision(stored)?),
            Written::Conflict(current) => Put::Conflict {
                current: revision(current)?,
            },
            Written::Refused(put) => put,
        })
    }

    /// The document stored under `token`, if any; reading it counts as using it. The read does
    /// not depend on the write that marks the use: a full disk still lets a player fetch their
    /// document.
    pub async fn document(
        &self,
        token: &SyncToken,
        now: SystemTime,
    ) -> Result<Option<SyncDocument>, StoreError> {
        let key = digest(token.bytes());
        let row = self
            .run(|pool| {
                sqlx::query("SELECT revision, document FROM sync_documents WHERE token = $1")
                    .bind(key.clone())
                    .fetch_optional(pool)
            })
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let document = SyncDocument {
            revision: revision(row.try_get::<i64, _>(0)?)?,
            body: row.try_get::<String, _>(1)?,
        };
        let used = unix_seconds(now);
        let touched = self
            .execute_with(
                "UPDATE sync_documents SET used = $2 WHERE token = $1",
                key,
                used,
            )
            .await;
        if let Err(error) = touched {
            tracing::debug!(%error, "a sync document's use could not be noted");
        }
        Ok(Some(document))
    }

    /// Deletes the document stored under `token`; whether there was one.
    pub async fn delete_document(&self, token: &SyncToken) -> Result<bool, StoreError> {
        let key = digest(token.bytes());
        let deleted = self
            .delete_where("DELETE FROM sync_documents WHERE token = $1", key)
            .await?;
        Ok(deleted > 0)
    }

    /// Deletes the documents nobody wrote or read since `unused_since`; how many.
    pub async fn expire_documents(&self, unused_since: SystemTime) -> Result<u64, StoreError> {
        let before = unix_seconds(unused_since);
        self.delete_where("DELETE FROM sync_documents WHERE used < $1", before)
            .await
    }
}
