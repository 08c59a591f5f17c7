//! X-chain: on one digit, a chain of strong links (units where the digit has two places)
//! joined by weak links (two places that see each other). If the first place is false the
//! last is true, so one end holds the digit and a cell seeing both ends cannot. The search is
//! breadth first, so the shortest chain is reported; chains of at least three links only, as
//! shorter ones are intersections.

use super::board::{Board, NO_UNIT};
use super::step::{Shade, Step};
use super::Scratch;

const UNSEEN: u32 = u32::MAX;

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    let cells = layout.geometry.cell_count();
    for d in 0..layout.n {
        // The shortest chain for this digit: (links, start, end).
        let mut best: Option<(u32, usize, usize)> = None;
        for start in 0..cells {
            if board.cands(start) & (1 << d) == 0 {
                continue;
            }
            search(board, scratch, d, start);
            // Nodes are cell * 2 + on; depth is kept in `marks`.
            for &node in &scratch.queue {
                let (end, on) = (node as usize / 2, node % 2 == 1);
                let depth = scratch.marks[node as usize];
                if !on || end == start || depth < 3 || best.is_some_and(|b| b.0 <= depth) {
                    continue;
                }
                if victims(board, d, start, end).next().is_some() {
                    best = Some((depth, start, end));
                    break;
                }
            }
        }
        if let Some((_, start, end)) = best {
            search(board, scratch, d, start);
            for t in victims(board, d, start, end) {
                step.eliminate(t, d);
            }
            step.digits = super::set_of(1 << d);
            let mut node = end * 2 + 1;
            while node != UNSEEN as usize {
                let shade = if node % 2 == 1 {
                    Shade::Primary
                } else {
                    Shade::Secondary
                };
                step.mark(node / 2, d, shade);
                node = scratch.parent[node] as usize;
            }
            // The walk went from the end back to the start; the step reads start first.
            step.pattern.reverse();
            return true;
        }
    }
    false
}

/// Cells that see both ends and hold the digit.
fn victims(board: &Board, d: usize, a: usize, b: usize) -> impl Iterator<Item = usize> + '_ {
    let layout = &board.layout;
    layout
        .peers_of(a)
        .iter()
        .map(|&t| usize::from(t))
        .filter(move |&t| t != b && layout.sees(t, b) && board.cands(t) & (1 << d) != 0)
}

/// Breadth-first search from `start` assumed false: a false place makes its strong partners
/// true, a true place makes every place it sees false. Fills `queue` in visiting order, with
/// depths in `marks` and the way back in `parent`.
fn search(board: &Board, scratch: &mut Scratch, d: usize, start: usize) {
    let layout = &board.layout;
    let nodes = layout.geometry.cell_count() * 2;
    scratch.marks.clear();
    scratch.marks.resize(nodes, UNSEEN);
    scratch.parent.clear();
    scratch.parent.resize(nodes, UNSEEN);
    scratch.queue.clear();
    scratch.queue.push((start * 2) as u32);
    scratch.marks[start * 2] = 0;
    let mut head = 0;
    while head < scratch.queue.len() {
        let node = scratch.queue[head] as usize;
        head += 1;
        let (cell, on) = (node / 2, node % 2 == 1);
        let depth = scratch.marks[node];
        let visit = |next: usize, scratch: &mut Scratch| {
            if scratch.marks[next] == UNSEEN {
                scratch.marks[next] = depth + 1;
                scratch.parent[next] = node as u32;
                scratch.queue.push(next as u32);
            }
        };
        if on {
            for &peer in layout.peers_of(cell) {
                if board.cands(usize::from(peer)) & (1 << d) != 0 {
                    visit(usize::from(peer) * 2, scratch);
                }
            }
        } else {
            for &u in &layout.cell_units[cell] {
                if u == NO_UNIT || board.pos(usize::from(u), d).count_ones() != 2 {
                    continue;
                }
                let spots = board.pos(usize::from(u), d);
                for i in [
                    spots.trailing_zeros() as usize,
                    31 - spots.leading_zeros() as usize,
                ] {
                    let other = usize::from(layout.cells_of(usize::from(u))[i]);
                    if other != cell {
                        visit(other * 2 + 1, scratch);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    fn a_chain_of_strong_links_removes_a_digit_seeing_both_ends() {
        check_marks(Technique::XChain, position("x_chain"), &[], &["r4c3<>5"]);
    }

    #[test]
    fn no_x_chain_in_a_position_without_one() {
        check_marks(Technique::XChain, position("xy_chain"), &[], &[]);
    }
}
