//! Full house: the last empty cell of a unit takes the one digit the unit lacks.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    for u in 0..layout.units.len() {
        if board.placed(u).count_ones() as usize + 1 != layout.n {
            continue;
        }
        let Some(&cell) = layout
            .cells_of(u)
            .iter()
            .find(|&&c| board.value(usize::from(c)) == 0)
        else {
            continue;
        };
        let cell = usize::from(cell);
        let cands = board.cands(cell);
        if cands.count_ones() != 1 {
            // The missing digit is not a candidate: a contradiction, which no step fixes.
            continue;
        }
        let d = cands.trailing_zeros() as usize;
        step.units.push(layout.units[u]);
        step.mark(cell, d, Shade::Primary);
        step.place(cell, d);
        return true;
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check, check_marks, position};
    use crate::logic::Technique;

    #[test]
    fn the_last_cell_of_a_unit_takes_the_missing_digit() {
        // Row 1 of this 4×4 lacks only 3.
        check(Technique::FullHouse, "12.4341221434321", &["r1c3=3"], &[]);
    }

    #[test]
    fn no_full_house_with_two_empty_cells_everywhere() {
        check_marks(Technique::FullHouse, position("hidden_single"), &[], &[]);
    }
}
