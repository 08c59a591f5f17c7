//! Unique rectangles: four empty cells on two rows, two columns and two boxes (any two rows and
//! columns in a Latin square) whose candidates include the same two digits. If all four held
//! only those two digits, the digits could be swapped and the puzzle would have two solutions;
//! so in a puzzle known to have one solution, something else must happen in the rectangle.
//! Type 1 (here): three corners hold only the two digits, so the fourth loses both. Types 2, 3
//! and 4 are in `unique_rectangle/`; all four share the search for rectangles and the
//! sentence. All need a unique solution.

pub(super) mod type2;
pub(super) mod type3;
pub(super) mod type4;

use crate::{Cell, DigitSet};

use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

/// Type 1: three corners hold only the pair, the fourth loses it.
pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    rectangles(board, |corners, pair| {
        let floors = corners.iter().filter(|&&c| board.cands(c) == pair).count();
        if floors != 3 {
            return false;
        }
        let Some(&target) = corners.iter().find(|&&c| board.cands(c) != pair) else {
            return false;
        };
        step.eliminate_all(target, pair);
        mark(step, corners, pair);
        true
    })
}

/// Calls `f` with the corners of every rectangle — `[a, b, c, e]`, with a and b on the upper
/// row and a and c on the left column — on two rows, two columns and two boxes, and each pair
/// of digits that all four corners hold with at least two corners holding nothing else, until
/// `f` returns true.
pub(super) fn rectangles(board: &Board, mut f: impl FnMut([Cell; 4], DigitSet) -> bool) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    let at = |row: usize, col: usize| Cell::new(row * n + col);
    for r1 in 0..n {
        for c1 in 0..n {
            let a = at(r1, c1);
            if board.cands(a).len() < 2 {
                continue;
            }
            for c2 in c1 + 1..n {
                let b = at(r1, c2);
                let top = board.cands(a).intersection(board.cands(b));
                if top.len() < 2 {
                    continue;
                }
                for r2 in r1 + 1..n {
                    let (c, e) = (at(r2, c1), at(r2, c2));
                    let common = top
                        .intersection(board.cands(c))
                        .intersection(board.cands(e));
                    if common.len() < 2 || !spans_two_boxes(board, [a, b, c, e]) {
                        continue;
                    }
                    let mut xs = common;
                    while let Some(x) = xs.first() {
                        xs = xs.without(x);
                        for y in xs.iter() {
                            let pair = DigitSet::only(x).with(y);
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
pub(super) fn sides(corners: [Cell; 4]) -> [([Cell; 2], [Cell; 2]); 4] {
    let [a, b, c, e] = corners;
    [
        ([a, b], [c, e]),
        ([c, e], [a, b]),
        ([a, c], [b, e]),
        ([b, e], [a, c]),
    ]
}

/// Marks the rectangle's digits in its four corners and names the digits.
pub(super) fn mark(step: &mut Step, corners: [Cell; 4], pair: DigitSet) {
    step.digits = pair;
    for corner in corners {
        step.mark_all(corner, pair, Shade::Primary);
    }
}

/// Whether the four corners lie in exactly two boxes; always true without boxes.
fn spans_two_boxes(board: &Board, corners: [Cell; 4]) -> bool {
    let layout = &board.layout;
    let Some(first) = layout.box_of(corners[0]) else {
        return true;
    };
    let other = corners
        .iter()
        .filter_map(|&c| layout.box_of(c))
        .find(|&b| b != first);
    other.is_some_and(|o| {
        corners
            .iter()
            .all(|&c| layout.box_of(c) == Some(first) || layout.box_of(c) == Some(o))
    })
}

/// The sentence of every type.
pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    Explanation::new(Sentence::UniqueRectangle)
        .with("technique", Value::Technique(step.technique))
        .with("cells", step.shaded(Shade::Primary))
        .with("alternatives", step.alternatives())
        .with("removed", step.removed())
}

#[cfg(test)]
mod tests;
