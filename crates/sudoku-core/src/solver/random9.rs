//! The 9×9 path of [`super::random_solution`]: the general search (`search.rs`) with a random
//! digit order per guess, specialised to 9×9. It finds the same grid from the same RNG — the
//! same positions after the singles, the same guess cell, the same digits shuffled by the same
//! draws — so the daily puzzles, which start from such a grid, stay what they were. What
//! changes is the bookkeeping: fixed tables instead of a layout built per call, each cell's
//! candidates kept up to date on placement, singles found from what changed rather than by
//! passes over the grid (see [`State::propagate`] for why the outcome is the same), and a
//! position of about 420 bytes that a guess copies (the general one is sized for 25×25).
//!
//! Generation draws a full grid for every attempt, and with the general search this was about
//! a third of the generator's time.

use crate::random::shuffle;
use crate::tables9::{ALL, PEERS, UNITS, UNIT_BITS};

/// One position: the digit of each cell (0 for empty) and the candidates of each empty cell,
/// with the work its last placements left (cells come down to one candidate, units whose
/// candidates changed) and whether one of them left a cell without a candidate.
#[derive(Clone, Copy)]
struct State {
    values: [u8; 81],
    cands: [u16; 81],
    empty: u8,
    naked: [u8; 81],
    naked_len: u8,
    /// Units (bit `u`) to look at for hidden singles and missing digits.
    dirty: u32,
    broken: bool,
}

impl State {
    /// The position of `givens`, or `None` if a given conflicts with an earlier one.
    fn new(givens: &[u8; 81]) -> Option<State> {
        let mut state = State {
            values: [0; 81],
            cands: [ALL; 81],
            empty: 81,
            naked: [0; 81],
            naked_len: 0,
            dirty: (1 << 27) - 1,
            broken: false,
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
        self.dirty |= UNIT_BITS[cell];
        for &peer in &PEERS[cell] {
            let peer = usize::from(peer);
            let cands = self.cands[peer];
            if cands & bit != 0 {
                let left = cands & !bit;
                self.cands[peer] = left;
                self.dirty |= UNIT_BITS[peer];
                if left == 0 {
                    self.broken = true;
                } else if left & (left - 1) == 0 {
                    if let Some(slot) = self.naked.get_mut(usize::from(self.naked_len)) {
                        *slot = peer as u8;
                        self.naked_len += 1;
                    }
                }
            }
        }
        self.empty -= 1;
    }

    /// Places singles until none is left; returns false on a contradiction (a cell with no
    /// candidate, or a digit with no place in a unit).
    ///
    /// The general search places them pass by pass in reading order; this places naked
    /// singles as they appear and looks for hidden singles only in changed units. The outcome
    /// is the same: singles placed in a position with no contradiction are forced, so every
    /// order reaches the same position, or every order meets a contradiction (a cell or unit
    /// empty of candidates in one order cannot be filled in another).
    fn propagate(&mut self) -> bool {
        loop {
            if self.broken {
                return false;
            }
            if self.naked_len > 0 {
                self.naked_len -= 1;
                let cell = usize::from(self.naked[usize::from(self.naked_len)]);
                let cands = self.cands[cell];
                if self.values[cell] == 0 {
                    self.place(cell, cands.trailing_zeros() as u8 + 1);
                }
                continue;
            }
            if self.dirty == 0 {
                return true;
            }
            let unit = &UNITS[self.dirty.trailing_zeros() as usize];
            self.dirty &= self.dirty - 1;
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
                    Some(cell) => self.place(cell, bit.trailing_zeros() as u8 + 1),
                    // An earlier placement in this unit took its last place.
                    None => return false,
                }
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
