//! The 9×9 path of [`super::random_solution`]: the general search (`search.rs`) with a random
//! digit order per guess, specialised to 9×9. It makes the same decisions in the same order —
//! the same singles pass by pass, the same guess cell, the same digits shuffled by the same
//! draws — so it finds the same grid from the same RNG, and the daily puzzles, which start from
//! such a grid, stay what they were. What changes is the bookkeeping: fixed tables instead of a
//! layout built per call, each cell's candidates kept up to date on placement instead of
//! recomputed from the units at every look, and a position of about 250 bytes that a guess
//! copies (the general one is sized for 25×25).
//!
//! Generation draws a full grid for every attempt, and with the general search this was about
//! a third of the generator's time.

use crate::generate::shuffle;

/// The nine digits, one bit each.
const ALL: u16 = 0x1ff;

/// The cells of each unit in reading order: the rows, then the columns, then the boxes (the
/// order of `Geometry::units`, which the general search follows).
const UNITS: [[u8; 9]; 27] = units();

/// The 20 other cells that share a unit with each cell.
const PEERS: [[u8; 20]; 81] = peers();

const fn units() -> [[u8; 9]; 27] {
    let mut units = [[0u8; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut i = 0;
        while i < 9 {
            units[k][i] = (k * 9 + i) as u8;
            units[9 + k][i] = (i * 9 + k) as u8;
            units[18 + k][i] = ((k / 3 * 3 + i / 3) * 9 + k % 3 * 3 + i % 3) as u8;
            i += 1;
        }
        k += 1;
    }
    units
}

const fn peers() -> [[u8; 20]; 81] {
    let mut peers = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (r, c) = (cell / 9, cell % 9);
        let mut len = 0;
        let mut other = 0;
        while other < 81 {
            let (r2, c2) = (other / 9, other % 9);
            let same_box = r / 3 == r2 / 3 && c / 3 == c2 / 3;
            if other != cell && (r == r2 || c == c2 || same_box) {
                peers[cell][len] = other as u8;
                len += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    peers
}

/// One position: the digit of each cell (0 for empty) and the candidates of each empty cell.
#[derive(Clone, Copy)]
struct State {
    values: [u8; 81],
    cands: [u16; 81],
    empty: u8,
}

impl State {
    /// The position of `givens`, or `None` if a given conflicts with an earlier one.
    fn new(givens: &[u8; 81]) -> Option<State> {
        let mut state = State {
            values: [0; 81],
            cands: [ALL; 81],
            empty: 81,
        };
        for (cell, &digit) in givens.iter().enumerate() {
            if digit != 0 {
                if state.cands[cell] & (1 << (digit - 1)) == 0 {
                    return None;
                }
                state.place(cell, digit);
            }
        }
        Some(state)
    }

    fn place(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.values[cell] = digit;
        self.cands[cell] = 0;
        for &peer in &PEERS[cell] {
            self.cands[usize::from(peer)] &= !bit;
        }
        self.empty -= 1;
    }

    /// Places naked singles, then hidden singles unit by unit, pass after pass, exactly as the
    /// general search's `propagate` does. Returns false on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            let mut progress = false;
            for cell in 0..81 {
                if self.values[cell] != 0 {
                    continue;
                }
                let cands = self.cands[cell];
                if cands == 0 {
                    return false;
                }
                if cands & (cands - 1) == 0 {
                    self.place(cell, cands.trailing_zeros() as u8 + 1);
                    progress = true;
                }
            }
            for unit in &UNITS {
                let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
                for &cell in unit {
                    let cell = usize::from(cell);
                    match self.values[cell] {
                        0 => {
                            let cands = self.cands[cell];
                            twice |= once & cands;
                            once |= cands;
                        }
                        d => placed |= 1 << (d - 1),
                    }
                }
                if (once | placed) != ALL {
                    return false;
                }
                let mut hidden = once & !twice & !placed;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden &= hidden - 1;
                    let home = unit
                        .iter()
                        .map(|&c| usize::from(c))
                        .find(|&c| self.values[c] == 0 && self.cands[c] & bit != 0);
                    match home {
                        Some(cell) => {
                            self.place(cell, bit.trailing_zeros() as u8 + 1);
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
}

/// A solution of `givens` (0 empty, 1–9 digits) chosen as [`super::random_solution`] chooses
/// it, or `None` if there is none.
pub(super) fn random_solution9<R: rand::Rng + ?Sized>(
    givens: &[u8; 81],
    rng: &mut R,
) -> Option<[u8; 81]> {
    search(State::new(givens)?, rng)
}

fn search<R: rand::Rng + ?Sized>(mut state: State, rng: &mut R) -> Option<[u8; 81]> {
    if !state.propagate() {
        return None;
    }
    if state.empty == 0 {
        return Some(state.values);
    }
    // Guess on the first empty cell with the fewest candidates, stopping early at two.
    let mut best = (u32::MAX, 0usize, 0u16);
    for cell in 0..81 {
        if state.values[cell] == 0 {
            let cands = state.cands[cell];
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
    let mut digits = [0u8; 9];
    let mut len = 0;
    while cands != 0 {
        digits[len] = cands.trailing_zeros() as u8 + 1;
        cands &= cands - 1;
        len += 1;
    }
    shuffle(&mut digits[..len], rng);
    for &digit in &digits[..len] {
        let mut child = state;
        child.place(cell, digit);
        if let Some(solution) = search(child, rng) {
            return Some(solution);
        }
    }
    None
}
