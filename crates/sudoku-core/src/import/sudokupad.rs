//! SudokuPad puzzle ids: the data after `sudokupad.app/`, `/sudoku/` or `?puzzleid=`.
//!
//! An id names its format by a prefix (SudokuPad's `PuzzleLoader` and `PuzzleTools`):
//!
//! - `scl` (alias `ctc`): lz-string `compressToBase64` of the puzzle as JSON, often "zipped"
//!   first (see [`super::json`]). Givens are the `value`s of `cells`, a list of rows.
//! - `fpuz` or `fpuzzles`: the same compression of an f-puzzles puzzle, whose `grid` holds rows
//!   of cells with `value` and `given`.
//! - `scf`: the "digit and trailing blanks" short form (as Sudoku Exchange's) of 81 cells,
//!   optionally followed by `*` and constraints (`w` windoku, `x` diagonals, `t…*` title,
//!   `a…*` author).
//! - `classic`: either that short form or an older one where letters and signs stand for runs
//!   of blanks; like SudokuPad, this reader takes the newer form when it makes a grid.
//!
//! An id without a prefix names a puzzle kept on SudokuPad's server, which cannot be read here.
//! SudokuPad also retries data whose `//` a messenger collapsed into `/`; here such a link is
//! reported as damaged.

use crate::rules::{Puzzle, Rules};
use crate::{Digit, Geometry, Grid, Unit};

use super::digits::{expand_blanks, expand_runs, grid_of_81, grid_of_digits};
use super::json::{self, Value};
use super::lz::{self, LzError};
use super::{DataProblem, Described, ForeignRules, SiteProblem};

/// The longest compressed data read: a classic puzzle takes a few hundred characters, a
/// variant with its cages, title and rules a few thousand. The decompressor's own bound
/// ([`MAX_DECOMPRESSED`]) keeps the work of reading a longer one small all the same.
const MAX_COMPRESSED: usize = 8192;

/// The most UTF-16 units decompressed: a puzzle with its title and rules takes a few thousand.
/// Decompression stops as soon as its output passes this.
const MAX_DECOMPRESSED: usize = 200_000;

/// A reader of the data after one prefix.
type Reader = fn(&str) -> Result<Puzzle, SiteProblem>;

/// The puzzle of a SudokuPad puzzle id (already percent-decoded).
pub(crate) fn import(id: &str) -> Result<Puzzle, SiteProblem> {
    let id = id.trim().trim_matches('/');
    let prefixes: [(&str, Reader); 7] = [
        ("scl", scl),
        ("ctc", scl),
        ("fpuzzles", fpuzzles),
        ("fpuz", fpuzzles),
        ("scf", scf),
        ("classic", classic),
        ("", stored),
    ];
    let (read, data) = prefixes
        .iter()
        .find_map(|&(prefix, read)| id.strip_prefix(prefix).map(|data| (read, data)))
        .unwrap_or((stored, id));
    read(data)
}

fn stored(id: &str) -> Result<Puzzle, SiteProblem> {
    Err(if id.is_empty() {
        SiteProblem::NoPuzzle
    } else {
        SiteProblem::Stored(id.to_owned())
    })
}

/// The text compressed in `data` with lz-string's base-64 form.
pub(crate) fn decompress(data: &str) -> Result<String, SiteProblem> {
    // A `+` that went through form decoding comes back as a space; padding carries no data.
    let data: String = data.trim_end_matches('=').replace(' ', "+");
    if data.is_empty() {
        return Err(SiteProblem::NoPuzzle);
    }
    if data.len() > MAX_COMPRESSED {
        return Err(SiteProblem::TooLong(data.len()));
    }
    if let Some(ch) = data
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '+' || *c == '/'))
    {
        return Err(SiteProblem::Character(ch));
    }
    let wide = match lz::decompress_from_base64(&data, MAX_DECOMPRESSED) {
        Ok(wide) if !wide.is_empty() => wide,
        Ok(_) | Err(LzError::Damaged) => return Err(SiteProblem::Compressed),
        Err(LzError::TooLong(written)) => return Err(SiteProblem::TooLong(written)),
    };
    String::from_utf16(&wide).map_err(|_| SiteProblem::Compressed)
}

fn scl(data: &str) -> Result<Puzzle, SiteProblem> {
    let puzzle =
        json::parse(&decompress(data)?).ok_or(SiteProblem::Data(DataProblem::NotPuzzle))?;
    let rows = puzzle
        .get_any(&["cells", "ce"])
        .and_then(Value::items)
        .ok_or(SiteProblem::Data(DataProblem::NoGrid))?;
    let geometry = square(rows)?;
    for (name, short) in [
        ("lines", "l"),
        ("arrows", "a"),
        ("overlays", "o"),
        ("underlays", "u"),
    ] {
        if puzzle.get_any(&[name, short]).is_some_and(Value::is_set) {
            return Err(SiteProblem::Constraint(name.to_owned()));
        }
    }
    // SudokuPad keeps its title, author and rules as cages without cells; a cage with cells is
    // a killer cage.
    let cages = puzzle.get_any(&["cages", "ca"]).and_then(Value::items);
    if cages
        .unwrap_or_default()
        .iter()
        .any(|cage| cage.get_any(&["cells", "ce"]).is_some_and(Value::is_set))
    {
        return Err(SiteProblem::Variant(ForeignRules::KillerCages));
    }
    if let Some(regions) = puzzle.get_any(&["regions", "re"]).and_then(Value::items) {
        check_regions(geometry, regions)?;
    }
    let mut grid = Grid::empty(geometry);
    for (cell, value) in geometry.cells().zip(rows.iter().flat_map(cells_of)) {
        if let Some(value) = value.get_any(&["value", "v"]).filter(|v| v.is_set()) {
            grid.set(cell, Some(digit(value, geometry)?));
        }
    }
    Ok(Puzzle::classic(grid))
}

fn fpuzzles(data: &str) -> Result<Puzzle, SiteProblem> {
    super::fpuzzles::read(&decompress(data)?).map(|(puzzle, _)| puzzle)
}

/// [`import`], with what the setter wrote about the puzzle where the form carries it (the
/// `fpuzzles` form's title, author and rules).
pub(crate) fn import_described(id: &str) -> Result<(Puzzle, Described), SiteProblem> {
    let trimmed = id.trim().trim_matches('/');
    let data = trimmed
        .strip_prefix("fpuzzles")
        .or_else(|| trimmed.strip_prefix("fpuz"));
    match data {
        Some(data) => super::fpuzzles::read(&decompress(data)?),
        None => import(id).map(|puzzle| (puzzle, Described::default())),
    }
}

fn scf(data: &str) -> Result<Puzzle, SiteProblem> {
    let (givens, constraints) = data.split_once('*').unwrap_or((data, ""));
    let mut digits = expand_blanks(givens)?;
    digits.truncate(81);
    // Titles and authors run to the next single `*` (`**` is a star in the text); the letters
    // outside them are constraints.
    let mut chars = constraints.chars().peekable();
    let mut diagonals = false;
    while let Some(ch) = chars.next() {
        match ch {
            'w' => return Err(SiteProblem::Constraint("windoku".to_owned())),
            'x' => diagonals = true,
            'a' | 't' => {
                while let Some(c) = chars.next() {
                    if c == '*' && chars.next_if_eq(&'*').is_none() {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    let grid = grid_of_81(&digits)?;
    let rules = Rules::classic(grid.geometry());
    Ok(Puzzle {
        rules: if diagonals {
            rules.with_diagonals()
        } else {
            rules
        },
        givens: grid,
    })
}

fn classic(data: &str) -> Result<Puzzle, SiteProblem> {
    // Both forms can read the same text; take the newer one when it makes a grid, as
    // SudokuPad does, else the older one, else say what is wrong with the form whose
    // characters fit.
    let newer = expand_blanks(data).and_then(|d| grid_of_digits(&d));
    if newer.is_ok() {
        return newer.map(Puzzle::classic);
    }
    let older = expand_runs(data).and_then(|d| grid_of_digits(&d));
    match (&newer, &older) {
        (Err(SiteProblem::Character(_)), _) | (_, Ok(_)) => older,
        _ => newer,
    }
    .map(Puzzle::classic)
}

/// The geometry of a square of `rows`, if its size is one this site plays.
fn square(rows: &[Value]) -> Result<Geometry, SiteProblem> {
    let n = side(rows)?;
    Geometry::for_cell_count(n * n).ok_or(SiteProblem::Size(n))
}

/// The side of a square of `rows`, each a list of as many cells as there are rows.
pub(crate) fn side(rows: &[Value]) -> Result<usize, SiteProblem> {
    let n = rows.len();
    if rows
        .iter()
        .any(|row| row.items().map(<[Value]>::len) != Some(n))
    {
        return Err(SiteProblem::Data(DataProblem::NotSquare));
    }
    Ok(n)
}

pub(crate) fn cells_of(row: &Value) -> &[Value] {
    row.items().unwrap_or_default()
}

/// The digit a cell's `value` holds: a number, or text of a number or digit character.
pub(crate) fn digit(value: &Value, geometry: Geometry) -> Result<Digit, SiteProblem> {
    let digit = match value {
        Value::Number(n) if n.fract() == 0.0 && (1.0..=25.0).contains(n) => Digit::new(*n as u8),
        Value::Text(t) => t.parse::<u8>().ok().and_then(Digit::new).or_else(|| {
            t.chars()
                .next()
                .filter(|_| t.chars().count() == 1)
                .and_then(Digit::from_char)
        }),
        _ => None,
    };
    digit
        .filter(|d| usize::from(d.get()) <= geometry.size())
        .ok_or(SiteProblem::Given)
}

/// Checks that `regions`, lists of `[row, column]` pairs, are the boxes of `geometry`.
fn check_regions(geometry: Geometry, regions: &[Value]) -> Result<(), SiteProblem> {
    let irregular = || SiteProblem::Variant(ForeignRules::IrregularRegions);
    for region in regions {
        let mut cells = Vec::new();
        for pair in region.items().ok_or_else(irregular)? {
            let [Value::Number(r), Value::Number(c)] = pair.items().ok_or_else(irregular)? else {
                return Err(irregular());
            };
            let cell = geometry
                .cell(*r as usize, *c as usize)
                .ok_or_else(irregular)?;
            cells.push(cell);
        }
        cells.sort();
        let is_box = (0..geometry.size())
            .any(|b| geometry.unit_cells(Unit::Box(b)).eq(cells.iter().copied()));
        if !is_box {
            return Err(irregular());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decompressing_stops_at_its_bound() {
        // One character repeated is lz-string's worst case: its output grows quadratically
        // with the data. Data this long would expand to millions of units.
        let worst = lz_str::compress_to_base64("a".repeat(3_000_000).as_str());
        let worst = worst.trim_end_matches('=');
        assert!(worst.len() <= MAX_COMPRESSED, "{} characters", worst.len());
        assert!(matches!(
            decompress(worst),
            Err(SiteProblem::TooLong(written)) if written <= MAX_DECOMPRESSED + 3_000
        ));
        let read = lz_str::compress_to_base64("a".repeat(MAX_DECOMPRESSED).as_str());
        assert_eq!(
            decompress(&read).map(|text| text.len()),
            Ok(MAX_DECOMPRESSED)
        );
        let longer = format!("{}{}", "A".repeat(MAX_COMPRESSED), "B");
        assert!(matches!(decompress(&longer), Err(SiteProblem::TooLong(_))));
    }
}
