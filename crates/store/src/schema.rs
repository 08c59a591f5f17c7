//! The schema: each backend's migrations, embedded in the binary and run on the first
//! connection, and the settings every new connection gets.
//!
//! The migrations are sqlx's (`_sqlx_migrations` records what ran, and on PostgreSQL an
//! advisory lock keeps two instances starting together from running them twice). They are
//! listed here with `include_str!` rather than found by `sqlx::migrate!`, whose proc-macro would
//! compile sqlx and SQLite a second time. A new migration is a file in both directories and a
//! line in both tables; a migration that ran is never edited (sqlx checks its checksum).

use std::{borrow::Cow, time::Duration};

use sqlx::{
    migrate::{Migration, MigrationType, Migrator},
    AnyConnection, AnyPool, AssertSqlSafe, SqlSafeStr,
};

use crate::{Backend, StoreError};

/// A migration: its version, description and SQL.
type Step = (i64, &'static str, &'static str);

const SQLITE: &[Step] = &[
    (
        1,
        "results and sync",
        include_str!("../migrations/sqlite/0001_results_and_sync.sql"),
    ),
    (
        2,
        "abuse limits",
        include_str!("../migrations/sqlite/0002_abuse_limits.sql"),
    ),
    (
        3,
        "rooms",
        include_str!("../migrations/sqlite/0003_rooms.sql"),
    ),
    (
        4,
        "room solved",
        include_str!("../migrations/sqlite/0004_room_solved.sql"),
    ),
];

const POSTGRES: &[Step] = &[
    (
        1,
        "results and sync",
        include_str!("../migrations/postgres/0001_results_and_sync.sql"),
    ),
    (
        2,
        "abuse limits",
        include_str!("../migrations/postgres/0002_abuse_limits.sql"),
    ),
    (
        3,
        "rooms",
        include_str!("../migrations/postgres/0003_rooms.sql"),
    ),
    (
        4,
        "room solved",
        include_str!("../migrations/postgres/0004_room_solved.sql"),
    ),
];

fn migrator(backend: Backend) -> Migrator {
    let steps = match backend {
        Backend::Sqlite => SQLITE,
        Backend::Postgres => POSTGRES,
    };
    Migrator::with_migrations(
        steps
            .iter()
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    Cow::Borrowed(description),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}

/// Runs the migrations that have not run yet. The statement timeout does not apply to them: a
/// future migration may rewrite a large table.
pub(crate) async fn migrate(
    pool: &AnyPool,
    backend: Backend,
    timeout: Duration,
) -> Result<(), StoreError> {
    let mut connection = pool
        .acquire()
        .await
        .map_err(|error| StoreError::Unavailable(error.to_string()))?;
    if backend == Backend::Postgres {
        sqlx::query("SET statement_timeout = 0")
            .execute(&mut *connection)
            .await?;
    }
    // `run_direct` on the connection itself: `run`'s future is not `Send` for every lifetime
    // (sqlx's "implementation of `Acquire` is not general enough"), so a server could not
    // spawn it; sqlx keeps `run_direct` public for exactly this.
    let migrator = migrator(backend);
    let mut migrated = migrator.run_direct(None, &mut *connection, false).await;
    // sqlx locks PostgreSQL for migrating (an advisory lock) but not SQLite: two processes
    // starting on one file may both find a migration missing, and the second then fails on
    // what the first created ("table … already exists") once its busy wait ends. By then the
    // first has committed, so running again finds the migration recorded and passes.
    for _ in 0..3 {
        if backend != Backend::Sqlite || migrated.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        migrated = migrator.run_direct(None, &mut *connection, false).await;
    }
    if backend == Backend::Postgres {
        set_statement_timeout(&mut connection, timeout).await?;
    }
    Ok(migrated?)
}

/// The settings of every new connection: WAL (with a size limit), a lighter sync and a busy
/// timeout for SQLite, a statement timeout for PostgreSQL.
pub(crate) async fn configure(
    connection: &mut AnyConnection,
    backend: Backend,
    timeout: Duration,
) -> Result<(), sqlx::Error> {
    match backend {
        Backend::Sqlite => {
            // WAL: readers never wait for the writer. NORMAL sync is safe with WAL (a crash may
            // lose the last commits, never corrupt the file).
            sqlx::query("PRAGMA journal_mode = WAL")
                .execute(&mut *connection)
                .await?;
            sqlx::query("PRAGMA synchronous = NORMAL")
                .execute(&mut *connection)
                .await?;
            // A checkpoint that empties the WAL also cuts its file to this size, so a burst of
            // writes does not leave a large file behind (the upkeep checkpoints hourly).
            sqlx::query("PRAGMA journal_size_limit = 4194304")
                .execute(&mut *connection)
                .await?;
            let busy = format!("PRAGMA busy_timeout = {}", timeout.as_millis());
            sqlx::query(AssertSqlSafe(busy))
                .execute(&mut *connection)
                .await?;
        }
        Backend::Postgres => set_statement_timeout(connection, timeout).await?,
    }
    Ok(())
}

async fn set_statement_timeout(
    connection: &mut AnyConnection,
    timeout: Duration,
) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT set_config('statement_timeout', $1, false)")
        .bind(format!("{}ms", timeout.as_millis()))
        .execute(connection)
        .await
        .map(drop)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_backends_have_the_same_migrations() {
        let versions = |steps: &[Step]| {
            steps
                .iter()
                .map(|&(version, description, _)| (version, description))
                .collect::<Vec<_>>()
        };
        assert_eq!(versions(SQLITE), versions(POSTGRES));
        let numbers = versions(SQLITE).iter().map(|(v, _)| *v).collect::<Vec<_>>();
        assert_eq!(numbers, (1..=numbers.len() as i64).collect::<Vec<_>>());
    }
}
