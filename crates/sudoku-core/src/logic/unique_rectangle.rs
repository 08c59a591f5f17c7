//! Unique rectangles: four empty cells on two rows, two columns and two boxes (any two rows and
//! columns in a Latin square) whose candidates include the same two digits. If all four held
//! only those two digits, the digits could be swapped and the puzzle would have two solutions;
//! so in a puzzle known to have one solution, something else must happen in the rectangle.
//! Type 1 (here): three corners hold only the two digits, so the fourth loses both. Types 2, 3
//! and 4 are in `unique_rectangle/`. All need a unique solution.

mod type2;
mod type3;
mod type4;

pub(crate) use type2::find as find_type2;
pub(crate) use type3::find as find_type3;
pub(crate) use type4::find as find_type4;

use super::board::Board;
use super::step::{Shade, Step};

/// Type 1: three corners hold only the pair, the fourth loses it.
pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    rectangles(board, |corners, pair| {
        let floors = corners.iter().filter(|&&c| board.cands(c) == pair).count();
        if floors != 3 {
            return false;
        }
        let Some(&target) = corners.iter().find(|&&c| board.cands(c) != pair) else {
            return false;
        };
        let mut ds = pair;
        while ds != 0 {
            step.eliminate(target, ds.trailing_zeros() as usize);
            ds &= ds - 1;
        }
        mark(step, corners, pair);
        true
    })
}

/// Calls `f` with the corners of every rectangle — `[a, b, c, e]`, with a and b on the upper
/// row and a and c on the left column — on two rows, two columns and two boxes, and each pair
/// of digits (a bitmask) that all four corners hold with at least two corners holding nothing
/// else, until `f` returns true.
pub(super) fn rectangles(board: &Board, mut f: impl FnMut([usize; 4], u32) -> bool) -> bool {
    let n = board.layout.n;
    for r1 in 0..n {
        for c1 in 0..n {
            let a = r1 * n + c1;
            if board.cands(a).count_ones() < 2 {
                continue;
            }
            for c2 in c1 + 1..n {
                let b = r1 * n + c2;
                let top = board.cands(a) & board.cands(b);
                if top.count_ones() < 2 {
                    continue;
                }
                for r2 in r1 + 1..n {
                    let (c, e) = (r2 * n + c1, r2 * n + c2);
                    let common = top & board.cands(c) & board.cands(e);
                    if common.count_ones() < 2 || !spans_two_boxes(board, [a, b, c, e]) {
                        continue;
                    }
                    let mut xs = common;
                    while xs != 0 {
                        let x = xs & xs.wrapping_neg();
                        xs &= xs - 1;
                        let mut ys = xs;
                        while ys != 0 {
                            let pair = x | (ys & ys.wrapping_neg());
                            ys &= ys - 1;
                            let bivalue = [a, b, c, e]
                                .iter()
                                .filter(|&&k| board.cands(k) == pair)
                                .count();
                            if bivalue >= 2 && f([a, b, c, e], pair) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
    }
    false
}

/// The two pairs of corners that share a row or a column: `(floor, roof)` for each way round.
pub(super) fn sides(corners: [usize; 4]) -> [([usize; 2], [usize; 2]); 4] {
    let [a, b, c, e] = corners;
    [
        ([a, b], [c, e]),
        ([c, e], [a, b]),
        ([a, c], [b, e]),
        ([b, e], [a, c]),
    ]
}

/// Marks the rectangle's digits in its four corners and names the digits.
pub(super) fn mark(step: &mut Step, corners: [usize; 4], pair: u32) {
    step.digits = super::set_of(pair);
    for corner in corners {
        let mut ds = pair;
        while ds != 0 {
            step.mark(corner, ds.trailing_zeros() as usize, Shade::Primary);
            ds &= ds - 1;
        }
    }
}

/// Whether the four corners lie in exactly two boxes; always true without boxes.
fn spans_two_boxes(board: &Board, corners: [usize; 4]) -> bool {
    let layout = &board.layout;
    let Some(first) = layout.box_unit(corners[0]) else {
        return true;
    };
    let other = corners
        .iter()
        .filter_map(|&c| layout.box_unit(c))
        .find(|&b| b != first);
    other.is_some_and(|o| {
        corners
            .iter()
            .all(|&c| layout.box_unit(c) == Some(first) || layout.box_unit(c) == Some(o))
    })
}

#[cfg(test)]
mod tests;
