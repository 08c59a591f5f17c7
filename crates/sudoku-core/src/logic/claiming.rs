//! Claiming (box/line reduction): when a digit's places in a row or column all lie in one box,
//! the digit is in that box on that line, so the rest of the box loses it. Needs boxes.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    let (br, bc) = (layout.geometry.box_rows(), layout.geometry.box_cols());
    for line in 0..2 * n {
        let cells = layout.cells_of(line);
        // A row's places are numbered by column, so a box covers bc of them; a column's by
        // row, so a box covers br.
        let span = if line < n { bc } else { br };
        let chunk = (1u32 << span) - 1;
        for d in 0..n {
            let spots = board.pos(line, d);
            if spots.count_ones() < 2 {
                continue;
            }
            let start = (spots.trailing_zeros() as usize / span) * span;
            if spots & !(chunk << start) != 0 {
                continue;
            }
            let Some(b) = layout.box_unit(usize::from(cells[start])) else {
                return false;
            };
            // The box's places of the digit off this line.
            let on_line =
                |cell: usize| usize::from(layout.cell_units[cell][usize::from(line >= n)]) == line;
            let mut off = board.pos(b, d);
            let mut any = false;
            while off != 0 {
                let cell = usize::from(layout.cells_of(b)[off.trailing_zeros() as usize]);
                off &= off - 1;
                if !on_line(cell) {
                    step.eliminate(cell, d);
                    any = true;
                }
            }
            if !any {
                continue;
            }
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
