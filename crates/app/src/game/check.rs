//! Checking the player's work: conflicts (shown as the validation setting says), completion,
//! the first mistake against the solution, and revealing the solution.

use sudoku_core::{Cell, Grid};

use super::{CellProgress, Change, Game, Validation};

impl Game {
    /// Asks for the conflicts to be shown (on-demand validation) until the next change.
    pub fn check(&mut self) {
        if !self.paused {
            self.checked = true;
        }
    }

    /// The cells whose digit repeats in a row, column or box, if the validation setting says
    /// they should be shown now. Givens that conflict only with each other are included too.
    pub fn shown_conflicts(&self) -> Vec<Cell> {
        match (self.settings.validation, self.checked) {
            (Validation::OnInsert, _) | (Validation::OnDemand, true) => self.conflicts(),
            (Validation::OnDemand, false) => Vec::new(),
        }
    }

    /// Every cell whose digit repeats in one of its units (or cage), whatever the validation
    /// setting; on a killer also the cells of a cage whose digits pass its total, or fill it
    /// without making it.
    pub fn conflicts(&self) -> Vec<Cell> {
        match &self.rules {
            Some(rules) => rules.conflicts(&self.board()),
            None => sudoku_core::conflicting_cells(&self.board()),
        }
    }

    /// Whether every cell holds a digit and none conflicts: the puzzle is solved. A solved game
    /// is finished: it takes no more entries, notes, colours, undo or redo, as in every top app,
    /// so a stray key or tap cannot take the finish back.
    pub fn is_solved(&self) -> bool {
        let board = self.board();
        board.filled_count() == self.geometry().cell_count() && self.conflicts().is_empty()
    }

    /// The first cell, in reading order, whose entry differs from `solution`.
    pub fn first_mistake(&self, solution: &Grid) -> Option<Cell> {
        self.geometry().cells().find(|&cell| {
            self.state(cell)
                .entry
                .is_some_and(|digit| solution.get(cell) != Some(digit))
        })
    }

    /// Fills every cell from `solution` (the player gave up), as one undoable action.
    pub fn reveal(&mut self, solution: &Grid) -> bool {
        let action = self
            .geometry()
            .cells()
            .filter(|&cell| !self.is_given(cell))
            .filter_map(|cell| {
                let before = self.state(cell);
                let after = CellProgress {
                    entry: solution.get(cell),
                    ..CellProgress::default()
                };
                (before != after).then_some(Change {
                    cell,
                    before,
                    after,
                })
            })
            .collect();
        self.moves.expect(super::MoveKind::Reveal);
        let applied = self.apply(action);
        self.revealed |= applied;
        applied
    }
}
