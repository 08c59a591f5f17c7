//! Pointing: when a digit's places in a box all lie on one row or column, the digit is in that
//! line within the box, so the rest of the line loses it. Needs boxes.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    let (br, bc) = (layout.geometry.box_rows(), layout.geometry.box_cols());
    let box_row = (1u32 << bc) - 1;
    let box_col = (0..br).fold(0u32, |m, i| m | 1 << (i * bc));
    for b in 2 * n..layout.units.len() {
        let first = usize::from(layout.cells_of(b)[0]);
        let (top, left) = (layout.row(first), layout.col(first));
        for d in 0..n {
            let spots = board.pos(b, d);
            if spots.count_ones() < 2 {
                continue;
            }
            let at = spots.trailing_zeros() as usize;
            // Places within a box are numbered row by row: place i is at (i / bc, i % bc).
            let (i, j) = (at / bc, at % bc);
            let line = if spots & !(box_row << (i * bc)) == 0 {
                // The row's places outside the box's columns.
                let outside = board.pos(top + i, d) & !(((1u32 << bc) - 1) << left);
                (outside != 0).then_some(top + i)
            } else if spots & !(box_col << j) == 0 {
                let outside = board.pos(n + left + j, d) & !(((1u32 << br) - 1) << top);
                (outside != 0).then_some(n + left + j)
            } else {
                None
            };
            let Some(line) = line else {
                continue;
            };
            for &cell in layout.cells_of(line) {
                let cell = usize::from(cell);
                if layout.box_unit(cell) != Some(b) && board.cands(cell) & (1 << d) != 0 {
                    step.eliminate(cell, d);
                }
            }
            step.digits = super::set_of(1 << d);
            step.units.extend([layout.units[b], layout.units[line]]);
            let mut rest = spots;
            while rest != 0 {
                let cell = usize::from(layout.cells_of(b)[rest.trailing_zeros() as usize]);
                step.mark(cell, d, Shade::Primary);
                rest &= rest - 1;
            }
            return true;
        }
    }
    false
}
#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    fn a_digit_pointing_along_a_column_leaves_the_column() {
        check_marks(
            Technique::Pointing,
            position("pointing"),
            &[],
            &["r1c3<>5", "r2c3<>5", "r3c3<>5"],
        );
    }

    #[test]
    fn nothing_points_in_a_position_without_it() {
        check_marks(Technique::Pointing, position("claiming"), &[], &[]);
    }
}
