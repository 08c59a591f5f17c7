//! The candidate board the techniques read: digits placed, candidates per cell, and for every
//! unit and digit the positions the digit may still take. Everything is a bitmask, kept up to
//! date on each placement and elimination, so a technique's search never recounts.

use std::sync::Arc;

use crate::{Cell, Digit, DigitSet, Geometry, Grid, Unit};

/// No box: the box slot of a cell in a Latin square.
pub(crate) const NO_UNIT: u16 = u16::MAX;

/// The fixed shape of one geometry: the cells of each unit, the units of each cell and each
/// cell's peers. Computed once and shared by every board of that geometry.
#[derive(Debug)]
pub(crate) struct Layout {
    pub(crate) geometry: Geometry,
    pub(crate) n: usize,
    /// Every unit, in [`Geometry::units`] order: rows, columns, then boxes.
    pub(crate) units: Vec<Unit>,
    /// The cells of unit `u` are `unit_cells[u * n..(u + 1) * n]`.
    unit_cells: Vec<u16>,
    /// Each cell's row, column and box unit ([`NO_UNIT`] for the box of a Latin square).
    pub(crate) cell_units: Vec<[u16; 3]>,
    /// Each cell's place within its row, column and box unit.
    cell_place: Vec<[u8; 3]>,
    /// Each cell's peers, `peer_count` per cell.
    peers: Vec<u16>,
    peer_count: usize,
    /// Each cell's peers as a bitmask of cells, on grids of at most 128 cells (empty on larger
    /// ones): the almost-locked-set search works on these.
    pub(crate) peer_masks: Vec<u128>,
}

impl Layout {
    pub(crate) fn new(geometry: Geometry) -> Layout {
        let n = geometry.size();
        let units: Vec<Unit> = geometry.units().collect();
        let mut unit_cells = Vec::with_capacity(units.len() * n);
        let mut cell_units = vec![[NO_UNIT; 3]; geometry.cell_count()];
        let mut cell_place = vec![[0u8; 3]; geometry.cell_count()];
        for (u, &unit) in units.iter().enumerate() {
            let slot = match unit {
                Unit::Row(_) => 0,
                Unit::Column(_) => 1,
                Unit::Box(_) => 2,
            };
            for (i, cell) in geometry.unit_cells(unit).enumerate() {
                unit_cells.push(cell.index() as u16);
                cell_units[cell.index()][slot] = u as u16;
                cell_place[cell.index()][slot] = i as u8;
            }
        }
        let mut peers = Vec::new();
        let mut peer_count = 0;
        for cell in geometry.cells() {
            let before = peers.len();
            for other in geometry.cells() {
                let (a, b) = (cell_units[cell.index()], cell_units[other.index()]);
                let shares = a[0] == b[0] || a[1] == b[1] || (a[2] != NO_UNIT && a[2] == b[2]);
                if other != cell && shares {
                    peers.push(other.index() as u16);
                }
            }
            // Every cell of a geometry has the same number of peers.
            peer_count = peers.len() - before;
        }
        let cells = geometry.cell_count();
        let peer_masks = if cells <= 128 {
            (0..cells)
                .map(|c| {
                    peers[c * peer_count..(c + 1) * peer_count]
                        .iter()
                        .fold(0u128, |m, &p| m | 1 << p)
                })
                .collect()
        } else {
            Vec::new()
        };
        Layout {
            geometry,
            n,
            units,
            unit_cells,
            cell_units,
            cell_place,
            peers,
            peer_count,
            peer_masks,
        }
    }

    /// The cells of unit `u`, as indices.
    pub(crate) fn cells_of(&self, u: usize) -> &[u16] {
        &self.unit_cells[u * self.n..(u + 1) * self.n]
    }

    /// The peers of `cell`.
    pub(crate) fn peers_of(&self, cell: usize) -> &[u16] {
        &self.peers[cell * self.peer_count..(cell + 1) * self.peer_count]
    }

    /// Whether two different cells share a unit.
    pub(crate) fn sees(&self, a: usize, b: usize) -> bool {
        let (x, y) = (self.cell_units[a], self.cell_units[b]);
        a != b && (x[0] == y[0] || x[1] == y[1] || (x[2] != NO_UNIT && x[2] == y[2]))
    }

    pub(crate) fn row(&self, cell: usize) -> usize {
        cell / self.n
    }

    pub(crate) fn col(&self, cell: usize) -> usize {
        cell % self.n
    }

    /// The box unit of `cell`, if the geometry has boxes.
    pub(crate) fn box_unit(&self, cell: usize) -> Option<usize> {
        let b = self.cell_units[cell][2];
        (b != NO_UNIT).then_some(usize::from(b))
    }
}

/// A position that cannot be reasoned about: a digit repeats in a unit, or a cell has no
/// candidate left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// A position: placed digits and candidates, with per-unit position masks.
#[derive(Debug, Clone)]
pub(crate) struct Board {
    pub(crate) layout: Arc<Layout>,
    /// 0 for an empty cell, else the digit.
    values: Vec<u8>,
    /// The candidates of each empty cell (bit d for digit d + 1); 0 for a filled cell.
    cands: Vec<u32>,
    /// `pos[u * n + d]`: where digit d + 1 may still go in unit u, by place within the unit.
    pos: Vec<u32>,
    /// The digits placed in each unit.
    placed: Vec<u32>,
    empty: usize,
}

impl Board {
    /// An empty board of `layout`; fill it with [`Board::load`].
    pub(crate) fn new(layout: Arc<Layout>) -> Board {
        let cells = layout.geometry.cell_count();
        let units = layout.units.len();
        let n = layout.n;
        Board {
            layout,
            values: vec![0; cells],
            cands: vec![0; cells],
            pos: vec![0; units * n],
            placed: vec![0; units],
            empty: cells,
        }
    }

    /// Sets the board to the digits of `grid`, with every candidate those digits allow, cut down
    /// to `notes` in the cells where the notes are not empty.
    pub(crate) fn load(
        &mut self,
        grid: &Grid,
        notes: Option<&[DigitSet]>,
    ) -> Result<(), Contradiction> {
        let n = self.layout.n;
        let full = super::bits_of(DigitSet::full(n));
        self.placed.fill(0);
        self.empty = self.values.len();
        for cell in 0..self.values.len() {
            self.values[cell] = grid.get(Cell::new(cell)).map_or(0, Digit::get);
        }
        for cell in 0..self.values.len() {
            let v = self.values[cell];
            if v == 0 {
                continue;
            }
            let bit = 1u32 << (v - 1);
            for &u in &self.layout.cell_units[cell] {
                if u != NO_UNIT {
                    if self.placed[usize::from(u)] & bit != 0 {
                        return Err(Contradiction);
                    }
                    self.placed[usize::from(u)] |= bit;
                }
            }
            self.empty -= 1;
        }
        self.pos.fill(0);
        for cell in 0..self.values.len() {
            if self.values[cell] != 0 {
                self.cands[cell] = 0;
                continue;
            }
            let mut used = 0;
            for &u in &self.layout.cell_units[cell] {
                if u != NO_UNIT {
                    used |= self.placed[usize::from(u)];
                }
            }
            let mut cands = full & !used;
            if let Some(note) = notes.and_then(|notes| notes.get(cell)) {
                if !note.is_empty() {
                    cands &= super::bits_of(*note);
                }
            }
            if cands == 0 {
                return Err(Contradiction);
            }
            self.cands[cell] = cands;
            self.add_positions(cell, cands);
        }
        Ok(())
    }

    fn add_positions(&mut self, cell: usize, mut bits: u32) {
        let n = self.layout.n;
        while bits != 0 {
            let d = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            for slot in 0..3 {
                let u = self.layout.cell_units[cell][slot];
                if u != NO_UNIT {
                    let place = self.layout.cell_place[cell][slot];
                    self.pos[usize::from(u) * n + d] |= 1 << place;
                }
            }
        }
    }

    fn remove_positions(&mut self, cell: usize, mut bits: u32) {
        let n = self.layout.n;
        while bits != 0 {
            let d = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            for slot in 0..3 {
                let u = self.layout.cell_units[cell][slot];
                if u != NO_UNIT {
                    let place = self.layout.cell_place[cell][slot];
                    self.pos[usize::from(u) * n + d] &= !(1 << place);
                }
            }
        }
    }

    /// Makes this board a copy of `other` (of the same layout), reusing its buffers.
    pub(crate) fn copy_from(&mut self, other: &Board) {
        self.layout = Arc::clone(&other.layout);
        self.values.clone_from(&other.values);
        self.cands.clone_from(&other.cands);
        self.pos.clone_from(&other.pos);
        self.placed.clone_from(&other.placed);
        self.empty = other.empty;
    }

    /// Places digit `d + 1` in `cell` and removes it from the candidates of the cell's peers.
    pub(crate) fn place(&mut self, cell: usize, d: usize) {
        if self.values[cell] != 0 {
            return;
        }
        let layout = Arc::clone(&self.layout);
        self.remove_positions(cell, self.cands[cell]);
        self.cands[cell] = 0;
        self.values[cell] = d as u8 + 1;
        self.empty -= 1;
        for &u in &layout.cell_units[cell] {
            if u != NO_UNIT {
                self.placed[usize::from(u)] |= 1 << d;
            }
        }
        for &peer in layout.peers_of(cell) {
            self.eliminate(usize::from(peer), d);
        }
    }

    /// Removes digit `d + 1` from the candidates of `cell`.
    pub(crate) fn eliminate(&mut self, cell: usize, d: usize) {
        if self.cands[cell] & (1 << d) != 0 {
            self.cands[cell] &= !(1 << d);
            self.remove_positions(cell, 1 << d);
        }
    }

    /// The candidates of `cell` (0 once it is filled).
    pub(crate) fn cands(&self, cell: usize) -> u32 {
        self.cands[cell]
    }

    /// The digit in `cell`, 0 if empty.
    pub(crate) fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// Where digit `d + 1` may go in unit `u`, by place within the unit.
    pub(crate) fn pos(&self, u: usize, d: usize) -> u32 {
        self.pos[u * self.layout.n + d]
    }

    /// The digits placed in unit `u`.
    pub(crate) fn placed(&self, u: usize) -> u32 {
        self.placed[u]
    }

    /// The number of empty cells.
    pub(crate) fn empty(&self) -> usize {
        self.empty
    }

    /// The board's digits as a grid.
    pub(crate) fn to_grid(&self) -> Grid {
        let mut grid = Grid::empty(self.layout.geometry);
        for (cell, &v) in self.values.iter().enumerate() {
            grid.set(Cell::new(cell), Digit::new(v));
        }
        grid
    }
}
