//! Hidden single: a digit with one place left in a unit goes there. Boxes are searched first,
//! since players look there first.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    let units = layout.units.len();
    // Boxes (from 2n on), then rows and columns.
    for u in (2 * n..units).chain(0..2 * n) {
        let mut missing = !board.placed(u) & full(n);
        while missing != 0 {
            let d = missing.trailing_zeros() as usize;
            missing &= missing - 1;
            let spots = board.pos(u, d);
            if spots.count_ones() == 1 {
                let cell = usize::from(layout.cells_of(u)[spots.trailing_zeros() as usize]);
                step.units.push(layout.units[u]);
                step.mark(cell, d, Shade::Primary);
                step.place(cell, d);
                return true;
            }
        }
    }
    false
}

fn full(n: usize) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1 << n) - 1
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    fn a_digit_with_one_place_in_a_box_goes_there() {
        check_marks(
            Technique::HiddenSingle,
            position("hidden_single"),
            &["r9c3=7"],
            &[],
        );
    }

    #[test]
    fn no_hidden_single_when_every_digit_has_two_places() {
        check_marks(Technique::HiddenSingle, position("naked_pair"), &[], &[]);
    }
}
