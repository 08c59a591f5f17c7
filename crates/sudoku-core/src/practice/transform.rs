//! The symmetries of the 9×9 grid that keep every technique's pattern: the digits relabelled,
//! rows swapped within their band and bands swapped, the same for columns and stacks, and the
//! grid transposed. A position and its image need the same technique, as every technique reads
//! only which cells share a unit and which candidates they hold; there are
//! 9! × 6⁸ × 2 (about 1.2 × 10¹²) of them, so a base position yields positions a player never
//! recognises.

use crate::{Cell, Digit, DigitSet, Geometry, Grid};

use crate::random::shuffle;

/// One such symmetry: where each cell goes and what each digit becomes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Isomorphism {
    /// `cells[i]`: the index of the image of cell `i`.
    cells: [u8; 81],
    /// `digits[d]`: the image of digit `d + 1`.
    digits: [Digit; 9],
}

impl Isomorphism {
    /// A symmetry drawn from `rng` (only `next_u32`, as the generator does).
    pub(crate) fn random<R: rand::Rng + ?Sized>(rng: &mut R) -> Isomorphism {
        let rows = line_order(rng);
        let cols = line_order(rng);
        let transpose = rng.next_u32() & 1 == 1;
        let mut cells = [0u8; 81];
        for (i, slot) in cells.iter_mut().enumerate() {
            let (r, c) = (rows[i / 9], cols[i % 9]);
            let (r, c) = if transpose { (c, r) } else { (r, c) };
            *slot = (r * 9 + c) as u8;
        }
        let mut labels: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        shuffle(&mut labels, rng);
        let digits = labels.map(|d| Digit::new(d).unwrap_or(Digit::from_index(0)));
        Isomorphism { cells, digits }
    }

    fn cell(&self, cell: Cell) -> Cell {
        Cell::new(usize::from(self.cells[cell.index()]))
    }

    fn digit(&self, digit: Digit) -> Digit {
        self.digits[digit.index()]
    }

    fn digit_set(&self, set: DigitSet) -> DigitSet {
        set.iter()
            .fold(DigitSet::EMPTY, |image, d| image.with(self.digit(d)))
    }

    /// The image of a 9×9 grid.
    pub(crate) fn grid(&self, grid: &Grid) -> Grid {
        let mut image = Grid::empty(Geometry::standard());
        for cell in grid.geometry().cells() {
            image.set(self.cell(cell), grid.get(cell).map(|d| self.digit(d)));
        }
        image
    }

    /// The image of a note set per cell of a 9×9 grid.
    pub(crate) fn notes(&self, notes: &[DigitSet]) -> Vec<DigitSet> {
        let mut image = vec![DigitSet::EMPTY; notes.len()];
        for (cell, &set) in Geometry::standard().cells().zip(notes) {
            image[self.cell(cell).index()] = self.digit_set(set);
        }
        image
    }
}

/// A random order of the nine rows (or columns) that keeps each band (or stack) together.
fn line_order<R: rand::Rng + ?Sized>(rng: &mut R) -> [usize; 9] {
    let mut bands = [0usize, 1, 2];
    shuffle(&mut bands, rng);
    let mut order = [0usize; 9];
    for (band, &to) in bands.iter().enumerate() {
        let mut lines = [0usize, 1, 2];
        shuffle(&mut lines, rng);
        for (line, &within) in lines.iter().enumerate() {
            order[band * 3 + line] = to * 3 + within;
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;

    #[test]
    fn the_image_of_a_solution_is_a_solution_and_of_a_puzzle_a_puzzle_of_it() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let solution = Grid::random_solved(Geometry::standard(), &mut rng);
        let mut puzzle = solution.clone();
        for cell in Geometry::standard().cells().filter(|c| c.index() % 3 != 0) {
            puzzle.set(cell, None);
        }
        for _ in 0..20 {
            let iso = Isomorphism::random(&mut rng);
            let image = iso.grid(&solution);
            assert!(image.is_full() && crate::conflicts(&image).is_empty());
            assert_ne!(image, solution);
            let givens = iso.grid(&puzzle);
            assert_eq!(givens.filled_count(), puzzle.filled_count());
            assert!(Geometry::standard()
                .cells()
                .all(|c| givens.get(c).is_none() || givens.get(c) == image.get(c)));
        }
    }

    #[test]
    fn notes_follow_their_cells_and_digits() {
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let iso = Isomorphism::random(&mut rng);
        let mut grid = Grid::empty(Geometry::standard());
        let mut notes = vec![DigitSet::EMPTY; 81];
        let (cell, digit) = (Cell::new(40), Digit::new(4).expect("a digit"));
        grid.set(cell, Some(digit));
        notes[cell.index()] = DigitSet::only(digit).with(Digit::new(7).expect("a digit"));
        let image = iso.grid(&grid);
        let moved = Geometry::standard()
            .cells()
            .find(|&c| image.get(c).is_some())
            .expect("the image of the digit");
        assert_eq!(iso.notes(&notes)[moved.index()].len(), 2);
        assert!(iso.notes(&notes)[moved.index()].contains(image.get(moved).expect("a digit")));
    }
}
