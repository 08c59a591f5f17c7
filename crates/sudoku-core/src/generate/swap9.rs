//! A swap for a dig on 9×9 still below its target (Medium to Expert): when a removal leaves a
//! second solution, a given removed earlier where that solution differs from the full grid is
//! put back instead, which keeps the number of givens, often keeps one solution, and
//! sometimes makes the puzzle harder. Most digs otherwise end below the target (the ladder
//! solves every puzzle met on the way with easier techniques, most often the singles) and are
//! thrown away; with the swap, far fewer digs are needed per puzzle, for a few more searches
//! each. Measured for Expert: 5.5 digs per puzzle down to about 3, and some 13% fewer
//! instructions per puzzle in all, with two put-backs tried at Easy only; four put-backs,
//! and swaps at Medium and Hard too, took 7% more off. For Medium and Hard puzzles, 18% and
//! 16% fewer instructions. Trying every put-back there is instead of four took another 7%
//! (Expert), 8% (Hard) and 11% (Medium) off: measured over 4,000 puzzles of each level (seeds
//! 11 to 14), as a count of 1, 2, 3, 6, 8, 12, 20 put-backs and all of them went 14.7, 13.6,
//! 13.3, 12.1, 12.2, 11.7, 11.7 and 11.6 billion instructions for Expert, 12.5 with four.

use crate::grade::Grader;
use crate::logic::Level;
use crate::solver::other_solution9;
use crate::{Cell, Grid};

use super::attempt::Within;
use super::singles9::{Closure9, Digits9};
use super::stuck::Stuck;
use super::unavoidable9::Unavoidable9;

/// From how few givens on a dig tries swaps: above, removals still have plenty of other
/// ways to go, and a swap costs more searches than it saves digs.
pub(super) const SWAP_GIVENS: u32 = 30;

/// A removal from a 9×9 puzzle that left `other` as a second solution: the puzzle (orbit
/// `removed` already emptied), its digits, the solution as a grid and as digits.
pub(super) struct Swap9<'a> {
    pub(super) puzzle: &'a mut Grid,
    pub(super) solution: &'a Grid,
    pub(super) full: &'a [u8; 81],
    pub(super) digits: &'a mut Digits9,
    pub(super) removed: [Cell; 2],
    pub(super) other: &'a [u8; 81],
    pub(super) unavoidable: &'a mut Unavoidable9,
    pub(super) stuck: &'a mut Stuck,
}

/// Puts back, in place of the orbit just removed, one orbit of `tried` (latest first, of
/// those that are empty and where the second solution differs from the full grid) that
/// leaves one solution and a puzzle whose singles do not fill `removed`, graded at the
/// `target` or below: then the puzzle keeps it, with `removed` empty, and its level is
/// returned (above Easy). Else the puzzle is left as it came and [`Within::Several`] is
/// returned.
pub(super) fn swap9(
    grader: &mut Grader,
    swap: Swap9<'_>,
    orbits: &[[Cell; 2]],
    tried: &[usize],
    target: Level,
) -> Within {
    let Swap9 {
        puzzle,
        solution,
        full,
        digits,
        removed,
        other,
        unavoidable,
        stuck,
    } = swap;
    let cells = removed.map(Cell::index);
    // The singles' end of the puzzle as it came, made at the first put-back that needs it:
    // each put-back's singles go on from there.
    let before = *digits.digits();
    let mut closure = None;
    for &j in tried.iter().rev() {
        let [c, d] = orbits[j];
        let (ci, di) = (c.index(), d.index());
        if digits.digits()[ci] != 0 || (other[ci] == full[ci] && other[di] == full[di]) {
            continue;
        }
        digits.set(c.index(), full[c.index()]);
        digits.set(d.index(), full[d.index()]);
        puzzle.set(c, solution.get(c));
        puzzle.set(d, solution.get(d));
        // Where the singles fill `removed`, they reach the dig's puzzle before the removal
        // (this one with `removed` put back instead) and go on as from it: this one is no
        // harder, nothing gained. Else it is not Easy. Any other solution differs from the
        // full grid in `removed`: with them put back it is that puzzle, which had one. A put-back
        // whose puzzle lies on a position where the ladder got stuck would get stuck too.
        if !unavoidable.emptied(digits.givens())
            && !stuck.known(puzzle)
            && !closure
                .get_or_insert_with(|| Closure9::new(&before))
                .fills_with(&[(ci, full[ci]), (di, full[di])], &cells)
            && other_solution9(digits.digits(), full, &cells)
                .inspect(|found| unavoidable.learn(full, found))
                .is_none()
        {
            if let Within::Level(level) = stuck.grade(grader, puzzle, target, false) {
                return Within::Level(level);
            }
        }
        puzzle.set(c, None);
        puzzle.set(d, None);
        digits.clear(c.index());
        digits.clear(d.index());
    }
    Within::Several
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::generate::singles9::singles_solve9;
    use crate::generate::{orbits, Symmetry};
    use crate::random::shuffle;
    use crate::solver::givens9;
    use crate::{Geometry, SolveOutcome};

    /// Digs full grids in rotational orbits while the singles solve the puzzle, up to the first
    /// removal that leaves a second solution; then swaps. A swap that is taken keeps the number
    /// of givens and one solution, empties the orbit removed, and gives the level `grade` gives;
    /// one that is not leaves the puzzle as it came.
    #[test]
    fn a_swap_keeps_the_givens_and_one_solution_or_changes_nothing() {
        let geometry = Geometry::standard();
        let orbits = orbits(geometry, Symmetry::Rotational);
        let mut grader = Grader::new(geometry);
        let given_orbits = |digits: &Digits9| {
            orbits
                .iter()
                .filter(|[c, _]| digits.digits()[c.index()] != 0)
                .count()
        };
        let (mut taken, mut refused) = (0, 0);
        for seed in 0..60 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let solution = Grid::random_solved(geometry, &mut rng);
            let full = givens9(&solution);
            let mut order: Vec<usize> = (0..orbits.len()).collect();
            shuffle(&mut order, &mut rng);
            let mut puzzle = solution.clone();
            let mut digits = Digits9::new(full);
            let mut unavoidable = Unavoidable9::new(&full);
            let mut stuck = Stuck::new(true);
            for (step, &i) in order.iter().enumerate() {
                let [a, b] = orbits[i];
                let cells = [a.index(), b.index()];
                puzzle.set(a, None);
                puzzle.set(b, None);
                digits.clear(cells[0]);
                digits.clear(cells[1]);
                let givens = digits.givens().count_ones();
                // The orbits holding givens before this removal.
                let orbits_before = given_orbits(&digits) + 1;
                let Some(other) = other_solution9(digits.digits(), &full, &cells) else {
                    if singles_solve9(digits.digits()) {
                        continue;
                    }
                    break;
                };
                if givens <= SWAP_GIVENS {
                    let before = puzzle.clone();
                    let swap = Swap9 {
                        puzzle: &mut puzzle,
                        solution: &solution,
                        full: &full,
                        digits: &mut digits,
                        removed: [a, b],
                        other: &other,
                        unavoidable: &mut unavoidable,
                        stuck: &mut stuck,
                    };
                    match swap9(&mut grader, swap, &orbits, &order[..step], Level::Expert) {
                        Within::Level(level) => {
                            taken += 1;
                            assert_eq!(given_orbits(&digits), orbits_before);
                            assert_eq!(*digits.digits(), givens9(&puzzle));
                            assert_eq!(puzzle.get(a), None);
                            assert_eq!(
                                crate::solve(&puzzle),
                                SolveOutcome::Unique(solution.clone())
                            );
                            assert!(level > Level::Easy);
                            assert_eq!(crate::grade(&puzzle).map(|g| g.level), Ok(level));
                            break;
                        }
                        within => {
                            refused += 1;
                            assert_eq!(within, Within::Several);
                            assert_eq!(puzzle, before);
                            assert_eq!(*digits.digits(), givens9(&puzzle));
                        }
                    }
                }
                puzzle.set(a, solution.get(a));
                puzzle.set(b, solution.get(b));
                digits.set(cells[0], full[cells[0]]);
                digits.set(cells[1], full[cells[1]]);
            }
        }
        assert!(taken > 0 && refused > 0, "taken {taken}, refused {refused}");
    }
}
