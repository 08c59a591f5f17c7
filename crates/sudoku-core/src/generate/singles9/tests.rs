use super::*;

/// The singles from a puzzle's singles' end, with a few more givens, fill what the singles
/// from the puzzle with those givens fill.
#[test]
fn the_singles_go_on_from_a_closure_as_from_the_fuller_puzzle() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(23);
    let (mut filled, mut not) = (0, 0);
    for round in 0..400u32 {
        let full = Grid::random_solved(Geometry::standard(), &mut rng);
        let full: [u8; 81] =
            std::array::from_fn(|i| full.get(Cell::new(i)).map_or(0, crate::Digit::get));
        let mut givens = full;
        for value in &mut givens {
            if rng.next_u32() % 100 < 55 + round % 25 {
                *value = 0;
            }
        }
        let empty: Vec<usize> = (0..81).filter(|&i| givens[i] == 0).collect();
        let pick = |rng: &mut rand_chacha::ChaCha8Rng| empty[rng.next_u32() as usize % empty.len()];
        let added = [0, 1].map(|_| {
            let cell = pick(&mut rng);
            (cell, full[cell])
        });
        let cells = [pick(&mut rng), pick(&mut rng)];
        let mut fuller = givens;
        for (cell, digit) in added {
            fuller[cell] = digit;
        }
        let expected = Digits9::new(fuller).singles_fill(&cells);
        assert_eq!(Closure9::new(&givens).fills_with(&added, &cells), expected);
        if expected {
            filled += 1;
        } else {
            not += 1;
        }
    }
    assert!(filled > 50 && not > 50, "{filled} filled, {not} not");
}
use crate::grade::Grader;
use crate::{Cell, Geometry, Grid};
use rand::{Rng, SeedableRng};

#[test]
fn the_singles_fill_what_the_graders_singles_fill() {
    let geometry = Geometry::standard();
    let mut grader = Grader::new(geometry);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(16);
    let (mut filled, mut not, mut quick) = (0, 0, 0);
    for round in 0..300u32 {
        let full = Grid::random_solved(geometry, &mut rng);
        let mut puzzle = full.clone();
        // From nearly full to sparse, so both answers come up often.
        for cell in geometry.cells() {
            if rng.next_u32() % 100 < 30 + round % 50 {
                puzzle.set(cell, None);
            }
        }
        let [a, b] = [0, 1].map(|_| (rng.next_u32() % 81) as usize);
        puzzle.set(Cell::new(a), None);
        puzzle.set(Cell::new(b), None);
        let mut givens = [0u8; 81];
        for (value, cell) in givens.iter_mut().zip(geometry.cells()) {
            *value = puzzle.get(cell).map_or(0, crate::Digit::get);
        }
        let every: Vec<Cell> = geometry.cells().collect();
        assert_eq!(
            singles_solve9(&givens),
            grader.singles_fill(&puzzle, &every),
            "{puzzle}"
        );
        let expected = grader.singles_fill(&puzzle, &[Cell::new(a), Cell::new(b)]);
        // The quick test is sufficient: it never says filled when the singles do not fill.
        let mut full9 = [0u8; 81];
        for (value, cell) in full9.iter_mut().zip(geometry.cells()) {
            *value = full.get(cell).map_or(0, crate::Digit::get);
        }
        let mut digits = Digits9::new(givens);
        if digits.singles_at_once(&[a, b], &full9) {
            assert!(expected, "{puzzle} {a} {b}");
            quick += 1;
        }
        assert_eq!(
            digits.digits(),
            &givens,
            "the quick test leaves the puzzle as it was"
        );
        assert_eq!(
            Digits9::new(givens).singles_fill(&[a, b]),
            expected,
            "{puzzle} {a} {b}"
        );
        if expected {
            filled += 1;
        } else {
            not += 1;
        }
    }
    assert!(filled > 30 && not > 30, "{filled} filled, {not} not");
    assert!(
        quick > 30 && quick < filled,
        "{quick} of {filled} seen by the quick test"
    );
}
