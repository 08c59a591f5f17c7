//! Hidden subsets (pairs, triples, quads): k digits confined to k cells of a unit. Those cells
//! hold those digits, so they lose every other candidate.

use crate::{Digit, DigitSet};

use crate::logic::locked_sets;
use crate::logic::unchanged::UnitSearch;
use crate::logic::Board;
use crate::logic::{Shade, Step};

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

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence};
    Explanation::new(Sentence::HiddenSubset)
        .with_some("unit", step.unit(0))
        .with("digits", step.digits())
        .with("cells", step.cells())
        .with("removed", step.removed())
}
