//! X-chain: on one digit, a chain of strong links (units where the digit has two places)
//! joined by weak links (two places that see each other). If the first place is false the
//! last is true, so one end holds the digit and a cell seeing both ends cannot. The search is
//! breadth first, so the shortest chain is reported; chains of at least three links only, as
//! shorter ones are intersections.

use crate::{Cell, Digit, DigitSet};

use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

/// A place of the digit, assumed true (on) or false: `cell * 2 + on` in the scratch buffers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Node(u32);

impl Node {
    /// None: the start's parent, and a node not reached yet.
    const NONE: u32 = u32::MAX;

    fn new(cell: Cell, on: bool) -> Node {
        Node(cell.index() as u32 * 2 + u32::from(on))
    }

    fn cell(self) -> Cell {
        Cell::new(self.index() / 2)
    }

    fn on(self) -> bool {
        self.0 % 2 == 1
    }

    fn index(self) -> usize {
        self.0 as usize
    }
}

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    for d in layout.digits().iter() {
        // The shortest chain for this digit: (links, start, end).
        let mut best: Option<(u32, Cell, Cell)> = None;
        for start in layout.cells() {
            if !board.cands(start).contains(d) {
                continue;
            }
            search(board, scratch, d, start);
            for &node in &scratch.queue {
                let node = Node(node);
                let (end, depth) = (node.cell(), scratch.marks[node.index()]);
                if !node.on() || end == start || depth < 3 || best.is_some_and(|b| b.0 <= depth) {
                    continue;
                }
                if board.seeing_both(d, start, end).next().is_some() {
                    best = Some((depth, start, end));
                    break;
                }
            }
        }
        if let Some((_, start, end)) = best {
            search(board, scratch, d, start);
            for t in board.seeing_both(d, start, end) {
                step.eliminate(t, d);
            }
            step.digits = DigitSet::only(d);
            let mut node = Node::new(end, true).0;
            while node != Node::NONE {
                let here = Node(node);
                let shade = if here.on() {
                    Shade::Primary
                } else {
                    Shade::Secondary
                };
                step.mark(here.cell(), d, shade);
                node = scratch.parent[here.index()];
            }
            // The walk went from the end back to the start; the step reads start first.
            step.pattern.reverse();
            return true;
        }
    }
    false
}

/// Breadth-first search from `start` assumed false: a false place makes its strong partners
/// true, a true place makes every place it sees false. Fills `queue` in visiting order, with
/// depths in `marks` and the way back in `parent`.
fn search(board: &Board, scratch: &mut Scratch, d: Digit, start: Cell) {
    let layout = &board.layout;
    let nodes = layout.geometry.cell_count() * 2;
    let first = Node::new(start, false);
    scratch.start_search(nodes, Node::NONE, first.index(), first.0);
    let mut head = 0;
    while head < scratch.queue.len() {
        let node = Node(scratch.queue[head]);
        head += 1;
        let cell = node.cell();
        let depth = scratch.marks[node.index()];
        let visit = |next: Node, scratch: &mut Scratch| {
            if scratch.marks[next.index()] == Node::NONE {
                scratch.marks[next.index()] = depth + 1;
                scratch.parent[next.index()] = node.0;
                scratch.queue.push(next.0);
            }
        };
        if node.on() {
            for &peer in layout.peers_of(cell) {
                if board.cands(peer).contains(d) {
                    visit(Node::new(peer, false), scratch);
                }
            }
        } else {
            for u in layout.units_of(cell) {
                let Some(ends) = board.strong_link(u, d) else {
                    continue;
                };
                for other in ends {
                    if other != cell {
                        visit(Node::new(other, true), scratch);
                    }
                }
            }
        }
    }
}

/// The sentence of a chain on one digit or of bivalue cells (X-Chain, XY-Chain).
pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    let links = u32::try_from(step.pattern.len().saturating_sub(1)).unwrap_or(u32::MAX);
    Explanation::new(Sentence::Chain)
        .with("technique", Value::Technique(step.technique))
        .with("links", Value::Number(links))
        .with_some(
            "start",
            step.pattern.first().map(|(c, _)| Value::Cell(c.cell)),
        )
        .with_some("end", step.pattern.last().map(|(c, _)| Value::Cell(c.cell)))
        .with("digits", step.digits())
        .with("removed", step.removed())
}
