//! The f-puzzles format: the JSON behind `f-puzzles.com/?load=…` and SudokuPad's `fpuzzles…`
//! links (lz-string's base-64 compression of it), read and written.
//!
//! What is read: `size`; `grid`, rows of cells with `value`, `given` and `region` (the
//! cell's region from 0; cells without one keep their box); `diagonal+` and `diagonal-` (both
//! together: this site plays the two diagonals, not one); `killercage`, a list of `cells`
//! (`"R1C1"`, from 1) with an optional total in `value`. Title, author and rules text are
//! ignored. Any other constraint with content (thermometers, arrows, dots, …) is refused by
//! name, rather than played without its rule. Source: f-puzzles' exported JSON as SudokuPad's
//! `fpuzzlesdecoder.js` reads it (in marktekfan/sudokupad-penpa-import).

use std::fmt::Write;

use crate::rules::{Cage, Puzzle, Rules};
use crate::{Cell, Geometry, Grid};

use super::json::{self, Value};
use super::{DataProblem, Described, SiteProblem};

/// Members that carry no rule: what describes the puzzle (its title, author, rules text and
/// solution) and how f-puzzles shows it or solves it (which constraint tool is chosen, conflict
/// highlighting, the solver's options).
const PLAIN: [&str; 10] = [
    "size",
    "title",
    "author",
    "ruleset",
    "grid",
    "solution",
    "activeConstraints",
    "highlightConflicts",
    "disabledlogic",
    "truecandidatesoptions",
];

/// The puzzle in f-puzzles JSON `text`, and what its setter wrote about it (its title, author
/// and rules text), each cut to [`DESCRIBED`] characters.
pub(crate) fn read(text: &str) -> Result<(Puzzle, Described), SiteProblem> {
    let puzzle = json::parse(text).ok_or(SiteProblem::Data(DataProblem::NotPuzzle))?;
    let described = described(&puzzle);
    rules_of(&puzzle).map(|rules| (rules, described))
}

/// The most characters of a title, author or rules text kept from a link.
pub(crate) const DESCRIBED: usize = 1000;

/// The title, author and rules text of f-puzzles JSON `puzzle`, where it has them.
fn described(puzzle: &Value) -> Described {
    let text = |key| match puzzle.get(key) {
        Some(Value::Text(text)) if !text.trim().is_empty() => {
            Some(text.trim().chars().take(DESCRIBED).collect())
        }
        _ => None,
    };
    Described {
        title: text("title"),
        author: text("author"),
        rules: text("ruleset"),
    }
}

/// The puzzle of f-puzzles JSON `puzzle`.
fn rules_of(puzzle: &Value) -> Result<Puzzle, SiteProblem> {
    let Value::Object(members) = &puzzle else {
        return Err(SiteProblem::Data(DataProblem::NotPuzzle));
    };
    let rows = puzzle
        .get("grid")
        .and_then(Value::items)
        .ok_or(SiteProblem::Data(DataProblem::NoGrid))?;
    let n = super::sudokupad::side(rows)?;
    if let Some((name, _)) = members.iter().find(|(name, value)| {
        !PLAIN.contains(&name.as_str())
            && !["diagonal+", "diagonal-", "killercage"].contains(&name.as_str())
            && value.is_set()
    }) {
        return Err(SiteProblem::Constraint(name.clone()));
    }
    let cells: Vec<&Value> = rows.iter().flat_map(super::sudokupad::cells_of).collect();
    let has_regions = cells
        .iter()
        .any(|c| matches!(c.get("region"), Some(Value::Number(_))));
    let boxed = Geometry::for_cell_count(n * n);
    let geometry = match (boxed, has_regions) {
        (Some(g), _) => g,
        (None, true) if (1..=crate::MAX_SIZE).contains(&n) => {
            Geometry::latin(n).map_err(|_| SiteProblem::Size(n))?
        }
        _ => return Err(SiteProblem::Size(n)),
    };
    let mut rules = Rules::classic(geometry);
    if has_regions {
        let mut region_of = Vec::with_capacity(n * n);
        for (cell, value) in geometry.cells().zip(&cells) {
            let region = match value.get("region") {
                Some(Value::Number(r)) if r.fract() == 0.0 && (0.0..625.0).contains(r) => {
                    *r as usize
                }
                Some(Value::Null) | None => geometry
                    .box_of(cell)
                    .ok_or(SiteProblem::Data(DataProblem::CellRegion))?,
                Some(_) => return Err(SiteProblem::Data(DataProblem::RegionNumber)),
            };
            region_of.push(region);
        }
        rules = rules
            .with_regions(&region_of)
            .map_err(|_| SiteProblem::Data(DataProblem::Regions))?;
    }
    let plus = puzzle.get("diagonal+").is_some_and(Value::is_set);
    let minus = puzzle.get("diagonal-").is_some_and(Value::is_set);
    match (plus, minus) {
        (true, true) => rules = rules.with_diagonals(),
        (false, false) => {}
        (true, false) => return Err(SiteProblem::Constraint("diagonal+ alone".to_owned())),
        (false, true) => return Err(SiteProblem::Constraint("diagonal- alone".to_owned())),
    }
    if let Some(cages) = puzzle.get("killercage").and_then(Value::items) {
        let cages = cages
            .iter()
            .map(|cage| read_cage(cage, rules.geometry()))
            .collect::<Result<Vec<_>, _>>()?;
        rules = rules
            .with_cages(cages)
            .map_err(|_| SiteProblem::Data(DataProblem::Cages))?;
    }
    let geometry = rules.geometry();
    let mut givens = Grid::empty(geometry);
    for (cell, value) in geometry.cells().zip(&cells) {
        let given = value.get("given").is_some_and(Value::is_set);
        if let (true, Some(value)) = (given, value.get("value")) {
            givens.set(cell, Some(super::sudokupad::digit(value, geometry)?));
        }
    }
    Ok(Puzzle { rules, givens })
}

fn read_cage(cage: &Value, geometry: Geometry) -> Result<Cage, SiteProblem> {
    let cells = cage
        .get("cells")
        .and_then(Value::items)
        .ok_or(SiteProblem::Data(DataProblem::CageCells))?
        .iter()
        .map(|name| match name {
            Value::Text(name) => cell_named(name, geometry),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()
        .ok_or(SiteProblem::Data(DataProblem::CageOutside))?;
    let sum = match cage.get("value") {
        None | Some(Value::Null) => None,
        Some(Value::Text(t)) if t.trim().is_empty() => None,
        Some(Value::Text(t)) => Some(
            t.trim()
                .parse::<u16>()
                .map_err(|_| SiteProblem::Data(DataProblem::CageTotal))?,
        ),
        Some(Value::Number(v)) if v.fract() == 0.0 && (1.0..=325.0).contains(v) => Some(*v as u16),
        Some(_) => return Err(SiteProblem::Data(DataProblem::CageTotal)),
    };
    Ok(Cage::new(cells, sum))
}

/// The cell `R3C12` (row and column from 1).
fn cell_named(name: &str, geometry: Geometry) -> Option<Cell> {
    let rest = name.trim().strip_prefix(['R', 'r'])?;
    let (row, col) = rest.split_once(['C', 'c'])?;
    let (row, col) = (row.parse::<usize>().ok()?, col.parse::<usize>().ok()?);
    geometry.cell(row.checked_sub(1)?, col.checked_sub(1)?)
}

/// `puzzle` as f-puzzles JSON, which f-puzzles and SudokuPad open.
pub fn to_fpuzzles(puzzle: &Puzzle, title: &str) -> String {
    let rules = &puzzle.rules;
    let g = rules.geometry();
    let n = g.size();
    let mut out = format!("{{\"size\":{n},\"title\":{},\"grid\":[", quoted(title));
    for row in 0..n {
        out.push_str(if row == 0 { "[" } else { ",[" });
        for col in 0..n {
            let cell = g.cell(row, col).unwrap_or(Cell::new(0));
            let mut members = Vec::new();
            if let Some(d) = puzzle.givens.get(cell) {
                members.push(format!("\"value\":{},\"given\":true", d.get()));
            }
            if rules.regions().is_some() || !g.has_boxes() {
                if let Some(r) = rules.region_of(cell) {
                    members.push(format!("\"region\":{r}"));
                }
            }
            let sep = if col == 0 { "" } else { "," };
            let _ = write!(out, "{sep}{{{}}}", members.join(","));
        }
        out.push(']');
    }
    out.push(']');
    if rules.has_diagonals() {
        out.push_str(",\"diagonal+\":true,\"diagonal-\":true");
    }
    if !rules.cages().is_empty() {
        out.push_str(",\"killercage\":[");
        for (i, cage) in rules.cages().iter().enumerate() {
            let cells: Vec<String> = cage
                .cells()
                .iter()
                .map(|&c| format!("\"R{}C{}\"", g.row_of(c) + 1, g.col_of(c) + 1))
                .collect();
            let sep = if i == 0 { "" } else { "," };
            let _ = write!(out, "{sep}{{\"cells\":[{}]", cells.join(","));
            if let Some(sum) = cage.sum() {
                let _ = write!(out, ",\"value\":\"{sum}\"");
            }
            out.push('}');
        }
        out.push(']');
    }
    out.push('}');
    out
}

/// `text` as a JSON string.
fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A SudokuPad link that opens `puzzle` (its `fpuzzles` form).
pub fn sudokupad_link(puzzle: &Puzzle, title: &str) -> String {
    format!(
        "https://sudokupad.app/fpuzzles{}",
        lz_str::compress_to_base64(to_fpuzzles(puzzle, title).as_str())
    )
}

/// An f-puzzles link that opens `puzzle`.
pub fn fpuzzles_link(puzzle: &Puzzle, title: &str) -> String {
    format!(
        "https://f-puzzles.com/?load={}",
        lz_str::compress_to_base64(to_fpuzzles(puzzle, title).as_str())
    )
}
