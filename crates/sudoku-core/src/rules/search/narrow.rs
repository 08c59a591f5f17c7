//! The two narrowings of a search position by totals that need more than the singles: the
//! cages of grids up to 9×9 from the table of digit sets, and totals of cells that need not be
//! distinct, by their bounds.

use super::super::cage;
use super::State;

impl State {
    /// Keeps in `cells` (not necessarily distinct) only digits with which the others' smallest
    /// and largest candidates can still make `sum`; `None` when the total cannot be made.
    pub(super) fn narrow_bounds(&mut self, cells: &[u16], sum: i32) -> Option<bool> {
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
    pub(super) fn narrow_small_cage(
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
