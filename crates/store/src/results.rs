//! Daily results: the first time each player sent for each daily puzzle, the finishing times of
//! a puzzle (from which the site draws its figures), the solvers per day, and the folding of
//! closed puzzles' results into counts.
//!
//! A puzzle's results are *open* for a number of days after its date (the server's
//! `SUDOKU_RESULTS_DAYS`). Then [`Store::fold_results`] replaces its individual results by how
//! many players finished in each number of seconds, and the server accepts no more results for
//! it, so no player can be counted twice once their own row is gone.

use sqlx::{FromRow, Row};
use sudoku_core::Date;

use site::daily::Edition;
use site::ids::PlayerId;

use crate::{ids::digest, Store, StoreError};

/// A result to record: who finished which daily, in how long, with how many hints. The server
/// has checked it (the solution, the date, the time) before it gets here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewResult {
    /// The daily's date.
    pub date: Date,
    /// Which of the day's dailies (its word is the rows' `level`).
    pub edition: Edition,
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
    /// Another result came with the same start token, and that one counts.
    StartUsed,
    /// The sending network has sent the most results counted for this puzzle.
    NetworkFull,
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

/// How many players solved the daily of a date and edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayCount {
    /// The date.
    pub date: Date,
    /// Which of the day's dailies.
    pub edition: Edition,
    /// The players who solved it.
    pub players: u64,
}

/// Where a result came from, for the limits on counting it: the network that sent it and the
/// start token it came with. The server makes both (`client` is a keyed digest of the address,
/// `start` the token's nonce); the store keeps them with the result until it is folded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin {
    /// The sending network's digest.
    pub client: [u8; 16],
    /// The start token's nonce: a token counts for one result.
    pub start: [u8; 16],
    /// The most results counted from one network for one daily.
    pub per_client: u32,
}

impl Store {
    /// Records `result`, sent from `origin`, unless the player already has one for that
    /// puzzle, its start token counted already, or its network has sent its most results for
    /// the puzzle. Answers only once the result is committed.
    pub async fn submit_result(
        &self,
        result: &NewResult,
        origin: &Origin,
    ) -> Result<Submitted, StoreError> {
        let day = result.date.to_string();
        let level = result.edition.name();
        let player = digest(result.player.bytes());
        let backend = self.backend();
        self.run(|pool| async move {
            let mut transaction = crate::begin_write(pool, backend).await?;
            // One statement counts the network's results and inserts, so the cap holds however
            // many results arrive at once (SQLite has one writer; on PostgreSQL two results of
            // one network committing together may both pass, a bounded excess).
            let inserted = sqlx::query(
                "INSERT INTO daily_results (day, level, player, seconds, hints, client, start) \
                 SELECT $1, $2, $3, $4, $5, $6, $7 WHERE (\
                   SELECT COUNT(*) FROM daily_results \
                   WHERE day = $1 AND level = $2 AND client = $6\
                 ) < $8 \
                 ON CONFLICT DO NOTHING",
            )
            .bind(day.clone())
            .bind(level)
            .bind(player.clone())
            .bind(i64::from(result.seconds))
            .bind(i64::from(result.hints))
            .bind(origin.client.to_vec())
            .bind(origin.start.to_vec())
            .bind(i64::from(origin.per_client))
            .execute(&mut *transaction)
            .await?;
            let submitted = if inserted.rows_affected() == 1 {
                Ok(Submitted::Counted)
            } else {
                let first = sqlx::query(
                    "SELECT seconds, hints FROM daily_results \
                     WHERE day = $1 AND level = $2 AND player = $3",
                )
                .bind(day)
                .bind(level)
                .bind(player)
                .fetch_optional(&mut *transaction)
                .await?;
                match first {
                    Some(row) => {
                        let (seconds, hints) =
                            (row.try_get::<i64, _>(0)?, row.try_get::<i64, _>(1)?);
                        match (u32::try_from(seconds), u32::try_from(hints)) {
                            (Ok(seconds), Ok(hints)) => {
                                Ok(Submitted::AlreadyCounted { seconds, hints })
                            }
                            _ => Err(StoreError::Corrupt(format!(
                                "a result of {seconds} s with {hints} hints"
                            ))),
                        }
                    }
                    None => {
                        let used: Option<i64> =
                            sqlx::query_scalar("SELECT 1 FROM daily_results WHERE start = $1")
                                .bind(origin.start.to_vec())
                                .fetch_optional(&mut *transaction)
                                .await?;
                        Ok(if used.is_some() {
                            Submitted::StartUsed
                        } else {
                            Submitted::NetworkFull
                        })
                    }
                }
            };
            transaction.commit().await?;
            Ok(submitted)
        })
        .await?
    }

    /// The time and hints of `player`'s result for the daily `edition` of `date`, if it is
    /// kept.
    pub async fn first_result(
        &self,
        date: Date,
        edition: Edition,
        player: &PlayerId,
    ) -> Result<Option<(u32, u32)>, StoreError> {
        let day = date.to_string();
        let player = digest(player.bytes());
        let row = self
            .run(|pool| {
                sqlx::query(
                    "SELECT seconds, hints FROM daily_results \
                     WHERE day = $1 AND level = $2 AND player = $3",
                )
                .bind(day)
                .bind(edition.name())
                .bind(player)
                .fetch_optional(pool)
            })
            .await?;
        row.map(|row| {
            let (seconds, hints) = (row.try_get::<i64, _>(0)?, row.try_get::<i64, _>(1)?);
            match (u32::try_from(seconds), u32::try_from(hints)) {
                (Ok(seconds), Ok(hints)) => Ok((seconds, hints)),
                _ => Err(StoreError::Corrupt(format!(
                    "a result of {seconds} s with {hints} hints"
                ))),
            }
        })
        .transpose()
    }

    /// The finishing times of the daily `edition` of `date`, open results and folded counts
    /// together, by time.
    pub async fn finishing_times(
        &self,
        date: Date,
        edition: Edition,
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
                .bind(edition.name())
                .fetch_all(pool)
            })
            .await?;
        rows.iter()
            .map(|row| {
                let (seconds, players, hinted) = <(i64, i64, i64)>::from_row(row)?;
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
                let (day, level, players) = <(String, String, i64)>::from_row(row)?;
                match (
                    day.parse(),
                    Edition::from_name(&level),
                    u64::try_from(players),
                ) {
                    (Ok(date), Some(level), Ok(players)) => Ok(DayCount {
                        date,
                        edition: level,
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
        let player = digest(player.bytes());
        self.delete_where("DELETE FROM daily_results WHERE player = $1", player)
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
                        let key = <(String, String, i64)>::from_row(row)?;
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
