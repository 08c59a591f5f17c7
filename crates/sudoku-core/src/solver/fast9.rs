//! The 9×9 fast path. Candidates are kept per digit as an 81-bit board (one `u128` per digit),
//! so a placement, the search for naked singles across the whole grid, and the test for a cell
//! without candidates are a handful of bitwise operations instead of loops over cells.

use super::Stats;

/// The 81 cells.
const ALL: u128 = (1 << 81) - 1;

/// The cells of each unit: rows 0–8, columns 9–17, boxes 18–26.
const UNITS: [u128; 27] = units();
/// The 20 cells sharing a unit with each cell.
const PEERS: [u128; 81] = peers();

const fn units() -> [u128; 27] {
    let mut units = [0u128; 27];
    let mut cell = 0;
    while cell < 81 {
        let (r, c) = (cell / 9, cell % 9);
        let b = (r / 3) * 3 + c / 3;
        units[r] |= 1 << cell;
        units[9 + c] |= 1 << cell;
        units[18 + b] |= 1 << cell;
        cell += 1;
    }
    units
}

const fn peers() -> [u128; 81] {
    let units = units();
    let mut peers = [0u128; 81];
    let mut cell = 0;
    while cell < 81 {
        let (r, c) = (cell / 9, cell % 9);
        let b = (r / 3) * 3 + c / 3;
        peers[cell] = (units[r] | units[9 + c] | units[18 + b]) & !(1 << cell);
        cell += 1;
    }
    peers
}

/// One position: where each digit may still go, where each digit is placed, and which cells
/// are empty. About 300 bytes, copied on every guess.
#[derive(Clone, Copy)]
struct State {
    candidates: [u128; 9],
    placed: [u128; 9],
    empty: u128,
    /// Digits whose board changed since the last hidden-single scan (one bit per digit): only
    /// those can have a new hidden single, so the others are not scanned again.
    unscanned: u16,
    /// Likewise for the pointing and claiming scan.
    unlocked: u16,
}

impl State {
    /// The position of `givens` (0 empty, 1–9 digits), or `None` if a given conflicts or is out
    /// of range.
    fn new(givens: &[u8; 81]) -> Option<State> {
        let mut state = State {
            candidates: [ALL; 9],
            placed: [0; 9],
            empty: ALL,
            unscanned: 0x1ff,
            unlocked: 0x1ff,
        };
        for (cell, &value) in givens.iter().enumerate() {
            if value == 0 {
                continue;
            }
            let d = usize::from(value).checked_sub(1).filter(|&d| d < 9)?;
            if state.candidates[d] & (1 << cell) == 0 {
                return None;
            }
            state.place(cell, d);
        }
        Some(state)
    }

    fn place(&mut self, cell: usize, d: usize) {
        let bit = 1u128 << cell;
        let mut changed = 1u16 << d;
        for (e, board) in self.candidates.iter_mut().enumerate() {
            changed |= u16::from(*board & bit != 0) << e;
            *board &= !bit;
        }
        self.unscanned |= changed;
        self.unlocked |= changed;
        self.candidates[d] &= !PEERS[cell];
        self.placed[d] |= bit;
        self.empty &= !bit;
    }

    /// Cells with at least one, at least two and at least three candidates.
    fn counts(&self) -> (u128, u128, u128) {
        let (mut once, mut twice, mut thrice) = (0u128, 0u128, 0u128);
        for &board in &self.candidates {
            thrice |= twice & board;
            twice |= once & board;
            once |= board;
        }
        (once, twice, thrice)
    }

    /// Places naked and hidden singles until none is left; false on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            let (once, twice, _) = self.counts();
            if self.empty & !once != 0 {
                return false;
            }
            let singles = once & !twice & self.empty;
            if singles != 0 {
                for d in 0..9 {
                    let mut cells = singles & self.candidates[d];
                    while cells != 0 {
                        let cell = cells.trailing_zeros() as usize;
                        cells &= cells - 1;
                        // An earlier single of this round may have taken this cell's last
                        // candidate: two cells of one unit that must both be `d`.
                        if self.candidates[d] & (1 << cell) == 0 {
                            return false;
                        }
                        self.place(cell, d);
                    }
                }
                continue;
            }
            let mut progress = false;
            let mut digits = self.unscanned;
            self.unscanned = 0;
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                for unit in UNITS {
                    let spots = self.candidates[d] & unit;
                    if spots == 0 {
                        if self.placed[d] & unit == 0 {
                            return false;
                        }
                    } else if spots & (spots - 1) == 0 {
                        self.place(spots.trailing_zeros() as usize, d);
                        progress = true;
                    }
                }
            }
            if !progress && !self.locked_candidates() {
                return true;
            }
        }
    }

    /// Pointing and claiming: when a digit's places in a box all lie in one row or column,
    /// that line loses the digit outside the box, and the other way round. Returns whether any
    /// candidate went. Cheap next to a guess, and it spares many on hard puzzles.
    fn locked_candidates(&mut self) -> bool {
        let mut changed = false;
        let mut digits = self.unlocked;
        self.unlocked = 0;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let board = &mut self.candidates[d];
            let before = *board;
            for b in 0..9 {
                let in_box = *board & UNITS[18 + b];
                if in_box == 0 {
                    continue;
                }
                let (band, stack) = (b / 3, b % 3);
                for line in (band * 3..band * 3 + 3).chain(9 + stack * 3..9 + stack * 3 + 3) {
                    let unit = UNITS[line];
                    let in_line = *board & unit;
                    let outside_box = unit & !UNITS[18 + b];
                    if in_box & !unit == 0 && in_line & outside_box != 0 {
                        // Pointing: the box's places are all on this line.
                        *board &= !outside_box;
                        changed = true;
                    } else if in_line & outside_box == 0 && in_box & !unit != 0 && in_line != 0 {
                        // Claiming: the line's places are all in this box.
                        *board &= !(UNITS[18 + b] & !unit);
                        changed = true;
                    }
                }
            }
            if *board != before {
                self.unscanned |= 1 << d;
                self.unlocked |= 1 << d;
            }
        }
        changed
    }

    /// The empty cell to guess on: one with two candidates if there is one, else the one with
    /// the fewest.
    fn guess_cell(&self) -> usize {
        let (_, twice, thrice) = self.counts();
        let pairs = twice & !thrice & self.empty;
        if pairs != 0 {
            return pairs.trailing_zeros() as usize;
        }
        let mut best = (u32::MAX, 0);
        let mut cells = self.empty;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let count = self
                .candidates
                .iter()
                .filter(|b| *b & (1 << cell) != 0)
                .count() as u32;
            if count < best.0 {
                best = (count, cell);
            }
        }
        best.1
    }

    fn solution(&self) -> [u8; 81] {
        let mut values = [0u8; 81];
        for (d, &board) in self.placed.iter().enumerate() {
            let mut cells = board;
            while cells != 0 {
                values[cells.trailing_zeros() as usize] = d as u8 + 1;
                cells &= cells - 1;
            }
        }
        values
    }
}

struct Search {
    limit: u32,
    found: u32,
    /// The first two solutions found.
    solutions: Vec<[u8; 81]>,
    stats: Stats,
}

impl Search {
    fn run(&mut self, mut state: State) {
        self.stats.nodes += 1;
        if !state.propagate() {
            self.stats.backtracks += 1;
            return;
        }
        if state.empty == 0 {
            self.found += 1;
            if self.solutions.len() < 2 {
                self.solutions.push(state.solution());
            }
            return;
        }
        let cell = state.guess_cell();
        for d in 0..9 {
            if state.candidates[d] & (1 << cell) == 0 {
                continue;
            }
            self.stats.guesses += 1;
            let mut child = state;
            child.place(cell, d);
            self.run(child);
            if self.found >= self.limit {
                return;
            }
        }
    }
}

/// Solves a 9×9 grid given as 81 values (0 empty, 1–9 digits): the number of solutions up to
/// `limit` (at least 1), and the first two solutions found.
pub(crate) fn solve9(givens: &[u8; 81], limit: u32, stats: &mut Stats) -> (u32, Vec<[u8; 81]>) {
    let Some(state) = State::new(givens) else {
        stats.nodes += 1;
        stats.backtracks += 1;
        return (0, Vec::new());
    };
    let mut search = Search {
        limit: limit.max(1),
        found: 0,
        solutions: Vec::new(),
        stats: Stats::default(),
    };
    search.run(state);
    *stats += search.stats;
    (search.found, search.solutions)
}
