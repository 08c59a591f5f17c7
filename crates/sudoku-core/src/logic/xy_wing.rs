//! XY-Wing: a pivot holding only x and y sees two pincers holding only x and z, and y and z.
//! Whatever the pivot is, one pincer is z, so a cell seeing both pincers cannot be z.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    for pivot in 0..layout.geometry.cell_count() {
        let p = board.cands(pivot);
        if p.count_ones() != 2 {
            continue;
        }
        let peers = layout.peers_of(pivot);
        for (i, &a) in peers.iter().enumerate() {
            let a = usize::from(a);
            let ca = board.cands(a);
            // Pincer a shares exactly one digit (x) with the pivot and adds z.
            if ca.count_ones() != 2 || (ca & p).count_ones() != 1 {
                continue;
            }
            let z = ca & !p;
            for &b in &peers[i + 1..] {
                let b = usize::from(b);
                let cb = board.cands(b);
                // Pincer b holds the pivot's other digit (y) and the same z.
                if cb != (p & !ca) | z {
                    continue;
                }
                let d = z.trailing_zeros() as usize;
                for &t in layout.peers_of(a) {
                    let t = usize::from(t);
                    if t != b && layout.sees(t, b) && board.cands(t) & z != 0 {
                        step.eliminate(t, d);
                    }
                }
                if !step.eliminations.is_empty() {
                    step.digits = super::set_of(z);
                    mark_cell(board, step, pivot, Shade::Primary);
                    mark_cell(board, step, a, Shade::Secondary);
                    mark_cell(board, step, b, Shade::Secondary);
                    return true;
                }
            }
        }
    }
    false
}

/// Marks every candidate of `cell`.
pub(crate) fn mark_cell(board: &Board, step: &mut Step, cell: usize, shade: Shade) {
    let mut ds = board.cands(cell);
    while ds != 0 {
        step.mark(cell, ds.trailing_zeros() as usize, shade);
        ds &= ds - 1;
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    // HoDoKu: 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9.
    fn hodoku_xy_wing_removes_nine_from_five_cells() {
        check_marks(
            Technique::XyWing,
            position("xy_wing"),
            &[],
            &["r4c2<>9", "r4c3<>9", "r5c4<>9", "r5c5<>9", "r5c6<>9"],
        );
    }

    #[test]
    fn no_xy_wing_in_a_position_without_one() {
        check_marks(Technique::XyWing, position("xyz_wing"), &[], &[]);
    }
}
