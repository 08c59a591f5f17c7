//! Daily results: the first time each player sent for each daily puzzle, the finishing times of
//! a puzzle (from which the site draws its figures), the solvers per day, and the folding of
//! closed puzzles' results into counts.
//!
//! A puzzle's results are *open* for a number of days after its date (the server's
//! `SUDOKU_RESULTS_DAYS`). Then [`Store::fold_results`] replaces its individual results by how
//! many players finished in each number of seconds, and the server accepts no more results for
//! it, so no player can be counted twice once their own row is gone.

use std::{fmt, str::FromStr};

use sha2::{Digest, Sha256};
use sqlx::Row;
use sudoku_core::{Date, Level};

use crate::{Store, StoreError};

/// A browser's anonymous player id: 128 random bits, written as 32 hexadecimal digits. Only its
/// SHA-256 is stored. `Debug` does not show it (it is what lets a player delete their results).
#[derive(Clone, PartialEq, Eq)]
pub struct PlayerId([u8; 16]);

/// Why a text is not an id or token: it must be 32 hexadecimal digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("expected 32 hexadecimal digits")]
pub struct IdError;

/// 32 hexadecimal digits (either case) as 16 bytes.
pub(crate) fn parse_hex_128(text: &str) -> Result<[u8; 16], IdError> {
    let digits = text.as_bytes();
    if digits.len() != 32 {
        return Err(IdError);
    }
    let mut bytes = [0u8; 16];
    for (byte, pair) in bytes.iter_mut().zip(digits.chunks_exact(2)) {
        let high = (pair[0] as char).to_digit(16).ok_or(IdError)?;
        let low = (pair[1] as char).to_digit(16).ok_or(IdError)?;
        *byte = (high * 16 + low) as u8;
    }
    Ok(bytes)
}

/// The SHA-256 of an id, as stored.
pub(crate) fn digest(bytes: &[u8; 16]) -> Vec<u8> {
    Sha256::digest(bytes).to_vec()
}

impl FromStr for PlayerId {
    type Err = IdError;

    fn from_str(text: &str) -> Result<Self, IdError> {
        parse_hex_128(text).map(Self)
    }
}

impl fmt::Debug for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PlayerId(…)")
    }
}

impl PlayerId {
    fn digest(&self) -> Vec<u8> {
        digest(&self.0)
    }
}

/// A result to record: who finished which daily, in how long, with how many hints. The server
/// has checked it (the solution, the date, the time) before it gets here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewResult {
    /// The daily's date.
    pub date: Date,
    /// The daily's level.
    pub level: Level,
    /// The player.
    pub player: PlayerId,
    /// The time on the game's clock, in whole seconds.
    pub seconds: u32,
    /// How many hints the player took.
    pub hints: u32,
}

/// What became of a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Submitted {
    /// It is the player's first result for this puzzle and now counts.
    Counted,
    /// The player had sent one before; that first one counts, with its time and hints.
    AlreadyCounted {
        /// The first result's time.
        seconds: u32,
        /// The first result's hints.
        hints: u32,
    },
}

/// How many players finished a puzzle in a number of seconds, and how many of them took a hint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeCount {
    /// The finishing time.
    pub seconds: u32,
    /// The players who finished in that time.
    pub players: u64,
    /// Those of them who took at least one hint.
    pub hinted: u64,
}

/// How many players solved the daily of a date at a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayCount {
    /// The date.
    pub date: Date,
    /// The level.
    pub level: Level,
    /// The players who solved it.
    pub players: u64,
}

impl Store {
    /// Records `result` unless the player already has one for that puzzle.
    pub async fn submit_result(&self, result: &NewResult) -> Result<Submitted, StoreError> {
        let day = result.date.to_string();
        let level = result.level.name();
        let player = result.player.digest();
        self.run(|pool| async move {
            let inserted = sqlx::query(
                "INSERT INTO daily_results (day, level, player, seconds, hints) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day, level, player) DO NOTHING",
            )
            .bind(day.clone())
            .bind(level)
            .bind(player.clone())
            .bind(i64::from(result.seconds))
            .bind(i64::from(result.hints))
            .execute(pool)
            .await?;
            if inserted.rows_affected() == 1 {
                return Ok(Ok(Submitted::Counted));
            }
            let first = sqlx::query(
                "SELECT seconds, hints FROM daily_results \
                 WHERE day = $1 AND level = $2 AND player = $3",
            )
            .bind(day)
            .bind(level)
            .bind(player)
            .fetch_optional(pool)
            .await?;
            Ok(match first {
                Some(row) => {
                    let (seconds, hints) = (row.try_get::<i64, _>(0)?, row.try_get::<i64, _>(1)?);
                    match (u32::try_from(seconds), u32::try_from(hints)) {
                        (Ok(seconds), Ok(hints)) => {
                            Ok(Submitted::AlreadyCounted { seconds, hints })
                        }
                        _ => Err(StoreError::Corrupt(format!(
                            "a result of {seconds} s with {hints} hints"
                        ))),
                    }
                }
                // Deleted between the two statements (the player deleted their results).
                None => Ok(Submitted::AlreadyCounted {
                    seconds: result.seconds,
                    hints: result.hints,
                }),
            })
        })
        .await?
    }

    /// The finishing times of the daily of `date` at `level`, open results and folded counts
    /// together, by time.
    pub async fn finishing_times(
        &self,
        date: Date,
        level: Level,
    ) -> Result<Vec<TimeCount>, StoreError> {
        let day = date.to_string();
        let rows = self
            .run(|pool| {
                sqlx::query(
                    "SELECT seconds, CAST(SUM(players) AS BIGINT), CAST(SUM(hinted) AS BIGINT) \
                     FROM (\
                       SELECT seconds, 1 AS players, \
                              CASE WHEN hints > 0 THEN 1 ELSE 0 END AS hinted \
                       FROM daily_results WHERE day = $1 AND level = $2 \
                       UNION ALL \
                       SELECT seconds, players, hinted \
                       FROM daily_times WHERE day = $1 AND level = $2\
                     ) AS finished \
                     GROUP BY seconds ORDER BY seconds",
                )
                .bind(day)
                .bind(level.name())
                .fetch_all(pool)
            })
            .await?;
        rows.iter()
            .map(|row| {
                let (seconds, players, hinted) = (
                    row.try_get::<i64, _>(0)?,
                    row.try_get::<i64, _>(1)?,
                    row.try_get::<i64, _>(2)?,
                );
                match (
                    u32::try_from(seconds),
                    u64::try_from(players),
                    u64::try_from(hinted),
                ) {
                    (Ok(seconds), Ok(players), Ok(hinted)) => Ok(TimeCount {
                        seconds,
                        players,
                        hinted,
                    }),
                    _ => Err(StoreError::Corrupt(format!(
                        "{players} players, {hinted} hinted, at {seconds} s"
                    ))),
                }
            })
            .collect()
    }

    /// How many players solved each daily from `first` to `last` (both included); days and
    /// levels nobody solved are left out.
    pub async fn solvers_per_day(
        &self,
        first: Date,
        last: Date,
    ) -> Result<Vec<DayCount>, StoreError> {
        let rows = self
            .run(|pool| {
                sqlx::query(
                    "SELECT day, level, CAST(SUM(players) AS BIGINT) FROM (\
                       SELECT day, level, COUNT(*) AS players FROM daily_results \
                       WHERE day >= $1 AND day <= $2 GROUP BY day, level \
                       UNION ALL \
                       SELECT day, level, SUM(players) AS players FROM daily_times \
                       WHERE day >= $1 AND day <= $2 GROUP BY day, level\
                     ) AS solved \
                     GROUP BY day, level ORDER BY day, level",
                )
                .bind(first.to_string())
                .bind(last.to_string())
                .fetch_all(pool)
            })
            .await?;
        rows.iter()
            .map(|row| {
                let (day, level, players) = (
                    row.try_get::<String, _>(0)?,
                    row.try_get::<String, _>(1)?,
                    row.try_get::<i64, _>(2)?,
                );
                match (day.parse(), level.parse(), u64::try_from(players)) {
                    (Ok(date), Ok(level), Ok(players)) => Ok(DayCount {
                        date,
                        level,
                        players,
                    }),
                    _ => Err(StoreError::Corrupt(format!(
                        "{players} solvers of {day} at level {level:?}"
                    ))),
                }
            })
            .collect()
    }

    /// Deletes every open result of `player` (folded counts are anonymous and stay). Returns
    /// how many there were.
    pub async fn delete_player_results(&self, player: &PlayerId) -> Result<u64, StoreError> {
        let player = player.digest();
        self.run(|pool| async move {
            sqlx::query("DELETE FROM daily_results WHERE player = $1")
                .bind(player)
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })
        .await
    }

    /// Folds the results of every daily dated before `closed_before` into counts per
    /// finishing time, and deletes them. Works in batches, each its own transaction, so a large
    /// backlog never holds a long lock; several instances folding at once count each result
    /// once (each batch deletes its rows first, and a row deleted by another is not returned).
    /// Returns how many results were folded.
    pub async fn fold_results(&self, closed_before: Date) -> Result<u64, StoreError> {
        const BATCH: i64 = 2000;
        let before = closed_before.to_string();
        let mut folded = 0;
        loop {
            let before = before.clone();
            let batch = self
                .run(|pool| async move {
                    let mut transaction = pool.begin().await?;
                    let rows = sqlx::query(
                        "DELETE FROM daily_results WHERE (day, level, player) IN (\
                           SELECT day, level, player FROM daily_results WHERE day < $1 LIMIT $2\
                         ) RETURNING day, level, seconds, hints",
                    )
                    .bind(before)
                    .bind(BATCH)
                    .fetch_all(&mut *transaction)
                    .await?;
                    let mut counts =
                        std::collections::HashMap::<(String, String, i64), (i64, i64)>::new();
                    for row in &rows {
                        let key = (
                            row.try_get::<String, _>(0)?,
                            row.try_get::<String, _>(1)?,
                            row.try_get::<i64, _>(2)?,
                        );
                        let hinted = i64::from(row.try_get::<i64, _>(3)? > 0);
                        let count = counts.entry(key).or_default();
                        count.0 += 1;
                        count.1 += hinted;
                    }
                    for ((day, level, seconds), (players, hinted)) in counts {
                        sqlx::query(
                            "INSERT INTO daily_times (day, level, seconds, players, hinted) \
                             VALUES ($1, $2, $3, $4, $5) \
                             ON CONFLICT (day, level, seconds) DO UPDATE SET \
                             players = daily_times.players + excluded.players, \
                             hinted = daily_times.hinted + excluded.hinted",
                        )
                        .bind(day)
                        .bind(level)
                        .bind(seconds)
                        .bind(players)
                        .bind(hinted)
                        .execute(&mut *transaction)
                        .await?;
                    }
                    transaction.commit().await?;
                    Ok(rows.len() as u64)
                })
                .await?;
            folded += batch;
            if batch < BATCH as u64 {
                return Ok(folded);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_text_is_an_id_or_refused(text in "\\PC{0,40}") {
            let parsed = text.parse::<PlayerId>();
            prop_assert_eq!(parsed.is_ok(), text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit()));
        }

        #[test]
        fn the_hex_of_any_bits_reads_back(bytes in any::<[u8; 16]>(), upper in any::<bool>()) {
            let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
            let hex = if upper { hex.to_ascii_uppercase() } else { hex };
            prop_assert_eq!(hex.parse::<PlayerId>(), Ok(PlayerId(bytes)));
        }
    }

    #[test]
    fn player_ids_are_32_hex_digits() {
        assert!("0123456789abcdefABCDEF0123456789"
            .parse::<PlayerId>()
            .is_ok());
        assert_eq!("0123".parse::<PlayerId>(), Err(IdError));
        assert_eq!(
            "0123456789abcdef0123456789abcdeg".parse::<PlayerId>(),
            Err(IdError)
        );
        // A multi-byte character where a digit pair should be.
        assert_eq!(
            "é123456789abcdef0123456789abcde".parse::<PlayerId>(),
            Err(IdError)
        );
        let id: PlayerId = "00000000000000000000000000000001".parse().expect("an id");
        assert_eq!(id.0[15], 1);
        assert_eq!(format!("{id:?}"), "PlayerId(…)");
    }
}
