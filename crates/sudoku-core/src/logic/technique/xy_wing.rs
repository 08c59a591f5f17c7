//! XY-Wing: a pivot holding only x and y sees two pincers holding only x and z, and y and z.
//! Whatever the pivot is, one pincer is z, so a cell seeing both pincers cannot be z.

use crate::{Cell, DigitSet};

use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    board.search_by_size(step, find_in_sets, find_in_lists)
}

/// [`find`] on any grid: each cell's peers as a list.
fn find_in_lists(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    for pivot in layout.cells() {
        let p = board.cands(pivot);
        if p.len() != 2 {
            continue;
        }
        let peers = layout.peers_of(pivot);
        for (i, &a) in peers.iter().enumerate() {
            let ca = board.cands(a);
            // Pincer a shares exactly one digit (x) with the pivot and adds z.
            if ca.len() != 2 || ca.intersection(p).len() != 1 {
                continue;
            }
            let z = ca.difference(p);
            for &b in &peers[i + 1..] {
                // Pincer b holds the pivot's other digit (y) and the same z.
                if board.cands(b) != p.difference(ca).union(z) {
                    continue;
                }
                let both = layout
                    .peers_of(a)
                    .iter()
                    .copied()
                    .filter(|&t| t != b && layout.sees(t, b));
                if close(board, [pivot, a, b], z, both, step) {
                    return true;
                }
            }
        }
    }
    false
}

/// [`find`] on a grid small enough for cell sets: the same search in the same order (peers
/// are listed in reading order, as sets iterate), but only bivalue cells are visited and the
/// cells seeing both pincers are one intersection.
fn find_in_sets(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let bivalue = board.cells_with_count(2);
    for pivot in bivalue.iter() {
        let p = board.cands(pivot);
        let wings = layout.peer_set(pivot).intersection(bivalue);
        for a in wings.iter() {
            let ca = board.cands(a);
            if ca.intersection(p).len() != 1 {
                continue;
            }
            let z = ca.difference(p);
            let pincer = p.difference(ca).union(z);
            for b in wings.iter().skip_while(|&b| b <= a) {
                if board.cands(b) != pincer {
                    continue;
                }
                let both = layout.peer_set(a).intersection(layout.peer_set(b));
                if close(board, [pivot, a, b], z, both.iter(), step) {
                    return true;
                }
            }
        }
    }
    false
}

/// Removes the digit of `z` from those of `targets` that hold it; if any did, `step` is the
/// wing of `pivot` (its candidates primary) and the pincers `a` and `b` (secondary). Shared
/// by XY-Wing and XYZ-Wing.
pub(super) fn close(
    board: &Board,
    [pivot, a, b]: [Cell; 3],
    z: DigitSet,
    targets: impl Iterator<Item = Cell>,
    step: &mut Step,
) -> bool {
    let Some(d) = z.first() else {
        return false;
    };
    for t in targets {
        if board.cands(t).contains(d) {
            step.eliminate(t, d);
        }
    }
    if step.eliminations.is_empty() {
        return false;
    }
    step.digits = z;
    step.mark_all(pivot, board.cands(pivot), Shade::Primary);
    step.mark_all(a, board.cands(a), Shade::Secondary);
    step.mark_all(b, board.cands(b), Shade::Secondary);
    true
}

/// The sentence of a wing whose pivot forces one of its pincers (XY-Wing, XYZ-Wing).
pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    Explanation::new(Sentence::Wing)
        .with("technique", Value::Technique(step.technique))
        .with("pivot", step.shaded(Shade::Primary))
        .with("pincers", step.shaded(Shade::Secondary))
        .with("digits", step.digits())
        .with("removed", step.removed())
}

#[cfg(test)]
mod tests {
    crate::logic::testing::sets_agree_with_lists!(XyWing, 10);
}
