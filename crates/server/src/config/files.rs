//! The open files the settings may hold, checked against the process's limit at start-up.

use super::{Config, ConfigError};

/// File descriptors kept for what is not a client's socket: the listener, the logs, the
/// SQLite file and its journal, and the files being served.
pub const OTHER_FILES: u64 = 64;

impl Config {
    /// The open files these settings may hold at once: every connection, every room socket,
    /// the database's pool and [`OTHER_FILES`].
    pub fn open_files_needed(&self) -> u64 {
        let (room_sockets, pool) = self.database_files();
        (self.limits.max_connections + room_sockets) as u64 + u64::from(pool) + OTHER_FILES
    }

    /// The room sockets and database connections the settings allow (none without a database).
    fn database_files(&self) -> (usize, u32) {
        self.database.store.as_ref().map_or((0, 0), |options| {
            (self.database.max_room_sockets, options.pool_size)
        })
    }

    /// Raises the process's open-file limit as far as it may go (its soft limit to its hard
    /// one, as a server that holds many sockets should) and checks that the settings fit in
    /// it, so that a flood of sockets meets the server's own caps before the kernel's ("too
    /// many open files", which would refuse every client). The limit now in force.
    pub fn fit_open_files(&self) -> Result<u64, ConfigError> {
        let needed = self.open_files_needed();
        // Where the limit cannot be read or raised (not a Unix), the caps alone hold.
        let Ok(limit) = rlimit::increase_nofile_limit(u64::MAX) else {
            return Ok(needed);
        };
        if limit >= needed {
            return Ok(limit);
        }
        let (room_sockets, pool) = self.database_files();
        Err(ConfigError::OpenFiles {
            limit,
            needed,
            connections: self.limits.max_connections,
            room_sockets,
            pool,
        })
    }
}
