//! Naked single: a cell with one candidate left takes it.
//!
//! The grader places the naked singles a whole scan at a time, with [`place_scan`].

use std::sync::Arc;

use crate::{Cell, Digit};

use crate::logic::unchanged::UnitSearch;
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    for cell in board.layout.cells() {
        if let Some(digit) = digit_at(board, cell) {
            step.mark(cell, digit, Shade::Primary);
            mark_witnesses(board, cell, digit, step);
            step.place(cell, digit);
            return true;
        }
    }
    false
}

/// What rules out the other digits of `cell`: for each, a peer where it is placed, marked in
/// the second shade, so the proof shows why `digit` is the only one left. (A digit the
/// player's notes or an earlier step cleared has none to show.)
fn mark_witnesses(board: &Board, cell: Cell, digit: Digit, step: &mut Step) {
    let layout = &board.layout;
    for other in layout.digits().iter().filter(|&d| d != digit) {
        let witness = layout
            .peers_of(cell)
            .iter()
            .copied()
            .find(|&peer| board.value(peer) == Some(other));
        if let Some(witness) = witness {
            step.mark(witness, other, Shade::Secondary);
        }
    }
}

/// The digit `cell` takes as a naked single: its only candidate.
#[inline]
pub(crate) fn digit_at(board: &Board, cell: Cell) -> Option<Digit> {
    board.cands(cell).single()
}

/// Places every naked single of one scan of the cells; returns how many.
pub(crate) fn place_scan(board: &mut Board) -> u32 {
    let layout = Arc::clone(&board.layout);
    let mut placed = 0;
    // Row by row, in reading order; a row none of whose cells changed since a scan found
    // nothing in it has nothing now.
    for row in layout.lines_of(true) {
        if board.unchanged.unit(UnitSearch::NakedSingle, row) {
            continue;
        }
        for &cell in layout.cells_of(row) {
            if let Some(digit) = digit_at(board, cell) {
                board.place(cell, digit);
                placed += 1;
            }
        }
        board.unchanged.note_unit(UnitSearch::NakedSingle, row);
    }
    placed
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence};
    Explanation::new(Sentence::NakedSingle).with_placed(step.placed(), ("cell", "digit"))
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::check;
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
    fn the_proof_shows_a_placed_peer_for_every_other_digit() {
        let (step, board) = crate::logic::testing::first_single(
            Technique::NakedSingle,
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let target = step.placements()[0];
        let geometry = board.geometry();
        let sees = |a: crate::Cell, b: crate::Cell| {
            geometry.row_of(a) == geometry.row_of(b)
                || geometry.col_of(a) == geometry.col_of(b)
                || geometry.box_of(a) == geometry.box_of(b)
        };
        let mut ruled_out: Vec<_> = step
            .pattern()
            .iter()
            .filter(|(_, shade)| *shade == crate::logic::Shade::Secondary)
            .map(|(c, _)| {
                assert_eq!(board.get(c.cell), Some(c.digit), "a witness is placed");
                assert!(sees(c.cell, target.cell), "a witness sees the cell");
                c.digit.get()
            })
            .collect();
        ruled_out.sort_unstable();
        let others: Vec<u8> = (1..=9).filter(|&d| d != target.digit.get()).collect();
        assert_eq!(ruled_out, others);
    }
}
