//! XYZ-Wing: a pivot holding only x, y and z sees two pincers holding only x and z, and y and
//! z. One of the three cells is z, so a cell seeing all three cannot be z.

use super::xy_wing::close;
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::Step;

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    board.search_by_size(step, find_in_sets, find_in_lists)
}

/// [`find`] on a grid small enough for cell sets: the same search in the same order (peers
/// are listed in reading order, as sets iterate), visiting only cells of three and two
/// candidates, and the cells seeing all three by intersections.
fn find_in_sets(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let (pivots, pincers) = (board.cells_with_count(3), board.cells_with_count(2));
    for pivot in pivots.iter() {
        let p = board.cands(pivot);
        let wings = layout.peer_set(pivot).intersection(pincers);
        for a in wings.iter() {
            let ca = board.cands(a);
            if !ca.difference(p).is_empty() {
                continue;
            }
            for b in wings.iter().skip_while(|&b| b <= a) {
                let cb = board.cands(b);
                if !cb.difference(p).is_empty() || cb == ca {
                    continue;
                }
                let all = layout
                    .peer_set(pivot)
                    .intersection(layout.peer_set(a))
                    .intersection(layout.peer_set(b));
                if close(board, [pivot, a, b], ca.intersection(cb), all.iter(), step) {
                    return true;
                }
            }
        }
    }
    false
}

/// [`find`] on any grid: each cell's peers as a list.
fn find_in_lists(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    for pivot in layout.cells() {
        let p = board.cands(pivot);
        if p.len() != 3 {
            continue;
        }
        let peers = layout.peers_of(pivot);
        for (i, &a) in peers.iter().enumerate() {
            let ca = board.cands(a);
            if ca.len() != 2 || !ca.difference(p).is_empty() {
                continue;
            }
            for &b in &peers[i + 1..] {
                let cb = board.cands(b);
                if cb.len() != 2 || !cb.difference(p).is_empty() || cb == ca {
                    continue;
                }
                let all = peers
                    .iter()
                    .copied()
                    .filter(|&t| t != a && t != b && layout.sees(t, a) && layout.sees(t, b));
                if close(board, [pivot, a, b], ca.intersection(cb), all, step) {
                    return true;
                }
            }
        }
    }
    false
}

/// The XY-Wing's sentence: whatever the pivot is, one of the three cells is z.
pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    super::xy_wing::explain(step)
}

#[cfg(test)]
mod tests {
    crate::logic::testing::sets_agree_with_lists!(XyzWing, 3);
}
