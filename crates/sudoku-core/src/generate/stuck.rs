//! Positions where the capped ladder got stuck, so that the generator can pass over a puzzle
//! the ladder would get stuck on too, without running it.
//!
//! The ladder is monotone in practice: from a position with more candidates it never gets
//! further. A puzzle whose givens all stand, with the same digits, on a stuck position starts
//! with at least that position's candidates (its givens take out nothing the position has not
//! taken out), so the ladder gets stuck on it as well. Over 3,723 ladder runs of the generator
//! none broke this (a stuck run never filled the cells just removed, which by the same argument
//! would have let it finish). A uniqueness technique could in principle break it; the cost of
//! that would only be a puzzle passed over, never one accepted: every puzzle the generator
//! keeps is graded by a ladder run.
//!
//! Measured for Expert (4,000 puzzles, seeds 11 to 14): 10.87 → 10.64 billion instructions
//! (Hard: 15.26 → 14.61), keeping the last eight positions of the current full grid.

use crate::grade::Grader;
use crate::logic::Level;
use crate::Grid;

use super::attempt::{grade_unique, Within};

/// The most positions kept: the latest are the likeliest to match.
const KEPT: usize = 8;

/// The stuck positions met on the current full grid, latest last.
#[derive(Debug)]
pub(super) struct Stuck {
    boards: Vec<Grid>,
    /// Off for [`Method::Frozen`](super::Method::Frozen): the dailies' puzzles must rest on the
    /// ladder's runs alone, as when they were first made, not on the ladder being monotone.
    on: bool,
}

impl Stuck {
    /// Keeps positions if `on`; else knows none.
    pub(super) fn new(on: bool) -> Stuck {
        Stuck {
            boards: Vec::new(),
            on,
        }
    }

    /// Forgets every position (a new full grid).
    pub(super) fn clear(&mut self) {
        self.boards.clear();
    }

    /// Whether every given of `puzzle` stands, with its digit, on a position kept.
    pub(super) fn known(&self, puzzle: &Grid) -> bool {
        self.boards.iter().any(|board| {
            board.geometry() == puzzle.geometry()
                && board.geometry().cells().all(|cell| match puzzle.get(cell) {
                    Some(digit) => board.get(cell) == Some(digit),
                    None => true,
                })
        })
    }

    /// Keeps the position of `grader`'s last run, on `puzzle`, which got stuck.
    fn note(&mut self, grader: &Grader, puzzle: &Grid) {
        if !self.on {
            return;
        }
        if self.boards.len() == KEPT {
            self.boards.remove(0);
        }
        let mut board = puzzle.clone();
        grader.placed_into(&mut board);
        self.boards.push(board);
    }

    /// [`grade_unique`], noting where the ladder gets stuck; with `skip`, a puzzle on a known
    /// stuck position is [`Within::Beyond`] without a run (the grader's board is then left as
    /// the last run left it).
    pub(super) fn grade(
        &mut self,
        grader: &mut Grader,
        puzzle: &Grid,
        target: Level,
        skip: bool,
    ) -> Within {
        if skip && self.known(puzzle) {
            return Within::Beyond;
        }
        let within = grade_unique(grader, puzzle, target);
        if within == Within::Beyond {
            self.note(grader, puzzle);
        }
        within
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Geometry;

    /// A puzzle the ladder capped at Hard gets stuck on is known afterwards, and so is one with
    /// fewer of its givens; one with a given the stuck position had not filled, or with another
    /// digit, is not; nothing is known when it is off.
    #[test]
    fn a_stuck_position_covers_the_puzzles_whose_givens_it_holds() {
        // An Expert puzzle (a Swordfish and finned fish), stuck with the ladder capped at Hard.
        let puzzle: Grid =
            "4.5.......9.3.7..67..295....435....25.......38....156....756..42..1.3.7.......6.8"
                .parse()
                .expect("a puzzle");
        let mut grader = Grader::new(Geometry::standard());
        let mut off = Stuck::new(false);
        assert_eq!(
            off.grade(&mut grader, &puzzle, Level::Hard, true),
            Within::Beyond
        );
        assert!(!off.known(&puzzle));
        let mut stuck = Stuck::new(true);
        assert!(!stuck.known(&puzzle));
        assert_eq!(
            stuck.grade(&mut grader, &puzzle, Level::Hard, true),
            Within::Beyond
        );
        assert!(stuck.known(&puzzle));
        let cells: Vec<_> = Geometry::standard().cells().collect();
        let given = cells.iter().copied().find(|&c| puzzle.get(c).is_some());
        let open = cells
            .iter()
            .copied()
            .find(|&c| puzzle.get(c).is_none() && !grader.filled(c));
        let (Some(given), Some(open)) = (given, open) else {
            panic!("a given and a cell the ladder left open");
        };
        let mut fewer = puzzle.clone();
        fewer.set(given, None);
        assert!(stuck.known(&fewer));
        let solution = puzzle.solution().expect("one solution");
        let mut more = puzzle.clone();
        more.set(open, solution.get(open));
        assert!(!stuck.known(&more));
        let mut other = puzzle.clone();
        let wrong = crate::Digit::new(puzzle.get(given).map_or(1, |d| d.get() % 9 + 1));
        other.set(given, wrong);
        assert!(!stuck.known(&other));
        // The ladder capped at Expert finishes it.
        assert_eq!(
            grade_unique(&mut grader, &puzzle, Level::Expert),
            Within::Level(Level::Expert)
        );
        stuck.clear();
        assert!(!stuck.known(&puzzle));
    }
}
