//! Practice positions of the techniques only variant puzzles need (cage combinations, cage
//! overlap, innies, outies, locked candidates on jigsaw regions and diagonals): the base
//! positions, met while the ladder solved generated killer, jigsaw and diagonal puzzles, are
//! committed in `variants.txt` (made by [`collect_variants`]; see
//! `examples/practice_positions.rs`).
//!
//! One position per line: the technique's slug, the puzzle's share code (its rules and givens,
//! [`crate::code::encode_puzzle`]), then the board and the eliminations as a classic line has
//! them (`practice/corpus.rs`).
//!
//! A base is seen through one of the grid's sixteen symmetries that keep a variant whole
//! ([`Turn`]): the grid turned or mirrored (the eight of the square, which keep cages and
//! regions connected and take the two diagonals onto each other), and each digit `d` made
//! `10 − d` or not (a cage of `k` cells and total `t` then totals `10k − t`). The rows of a
//! band are not swapped as a classic position's are: that would tear cages and regions apart.

use std::sync::Arc;

use crate::logic::{Board, Layout, Scratch, Step, Technique};
use crate::rules::Cage;
use crate::{Cell, Digit, DigitSet, Grid, Puzzle, Rules};

use super::corpus::{self, Base};
use super::{Practice, PracticeError, TRIES};

/// A symmetry of the 9×9 grid that keeps a variant's rules whole (see the module).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Turn {
    transpose: bool,
    flip_rows: bool,
    flip_columns: bool,
    complement: bool,
}

impl Turn {
    /// One of the sixteen, drawn from `rng` (only `next_u32`).
    pub(crate) fn random<R: rand::Rng + ?Sized>(rng: &mut R) -> Turn {
        Turn::from_bits(rng.next_u32())
    }

    /// The turn of the low four bits of `bits`: transpose, flip the rows, flip the columns,
    /// complement the digits.
    pub(crate) fn from_bits(bits: u32) -> Turn {
        Turn {
            transpose: bits & 1 != 0,
            flip_rows: bits & 2 != 0,
            flip_columns: bits & 4 != 0,
            complement: bits & 8 != 0,
        }
    }

    fn cell(self, cell: Cell) -> Cell {
        let (mut row, mut column) = (cell.index() / 9, cell.index() % 9);
        if self.flip_rows {
            row = 8 - row;
        }
        if self.flip_columns {
            column = 8 - column;
        }
        if self.transpose {
            (row, column) = (column, row);
        }
        Cell::new(row * 9 + column)
    }

    fn digit(self, digit: Digit) -> Digit {
        if self.complement {
            Digit::new(10 - digit.get()).unwrap_or(digit)
        } else {
            digit
        }
    }

    /// The image of a grid of the rules' geometry.
    pub(crate) fn grid(self, grid: &Grid) -> Grid {
        let mut image = Grid::empty(grid.geometry());
        for cell in grid.geometry().cells() {
            image.set(self.cell(cell), grid.get(cell).map(|d| self.digit(d)));
        }
        image
    }

    /// The image of a note set per cell.
    fn notes(self, notes: &[DigitSet]) -> Vec<DigitSet> {
        let mut image = vec![DigitSet::EMPTY; notes.len()];
        for (i, &set) in notes.iter().enumerate() {
            image[self.cell(Cell::new(i)).index()] = set
                .iter()
                .fold(DigitSet::EMPTY, |s, d| s.with(self.digit(d)));
        }
        image
    }

    /// The image of 9×9 `rules`: regions, diagonals and cages moved with their cells, cage
    /// totals complemented with the digits. `None` if the rules are not 9×9.
    pub(crate) fn rules(self, rules: &Rules) -> Option<Rules> {
        if rules.geometry().size() != 9 {
            return None;
        }
        let mut image = Rules::classic(crate::Geometry::standard());
        if rules.regions().is_some() {
            let mut regions = vec![0; 81];
            for cell in rules.geometry().cells() {
                regions[self.cell(cell).index()] = rules.region_of(cell)?;
            }
            image = image.with_regions(&regions).ok()?;
        }
        if rules.has_diagonals() {
            image = image.with_diagonals();
        }
        if !rules.cages().is_empty() {
            let cages = rules
                .cages()
                .iter()
                .map(|cage| {
                    let cells: Vec<Cell> = cage.cells().iter().map(|&c| self.cell(c)).collect();
                    let sum = cage.sum().map(|sum| {
                        if self.complement {
                            10 * cells.len() as u16 - sum
                        } else {
                            sum
                        }
                    });
                    Cage::new(cells, sum)
                })
                .collect();
            image = image.with_cages(cages).ok()?;
        }
        Some(image)
    }
}

/// Reads a line of `variants.txt`: the puzzle's rules and the base position on them; `None`
/// if it is damaged.
pub(crate) fn decode(line: &str) -> Option<(Rules, Base)> {
    let mut fields = line.split(' ').skip(1);
    let code = fields.next()?;
    let cells = fields.next()?;
    let eliminated = fields.next().unwrap_or("");
    let shared = crate::code::decode_puzzle(code).ok()?;
    let rules = shared.puzzle.rules;
    let base = corpus::decode_on(&Layout::of_rules(&rules), cells, eliminated)?;
    (base.puzzle == shared.puzzle.givens).then_some((rules, base))
}

/// A position of the variant `technique` from the lines of `corpus`, as
/// [`super::practise_in`] promises.
pub(crate) fn practise_variant<R: rand::Rng + ?Sized>(
    corpus: &str,
    technique: Technique,
    rng: &mut R,
) -> Result<Practice, PracticeError> {
    let lines = corpus::lines_in(corpus, technique);
    let mut scratch = Scratch::default();
    for _ in 0..TRIES {
        if lines.is_empty() {
            break;
        }
        let pick = crate::random::below(lines.len(), rng);
        let Some((rules, base)) = decode(lines[pick]) else {
            continue;
        };
        for _ in 0..TRIES {
            let turn = Turn::random(rng);
            let Some(rules) = turn.rules(&rules) else {
                break;
            };
            let (puzzle, digits) = (turn.grid(&base.puzzle), turn.grid(&base.board));
            let notes = turn.notes(&base.notes);
            let layout = Layout::of_rules(&rules);
            let mut board = Board::new(Arc::clone(&layout));
            let mut step = Step::new(layout.geometry);
            if board.load(&digits, Some(&notes)).is_err()
                || !corpus::next_is(technique, &board, &mut scratch, &mut step)
            {
                continue;
            }
            let whole = Puzzle {
                rules: rules.clone(),
                givens: puzzle.clone(),
            };
            let Some(solution) = whole.solution() else {
                continue;
            };
            return Ok(Practice {
                technique,
                candidates: layout.geometry.cells().map(|c| board.cands(c)).collect(),
                rules,
                puzzle,
                board: digits,
                step,
                solution,
            });
        }
    }
    Err(PracticeError::NoPositions(technique))
}

/// The base positions of the variant techniques in `puzzles` (9×9 variant puzzles with one
/// solution; others are skipped), as [`super::collect`] finds the classic ones: the text of
/// `variants.txt`, in ladder order.
pub fn collect_variants(puzzles: impl IntoIterator<Item = Puzzle>, per_technique: usize) -> String {
    let puzzles = puzzles
        .into_iter()
        .filter(|p| !p.rules.is_classic() && p.rules.geometry().size() == 9);
    corpus::gather(
        puzzles,
        per_technique,
        Technique::is_for_variants,
        |t, puzzle, board, full| {
            let code = crate::code::encode_puzzle(puzzle, None);
            let position = corpus::encode_position(&puzzle.givens, board, full);
            format!("{} {code} {position}", t.slug())
        },
    )
}
