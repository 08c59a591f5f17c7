//! Reading puzzles from files or standard input, in either supported layout.

use std::io::Read;
use std::path::{Path, PathBuf};

use sudoku_core::{parse_pe96, Grid};

use crate::Format;

/// One puzzle read, or the reason it could not be, with where it came from.
pub struct Puzzle {
    /// "file:line" or "file: Grid 07", for messages.
    pub source: String,
    /// The grid, or a message saying what is wrong.
    pub grid: Result<Grid, String>,
}

/// Reads `path`, or standard input for `-`.
pub fn read(path: &Path) -> Result<String, String> {
    if path == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map(|_| text)
            .map_err(|e| format!("cannot read standard input: {e}"))
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))
    }
}

/// Each of `files` (standard input, named "stdin", when there are none) as its name for
/// messages and its text, read when the iterator reaches it.
pub fn each_file(files: &[PathBuf]) -> impl Iterator<Item = (String, Result<String, String>)> + '_ {
    let stdin = files.is_empty().then(|| Path::new("-"));
    stdin
        .into_iter()
        .chain(files.iter().map(PathBuf::as_path))
        .map(|path| {
            let name = if path == Path::new("-") {
                "stdin".to_owned()
            } else {
                path.display().to_string()
            };
            (name, read(path))
        })
}

/// The puzzle of `text` (one line or several); with `latin`, a Latin square of any side.
pub fn grid(text: &str, latin: bool) -> Result<Grid, String> {
    let read = if latin {
        Grid::parse_latin(text)
    } else {
        text.parse::<Grid>()
    };
    read.map_err(|e| e.to_string())
}

/// The puzzles of `files` (standard input when there are none), in order; with `latin`, each
/// line a Latin square.
pub fn read_puzzles(files: &[PathBuf], format: Format, latin: bool) -> Vec<Puzzle> {
    let mut puzzles = Vec::new();
    for (name, text) in each_file(files) {
        let text = match text {
            Ok(text) => text,
            Err(message) => {
                puzzles.push(Puzzle {
                    source: name,
                    grid: Err(message),
                });
                continue;
            }
        };
        match format {
            Format::Lines => puzzles.extend(lines(&name, &text, latin)),
            Format::Pe96 if latin => puzzles.push(Puzzle {
                source: name,
                grid: Err("Project Euler 96 grids are 9×9 with boxes: --latin reads lines".into()),
            }),
            Format::Pe96 => match parse_pe96(&text) {
                Ok(grids) => puzzles.extend(grids.into_iter().map(|(header, grid)| Puzzle {
                    source: format!("{name}: {header}"),
                    grid: Ok(grid),
                })),
                Err(error) => puzzles.push(Puzzle {
                    source: name,
                    grid: Err(error.to_string()),
                }),
            },
        }
    }
    puzzles
}

/// One puzzle per line (with `latin`, a Latin square); blank lines and `#` comments are
/// skipped.
pub fn lines<'a>(name: &'a str, text: &'a str, latin: bool) -> impl Iterator<Item = Puzzle> + 'a {
    text.lines().enumerate().filter_map(move |(i, line)| {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return None;
        }
        Some(Puzzle {
            source: format!("{name}:{}", i + 1),
            grid: grid(line, latin),
        })
    })
}
