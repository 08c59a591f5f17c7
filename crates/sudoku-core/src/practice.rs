//! Practice positions: a 9×9 position (digits and candidates) whose next step on the ladder,
//! everything easier exhausted, is a chosen technique, for a player to drill that technique.
//!
//! A position is a base position of that technique, met while the ladder solved a puzzle
//! (`practice/corpus.rs`, committed in `practice/positions.txt`), seen through a random
//! symmetry of the grid (`practice/transform.rs`: digits relabelled, rows, columns, bands and
//! stacks swapped, the grid transposed). The image is checked with the ladder before it is
//! given out, so the promise holds for every position [`practise`] returns, whatever a
//! technique's search order. Making one is a table look-up, a relabelling and one pass of the
//! ladder: well under a millisecond natively.
//!
//! The text form ([`Practice`]'s `Display`, which the command line prints) is one line: the
//! 81 digits in reading order (`.` for an empty cell), a space, then the candidates of the 81
//! cells in reading order separated by commas, each as its digits in increasing order (empty
//! for a cell that holds a digit):
//!
//! ```text
//! 4..27.6..… 1589,,59,,,…
//! ```
//!
//! A position of a technique only variants need (`practice/variants.rs`) is on a killer's,
//! jigsaw's or diagonal puzzle's rules ([`Practice::rules`]); its text form ends with a third
//! field, the puzzle's share code.

mod corpus;
mod transform;
mod variants;

use std::fmt;

use crate::logic::{Board, Layout, Scratch, Step, Technique};
use crate::{DigitSet, Geometry, Grid, Rules};

pub use corpus::collect;
use transform::Isomorphism;
pub use variants::collect_variants;

/// A practice position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Practice {
    /// The technique to find.
    pub technique: Technique,
    /// The rules the position is played on: the classic ones, or a killer's, jigsaw's or
    /// diagonal puzzle's for the techniques only variants need.
    pub rules: Rules,
    /// The givens of the puzzle the position comes from.
    pub puzzle: Grid,
    /// The digits on the board: the givens and the digits placed so far.
    pub board: Grid,
    /// The candidates of each cell in reading order (empty for a cell that holds a digit).
    pub candidates: Vec<DigitSet>,
    /// The ladder's next step: the placements or eliminations the player should find, with its
    /// proof.
    pub step: Step,
    /// The puzzle's one solution.
    pub solution: Grid,
}

/// Why no position came out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PracticeError {
    /// The technique has no base position to start from.
    #[error("no practice positions for {0}")]
    NoPositions(Technique),
}

/// How many symmetries of a base position are tried before another base is drawn, and how many
/// bases in all: bounds on the work when the ladder sees an image differently from its base.
pub(crate) const TRIES: usize = 8;

/// A position of `technique`, drawing only `next_u32` from `rng`: the same seed gives the
/// same position on every platform.
pub fn practise<R: rand::Rng + ?Sized>(
    technique: Technique,
    rng: &mut R,
) -> Result<Practice, PracticeError> {
    practise_in(corpus::POSITIONS, technique, rng)
}

/// The committed base positions as text ([`practise`]'s corpus: the classic techniques', then
/// the variant techniques' with their puzzles' rules), for a program that hands them
/// to [`practise_in`] elsewhere: the web site serves them to the browser, whose WebAssembly
/// then does not carry them.
pub fn positions() -> &'static str {
    corpus::POSITIONS
}

/// Like [`practise`], with the base positions of `corpus`, text of the form [`positions`]
/// gives (lines that cannot be read are passed over; a technique without any gives
/// [`PracticeError::NoPositions`]). With [`positions`], the same seed gives the same position
/// as [`practise`].
pub fn practise_in<R: rand::Rng + ?Sized>(
    corpus: &str,
    technique: Technique,
    rng: &mut R,
) -> Result<Practice, PracticeError> {
    if technique.is_for_variants() {
        return variants::practise_variant(corpus, technique, rng);
    }
    let lines = corpus::lines_in(corpus, technique);
    let geometry = Geometry::standard();
    let mut board = Board::new(Layout::shared(geometry));
    let mut scratch = Scratch::default();
    let mut step = Step::new(geometry);
    for _ in 0..TRIES {
        if lines.is_empty() {
            break;
        }
        let pick = crate::random::below(lines.len(), rng);
        let Some(base) = corpus::decode(lines[pick]) else {
            continue;
        };
        for _ in 0..TRIES {
            let iso = Isomorphism::random(rng);
            let (puzzle, digits) = (iso.grid(&base.puzzle), iso.grid(&base.board));
            let notes = iso.notes(&base.notes);
            if board.load(&digits, Some(&notes)).is_err()
                || !corpus::next_is(technique, &board, &mut scratch, &mut step)
            {
                continue;
            }
            let Some(solution) = crate::first_solution(&puzzle).0 else {
                continue;
            };
            return Ok(Practice {
                technique,
                rules: Rules::classic(geometry),
                puzzle,
                board: digits,
                candidates: geometry.cells().map(|c| board.cands(c)).collect(),
                step: step.clone(),
                solution,
            });
        }
    }
    Err(PracticeError::NoPositions(technique))
}

/// The most instances of its technique [`Practice::instances`] gives.
const MAX_INSTANCES: usize = 16;

impl Practice {
    /// The steps of the position's technique it holds: [`Practice::step`] (the ladder's), then
    /// each other one the technique's search finds once the ones before it are applied, up to
    /// [`MAX_INSTANCES`]. A player who finds another X-Wing than the ladder's has found an
    /// X-Wing too: these are the answers a trainer accepts. A later step's eliminations leave
    /// out those of the steps before it.
    pub fn instances(&self) -> Vec<Step> {
        let geometry = self.board.geometry();
        let mut found = vec![self.step.clone()];
        let mut board = Board::new(Layout::of_rules(&self.rules));
        if board.load(&self.board, Some(&self.candidates)).is_err() {
            return found;
        }
        let mut scratch = Scratch::default();
        let mut step = Step::new(geometry);
        let mut applied = crate::logic::apply(&mut board, &self.step);
        while applied && found.len() < MAX_INSTANCES {
            step.clear(self.technique);
            if !(self.technique.find())(&board, &mut scratch, &mut step) {
                break;
            }
            applied = crate::logic::apply(&mut board, &step);
            found.push(step.clone());
        }
        found
    }

    /// The candidates part of the text form: each cell's digits, cells separated by commas.
    pub fn candidates_text(&self) -> String {
        let mut text = String::with_capacity(4 * self.candidates.len());
        for (i, set) in self.candidates.iter().enumerate() {
            if i > 0 {
                text.push(',');
            }
            text.extend(set.iter().map(crate::Digit::to_char));
        }
        text
    }
}

impl fmt::Display for Practice {
    /// The board's 81 digits, a space and the candidates (see the module); a variant's
    /// position then has a space and its puzzle's share code, which holds the rules.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.board, self.candidates_text())?;
        if !self.rules.is_classic() {
            let puzzle = crate::Puzzle {
                rules: self.rules.clone(),
                givens: self.puzzle.clone(),
            };
            write!(f, " {}", crate::code::encode_puzzle(&puzzle, None))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
