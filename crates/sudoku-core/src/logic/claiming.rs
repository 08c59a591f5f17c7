//! Claiming (box/line reduction): when a digit's places in a row or column all lie in one box,
//! the digit is in that box on that line, so the rest of the box loses it. Needs boxes.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    for line in 0..2 * n {
        let cells = layout.cells_of(line);
        for d in 0..n {
            let spots = board.pos(line, d);
            if spots.count_ones() < 2 {
                continue;
            }
            let first = usize::from(cells[spots.trailing_zeros() as usize]);
            let Some(b) = layout.box_unit(first) else {
                return false;
            };
            let mut rest = spots;
            let mut one_box = true;
            while rest != 0 {
                let cell = usize::from(cells[rest.trailing_zeros() as usize]);
                rest &= rest - 1;
                one_box &= layout.box_unit(cell) == Some(b);
            }
            if !one_box {
                continue;
            }
            for &cell in layout.cells_of(b) {
                let cell = usize::from(cell);
                let on_line = layout.cell_units[cell][usize::from(line >= n)] as usize == line;
                if !on_line && board.cands(cell) & (1 << d) != 0 {
                    step.eliminate(cell, d);
                }
            }
            if !step.eliminations.is_empty() {
                step.digits = super::set_of(1 << d);
                step.units.extend([layout.units[line], layout.units[b]]);
                let mut rest = spots;
                while rest != 0 {
                    step.mark(
                        usize::from(cells[rest.trailing_zeros() as usize]),
                        d,
                        Shade::Primary,
                    );
                    rest &= rest - 1;
                }
                return true;
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
    fn a_digit_claimed_by_a_row_leaves_the_box() {
        check_marks(
            Technique::Claiming,
            position("claiming"),
            &[],
            &["r8c2<>6", "r9c2<>6"],
        );
    }

    #[test]
    fn nothing_is_claimed_in_a_position_without_it() {
        check_marks(Technique::Claiming, position("hidden_pair"), &[], &[]);
    }
}
