//! The 45 rule: a unit's digits add up to 1 + 2 + … + n (45 on a 9×9), so the cells of a unit
//! (or of a run of two or three rows or columns) outside the cages with totals wholly inside it
//! have a known total, the innies; and when cages with totals cover the units whole, so do their
//! cells that stick out, the outies. Worked out once per puzzle, for the search (as extra
//! constraints) and for the ladder (the Innies and Outies techniques).

use crate::{Cell, Unit};

use super::Rules;

/// Cells whose total the 45 rule gives, before any digit is placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Leftover {
    /// The units the rule is applied to: one unit, or a run of rows or of columns.
    pub(crate) units: Vec<Unit>,
    /// Whether the cells are outies (else innies).
    pub(crate) outies: bool,
    /// The total of the cages the rule starts from: those wholly inside the units (innies) or
    /// covering them (outies).
    pub(crate) known: i32,
    /// The cells: innies in reading order, outies cage by cage.
    pub(crate) cells: Vec<Cell>,
    /// Their total.
    pub(crate) total: i32,
}

/// Every innie and outie set of `rules`: for each unit, then each run of two or three rows,
/// then of columns, its innies (when any cell is left) and its outies (when cages cover the
/// units whole and stick out). None without cages.
pub(crate) fn leftovers(rules: &Rules) -> Vec<Leftover> {
    if rules.cages().is_empty() {
        return Vec::new();
    }
    let g = rules.geometry();
    let n = g.size();
    let mut groups: Vec<Vec<Unit>> = rules.unit_list().into_iter().map(|u| vec![u]).collect();
    for line in [Unit::Row as fn(usize) -> Unit, Unit::Column] {
        for k in 2..=3 {
            for first in 0..=n.saturating_sub(k) {
                groups.push((first..first + k).map(line).collect());
            }
        }
    }
    let whole = (n * (n + 1) / 2) as i32;
    let mut inside = vec![false; g.cell_count()];
    let mut found = Vec::new();
    for units in groups {
        inside.fill(false);
        for &u in &units {
            for c in rules.unit_cells(u) {
                inside[c.index()] = true;
            }
        }
        let total = whole * units.len() as i32;
        let (mut within, mut covering) = (0, 0);
        let mut covered_within = vec![false; g.cell_count()];
        let mut covered = vec![false; g.cell_count()];
        let mut out = Vec::new();
        for cage in rules.cages() {
            let Some(sum) = cage.sum() else { continue };
            let count = cage.cells().iter().filter(|c| inside[c.index()]).count();
            if count == cage.cells().len() {
                within += i32::from(sum);
                for c in cage.cells() {
                    covered_within[c.index()] = true;
                }
            }
            if count > 0 {
                covering += i32::from(sum);
                for &c in cage.cells() {
                    covered[c.index()] = true;
                    if !inside[c.index()] {
                        out.push(c);
                    }
                }
            }
        }
        let innies: Vec<Cell> = g
            .cells()
            .filter(|c| inside[c.index()] && !covered_within[c.index()])
            .collect();
        let whole_cover = (0..inside.len()).all(|i| !inside[i] || covered[i]);
        if !innies.is_empty() {
            found.push(Leftover {
                units: units.clone(),
                outies: false,
                known: within,
                cells: innies,
                total: total - within,
            });
        }
        if whole_cover && !out.is_empty() {
            found.push(Leftover {
                units,
                outies: true,
                known: covering,
                cells: out,
                total: covering - total,
            });
        }
    }
    found
}
