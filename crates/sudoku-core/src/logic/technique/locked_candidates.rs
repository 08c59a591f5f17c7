//! Locked candidates on variant grids: when a digit's places in one unit all lie in another
//! unit too (a jigsaw region and a row, a box and a diagonal), the digit is in that
//! intersection, so the second unit's other cells lose it. Pointing and Claiming do the same
//! for rectangular boxes and lines; this covers every other pair of units.

use super::pointing::lock;
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::Step;

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    if !layout.is_variant() {
        return false;
    }
    for a in layout.units() {
        for d in board.missing(a).iter() {
            let spots = board.pos(a, d);
            if spots.len() < 2 {
                continue;
            }
            // The units every place lies in, other than `a`.
            let shared = layout
                .cells_in(a, spots)
                .fold(u128::MAX, |bits, cell| bits & layout.unit_bits(cell))
                & !(1u128 << a.index());
            for b in layout.units_in(shared) {
                for &cell in layout.cells_of(b) {
                    if !layout.contains(a, cell) && board.cands(cell).contains(d) {
                        step.eliminate(cell, d);
                    }
                }
                if step.eliminations.is_empty() {
                    continue;
                }
                lock(layout, d, [a, b], spots, step);
                return true;
            }
        }
    }
    false
}
