//! Checking a grid against a puzzle's rules: repeated digits in every unit and cage, and cage
//! totals that are wrong.

use crate::validate::repeats;
use crate::{Cell, Digit, DigitSet, Grid};

use super::{combinations, Constraint, Rules};

/// What a player's cage-sum aid shows for one cage: the sets of distinct digits that make its
/// total and hold every digit already in it, and the digits those sets leave to place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CageAid {
    /// The sets that still fit, smallest first.
    pub combinations: Vec<DigitSet>,
    /// The digits the fitting sets hold that are not yet in the cage.
    pub left: DigitSet,
}

/// A repetition or a wrong total: the constraint, the digit that repeats (none for a total),
/// and the cells involved in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Breach {
    /// The unit or cage broken.
    pub constraint: Constraint,
    /// The repeated digit, or `None` when a cage's digits do not make its total.
    pub digit: Option<Digit>,
    /// The cells holding the digit, or the cage's cells.
    pub cells: Vec<Cell>,
}

impl Rules {
    /// Every repetition and wrong total in `grid`: units first, then cages. A cage's total is
    /// wrong when its cells are full and do not make it, or when its digits already pass it.
    pub fn breaches(&self, grid: &Grid) -> Vec<Breach> {
        let mut found = Vec::new();
        let mut groups: Vec<(Constraint, Vec<Cell>)> = self
            .units()
            .into_iter()
            .map(|(unit, cells)| (Constraint::Unit(unit), cells))
            .collect();
        groups.extend(
            self.cages
                .iter()
                .enumerate()
                .map(|(i, cage)| (Constraint::Cage(i), cage.cells.clone())),
        );
        let mut by_digit = Vec::new();
        for (constraint, cells) in groups {
            repeats(grid, cells, &mut by_digit, |digit, cells| {
                found.push(Breach {
                    constraint,
                    digit: Some(digit),
                    cells,
                });
            });
        }
        for (i, cage) in self.cages.iter().enumerate() {
            let Some(sum) = cage.sum else { continue };
            let digits: Vec<u16> = cage
                .cells
                .iter()
                .filter_map(|&c| grid.get(c))
                .map(|d| u16::from(d.get()))
                .collect();
            let total: u16 = digits.iter().sum();
            if total > sum || (digits.len() == cage.cells.len() && total != sum) {
                found.push(Breach {
                    constraint: Constraint::Cage(i),
                    digit: None,
                    cells: cage.cells.clone(),
                });
            }
        }
        found
    }

    /// The cells of `grid` that break a rule, in reading order, each once.
    pub fn breaching_cells(&self, grid: &Grid) -> Vec<Cell> {
        let mut marked = vec![false; self.geometry.cell_count()];
        for breach in self.breaches(grid) {
            for cell in breach.cells {
                marked[cell.index()] = true;
            }
        }
        self.geometry
            .cells()
            .filter(|c| marked[c.index()])
            .collect()
    }

    /// Whether `grid` is full and keeps every rule.
    pub fn is_solved(&self, grid: &Grid) -> bool {
        grid.geometry() == self.geometry && grid.is_full() && self.breaches(grid).is_empty()
    }

    /// The cage-sum aid of cage `index` on `grid`: the digit sets that make its total and
    /// hold its digits so far. `None` for a cage without a total or an index past the last.
    pub fn cage_aid(&self, grid: &Grid, index: usize) -> Option<CageAid> {
        let cage = self.cages.get(index)?;
        let sum = cage.sum?;
        let placed = cage
            .cells
            .iter()
            .filter_map(|&c| grid.get(c))
            .fold(DigitSet::EMPTY, |set, d| set.union(DigitSet::only(d)));
        let n = self.geometry.size();
        let combinations: Vec<DigitSet> = combinations(cage.cells.len(), sum, n, DigitSet::full(n))
            .into_iter()
            .filter(|set| set.intersection(placed) == placed)
            .collect();
        let left = combinations
            .iter()
            .fold(DigitSet::EMPTY, |all, set| all.union(*set))
            .difference(placed);
        Some(CageAid { combinations, left })
    }
}
