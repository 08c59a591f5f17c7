//! The graph an alternating inference chain walks: nodes are candidates and groups (the places
//! of a digit where a box meets a line, two or more of them), each either off or on. A node
//! that is off turns on its strong partners (the other candidate of a bivalue cell, the rest of
//! a unit's places of the digit when they form one node); a node that is on turns off every
//! node it sees (the cell's other candidates, the places of the digit that see all its cells).
//! Built once per search as flat adjacency lists, so each breadth-first walk only follows
//! indices.

use super::super::board::{Board, NO_UNIT};

/// No node.
pub(super) const NONE: u32 = u32::MAX;

/// A candidate (one cell) or a group (two or more cells of one box and one line) of a digit.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Node {
    pub(super) cells: [u16; 5],
    pub(super) len: u8,
    pub(super) digit: u8,
}

impl Node {
    pub(super) fn cells(&self) -> &[u16] {
        &self.cells[..usize::from(self.len)]
    }
}

/// The nodes and, for each state (node × 2 + on), the states it implies.
#[derive(Debug, Clone, Default)]
pub(crate) struct Graph {
    pub(super) nodes: Vec<Node>,
    /// The node of candidate (cell, digit), at `cell * n + digit`, or [`NONE`].
    pub(super) candidate: Vec<u32>,
    /// The group of a line, a box and a digit, at `(line * n + box) * n + digit`, or [`NONE`].
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
        for cell in 0..cells {
            let mut ds = board.cands(cell);
            while ds != 0 {
                let d = ds.trailing_zeros() as usize;
                ds &= ds - 1;
                self.candidate[cell * n + d] = self.nodes.len() as u32;
                let mut node = Node {
                    len: 1,
                    digit: d as u8,
                    ..Node::default()
                };
                node.cells[0] = cell as u16;
                self.nodes.push(node);
            }
        }
        if groups && layout.geometry.has_boxes() {
            for b in 2 * n..3 * n {
                for d in 0..n {
                    if board.pos(b, d).count_ones() < 2 {
                        continue;
                    }
                    for line in 0..2 * n {
                        let mut node = Node {
                            digit: d as u8,
                            ..Node::default()
                        };
                        for &cell in layout.cells_of(b) {
                            let cell = usize::from(cell);
                            if layout.cell_units[cell][line / n] == line as u16
                                && board.cands(cell) & 1 << d != 0
                                && usize::from(node.len) < node.cells.len()
                            {
                                node.cells[usize::from(node.len)] = cell as u16;
                                node.len += 1;
                            }
                        }
                        if node.len >= 2 {
                            let id = self.nodes.len() as u32;
                            self.group[(line * n + (b - 2 * n)) * n + d] = id;
                            self.by_digit[d].push(id);
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

    /// The on states that node `id` being off implies.
    fn strong(&mut self, board: &Board, id: usize) {
        let layout = &board.layout;
        let n = layout.n;
        let node = self.nodes[id];
        let d = usize::from(node.digit);
        let first = usize::from(node.cells[0]);
        if node.len == 1 && board.cands(first).count_ones() == 2 {
            let other = (board.cands(first) & !(1 << d)).trailing_zeros() as usize;
            self.edges.push(self.candidate[first * n + other] * 2 + 1);
        }
        for slot in 0..3 {
            let u = layout.cell_units[first][slot];
            if u == NO_UNIT
                || !node
                    .cells()
                    .iter()
                    .all(|&c| layout.cell_units[usize::from(c)][slot] == u)
            {
                continue;
            }
            let u = usize::from(u);
            // The unit's other places of the digit, and whether they form one node.
            let mut rest = [0usize; 25];
            let mut len = 0;
            let mut spots = board.pos(u, d);
            while spots != 0 {
                let cell = usize::from(layout.cells_of(u)[spots.trailing_zeros() as usize]);
                spots &= spots - 1;
                if !node.cells().contains(&(cell as u16)) {
                    rest[len] = cell;
                    len += 1;
                }
            }
            let partner = match len {
                0 => NONE,
                1 => self.candidate[rest[0] * n + d],
                _ => self.group_of(board, &rest[..len], d),
            };
            if partner != NONE {
                self.edges.push(partner * 2 + 1);
            }
        }
    }

    /// The group that is exactly `cells` of digit `d`, or [`NONE`].
    fn group_of(&self, board: &Board, cells: &[usize], d: usize) -> u32 {
        let layout = &board.layout;
        let n = layout.n;
        let Some(b) = layout.box_unit(cells[0]) else {
            return NONE;
        };
        for slot in 0..2 {
            let line = usize::from(layout.cell_units[cells[0]][slot]);
            if cells.iter().all(|&c| {
                usize::from(layout.cell_units[c][slot]) == line && layout.box_unit(c) == Some(b)
            }) {
                let id = self.group[(line * n + (b - 2 * n)) * n + d];
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
        let n = layout.n;
        let node = self.nodes[id];
        let d = usize::from(node.digit);
        let first = usize::from(node.cells[0]);
        if node.len == 1 {
            let mut ds = board.cands(first) & !(1 << d);
            while ds != 0 {
                let other = ds.trailing_zeros() as usize;
                ds &= ds - 1;
                self.edges.push(self.candidate[first * n + other] * 2);
            }
        }
        for &peer in layout.peers_of(first) {
            let peer = usize::from(peer);
            if board.cands(peer) & 1 << d != 0 && sees_all(board, peer, node.cells()) {
                self.edges.push(self.candidate[peer * n + d] * 2);
            }
        }
        for i in 0..self.by_digit[d].len() {
            let g = self.by_digit[d][i];
            if g as usize == id {
                continue;
            }
            let other = self.nodes[g as usize];
            if other
                .cells()
                .iter()
                .all(|&c| sees_all(board, usize::from(c), node.cells()))
            {
                self.edges.push(g * 2);
            }
        }
    }
}

/// Whether `cell` sees every one of `cells` (and is none of them).
pub(super) fn sees_all(board: &Board, cell: usize, cells: &[u16]) -> bool {
    cells
        .iter()
        .all(|&c| board.layout.sees(cell, usize::from(c)))
}
