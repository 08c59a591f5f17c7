//! Pointing: when a digit's places in a box all lie on one row or column, the digit is in that
//! line within the box, so the rest of the line loses it. Needs boxes.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    for b in 2 * n..layout.units.len() {
        for d in 0..n {
            let spots = board.pos(b, d);
            if spots.count_ones() < 2 {
                continue;
            }
            let cells = layout.cells_of(b);
            let first = usize::from(cells[spots.trailing_zeros() as usize]);
            let (mut same_row, mut same_col) = (true, true);
            let mut rest = spots;
            while rest != 0 {
                let cell = usize::from(cells[rest.trailing_zeros() as usize]);
                rest &= rest - 1;
                same_row &= layout.row(cell) == layout.row(first);
                same_col &= layout.col(cell) == layout.col(first);
            }
            for (line, aligned) in [
                (layout.row(first), same_row),
                (n + layout.col(first), same_col),
            ] {
                if !aligned {
                    continue;
                }
                for &cell in layout.cells_of(line) {
                    let cell = usize::from(cell);
                    if layout.box_unit(cell) != Some(b) && board.cands(cell) & (1 << d) != 0 {
                        step.eliminate(cell, d);
                    }
                }
                if !step.eliminations.is_empty() {
                    step.digits = super::set_of(1 << d);
                    step.units.extend([layout.units[b], layout.units[line]]);
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
