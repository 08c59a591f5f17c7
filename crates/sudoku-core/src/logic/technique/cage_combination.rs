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
        .with("sets", Value::Sets(sets_of(step, total)))
        .with("candidates", Value::Candidates(step.eliminations.clone()))
        .with("removed", step.removed())
}

/// The sets of distinct digits that make `total` in the open cells of `step`'s cage, placed in
/// their candidates (a digit for each cell, each digit once): the ways the cage can still be
/// filled. Its pattern holds each open cell's candidates that some such way can use, so the
/// sets are the same as from the cells' every candidate; none of them puts an eliminated
/// candidate in its cell (else `fitting` would have kept it).
fn sets_of(step: &Step, total: u16) -> Vec<DigitSet> {
    let mut cells: Vec<(Cell, DigitSet)> = Vec::new();
    for (candidate, _) in &step.pattern {
        match cells.iter_mut().find(|(cell, _)| *cell == candidate.cell) {
            Some((_, digits)) => *digits = digits.with(candidate.digit),
            None => cells.push((candidate.cell, DigitSet::EMPTY.with(candidate.digit))),
        }
    }
    let all = cells
        .iter()
        .fold(DigitSet::EMPTY, |u, (_, digits)| u.union(*digits));
    let mut sets = Vec::new();
    let mut chosen = Vec::new();
    choose(
        &all.iter().collect::<Vec<_>>(),
        cells.len(),
        i32::from(total),
        &mut chosen,
        &mut |set| {
            if fills(&cells, set) {
                sets.push(set.iter().fold(DigitSet::EMPTY, |s, &d| s.with(d)));
            }
        },
    );
    sets
}

/// Calls `found` with every choice of `count` of `digits` (in order) that adds up to `total`.
fn choose(
    digits: &[crate::Digit],
    count: usize,
    total: i32,
    chosen: &mut Vec<crate::Digit>,
    found: &mut dyn FnMut(&[crate::Digit]),
) {
    if count == 0 {
        if total == 0 {
            found(chosen);
        }
        return;
    }
    for (i, &d) in digits.iter().enumerate() {
        let value = i32::from(d.get());
        if value > total {
            break;
        }
        chosen.push(d);
        choose(&digits[i + 1..], count - 1, total - value, chosen, found);
        chosen.pop();
    }
}

/// Whether `cells` (each with its candidates) can take `set`'s digits, one each: a matching of
/// digits to cells, found by augmenting paths.
fn fills(cells: &[(Cell, DigitSet)], set: &[crate::Digit]) -> bool {
    // `owner[d]`: the cell (by index) digit `set[d]` is given to, if any.
    let mut owner: Vec<Option<usize>> = vec![None; set.len()];
    fn give(
        cell: usize,
        cells: &[(Cell, DigitSet)],
        set: &[crate::Digit],
        owner: &mut [Option<usize>],
        seen: &mut [bool],
    ) -> bool {
        for (d, digit) in set.iter().enumerate() {
            if seen[d] || !cells[cell].1.contains(*digit) {
                continue;
            }
            seen[d] = true;
            let free = match owner[d] {
                None => true,
                Some(other) => give(other, cells, set, owner, seen),
            };
            if free {
                owner[d] = Some(cell);
                return true;
            }
        }
        false
    }
    (0..cells.len()).all(|cell| {
        let mut seen = vec![false; set.len()];
        give(cell, cells, set, &mut owner, &mut seen)
    })
}
