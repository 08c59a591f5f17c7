//! Hidden subsets (pairs, triples, quads): k digits confined to k cells of a unit. Those cells
//! hold those digits, so they lose every other candidate.

use crate::{Digit, DigitSet};

use crate::logic::locked_sets;
use crate::logic::unchanged::UnitSearch;
use crate::logic::Board;
use crate::logic::{Shade, Step};

/// What each size of the technique is (pairs or two lines first), in a few sentences for a
/// player: the `/learn` pages' text.
pub(crate) const ABOUT: [&str; 3] = [
    "\
    Two digits that, in some unit, can only go in the same two cells. Those two cells must \
    take the two digits between them, so any other candidate in those cells can go.",
    "\
    Three digits whose places in a unit are confined to the same three cells. The three \
    cells are taken by those digits, so every other candidate in them can be removed.",
    "\
    Four digits confined to four cells of a unit: those cells hold exactly those digits, \
    so their other candidates go. Usually the mirror image of a naked subset in the same \
    unit.",
];

/// A hidden subset of `k` digits.
pub(crate) fn find(board: &Board, k: usize, step: &mut Step) -> bool {
    let layout = &board.layout;
    let digits = |u| layout.digits().iter().map(move |d| (d, board.pos(u, d)));
    locked_sets(
        board,
        k,
        UnitSearch::Hidden(k),
        Digit::from_index(0),
        digits,
        |u, chosen, places| {
            let keep = chosen
                .iter()
                .fold(DigitSet::EMPTY, |set, &(d, _)| set.with(d));
            for cell in layout.cells_in(u, places) {
                step.eliminate_all(cell, board.cands(cell).difference(keep));
                step.mark_all(cell, board.cands(cell).intersection(keep), Shade::Primary);
            }
            if step.eliminations.is_empty() {
                step.pattern.clear();
                return false;
            }
            step.digits = keep;
            step.units.push(layout.unit(u));
            true
        },
    )
}

pub(crate) fn explain(step: &Step) -> String {
    format!(
        "In {}, {} fit only in {}, so remove {}.",
        step.unit_name(0),
        step.digit_list("and"),
        step.cells(),
        step.removed()
    )
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    fn hidden_pair_in_a_row() {
        check_marks(
            Technique::HiddenPair,
            position("hidden_pair"),
            &[],
            &["r7c8<>6", "r7c9<>6", "r7c9<>9"],
        );
    }

    #[test]
    fn hidden_triple_in_a_column() {
        check_marks(
            Technique::HiddenTriple,
            position("hidden_triple"),
            &[],
            &["r6c6<>8", "r8c6<>8", "r9c6<>6", "r9c6<>8"],
        );
    }

    #[test]
    // HoDoKu: 2/4/5/9 in r1238c9 => r1c9<>678, r2c9<>367, r3c9<>37, r8c9<>368.
    fn hodoku_hidden_quad_in_column_9() {
        check_marks(
            Technique::HiddenQuad,
            position("hidden_quad"),
            &[],
            &[
                "r2c9<>3", "r3c9<>3", "r8c9<>3", "r1c9<>6", "r2c9<>6", "r8c9<>6", "r1c9<>7",
                "r2c9<>7", "r3c9<>7", "r1c9<>8", "r8c9<>8",
            ],
        );
    }

    #[test]
    fn no_hidden_pair_in_a_position_without_one() {
        check_marks(Technique::HiddenPair, position("naked_triple"), &[], &[]);
    }

    #[test]
    fn no_hidden_triple_in_a_position_without_one() {
        check_marks(Technique::HiddenTriple, position("naked_quad"), &[], &[]);
    }

    #[test]
    fn no_hidden_quad_in_a_position_without_one() {
        check_marks(Technique::HiddenQuad, position("hidden_triple"), &[], &[]);
    }
}
