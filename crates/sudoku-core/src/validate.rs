//! Checking a grid against the rules: which digits repeat in which unit.

use crate::{Cell, Digit, Grid, Unit};

/// A digit that appears more than once in a unit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    /// The unit where the digit repeats.
    pub unit: Unit,
    /// The repeated digit.
    pub digit: Digit,
    /// The cells holding it, in reading order.
    pub cells: Vec<Cell>,
}

/// What is wrong with a position: the puzzle itself, or the player's entries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// No digit repeats; the grid may still have empty cells.
    Valid,
    /// Every cell is filled and no digit repeats.
    Solved,
    /// The givens alone already break the rules: no entry can fix that.
    GivensConflict(Vec<Conflict>),
    /// The givens are fine, and some entries repeat a digit.
    EntriesConflict(Vec<Conflict>),
}

/// Every repetition in `grid`, unit by unit (rows, then columns, then boxes).
pub fn conflicts(grid: &Grid) -> Vec<Conflict> {
    let geometry = grid.geometry();
    let mut found = Vec::new();
    let mut by_digit = Vec::new();
    for unit in geometry.units() {
        repeats(
            grid,
            geometry.unit_cells(unit),
            &mut by_digit,
            |digit, cells| {
                found.push(Conflict { unit, digit, cells });
            },
        );
    }
    found
}

/// Calls `found` with each digit of `grid` that repeats among `cells` and the cells holding
/// it, in the order given, smallest digit first. `by_digit` is a buffer reused between calls.
pub(crate) fn repeats(
    grid: &Grid,
    cells: impl IntoIterator<Item = Cell>,
    by_digit: &mut Vec<Vec<Cell>>,
    mut found: impl FnMut(Digit, Vec<Cell>),
) {
    by_digit.resize(grid.geometry().size() + 1, Vec::new());
    by_digit.iter_mut().for_each(Vec::clear);
    for cell in cells {
        if let Some(d) = grid.get(cell) {
            by_digit[usize::from(d.get())].push(cell);
        }
    }
    for (v, cells) in by_digit.iter().enumerate() {
        if let (true, Some(digit)) = (cells.len() > 1, Digit::new(v as u8)) {
            found(digit, cells.clone());
        }
    }
}

/// The cells of `grid` whose digit repeats in one of their units, in reading order, each once.
pub fn conflicting_cells(grid: &Grid) -> Vec<Cell> {
    let mut marked = vec![false; grid.geometry().cell_count()];
    for conflict in conflicts(grid) {
        for cell in conflict.cells {
            marked[cell.index()] = true;
        }
    }
    grid.geometry()
        .cells()
        .filter(|c| marked[c.index()])
        .collect()
}

/// Judges a position: `givens` are the puzzle, `entries` the player's digits (cells where the
/// puzzle has a given are ignored in `entries`).
pub fn validate(givens: &Grid, entries: &Grid) -> Verdict {
    let given_conflicts = conflicts(givens);
    if !given_conflicts.is_empty() {
        return Verdict::GivensConflict(given_conflicts);
    }
    let mut board = givens.clone();
    for cell in givens.geometry().cells() {
        if givens.get(cell).is_none() {
            board.set(cell, entries.get(cell));
        }
    }
    let all = conflicts(&board);
    if !all.is_empty() {
        return Verdict::EntriesConflict(all);
    }
    if board.is_full() {
        Verdict::Solved
    } else {
        Verdict::Valid
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Geometry;

    #[test]
    fn a_repeated_digit_is_reported_with_its_units() {
        // The two 1s share row 1 only: different columns, different boxes.
        let grid: Grid = "1.1.............".parse().expect("4x4");
        let g = grid.geometry();
        let cells = vec![g.cell(0, 0).expect("in"), g.cell(0, 2).expect("in")];
        let found = conflicts(&grid);
        assert_eq!(
            found,
            vec![Conflict {
                unit: Unit::Row(0),
                digit: Digit::new(1).expect("1"),
                cells: cells.clone()
            }]
        );
        assert_eq!(conflicting_cells(&grid), cells);
    }

    #[test]
    fn givens_and_entries_are_told_apart() {
        let g = Geometry::new(2, 2).expect("4x4");
        let givens: Grid = "1...............".parse().expect("4x4");
        let mut entries = Grid::empty(g);
        assert_eq!(validate(&givens, &entries), Verdict::Valid);
        entries.set(g.cell(1, 1).expect("in"), Digit::new(1));
        assert!(
            matches!(validate(&givens, &entries), Verdict::EntriesConflict(c) if c.len() == 1 && c[0].unit == Unit::Box(0))
        );
        let bad: Grid = "1..1............".parse().expect("4x4");
        assert!(matches!(
            validate(&bad, &entries),
            Verdict::GivensConflict(_)
        ));
        let solved: Grid = "1234341221434321".parse().expect("4x4");
        assert_eq!(validate(&solved, &Grid::empty(g)), Verdict::Solved);
    }
}
