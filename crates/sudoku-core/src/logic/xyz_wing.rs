//! XYZ-Wing: a pivot holding only x, y and z sees two pincers holding only x and z, and y and
//! z. One of the three cells is z, so a cell seeing all three cannot be z.

use super::board::Board;
use super::step::{Shade, Step};
use super::xy_wing::mark_cell;

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    for pivot in 0..layout.geometry.cell_count() {
        let p = board.cands(pivot);
        if p.count_ones() != 3 {
            continue;
        }
        let peers = layout.peers_of(pivot);
        for (i, &a) in peers.iter().enumerate() {
            let a = usize::from(a);
            let ca = board.cands(a);
            if ca.count_ones() != 2 || ca & !p != 0 {
                continue;
            }
            for &b in &peers[i + 1..] {
                let b = usize::from(b);
                let cb = board.cands(b);
                if cb.count_ones() != 2 || cb & !p != 0 || cb == ca {
                    continue;
                }
                let z = ca & cb;
                let d = z.trailing_zeros() as usize;
                for &t in layout.peers_of(pivot) {
                    let t = usize::from(t);
                    if t != a
                        && t != b
                        && layout.sees(t, a)
                        && layout.sees(t, b)
                        && board.cands(t) & z != 0
                    {
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

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    // Pivot r7c9 (2, 7, 9), pincers r1c9 (2, 9) and r8c7 (7, 9).
    fn a_pivot_and_two_pincers_remove_their_shared_digit() {
        check_marks(Technique::XyzWing, position("xyz_wing"), &[], &["r9c9<>9"]);
    }

    #[test]
    fn no_xyz_wing_in_a_position_without_one() {
        check_marks(Technique::XyzWing, position("xy_wing"), &[], &[]);
    }
}
