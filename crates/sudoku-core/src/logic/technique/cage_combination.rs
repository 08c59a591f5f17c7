//! Cage combinations: a killer cage's digits are distinct and make its total, so each of its
//! cells keeps only the digits of some set of distinct digits, one per cell, that makes it
//! with the cage's other cells' candidates.

use crate::logic::step::SumNote;
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};
use crate::rules::cage::allowed;
use crate::{Cage, Cell, DigitSet};

/// A cage's state on a board: the digits placed in it, their total, and its empty cells.
pub(crate) struct CageState {
    pub(crate) placed: DigitSet,
    pub(crate) left: i32,
    pub(crate) empty: Vec<Cell>,
}

/// The state of `cage` on `board`, if it has a total.
pub(crate) fn state(board: &Board, cage: &Cage) -> Option<CageState> {
    let sum = cage.sum()?;
    let mut state = CageState {
        placed: DigitSet::EMPTY,
        left: i32::from(sum),
        empty: Vec::new(),
    };
    for &cell in cage.cells() {
        match board.value(cell) {
            Some(d) => {
                state.placed = state.placed.with(d);
                state.left -= i32::from(d.get());
            }
            None => state.empty.push(cell),
        }
    }
    Some(state)
}

/// The digits `cell`, one of `state`'s empty cells, can take so that the cage's other empty
/// cells can make the rest of its total with distinct digits of their candidates.
pub(crate) fn fitting(board: &Board, state: &CageState, cell: Cell) -> DigitSet {
    let others = state
        .empty
        .iter()
        .filter(|&&c| c != cell)
        .fold(DigitSet::EMPTY, |u, &c| u.union(board.cands(c)))
        .difference(state.placed);
    let count = state.empty.len() as u32 - 1;
    let mut keep = DigitSet::EMPTY;
    for d in board.cands(cell).difference(state.placed).iter() {
        let rest = others.without(d).bits();
        if allowed(rest, count, state.left - i32::from(d.get())).is_some() {
            keep = keep.with(d);
        }
    }
    keep
}

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    for cage in layout.cages() {
        let Some(state) = state(board, cage) else {
            continue;
        };
        if state.empty.is_empty() {
            continue;
        }
        let mut union = DigitSet::EMPTY;
        for &cell in &state.empty {
            let keep = fitting(board, &state, cell);
            union = union.union(keep);
            step.eliminate_all(cell, board.cands(cell).difference(keep));
        }
        if step.eliminations.is_empty() {
            continue;
        }
        for &cell in &state.empty {
            step.mark_all(cell, board.cands(cell).intersection(union), Shade::Primary);
        }
        step.digits = union;
        step.sum = Some(SumNote {
            total: u16::try_from(state.left).unwrap_or(0),
            cells: state.empty.len() as u8,
            known: 0,
        });
        return true;
    }
    false
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    let (total, cells) = step.sum.map_or((0, 0), |s| (s.total, s.cells));
    let sentence = if cells == 1 {
        Sentence::CageCombinationOne
    } else {
        Sentence::CageCombinationMany
    };
    Explanation::new(sentence)
        .with("cells", step.cells())
        .with("count", Value::Number(u32::from(cells)))
        .with("total", Value::Number(u32::from(total)))
        .with("digits", step.digits())
        .with("removed", step.removed())
}
