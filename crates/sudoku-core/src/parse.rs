//! Reading grids from text: one line, several lines with or without box lines, and the file
//! format of Project Euler problem 96.

use std::str::FromStr;

use crate::{Digit, Geometry, Grid};

/// Why a text is not a grid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// The text has a number of cells no supported grid has.
    #[error("{found} cells is not a grid size (4×4 has 16 cells, 6×6 36, 8×8 64, 9×9 81, 12×12 144, 16×16 256, 25×25 625)")]
    UnknownSize {
        /// The number of cells found.
        found: usize,
    },
    /// The text has a number of cells no Latin square has (a side from 1 to 25).
    #[error("{found} cells is not a Latin square (a side of n has n×n cells, n up to 25)")]
    NotASquare {
        /// The number of cells found.
        found: usize,
    },
    /// The text has the wrong number of cells for the geometry asked for.
    #[error("expected {expected} cells, found {found}")]
    WrongLength {
        /// The number of cells of the geometry.
        expected: usize,
        /// The number found.
        found: usize,
    },
    /// A character that is neither a digit nor a blank.
    #[error("bad character {ch:?} at line {line}, column {column}")]
    BadCharacter {
        /// The character.
        ch: char,
        /// Its line, from 1.
        line: usize,
        /// Its column within the line, from 1, counted in characters.
        column: usize,
    },
    /// A digit larger than the grid.
    #[error("digit {ch:?} at line {line}, column {column} is too large for a {size}×{size} grid")]
    DigitOutOfRange {
        /// The digit's character.
        ch: char,
        /// Its line, from 1.
        line: usize,
        /// Its column within the line, from 1.
        column: usize,
        /// The grid's size.
        size: usize,
    },
}

/// A cell's character and where it stood.
struct Token {
    ch: char,
    line: usize,
    column: usize,
}

/// Whether `c` marks an empty cell. `-` only counts on a line that is not a box line.
fn is_blank(c: char) -> bool {
    matches!(c, '.' | '0' | '_' | '-')
}

/// The cell characters of `text`. Box lines (only `-`, `+`, `=`, `|` and spaces) are skipped;
/// elsewhere spaces, tabs, `|` and `+` separate cells and do not count.
fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let is_box_line = line.contains(['-', '=', '+'])
            && line
                .chars()
                .all(|c| matches!(c, '-' | '+' | '=' | '|' | ' ' | '\t'));
        if is_box_line {
            continue;
        }
        for (j, ch) in line.chars().enumerate() {
            if !matches!(ch, ' ' | '\t' | '|' | '+' | '\r') {
                out.push(Token {
                    ch,
                    line: i + 1,
                    column: j + 1,
                });
            }
        }
    }
    out
}

impl Grid {
    /// Reads a grid of the given shape from `text`: `1`–`9` then `A`–`P` for digits, and `.`,
    /// `0`, `_` or `-` for empty cells, on one line or several.
    pub fn parse_with(text: &str, geometry: Geometry) -> Result<Grid, ParseError> {
        let tokens = tokens(text);
        if tokens.len() != geometry.cell_count() {
            return Err(ParseError::WrongLength {
                expected: geometry.cell_count(),
                found: tokens.len(),
            });
        }
        Self::from_tokens(&tokens, geometry)
    }

    /// Reads a Latin square (rows and columns, no boxes) from `text`, its side following from
    /// its number of cells, as [`Grid::parse_with`] reads it.
    pub fn parse_latin(text: &str) -> Result<Grid, ParseError> {
        let tokens = tokens(text);
        let found = tokens.len();
        let side = (1..=crate::MAX_SIZE)
            .find(|n| n * n == found)
            .ok_or(ParseError::NotASquare { found })?;
        let geometry = Geometry::latin(side).map_err(|_| ParseError::NotASquare { found })?;
        Self::from_tokens(&tokens, geometry)
    }

    fn from_tokens(tokens: &[Token], geometry: Geometry) -> Result<Grid, ParseError> {
        let size = geometry.size();
        let cells = tokens
            .iter()
            .map(|t| {
                if is_blank(t.ch) {
                    return Ok(None);
                }
                let digit = Digit::from_char(t.ch).ok_or(ParseError::BadCharacter {
                    ch: t.ch,
                    line: t.line,
                    column: t.column,
                })?;
                if usize::from(digit.get()) > size {
                    return Err(ParseError::DigitOutOfRange {
                        ch: t.ch,
                        line: t.line,
                        column: t.column,
                        size,
                    });
                }
                Ok(Some(digit))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Grid::from_cells(geometry, cells))
    }
}

impl FromStr for Grid {
    type Err = ParseError;

    /// Reads a grid whose size follows from its number of cells (see
    /// [`Geometry::for_cell_count`]). For Latin squares and other shapes, use
    /// [`Grid::parse_with`].
    fn from_str(text: &str) -> Result<Grid, ParseError> {
        let tokens = tokens(text);
        let geometry = Geometry::for_cell_count(tokens.len()).ok_or(ParseError::UnknownSize {
            found: tokens.len(),
        })?;
        Grid::from_tokens(&tokens, geometry)
    }
}

/// Why a Project Euler 96 file cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Pe96Error {
    /// Digits came before any "Grid" header.
    #[error("line {line}: digits before the first \"Grid\" header")]
    MissingHeader {
        /// The line, from 1.
        line: usize,
    },
    /// One grid of the file is not a 9×9 grid.
    #[error("{name} (line {line}): {source}")]
    Grid {
        /// The grid's header, e.g. "Grid 07".
        name: String,
        /// The header's line, from 1.
        line: usize,
        /// What is wrong with it; lines and columns count within the grid.
        source: ParseError,
    },
}

/// Reads the grids of a file in Project Euler 96's format: a header line starting with "Grid"
/// (e.g. "Grid 01") before each grid's nine lines of nine digits, 0 for empty cells.
pub fn parse_pe96(text: &str) -> Result<Vec<(String, Grid)>, Pe96Error> {
    let mut grids = Vec::new();
    let mut current: Option<(String, usize, String)> = None;
    let finish = |(name, line, body): (String, usize, String)| {
        Grid::parse_with(&body, Geometry::standard())
            .map(|grid| (name.clone(), grid))
            .map_err(|source| Pe96Error::Grid { name, line, source })
    };
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.starts_with("Grid") {
            if let Some(done) = current.take() {
                grids.push(finish(done)?);
            }
            current = Some((trimmed.to_owned(), i + 1, String::new()));
        } else if !trimmed.is_empty() {
            let Some((_, _, body)) = current.as_mut() else {
                return Err(Pe96Error::MissingHeader { line: i + 1 });
            };
            body.push_str(trimmed);
            body.push('\n');
        }
    }
    if let Some(done) = current.take() {
        grids.push(finish(done)?);
    }
    Ok(grids)
}

#[cfg(test)]
mod tests;
