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
