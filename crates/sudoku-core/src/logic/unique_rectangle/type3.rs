//! Unique rectangle type 3: two corners (the floor) on one line hold only the pair, and the
//! other two (the roof) hold extra digits. One roof corner takes an extra digit, so the roof
//! acts as one cell holding the extras: with k − 1 other cells of a unit both roof corners
//! share, holding k digits between them, it makes a naked subset, and the rest of the unit
//! loses those digits.

use super::super::board::{Board, NO_UNIT};
use super::super::combinations;
use super::super::step::{Shade, Step};
use super::{mark, rectangles, sides};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    rectangles(board, |corners, pair| {
        for (floor, [r1, r2]) in sides(corners) {
            if floor.iter().any(|&f| board.cands(f) != pair) {
                continue;
            }
            let extras = (board.cands(r1) | board.cands(r2)) & !pair;
            if board.cands(r1) == pair || board.cands(r2) == pair || extras.count_ones() > 3 {
                continue;
            }
            for &u in &layout.cell_units[r1] {
                if u == NO_UNIT || !layout.cell_units[r2].contains(&u) {
                    continue;
                }
                let cells = layout.cells_of(usize::from(u));
                // The roof as one cell first, then the unit's other empty cells.
                let mut items = [0u32; 25];
                let mut at = [0usize; 25];
                items[0] = extras;
                let mut len = 1;
                for &cell in cells {
                    let cell = usize::from(cell);
                    if cell != r1 && cell != r2 && board.cands(cell) != 0 {
                        items[len] = board.cands(cell);
                        at[len] = cell;
                        len += 1;
                    }
                }
                for k in 2..=4.min(len - 1) {
                    let found = combinations(&items[..len], k, |chosen, union| {
                        if chosen[0] != 0 || union.count_ones() as usize != k {
                            return false;
                        }
                        for &cell in cells {
                            let cell = usize::from(cell);
                            let member = cell == r1
                                || cell == r2
                                || chosen[1..].iter().any(|&i| at[i] == cell);
                            let mut hit = board.cands(cell) & union;
                            while !member && hit != 0 {
                                step.eliminate(cell, hit.trailing_zeros() as usize);
                                hit &= hit - 1;
                            }
                        }
                        if step.eliminations.is_empty() {
                            return false;
                        }
                        mark(step, corners, pair);
                        for &i in &chosen[1..] {
                            let mut ds = items[i];
                            while ds != 0 {
                                step.mark(at[i], ds.trailing_zeros() as usize, Shade::Secondary);
                                ds &= ds - 1;
                            }
                        }
                        step.units.push(layout.units[usize::from(u)]);
                        true
                    });
                    if found {
                        return true;
                    }
                }
            }
        }
        false
    })
}
