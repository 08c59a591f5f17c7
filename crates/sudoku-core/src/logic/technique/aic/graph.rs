//! The graph an alternating inference chain walks: nodes are candidates and groups (the places
//! of a digit where a box meets a line, two or more of them), each either off or on. A node
//! that is off turns on its strong partners (the other candidate of a bivalue cell, the rest of
//! a unit's places of the digit when they form one node); a node that is on turns off every
//! node it sees (the cell's other candidates, the places of the digit that see all its cells).
//! Built once per search as flat adjacency lists, so each breadth-first walk only follows
//! indices.

use crate::{Cell, Digit};

use crate::logic::Board;

/// No node.
pub(super) const NONE: u32 = u32::MAX;

/// A candidate (one cell) or a group (two or more cells of one box and one line) of a digit.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Node {
    pub(super) cells: [Cell; 5],
    pub(super) len: u8,
    pub(super) digit: Digit,
}

impl Node {
    /// A node of `digit` without cells yet.
    fn of(digit: Digit) -> Node {
        Node {
            cells: [Cell::new(0); 5],
            len: 0,
            digit,
        }
    }

    /// Adds `cell`, if there is room.
    fn push(&mut self, cell: Cell) {
        if usize::from(self.len) < self.cells.len() {
            self.cells[usize::from(self.len)] = cell;
            self.len += 1;
        }
    }

    pub(super) fn cells(&self) -> &[Cell] {
        &self.cells[..usize::from(self.len)]
    }
}

/// The nodes and, for each state (node × 2 + on), the states it implies.
#[derive(Debug, Clone, Default)]
pub(crate) struct Graph {
    pub(super) nodes: Vec<Node>,
    /// The node of candidate (cell, digit), at `cell * n + digit index`, or [`NONE`].
    candidate: Vec<u32>,
    /// The group of a line, a box and a digit, at `(line * n + box) * n + digit index` (lines
    /// and boxes by index, from 0), or [`NONE`].
    group: Vec<u32>,
    /// The groups of each digit.
    by_digit: Vec<Vec<u32>>,
    /// The targets of state s are `edges[offsets[s]..offsets[s + 1]]`.
    pub(super) offsets: Vec<u32>,
    pub(super) edges: Vec<u32>,
}

impl Graph {
    /// Builds the graph of `board`; `groups` says whether group nodes are made.
    pub(super) fn build(&mut self, board: &Board, groups: bool) {
        let layout = &board.layout;
        let (n, cells) = (layout.n, layout.geometry.cell_count());
        self.nodes.clear();
        self.candidate.clear();
        self.candidate.resize(cells * n, NONE);
        self.group.clear();
        self.group.resize(2 * n * n * n, NONE);
        self.by_digit.resize_with(n, Vec::new);
        self.by_digit.iter_mut().for_each(Vec::clear);
        for cell in layout.cells() {
            for d in board.cands(cell).iter() {
                self.candidate[cell.index() * n + d.index()] = self.nodes.len() as u32;
                let mut node = Node::of(d);
                node.push(cell);
                self.nodes.push(node);
            }
        }
        if groups && layout.geometry.has_boxes() {
            for b in layout.boxes() {
                let box_number = layout.number(b);
                for d in layout.digits().iter() {
                    if board.pos(b, d).len() < 2 {
                        continue;
                    }
                    for line in layout.lines() {
                        let rows = layout.is_row(line);
                        let mut node = Node::of(d);
                        for &cell in layout.cells_of(b) {
                            if layout.line_of(rows, cell) == line && board.cands(cell).contains(d) {
                                node.push(cell);
                            }
                        }
                        if node.len >= 2 {
                            let id = self.nodes.len() as u32;
                            self.group[(line.index() * n + box_number) * n + d.index()] = id;
                            self.by_digit[d.index()].push(id);
                            self.nodes.push(node);
                        }
                    }
                }
            }
        }
        self.offsets.clear();
        self.edges.clear();
        for id in 0..self.nodes.len() {
            self.offsets.push(self.edges.len() as u32);
            self.strong(board, id);
            self.offsets.push(self.edges.len() as u32);
            self.weak(board, id);
        }
        self.offsets.push(self.edges.len() as u32);
    }

    /// The node of candidate `digit` in `cell`.
    fn candidate(&self, board: &Board, cell: Cell, digit: Digit) -> u32 {
        self.candidate[cell.index() * board.layout.n + digit.index()]
    }

    /// The on states that node `id` being off implies.
    fn strong(&mut self, board: &Board, id: usize) {
        let layout = &board.layout;
        let node = self.nodes[id];
        let d = node.digit;
        let first = node.cells[0];
        if node.len == 1 && board.cands(first).len() == 2 {
            if let Some(other) = board.cands(first).without(d).first() {
                self.edges.push(self.candidate(board, first, other) * 2 + 1);
            }
        }
        for m in layout.memberships(first) {
            let bit = 1u128 << m.unit.index();
            if !node.cells().iter().all(|&c| layout.unit_bits(c) & bit != 0) {
                continue;
            }
            // The unit's other places of the digit, and whether they form one node.
            let mut rest = [Cell::new(0); 25];
            let mut len = 0;
            for cell in layout.cells_in(m.unit, board.pos(m.unit, d)) {
                if !node.cells().contains(&cell) {
                    rest[len] = cell;
                    len += 1;
                }
            }
            let partner = match len {
                0 => NONE,
                1 => self.candidate(board, rest[0], d),
                _ => self.group_of(board, &rest[..len], d),
            };
            if partner != NONE {
                self.edges.push(partner * 2 + 1);
            }
        }
    }

    /// The group that is exactly `cells` of digit `d`, or [`NONE`].
    fn group_of(&self, board: &Board, cells: &[Cell], d: Digit) -> u32 {
        let layout = &board.layout;
        let n = layout.n;
        let Some(b) = layout.box_of(cells[0]) else {
            return NONE;
        };
        for rows in [true, false] {
            let line = layout.line_of(rows, cells[0]);
            if cells
                .iter()
                .all(|&c| layout.line_of(rows, c) == line && layout.box_of(c) == Some(b))
            {
                let id = self.group[(line.index() * n + layout.number(b)) * n + d.index()];
                if id != NONE && usize::from(self.nodes[id as usize].len) == cells.len() {
                    return id;
                }
            }
        }
        NONE
    }

    /// The off states that node `id` being on implies.
    fn weak(&mut self, board: &Board, id: usize) {
        let layout = &board.layout;
        let node = self.nodes[id];
        let d = node.digit;
        let first = node.cells[0];
        if node.len == 1 {
            for other in board.cands(first).without(d).iter() {
                self.edges.push(self.candidate(board, first, other) * 2);
            }
        }
        for &peer in layout.peers_of(first) {
            if board.cands(peer).contains(d) && layout.sees_all(peer, node.cells()) {
                self.edges.push(self.candidate(board, peer, d) * 2);
            }
        }
        for i in 0..self.by_digit[d.index()].len() {
            let g = self.by_digit[d.index()][i];
            if g as usize == id {
                continue;
            }
            let other = self.nodes[g as usize];
            if other
                .cells()
                .iter()
                .all(|&c| layout.sees_all(c, node.cells()))
            {
                self.edges.push(g * 2);
            }
        }
    }
}
