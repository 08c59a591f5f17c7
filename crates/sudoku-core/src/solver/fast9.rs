//! The 9×9 fast path. Candidates are kept per digit and per band of three rows as 27-bit words
//! (in the manner of JCZSolve and fsss2), so one table lookup settles a digit's rows against its
//! boxes within a band, and a column fold does the same for the stacks. That covers pointing,
//! claiming and every hidden single. Naked singles come from counting candidates across the nine
//! digit words of a band bit-slice by bit-slice. The whole position is 124 bytes, so a guess is a
//! plain copy.

mod tables;

use tables::{columns, row_singles, stack_index, triads, BAND, BAND_ALLOWED, ROWS, STACK_ALLOWED};

use super::Stats;

/// The nine digits, one bit each.
const DIGITS: u16 = 0x1ff;

/// One position.
#[derive(Clone, Copy)]
struct State {
    /// Where each digit may go: index `3 * d + b` for digit `d` (0–8) in band `b`, bit
    /// `9 * r + c` for row `r` of the band and column `c`. A settled cell keeps its digit.
    cand: [u32; 27],
    /// The settled cells of each band: their digit is known and gone from the other digits.
    solved: [u32; 3],
    /// Digits whose candidates changed since they were last brought to a fixed point.
    dirty: u16,
}

impl State {
    /// The position of `givens` (0 empty, 1–9 digits), or `None` if a given is out of range or
    /// two givens of a digit share a row.
    fn new(givens: &[u8; 81]) -> Option<State> {
        let mut state = State {
            cand: [BAND; 27],
            solved: [0; 3],
            dirty: DIGITS,
        };
        for (cell, &value) in givens.iter().enumerate() {
            if value == 0 {
                continue;
            }
            let d = usize::from(value).checked_sub(1).filter(|&d| d < 9)?;
            let (b, bit) = (cell / 27, 1u32 << (cell % 27));
            if state.cand[3 * d + b] & bit == 0 {
                return None;
            }
            state.place(b, bit, d);
        }
        Some(state)
    }

    /// Puts digit `d` in the cell `bit` of band `b`: the digit leaves the rest of the row, and
    /// the other digits leave the cell. The digit's update does the rest.
    fn place(&mut self, b: usize, bit: u32, d: usize) {
        let row = 0x1ff << (9 * (bit.trailing_zeros() / 9));
        self.cand[3 * d + b] &= !row | bit;
        self.dirty |= 1 << d;
        for e in 0..9 {
            let slot = &mut self.cand[3 * e + b];
            if e != d && *slot & bit != 0 {
                *slot &= !bit;
                self.dirty |= 1 << e;
            }
        }
    }

    /// Removes digit `d` from the cell `bit` of band `b`.
    fn remove(&mut self, b: usize, bit: u32, d: usize) {
        self.cand[3 * d + b] &= !bit;
        self.dirty |= 1 << d;
    }

    /// Brings digit `d` to a fixed point of the band and stack rules, then settles the cells it
    /// has alone in a row, taking them from the other digits. False on a contradiction.
    fn update_digit(&mut self, d: usize) -> bool {
        let base = 3 * d;
        let mut a = [self.cand[base], self.cand[base + 1], self.cand[base + 2]];
        loop {
            // Rows against boxes in each band.
            let h = [
                a[0] & BAND_ALLOWED[triads(a[0])],
                a[1] & BAND_ALLOWED[triads(a[1])],
                a[2] & BAND_ALLOWED[triads(a[2])],
            ];
            if h[0] == 0 || h[1] == 0 || h[2] == 0 {
                return false;
            }
            // Columns against boxes in each stack.
            let folds = columns(h[0]) | columns(h[1]) << 9 | columns(h[2]) << 18;
            let allowed = STACK_ALLOWED[stack_index(folds, 0)]
                | STACK_ALLOWED[stack_index(folds, 1)] << 3
                | STACK_ALLOWED[stack_index(folds, 2)] << 6;
            let v = [
                h[0] & (allowed & 0x1ff) * ROWS,
                h[1] & (allowed >> 9 & 0x1ff) * ROWS,
                h[2] & (allowed >> 18) * ROWS,
            ];
            if v == a {
                break;
            }
            a = v;
        }
        self.cand[base..base + 3].copy_from_slice(&a);
        for (b, &word) in a.iter().enumerate() {
            let new = row_singles(word) & !self.solved[b];
            if new == 0 {
                continue;
            }
            self.solved[b] |= new;
            for e in 0..9 {
                let slot = &mut self.cand[3 * e + b];
                if e != d && *slot & new != 0 {
                    *slot &= !new;
                    self.dirty |= 1 << e;
                }
            }
        }
        true
    }

    /// Places every naked single of the position; returns `None` on a contradiction (a cell
    /// without candidates, or two cells of a row left with the same digit), else whether any
    /// was placed.
    fn naked_singles(&mut self) -> Option<bool> {
        let mut progress = false;
        for b in 0..3 {
            let (mut once, mut twice) = (0, 0);
            for d in 0..9 {
                let word = self.cand[3 * d + b];
                twice |= once & word;
                once |= word;
            }
            let open = BAND & !self.solved[b];
            if open & !once != 0 {
                return None;
            }
            let singles = once & !twice & open;
            if singles == 0 {
                continue;
            }
            progress = true;
            for d in 0..9 {
                let mut cells = singles & self.cand[3 * d + b];
                while cells != 0 {
                    let bit = cells & cells.wrapping_neg();
                    cells ^= bit;
                    // An earlier single of this digit in the same row took this cell away.
                    if self.cand[3 * d + b] & bit == 0 {
                        return None;
                    }
                    let row = 0x1ff << (9 * (bit.trailing_zeros() / 9));
                    self.cand[3 * d + b] &= !row | bit;
                    self.dirty |= 1 << d;
                }
            }
        }
        Some(progress)
    }

    /// Applies every rule until none applies; false on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            while self.dirty != 0 {
                let d = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                if !self.update_digit(d) {
                    return false;
                }
            }
            match self.naked_singles() {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    fn is_solved(&self) -> bool {
        self.solved == [BAND; 3]
    }

    /// The cell to guess on and its candidate digits: a cell with two candidates if there is
    /// one, else the first cell with the fewest.
    fn guess(&self) -> (usize, u32, u16) {
        let mut best = (0, 0, 10);
        for b in 0..3 {
            let (mut once, mut twice, mut thrice) = (0, 0, 0);
            for d in 0..9 {
                let word = self.cand[3 * d + b];
                thrice |= twice & word;
                twice |= once & word;
                once |= word;
            }
            let open = BAND & !self.solved[b];
            let pairs = twice & !thrice & open;
            if pairs != 0 {
                let bit = pairs & pairs.wrapping_neg();
                return (b, bit, self.digits_at(b, bit));
            }
            let mut cells = open;
            while cells != 0 {
                let bit = cells & cells.wrapping_neg();
                cells ^= bit;
                let count = self.digits_at(b, bit).count_ones();
                if count < best.2 {
                    best = (b, bit, count);
                }
            }
        }
        (best.0, best.1, self.digits_at(best.0, best.1))
    }

    /// The candidate digits of the cell `bit` of band `b`.
    fn digits_at(&self, b: usize, bit: u32) -> u16 {
        let mut digits = 0;
        for d in 0..9 {
            if self.cand[3 * d + b] & bit != 0 {
                digits |= 1 << d;
            }
        }
        digits
    }

    fn solution(&self) -> [u8; 81] {
        let mut values = [0u8; 81];
        for (i, &word) in self.cand.iter().enumerate() {
            let (d, b) = (i / 3, i % 3);
            let mut cells = word;
            while cells != 0 {
                values[27 * b + cells.trailing_zeros() as usize] = d as u8 + 1;
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
        loop {
            self.stats.nodes += 1;
            if !state.propagate() {
                self.stats.backtracks += 1;
                return;
            }
            if state.is_solved() {
                self.found += 1;
                if self.solutions.len() < 2 {
                    self.solutions.push(state.solution());
                }
                return;
            }
            let (b, bit, mut digits) = state.guess();
            // Every digit but the last is tried on a copy; the last one goes on in this frame,
            // so the final branch of each guess costs no copy and no call.
            loop {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                self.stats.guesses += 1;
                if digits == 0 {
                    state.place(b, bit, d);
                    break;
                }
                let mut child = state;
                child.place(b, bit, d);
                self.run(child);
                if self.found >= self.limit {
                    return;
                }
                state.remove(b, bit, d);
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
