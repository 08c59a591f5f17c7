//! The selection: one cell or several (shift- or ctrl-click, a drag across cells, shift with
//! the arrows), with a cursor, the cell last selected, from which the arrows move and which a
//! screen reader is told about.

use sudoku_core::Cell;

use super::{Direction, Game};

impl Game {
    /// The cursor: the cell selected last, if any.
    pub fn selected(&self) -> Option<Cell> {
        self.selection.last().copied()
    }

    /// Every selected cell, the cursor last.
    pub fn selection(&self) -> &[Cell] {
        &self.selection
    }

    /// Whether `cell` is one of the selected cells.
    pub fn is_selected(&self, cell: Cell) -> bool {
        self.selection.contains(&cell)
    }

    /// Selects `cell` alone. The selection, like everything the player does, stays as it is
    /// while the game is paused.
    pub fn select(&mut self, cell: Cell) {
        if self.paused {
            return;
        }
        self.selection.clear();
        self.selection.push(cell);
    }

    /// Adds `cell` to the selection and makes it the cursor (shift-click, a drag).
    pub fn add_to_selection(&mut self, cell: Cell) {
        if self.paused {
            return;
        }
        self.selection.retain(|&c| c != cell);
        self.selection.push(cell);
    }

    /// Adds `cell` to the selection, or takes it out if it was in (ctrl-click).
    pub fn toggle_selection(&mut self, cell: Cell) {
        if self.paused {
            return;
        }
        if self.is_selected(cell) {
            self.selection.retain(|&c| c != cell);
        } else {
            self.selection.push(cell);
        }
    }

    /// Moves the cursor one step and selects that cell alone, wrapping around the edges as
    /// keyboard users expect; with nothing selected, selects the top-left cell.
    pub fn move_selection(&mut self, direction: Direction) {
        if let Some(next) = self.next_cell(direction) {
            self.select(next);
        }
    }

    /// Moves the cursor one step and adds that cell to the selection (shift with an arrow).
    pub fn extend_selection(&mut self, direction: Direction) {
        if let Some(next) = self.next_cell(direction) {
            self.add_to_selection(next);
        }
    }

    /// The cell one step from the cursor (the top-left cell when nothing is selected).
    fn next_cell(&self, direction: Direction) -> Option<Cell> {
        let geometry = self.geometry();
        match self.selected() {
            Some(current) => direction.step(geometry, current),
            None => geometry.cell(0, 0),
        }
    }

    /// The selected cells the player can write in (not givens), in the order selected.
    pub(crate) fn writable_selection(&self) -> Vec<Cell> {
        self.selection
            .iter()
            .copied()
            .filter(|&cell| !self.is_given(cell))
            .collect()
    }
}
