//! Lookup tables and bit tricks for one digit's candidates in a band of three rows.
//!
//! A band word holds the 27 cells of a band for one digit: bit `9 * r + c` for row `r` of the
//! band and column `c`. A *triad* is the three cells where a row meets a box. In a band a digit
//! sits once in each row and once in each box, so the triads it occupies form one of the six
//! 3×3 permutation matrices; the same holds for the columns and bands of a stack. The tables
//! below turn that rule into a lookup: from the triads a digit can still use to the ones that lie
//! on some permutation, which gives locked candidates (pointing and claiming) and hidden singles
//! without any scanning.

/// The 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// The lowest bit of each of the three rows of a band: multiplying a 9-bit row by this copies it
/// to all three rows.
pub(super) const ROWS: u32 = 1 | 1 << 9 | 1 << 18;

/// For each set of occupied triads (bit `3 * r + k`: row `r`, box `k`), the triads that lie on
/// a permutation inside it; 0 if none does, which is a contradiction.
pub(super) const PERMUTATIONS: [u16; 512] = permutations();

/// [`PERMUTATIONS`] spread back onto cells: the cells of a band word the digit may keep.
pub(super) const BAND_ALLOWED: [u32; 512] = band_allowed();

/// [`PERMUTATIONS`] for a stack (bit `3 * i + j`: band `i`, column `j` of the stack), spread to
/// where a column fold keeps it: bit `9 * i + j`. Shifted by three times the stack, it masks the
/// column folds of the three bands.
pub(super) const STACK_ALLOWED: [u32; 512] = stack_allowed();

/// The six permutations of three rows onto three boxes, as 9-bit triad sets.
pub(super) const PERMS: [u16; 6] = [
    1 | 1 << 4 | 1 << 8,
    1 | 1 << 5 | 1 << 7,
    1 << 1 | 1 << 3 | 1 << 8,
    1 << 1 | 1 << 5 | 1 << 6,
    1 << 2 | 1 << 3 | 1 << 7,
    1 << 2 | 1 << 4 | 1 << 6,
];

/// How many permutations each triad set holds.
pub(super) const PERM_COUNT: [u8; 512] = perm_count();

const fn perm_count() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut set = 0;
    while set < 512 {
        let mut p = 0;
        while p < 6 {
            if PERMS[p] & set as u16 == PERMS[p] {
                table[set] += 1;
            }
            p += 1;
        }
        set += 1;
    }
    table
}

const fn permutations() -> [u16; 512] {
    let mut table = [0u16; 512];
    let mut set = 0;
    while set < 512 {
        let mut union = 0;
        let mut p = 0;
        while p < 6 {
            if PERMS[p] & set as u16 == PERMS[p] {
                union |= PERMS[p];
            }
            p += 1;
        }
        table[set] = union;
        set += 1;
    }
    table
}

const fn band_allowed() -> [u32; 512] {
    let perms = permutations();
    let mut table = [0u32; 512];
    let mut set = 0;
    while set < 512 {
        let mut cells = 0u32;
        let mut triad = 0;
        while triad < 9 {
            if perms[set] & 1 << triad != 0 {
                cells |= 7 << (9 * (triad / 3) + 3 * (triad % 3));
            }
            triad += 1;
        }
        table[set] = cells;
        set += 1;
    }
    table
}

const fn stack_allowed() -> [u32; 512] {
    let perms = permutations();
    let mut table = [0u32; 512];
    let mut set = 0;
    while set < 512 {
        let p = perms[set] as u32;
        table[set] = (p & 7) | (p & 0o70) << 6 | (p & 0o700) << 12;
        set += 1;
    }
    table
}

/// Gathers three 3-bit groups at bits 0, 9 and 18 into bits 0–8.
#[inline(always)]
fn gather(x: u32) -> usize {
    ((x | x >> 6 | x >> 12) & 0x1ff) as usize
}

/// The triads of a band word that hold at least one candidate, as a 9-bit set (bit `3 * r + k`).
#[inline(always)]
pub(super) fn triads(band: u32) -> usize {
    // One bit per triad at its lowest cell, then a carry-free multiply packs each row's three
    // triad bits side by side (the partial products land on distinct bits), and `gather` packs
    // the rows.
    let t = (band | band >> 1 | band >> 2) & 0o111_111_111;
    gather((t.wrapping_mul(0b10101) >> 4) & 0o7_007_007)
}

/// The columns of a band word that hold at least one candidate (9 bits).
#[inline(always)]
pub(super) fn columns(band: u32) -> u32 {
    (band | band >> 9 | band >> 18) & 0x1ff
}

/// The stack-`s` triads of three column folds packed as `c0 | c1 << 9 | c2 << 18`, as an index
/// into [`STACK_ALLOWED`].
#[inline(always)]
pub(super) fn stack_index(folds: u32, s: u32) -> usize {
    gather((folds >> (3 * s)) & 0o7_007_007)
}

/// Column folds packed by band (bit `9 * i + 3 * s + j`: band `i`, column `j` of stack `s`)
/// repacked by stack (bit `9 * s + 3 * i + j`), so that each stack's triads fill one 9-bit lane.
/// It swaps 3-bit groups across the diagonal, so it is its own inverse.
#[inline(always)]
pub(super) fn stacks_of(folds: u32) -> u32 {
    folds & 0o700_070_007
        | (folds & 0o700_070) << 6
        | (folds >> 6 & 0o700_070)
        | (folds & 0o700) << 12
        | (folds >> 12 & 0o700)
}

/// The rows of a band word that hold a candidate, as a band word. Branch-free, like the
/// functions below: which rows are empty is not predictable.
#[inline(always)]
pub(super) fn row_mask(band: u32) -> u32 {
    let mut rows = 0;
    let mut r = 0;
    while r < 27 {
        rows |= (0x1ff << r) & 0u32.wrapping_sub(u32::from(band & 0x1ff << r != 0));
        r += 9;
    }
    rows
}

/// The boxes of a band word that hold a candidate, as a band word.
#[inline(always)]
pub(super) fn box_mask(band: u32) -> u32 {
    let folded = columns(band);
    // One bit per occupied box at its first column, then widened to the box's three columns.
    ((folded | folded >> 1 | folded >> 2) & 0o111) * 7 * ROWS
}

/// The cells of a band word that are alone in their row, as a band word.
#[inline(always)]
pub(super) fn row_singles(band: u32) -> u32 {
    let mut singles = 0;
    let mut r = 0;
    while r < 27 {
        let row = band & 0x1ff << r;
        if row & row.wrapping_sub(1) == 0 {
            singles |= row;
        }
        r += 9;
    }
    singles
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `set` holds a permutation matrix of triads.
    fn holds_permutation(set: usize) -> bool {
        [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ]
        .iter()
        .any(|p| (0..3).all(|r| set & 1 << (3 * r + p[r]) != 0))
    }

    #[test]
    fn permutations_keep_exactly_the_triads_on_a_permutation() {
        for (set, &kept) in PERMUTATIONS.iter().enumerate() {
            let kept = usize::from(kept);
            assert_eq!(kept & !set, 0, "{set:o} keeps only occupied triads");
            for triad in 0..9 {
                // A triad is kept when some permutation inside the set goes through it: then the
                // set with the triad's row and box cleared except for the triad holds one.
                let (r, k) = (triad / 3, triad % 3);
                let row_and_box = 0o7 << (3 * r) | 0o111 << k;
                let forced = set & !row_and_box | 1 << triad;
                let expected = set & 1 << triad != 0 && holds_permutation(forced);
                assert_eq!(kept & 1 << triad != 0, expected, "{set:o} triad {triad}");
            }
            assert_eq!(kept != 0, holds_permutation(set));
        }
    }

    #[test]
    fn band_words_fold_to_their_triads_and_columns() {
        // Every band word made of one cell per row, plus a few denser ones.
        let mut words: Vec<u32> = (0..729u32)
            .map(|i| 1 << (i % 9) | 1 << (9 + i / 9 % 9) | 1 << (18 + i / 81))
            .collect();
        words.extend([0, BAND, 0o700_000_007, 0o123_456_701, 0o777_000_001]);
        for &word in &words {
            let mut expected_triads = 0;
            let mut expected_columns = 0;
            for cell in 0..27 {
                if word & 1 << cell != 0 {
                    expected_triads |= 1 << (3 * (cell / 9) + cell % 9 / 3);
                    expected_columns |= 1 << (cell % 9);
                }
            }
            assert_eq!(triads(word), expected_triads, "{word:o}");
            assert_eq!(columns(word), expected_columns, "{word:o}");
        }
    }

    #[test]
    fn allowed_cells_spread_the_kept_triads() {
        for set in 0..512 {
            let cells = BAND_ALLOWED[set];
            assert_eq!(triads(cells), usize::from(PERMUTATIONS[set]));
            assert_eq!(cells.count_ones(), 3 * PERMUTATIONS[set].count_ones());
            // A stack's allowed columns, folded back to an index, are the kept triads again.
            assert_eq!(
                stack_index(STACK_ALLOWED[set], 0),
                usize::from(PERMUTATIONS[set])
            );
        }
    }

    #[test]
    fn stack_index_reads_the_columns_of_one_stack_in_each_band() {
        let folds = 0o124_073_506_u32;
        let bands = [folds & 0x1ff, folds >> 9 & 0x1ff, folds >> 18];
        for s in 0..3 {
            let expected = (0..3).fold(0, |acc, i| acc | (bands[i] >> (3 * s) & 7) << (3 * i));
            assert_eq!(stack_index(folds, s), expected as usize);
        }
    }

    #[test]
    fn stacks_of_puts_each_stack_in_a_lane() {
        let folds = 0o124_073_506_u32;
        let stacks = stacks_of(folds);
        for s in 0..3 {
            assert_eq!(stacks >> (9 * s) & 0x1ff, stack_index(folds, s) as u32);
        }
        assert_eq!(stacks_of(stacks), folds);
    }

    #[test]
    fn row_and_box_masks_cover_the_units_of_each_cell() {
        assert_eq!(row_mask(0), 0);
        assert_eq!(row_mask(1 << 10), 0o777 << 9);
        assert_eq!(box_mask(1 << 10), 0o007_007_007);
        assert_eq!(box_mask(1 << 26 | 1), 0o707_707_707);
    }

    #[test]
    fn row_singles_are_the_rows_with_one_cell() {
        assert_eq!(row_singles(0o004_030_100), 0o004_000_100);
        assert_eq!(row_singles(BAND), 0);
        assert_eq!(row_singles(0o400_000_001), 0o400_000_001);
    }
}
