//! Cage overlap: a digit every way of making a cage's total needs must be in the cage, so a
//! cell that sees all of the cage's places for it cannot hold it; and a digit whose places in
//! a unit all lie in one cage is in that cage, so the cage's other cells cannot hold it.

use crate::logic::step::SumNote;
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};
use crate::rules::combinations;
use crate::{Cell, Digit, DigitSet};

use super::cage_combination::{state, CageState};

/// Whether `digits` can be given out to `cells`, one each, from their candidates.
fn assignable(board: &Board, cells: &[Cell], digits: DigitSet) -> bool {
    let Some((&first, rest)) = cells.split_first() else {
        return digits.is_empty();
    };
    board
        .cands(first)
        .intersection(digits)
        .iter()
        .any(|d| assignable(board, rest, digits.without(d)))
}

/// The digits every fitting set of the cage's open cells holds.
fn required(board: &Board, state: &CageState) -> DigitSet {
    let n = board.layout.n;
    let within = state
        .empty
        .iter()
        .fold(DigitSet::EMPTY, |u, &c| u.union(board.cands(c)))
        .difference(state.placed);
    let Ok(left) = u16::try_from(state.left) else {
        return DigitSet::EMPTY;
    };
    combinations(state.empty.len(), left, n, within)
        .into_iter()
        .filter(|&set| assignable(board, &state.empty, set))
        .fold(None, |all: Option<DigitSet>, set| {
            Some(all.map_or(set, |a| a.intersection(set)))
        })
        .unwrap_or(DigitSet::EMPTY)
}

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    if layout.cages().is_empty() {
        return false;
    }
    for cage in layout.cages() {
        let Some(state) = state(board, cage) else {
            continue;
        };
        if state.empty.len() < 2 {
            continue;
        }
        for d in required(board, &state).iter() {
            let spots: Vec<Cell> = state
                .empty
                .iter()
                .copied()
                .filter(|&c| board.cands(c).contains(d))
                .collect();
            for &peer in layout.peers_of(spots[0]) {
                if layout.cage_of(peer) != layout.cage_of(spots[0])
                    && board.cands(peer).contains(d)
                    && layout.sees_all(peer, &spots)
                {
                    step.eliminate(peer, d);
                }
            }
            if !step.eliminations.is_empty() {
                finish(step, &spots, d, state.left, 0);
                return true;
            }
        }
    }
    for u in layout.units() {
        for d in board.missing(u).iter() {
            let spots: Vec<Cell> = layout.cells_in(u, board.pos(u, d)).collect();
            let Some(cage) = spots.first().and_then(|&c| layout.cage_of(c)) else {
                continue;
            };
            if spots.len() < 2 || spots.iter().any(|&c| layout.cage_of(c) != Some(cage)) {
                continue;
            }
            for &cell in layout.cages()[cage].cells() {
                if !spots.contains(&cell) && board.cands(cell).contains(d) {
                    step.eliminate(cell, d);
                }
            }
            if !step.eliminations.is_empty() {
                step.units.push(layout.unit(u));
                finish(step, &spots, d, 0, 1);
                return true;
            }
        }
    }
    false
}

fn finish(step: &mut Step, spots: &[Cell], d: Digit, left: i32, form: u16) {
    for &cell in spots {
        step.mark(cell, d, Shade::Primary);
    }
    step.digits = DigitSet::only(d);
    step.sum = Some(SumNote {
        total: u16::try_from(left).unwrap_or(0),
        cells: spots.len() as u8,
        known: form,
    });
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence};
    let sentence = if step.sum.is_some_and(|s| s.known == 1) {
        Sentence::CageOverlapUnit
    } else {
        Sentence::CageOverlapSets
    };
    Explanation::new(sentence)
        .with_some("unit", step.unit(0))
        .with("digits", step.digits())
        .with("cells", step.cells())
        .with("removed", step.removed())
}
