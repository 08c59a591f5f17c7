//! The search for variant rules: candidates per cell, a digit placed removes itself from the
//! cell's peers (its units' and its cage's cells), then naked and hidden singles over every unit
//! and each cage's totals narrow the candidates until a guess is needed, on the cell with the
//! fewest.

use crate::{Cell, Digit, Grid};

use super::rule45::leftovers;
use super::{cage, Rules};

mod narrow;

/// The rules compiled for the search: plain lists of cell indices.
struct Net {
    full: u32,
    /// Whether the grid is at most 9×9, so cages use the table of digit sets.
    small: bool,
    units: Vec<Vec<u16>>,
    peers: Vec<Vec<u16>>,
    /// Cages with totals, and the cells the 45 rule finds inside single units: their cells,
    /// which are distinct, and total.
    sums: Vec<(Vec<u16>, i32)>,
    /// Cells the 45 rule finds outside units, not necessarily distinct, and their total.
    bounds: Vec<(Vec<u16>, i32)>,
}

impl Net {
    fn new(rules: &Rules) -> Net {
        let g = rules.geometry();
        let n = g.size();
        let cells = g.cell_count();
        let units: Vec<Vec<u16>> = rules
            .units()
            .into_iter()
            .map(|(_, cells)| cells.iter().map(|c| c.index() as u16).collect())
            .collect();
        let mut groups = units.clone();
        groups.extend(
            rules
                .cages()
                .iter()
                .map(|cage| cage.cells().iter().map(|c| c.index() as u16).collect()),
        );
        let mut peers = vec![Vec::new(); cells];
        for group in &groups {
            for &a in group {
                for &b in group {
                    if a != b && !peers[usize::from(a)].contains(&b) {
                        peers[usize::from(a)].push(b);
                    }
                }
            }
        }
        let mut sums: Vec<(Vec<u16>, i32)> = rules
            .cages()
            .iter()
            .filter_map(|cage| {
                let cells = cage.cells().iter().map(|c| c.index() as u16).collect();
                cage.sum().map(|s| (cells, i32::from(s)))
            })
            .collect();
        // The 45 rule: innies of a single unit left by at least one cage are distinct, as a
        // cage's digits are; outies need not be, so only the bounds of their total count.
        let mut bounds = Vec::new();
        for set in leftovers(rules) {
            let cells = set.cells.iter().map(|c| c.index() as u16).collect();
            if set.outies {
                bounds.push((cells, set.total));
            } else if set.units.len() == 1 && set.cells.len() < n {
                sums.push((cells, set.total));
            }
        }
        Net {
            full: if n >= 32 { u32::MAX } else { (1 << n) - 1 },
            small: n <= 9,
            units,
            peers,
            sums,
            bounds,
        }
    }
}

/// One position: each cell's digit (0 for none) and candidates.
#[derive(Clone)]
struct State {
    values: Vec<u8>,
    cands: Vec<u32>,
}

impl State {
    /// Places digit `d` (from 1) in `cell`, removing it from the peers; false on a
    /// contradiction.
    fn place(&mut self, net: &Net, cell: usize, d: u8) -> bool {
        let bit = 1u32 << (d - 1);
        if self.cands[cell] & bit == 0 {
            return false;
        }
        self.values[cell] = d;
        self.cands[cell] = bit;
        for &p in &net.peers[cell] {
            let p = usize::from(p);
            if self.values[p] == d {
                return false;
            }
            if self.values[p] == 0 {
                self.cands[p] &= !bit;
                if self.cands[p] == 0 {
                    return false;
                }
            }
        }
        true
    }

    /// Singles and totals until nothing changes; false on a contradiction.
    fn propagate(&mut self, net: &Net) -> bool {
        loop {
            let mut progress = false;
            for cell in 0..self.values.len() {
                if self.values[cell] != 0 {
                    continue;
                }
                let m = self.cands[cell];
                if m == 0 {
                    return false;
                }
                if m.is_power_of_two() {
                    if !self.place(net, cell, m.trailing_zeros() as u8 + 1) {
                        return false;
                    }
                    progress = true;
                }
            }
            for unit in &net.units {
                let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
                for &c in unit {
                    let c = usize::from(c);
                    if self.values[c] != 0 {
                        placed |= 1 << (self.values[c] - 1);
                    } else {
                        twice |= once & self.cands[c];
                        once |= self.cands[c];
                    }
                }
                if (once | placed) != net.full {
                    return false;
                }
                let mut singles = once & !twice & !placed;
                while singles != 0 {
                    let bit = singles & singles.wrapping_neg();
                    singles &= singles - 1;
                    let Some(&c) = unit.iter().find(|&&c| {
                        self.values[usize::from(c)] == 0 && self.cands[usize::from(c)] & bit != 0
                    }) else {
                        continue;
                    };
                    if !self.place(net, usize::from(c), bit.trailing_zeros() as u8 + 1) {
                        return false;
                    }
                    progress = true;
                }
            }
            for (cells, sum) in &net.sums {
                match self.narrow_cage(net, cells, *sum) {
                    None => return false,
                    Some(changed) => progress |= changed,
                }
            }
            for (cells, sum) in &net.bounds {
                match self.narrow_bounds(cells, *sum) {
                    None => return false,
                    Some(changed) => progress |= changed,
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// Keeps in a cage's empty cells only the digits of a set that makes its total; `None` when
    /// no set does, else whether a candidate went.
    fn narrow_cage(&mut self, net: &Net, cells: &[u16], sum: i32) -> Option<bool> {
        let (mut placed, mut total, mut open, mut empty) = (0u32, 0i32, 0u32, 0u32);
        for &c in cells {
            let c = usize::from(c);
            match self.values[c] {
                0 => {
                    open |= self.cands[c];
                    empty += 1;
                }
                d => {
                    placed |= 1 << (d - 1);
                    total += i32::from(d);
                }
            }
        }
        if empty == 0 {
            return (total == sum).then_some(false);
        }
        if net.small {
            return self.narrow_small_cage(cells, placed, empty as usize, sum - total);
        }
        let allowed = cage::allowed(open & !placed, empty, sum - total)?;
        let mut changed = false;
        for &c in cells {
            let c = usize::from(c);
            if self.values[c] == 0 && self.cands[c] & !allowed != 0 {
                self.cands[c] &= allowed;
                if self.cands[c] == 0 {
                    return None;
                }
                changed = true;
            }
        }
        Some(changed)
    }
}

/// Orders the candidate digits of one guess in place.
pub(super) type DigitOrder<'o> = &'o mut dyn FnMut(&mut [u8]);

struct Search<'a, 'o> {
    net: &'a Net,
    limit: usize,
    /// Positions left to visit before giving up.
    budget: u64,
    found: usize,
    solutions: Vec<Vec<u8>>,
    order: Option<DigitOrder<'o>>,
}

impl Search<'_, '_> {
    fn run(&mut self, mut state: State) {
        if self.found >= self.limit || self.budget == 0 {
            return;
        }
        self.budget -= 1;
        if !state.propagate(self.net) {
            return;
        }
        let mut best: Option<(usize, u32)> = None;
        for (cell, &v) in state.values.iter().enumerate() {
            if v == 0 {
                let count = state.cands[cell].count_ones();
                if best.is_none_or(|(_, c)| count < c) {
                    best = Some((cell, count));
                    if count == 2 {
                        break;
                    }
                }
            }
        }
        let Some((cell, _)) = best else {
            self.found += 1;
            if self.solutions.len() < 2 {
                self.solutions.push(state.values);
            }
            return;
        };
        let mut digits: Vec<u8> = (0..32u8)
            .filter(|&i| state.cands[cell] & (1 << i) != 0)
            .map(|i| i + 1)
            .collect();
        if let Some(order) = self.order.as_mut() {
            order(&mut digits);
        }
        for d in digits {
            if self.found >= self.limit || self.budget == 0 {
                return;
            }
            let mut next = state.clone();
            if next.place(self.net, cell, d) {
                self.run(next);
            }
        }
    }
}

/// Searches `givens` under `rules` up to `limit` solutions: how many were found, and the first
/// two of them.
pub(super) fn run(
    rules: &Rules,
    givens: &Grid,
    limit: usize,
    order: Option<DigitOrder<'_>>,
) -> (usize, Vec<Grid>) {
    let (found, solutions, _) = run_within(rules, givens, limit, order, u64::MAX);
    (found, solutions)
}

/// [`run`], giving up (with what was found so far) after visiting `budget` positions; the
/// last value says whether it gave up.
pub(super) fn run_within(
    rules: &Rules,
    givens: &Grid,
    limit: usize,
    order: Option<DigitOrder<'_>>,
    budget: u64,
) -> (usize, Vec<Grid>, bool) {
    let g = rules.geometry();
    if givens.geometry() != g || limit == 0 {
        return (0, Vec::new(), false);
    }
    let net = Net::new(rules);
    let mut state = State {
        values: vec![0; g.cell_count()],
        cands: vec![net.full; g.cell_count()],
    };
    for cell in g.cells() {
        if let Some(d) = givens.get(cell) {
            if !state.place(&net, cell.index(), d.get()) {
                return (0, Vec::new(), false);
            }
        }
    }
    let mut search = Search {
        net: &net,
        limit,
        budget,
        found: 0,
        solutions: Vec::new(),
        order,
    };
    search.run(state);
    let solutions = search
        .solutions
        .iter()
        .map(|values| {
            let mut grid = Grid::empty(g);
            for (i, &v) in values.iter().enumerate() {
                grid.set(Cell::new(i), Digit::new(v));
            }
            grid
        })
        .collect();
    (search.found, solutions, search.budget == 0)
}
