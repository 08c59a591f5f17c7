//! Rooms: boards solved together (`site::room`). A room keeps the share code it started from,
//! its board as of some change (written back now and then), and the numbered changes after
//! that (and the last ones before it the caller asks to keep), so a page that reconnects gets
//! the changes it missed, and one that has fallen too far behind gets the board whole. The store numbers a room's changes: one statement bumps the
//! room's sequence and returns the number, so two instances writing to one PostgreSQL number
//! the changes of a room in one order. On PostgreSQL the change's commit also notifies the
//! other instances (`NOTIFY rooms, '<room> <seq> <player> <edit>'`), which
//! [`RoomNotifications`] hears; an instance that missed one reads the table.

use std::time::SystemTime;

use site::ids::RoomId;
use sqlx::Row;

use crate::{unix_seconds, Backend, Location, Store, StoreError};

/// The channel of the rooms' changes on PostgreSQL.
const CHANNEL: &str = "rooms";

/// The channel of who is in which room, on each instance.
const PEOPLE: &str = "room_people";

/// A room as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRoom {
    /// The share code the room started from.
    pub start: String,
    /// The share code of the board as of change `board_seq`.
    pub board: String,
    /// The change the board is as of (0: the start).
    pub board_seq: u64,
    /// The number of the room's last change.
    pub seq: u64,
    /// When the room was made, in seconds since the Unix epoch.
    pub created: u64,
    /// When its board was first solved, in seconds since the Unix epoch; `None` until then.
    pub solved: Option<u64>,
}

/// A numbered change as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredChange {
    /// Its number in the room.
    pub seq: u64,
    /// Who made it: the player's number in the room.
    pub player: u32,
    /// The edit's JSON.
    pub edit: String,
}

fn number(value: i64, what: &str) -> Result<u64, StoreError> {
    u64::try_from(value).map_err(|_| StoreError::Corrupt(format!("{what} {value}")))
}

impl Store {
    /// Makes the room `id` from the share code `start`, at `now`. False if a room of that id
    /// exists (the server then makes another id).
    pub async fn create_room(
        &self,
        id: &RoomId,
        start: &str,
        now: SystemTime,
    ) -> Result<bool, StoreError> {
        let (id, start, now) = (id.to_string(), start.to_owned(), unix_seconds(now));
        let done = self
            .run(|pool| {
                sqlx::query(
                    "INSERT INTO rooms (id, start, board, board_seq, seq, created, used) \
                     VALUES ($1, $2, $2, 0, 0, $3, $3) ON CONFLICT DO NOTHING",
                )
                .bind(id)
                .bind(start)
                .bind(now)
                .execute(pool)
            })
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The room `id`, if there is one.
    pub async fn room(&self, id: &RoomId) -> Result<Option<StoredRoom>, StoreError> {
        let id = id.to_string();
        let row = self
            .run(|pool| {
                sqlx::query(
                    "SELECT start, board, board_seq, seq, created, solved FROM rooms WHERE id = $1",
                )
                .bind(id)
                .fetch_optional(pool)
            })
            .await?;
        row.map(|row| {
            Ok(StoredRoom {
                start: row.try_get(0)?,
                board: row.try_get(1)?,
                board_seq: number(row.try_get(2)?, "board change")?,
                seq: number(row.try_get(3)?, "change")?,
                created: number(row.try_get(4)?, "creation time")?,
                solved: row
                    .try_get::<Option<i64>, _>(5)?
                    .map(|at| number(at, "solving time"))
                    .transpose()?,
            })
        })
        .transpose()
    }

    /// Records that room `id`'s board is solved, at `now` unless an earlier time is recorded
    /// already (by another instance that saw the same change): the time recorded, the same for
    /// every caller; `None` if there is no such room.
    pub async fn room_solved(
        &self,
        id: &RoomId,
        now: SystemTime,
    ) -> Result<Option<u64>, StoreError> {
        let solved = self
            .update_room(
                "UPDATE rooms SET solved = COALESCE(solved, $2) WHERE id = $1 RETURNING solved",
                id,
                now,
            )
            .await?;
        solved.map(|at| number(at, "solving time")).transpose()
    }

    /// Runs `statement`, an `UPDATE` of room `id` (its `$1`) at `now` (its `$2`) that returns one
    /// number: that number, or `None` if there is no such room.
    async fn update_room(
        &self,
        statement: &'static str,
        id: &RoomId,
        now: SystemTime,
    ) -> Result<Option<i64>, StoreError> {
        let (id, now) = (id.to_string(), unix_seconds(now));
        self.run(|pool| {
            sqlx::query_scalar(statement)
                .bind(id)
                .bind(now)
                .fetch_optional(pool)
        })
        .await
    }

    /// Numbers `edit` (JSON), made by `player` at `now`, as the room's next change and keeps
    /// it: its number, or `None` if there is no such room. Answers once it is committed.
    pub async fn add_change(
        &self,
        id: &RoomId,
        player: u32,
        edit: &str,
        now: SystemTime,
    ) -> Result<Option<u64>, StoreError> {
        let (id, edit, now) = (id.to_string(), edit.to_owned(), unix_seconds(now));
        let backend = self.backend();
        let seq = self
            .run(|pool| async move {
                let mut transaction = crate::begin_write(pool, backend).await?;
                let seq: Option<i64> = sqlx::query_scalar(
                    "UPDATE rooms SET seq = seq + 1, used = $2 WHERE id = $1 RETURNING seq",
                )
                .bind(id.clone())
                .bind(now)
                .fetch_optional(&mut *transaction)
                .await?;
                if let Some(seq) = seq {
                    sqlx::query(
                        "INSERT INTO room_changes (room, seq, player, edit) VALUES ($1, $2, $3, $4)",
                    )
                    .bind(id.clone())
                    .bind(seq)
                    .bind(i64::from(player))
                    .bind(edit.clone())
                    .execute(&mut *transaction)
                    .await?;
                    if backend == Backend::Postgres {
                        // Delivered when the change commits, never before; with the change, so
                        // an instance up to date applies it without reading the table.
                        sqlx::query("SELECT pg_notify($1, $2)")
                            .bind(CHANNEL)
                            .bind(format!("{id} {seq} {player} {edit}"))
                            .execute(&mut *transaction)
                            .await?;
                    }
                }
                transaction.commit().await?;
                Ok(seq)
            })
            .await?;
        seq.map(|seq| number(seq, "change")).transpose()
    }

    /// The changes of room `id` after change `after`, in order, at most `limit`.
    pub async fn changes_since(
        &self,
        id: &RoomId,
        after: u64,
        limit: u32,
    ) -> Result<Vec<StoredChange>, StoreError> {
        let id = id.to_string();
        let after = i64::try_from(after).unwrap_or(i64::MAX);
        let rows = self
            .run(|pool| {
                sqlx::query(
                    "SELECT seq, player, edit FROM room_changes \
                     WHERE room = $1 AND seq > $2 ORDER BY seq LIMIT $3",
                )
                .bind(id)
                .bind(after)
                .bind(i64::from(limit))
                .fetch_all(pool)
            })
            .await?;
        rows.iter()
            .map(|row| {
                let player: i64 = row.try_get(1)?;
                Ok(StoredChange {
                    seq: number(row.try_get(0)?, "change")?,
                    player: u32::try_from(player)
                        .map_err(|_| StoreError::Corrupt(format!("player {player}")))?,
                    edit: row.try_get(2)?,
                })
            })
            .collect()
    }

    /// Writes back room `id`'s board (`board`, a share code) as of change `seq`, if that is
    /// later than the one kept, and lets the changes up to `keep` before it go: a page further
    /// behind gets the board whole.
    pub async fn save_room_board(
        &self,
        id: &RoomId,
        board: &str,
        seq: u64,
        keep: u64,
    ) -> Result<(), StoreError> {
        let (id, board) = (id.to_string(), board.to_owned());
        let upto = i64::try_from(seq.saturating_sub(keep)).unwrap_or(i64::MAX);
        let seq = i64::try_from(seq).unwrap_or(i64::MAX);
        let backend = self.backend();
        self.run(|pool| async move {
            let mut transaction = crate::begin_write(pool, backend).await?;
            let saved = sqlx::query(
                "UPDATE rooms SET board = $2, board_seq = $3 \
                 WHERE id = $1 AND board_seq < $3 AND seq >= $3",
            )
            .bind(id.clone())
            .bind(board)
            .bind(seq)
            .execute(&mut *transaction)
            .await?;
            if saved.rows_affected() == 1 {
                sqlx::query("DELETE FROM room_changes WHERE room = $1 AND seq <= $2")
                    .bind(id)
                    .bind(upto)
                    .execute(&mut *transaction)
                    .await?;
            }
            transaction.commit().await
        })
        .await
    }

    /// A number for someone joining room `id` at `now`, unique in the room across every
    /// instance on the database (and a visit); `None` if there is no such room.
    pub async fn join_room(&self, id: &RoomId, now: SystemTime) -> Result<Option<u32>, StoreError> {
        let joined = self
            .update_room(
                "UPDATE rooms SET joined = joined + 1, used = $2 WHERE id = $1 RETURNING joined",
                id,
                now,
            )
            .await?;
        joined
            .map(|n| u32::try_from(n).map_err(|_| StoreError::Corrupt(format!("joined {n}"))))
            .transpose()
    }

    /// Tells the other instances on the database who is in room `id` on instance `instance`
    /// (`people`, JSON); nothing on SQLite.
    pub async fn announce_people(
        &self,
        id: &RoomId,
        instance: u64,
        people: &str,
    ) -> Result<(), StoreError> {
        if self.backend() != Backend::Postgres {
            return Ok(());
        }
        let payload = format!("{id} {instance} {people}");
        self.execute_with("SELECT pg_notify($1, $2)", PEOPLE, payload)
            .await
    }

    /// Marks room `id` as visited at `now` (a visit keeps a room from the upkeep as a change
    /// does).
    pub async fn visit_room(&self, id: &RoomId, now: SystemTime) -> Result<(), StoreError> {
        let (id, now) = (id.to_string(), unix_seconds(now));
        self.execute_with(
            "UPDATE rooms SET used = $2 WHERE id = $1 AND used < $2",
            id,
            now,
        )
        .await
    }

    /// Removes the rooms neither changed nor visited since `before`, with their changes.
    /// Returns how many went.
    pub async fn remove_idle_rooms(&self, before: SystemTime) -> Result<u64, StoreError> {
        let before = unix_seconds(before);
        let backend = self.backend();
        self.run(|pool| async move {
            let mut transaction = crate::begin_write(pool, backend).await?;
            sqlx::query(
                "DELETE FROM room_changes WHERE room IN (SELECT id FROM rooms WHERE used < $1)",
            )
            .bind(before)
            .execute(&mut *transaction)
            .await?;
            let removed = sqlx::query("DELETE FROM rooms WHERE used < $1")
                .bind(before)
                .execute(&mut *transaction)
                .await?;
            transaction.commit().await?;
            Ok(removed.rows_affected())
        })
        .await
    }
}

/// What the rooms' notifications say: a room has a change numbered `seq` (made by any instance
/// on the same PostgreSQL), or the listener lost its connection and reconnected, so changes may
/// have been missed and every open room should catch up from the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoomNotice {
    /// A room has a new change.
    Change {
        /// The room.
        room: RoomId,
        /// The change as stored.
        change: StoredChange,
    },
    /// Who is in a room on another instance.
    People {
        /// The room.
        room: RoomId,
        /// The instance that says so.
        instance: u64,
        /// The people there, JSON.
        people: String,
    },
    /// Notifications may have been missed.
    Reconnected,
}

/// The rooms' notifications of a PostgreSQL store: a connection of its own that listens.
pub struct RoomNotifications {
    listener: sqlx::postgres::PgListener,
}

impl std::fmt::Debug for RoomNotifications {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RoomNotifications")
    }
}

impl RoomNotifications {
    /// The next notice. An error means the database is out of reach: wait and call again
    /// (the listener reconnects, and answers [`RoomNotice::Reconnected`] first).
    pub async fn next(&mut self) -> Result<RoomNotice, StoreError> {
        loop {
            match self.listener.try_recv().await {
                Ok(Some(notification)) => {
                    let payload = notification.payload();
                    let parsed = if notification.channel() == PEOPLE {
                        let mut parts = payload.splitn(3, ' ');
                        match (parts.next(), parts.next(), parts.next()) {
                            (Some(room), Some(instance), Some(people)) => (|| {
                                Some(RoomNotice::People {
                                    room: room.parse().ok()?,
                                    instance: instance.parse().ok()?,
                                    people: people.to_owned(),
                                })
                            })(
                            ),
                            _ => None,
                        }
                    } else {
                        let mut parts = payload.splitn(4, ' ');
                        match (parts.next(), parts.next(), parts.next(), parts.next()) {
                            (Some(room), Some(seq), Some(player), Some(edit)) => (|| {
                                Some(RoomNotice::Change {
                                    room: room.parse().ok()?,
                                    change: StoredChange {
                                        seq: seq.parse().ok()?,
                                        player: player.parse().ok()?,
                                        edit: edit.to_owned(),
                                    },
                                })
                            })(
                            ),
                            _ => None,
                        }
                    };
                    match parsed {
                        Some(notice) => return Ok(notice),
                        None => tracing::warn!(payload, "a rooms notification that does not read"),
                    }
                }
                Ok(None) => return Ok(RoomNotice::Reconnected),
                Err(error) => return Err(StoreError::Unavailable(error.to_string())),
            }
        }
    }
}

impl Store {
    /// A listener of the rooms' notifications, on PostgreSQL; `None` on SQLite, where one
    /// instance has the file and hears its own changes.
    pub async fn room_notifications(&self) -> Result<Option<RoomNotifications>, StoreError> {
        let Location::Postgres(url) = self.location() else {
            return Ok(None);
        };
        let mut listener = sqlx::postgres::PgListener::connect(url)
            .await
            .map_err(|error| StoreError::Unavailable(error.to_string()))?;
        listener
            .listen_all([CHANNEL, PEOPLE])
            .await
            .map_err(|error| StoreError::Unavailable(error.to_string()))?;
        Ok(Some(RoomNotifications { listener }))
    }
}
