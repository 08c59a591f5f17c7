//! A random full 9×9 grid for [`Method::Fast`](crate::generate::Method::Fast), by the fast
//! search: the three boxes on the diagonal, which share no row, column or box, are filled with
//! random orders of the nine digits, and the rest is the first solution of a search whose
//! guesses try the digit of a random preference first (rows of random orders). The search
//! still leans (it tries low digits first where the preference says nothing, so they gather
//! in the first open cells), so the grid found is then moved by a random symmetry of the
//! Sudoku rules: digits relabelled, rows swapped within bands and bands among themselves, the
//! same for columns, and a transpose half the time. Every cell then holds each digit equally
//! often. About a third of the instructions of `random9` (54 K against 163 K per grid, callgrind
//! over 1,000 Expert puzzles), which must keep drawing the grids the dailies were made from and
//! so stays as it is.

use super::{Search, State};
use crate::random::shuffle;

/// A random full grid (digits 1–9 in reading order) drawn from `rng`; the same grid for the
/// same draws on every platform.
pub(crate) fn random_grid9<R: rand::Rng + ?Sized>(rng: &mut R) -> Option<[u8; 81]> {
    let mut givens = [0u8; 81];
    for k in 0..3 {
        for (i, digit) in digits(rng).into_iter().enumerate() {
            givens[(3 * k + i / 3) * 9 + 3 * k + i % 3] = digit;
        }
    }
    let mut near = [0u8; 81];
    for row in near.chunks_exact_mut(9) {
        row.copy_from_slice(&digits(rng));
    }
    let mut state = State::new(&givens)?;
    let mut search = Search::first_near(&near);
    search.run::<true>(&mut state);
    let found = search.solutions.pop()?;
    Some(transform(&found, rng))
}

/// The nine digits in a random order.
fn digits<R: rand::Rng + ?Sized>(rng: &mut R) -> [u8; 9] {
    let mut digits: [u8; 9] = std::array::from_fn(|i| i as u8 + 1);
    shuffle(&mut digits, rng);
    digits
}

/// Three indices 0–2 in a random order.
fn order3<R: rand::Rng + ?Sized>(rng: &mut R) -> [usize; 3] {
    let mut order = [0, 1, 2];
    shuffle(&mut order, rng);
    order
}

/// Nine rows (or columns): the bands in a random order, and the rows of each in a random order.
fn lines<R: rand::Rng + ?Sized>(rng: &mut R) -> [usize; 9] {
    let bands = order3(rng);
    let within = [order3(rng), order3(rng), order3(rng)];
    std::array::from_fn(|i| 3 * bands[i / 3] + within[i / 3][i % 3])
}

/// `grid` under a random symmetry of the rules: relabelled digits, permuted rows and columns
/// (within their bands and stacks, and the bands and stacks themselves), perhaps transposed.
fn transform<R: rand::Rng + ?Sized>(grid: &[u8; 81], rng: &mut R) -> [u8; 81] {
    let mut labels: [u8; 10] = std::array::from_fn(|i| i as u8);
    shuffle(&mut labels[1..], rng);
    let rows = lines(rng);
    let cols = lines(rng);
    let transpose = rng.next_u32() & 1 == 1;
    std::array::from_fn(|i| {
        let (r, c) = (rows[i / 9], cols[i % 9]);
        let from = if transpose { 9 * c + r } else { 9 * r + c };
        labels[usize::from(grid[from])]
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Full, valid, the same for the same seed, different from draw to draw, and with every
    /// digit about as often in a cell outside the diagonal boxes.
    #[test]
    fn random_grids_are_full_valid_and_varied() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let mut counts = [0u32; 10];
        let mut seen = std::collections::HashSet::new();
        for _ in 0..900 {
            let Some(grid) = random_grid9(&mut rng) else {
                panic!("no grid");
            };
            for unit in crate::tables9::UNITS {
                let digits = unit
                    .iter()
                    .fold(0u16, |set, &cell| set | 1 << grid[usize::from(cell)]);
                assert_eq!(digits, 0x3fe, "{grid:?}");
            }
            counts[usize::from(grid[8])] += 1;
            seen.insert(grid);
        }
        assert_eq!(seen.len(), 900);
        assert!(
            counts[1..].iter().all(|&n| (50..=150).contains(&n)),
            "{counts:?}"
        );
        let again = |seed| random_grid9(&mut rand_chacha::ChaCha8Rng::seed_from_u64(seed));
        assert_eq!(again(7), again(7));
    }
}
