//! The site's secret key: 32 random bytes made once by the first instance that needs it and
//! kept in the database, so every instance on one database signs and checks alike. The server
//! signs the dailies' start tokens and keys the digests of client addresses with it.

use crate::{Store, StoreError};

/// The name the key is kept under in `site_secrets`.
const KEY: &str = "start";

impl Store {
    /// The site's key, made with `fresh` (the server's random source) if there is none yet,
    /// then read once and kept in memory.
    pub async fn secret(&self, fresh: impl FnOnce() -> [u8; 32]) -> Result<[u8; 32], StoreError> {
        if let Some(key) = self.inner.secret.get() {
            return Ok(*key);
        }
        let candidate = fresh().to_vec();
        let stored: Vec<u8> = self
            .run(|pool| async move {
                // Two instances starting at once both try; the first insert wins and both
                // read it.
                sqlx::query(
                    "INSERT INTO site_secrets (name, value) VALUES ($1, $2) \
                     ON CONFLICT (name) DO NOTHING",
                )
                .bind(KEY)
                .bind(candidate)
                .execute(pool)
                .await?;
                sqlx::query_scalar("SELECT value FROM site_secrets WHERE name = $1")
                    .bind(KEY)
                    .fetch_one(pool)
                    .await
            })
            .await?;
        let key: [u8; 32] = stored
            .try_into()
            .map_err(|_| StoreError::Corrupt("the site's key is not 32 bytes".to_owned()))?;
        Ok(*self.inner.secret.get_or_init(|| key))
    }
}
