//! Naked single: a cell with one candidate left takes it.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    for cell in 0..board.layout.geometry.cell_count() {
        let cands = board.cands(cell);
        if cands != 0 && cands & (cands - 1) == 0 {
            let d = cands.trailing_zeros() as usize;
            step.mark(cell, d, Shade::Primary);
            step.place(cell, d);
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check, check_marks, position};
    use crate::logic::Technique;

    #[test]
    fn a_cell_with_one_candidate_takes_it() {
        // r5c5 sees 4, 8, 3 and 1 in its row, 7, 9, 6, 2 in its column: only 5 is left.
        check(
            Technique::NakedSingle,
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            &["r5c5=5"],
            &[],
        );
    }

    #[test]
    fn no_naked_single_when_every_cell_has_two_candidates() {
        check_marks(Technique::NakedSingle, position("hidden_pair"), &[], &[]);
    }
}
