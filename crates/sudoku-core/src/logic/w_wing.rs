//! W-Wing: two cells holding only x and y that do not see each other, and a strong link on x
//! (a unit where x has two places) with one end seeing each cell. Both cells cannot be x, so
//! one of them is y, and a cell seeing both cannot be y.

use super::board::Board;
use super::step::{Shade, Step};
use super::xy_wing::mark_cell;

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let cells = layout.geometry.cell_count();
    for a in 0..cells {
        let pair = board.cands(a);
        if pair.count_ones() != 2 {
            continue;
        }
        for b in a + 1..cells {
            if board.cands(b) != pair || layout.sees(a, b) {
                continue;
            }
            for (x, y) in [
                (pair.trailing_zeros(), 31 - pair.leading_zeros()),
                (31 - pair.leading_zeros(), pair.trailing_zeros()),
            ] {
                let (x, y) = (x as usize, y as usize);
                for u in 0..layout.units.len() {
                    let spots = board.pos(u, x);
                    if spots.count_ones() != 2 {
                        continue;
                    }
                    let e1 = usize::from(layout.cells_of(u)[spots.trailing_zeros() as usize]);
                    let e2 = usize::from(layout.cells_of(u)[31 - spots.leading_zeros() as usize]);
                    if [e1, e2].iter().any(|&e| e == a || e == b) {
                        continue;
                    }
                    let linked = (layout.sees(e1, a) && layout.sees(e2, b))
                        || (layout.sees(e2, a) && layout.sees(e1, b));
                    if !linked {
                        continue;
                    }
                    for &t in layout.peers_of(a) {
                        let t = usize::from(t);
                        if layout.sees(t, b) && board.cands(t) & (1 << y) != 0 {
                            step.eliminate(t, y);
                        }
                    }
                    if !step.eliminations.is_empty() {
                        step.digits = super::set_of(1 << y);
                        mark_cell(board, step, a, Shade::Primary);
                        mark_cell(board, step, b, Shade::Primary);
                        step.mark(e1, x, Shade::Secondary);
                        step.mark(e2, x, Shade::Secondary);
                        step.units.push(layout.units[u]);
                        return true;
                    }
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
    // HoDoKu: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4.
    fn hodoku_w_wing_removes_four() {
        check_marks(
            Technique::WWing,
            position("w_wing"),
            &[],
            &["r1c7<>4", "r2c7<>4", "r3c7<>4", "r8c9<>4", "r9c9<>4"],
        );
    }

    #[test]
    fn no_w_wing_in_a_position_without_one() {
        check_marks(Technique::WWing, position("xy_wing"), &[], &[]);
    }
}
