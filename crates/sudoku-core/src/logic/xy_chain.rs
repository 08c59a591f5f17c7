//! XY-chain: a chain of cells holding two candidates each, each seeing the next and sharing a
//! digit with it. If the first cell is not x, each link forces the next cell, ending with the
//! last cell being x; so one end is x and a cell seeing both ends cannot be. Breadth first, so
//! the shortest chain is reported; chains of at least three cells.

use super::board::Board;
use super::step::{Shade, Step};
use super::Scratch;

const UNSEEN: u32 = u32::MAX;

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    let (cells, n) = (layout.geometry.cell_count(), layout.n);
    // The shortest chain: (cells, start, end, digit x).
    let mut best: Option<(u32, usize, usize, usize)> = None;
    for start in 0..cells {
        let pair = board.cands(start);
        if pair.count_ones() != 2 {
            continue;
        }
        for x in [
            pair.trailing_zeros() as usize,
            31 - pair.leading_zeros() as usize,
        ] {
            search(board, scratch, start, x);
            for &node in &scratch.queue {
                let (end, on) = (node as usize / n, node as usize % n);
                let depth = scratch.marks[node as usize];
                if on != x || end == start || depth < 2 || best.is_some_and(|b| b.0 <= depth) {
                    continue;
                }
                if victims(board, x, start, end).next().is_some() {
                    best = Some((depth, start, end, x));
                    break;
                }
            }
        }
    }
    let Some((_, start, end, x)) = best else {
        return false;
    };
    search(board, scratch, start, x);
    for t in victims(board, x, start, end) {
        step.eliminate(t, x);
    }
    step.digits = super::set_of(1 << x);
    // Walk back from the end, marking each cell's true digit and its false one.
    let mut node = end * n + x;
    while node != UNSEEN as usize {
        let (cell, on) = (node / n, node % n);
        let off = (board.cands(cell) & !(1 << on)).trailing_zeros() as usize;
        step.mark(cell, on, Shade::Primary);
        step.mark(cell, off, Shade::Secondary);
        node = scratch.parent[node] as usize;
    }
    // Start first: the start's x (false), ..., the end's x (true).
    step.pattern.reverse();
    true
}

fn victims(board: &Board, x: usize, a: usize, b: usize) -> impl Iterator<Item = usize> + '_ {
    let layout = &board.layout;
    layout
        .peers_of(a)
        .iter()
        .map(|&t| usize::from(t))
        .filter(move |&t| t != b && layout.sees(t, b) && board.cands(t) & (1 << x) != 0)
}

/// Breadth-first search over (bivalue cell, true digit) from `start` not being `x`. Fills
/// `queue` in visiting order, depths in `marks`, the way back in `parent`.
fn search(board: &Board, scratch: &mut Scratch, start: usize, x: usize) {
    let layout = &board.layout;
    let n = layout.n;
    let nodes = layout.geometry.cell_count() * n;
    scratch.marks.clear();
    scratch.marks.resize(nodes, UNSEEN);
    scratch.parent.clear();
    scratch.parent.resize(nodes, UNSEEN);
    scratch.queue.clear();
    let y = (board.cands(start) & !(1 << x)).trailing_zeros() as usize;
    scratch.queue.push((start * n + y) as u32);
    scratch.marks[start * n + y] = 0;
    let mut head = 0;
    while head < scratch.queue.len() {
        let node = scratch.queue[head] as usize;
        head += 1;
        let (cell, on) = (node / n, node % n);
        for &peer in layout.peers_of(cell) {
            let peer = usize::from(peer);
            let cands = board.cands(peer);
            if cands.count_ones() != 2 || cands & (1 << on) == 0 {
                continue;
            }
            let next = peer * n + (cands & !(1 << on)).trailing_zeros() as usize;
            if scratch.marks[next] == UNSEEN {
                scratch.marks[next] = scratch.marks[node] + 1;
                scratch.parent[next] = node as u32;
                scratch.queue.push(next as u32);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    fn a_chain_of_bivalue_cells_removes_a_digit_seeing_both_ends() {
        check_marks(Technique::XyChain, position("xy_chain"), &[], &["r9c3<>9"]);
    }

    #[test]
    fn no_xy_chain_in_a_position_without_one() {
        check_marks(Technique::XyChain, position("x_chain"), &[], &[]);
    }
}
