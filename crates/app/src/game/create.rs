//! Create mode: the player types a puzzle's clues, then locks them; the lock says whether the
//! clues make a proper puzzle (exactly one solution).

use sudoku_core::{count_solutions, Cell, CellProgress, Grade, Grid, Progress};

use super::Game;
use crate::new_puzzle::GridKind;
use crate::words::{capitalised, level_phrase};

impl Game {
    /// A game for typing a puzzle's clues: an empty grid of `clues`' shape, with `clues` as the
    /// player's entries, so they can be edited, undone and checked like any entry.
    pub fn editor(clues: &Grid) -> Game {
        let mut progress = Progress::empty(clues.geometry());
        for cell in clues.geometry().cells() {
            progress.set(
                cell,
                CellProgress {
                    entry: clues.get(cell),
                    ..CellProgress::default()
                },
            );
        }
        Game::with_progress(Grid::empty(clues.geometry()), &progress)
    }
}

/// What locking a set of clues found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lock {
    /// No clue at all: there is nothing to lock.
    Empty,
    /// Some clues repeat a digit in a unit; the cells are listed, with the grid's kind (which
    /// names its units).
    Conflicts(Vec<Cell>, GridKind),
    /// The clues have no solution.
    NoSolution,
    /// The clues have more than one solution, so a player could not reason to one; the cells
    /// where two of them differ show where a clue is missing.
    Several(Vec<Cell>),
    /// Exactly one solution: a proper puzzle, with its grade.
    Unique(Grid, Option<Grade>),
}

impl Lock {
    /// Checks `clues` as a puzzle.
    pub fn check(clues: &Grid) -> Lock {
        if clues.filled_count() == 0 {
            return Lock::Empty;
        }
        let conflicts = sudoku_core::conflicting_cells(clues);
        if !conflicts.is_empty() {
            return Lock::Conflicts(conflicts, GridKind::of(clues.geometry()));
        }
        match sudoku_core::solve(clues) {
            sudoku_core::SolveOutcome::Unique(solution) => {
                Lock::Unique(solution, sudoku_core::grade(clues).ok())
            }
            sudoku_core::SolveOutcome::AlreadySolved => {
                Lock::Unique(clues.clone(), sudoku_core::grade(clues).ok())
            }
            sudoku_core::SolveOutcome::Multiple(first, second) => Lock::Several(
                clues
                    .geometry()
                    .cells()
                    .filter(|&c| first.get(c) != second.get(c))
                    .collect(),
            ),
            _ => {
                // `solve` names no other outcome today; count to be sure rather than guess.
                if count_solutions(clues, 1) == 0 {
                    Lock::NoSolution
                } else {
                    Lock::Several(Vec::new())
                }
            }
        }
    }

    /// One sentence for the player.
    pub fn message(&self) -> String {
        match self {
            Lock::Empty => t!(CreateLockEmpty).to_owned(),
            Lock::Conflicts(cells, kind) => {
                let count = cells.len();
                // The units a digit may not repeat in differ by the kind of grid.
                match kind {
                    GridKind::Classic | GridKind::Killer => {
                        t!(CreateLockConflictsBox, count = count)
                    }
                    GridKind::Latin => t!(CreateLockConflictsLatin, count = count),
                    GridKind::Jigsaw => t!(CreateLockConflictsRegion, count = count),
                    GridKind::Diagonal => t!(CreateLockConflictsDiagonal, count = count),
                }
            }
            Lock::NoSolution => t!(CreateLockNoSolution).to_owned(),
            Lock::Several(_) => t!(CreateLockSeveral).to_owned(),
            Lock::Unique(_, Some(grade)) => {
                let level = capitalised(level_phrase(grade.level));
                let rating = crate::words::rating(grade.rating);
                if grade.beyond_ladder {
                    t!(CreateLockUniqueBeyond, level = level, rating = rating)
                } else {
                    t!(CreateLockUniqueGraded, level = level, rating = rating)
                }
            }
            Lock::Unique(_, None) => t!(CreateLockUnique).to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(clues: &str) -> Lock {
        Lock::check(&clues.parse().expect("a puzzle line"))
    }

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn a_proper_puzzle_is_unique() {
        let lock = check(PUZZLE);
        let Lock::Unique(solution, Some(grade)) = &lock else {
            panic!("the classic puzzle has one solution and a grade");
        };
        assert_eq!(grade.level, sudoku_core::Level::Easy);
        assert!(
            lock.message().contains("An easy puzzle"),
            "{}",
            lock.message()
        );
        assert!(solution.is_full());
        assert!(sudoku_core::conflicts(solution).is_empty());
    }

    #[test]
    fn removing_clues_gives_several_solutions_and_where_they_differ() {
        // Four clues of a unique puzzle removed: at least two solutions.
        let mut clues: Grid = PUZZLE.parse().expect("puzzle");
        let cells: Vec<Cell> = clues
            .geometry()
            .cells()
            .filter(|&c| clues.get(c).is_some())
            .collect();
        for &cell in &cells[..12] {
            clues.set(cell, None);
        }
        let Lock::Several(differ) = Lock::check(&clues) else {
            panic!("twelve clues fewer leave several solutions");
        };
        assert!(!differ.is_empty());
        assert!(differ.iter().all(|&c| clues.get(c).is_none()));
    }

    #[test]
    fn conflicting_clues_are_listed() {
        let lock = check(&PUZZLE.replacen('.', "5", 1));
        assert!(
            matches!(&lock, Lock::Conflicts(cells, GridKind::Classic) if cells.len() >= 2),
            "{lock:?}"
        );
        assert!(lock.message().contains("row, column or box"));
        // A Latin square has no box to name.
        let latin = Grid::parse_latin(&format!("1.1{}", ".".repeat(22))).expect("5×5");
        let lock = Lock::check(&latin);
        assert!(
            matches!(&lock, Lock::Conflicts(cells, GridKind::Latin) if cells.len() == 2),
            "{lock:?}"
        );
        assert_eq!(
            lock.message(),
            "2 clues repeat a digit in a row or column; they are marked."
        );
    }

    #[test]
    fn clues_without_a_solution_say_so() {
        // Box 1 holds 1 to 8 and needs its 9 in r3c3, but row 3 already has a 9 in r3c7:
        // nothing repeats, yet nothing fits.
        let clues = format!("123......456......78....9..{}", ".".repeat(54));
        let lock = check(&clues);
        assert_eq!(lock, Lock::NoSolution);
        assert!(!lock.message().is_empty());
    }

    #[test]
    fn the_editor_holds_the_clues_as_entries() {
        let clues: Grid = PUZZLE.parse().expect("puzzle");
        let game = Game::editor(&clues);
        assert_eq!(game.givens().filled_count(), 0);
        assert_eq!(game.board(), clues);
    }

    #[test]
    fn nothing_to_lock() {
        assert_eq!(check(&".".repeat(81)), Lock::Empty);
    }
}
