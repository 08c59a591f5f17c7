//! The arithmetic of killer cages: which sets of distinct digits make a total.

use crate::DigitSet;

/// A bit above every digit's (digits use bits 0 to 24): set by [`fit`] when some set fits.
const FITS: u32 = 1 << 31;

/// The union of every set of `count` distinct digits taken from `digits` (bit d for digit d + 1)
/// whose sum is `sum`, with [`FITS`] set when there is at least one (the union of no digits is
/// empty, so `count` 0 and `sum` 0 is told apart from no set at all).
pub(crate) fn fit(digits: u32, count: u32, sum: i32) -> u32 {
    if count == 0 {
        return if sum == 0 { FITS } else { 0 };
    }
    if sum <= 0 || digits.count_ones() < count {
        return 0;
    }
    let mut union = 0;
    let mut rest = digits;
    while rest != 0 {
        let bit = rest.trailing_zeros();
        rest &= rest - 1;
        let d = bit as i32 + 1;
        // The set's smallest digit is d, the others come from `rest`, all larger: past this d,
        // even the smallest choice is too much.
        if d * count as i32 + (count as i32 * (count as i32 - 1)) / 2 > sum {
            break;
        }
        let tail = fit(rest, count - 1, sum - d);
        if tail != 0 {
            union |= tail | (1 << bit) | FITS;
        }
    }
    union
}

/// The union of the digits of every way `digits` can make `sum` with `count` distinct digits
/// (empty when none can), and whether one can.
pub(crate) fn allowed(digits: u32, count: u32, sum: i32) -> Option<u32> {
    let union = fit(digits, count, sum);
    (union & FITS != 0).then_some(union & !FITS)
}

/// The sets of distinct digits 1 to 9 by size and sum: `sets(count, sum)` lists each as a mask
/// (bit d for digit d + 1). The cages of grids up to 9×9 look their totals up here.
pub(crate) struct Table {
    sets: Vec<Vec<u16>>,
}

impl Table {
    /// The table, built once per process.
    pub(crate) fn get() -> &'static Table {
        static TABLE: std::sync::OnceLock<Table> = std::sync::OnceLock::new();
        TABLE.get_or_init(|| {
            let mut sets = vec![Vec::new(); 10 * 46];
            for mask in 0u16..512 {
                let sum: u32 = (0..9).filter(|i| mask & (1 << i) != 0).map(|i| i + 1).sum();
                sets[mask.count_ones() as usize * 46 + sum as usize].push(mask);
            }
            Table { sets }
        })
    }

    /// The sets of `count` distinct digits 1 to 9 adding up to `sum`.
    pub(crate) fn sets(&self, count: usize, sum: i32) -> &[u16] {
        match usize::try_from(sum) {
            Ok(sum) if count <= 9 && sum <= 45 => &self.sets[count * 46 + sum],
            _ => &[],
        }
    }
}

/// Every set of `cells` distinct digits from 1 to `size` that adds up to `sum`, smallest
/// first: what a player lists for a cage (a cage of 2 cells with 4 on a 9×9 grid: {1, 3}).
/// Only sets of digits in `within` count, so a cage's placed digits and candidates can narrow it.
pub fn combinations(cells: usize, sum: u16, size: usize, within: DigitSet) -> Vec<DigitSet> {
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    let digits: Vec<u8> = within
        .iter()
        .map(crate::Digit::get)
        .filter(|&d| usize::from(d) <= size)
        .collect();
    collect(&digits, cells, i32::from(sum), &mut chosen, &mut found);
    found
}

fn collect(digits: &[u8], count: usize, sum: i32, chosen: &mut Vec<u8>, found: &mut Vec<DigitSet>) {
    if count == 0 {
        if sum == 0 {
            let mut set = DigitSet::EMPTY;
            for &d in chosen.iter() {
                set.insert(crate::Digit::new(d).unwrap_or(crate::Digit::from_index(0)));
            }
            found.push(set);
        }
        return;
    }
    for (i, &d) in digits.iter().enumerate() {
        if i32::from(d) > sum {
            break;
        }
        chosen.push(d);
        collect(
            &digits[i + 1..],
            count - 1,
            sum - i32::from(d),
            chosen,
            found,
        );
        chosen.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(digits: &[u8]) -> DigitSet {
        let mut s = DigitSet::EMPTY;
        for &d in digits {
            s.insert(crate::Digit::new(d).expect("a digit"));
        }
        s
    }

    #[test]
    fn the_cages_players_know_by_heart() {
        let all = DigitSet::full(9);
        assert_eq!(combinations(2, 3, 9, all), vec![set(&[1, 2])]);
        assert_eq!(combinations(2, 17, 9, all), vec![set(&[8, 9])]);
        assert_eq!(combinations(3, 6, 9, all), vec![set(&[1, 2, 3])]);
        assert_eq!(combinations(3, 24, 9, all), vec![set(&[7, 8, 9])]);
        assert_eq!(combinations(4, 10, 9, all), vec![set(&[1, 2, 3, 4])]);
        assert_eq!(combinations(9, 45, 9, all).len(), 1);
        assert_eq!(
            combinations(2, 10, 9, all),
            vec![set(&[1, 9]), set(&[2, 8]), set(&[3, 7]), set(&[4, 6])]
        );
        assert!(combinations(2, 2, 9, all).is_empty());
        // Without 1, a cage of 2 with 10 cannot hold 9.
        assert_eq!(combinations(2, 10, 9, all.difference(set(&[1]))).len(), 3);
    }

    #[test]
    fn fit_agrees_with_the_listed_combinations() {
        for size in [4usize, 6, 9] {
            let all = (1u32 << size) - 1;
            for within in [all, all & 0b1_0110_1101, all & !1] {
                for count in 0..=size as u32 {
                    for sum in 0..=45 {
                        let listed = combinations(
                            count as usize,
                            sum as u16,
                            size,
                            DigitSet::full(size).intersection(set(&(1..=size as u8)
                                .filter(|d| within & (1 << (d - 1)) != 0)
                                .collect::<Vec<_>>())),
                        );
                        let union = listed.iter().fold(DigitSet::EMPTY, |u, s| u.union(*s));
                        let expected = (!listed.is_empty())
                            .then(|| union.iter().fold(0u32, |m, d| m | 1 << (d.get() - 1)));
                        assert_eq!(allowed(within, count, sum), expected, "{count} {sum}");
                    }
                }
            }
        }
    }
}
