//! Forcing chains, the last resort: assume a candidate and follow the singles it forces (naked
//! and hidden, each placement removing the digit from its peers) until they stop.
//!
//! - If the assumption runs into a contradiction (a cell without candidates, a digit without a
//!   place in a unit), the candidate is false.
//! - If every candidate of a cell, or every place of a digit in a unit, leads to the same
//!   placement or removes the same candidate, that conclusion holds whichever is true.
//!
//! Each follow-up works on a copy of the board kept in the scratch space, so nothing is
//! allocated once the buffers have grown.

use std::sync::Arc;

use crate::{Cell, Digit, DigitSet};

use super::hidden_single::only_place;
use super::naked_single;
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

/// The scratch of the forcing chains: the board the singles are followed on, and the union of
/// what each cell may still be across the branches tried.
#[derive(Debug, Clone, Default)]
pub(crate) struct Forcing {
    board: Option<Board>,
    union: Vec<DigitSet>,
}

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    let cells = layout.geometry.cell_count();
    let forcing = &mut scratch.forcing;
    let work = forcing
        .board
        .get_or_insert_with(|| Board::new(Arc::clone(&board.layout)));
    if work.layout.geometry != layout.geometry {
        *work = Board::new(Arc::clone(&board.layout));
    }
    // Contradictions first: the plainest proof.
    for cell in layout.cells() {
        for d in board.cands(cell).iter() {
            work.copy_from(board);
            if !follow(work, cell, d) {
                step.eliminate(cell, d);
                step.digits = DigitSet::only(d);
                step.mark(cell, d, Shade::Primary);
                return true;
            }
        }
    }
    // Then every candidate of a cell.
    for cell in layout.cells() {
        let cands = board.cands(cell);
        if cands.len() < 2 {
            continue;
        }
        forcing.union.clear();
        forcing.union.resize(cells, DigitSet::EMPTY);
        for d in cands.iter() {
            work.copy_from(board);
            follow(work, cell, d);
            merge(work, &mut forcing.union);
        }
        if conclude(board, &forcing.union, step) {
            step.digits = cands;
            step.mark_all(cell, cands, Shade::Primary);
            return true;
        }
    }
    // Then every place of a digit in a unit.
    for u in layout.units() {
        for d in layout.digits().iter() {
            let spots = board.pos(u, d);
            if spots.len() < 2 {
                continue;
            }
            forcing.union.clear();
            forcing.union.resize(cells, DigitSet::EMPTY);
            for cell in layout.cells_in(u, spots) {
                work.copy_from(board);
                follow(work, cell, d);
                merge(work, &mut forcing.union);
            }
            if conclude(board, &forcing.union, step) {
                step.digits = DigitSet::only(d);
                step.units.push(layout.unit(u));
                for cell in layout.cells_in(u, spots) {
                    step.mark(cell, d, Shade::Primary);
                }
                return true;
            }
        }
    }
    false
}

/// Places `digit` in `cell` and then every single, until none is left. Returns false on a
/// contradiction.
fn follow(board: &mut Board, cell: Cell, digit: Digit) -> bool {
    board.place(cell, digit);
    let layout = Arc::clone(&board.layout);
    loop {
        let mut placed = false;
        for u in layout.units() {
            for d in board.missing(u).iter() {
                if board.pos(u, d).is_empty() {
                    if !board.placed(u).contains(d) {
                        return false;
                    }
                } else if let Some(cell) = only_place(board, u, d) {
                    board.place(cell, d);
                    placed = true;
                }
            }
        }
        for cell in layout.cells() {
            if board.value(cell).is_some() {
                continue;
            }
            if board.cands(cell).is_empty() {
                return false;
            }
            // The board is updated on each placement, so a digit still a candidate here
            // clashes with nothing placed.
            if let Some(d) = naked_single::digit_at(board, cell) {
                board.place(cell, d);
                placed = true;
            }
        }
        if !placed {
            return true;
        }
    }
}

/// Adds what each cell may still be on `board` to `union`.
fn merge(board: &Board, union: &mut [DigitSet]) {
    for (cell, may) in board.layout.cells().zip(union.iter_mut()) {
        *may = may.union(match board.value(cell) {
            None => board.cands(cell),
            Some(digit) => DigitSet::only(digit),
        });
    }
}

/// Fills `step` with what holds in every branch: a cell that may only be one digit, or
/// candidates no branch keeps. Returns whether anything was concluded.
fn conclude(board: &Board, union: &[DigitSet], step: &mut Step) -> bool {
    for (cell, &may) in board.layout.cells().zip(union) {
        let cands = board.cands(cell);
        if cands.is_empty() {
            continue;
        }
        if let Some(digit) = may.single().filter(|&d| cands.contains(d)) {
            step.place(cell, digit);
            return true;
        }
    }
    for (cell, &may) in board.layout.cells().zip(union) {
        step.eliminate_all(cell, board.cands(cell).difference(may));
    }
    !step.eliminations.is_empty()
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    let places = !step.placements.is_empty();
    let explanation = match (step.pattern.as_slice(), step.units.first()) {
        ([one], _) => Explanation::new(if places {
            Sentence::ContradictionPlaces
        } else {
            Sentence::ContradictionRemoves
        })
        .with_placed(Some(one.0), ("cell", "digit")),
        (_, Some(&unit)) => Explanation::new(if places {
            Sentence::UnitForcingPlaces
        } else {
            Sentence::UnitForcingRemoves
        })
        .with("digits", step.digits())
        .with("unit", Value::Unit(unit)),
        _ => Explanation::new(if places {
            Sentence::CellForcingPlaces
        } else {
            Sentence::CellForcingRemoves
        })
        .with("alternatives", step.alternatives())
        .with("cells", step.cells()),
    };
    explanation
        .with_placed(step.placed(), ("placed_cell", "placed"))
        .with("removed", step.removed())
}
