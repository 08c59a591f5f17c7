//! A practice position as the player works on it: whether its try is counted and its proof
//! shown ([`Round`]), and how each candidate and cell of it looks ([`Look`]).

use sudoku_core::Cell;
use sudoku_core::{Candidate, Shade, Step};

use super::Task;

/// Where a position stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Round {
    /// Its try is counted (checked, or the proof shown, once).
    pub counted: bool,
    /// The proof is shown.
    pub proof: bool,
}

/// What a candidate or cell is to the position's step: its shade in the step's pattern, and
/// whether the step removes or places it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Look {
    /// Its shade in the pattern (`None`: not in it).
    pub shade: Option<Shade>,
    /// The step removes or places it: the answer should mark it.
    pub answered: bool,
}

impl Look {
    /// How `step` sees `candidate`.
    pub fn of(step: &Step, candidate: Candidate) -> Look {
        Look {
            shade: step
                .pattern()
                .iter()
                .find(|(c, _)| *c == candidate)
                .map(|(_, s)| *s),
            answered: step.eliminations().contains(&candidate)
                || step.placements().contains(&candidate),
        }
    }

    /// The classes of a candidate: struck or chosen once `marked` for `task`, and, with the
    /// `proof` shown, its part in the pattern and whether the answer missed it.
    pub fn candidate_class(self, task: Task, marked: bool, proof: bool) -> String {
        let mut class = String::from("cand");
        if marked {
            class.push_str(match task {
                Task::Eliminate => " struck",
                Task::Place => " chosen",
            });
        }
        if proof {
            class.push_str(match self.shade {
                Some(Shade::Secondary) => " pattern-alt",
                Some(_) => " pattern",
                None => "",
            });
            if self.answered && !marked {
                class.push_str(" missed");
            }
        }
        class
    }
}

/// The classes of a cell: its `edges` (thick lines, a cage's total), the pattern's cells once
/// the `proof` is shown, and the selected one.
pub fn cell_class(edges: &str, in_pattern: bool, proof: bool, selected: bool) -> String {
    let mut class = edges.to_owned();
    if in_pattern && proof {
        class.push_str(" pattern-cell");
    }
    if selected {
        class.push_str(" selected");
    }
    class
}

/// A cell's edges as classes: a thick line on its `right`, on its `bottom`, and a cage's
/// `total` in its corner.
pub fn edges((right, bottom, total): (bool, bool, bool)) -> String {
    format!(
        "pcell{}{}{}",
        if right { " right" } else { "" },
        if bottom { " bottom" } else { "" },
        if total { " has-sum" } else { "" }
    )
}

/// Whether `cell` is in `step`'s pattern.
pub fn in_pattern(step: &Step, cell: Cell) -> bool {
    step.pattern().iter().any(|(c, _)| c.cell == cell)
}
