//! Unavoidable sets of a 9×9 full grid: sets of cells whose digits can be rearranged into
//! another full grid that agrees everywhere else, so a puzzle of that solution keeps a given
//! in each of them. A removal that empties one leaves several solutions, which is seen with a
//! few mask operations instead of a search. The sets are the rectangles of two digits swapped
//! across two rows and two columns within two boxes, and the cells where another solution met
//! by the uniqueness search differs (a dig that tries the same grid again in another order, as
//! [`Method::Fast`](super::Method::Fast) does, meets many of them again). A set of the second
//! kind keeps its solution, which the search would have returned, so that a swap
//! (`swap9.rs`) can still be tried when the set settles the removal.
//!
//! Keeping more of the solutions met (256 instead of 64 sets in all, which no grid fills) and
//! handing them to the swaps took 3% off the instructions for 4,000 Expert puzzles (seeds 11
//! to 14: 11.56 → 11.25 billion). Two-digit sets larger than rectangles (the components of the
//! cells of two digits, joined where they share a house), measured the same way, made it
//! slower (12.9 billion, 12.3 with their solutions kept, against 11.2): a removal they
//! settle gets no search, and the swaps do better with the solutions the search finds, which
//! differ from the full grid in few cells.

/// Cells of the 9×9 grid, bit `i` for the cell `i` in reading order.
pub(super) type Cells9 = u128;

/// The cells `i` for which `is_in(i)`, gathered in two 64-bit halves: a shift of a 128-bit
/// set by a varying amount is several instructions and branches.
pub(super) fn cells9(mut is_in: impl FnMut(usize) -> bool) -> Cells9 {
    let mut halves = [0u64; 2];
    for i in 0..81 {
        halves[i / 64] |= u64::from(is_in(i)) << (i % 64);
    }
    Cells9::from(halves[0]) | Cells9::from(halves[1]) << 64
}

/// The most rectangles, and the most solutions met, kept for one grid: a bound on each test.
const KEPT: usize = 256;

/// The unavoidable sets known for one full grid.
#[derive(Debug, Default)]
pub(super) struct Unavoidable9 {
    /// The rectangles.
    rectangles: Vec<Cells9>,
    /// The cells where each solution met differs from the full grid: apart from the
    /// solutions, so that a test scans 16 bytes a set, not a hundred.
    met: Vec<Cells9>,
    /// The solutions met, in the order of `met`.
    solutions: Vec<[u8; 81]>,
}

/// What a removal's givens leave of the known sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Emptied {
    /// Every set keeps a given.
    No,
    /// A rectangle is empty: several solutions.
    Rectangle,
    /// The cells where this solution, met earlier, differs from the full grid are empty: it
    /// is a solution of the puzzle too.
    Met([u8; 81]),
}

impl Unavoidable9 {
    /// The rectangles of `full` (digits in reading order, 1–9): cells `(r1, c1)`, `(r1, c2)`,
    /// `(r2, c1)`, `(r2, c2)` in two boxes whose diagonal digits agree, which can trade places.
    pub(super) fn new(full: &[u8; 81]) -> Unavoidable9 {
        // The column of each digit in each row: for rows r1, r2 and a column c1, the only
        // column c2 that can complete a rectangle holds in r1 the digit r2 has at c1.
        let mut column_of = [[0usize; 10]; 9];
        for (cell, &digit) in full.iter().enumerate() {
            if let Some(slot) = column_of[cell / 9].get_mut(usize::from(digit)) {
                *slot = cell % 9;
            }
        }
        let mut rectangles = Vec::new();
        for (r1, columns) in column_of.iter().enumerate() {
            for r2 in r1 + 1..9 {
                for c1 in 0..9 {
                    let c2 = columns[usize::from(full[9 * r2 + c1]) % 10];
                    // Two boxes: the rows in one band or the columns in one stack (not
                    // both, which would be one box).
                    if c2 <= c1 || (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        continue;
                    }
                    let [a, b, c, d] = [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2];
                    if full[a] == full[d] && full[b] == full[c] && rectangles.len() < KEPT {
                        rectangles.push(1 << a | 1 << b | 1 << c | 1 << d);
                    }
                }
            }
        }
        Unavoidable9 {
            rectangles,
            met: Vec::new(),
            solutions: Vec::new(),
        }
    }

    /// Whether the givens `givens` leave one of the sets empty: then the puzzle has several
    /// solutions.
    pub(super) fn emptied(&self, givens: Cells9) -> bool {
        self.rectangle_emptied(givens) || self.met_emptied(givens).is_some()
    }

    /// Which set the givens `givens` leave empty, rectangles first.
    pub(super) fn which_emptied(&self, givens: Cells9) -> Emptied {
        if self.rectangle_emptied(givens) {
            return Emptied::Rectangle;
        }
        match self.met_emptied(givens) {
            Some(other) => Emptied::Met(*other),
            None => Emptied::No,
        }
    }

    /// Whether the givens leave a rectangle empty.
    fn rectangle_emptied(&self, givens: Cells9) -> bool {
        self.rectangles.iter().any(|&set| set & givens == 0)
    }

    /// The first solution met whose set the givens leave empty.
    fn met_emptied(&self, givens: Cells9) -> Option<&[u8; 81]> {
        let i = self.met.iter().position(|set| set & givens == 0)?;
        self.solutions.get(i)
    }

    /// Keeps `other`, another full grid, with the cells where it differs from `full`.
    pub(super) fn learn(&mut self, full: &[u8; 81], other: &[u8; 81]) {
        if self.met.len() < KEPT {
            self.met.push(cells9(|i| full[i] != other[i]));
            self.solutions.push(*other);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Geometry, Grid};
    use rand::SeedableRng;

    /// A random full grid, as a grid and as digits in reading order.
    fn random_full(rng: &mut rand_chacha::ChaCha8Rng) -> (Grid, [u8; 81]) {
        let grid = Grid::random_solved(Geometry::standard(), rng);
        let digits = crate::solver::givens9(&grid);
        (grid, digits)
    }

    /// Every set found is unavoidable: with its cells emptied, a puzzle has several solutions.
    #[test]
    fn emptying_a_rectangle_leaves_several_solutions() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let mut seen = 0;
        for _ in 0..20 {
            let (full, digits) = random_full(&mut rng);
            for set in Unavoidable9::new(&digits).rectangles {
                assert_eq!(set.count_ones(), 4);
                let mut puzzle = full.clone();
                for i in (0..81).filter(|&i| set >> i & 1 == 1) {
                    puzzle.set(crate::Cell::new(i), None);
                }
                assert_eq!(crate::count_solutions(&puzzle, 3), 2, "{puzzle}");
                seen += 1;
            }
        }
        assert!(seen > 5, "{seen} rectangles in 20 grids");
    }

    /// The rectangles are every pair of rows and pair of columns across two boxes whose
    /// diagonal digits agree, in order of rows then columns: the search by each row's digit
    /// columns finds the same ones as trying every pair of columns.
    #[test]
    fn every_rectangle_is_found_in_order() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(12);
        let mut seen = 0;
        for _ in 0..50 {
            let (_, full) = random_full(&mut rng);
            let mut expected: Vec<Cells9> = Vec::new();
            for r1 in 0..9 {
                for r2 in r1 + 1..9 {
                    for c1 in 0..9 {
                        for c2 in c1 + 1..9 {
                            let two_boxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                            let [a, b, c, d] = [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2];
                            if two_boxes && full[a] == full[d] && full[b] == full[c] {
                                expected.push(1 << a | 1 << b | 1 << c | 1 << d);
                            }
                        }
                    }
                }
            }
            seen += expected.len();
            assert_eq!(Unavoidable9::new(&full).rectangles, expected);
        }
        assert!(seen > 20, "{seen} rectangles in 50 grids");
    }

    /// The givens of `digits` (0 for an empty cell) as cells.
    fn givens(digits: &[u8; 81]) -> Cells9 {
        cells9(|i| digits[i] != 0)
    }

    /// A solution met is kept with its set: a puzzle that empties the set is told so with that
    /// solution, which agrees with the puzzle's givens; a given put back where the solution
    /// differs from the full grid hits the set again.
    #[test]
    fn a_met_solution_comes_back_with_its_set() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        let mut met = 0;
        for _ in 0..20 {
            let (_, full) = random_full(&mut rng);
            let mut unavoidable = Unavoidable9::new(&full);
            let mut order: Vec<usize> = (0..81).collect();
            crate::random::shuffle(&mut order, &mut rng);
            let mut digits = full;
            for &i in &order {
                digits[i] = 0;
                if unavoidable.emptied(givens(&digits)) {
                    digits[i] = full[i];
                    continue;
                }
                let Some(other) = crate::solver::other_solution9(&digits, &full, &[i]) else {
                    continue;
                };
                unavoidable.learn(&full, &other);
                assert_eq!(
                    unavoidable.which_emptied(givens(&digits)),
                    Emptied::Met(other)
                );
                assert!((0..81).all(|c| digits[c] == 0 || digits[c] == other[c]));
                assert_ne!(other, full);
                let solved = crate::solver::grid9(&other);
                assert!(
                    solved.is_full() && crate::conflicts(&solved).is_empty(),
                    "{solved}"
                );
                let mut put_back = digits;
                if let Some(differs) = (0..81).find(|&c| other[c] != full[c]) {
                    put_back[differs] = full[differs];
                }
                assert_ne!(
                    unavoidable.which_emptied(givens(&put_back)),
                    Emptied::Met(other)
                );
                met += 1;
                digits[i] = full[i];
            }
        }
        assert!(met > 20, "{met} solutions met in 20 grids");
    }
}
