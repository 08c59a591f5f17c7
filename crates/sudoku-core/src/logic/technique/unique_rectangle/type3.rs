//! Unique rectangle type 3: two corners (the floor) on one line hold only the pair, and the
//! other two (the roof) hold extra digits. One roof corner takes an extra digit, so the roof
//! acts as one cell holding the extras: with k − 1 other cells of a unit both roof corners
//! share, holding k digits between them, it makes a naked subset, and the rest of the unit
//! loses those digits.

use crate::{Cell, DigitSet};

use super::{mark, rectangles, sides};
use crate::logic::combinations;
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    rectangles(board, |corners, pair| {
        for (floor, [r1, r2]) in sides(corners) {
            if floor.iter().any(|&f| board.cands(f) != pair) {
                continue;
            }
            let extras = board.cands(r1).union(board.cands(r2)).difference(pair);
            if board.cands(r1) == pair || board.cands(r2) == pair || extras.len() > 3 {
                continue;
            }
            for u in layout.units_of(r1) {
                if !layout.contains(u, r2) {
                    continue;
                }
                let cells = layout.cells_of(u);
                // The roof as one cell first, then the unit's other empty cells.
                let mut items = [DigitSet::EMPTY; 25];
                let mut at = [Cell::new(0); 25];
                items[0] = extras;
                let mut len = 1;
                for &cell in cells {
                    if cell != r1 && cell != r2 && !board.cands(cell).is_empty() {
                        items[len] = board.cands(cell);
                        at[len] = cell;
                        len += 1;
                    }
                }
                for k in 2..=4.min(len - 1) {
                    let found = combinations(&items[..len], k, |chosen, union| {
                        if chosen[0] != 0 || union.len() != k {
                            return false;
                        }
                        for &cell in cells {
                            let member = cell == r1
                                || cell == r2
                                || chosen[1..].iter().any(|&i| at[i] == cell);
                            if !member {
                                step.eliminate_all(cell, board.cands(cell).intersection(union));
                            }
                        }
                        if step.eliminations.is_empty() {
                            return false;
                        }
                        mark(step, corners, pair);
                        for &i in &chosen[1..] {
                            step.mark_all(at[i], items[i], Shade::Secondary);
                        }
                        step.units.push(layout.unit(u));
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
