//! The base positions: for each technique, positions where the ladder's next step was that
//! technique while it solved a puzzle, in `positions.txt` (made by [`collect`]; see
//! `examples/practice_positions.rs`).
//!
//! One position per line: the technique's slug, the board (81 characters: `1`–`9` a given,
//! `a`–`i` a digit the ladder placed, `.` an empty cell), and the candidates the ladder had
//! eliminated beyond what the digits rule out, each as two characters of the URL-safe base64
//! alphabet for `cell × 9 + digit − 1`. Lines starting with `#` are comments.

use std::sync::Arc;

use crate::logic::{self, Board, Layout, LogicOptions, Scratch, Step, Technique};
use crate::{Digit, DigitSet, Geometry, Grid};

/// The committed base positions: the classic techniques', then the variant techniques'
/// (`variants.txt`, see `practice/variants.rs`).
pub(crate) const POSITIONS: &str =
    concat!(include_str!("positions.txt"), include_str!("variants.txt"));

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A base position: the puzzle's givens, the digits on the board and every cell's candidates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Base {
    pub(crate) puzzle: Grid,
    pub(crate) board: Grid,
    pub(crate) notes: Vec<DigitSet>,
}

/// The lines of `technique`'s base positions in `text`, a file of the same form.
pub(crate) fn lines_in(text: &str, technique: Technique) -> Vec<&str> {
    let slug = technique.slug();
    text.lines()
        .filter(|line| line.split(' ').next() == Some(slug.as_str()))
        .collect()
}

/// Reads a line of the file; `None` if it is damaged.
pub(crate) fn decode(line: &str) -> Option<Base> {
    let mut fields = line.split(' ').skip(1);
    let cells = fields.next()?;
    let eliminated = fields.next().unwrap_or("");
    decode_on(&Layout::shared(Geometry::standard()), cells, eliminated)
}

/// The position of a line's board field `cells` and eliminations field `eliminated`, on
/// `layout` (the classic 9×9 grid's, or a variant's: the digits rule out what its units and
/// cages see).
pub(crate) fn decode_on(layout: &Arc<Layout>, cells: &str, eliminated: &str) -> Option<Base> {
    let geometry = layout.geometry;
    if cells.len() != geometry.cell_count() {
        return None;
    }
    let mut puzzle = Grid::empty(geometry);
    let mut board = Grid::empty(geometry);
    for (cell, c) in geometry.cells().zip(cells.bytes()) {
        match c {
            b'1'..=b'9' => {
                let digit = Digit::new(c - b'0');
                puzzle.set(cell, digit);
                board.set(cell, digit);
            }
            b'a'..=b'i' => board.set(cell, Digit::new(c - b'a' + 1)),
            b'.' => {}
            _ => return None,
        }
    }
    let mut full = Board::new(Arc::clone(layout));
    full.load(&board, None).ok()?;
    let mut notes: Vec<DigitSet> = geometry.cells().map(|c| full.cands(c)).collect();
    let value = |c: u8| BASE64.iter().position(|&b| b == c);
    for pair in eliminated.as_bytes().chunks(2) {
        let [high, low] = pair else { return None };
        let v = value(*high)? * 64 + value(*low)?;
        let (cell, digit) = (v / 9, Digit::new((v % 9) as u8 + 1)?);
        let set = notes.get_mut(cell)?;
        *set = set.without(digit);
        if set.is_empty() {
            return None;
        }
    }
    Some(Base {
        puzzle,
        board,
        notes,
    })
}

/// The line of `board`, reached from `puzzle`, for `technique`.
fn encode(technique: Technique, puzzle: &Grid, board: &Board, full: &mut Board) -> String {
    let mut line = technique.slug();
    line.push(' ');
    line.push_str(&encode_position(puzzle, board, full));
    line
}

/// The board and eliminations fields of `board`, reached from `puzzle`; `full` is a board of
/// the same layout to work on.
pub(crate) fn encode_position(puzzle: &Grid, board: &Board, full: &mut Board) -> String {
    let mut line = String::with_capacity(120);
    let grid = board.to_grid();
    for cell in puzzle.geometry().cells() {
        line.push(match (puzzle.get(cell), grid.get(cell)) {
            (Some(d), _) => d.to_char(),
            (None, Some(d)) => char::from(b'a' + d.get() - 1),
            (None, None) => '.',
        });
    }
    line.push(' ');
    // Every board the ladder reaches loads again: its digits never conflict.
    let _ = full.load(&grid, None);
    for cell in puzzle.geometry().cells() {
        for digit in full.cands(cell).difference(board.cands(cell)).iter() {
            let v = cell.index() * 9 + digit.index();
            line.push(char::from(BASE64[v / 64]));
            line.push(char::from(BASE64[v % 64]));
        }
    }
    line
}

/// The base positions of `puzzles` (9×9 with one solution; others are skipped): each puzzle is
/// solved by the ladder, and each position where the next step is a technique that has fewer
/// than `per_technique` positions yet is kept, at most one per technique and puzzle so the
/// positions of a technique come from different puzzles. The text of `positions.txt`, in ladder
/// order.
pub fn collect(puzzles: impl IntoIterator<Item = Grid>, per_technique: usize) -> String {
    let puzzles = puzzles
        .into_iter()
        .filter(|grid| grid.geometry() == Geometry::standard())
        .map(crate::Puzzle::classic);
    gather(
        puzzles,
        per_technique,
        |t| !t.is_for_variants(),
        |t, puzzle, board, full| encode(t, &puzzle.givens, board, full),
    )
}

/// The base positions of the techniques `wanted` in `puzzles` (those with one solution; others
/// are skipped), as [`collect`] finds them, each written by `line` (the technique, the puzzle,
/// the position, and a board of the same layout to work on): the lines, in ladder order.
pub(crate) fn gather(
    puzzles: impl IntoIterator<Item = crate::Puzzle>,
    per_technique: usize,
    wanted: impl Fn(Technique) -> bool,
    line: impl Fn(Technique, &crate::Puzzle, &Board, &mut Board) -> String,
) -> String {
    let mut scratch = Scratch::default();
    let mut found: Vec<Vec<String>> = vec![Vec::new(); Technique::LADDER.len()];
    let options = LogicOptions {
        unique: true,
        up_to: logic::Level::Master,
    };
    for puzzle in puzzles {
        let layout = Layout::of_rules(&puzzle.rules);
        let mut board = Board::new(Arc::clone(&layout));
        let mut full = Board::new(Arc::clone(&layout));
        let mut step = Step::new(layout.geometry);
        if puzzle.solution().is_none() || board.load(&puzzle.givens, None).is_err() {
            continue;
        }
        let mut taken = [false; Technique::LADDER.len()];
        while logic::find(&board, options, &mut scratch, &mut step) {
            let t = step.technique();
            let i = t as usize;
            if wanted(t) && !taken[i] && found[i].len() < per_technique {
                taken[i] = true;
                found[i].push(line(t, &puzzle, &board, &mut full));
            }
            if !logic::apply(&mut board, &step) {
                break;
            }
        }
        let done = Technique::LADDER
            .into_iter()
            .filter(|&t| wanted(t))
            .all(|t| found[t as usize].len() >= per_technique);
        if done {
            break;
        }
    }
    let mut text = String::new();
    for line in found.iter().flatten() {
        text.push_str(line);
        text.push('\n');
    }
    text
}

/// Whether the ladder's next step on `board` is `technique`, filling `step` with it.
pub(crate) fn next_is(
    technique: Technique,
    board: &Board,
    scratch: &mut Scratch,
    step: &mut Step,
) -> bool {
    let options = LogicOptions {
        unique: true,
        up_to: logic::Level::Master,
    };
    logic::find(board, options, scratch, step) && step.technique() == technique
}
