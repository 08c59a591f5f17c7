//! Naked subsets (pairs, triples, quads): k cells of a unit holding only k digits between them.
//! Those digits go in those cells, so the rest of the unit loses them.

use crate::Cell;

use crate::logic::locked_sets;
use crate::logic::unchanged::UnitSearch;
use crate::logic::Board;
use crate::logic::{Shade, Step};

/// A naked subset of `k` cells.
pub(crate) fn find(board: &Board, k: usize, step: &mut Step) -> bool {
    let layout = &board.layout;
    let cells = |u| layout.cells_of(u).iter().map(|&c| (c, board.cands(c)));
    locked_sets(
        board,
        k,
        UnitSearch::Naked(k),
        Cell::new(0),
        cells,
        |u, chosen, union| {
            for &cell in layout.cells_of(u) {
                if !chosen.iter().any(|&(c, _)| c == cell) {
                    step.eliminate_all(cell, board.cands(cell).intersection(union));
                }
            }
            if step.eliminations.is_empty() {
                return false;
            }
            step.digits = union;
            step.units.push(layout.unit(u));
            for &(cell, cands) in chosen {
                step.mark_all(cell, cands, Shade::Primary);
            }
            true
        },
    )
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence};
    Explanation::new(Sentence::NakedSubset)
        .with_some("unit", step.unit(0))
        .with("cells", step.cells())
        .with("digits", step.digits())
        .with("removed", step.removed())
}
