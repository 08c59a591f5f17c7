//! Unique rectangle, type 1: four empty cells on two rows, two columns and two boxes (any two
//! rows and columns in a Latin square) whose candidates include the same two digits. If three
//! of them held only those two digits and the fourth took one as well, the two digits could be
//! swapped and the puzzle would have two solutions; so in a puzzle known to have one solution,
//! the fourth cell loses both. Needs a unique solution.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    for r1 in 0..n {
        for c1 in 0..n {
            let a = r1 * n + c1;
            let pair = board.cands(a);
            if pair.count_ones() != 2 {
                continue;
            }
            // Two of the three bivalue corners share a row: a and b.
            for c2 in c1 + 1..n {
                let b = r1 * n + c2;
                if board.cands(b) != pair {
                    continue;
                }
                for r2 in (0..n).filter(|&r| r != r1) {
                    let (c, e) = (r2 * n + c1, r2 * n + c2);
                    if !spans_two_boxes(board, [a, b, c, e]) {
                        continue;
                    }
                    let (cc, ce) = (board.cands(c), board.cands(e));
                    let target = if cc == pair && ce & pair == pair && ce != pair {
                        e
                    } else if ce == pair && cc & pair == pair && cc != pair {
                        c
                    } else {
                        continue;
                    };
                    let mut ds = pair;
                    while ds != 0 {
                        step.eliminate(target, ds.trailing_zeros() as usize);
                        ds &= ds - 1;
                    }
                    step.digits = super::set_of(pair);
                    for corner in [a, b, c, e] {
                        let mut ds = pair;
                        while ds != 0 {
                            step.mark(corner, ds.trailing_zeros() as usize, Shade::Primary);
                            ds &= ds - 1;
                        }
                    }
                    return true;
                }
            }
        }
    }
    false
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
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    // HoDoKu: 8/9 in r2c23,r6c23 => r2c2<>8, r2c2<>9.
    fn hodoku_unique_rectangle_type_1() {
        check_marks(
            Technique::UniqueRectangle,
            position("unique_rectangle"),
            &[],
            &["r2c2<>8", "r2c2<>9"],
        );
    }

    #[test]
    fn no_rectangle_in_a_position_without_one() {
        check_marks(Technique::UniqueRectangle, position("bug"), &[], &[]);
    }
}
