//! Alternating inference chains: strong links (if one end is false the other is true) and weak
//! links (if one end is true the other is false) in turn, across cells and digits, with groups
//! of places where a box meets a line. Starting from a node assumed false, the chain ends at a
//! node forced true, so one of the two ends is true, and a candidate seeing both ends (weakly
//! linked to each) is false. X-chains and XY-chains are the special cases on one digit and on
//! bivalue cells; this finds the rest. Each start is walked breadth first, so each chain found
//! is the shortest from its start, and the shortest over every start is reported.

mod graph;

pub(crate) use graph::Graph;
use graph::{Node, NONE};

use crate::DigitSet;

use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let Scratch {
        graph,
        marks,
        parent,
        queue,
        ..
    } = scratch;
    graph.build(board, true);
    let states = graph.nodes.len() * 2;
    // The best chain so far: (links, start, end).
    let mut best: Option<(u32, usize, usize)> = None;
    for start in 0..graph.nodes.len() {
        let bound = best.map_or(u32::MAX, |b| b.0);
        if let Some((links, end)) = walk(board, graph, start, bound, marks, parent, queue, states) {
            best = Some((links, start, end));
        }
    }
    let Some((links, start, end)) = best else {
        return false;
    };
    walk(board, graph, start, links + 1, marks, parent, queue, states);
    let (s, e) = (graph.nodes[start], graph.nodes[end]);
    for c in victims(board, graph, start).filter(|&c| c != end && weak(board, &graph.nodes[c], &e))
    {
        let node = graph.nodes[c];
        step.eliminate(node.cells[0], node.digit);
    }
    step.digits = DigitSet::only(s.digit).with(e.digit);
    // Walk back from the end, then read the chain start first.
    let mut state = end * 2 + 1;
    while state != NONE as usize {
        let node = graph.nodes[state / 2];
        let shade = if state % 2 == 1 {
            Shade::Primary
        } else {
            Shade::Secondary
        };
        for &cell in node.cells().iter().rev() {
            step.mark(cell, node.digit, shade);
        }
        state = parent[state] as usize;
    }
    step.pattern.reverse();
    true
}

/// Breadth-first from `start` off, up to `bound` links (exclusive). Returns the shortest chain
/// to a node forced on that, with `start`, proves an elimination: (links, end node).
#[allow(clippy::too_many_arguments)]
fn walk(
    board: &Board,
    graph: &Graph,
    start: usize,
    bound: u32,
    depth: &mut Vec<u32>,
    parent: &mut Vec<u32>,
    queue: &mut Vec<u32>,
    states: usize,
) -> Option<(u32, usize)> {
    // A start without a strong link implies nothing.
    let s = start * 2;
    if graph.offsets[s] == graph.offsets[s + 1] {
        return None;
    }
    depth.clear();
    depth.resize(states, NONE);
    parent.clear();
    parent.resize(states, NONE);
    queue.clear();
    queue.push(s as u32);
    depth[s] = 0;
    let mut head = 0;
    while head < queue.len() {
        let state = queue[head] as usize;
        head += 1;
        let d = depth[state];
        if state % 2 == 1 && state / 2 != start && d >= 3 {
            let end = graph.nodes[state / 2];
            if victims(board, graph, start)
                .any(|c| c != state / 2 && weak(board, &graph.nodes[c], &end))
            {
                return Some((d, state / 2));
            }
        }
        if d + 1 >= bound {
            continue;
        }
        let (from, to) = (
            graph.offsets[state] as usize,
            graph.offsets[state + 1] as usize,
        );
        for &next in &graph.edges[from..to] {
            let next = next as usize;
            if depth[next] == NONE {
                depth[next] = d + 1;
                parent[next] = state as u32;
                queue.push(next as u32);
            }
        }
    }
    None
}

/// The candidate nodes that `start` being on turns off.
fn victims<'a>(
    _board: &'a Board,
    graph: &'a Graph,
    start: usize,
) -> impl Iterator<Item = usize> + 'a {
    let on = start * 2 + 1;
    let (from, to) = (graph.offsets[on] as usize, graph.offsets[on + 1] as usize);
    graph.edges[from..to]
        .iter()
        .map(|&s| s as usize / 2)
        .filter(move |&c| graph.nodes[c].len == 1)
}

/// Whether candidate node `c` and node `other` cannot both be true.
fn weak(board: &Board, c: &Node, other: &Node) -> bool {
    let cell = c.cells[0];
    if other.len == 1 && other.cells[0] == cell {
        return c.digit != other.digit;
    }
    c.digit == other.digit && board.layout.sees_all(cell, other.cells())
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    let links = step.pattern.windows(2).filter(|w| w[0].1 != w[1].1).count();
    Explanation::new(Sentence::Aic)
        .with(
            "links",
            Value::Number(u32::try_from(links).unwrap_or(u32::MAX)),
        )
        .with_placed(
            step.pattern.first().map(|(c, _)| *c),
            ("start", "start_digit"),
        )
        .with_placed(step.pattern.last().map(|(c, _)| *c), ("end", "end_digit"))
        .with("removed", step.removed())
}
