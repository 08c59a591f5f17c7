//! The search for variant rules: candidates per cell, a digit placed removes itself from the
//! cell's peers (its units' and its cage's cells), then naked and hidden singles over every unit
//! and each cage's totals narrow the candidates until a guess is needed, on the cell with the
//! fewest.

use crate::{Cell, Digit, Grid};

use super::{cage, Rules};

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
        let mut bounds = Vec::new();
        if !sums.is_empty() {
            sums.extend(innies(rules, &units));
            bounds = outies(rules, &units);
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

/// The 45 rule inside single units: the cells of a unit outside the cages with totals wholly
/// inside it add up to the unit's total less theirs, and are distinct, as a cage's are.
fn innies(rules: &Rules, units: &[Vec<u16>]) -> Vec<(Vec<u16>, i32)> {
    let n = rules.geometry().size();
    let whole = (n * (n + 1) / 2) as i32;
    let mut found = Vec::new();
    for unit in units {
        let mut left = whole;
        let mut rest: Vec<u16> = unit.clone();
        for cage in rules.cages() {
            let Some(sum) = cage.sum() else { continue };
            if cage
                .cells()
                .iter()
                .all(|c| unit.contains(&(c.index() as u16)))
            {
                left -= i32::from(sum);
                rest.retain(|&c| !cage.cells().iter().any(|x| x.index() as u16 == c));
            }
        }
        if !rest.is_empty() && rest.len() < unit.len() {
            found.push((rest, left));
        }
    }
    found
}

/// The 45 rule outside units and runs of two or three rows or columns: when cages with totals
/// cover them whole, the cells of those cages outside add up to the cages' total less the
/// units'. Those cells need not be distinct, so only the bounds of their total narrow them.
fn outies(rules: &Rules, units: &[Vec<u16>]) -> Vec<(Vec<u16>, i32)> {
    let g = rules.geometry();
    let n = g.size();
    let whole = (n * (n + 1) / 2) as i32;
    let mut groups: Vec<Vec<u16>> = units.to_vec();
    for k in 2..=3 {
        for first in 0..=n.saturating_sub(k) {
            let rows = (first..first + k).flat_map(|r| (0..n).map(move |c| (r * n + c) as u16));
            let cols = (first..first + k).flat_map(|c| (0..n).map(move |r| (r * n + c) as u16));
            groups.push(rows.collect());
            groups.push(cols.collect());
        }
    }
    let mut found = Vec::new();
    for group in groups {
        let mut covered = vec![false; g.cell_count()];
        let mut total = 0;
        let mut out = Vec::new();
        for cage in rules.cages() {
            let Some(sum) = cage.sum() else { continue };
            if !cage
                .cells()
                .iter()
                .any(|c| group.contains(&(c.index() as u16)))
            {
                continue;
            }
            total += i32::from(sum);
            for c in cage.cells() {
                covered[c.index()] = true;
                if !group.contains(&(c.index() as u16)) {
                    out.push(c.index() as u16);
                }
            }
        }
        if group.iter().all(|&c| covered[usize::from(c)]) && !out.is_empty() {
            found.push((out, total - whole * (group.len() / n) as i32));
        }
    }
    found
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

impl State {
    /// Keeps in `cells` (not necessarily distinct) only digits with which the others' smallest
    /// and largest candidates can still make `sum`; `None` when the total cannot be made.
    fn narrow_bounds(&mut self, cells: &[u16], sum: i32) -> Option<bool> {
        let (mut low, mut high) = (0i32, 0i32);
        for &c in cells {
            let m = self.cands[usize::from(c)];
            if m == 0 {
                return None;
            }
            low += m.trailing_zeros() as i32 + 1;
            high += 32 - m.leading_zeros() as i32;
        }
        if !(low..=high).contains(&sum) {
            return None;
        }
        let mut changed = false;
        for &c in cells {
            let c = usize::from(c);
            let m = self.cands[c];
            if m.is_power_of_two() {
                continue;
            }
            let (lo, hi) = (m.trailing_zeros() as i32 + 1, 32 - m.leading_zeros() as i32);
            // The others make between low - lo and high - hi.
            let (others_low, others_high) = (low - lo, high - hi);
            let mut keep = m;
            let mut bits = m;
            while bits != 0 {
                let b = bits.trailing_zeros() as i32;
                bits &= bits - 1;
                let rest = sum - (b + 1);
                if rest < others_low || rest > others_high {
                    keep &= !(1 << b);
                }
            }
            if keep != m {
                if keep == 0 {
                    return None;
                }
                self.cands[c] = keep;
                changed = true;
            }
        }
        Some(changed)
    }

    /// [`State::narrow_cage`] on grids up to 9×9, from the table of digit sets: each open cell
    /// keeps the digits of a set that makes `left` in which the other digits fit the other
    /// open cells' candidates.
    fn narrow_small_cage(
        &mut self,
        cells: &[u16],
        placed: u32,
        empty: usize,
        left: i32,
    ) -> Option<bool> {
        let mut open = [0usize; 9];
        let mut cands = [0u32; 9];
        let mut k = 0;
        for &c in cells {
            let c = usize::from(c);
            if self.values[c] == 0 && k < 9 {
                open[k] = c;
                cands[k] = self.cands[c] & !placed;
                k += 1;
            }
        }
        let union = cands[..k].iter().fold(0, |u, &m| u | m);
        let mut others = [0u32; 9];
        for (i, other) in others.iter_mut().enumerate().take(k) {
            *other = (0..k).filter(|&j| j != i).fold(0, |u, j| u | cands[j]);
        }
        let mut keep = [0u32; 9];
        for &set in cage::Table::get().sets(empty, left) {
            let set = u32::from(set);
            if set & !union != 0 {
                continue;
            }
            for i in 0..k {
                let mut here = set & cands[i];
                while here != 0 {
                    let d = here & here.wrapping_neg();
                    here &= here - 1;
                    if (set & !d) & !others[i] == 0 {
                        keep[i] |= d;
                    }
                }
            }
        }
        let mut changed = false;
        for i in 0..k {
            let c = open[i];
            if keep[i] == 0 {
                return None;
            }
            if self.cands[c] & !keep[i] != 0 {
                self.cands[c] &= keep[i];
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
