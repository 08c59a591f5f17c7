//! Hints for a player: first a mistake, if the board has one, else the next logical step.

use crate::{Cell, Digit, DigitSet, Grid};

use super::{LogicOptions, LogicSolver, Step};

/// What a hint says about a player's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hint {
    /// This entry differs from the solution.
    Mistake(Cell),
    /// The player's notes in this cell leave out its solution digit.
    MissingNote {
        /// The cell.
        cell: Cell,
        /// The digit the notes lack.
        digit: Digit,
    },
    /// The next logical step.
    Step(Step),
    /// Every cell is filled correctly.
    Solved,
    /// No technique of the ladder applies; the player has to look further (or guess).
    Stuck,
    /// The givens have no solution or several, so there is nothing to check against.
    NotUnique,
}

/// The hint for a player's board. `givens` is the puzzle, `board` the givens and the player's
/// entries, `notes` (one set per cell, empty for none) the player's pencil marks. A wrong entry
/// comes first, then a note that rules out the solution, then the next step of the ladder from
/// the player's notes (or from every candidate where a cell has none).
pub fn hint(givens: &Grid, board: &Grid, notes: Option<&[DigitSet]>) -> Hint {
    hint_puzzle(&crate::Puzzle::classic(givens.clone()), board, notes)
}

/// [`hint`] for a puzzle of any rules: a variant's steps use its regions, diagonals and cages,
/// and never the uniqueness techniques.
pub fn hint_puzzle(puzzle: &crate::Puzzle, board: &Grid, notes: Option<&[DigitSet]>) -> Hint {
    let givens = &puzzle.givens;
    let Some(solution) = puzzle.solution() else {
        return Hint::NotUnique;
    };
    let geometry = givens.geometry();
    if board.geometry() != geometry {
        return Hint::NotUnique;
    }
    // A given overwritten in `board` counts as a mistake in that cell too.
    if let Some(cell) = geometry
        .cells()
        .find(|&c| board.get(c).is_some_and(|d| solution.get(c) != Some(d)))
    {
        return Hint::Mistake(cell);
    }
    if let Some(notes) = notes {
        for (cell, note) in geometry.cells().zip(notes) {
            if board.get(cell).is_none() && !note.is_empty() {
                if let Some(digit) = solution.get(cell).filter(|&d| !note.contains(d)) {
                    return Hint::MissingNote { cell, digit };
                }
            }
        }
    }
    if board.is_full() {
        return Hint::Solved;
    }
    let options = LogicOptions {
        unique: puzzle.rules.is_classic(),
        ..LogicOptions::default()
    };
    match LogicSolver::with_rules(&puzzle.rules, board, notes, options) {
        Ok(mut solver) => solver.next_step().map_or(Hint::Stuck, Hint::Step),
        // The board agrees with the solution and the notes keep it, so this cannot happen;
        // "stuck" is the honest answer if it ever did.
        Err(_) => Hint::Stuck,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Technique;
    use crate::Geometry;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn cell(row: usize, col: usize) -> Cell {
        Geometry::standard().cell(row, col).expect("inside")
    }

    #[test]
    fn a_wrong_entry_comes_first() {
        let givens: Grid = PUZZLE.parse().expect("puzzle");
        let mut board = givens.clone();
        // r1c3 is 4 in the solution.
        board.set(cell(0, 2), Digit::new(1));
        assert_eq!(hint(&givens, &board, None), Hint::Mistake(cell(0, 2)));
    }

    #[test]
    fn a_note_without_the_solution_digit_is_reported() {
        let givens: Grid = PUZZLE.parse().expect("puzzle");
        let mut notes = vec![DigitSet::EMPTY; 81];
        notes[2] = [1, 2].into_iter().filter_map(Digit::new).collect();
        assert_eq!(
            hint(&givens, &givens, Some(&notes)),
            Hint::MissingNote {
                cell: cell(0, 2),
                digit: Digit::new(4).expect("4")
            }
        );
    }

    #[test]
    fn a_correct_board_gets_the_next_step_with_a_sentence() {
        let givens: Grid = PUZZLE.parse().expect("puzzle");
        let Hint::Step(step) = hint(&givens, &givens, None) else {
            panic!("a step is expected");
        };
        assert!(matches!(
            step.technique(),
            Technique::FullHouse | Technique::HiddenSingle | Technique::NakedSingle
        ));
        assert_eq!(step.placements().len(), 1);
        assert!(step.explanation().ends_with('.'), "{}", step.explanation());
        let solution = givens.solution().expect("unique");
        assert!(step
            .placements()
            .iter()
            .all(|c| solution.get(c.cell) == Some(c.digit)));
    }

    #[test]
    fn a_solved_board_and_a_bad_puzzle_say_so() {
        let givens: Grid = PUZZLE.parse().expect("puzzle");
        let solution = givens.solution().expect("unique");
        assert_eq!(hint(&givens, &solution, None), Hint::Solved);
        let empty = Grid::empty(Geometry::standard());
        assert_eq!(hint(&empty, &empty, None), Hint::NotUnique);
    }
}
