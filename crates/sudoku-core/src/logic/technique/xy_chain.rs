//! XY-chain: a chain of cells holding two candidates each, each seeing the next and sharing a
//! digit with it. If the first cell is not x, each link forces the next cell, ending with the
//! last cell being x; so one end is x and a cell seeing both ends cannot be. Breadth first, so
//! the shortest chain is reported; chains of at least three cells.

use crate::{Cell, Digit, DigitSet};

use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

/// A bivalue cell with the digit it is assumed to hold: `cell * n + digit index` in the scratch
/// buffers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Node(u32);

impl Node {
    /// None: the start's parent, and a node not reached yet.
    const NONE: u32 = u32::MAX;

    fn new(cell: Cell, digit: Digit, n: usize) -> Node {
        Node((cell.index() * n + digit.index()) as u32)
    }

    fn cell(self, n: usize) -> Cell {
        Cell::new(self.index() / n)
    }

    fn digit(self, n: usize) -> Digit {
        Digit::from_index((self.index() % n) as u32)
    }

    fn index(self) -> usize {
        self.0 as usize
    }
}

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    // The shortest chain: (cells, start, end, digit x).
    let mut best: Option<(u32, Cell, Cell, Digit)> = None;
    for start in layout.cells() {
        let pair = board.cands(start);
        let (Some(low), Some(high)) = (pair.first(), pair.last()) else {
            continue;
        };
        if pair.len() != 2 {
            continue;
        }
        for x in [low, high] {
            search(board, scratch, start, x);
            for &node in &scratch.queue {
                let node = Node(node);
                let (end, depth) = (node.cell(n), scratch.marks[node.index()]);
                if node.digit(n) != x
                    || end == start
                    || depth < 2
                    || best.is_some_and(|b| b.0 <= depth)
                {
                    continue;
                }
                if board.seeing_both(x, start, end).next().is_some() {
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
    for t in board.seeing_both(x, start, end) {
        step.eliminate(t, x);
    }
    step.digits = DigitSet::only(x);
    // Walk back from the end, marking each cell's true digit and its false one.
    let mut node = Node::new(end, x, n).0;
    while node != Node::NONE {
        let here = Node(node);
        let (cell, on) = (here.cell(n), here.digit(n));
        step.mark(cell, on, Shade::Primary);
        if let Some(off) = board.cands(cell).without(on).first() {
            step.mark(cell, off, Shade::Secondary);
        }
        node = scratch.parent[here.index()];
    }
    // Start first: the start's x (false), ..., the end's x (true).
    step.pattern.reverse();
    true
}

/// Breadth-first search over (bivalue cell, true digit) from `start` not being `x`. Fills
/// `queue` in visiting order, depths in `marks`, the way back in `parent`.
fn search(board: &Board, scratch: &mut Scratch, start: Cell, x: Digit) {
    let layout = &board.layout;
    let n = layout.n;
    let Some(y) = board.cands(start).without(x).first() else {
        scratch.queue.clear();
        return;
    };
    let nodes = layout.geometry.cell_count() * n;
    let first = Node::new(start, y, n);
    scratch.start_search(nodes, Node::NONE, first.index(), first.0);
    let mut head = 0;
    while head < scratch.queue.len() {
        let node = Node(scratch.queue[head]);
        head += 1;
        let (cell, on) = (node.cell(n), node.digit(n));
        for &peer in layout.peers_of(cell) {
            let cands = board.cands(peer);
            if cands.len() != 2 || !cands.contains(on) {
                continue;
            }
            let Some(other) = cands.without(on).first() else {
                continue;
            };
            let next = Node::new(peer, other, n);
            if scratch.marks[next.index()] == Node::NONE {
                scratch.marks[next.index()] = scratch.marks[node.index()] + 1;
                scratch.parent[next.index()] = node.0;
                scratch.queue.push(next.0);
            }
        }
    }
}

/// The X-chain's sentence: one end or the other holds the digit.
pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    super::x_chain::explain(step)
}
