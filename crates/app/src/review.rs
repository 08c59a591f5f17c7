//! The review of a finished game: the player's moves on a timeline with the time each took,
//! beside the logic solver's next step from each position; where the player waited longest and
//! what was available then; and the puzzle's hardest step, as the grader found it.
//!
//! Plain Rust over the recorded moves (`game::Move`), so `cargo test` covers it. It runs the
//! ladder once per position, so the browser calls it only through `engine::review_view`,
//! a lazy chunk of the split build: the solvers stay out of the main module.

use sudoku_core::{
    Cell, Geometry, Grid, LogicOptions, LogicSolver, Puzzle, Rating, Rules, Technique,
};

use crate::game::{EntryChange, Millis, Move, MoveKind};

/// What the solver says of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// The easiest technique that makes progress.
    Step(Technique),
    /// A digit on the board differs from the solution (the first such cell).
    Mistake(Cell),
    /// Nothing on the ladder applies.
    Stuck,
    /// Every cell is filled.
    Solved,
    /// The givens have no single solution to compare with.
    Unknown,
}

/// One move of the timeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The time played when it was made.
    pub at: Millis,
    /// How long the player took over it: the time since the move before.
    pub took: Millis,
    /// What the player did.
    pub kind: MoveKind,
    /// The entries it changed.
    pub changes: Vec<EntryChange>,
    /// The solver's next step from the position the player was looking at (before the move).
    pub next: Next,
}

/// The puzzle's hardest step and where the player met it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hardest {
    /// The hardest technique the grader's path needs.
    pub technique: Technique,
    /// Its rating.
    pub rating: Rating,
    /// The first move (index into the timeline) made from a position whose next step was it.
    pub met: Option<usize>,
    /// Whether the ladder got stuck grading the puzzle: then it needs more than `technique`.
    pub beyond_ladder: bool,
}

impl Hardest {
    /// The summary's sentence. A puzzle of singles has no dramatic "hardest step": the
    /// sentence says singles are all it needs (or, with full houses only, that every step is
    /// the last cell of a unit) and names the toughest single.
    pub fn sentence(&self) -> String {
        let name = self.technique.name();
        let rating = self.rating;
        let met = match self.met {
            Some(i) => format!("you first met it before your move {}", i + 1),
            None => "on your path it was never the easiest step".to_owned(),
        };
        if self.beyond_ladder {
            return format!(
                "This puzzle needs more than the techniques of the ladder; the hardest they \
                 found is {name} (rating {rating}); {met}."
            );
        }
        match self.technique {
            Technique::FullHouse => {
                "Every step of this puzzle is a Full House: the last empty cell of a row, \
                 column or box."
                    .to_owned()
            }
            Technique::HiddenSingle | Technique::NakedSingle => format!(
                "Singles are all this puzzle needs; the toughest is a {name} (rating {rating}); \
                 {met}."
            ),
            _ => format!("The puzzle's hardest step: {name} (rating {rating}); {met}."),
        }
    }

    /// The timeline's mark on the move where the player met it, if it deserves one (not when
    /// every step is a full house).
    pub fn mark(&self) -> Option<&'static str> {
        match self.technique {
            _ if self.beyond_ladder => Some("hardest step found"),
            Technique::FullHouse => None,
            Technique::HiddenSingle | Technique::NakedSingle => Some("toughest single"),
            _ => Some("hardest step"),
        }
    }
}

/// The review of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    /// The board before the first recorded move (the givens, unless older moves were dropped
    /// or the game started from a shared position).
    pub start: Grid,
    /// The moves, oldest first.
    pub entries: Vec<Entry>,
    /// The move the player took longest over.
    pub longest: Option<usize>,
    /// The puzzle's hardest step; `None` when it could not be graded.
    pub hardest: Option<Hardest>,
    /// Whether older moves were dropped from the record.
    pub dropped: bool,
}

impl Review {
    /// Reviews the game of `givens` that ended on `board` after `moves`.
    pub fn new(givens: &Grid, board: &Grid, moves: &[Move], dropped: bool) -> Review {
        Review::with_rules(givens, None, board, moves, dropped)
    }

    /// Reviews the game of `givens` on a variant's `rules` (`None`: the classic rules) that
    /// ended on `board` after `moves`: the solution, the ladder's steps and the grade follow
    /// the rules.
    pub fn with_rules(
        givens: &Grid,
        rules: Option<&Rules>,
        board: &Grid,
        moves: &[Move],
        dropped: bool,
    ) -> Review {
        let puzzle = Puzzle {
            rules: rules
                .cloned()
                .unwrap_or_else(|| Rules::classic(givens.geometry())),
            givens: givens.clone(),
        };
        // The positions, walking back from the final board: positions[k] is before move k.
        let mut positions = vec![board.clone()];
        for m in moves.iter().rev() {
            let mut before = positions.last().cloned().unwrap_or_else(|| board.clone());
            for change in m.changes.iter().rev() {
                before.set(change.cell, change.before);
            }
            positions.push(before);
        }
        positions.reverse();
        let solution = puzzle.solution();
        let mut cache: Option<(&Grid, Next)> = None;
        let mut entries = Vec::with_capacity(moves.len());
        let mut previous = 0;
        for (m, position) in moves.iter().zip(&positions) {
            let next = match cache {
                Some((seen, next)) if seen == position => next,
                _ => next_from(position, solution.as_ref(), &puzzle.rules),
            };
            cache = Some((position, next));
            entries.push(Entry {
                at: m.at,
                took: m.at.saturating_sub(previous),
                kind: m.kind,
                changes: m.changes.clone(),
                next,
            });
            previous = m.at;
        }
        // The first recorded move's wait is known only when it starts the game.
        if dropped {
            if let Some(first) = entries.first_mut() {
                first.took = 0;
            }
        }
        let longest = entries
            .iter()
            .enumerate()
            .filter(|(_, e)| e.took > 0)
            .max_by_key(|&(i, e)| (e.took, std::cmp::Reverse(i)))
            .map(|(i, _)| i);
        let hardest = sudoku_core::grade_puzzle(&puzzle).ok().and_then(|grade| {
            let technique = grade
                .techniques
                .iter()
                .map(|&(t, _)| t)
                .max_by_key(|t| t.difficulty())?;
            let met = entries.iter().position(|e| e.next == Next::Step(technique));
            Some(Hardest {
                technique,
                rating: technique.difficulty(),
                met,
                beyond_ladder: grade.beyond_ladder,
            })
        });
        Review {
            start: positions.first().cloned().unwrap_or_else(|| board.clone()),
            entries,
            longest,
            hardest,
            dropped,
        }
    }

    /// The board after the first `count` moves (0: the start).
    pub fn board_after(&self, count: usize) -> Grid {
        let mut board = self.start.clone();
        for entry in self.entries.iter().take(count) {
            for change in &entry.changes {
                board.set(change.cell, change.after);
            }
        }
        board
    }

    /// The review's summary: where the player waited longest and what was available then, and
    /// the puzzle's hardest step.
    pub fn summary(&self, geometry: Geometry) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(i) = self.longest {
            let entry = &self.entries[i];
            lines.push(format!(
                "You were stuck longest before move {} ({}): {}, then {}.",
                i + 1,
                duration(entry.took),
                next_phrase(entry.next, geometry),
                describe(entry.kind, &entry.changes, geometry),
            ));
        }
        if let Some(hardest) = self.hardest {
            lines.push(hardest.sentence());
        }
        if self.dropped {
            lines.push("Only your last moves are kept; the first ones are not shown.".to_owned());
        }
        lines
    }
}

/// The solver's verdict on `position` under `rules`.
fn next_from(position: &Grid, solution: Option<&Grid>, rules: &Rules) -> Next {
    let Some(solution) = solution else {
        return Next::Unknown;
    };
    let geometry = position.geometry();
    if let Some(cell) = geometry
        .cells()
        .find(|&c| position.get(c).is_some_and(|d| solution.get(c) != Some(d)))
    {
        return Next::Mistake(cell);
    }
    if position.is_full() {
        return Next::Solved;
    }
    let options = LogicOptions {
        unique: true,
        ..LogicOptions::default()
    };
    match LogicSolver::with_rules(rules, position, None, options).map(|mut s| s.next_step()) {
        Ok(Some(step)) => Next::Step(step.technique()),
        _ => Next::Stuck,
    }
}

/// `r4c2`.
pub fn cell_name(geometry: Geometry, cell: Cell) -> String {
    format!(
        "r{}c{}",
        geometry.row_of(cell) + 1,
        geometry.col_of(cell) + 1
    )
}

/// What a move did, in a few words: "4 in r1c3", "erased r2c2", "notes".
pub fn describe(kind: MoveKind, changes: &[EntryChange], geometry: Geometry) -> String {
    let cells = changes
        .iter()
        .map(|c| cell_name(geometry, c.cell))
        .collect::<Vec<_>>();
    let cells = match cells.len() {
        0..=3 => cells.join(", "),
        n => format!("{n} cells"),
    };
    let done = |what: &str| match changes {
        [] => what.to_owned(),
        [one] => match one.after {
            Some(d) => format!("{what}: {} in {cells}", d.to_char()),
            None => format!("{what}: {cells} emptied"),
        },
        _ => format!("{what}: {cells}"),
    };
    match kind {
        MoveKind::Place(d) => format!("{} in {cells}", d.to_char()),
        MoveKind::Erase => format!("erased {cells}"),
        MoveKind::Notes => "notes".to_owned(),
        MoveKind::Change => format!("changed {cells}"),
        MoveKind::Hint => done("hint"),
        MoveKind::Undo => done("undo"),
        MoveKind::Redo => done("redo"),
        MoveKind::Checkpoint => done("back to a checkpoint"),
        MoveKind::Reset => "reset".to_owned(),
        MoveKind::Reveal => "solution shown".to_owned(),
    }
}

/// What the solver says, as a phrase: "Hidden Single was available".
pub fn next_phrase(next: Next, geometry: Geometry) -> String {
    match next {
        Next::Step(t) => format!("{} was available", t.name()),
        Next::Mistake(cell) => format!("{} held a wrong digit", cell_name(geometry, cell)),
        Next::Stuck => "no technique of the ladder applied".to_owned(),
        Next::Solved => "the grid was full".to_owned(),
        Next::Unknown => "the puzzle has no single solution".to_owned(),
    }
}

/// A wait: "8.2 s", "2 min 5 s", with no-break spaces, so a narrow column never breaks a number
/// from its unit.
pub fn duration(ms: Millis) -> String {
    let tenths = ms / 100;
    match tenths {
        0..600 => format!("{}.{}\u{a0}s", tenths / 10, tenths % 10),
        _ => {
            let seconds = ms / 1000;
            match seconds / 3600 {
                0 => format!("{}\u{a0}min {}\u{a0}s", seconds / 60, seconds % 60),
                h => format!("{h}\u{a0}h {}\u{a0}min", (seconds / 60) % 60),
            }
        }
    }
}

#[cfg(test)]
mod tests;
