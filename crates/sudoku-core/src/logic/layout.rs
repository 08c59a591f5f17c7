//! The fixed shape of one geometry as the techniques read it: its units by [`UnitId`], the cells
//! of each unit, the units of each cell with the cell's place in them, and each cell's peers.
//! Computed once per geometry and shared by every board of it.

use std::sync::{Arc, OnceLock};

use crate::rules::rule45::{leftovers, Leftover};
use crate::{Cage, Cell, DigitSet, Geometry, Rules, Unit};

use super::sets::{CellSet, PlaceSet};

/// A unit of a layout: its index in the layout's list of units, rows first, then columns, then
/// boxes (as [`Geometry::units`] lists them). It indexes the board's per-unit tables.
#[repr(transparent)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct UnitId(u16);

impl UnitId {
    /// The unit's index among every unit of its layout.
    #[inline]
    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A cell's place in one of its units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Membership {
    /// The unit.
    pub(crate) unit: UnitId,
    /// The cell's place in it, as a set of that one place.
    pub(crate) place: PlaceSet,
}

/// The most units a cell is in: its row, column, box or region, and the two diagonals.
const MAX_UNITS_PER_CELL: usize = 5;

/// No cage, in [`Layout::cage_of`]'s table.
const NO_CAGE: u16 = u16::MAX;

/// See the module documentation.
#[derive(Debug)]
pub(crate) struct Layout {
    pub(crate) geometry: Geometry,
    /// The side of the grid: the number of digits, and of cells per unit.
    pub(crate) n: usize,
    /// The digits 1 to n.
    digits: DigitSet,
    /// Every unit, in [`UnitId`] order: rows, columns, boxes or regions, diagonals.
    units: Vec<Unit>,
    /// The cells of unit `u` are `unit_cells[u * n..(u + 1) * n]`, in reading order.
    unit_cells: Vec<Cell>,
    /// Each cell's units with its place in each: row, column, box or region (if any), then the
    /// diagonals it is on. On a classic Latin square the third slot repeats the row, so
    /// comparing the first three slots still tells whether two cells share a unit, while
    /// [`Layout::memberships`] lists only the first two.
    memberships: Vec<[Membership; MAX_UNITS_PER_CELL]>,
    /// How many units each cell is in, on classic rules: 3 with boxes, 2 without.
    per_cell: usize,
    /// How many units each cell is in, on variant rules.
    counts: Vec<u8>,
    /// The number of boxes or regions: n, or 0 on a Latin square.
    regions: usize,
    /// Whether the rules are a variant's (irregular regions, diagonals or cages): then whether
    /// two cells see each other is worked out from all their units and cages.
    general: bool,
    /// The killer cages.
    cages: Vec<Cage>,
    /// Each cell's cage, [`NO_CAGE`] for none.
    cage_of: Vec<u16>,
    /// The innie and outie sets of the 45 rule (none without cages).
    leftovers: Vec<Leftover>,
    /// Each cell's units as bits (bit `u` for unit `u`; at most 77 units).
    unit_bits: Vec<u128>,
    /// Each cell's peers: `peers[peer_start[c]..peer_start[c + 1]]`.
    peers: Vec<Cell>,
    peer_start: Vec<u32>,
    /// Each cell's peers as a cell set, on grids of at most [`CellSet::CAPACITY`] cells (empty
    /// on larger ones).
    peer_sets: Vec<CellSet>,
}

impl Layout {
    /// The layout of `geometry`, shared: the standard 9×9 one is built once per process (the
    /// generator makes a grader per puzzle, and building a layout costs about as much as
    /// grading an easy puzzle), the others each time.
    pub(crate) fn shared(geometry: Geometry) -> Arc<Layout> {
        static STANDARD: OnceLock<Arc<Layout>> = OnceLock::new();
        if geometry == Geometry::standard() {
            Arc::clone(STANDARD.get_or_init(|| Arc::new(Layout::new(geometry))))
        } else {
            Arc::new(Layout::new(geometry))
        }
    }

    /// The layout of the classic rules of `geometry`.
    pub(crate) fn new(geometry: Geometry) -> Layout {
        Layout::for_rules(&Rules::classic(geometry))
    }

    /// The layout of `rules`, shared when they are classic (see [`Layout::shared`]).
    pub(crate) fn of_rules(rules: &Rules) -> Arc<Layout> {
        if rules.is_classic() {
            Layout::shared(rules.geometry())
        } else {
            Arc::new(Layout::for_rules(rules))
        }
    }

    /// The layout of `rules`.
    pub(crate) fn for_rules(rules: &Rules) -> Layout {
        let geometry = rules.geometry();
        let n = geometry.size();
        let units: Vec<Unit> = rules.unit_list();
        let mut unit_cells = Vec::with_capacity(units.len() * n);
        let none = Membership {
            unit: UnitId(0),
            place: PlaceSet::EMPTY,
        };
        let cells = geometry.cell_count();
        let mut memberships = vec![[none; MAX_UNITS_PER_CELL]; cells];
        let mut counts = vec![0u8; cells];
        for (u, &unit) in units.iter().enumerate() {
            for (place, cell) in rules.unit_cells(unit).into_iter().enumerate() {
                unit_cells.push(cell);
                let k = &mut counts[cell.index()];
                memberships[cell.index()][usize::from(*k)] = Membership {
                    unit: UnitId(u as u16),
                    place: PlaceSet::only(place),
                };
                *k += 1;
            }
        }
        let regions = units
            .iter()
            .filter(|u| matches!(u, Unit::Box(_) | Unit::Region(_)))
            .count();
        let general = !rules.is_classic();
        let per_cell = if regions > 0 { 3 } else { 2 };
        if regions == 0 && !general {
            for slots in &mut memberships {
                slots[2] = slots[0];
            }
        }
        let unit_bits = memberships
            .iter()
            .zip(&counts)
            .map(|(slots, &k)| {
                slots[..usize::from(k)]
                    .iter()
                    .fold(0, |bits, m| bits | 1u128 << m.unit.index())
            })
            .collect();
        let mut cage_of = vec![NO_CAGE; cells];
        for (i, cage) in rules.cages().iter().enumerate() {
            for c in cage.cells() {
                cage_of[c.index()] = i as u16;
            }
        }
        let cages = rules.cages().to_vec();
        let mut layout = Layout {
            geometry,
            n,
            digits: DigitSet::full(n),
            units,
            unit_cells,
            memberships,
            per_cell,
            counts,
            regions,
            general,
            cages,
            cage_of,
            leftovers: leftovers(rules),
            unit_bits,
            peers: Vec::new(),
            peer_start: vec![0],
            peer_sets: Vec::new(),
        };
        for cell in geometry.cells() {
            for other in geometry.cells() {
                if layout.sees(cell, other) {
                    layout.peers.push(other);
                }
            }
            layout.peer_start.push(layout.peers.len() as u32);
        }
        if geometry.cell_count() <= CellSet::CAPACITY {
            layout.peer_sets = geometry
                .cells()
                .map(|cell| {
                    layout
                        .peers_of(cell)
                        .iter()
                        .fold(CellSet::EMPTY, |set, &peer| set.with(peer))
                })
                .collect();
        }
        layout
    }

    /// Whether the rules are a variant's: irregular regions, diagonals or cages.
    #[inline]
    pub(crate) fn is_variant(&self) -> bool {
        self.general
    }

    /// The killer cages.
    #[inline]
    pub(crate) fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The innie and outie sets of the 45 rule, for the Innies and Outies techniques.
    #[inline]
    pub(crate) fn leftovers(&self) -> &[Leftover] {
        &self.leftovers
    }

    /// The index of the cage of `cell`, if it is in one.
    #[inline]
    pub(crate) fn cage_of(&self, cell: Cell) -> Option<usize> {
        let i = self.cage_of[cell.index()];
        (i != NO_CAGE).then_some(usize::from(i))
    }

    /// The digits of the grid: 1 to n.
    #[inline]
    pub(crate) fn digits(&self) -> DigitSet {
        self.digits
    }

    /// Every cell, in reading order.
    #[inline]
    pub(crate) fn cells(&self) -> impl Iterator<Item = Cell> {
        (0..self.geometry.cell_count()).map(Cell::new)
    }

    /// The number of units.
    #[inline]
    pub(crate) fn unit_count(&self) -> usize {
        self.units.len()
    }

    /// Every unit: rows, columns, then boxes.
    #[inline]
    pub(crate) fn units(&self) -> impl Iterator<Item = UnitId> {
        (0..self.units.len() as u16).map(UnitId)
    }

    /// The units of `bits` (bit `u` for unit `u`), in order.
    #[inline]
    pub(crate) fn units_in(&self, bits: u128) -> impl Iterator<Item = UnitId> {
        let count = self.units.len();
        let mut rest = if count >= 128 {
            bits
        } else {
            bits & ((1 << count) - 1)
        };
        std::iter::from_fn(move || {
            let u = rest.trailing_zeros();
            rest &= rest.wrapping_sub(1);
            (u < 128).then_some(UnitId(u as u16))
        })
    }

    /// The rows and the columns.
    #[inline]
    pub(crate) fn lines(&self) -> impl Iterator<Item = UnitId> {
        (0..2 * self.n as u16).map(UnitId)
    }

    /// The boxes or regions (none in a Latin square).
    #[inline]
    pub(crate) fn boxes(&self) -> impl Iterator<Item = UnitId> {
        let first = 2 * self.n as u16;
        (first..first + self.regions as u16).map(UnitId)
    }

    /// The rows if `rows`, else the columns.
    #[inline]
    pub(crate) fn lines_of(&self, rows: bool) -> impl Iterator<Item = UnitId> {
        let first = if rows { 0 } else { self.n as u16 };
        (first..first + self.n as u16).map(UnitId)
    }

    /// Row `i` if `rows`, else column `i` (from 0).
    #[inline]
    pub(crate) fn line(&self, rows: bool, i: usize) -> UnitId {
        UnitId((if rows { i } else { self.n + i }) as u16)
    }

    /// Whether `u` is a row.
    #[inline]
    pub(crate) fn is_row(&self, u: UnitId) -> bool {
        u.index() < self.n
    }

    /// The unit's number among the units of its kind, from 0: row 3 is 2.
    #[inline]
    pub(crate) fn number(&self, u: UnitId) -> usize {
        u.index() % self.n
    }

    /// The unit as the public API names it.
    #[inline]
    pub(crate) fn unit(&self, u: UnitId) -> Unit {
        self.units[u.index()]
    }

    /// The cells of `u`, in reading order: the cell at place i is the i-th.
    #[inline]
    pub(crate) fn cells_of(&self, u: UnitId) -> &[Cell] {
        &self.unit_cells[u.index() * self.n..(u.index() + 1) * self.n]
    }

    /// The cell at `place` in `u`.
    #[inline]
    pub(crate) fn cell_at(&self, u: UnitId, place: usize) -> Cell {
        self.unit_cells[u.index() * self.n + place]
    }

    /// The cells of `u` at `places`.
    #[inline]
    pub(crate) fn cells_in(&self, u: UnitId, places: PlaceSet) -> impl Iterator<Item = Cell> + '_ {
        places.iter().map(move |place| self.cell_at(u, place))
    }

    /// The units of `cell` as bits, bit `u` for unit `u`.
    #[inline]
    pub(crate) fn unit_bits(&self, cell: Cell) -> u128 {
        self.unit_bits[cell.index()]
    }

    /// The units of `cell` (row, column and box, if any) with its place in each.
    #[inline]
    pub(crate) fn memberships(&self, cell: Cell) -> &[Membership] {
        let count = if self.general {
            usize::from(self.counts[cell.index()])
        } else {
            self.per_cell
        };
        &self.memberships[cell.index()][..count]
    }

    /// The units of `cell`: its row, its column and its box, if any.
    #[inline]
    pub(crate) fn units_of(&self, cell: Cell) -> impl Iterator<Item = UnitId> + '_ {
        self.memberships(cell).iter().map(|m| m.unit)
    }

    /// The row of `cell`.
    #[inline]
    pub(crate) fn row_of(&self, cell: Cell) -> UnitId {
        self.memberships[cell.index()][0].unit
    }

    /// The column of `cell`.
    #[inline]
    pub(crate) fn column_of(&self, cell: Cell) -> UnitId {
        self.memberships[cell.index()][1].unit
    }

    /// The box of `cell`, if the geometry has boxes.
    #[inline]
    pub(crate) fn box_of(&self, cell: Cell) -> Option<UnitId> {
        (self.regions > 0).then(|| self.memberships[cell.index()][2].unit)
    }

    /// The row of `cell` if `rows`, else its column.
    #[inline]
    pub(crate) fn line_of(&self, rows: bool, cell: Cell) -> UnitId {
        self.memberships[cell.index()][usize::from(!rows)].unit
    }

    /// Whether `cell` is in `u`.
    #[inline]
    pub(crate) fn contains(&self, u: UnitId, cell: Cell) -> bool {
        self.units_of(cell).any(|v| v == u)
    }

    /// The peers of `cell`: every other cell of its units and its cage.
    #[inline]
    pub(crate) fn peers_of(&self, cell: Cell) -> &[Cell] {
        let (start, end) = (
            self.peer_start[cell.index()] as usize,
            self.peer_start[cell.index() + 1] as usize,
        );
        &self.peers[start..end]
    }

    /// Whether two different cells share a unit.
    #[inline]
    pub(crate) fn sees(&self, a: Cell, b: Cell) -> bool {
        if self.general {
            let cage = self.cage_of[a.index()];
            return a != b
                && (self.unit_bits[a.index()] & self.unit_bits[b.index()] != 0
                    || cage != NO_CAGE && cage == self.cage_of[b.index()]);
        }
        let (x, y) = (&self.memberships[a.index()], &self.memberships[b.index()]);
        a != b && (x[0].unit == y[0].unit || x[1].unit == y[1].unit || x[2].unit == y[2].unit)
    }

    /// Whether `cell` sees every one of `cells` (and is none of them).
    #[inline]
    pub(crate) fn sees_all(&self, cell: Cell, cells: &[Cell]) -> bool {
        cells.iter().all(|&c| self.sees(cell, c))
    }

    /// The peers of `cell` as a cell set, on a grid of at most [`CellSet::CAPACITY`] cells.
    #[inline]
    pub(crate) fn peer_set(&self, cell: Cell) -> CellSet {
        self.peer_sets[cell.index()]
    }

    /// Whether the grid is small enough for cell sets ([`Layout::peer_set`]).
    #[inline]
    pub(crate) fn has_cell_sets(&self) -> bool {
        !self.peer_sets.is_empty()
    }
}

#[cfg(test)]
mod tests;
