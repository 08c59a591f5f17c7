//! W-Wing: two cells holding only x and y that do not see each other, and a strong link on x
//! (a unit where x has two places) with one end seeing each cell. Both cells cannot be x, so
//! one of them is y, and a cell seeing both cannot be y.

use crate::{Cell, DigitSet};

use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    board.search_by_size(step, find_in_sets, find_in_lists)
}

/// [`find`] on a grid small enough for cell sets: the same search in the same order (peers
/// are listed in reading order, as sets iterate), visiting only bivalue cells, with the cells
/// seeing both by one intersection.
fn find_in_sets(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let bivalue = board.cells_with_count(2);
    for a in bivalue.iter() {
        for b in bivalue.iter().skip_while(|&b| b <= a) {
            if board.cands(b) != board.cands(a) || layout.sees(a, b) {
                continue;
            }
            let both = layout.peer_set(a).intersection(layout.peer_set(b));
            if link(board, [a, b], || both.iter(), step) {
                return true;
            }
        }
    }
    false
}

/// [`find`] on any grid: each cell's peers as a list.
fn find_in_lists(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    for a in layout.cells() {
        if board.cands(a).len() != 2 {
            continue;
        }
        for b in layout.cells().skip(a.index() + 1) {
            if board.cands(b) != board.cands(a) || layout.sees(a, b) {
                continue;
            }
            let both = || {
                layout
                    .peers_of(a)
                    .iter()
                    .copied()
                    .filter(move |&t| layout.sees(t, b))
            };
            if link(board, [a, b], both, step) {
                return true;
            }
        }
    }
    false
}

/// The W-Wing of the cells `[a, b]`, which hold the same two digits and do not see each
/// other, and whose common peers `both` lists (in reading order): the first strong link that
/// removes something, by digit and then by unit.
fn link<I: Iterator<Item = Cell>>(
    board: &Board,
    [a, b]: [Cell; 2],
    both: impl Fn() -> I,
    step: &mut Step,
) -> bool {
    let layout = &board.layout;
    let pair = board.cands(a);
    let (Some(low), Some(high)) = (pair.first(), pair.last()) else {
        return false;
    };
    // The candidates of the cells seeing both: a digit none of them holds is removed from
    // nowhere, so its links are not looked for.
    let seen_by_both = both().fold(DigitSet::EMPTY, |seen, t| seen.union(board.cands(t)));
    for (x, y) in [(low, high), (high, low)] {
        if !seen_by_both.contains(y) {
            continue;
        }
        for u in layout.units() {
            let Some([e1, e2]) = board.strong_link(u, x) else {
                continue;
            };
            if [e1, e2].iter().any(|&e| e == a || e == b) {
                continue;
            }
            let linked = (layout.sees(e1, a) && layout.sees(e2, b))
                || (layout.sees(e2, a) && layout.sees(e1, b));
            if !linked {
                continue;
            }
            for t in both() {
                if board.cands(t).contains(y) {
                    step.eliminate(t, y);
                }
            }
            if !step.eliminations.is_empty() {
                step.digits = DigitSet::only(y);
                step.mark_all(a, pair, Shade::Primary);
                step.mark_all(b, pair, Shade::Primary);
                step.mark(e1, x, Shade::Secondary);
                step.mark(e2, x, Shade::Secondary);
                step.units.push(layout.unit(u));
                return true;
            }
        }
    }
    false
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence};
    Explanation::new(Sentence::WWing)
        .with("pair", step.shaded(Shade::Primary))
        .with("link", step.shaded(Shade::Secondary))
        .with("digits", step.digits())
        .with("removed", step.removed())
}

#[cfg(test)]
mod tests {
    crate::logic::testing::sets_agree_with_lists!(WWing, 3);
}
