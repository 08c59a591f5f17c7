//! The review's words: cells, moves, the solver's verdicts and waits, in the page's language.

use sudoku_core::{Cell, Geometry, Grid};

use super::Next;
use crate::game::{EntryChange, Millis, MoveKind};
use crate::words::technique_name;

/// `r4c2`.
pub fn cell_name(geometry: Geometry, cell: Cell) -> String {
    t!(
        ReviewCell,
        row = geometry.row_of(cell) + 1,
        column = geometry.col_of(cell) + 1
    )
}

/// What a move did, in a few words: "4 in r1c3", "erased r2c2", "notes".
pub fn describe(kind: MoveKind, changes: &[EntryChange], geometry: Geometry) -> String {
    let name = |i: usize| cell_name(geometry, changes[i].cell);
    let cells = match changes.len() {
        0 => String::new(),
        1 => name(0),
        2 => t!(ReviewCellsTwo, first = name(0), second = name(1)),
        3 => t!(
            ReviewCellsThree,
            first = name(0),
            second = name(1),
            third = name(2)
        ),
        n => t!(ReviewCellsMany, count = n),
    };
    let done = |action: String| match changes {
        [] => action,
        [one] => match one.after {
            Some(d) => t!(
                ReviewMoveDigit,
                action = action,
                digit = d.to_char().to_string(),
                cells = &cells
            ),
            None => t!(ReviewMoveEmptied, action = action, cells = &cells),
        },
        _ => t!(ReviewMoveCells, action = action, cells = &cells),
    };
    match kind {
        MoveKind::Place(d) => t!(
            ReviewMovePlace,
            digit = d.to_char().to_string(),
            cells = &cells
        ),
        MoveKind::Erase => t!(ReviewMoveErase, cells = &cells),
        MoveKind::Notes => t!(ReviewMoveNotes).to_owned(),
        MoveKind::Change => t!(ReviewMoveChange, cells = &cells),
        MoveKind::Hint => done(t!(ReviewActionHint).to_owned()),
        MoveKind::Undo => done(t!(ReviewActionUndo).to_owned()),
        MoveKind::Redo => done(t!(ReviewActionRedo).to_owned()),
        MoveKind::Checkpoint => done(t!(ReviewActionCheckpoint).to_owned()),
        MoveKind::Reset => t!(ReviewMoveReset).to_owned(),
        MoveKind::Reveal => t!(ReviewMoveReveal).to_owned(),
    }
}

/// What the solver says, as a phrase: "Hidden Single was available".
pub fn next_phrase(next: Next, geometry: Geometry) -> String {
    match next {
        Next::Step(t) => t!(ReviewNextStep, technique = technique_name(t)),
        Next::Mistake(cell) => t!(ReviewNextMistake, cell = cell_name(geometry, cell)),
        Next::Stuck => t!(ReviewNextStuck).to_owned(),
        Next::Solved => t!(ReviewNextSolved).to_owned(),
        Next::Unknown => t!(ReviewNextUnknown).to_owned(),
    }
}

/// A wait: "8.2 s", "2 min 5 s", with no-break spaces, so a narrow column never breaks a number
/// from its unit.
pub fn duration(ms: Millis) -> String {
    let tenths = ms / 100;
    match tenths {
        0..600 => t!(
            ReviewDurationSeconds,
            seconds = tenths / 10,
            tenths = tenths % 10
        ),
        _ => {
            let seconds = ms / 1000;
            match seconds / 3600 {
                0 => t!(
                    ReviewDurationMinutes,
                    minutes = seconds / 60,
                    seconds = seconds % 60
                ),
                h => t!(
                    ReviewDurationHours,
                    hours = h,
                    minutes = (seconds / 60) % 60
                ),
            }
        }
    }
}

/// The board's text alternative after `shown` moves: its digits row by row.
pub fn board_label(board: &Grid, shown: usize) -> String {
    let geometry = board.geometry();
    let rows = (0..geometry.size())
        .map(|r| {
            (0..geometry.size())
                .filter_map(|c| geometry.cell(r, c))
                .map(|cell| board.get(cell).map_or('.', |d| d.to_char()))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(" ");
    t!(ReviewBoardLabel, move = shown, rows = rows)
}
