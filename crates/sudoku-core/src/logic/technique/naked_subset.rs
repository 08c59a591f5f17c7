//! Naked subsets (pairs, triples, quads): k cells of a unit holding only k digits between them.
//! Those digits go in those cells, so the rest of the unit loses them.

use crate::Cell;

use crate::logic::locked_sets;
use crate::logic::unchanged::UnitSearch;
use crate::logic::Board;
use crate::logic::{Shade, Step};

/// What each size of the technique is (pairs or two lines first), in a few sentences for a
/// player: the `/learn` pages' text.
pub(crate) const ABOUT: [&str; 3] = [
    "\
    Two cells of one unit whose candidates are the same two digits and nothing else. One \
    of them holds the first digit and the other the second, so no other cell of that unit \
    can hold either: remove both digits from the rest of the unit.",
    "\
    Three cells of one unit whose candidates, taken together, are just three digits (each \
    cell need not have all three). The three digits fill those three cells, so remove them \
    from the other cells of the unit.",
    "\
    Four cells of one unit whose candidates together are only four digits. Those digits \
    are used up by the four cells, so the unit's other cells lose them. Rare, and easier \
    to see as its complement, a hidden subset among the other cells.",
];

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

pub(crate) fn explain(step: &Step) -> String {
    format!(
        "In {}, {} hold only {} between them, so remove {}.",
        step.unit_name(0),
        step.cells(),
        step.digit_list("and"),
        step.removed()
    )
}
