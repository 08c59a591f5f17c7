//! Full house: the last empty cell of a unit takes the one digit the unit lacks.

use crate::DigitSet;

use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    for u in layout.units() {
        if !lacks_one(board.missing(u)) {
            continue;
        }
        let Some(&cell) = layout
            .cells_of(u)
            .iter()
            .find(|&&c| board.value(c).is_none())
        else {
            continue;
        };
        // Without the missing digit as a candidate this is a contradiction, which no step fixes.
        let Some(digit) = board.cands(cell).single() else {
            continue;
        };
        step.units.push(layout.unit(u));
        step.mark(cell, digit, Shade::Primary);
        step.place(cell, digit);
        return true;
    }
    false
}

/// Whether a unit missing `digits` lacks one digit only: its one empty cell is a full house.
#[inline]
pub(crate) fn lacks_one(digits: DigitSet) -> bool {
    digits.len() == 1
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    super::hidden_single::placed_in_unit(step, crate::logic::Sentence::FullHouse)
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::check;
    use crate::logic::Technique;

    #[test]
    fn the_last_cell_of_a_unit_takes_the_missing_digit() {
        // Row 1 of this 4×4 lacks only 3.
        check(Technique::FullHouse, "12.4341221434321", &["r1c3=3"], &[]);
    }
}
