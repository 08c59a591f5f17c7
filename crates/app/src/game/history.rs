//! Undo and redo: each player action is a list of cell changes that can be played back.

use sudoku_core::Cell;

use super::CellProgress;

/// One cell before and after an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Change {
    pub(crate) cell: Cell,
    pub(crate) before: CellProgress,
    pub(crate) after: CellProgress,
}

/// Everything one player action changed (a digit and the notes it cleaned are one action).
pub(crate) type Action = Vec<Change>;

/// The undo and redo stacks. A new action clears the redo stack, as in every editor.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct History {
    done: Vec<Action>,
    undone: Vec<Action>,
}

impl History {
    /// Records an action that has just been applied; empty actions are not recorded.
    pub(crate) fn record(&mut self, action: Action) {
        if action.is_empty() {
            return;
        }
        self.done.push(action);
        self.undone.clear();
    }

    /// Takes the last action off the undo stack, for the caller to revert.
    pub(crate) fn undo(&mut self) -> Option<&Action> {
        let action = self.done.pop()?;
        self.undone.push(action);
        self.undone.last()
    }

    /// Takes the last undone action back, for the caller to apply again.
    pub(crate) fn redo(&mut self) -> Option<&Action> {
        let action = self.undone.pop()?;
        self.done.push(action);
        self.done.last()
    }

    /// Moves every state of `cell` the history holds by `edit` (another player's mark,
    /// applied to the game): undo and redo then keep it.
    pub(crate) fn rebase(&mut self, cell: Cell, edit: impl Fn(CellProgress) -> CellProgress) {
        for change in self
            .done
            .iter_mut()
            .chain(self.undone.iter_mut())
            .flatten()
            .filter(|change| change.cell == cell)
        {
            change.before = edit(change.before);
            change.after = edit(change.after);
        }
    }

    pub(crate) fn can_undo(&self) -> bool {
        !self.done.is_empty()
    }

    pub(crate) fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }
}
