//! `sudoku code`: share codes for puzzles, and puzzles back from codes and links.
//!
//! Progress is written on the puzzle's line after it, as space-separated fields, so that
//! `sudoku code decode` prints what `sudoku code encode --progress` reads:
//!
//! ```text
//! <puzzle> entries=<one character per cell, . for none> corner=r1c3:19,r2c5:4 centre=r4c4:27
//! ```

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use sudoku_core::{
    code, fpuzzles_link, import_puzzle, CellProgress, Digit, DigitSet, Grid, Progress,
};

use crate::input::{each_file, read};

/// Prints the share code of each puzzle line of `files` (standard input when there are none);
/// with `progress`, the progress fields after each puzzle go into its code. Bad lines are
/// reported on standard error; the return value says whether all lines were encoded.
pub fn encode(files: &[PathBuf], progress: bool) -> io::Result<bool> {
    let mut ok = true;
    let mut out = io::stdout().lock();
    for (name, text) in each_file(files) {
        let text = match text {
            Ok(text) => text,
            Err(message) => {
                eprintln!("{name}: {message}");
                ok = false;
                continue;
            }
        };
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            match encode_line(line, progress) {
                Ok(code) => writeln!(out, "{code}")?,
                Err(message) => {
                    eprintln!("{name}:{}: {message}", i + 1);
                    ok = false;
                }
            }
        }
    }
    Ok(ok)
}

fn encode_line(line: &str, with_progress: bool) -> Result<String, String> {
    let mut fields = line.split_whitespace();
    let puzzle = fields.next().unwrap_or_default();
    let grid: Grid = puzzle.parse().map_err(|e| format!("{e}"))?;
    let rest: Vec<&str> = fields.collect();
    if !with_progress {
        return match rest.first() {
            Some(field) => Err(format!(
                "{field:?} after the puzzle: add --progress to encode progress"
            )),
            None => Ok(code::encode(&grid, None)),
        };
    }
    let progress = parse_progress(&grid, &rest)?;
    Ok(code::encode(&grid, Some(&progress)))
}

/// Prints the puzzle (and progress, if any) of each code or link in `texts`, or of each line
/// of standard input when there are none. Texts that are not share codes are imported from the
/// formats of other sites. Failures are reported on standard error.
pub fn decode(texts: &[String]) -> io::Result<bool> {
    let lines: Vec<(String, String)> = if texts.is_empty() {
        match read(Path::new("-")) {
            Ok(text) => text
                .lines()
                .enumerate()
                .filter(|(_, l)| !l.trim().is_empty())
                .map(|(i, l)| (format!("stdin:{}", i + 1), l.to_owned()))
                .collect(),
            Err(message) => {
                eprintln!("stdin: {message}");
                return Ok(false);
            }
        }
    } else {
        texts
            .iter()
            .enumerate()
            .map(|(i, t)| (format!("argument {}", i + 1), t.clone()))
            .collect()
    };
    let mut ok = true;
    let mut out = io::stdout().lock();
    for (source, text) in lines {
        let line = match code::decode(&text) {
            Ok(shared) => match &shared.progress {
                Some(progress) => format!("{} {}", shared.grid, format_progress(progress)),
                None => shared.grid.to_string(),
            },
            Err(_) => match import_puzzle(&text) {
                Ok(puzzle) if puzzle.rules.is_classic() => puzzle.givens.to_string(),
                // A variant's code or link: its f-puzzles link, which carries its rules.
                Ok(puzzle) => fpuzzles_link(&puzzle, &puzzle.rules.kind().to_string()),
                Err(error) => {
                    eprintln!("{source}: {error}");
                    ok = false;
                    continue;
                }
            },
        };
        writeln!(out, "{line}")?;
    }
    Ok(ok)
}

/// Names a cell the way the progress fields do: `r1c1` at the top left.
fn cell_name(grid: &Grid, cell: sudoku_core::Cell) -> String {
    let g = grid.geometry();
    format!("r{}c{}", g.row_of(cell) + 1, g.col_of(cell) + 1)
}

fn format_progress(progress: &Progress) -> String {
    let g = progress.geometry();
    let grid = Grid::empty(g);
    let entries: String = g
        .cells()
        .map(|c| progress.get(c).entry.map_or('.', Digit::to_char))
        .collect();
    let mut out = format!("entries={entries}");
    for (name, notes) in [
        (
            "corner",
            (|m: CellProgress| m.corner) as fn(CellProgress) -> DigitSet,
        ),
        ("centre", |m: CellProgress| m.centre),
    ] {
        let items: Vec<String> = g
            .cells()
            .filter(|&c| !notes(progress.get(c)).is_empty())
            .map(|c| {
                let digits: String = notes(progress.get(c)).iter().map(Digit::to_char).collect();
                format!("{}:{digits}", cell_name(&grid, c))
            })
            .collect();
        if !items.is_empty() {
            out.push_str(&format!(" {name}={}", items.join(",")));
        }
    }
    out
}

/// The digit written `ch`, if it is one of `grid`'s digits.
fn digit_of(grid: &Grid, ch: char) -> Result<Digit, String> {
    Digit::from_char(ch)
        .filter(|d| usize::from(d.get()) <= grid.geometry().size())
        .ok_or_else(|| format!("{ch:?} is not a digit of this grid"))
}

/// The cell named `r<row>c<column>`, counting from 1.
fn cell_of(grid: &Grid, name: &str) -> Result<sudoku_core::Cell, String> {
    let bad = || format!("{name:?} is not a cell (write r1c1 for the top left)");
    let (row, col) = name
        .strip_prefix('r')
        .and_then(|rest| rest.split_once('c'))
        .ok_or_else(bad)?;
    let row: usize = row.parse().map_err(|_| bad())?;
    let col: usize = col.parse().map_err(|_| bad())?;
    grid.geometry()
        .cell(row.wrapping_sub(1), col.wrapping_sub(1))
        .ok_or_else(bad)
}

fn parse_progress(grid: &Grid, fields: &[&str]) -> Result<Progress, String> {
    let g = grid.geometry();
    let mut progress = Progress::empty(g);
    let mut mark = |cell, change: &dyn Fn(&mut CellProgress)| {
        if grid.get(cell).is_some() {
            return Err(format!("{} holds a given", cell_name(grid, cell)));
        }
        let mut marks = progress.get(cell);
        change(&mut marks);
        progress.set(cell, marks);
        Ok(())
    };
    for field in fields {
        let (key, value) = field.split_once('=').ok_or_else(|| {
            format!("{field:?} is not a progress field (entries=, corner=, centre=)")
        })?;
        match key {
            "entries" => {
                let count = value.chars().count();
                if count != g.cell_count() {
                    return Err(format!(
                        "entries has {count} characters, not one per cell ({})",
                        g.cell_count()
                    ));
                }
                for (cell, ch) in g.cells().zip(value.chars()) {
                    if !matches!(ch, '.' | '0') {
                        let digit = digit_of(grid, ch)?;
                        mark(cell, &|m| m.entry = Some(digit))?;
                    }
                }
            }
            "corner" | "centre" => {
                for item in value.split(',').filter(|i| !i.is_empty()) {
                    let (name, digits) = item
                        .split_once(':')
                        .ok_or_else(|| format!("{item:?} is not cell:digits (e.g. r1c3:19)"))?;
                    let cell = cell_of(grid, name)?;
                    let set = digits
                        .chars()
                        .map(|ch| digit_of(grid, ch))
                        .collect::<Result<DigitSet, _>>()?;
                    let corner = key == "corner";
                    mark(cell, &|m| {
                        if corner {
                            m.corner = set;
                        } else {
                            m.centre = set;
                        }
                    })?;
                }
            }
            _ => {
                return Err(format!(
                    "unknown progress field {key:?} (entries, corner, centre)"
                ))
            }
        }
    }
    Ok(progress)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_text_round_trips() {
        let grid: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .expect("grid");
        let fields = [
            "entries=..4..............................................................................",
            "corner=r1c3:19,r2c2:2",
            "centre=r1c3:2",
        ];
        let progress = parse_progress(&grid, &fields).expect("reads");
        assert_eq!(format_progress(&progress), fields.join(" "));
        assert_eq!(
            parse_progress(&grid, &["corner=r1c1:3"]),
            Err("r1c1 holds a given".to_owned())
        );
        assert_eq!(
            parse_progress(&grid, &["corner=r10c1:3"]),
            Err("\"r10c1\" is not a cell (write r1c1 for the top left)".to_owned())
        );
    }
}
