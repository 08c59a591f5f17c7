//! Checking a grid against a puzzle's rules: repeated digits in every unit and cage, and cage
//! totals that are wrong.

use crate::{Cell, Digit, Grid};

use super::{Constraint, Rules};

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
        let n = self.geometry.size();
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
        let mut by_digit: Vec<Vec<Cell>> = vec![Vec::new(); n + 1];
        for (constraint, cells) in &groups {
            by_digit.iter_mut().for_each(Vec::clear);
            for &cell in cells {
                if let Some(d) = grid.get(cell) {
                    by_digit[usize::from(d.get())].push(cell);
                }
            }
            for (v, cells) in by_digit.iter().enumerate() {
                if cells.len() > 1 {
                    found.push(Breach {
                        constraint: *constraint,
                        digit: Digit::new(v as u8),
                        cells: cells.clone(),
                    });
                }
            }
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
}
