//! Reading puzzles from files or standard input, in either supported layout.

use std::io::Read;
use std::path::{Path, PathBuf};

use sudoku_core::{import_puzzle, parse_pe96, Grid, ImportError, ParseError, Pe96Error};

use crate::Format;

/// Why a puzzle could not be read.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// Standard input could not be read.
    #[error("cannot read standard input: {0}")]
    Stdin(std::io::Error),
    /// A file could not be read.
    #[error("cannot read: {0}")]
    File(std::io::Error),
    /// A link that does not import.
    #[error("{0}")]
    Import(ImportError),
    /// A grid that does not parse.
    #[error("{0}")]
    Grid(ParseError),
    /// A Project Euler 96 file that does not parse.
    #[error("{0}")]
    Pe96(Pe96Error),
    /// Project Euler 96 grids asked for as Latin squares.
    #[error("Project Euler 96 grids are 9×9 with boxes: --latin reads lines")]
    Pe96Latin,
}

/// One puzzle read, or the reason it could not be, with where it came from.
pub struct Puzzle {
    /// "file:line" or "file: Grid 07", for messages.
    pub source: String,
    /// The puzzle with its rules, or a message saying what is wrong.
    pub puzzle: Result<sudoku_core::Puzzle, InputError>,
}

/// Reads `path`, or standard input for `-`.
pub fn read(path: &Path) -> Result<String, InputError> {
    if path == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map(|_| text)
            .map_err(InputError::Stdin)
    } else {
        std::fs::read_to_string(path).map_err(InputError::File)
    }
}

/// Each of `files` (standard input, named "stdin", when there are none) as its name for
/// messages and its text, read when the iterator reaches it.
pub fn each_file(
    files: &[PathBuf],
) -> impl Iterator<Item = (String, Result<String, InputError>)> + '_ {
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

/// The puzzle of `text`: an f-puzzles or SudokuPad link (or a bare `fpuzzles…` id), which may
/// carry a variant's rules, else a grid of one line or several, with `latin` a Latin square of
/// any side.
pub fn puzzle(text: &str, latin: bool) -> Result<sudoku_core::Puzzle, InputError> {
    let text = text.trim();
    let link = text.contains("://")
        || text.starts_with("fpuz")
        || ["f-puzzles.com", "sudokupad.app"]
            .iter()
            .any(|host| text.contains(host));
    if link {
        return import_puzzle(text).map_err(InputError::Import);
    }
    grid(text, latin).map(sudoku_core::Puzzle::classic)
}

/// The grid of `text` (one line or several); with `latin`, a Latin square of any side.
pub fn grid(text: &str, latin: bool) -> Result<Grid, InputError> {
    let read = if latin {
        Grid::parse_latin(text)
    } else {
        text.parse::<Grid>()
    };
    read.map_err(InputError::Grid)
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
                    puzzle: Err(message),
                });
                continue;
            }
        };
        match format {
            Format::Lines => puzzles.extend(lines(&name, &text, latin)),
            Format::Pe96 if latin => puzzles.push(Puzzle {
                source: name,
                puzzle: Err(InputError::Pe96Latin),
            }),
            Format::Pe96 => match parse_pe96(&text) {
                Ok(grids) => puzzles.extend(grids.into_iter().map(|(header, grid)| Puzzle {
                    source: format!("{name}: {header}"),
                    puzzle: Ok(sudoku_core::Puzzle::classic(grid)),
                })),
                Err(error) => puzzles.push(Puzzle {
                    source: name,
                    puzzle: Err(InputError::Pe96(error)),
                }),
            },
        }
    }
    puzzles
}

/// One puzzle per line (with `latin`, a Latin square; an f-puzzles or SudokuPad link with
/// its rules); blank lines and `#` comments are skipped.
pub fn lines<'a>(name: &'a str, text: &'a str, latin: bool) -> impl Iterator<Item = Puzzle> + 'a {
    text.lines().enumerate().filter_map(move |(i, line)| {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return None;
        }
        Some(Puzzle {
            source: format!("{name}:{}", i + 1),
            puzzle: puzzle(line, latin),
        })
    })
}
