//! The intersection rules, which reason across digits where the per-digit band and stack rules
//! cannot: the three cells where a row meets a box (or a column meets a box) hold exactly three
//! digits. So when only three digits can go there, each must, and leaves the rest of its row and
//! box; and when three digits must go there, no other can. tdoku's cardinality constraints on
//! triads make the same inferences; they settle many positions that would otherwise need a guess.
//!
//! The triad sets of one digit in the three bands (or stacks) are packed into one word, nine bits
//! a lane, so the counting runs over all three lanes at once.

use super::tables::{stacks_of, BAND, BAND_ALLOWED, ROWS};
use super::State;

impl State {
    /// Applies the intersection rules to every band and stack. Returns `None` on a
    /// contradiction, else whether any candidate went.
    pub(super) fn intersections(&mut self) -> Option<bool> {
        let packed: [u32; 9] = std::array::from_fn(|d| {
            u32::from(self.triads[0][d])
                | u32::from(self.triads[1][d]) << 9
                | u32::from(self.triads[2][d]) << 18
        });
        let mut sets = packed;
        let changed = locked(&mut sets)?;
        for (d, &set) in sets.iter().enumerate() {
            if set != packed[d] {
                for b in 0..3 {
                    let keep = (set >> (9 * b) & 0x1ff) as usize;
                    self.cand[b][d] &= BAND_ALLOWED[keep];
                    self.dirty |= 1 << (9 * b + d);
                }
            }
        }
        // The bands' eliminations go through propagation before the stacks are looked at.
        if changed {
            return Some(true);
        }
        let mut sets = self.folds.map(stacks_of);
        let before = sets;
        let changed = locked(&mut sets)?;
        for (d, &set) in sets.iter().enumerate() {
            if set != before[d] {
                // Back from stack lanes to the columns each band keeps.
                let cols = stacks_of(set);
                for b in 0..3 {
                    self.cand[b][d] &= (cols >> (9 * b) & 0x1ff) * ROWS;
                    self.dirty |= 1 << (9 * b + d);
                }
            }
        }
        Some(changed)
    }
}

/// The triads of a packed set that are alone in their row of three: those every permutation
/// inside a closed set goes through.
#[inline(always)]
fn alone(set: u32) -> u32 {
    let next = (set >> 1 & 0o333_333_333) | (set << 2 & 0o444_444_444);
    let after = (set >> 2 & 0o111_111_111) | (set << 1 & 0o666_666_666);
    set & !(next | after)
}

/// Applies the intersection rules to the packed triad sets of the nine digits, in place.
/// Returns `None` on a contradiction, else whether any set shrank.
fn locked(sets: &mut [u32; 9]) -> Option<bool> {
    let (mut one, mut two, mut three, mut four) = (0, 0, 0, 0);
    let (mut must_one, mut must_two, mut must_three, mut must_four) = (0, 0, 0, 0);
    for &set in sets.iter() {
        four |= three & set;
        three |= two & set;
        two |= one & set;
        one |= set;
        let must = alone(set);
        must_four |= must_three & must;
        must_three |= must_two & must;
        must_two |= must_one & must;
        must_one |= must;
    }
    if three != BAND || must_four != 0 {
        return None;
    }
    // Only the triads where a rule takes something away: three digits can go there but not all
    // three must yet, or three must and a fourth still can.
    let only = three & !four & !must_three;
    let full = must_three & four;
    if only | full == 0 {
        return Some(false);
    }
    for set in sets.iter_mut() {
        let must = alone(*set);
        let mut keep = *set & !(full & !must);
        let mut lock = *set & only & !must;
        while lock != 0 {
            let t = lock.trailing_zeros();
            lock &= lock - 1;
            let (lane, u) = (t / 9 * 9, t % 9);
            let row_and_box = (0o7 << (u / 3 * 3) | 0o111 << (u % 3)) << lane;
            keep &= !row_and_box | 1 << t;
        }
        *set = keep;
    }
    Some(true)
}

#[cfg(test)]
mod tests {
    use super::super::tables::{PERMS, PERMUTATIONS};
    use super::*;

    #[test]
    fn alone_is_what_every_permutation_of_a_closed_set_shares() {
        for &closed in &PERMUTATIONS {
            let shared = PERMS
                .iter()
                .filter(|&&p| p & closed == p)
                .fold(0x1ff, |acc, &p| acc & p);
            if closed != 0 {
                assert_eq!(alone(u32::from(closed)), u32::from(shared), "{closed:o}");
            }
        }
    }

    #[test]
    fn alone_finds_the_single_triads_of_each_row() {
        assert_eq!(alone(0o124_357_001), 0o124_000_001);
        assert_eq!(alone(BAND), 0);
    }

    #[test]
    fn three_digits_that_alone_can_use_a_triad_take_it() {
        // Digits 0–2 are the only ones that may use triad 0 of the first lane; digit 0 must
        // already, digits 1 and 2 may still go elsewhere in its row or box.
        let mut sets = [0o777; 9];
        sets[0] = 0o421;
        sets[1] = 0o777;
        sets[2] = 0o777;
        for set in &mut sets[3..] {
            *set = 0o776;
        }
        for set in &mut sets {
            *set |= 0o777 << 9 | 0o777 << 18;
        }
        assert_eq!(locked(&mut sets), Some(true));
        assert_eq!(sets[1] & 0o777, 0o661);
        assert_eq!(sets[2] & 0o777, 0o661);
        assert_eq!(sets[3] & 0o777, 0o776);
    }

    #[test]
    fn fewer_than_three_digits_for_a_triad_is_a_contradiction() {
        let mut sets = [BAND & !1; 9];
        sets[0] = BAND;
        sets[1] = BAND;
        assert_eq!(locked(&mut sets), None);
    }
}
