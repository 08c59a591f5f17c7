//! The benchmarks' puzzle lists: `../shared/data/puzzles` beside the repository, or the
//! directory in `SUDOKU_BENCH_DATA`.

use std::path::PathBuf;

use sudoku_core::Grid;

fn data_dir() -> PathBuf {
    std::env::var_os("SUDOKU_BENCH_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../../shared/data/puzzles"
            ))
        })
}

/// The first `limit` puzzles of the list `name` (one a line, `#` comments skipped); `None`,
/// with a note on standard error, when it cannot be read.
pub fn load(name: &str, limit: usize) -> Option<Vec<Grid>> {
    let path = data_dir().join(name);
    let text = std::fs::read_to_string(&path)
        .map_err(|e| eprintln!("skipping {}: {e}", path.display()))
        .ok()?;
    Some(
        text.lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .filter_map(|l| l.trim().parse().ok())
            .take(limit)
            .collect(),
    )
}
