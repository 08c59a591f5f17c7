//! Online backups of an SQLite database: `VACUUM INTO` writes a consistent copy while the
//! server keeps reading and writing (WAL). PostgreSQL has `pg_dump` for this.

use std::path::Path;

use sqlx::{sqlite::SqliteConnectOptions, AnyConnection, ConnectOptions, Connection};

use crate::StoreError;

/// Writes a consistent copy of the SQLite database `database` to `destination`, which must not
/// exist yet. Safe while a server uses the database.
pub async fn backup_sqlite(database: &Path, destination: &Path) -> Result<(), StoreError> {
    if !database.is_file() {
        return Err(StoreError::Backup(format!(
            "{} is not a database file",
            database.display()
        )));
    }
    if destination.exists() {
        return Err(StoreError::Backup(format!(
            "{} already exists",
            destination.display()
        )));
    }
    let target = destination
        .to_str()
        .ok_or_else(|| StoreError::Backup("the destination's name is not UTF-8".to_owned()))?
        .to_owned();
    sqlx::any::install_default_drivers();
    let url = SqliteConnectOptions::new()
        .filename(database)
        .to_url_lossy();
    let mut connection = AnyConnection::connect(url.as_str()).await?;
    let copied = sqlx::query("VACUUM INTO $1")
        .bind(target)
        .execute(&mut connection)
        .await;
    connection.close().await?;
    copied
        .map(drop)
        .map_err(|error| StoreError::Backup(error.to_string()))
}
