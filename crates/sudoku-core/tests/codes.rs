//! Share codes: round trips for every geometry with and without progress, damage that is always
//! caught, and input that never makes the decoder panic.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_core::code::{decode, encode, DecodeError};
use sudoku_core::{CellProgress, Digit, DigitSet, Geometry, Grid, Progress, MAX_SIZE};

/// Every geometry the crate can build: for each size, the Latin square and every box shape.
fn geometries() -> Vec<Geometry> {
    (1..=MAX_SIZE)
        .flat_map(|n| {
            let boxes = (1..=n)
                .filter(move |r| n % r == 0)
                .filter_map(move |r| Geometry::new(r, n / r).ok());
            Geometry::latin(n).ok().into_iter().chain(boxes)
        })
        .collect()
}

fn random_digit(rng: &mut ChaCha8Rng, n: usize) -> Option<Digit> {
    Digit::new((rng.next_u32() as usize % n + 1) as u8)
}

fn random_set(rng: &mut ChaCha8Rng, n: usize) -> DigitSet {
    let mask = rng.next_u32() & ((1u32 << n) - 1);
    (0..n)
        .filter(|b| mask >> b & 1 == 1)
        .filter_map(|b| Digit::new(b as u8 + 1))
        .collect()
}

/// A random grid of `geometry`, each cell a given with probability `density`/100, with random
/// digits (so givens may conflict), and random progress on the other cells.
fn random_puzzle(geometry: Geometry, seed: u64, density: u32) -> (Grid, Progress) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = geometry.size();
    let mut grid = Grid::empty(geometry);
    let mut progress = Progress::empty(geometry);
    for cell in geometry.cells() {
        if rng.next_u32() % 100 < density {
            grid.set(cell, random_digit(&mut rng, n));
            continue;
        }
        // Each kind of mark is present about half the time, so cells with nothing, with only
        // one kind and with all three all occur.
        let mut marks = CellProgress::default();
        if rng.next_u32() % 2 == 0 {
            marks.entry = random_digit(&mut rng, n);
        }
        if rng.next_u32() % 2 == 0 {
            marks.corner = random_set(&mut rng, n);
        }
        if rng.next_u32() % 2 == 0 {
            marks.centre = random_set(&mut rng, n);
        }
        progress.set(cell, marks);
    }
    (grid, progress)
}

#[test]
fn every_geometry_round_trips() {
    let all = geometries();
    assert_eq!(all.len(), 112);
    for (i, &geometry) in all.iter().enumerate() {
        let (grid, progress) = random_puzzle(geometry, i as u64, 30);
        let plain = decode(&encode(&grid, None)).expect("decodes");
        assert_eq!(
            (&plain.grid, &plain.progress),
            (&grid, &None),
            "{geometry:?}"
        );
        let full = decode(&encode(&grid, Some(&progress))).expect("decodes");
        assert_eq!(
            (&full.grid, full.progress.as_ref()),
            (&grid, Some(&progress)),
            "{geometry:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 200,
        rng_seed: proptest::test_runner::RngSeed::Fixed(20_261_124),
        ..ProptestConfig::default()
    })]

    #[test]
    fn codes_round_trip(index in 0usize..112, seed in any::<u64>(), density in 0u32..=100, with_progress in any::<bool>()) {
        let geometry = geometries()[index];
        let (grid, progress) = random_puzzle(geometry, seed, density);
        let progress = with_progress.then_some(progress);
        let code = encode(&grid, progress.as_ref());
        prop_assert!(code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        let shared = decode(&code).expect("decodes");
        prop_assert_eq!(&shared.grid, &grid);
        prop_assert_eq!(&shared.progress, &progress);
        let link = format!("https://sudoku.example/p/{code}");
        prop_assert_eq!(decode(&link).expect("decodes").grid, grid);
    }

    #[test]
    fn every_changed_character_is_caught(seed in any::<u64>(), density in 10u32..60, at in any::<prop::sample::Index>(), to in 0u8..64) {
        let (grid, progress) = random_puzzle(Geometry::standard(), seed, density);
        let code = encode(&grid, Some(&progress));
        let mut chars: Vec<char> = code.chars().collect();
        let at = at.index(chars.len());
        let alphabet: Vec<char> = ('A'..='Z').chain('a'..='z').chain('0'..='9').chain(['-', '_']).collect();
        let replacement = alphabet[usize::from(to)];
        prop_assume!(chars[at] != replacement);
        chars[at] = replacement;
        let damaged: String = chars.into_iter().collect();
        prop_assert!(decode(&damaged).is_err(), "{} decoded", damaged);
    }

    #[test]
    fn a_code_cut_short_says_so(seed in any::<u64>(), density in 0u32..=100, cut in 1usize..32) {
        let (grid, _) = random_puzzle(Geometry::standard(), seed, density);
        let code = encode(&grid, None);
        let kept = code.len().saturating_sub(cut).max(1);
        prop_assert_eq!(decode(&code[..kept]), Err(DecodeError::CutShort));
    }

    #[test]
    fn any_text_decodes_or_fails_without_panicking(text in any::<String>()) {
        let _ = decode(&text);
        let _ = sudoku_core::import(&text);
    }

    #[test]
    fn any_code_shaped_text_decodes_or_fails_without_panicking(text in "1[A-Za-z0-9_-]{0,200}") {
        if let Ok(shared) = decode(&text) {
            // Whatever decodes must encode back to the same code.
            prop_assert_eq!(encode(&shared.grid, shared.progress.as_ref()), text);
        }
    }

    #[test]
    fn any_bytes_import_or_fail_without_panicking(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = decode(&text);
        let _ = sudoku_core::import(&text);
    }
}
