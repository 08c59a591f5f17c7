//! The general solver for every geometry: candidate bitmasks per row, column and box, naked and
//! hidden singles between guesses, and a guess on the cell with the fewest candidates.

use crate::{Cell, Geometry, Grid};

use super::Stats;

/// The most cells a grid has (25×25).
const MAX_CELLS: usize = 625;
/// The most digits, rows, columns or boxes (25).
const MAX_N: usize = 25;

/// The fixed layout of one geometry: which row, column and box each cell is in, and the cells
/// of each unit. Computed once per solve.
pub(crate) struct Layout {
    n: usize,
    full: u32,
    /// For each cell: its row, column and box (`MAX_N` as a box for Latin squares: none).
    place: Vec<(u8, u8, u8)>,
    units: Vec<Vec<u16>>,
}

impl Layout {
    pub(crate) fn new(geometry: Geometry) -> Layout {
        let n = geometry.size();
        let place = geometry
            .cells()
            .map(|c| {
                let b = geometry.box_of(c).unwrap_or(MAX_N);
                (geometry.row_of(c) as u8, geometry.col_of(c) as u8, b as u8)
            })
            .collect();
        let units = geometry
            .units()
            .map(|u| geometry.unit_cells(u).map(|c| c.index() as u16).collect())
            .collect();
        let full = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
        Layout {
            n,
            full,
            place,
            units,
        }
    }
}

/// One position of the search. Plain arrays, so a guess copies it cheaply.
#[derive(Clone)]
pub(crate) struct State {
    /// 0 for empty, else the digit.
    values: [u8; MAX_CELLS],
    rows: [u32; MAX_N],
    cols: [u32; MAX_N],
    /// One more than needed: Latin squares put every cell in the unused box `MAX_N`.
    boxes: [u32; MAX_N + 1],
    empty: usize,
}

/// Orders the candidate digits of one guess in place.
pub(crate) type DigitOrder<'o> = &'o mut dyn FnMut(&mut [u8]);

/// How a search goes on: stop at `limit` solutions; optionally a digit order per guess.
pub(crate) struct Search<'a, 'o> {
    layout: &'a Layout,
    limit: usize,
    pub(crate) stats: Stats,
    pub(crate) solutions: Vec<Grid>,
    pub(crate) found: usize,
    geometry: Geometry,
    /// Orders the candidate digits of a guess; `None` tries them smallest first.
    pub(crate) order: Option<DigitOrder<'o>>,
}

impl State {
    /// The position of `grid`, or `None` if its givens already conflict.
    pub(crate) fn new(grid: &Grid, layout: &Layout) -> Option<State> {
        let mut state = State {
            values: [0; MAX_CELLS],
            rows: [0; MAX_N],
            cols: [0; MAX_N],
            boxes: [0; MAX_N + 1],
            empty: layout.n * layout.n,
        };
        for (i, _) in layout.place.iter().enumerate() {
            if let Some(d) = grid.get(Cell::new(i)) {
                if state.candidates(layout, i) & (1 << (d.get() - 1)) == 0 {
                    return None;
                }
                state.place(layout, i, d.get());
            }
        }
        Some(state)
    }

    fn candidates(&self, layout: &Layout, cell: usize) -> u32 {
        let (r, c, b) = layout.place[cell];
        let used = self.rows[r as usize] | self.cols[c as usize];
        // Latin squares have no boxes: their cells share the spare box, which never fills.
        let used = if usize::from(b) == MAX_N {
            used
        } else {
            used | self.boxes[b as usize]
        };
        layout.full & !used
    }

    fn place(&mut self, layout: &Layout, cell: usize, digit: u8) {
        let (r, c, b) = layout.place[cell];
        let bit = 1 << (digit - 1);
        self.values[cell] = digit;
        self.rows[r as usize] |= bit;
        self.cols[c as usize] |= bit;
        if usize::from(b) != MAX_N {
            self.boxes[b as usize] |= bit;
        }
        self.empty -= 1;
    }

    /// Places naked and hidden singles until none is left. Returns false on a contradiction
    /// (a cell with no candidate, or a digit with no place in a unit).
    fn propagate(&mut self, layout: &Layout) -> bool {
        loop {
            let mut progress = false;
            for cell in 0..layout.place.len() {
                if self.values[cell] != 0 {
                    continue;
                }
                let cands = self.candidates(layout, cell);
                if cands == 0 {
                    return false;
                }
                if cands & (cands - 1) == 0 {
                    self.place(layout, cell, cands.trailing_zeros() as u8 + 1);
                    progress = true;
                }
            }
            for unit in &layout.units {
                let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
                for &cell in unit {
                    let cell = usize::from(cell);
                    match self.values[cell] {
                        0 => {
                            let cands = self.candidates(layout, cell);
                            twice |= once & cands;
                            once |= cands;
                        }
                        d => placed |= 1 << (d - 1),
                    }
                }
                if (once | placed) != layout.full {
                    return false;
                }
                let mut hidden = once & !twice & !placed;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden &= hidden - 1;
                    let home = unit
                        .iter()
                        .map(|&c| usize::from(c))
                        .find(|&c| self.values[c] == 0 && self.candidates(layout, c) & bit != 0);
                    match home {
                        Some(cell) => {
                            self.place(layout, cell, bit.trailing_zeros() as u8 + 1);
                            progress = true;
                        }
                        // An earlier placement in this pass took its last place.
                        None => return false,
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    fn to_grid(&self, geometry: Geometry) -> Grid {
        let mut grid = Grid::empty(geometry);
        for cell in geometry.cells() {
            grid.set(cell, crate::Digit::new(self.values[cell.index()]));
        }
        grid
    }
}

impl<'a, 'o> Search<'a, 'o> {
    pub(crate) fn new(layout: &'a Layout, geometry: Geometry, limit: usize) -> Search<'a, 'o> {
        Search {
            layout,
            limit,
            stats: Stats::default(),
            solutions: Vec::new(),
            found: 0,
            geometry,
            order: None,
        }
    }

    /// Searches from `state`, counting solutions up to the limit and keeping the first two.
    pub(crate) fn run(&mut self, mut state: State) {
        self.stats.nodes += 1;
        if !state.propagate(self.layout) {
            self.stats.backtracks += 1;
            return;
        }
        if state.empty == 0 {
            self.found += 1;
            if self.solutions.len() < 2 {
                self.solutions.push(state.to_grid(self.geometry));
            }
            return;
        }
        // Guess on the empty cell with the fewest candidates.
        let mut best = (u32::MAX, 0usize, 0u32);
        for cell in 0..self.layout.place.len() {
            if state.values[cell] == 0 {
                let cands = state.candidates(self.layout, cell);
                let count = cands.count_ones();
                if count < best.0 {
                    best = (count, cell, cands);
                    if count == 2 {
                        break;
                    }
                }
            }
        }
        let (_, cell, mut cands) = best;
        let mut digits = [0u8; MAX_N];
        let mut len = 0;
        while cands != 0 {
            digits[len] = cands.trailing_zeros() as u8 + 1;
            cands &= cands - 1;
            len += 1;
        }
        if let Some(order) = self.order.as_mut() {
            order(&mut digits[..len]);
        }
        for &digit in &digits[..len] {
            self.stats.guesses += 1;
            let mut child = state.clone();
            child.place(self.layout, cell, digit);
            self.run(child);
            if self.found >= self.limit {
                return;
            }
        }
    }
}
