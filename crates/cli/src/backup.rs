//! `sudoku backup`: an online copy of the server's SQLite database (`VACUUM INTO`, through the
//! `store` crate), consistent even while the server writes to it.

use std::path::{Path, PathBuf};

/// Copies `<data dir>/sudoku.db` to `destination`; reports on standard error and returns false
/// if it cannot.
pub fn run(data_dir: Option<PathBuf>, destination: &Path) -> bool {
    let data_dir = data_dir
        .or_else(|| std::env::var_os("SUDOKU_DATA_DIR").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from("data"));
    let database = data_dir.join(store::SQLITE_FILE);
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("sudoku backup: {error}");
            return false;
        }
    };
    match runtime.block_on(store::backup_sqlite(&database, destination)) {
        Ok(()) => {
            eprintln!("{} copied to {}", database.display(), destination.display());
            true
        }
        Err(error) => {
            eprintln!("sudoku backup: {error}");
            false
        }
    }
}
