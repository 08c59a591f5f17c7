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

use super::board::Board;
use super::step::{Shade, Step};
use super::Scratch;

/// The scratch of the forcing chains: the board the singles are followed on, and the union of
/// what each cell may still be across the branches tried.
#[derive(Debug, Clone, Default)]
pub(crate) struct Forcing {
    board: Option<Board>,
    union: Vec<u32>,
    /// Whether each candidate (cell × n + digit) was found to lead to a contradiction.
    dead: Vec<bool>,
}

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    let (n, cells) = (layout.n, layout.geometry.cell_count());
    let forcing = &mut scratch.forcing;
    let work = forcing
        .board
        .get_or_insert_with(|| Board::new(Arc::clone(&board.layout)));
    if work.layout.geometry != layout.geometry {
        *work = Board::new(Arc::clone(&board.layout));
    }
    forcing.dead.clear();
    forcing.dead.resize(cells * n, false);
    // Contradictions first: the plainest proof.
    for cell in 0..cells {
        let mut ds = board.cands(cell);
        while ds != 0 {
            let d = ds.trailing_zeros() as usize;
            ds &= ds - 1;
            work.copy_from(board);
            if !follow(work, cell, d) {
                step.eliminate(cell, d);
                step.digits = super::set_of(1 << d);
                step.mark(cell, d, Shade::Primary);
                return true;
            }
        }
    }
    // Then every candidate of a cell.
    for cell in 0..cells {
        let cands = board.cands(cell);
        if cands.count_ones() < 2 {
            continue;
        }
        forcing.union.clear();
        forcing.union.resize(cells, 0);
        let mut ds = cands;
        while ds != 0 {
            let d = ds.trailing_zeros() as usize;
            ds &= ds - 1;
            work.copy_from(board);
            follow(work, cell, d);
            merge(work, &mut forcing.union);
        }
        if conclude(board, &forcing.union, step) {
            step.digits = super::set_of(cands);
            let mut ds = cands;
            while ds != 0 {
                step.mark(cell, ds.trailing_zeros() as usize, Shade::Primary);
                ds &= ds - 1;
            }
            return true;
        }
    }
    // Then every place of a digit in a unit.
    for u in 0..layout.units.len() {
        for d in 0..n {
            let spots = board.pos(u, d);
            if spots.count_ones() < 2 {
                continue;
            }
            forcing.union.clear();
            forcing.union.resize(cells, 0);
            let mut rest = spots;
            while rest != 0 {
                let cell = usize::from(layout.cells_of(u)[rest.trailing_zeros() as usize]);
                rest &= rest - 1;
                work.copy_from(board);
                follow(work, cell, d);
                merge(work, &mut forcing.union);
            }
            if conclude(board, &forcing.union, step) {
                step.digits = super::set_of(1 << d);
                step.units.push(layout.units[u]);
                let mut rest = spots;
                while rest != 0 {
                    let cell = usize::from(layout.cells_of(u)[rest.trailing_zeros() as usize]);
                    rest &= rest - 1;
                    step.mark(cell, d, Shade::Primary);
                }
                return true;
            }
        }
    }
    false
}

/// Places `d + 1` in `cell` and then every single, until none is left. Returns false on a
/// contradiction.
fn follow(board: &mut Board, cell: usize, d: usize) -> bool {
    board.place(cell, d);
    let layout = Arc::clone(&board.layout);
    let (n, cells) = (layout.n, layout.geometry.cell_count());
    let full = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    loop {
        let mut placed = false;
        for u in 0..layout.units.len() {
            let mut missing = !board.placed(u) & full;
            while missing != 0 {
                let d = missing.trailing_zeros() as usize;
                missing &= missing - 1;
                let spots = board.pos(u, d);
                match spots.count_ones() {
                    0 if board.placed(u) & 1 << d == 0 => return false,
                    1 => {
                        let cell = usize::from(layout.cells_of(u)[spots.trailing_zeros() as usize]);
                        board.place(cell, d);
                        placed = true;
                    }
                    _ => {}
                }
            }
        }
        for cell in 0..cells {
            let cands = board.cands(cell);
            if board.value(cell) != 0 {
                continue;
            }
            if cands == 0 {
                return false;
            }
            if cands & (cands - 1) == 0 {
                // The board is updated on each placement, so a digit still a candidate here
                // clashes with nothing placed.
                board.place(cell, cands.trailing_zeros() as usize);
                placed = true;
            }
        }
        if !placed {
            return true;
        }
    }
}

/// Adds what each cell may still be on `board` to `union`.
fn merge(board: &Board, union: &mut [u32]) {
    for (cell, u) in union.iter_mut().enumerate() {
        let v = board.value(cell);
        *u |= if v == 0 {
            board.cands(cell)
        } else {
            1 << (v - 1)
        };
    }
}

/// Fills `step` with what holds in every branch: a cell that may only be one digit, or
/// candidates no branch keeps. Returns whether anything was concluded.
fn conclude(board: &Board, union: &[u32], step: &mut Step) -> bool {
    for (cell, &may) in union.iter().enumerate() {
        let cands = board.cands(cell);
        if cands == 0 {
            continue;
        }
        if may.count_ones() == 1 && cands & may != 0 {
            step.place(cell, may.trailing_zeros() as usize);
            return true;
        }
    }
    for (cell, &may) in union.iter().enumerate() {
        let mut gone = board.cands(cell) & !may;
        while gone != 0 {
            step.eliminate(cell, gone.trailing_zeros() as usize);
            gone &= gone - 1;
        }
    }
    !step.eliminations.is_empty()
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    // top1465 #1: with 2 in r1c3 the singles run into a contradiction.
    fn an_assumption_leading_to_a_contradiction_is_false() {
        check_marks(
            Technique::ForcingChain,
            position("forcing_chain"),
            &[],
            &["r1c3<>2"],
        );
    }

    #[test]
    fn no_forcing_chain_where_the_ladder_is_stuck() {
        check_marks(Technique::ForcingChain, position("beyond_ladder"), &[], &[]);
    }
}
