//! The candidate board the techniques read: digits placed, candidates per cell, and for every
//! unit and digit the places the digit may still take. Everything is a bitset, kept up to date
//! on each placement and elimination, so a technique's search never recounts.

use std::sync::Arc;

use crate::{Cell, Digit, DigitSet, Grid};

use super::layout::{Layout, UnitId};
use super::sets::{CellSet, PlaceSet};
use super::unchanged::Unchanged;
use super::Step;

/// A position that cannot be reasoned about: a digit repeats in a unit, or a cell has no
/// candidate left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// A position: placed digits and candidates, with the places of each digit in each unit.
#[derive(Debug, Clone)]
pub(crate) struct Board {
    pub(crate) layout: Arc<Layout>,
    values: Vec<Option<Digit>>,
    /// The candidates of each empty cell; empty for a filled cell.
    cands: Vec<DigitSet>,
    /// `pos[u * n + d]`: where digit d + 1 may still go in unit u.
    pos: Vec<PlaceSet>,
    /// The digits placed in each unit.
    placed: Vec<DigitSet>,
    empty: usize,
    /// Where the searches found nothing since it last changed (`unchanged.rs`).
    pub(crate) unchanged: Unchanged,
    /// Whether the position is known to have a solution among its candidates (a puzzle of
    /// one solution loaded without notes, reasoned on soundly). Then in each unit a subset
    /// and the complementary subset of the other kind have the same eliminations, which the
    /// subset searches use ([`crate::logic::locked_sets`]). False after [`Board::load`]; the
    /// grader, which knows, sets it.
    pub(crate) solvable: bool,
}

impl Board {
    /// An empty board of `layout`; fill it with [`Board::load`].
    pub(crate) fn new(layout: Arc<Layout>) -> Board {
        let cells = layout.geometry.cell_count();
        let units = layout.unit_count();
        let n = layout.n;
        Board {
            layout,
            values: vec![None; cells],
            cands: vec![DigitSet::EMPTY; cells],
            pos: vec![PlaceSet::EMPTY; units * n],
            placed: vec![DigitSet::EMPTY; units],
            empty: cells,
            unchanged: Unchanged::default(),
            solvable: false,
        }
    }

    /// Sets the board to the digits of `grid`, with every candidate those digits allow, cut down
    /// to `notes` in the cells where the notes are not empty.
    pub(crate) fn load(
        &mut self,
        grid: &Grid,
        notes: Option<&[DigitSet]>,
    ) -> Result<(), Contradiction> {
        self.unchanged.clear();
        self.solvable = false;
        let Board {
            layout,
            values,
            cands,
            pos,
            placed,
            empty,
            ..
        } = self;
        let n = layout.n;
        placed.fill(DigitSet::EMPTY);
        *empty = values.len();
        for cell in layout.cells() {
            let value = grid.get(cell);
            values[cell.index()] = value;
            let Some(digit) = value else {
                continue;
            };
            for m in layout.memberships(cell) {
                let unit = &mut placed[m.unit.index()];
                if unit.contains(digit) {
                    return Err(Contradiction);
                }
                *unit = unit.with(digit);
            }
            *empty -= 1;
        }
        // The digits placed in each cage, which its other cells cannot take.
        let mut in_cage = vec![DigitSet::EMPTY; layout.cages().len()];
        for (cage, shape) in in_cage.iter_mut().zip(layout.cages()) {
            for &cell in shape.cells() {
                if let Some(digit) = values[cell.index()] {
                    if cage.contains(digit) {
                        return Err(Contradiction);
                    }
                    *cage = cage.with(digit);
                }
            }
        }
        let all = layout.digits();
        for cell in layout.cells() {
            cands[cell.index()] = if values[cell.index()].is_some() {
                DigitSet::EMPTY
            } else {
                let mut free = layout
                    .memberships(cell)
                    .iter()
                    .fold(all, |free, m| free.difference(placed[m.unit.index()]));
                if let Some(cage) = layout.cage_of(cell) {
                    free = free.difference(in_cage[cage]);
                }
                if let Some(note) = notes.and_then(|notes| notes.get(cell.index())) {
                    if !note.is_empty() {
                        free = free.intersection(*note);
                    }
                }
                if free.is_empty() {
                    return Err(Contradiction);
                }
                free
            };
        }
        // Unit by unit, the places of each digit: the unit's candidates transposed. The
        // bits are gathered in an array of every possible digit, which needs no bounds checks.
        for u in layout.units() {
            let mut places = [0u32; 32];
            for (place, &cell) in layout.cells_of(u).iter().enumerate() {
                let mut digits = cands[cell.index()].bits();
                while digits != 0 {
                    places[digits.trailing_zeros() as usize] |= 1 << place;
                    digits &= digits - 1;
                }
            }
            let unit = &mut pos[u.index() * n..(u.index() + 1) * n];
            for (slot, &bits) in unit.iter_mut().zip(&places) {
                *slot = PlaceSet::from_bits(bits);
            }
        }
        Ok(())
    }

    /// Makes this board a copy of `other` (of the same layout), reusing its buffers.
    pub(crate) fn copy_from(&mut self, other: &Board) {
        self.layout = Arc::clone(&other.layout);
        self.values.clone_from(&other.values);
        self.cands.clone_from(&other.cands);
        self.pos.clone_from(&other.pos);
        self.placed.clone_from(&other.placed);
        self.empty = other.empty;
        self.unchanged.clone_from(&other.unchanged);
        self.solvable = other.solvable;
    }

    /// Places `digit` in `cell` and removes it from the candidates of the cell's peers.
    pub(crate) fn place(&mut self, cell: Cell, digit: Digit) {
        if self.values[cell.index()].is_some() {
            return;
        }
        let gone = std::mem::take(&mut self.cands[cell.index()]);
        self.remove_places(cell, gone);
        let mut units = self.layout.unit_bits(cell);
        self.values[cell.index()] = Some(digit);
        self.empty -= 1;
        let Board {
            layout,
            cands,
            pos,
            placed,
            unchanged,
            ..
        } = self;
        for m in layout.memberships(cell) {
            let unit = &mut placed[m.unit.index()];
            *unit = unit.with(digit);
        }
        let n = layout.n;
        for &peer in layout.peers_of(cell) {
            let left = &mut cands[peer.index()];
            if left.contains(digit) {
                *left = left.without(digit);
                for m in layout.memberships(peer) {
                    let places = &mut pos[m.unit.index() * n + digit.index()];
                    *places = places.difference(m.place);
                }
                units |= layout.unit_bits(peer);
            }
        }
        unchanged.changed(gone.with(digit).bits(), units);
    }

    /// Removes `digit` from the candidates of `cell`.
    pub(crate) fn eliminate(&mut self, cell: Cell, digit: Digit) {
        let left = &mut self.cands[cell.index()];
        if left.contains(digit) {
            *left = left.without(digit);
            self.remove_places(cell, DigitSet::only(digit));
            let units = self.layout.unit_bits(cell);
            self.unchanged.changed(DigitSet::only(digit).bits(), units);
        }
    }

    /// Takes `cell` out of the places of `digits` in each of its units.
    fn remove_places(&mut self, cell: Cell, digits: DigitSet) {
        let n = self.layout.n;
        for d in digits.iter() {
            for m in self.layout.memberships(cell) {
                let places = &mut self.pos[m.unit.index() * n + d.index()];
                *places = places.difference(m.place);
            }
        }
    }

    /// Whether the grid has at most [`CellSet::CAPACITY`] cells, so searches may hold cells
    /// in cell sets (quicker than walking peer lists).
    #[inline]
    pub(crate) fn fits_cell_sets(&self) -> bool {
        self.layout.geometry.cell_count() <= CellSet::CAPACITY
    }

    /// Runs `sets` (a search on cell sets) where the grid fits them, else `lists` (the same
    /// search on peer lists): the two must find the same step.
    pub(crate) fn search_by_size(
        &self,
        step: &mut Step,
        sets: fn(&Board, &mut Step) -> bool,
        lists: fn(&Board, &mut Step) -> bool,
    ) -> bool {
        if self.fits_cell_sets() {
            sets(self, step)
        } else {
            lists(self, step)
        }
    }

    /// The empty cells with exactly `count` candidates, on a grid that fits cell sets.
    pub(crate) fn cells_with_count(&self, count: usize) -> CellSet {
        self.layout
            .cells()
            .filter(|&cell| self.cands(cell).len() == count)
            .fold(CellSet::EMPTY, |set, cell| set.with(cell))
    }

    /// The candidates of `cell` (empty once it is filled).
    #[inline]
    pub(crate) fn cands(&self, cell: Cell) -> DigitSet {
        self.cands[cell.index()]
    }

    /// The digit in `cell`, if any.
    #[inline]
    pub(crate) fn value(&self, cell: Cell) -> Option<Digit> {
        self.values[cell.index()]
    }

    /// Where `digit` may still go in unit `u`.
    #[inline]
    pub(crate) fn pos(&self, u: UnitId, digit: Digit) -> PlaceSet {
        self.pos[u.index() * self.layout.n + digit.index()]
    }

    /// The two cells of unit `u` where `digit` may still go, when it has exactly two places
    /// there (a strong link: one of them holds it), in the unit's order.
    pub(crate) fn strong_link(&self, u: UnitId, digit: Digit) -> Option<[Cell; 2]> {
        let spots = self.pos(u, digit);
        match (spots.len(), spots.first(), spots.last()) {
            (2, Some(first), Some(last)) => {
                Some([self.layout.cell_at(u, first), self.layout.cell_at(u, last)])
            }
            _ => None,
        }
    }

    /// Where each digit may still go in unit `u`: [`Board::pos`] of every digit, in order.
    #[inline]
    pub(crate) fn pos_all(&self, u: UnitId) -> &[PlaceSet] {
        let n = self.layout.n;
        &self.pos[u.index() * n..(u.index() + 1) * n]
    }

    /// The digits placed in unit `u`.
    #[inline]
    pub(crate) fn placed(&self, u: UnitId) -> DigitSet {
        self.placed[u.index()]
    }

    /// The digits not yet placed in unit `u`.
    #[inline]
    pub(crate) fn missing(&self, u: UnitId) -> DigitSet {
        self.layout.digits().difference(self.placed[u.index()])
    }

    /// The cells holding `digit` as a candidate that see both `a` and `b`.
    pub(crate) fn seeing_both(
        &self,
        digit: Digit,
        a: Cell,
        b: Cell,
    ) -> impl Iterator<Item = Cell> + '_ {
        let layout = &self.layout;
        layout
            .peers_of(a)
            .iter()
            .copied()
            .filter(move |&t| t != b && layout.sees(t, b) && self.cands(t).contains(digit))
    }

    /// The number of empty cells.
    #[inline]
    pub(crate) fn empty(&self) -> usize {
        self.empty
    }

    /// The board's digits as a grid.
    pub(crate) fn to_grid(&self) -> Grid {
        let mut grid = Grid::empty(self.layout.geometry);
        for (cell, &value) in self.layout.cells().zip(&self.values) {
            grid.set(cell, value);
        }
        grid
    }
}
