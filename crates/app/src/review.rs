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
use crate::words::technique_name;

mod words;
pub use words::{board_label, cell_name, describe, duration, next_phrase};

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
        let technique = technique_name(self.technique);
        let rating = crate::words::rating(self.rating);
        // The move where the player first met it, from 1; 0: never.
        let met = self.met.map_or(0, |i| i + 1);
        if self.beyond_ladder {
            return t!(ReviewHardestBeyond, technique = technique, rating = rating, move = met);
        }
        match self.technique {
            Technique::FullHouse => t!(ReviewFullHouse).to_owned(),
            Technique::HiddenSingle | Technique::NakedSingle => {
                t!(ReviewHardestSingle, technique = technique, rating = rating, move = met)
            }
            _ => t!(ReviewHardest, technique = technique, rating = rating, move = met),
        }
    }

    /// The timeline's mark on the move where the player met it, if it deserves one (not when
    /// every step is a full house).
    pub fn timeline_mark(&self) -> Option<Mark> {
        match self.technique {
            _ if self.beyond_ladder => Some(Mark::HardestFound),
            Technique::FullHouse => None,
            Technique::HiddenSingle | Technique::NakedSingle => Some(Mark::ToughestSingle),
            _ => Some(Mark::Hardest),
        }
    }

    /// The mark's words, for the tests to compare with their English (kept for the test run).
    #[cfg(test)]
    pub fn mark(&self) -> Option<&'static str> {
        self.timeline_mark().map(|mark| &*mark.text().leak())
    }
}

/// The timeline's mark on the move where the player met the hardest step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// "hardest step found": the ladder got stuck grading the puzzle.
    HardestFound,
    /// "toughest single": a puzzle of singles.
    ToughestSingle,
    /// "hardest step".
    Hardest,
}

impl Mark {
    /// The mark's words in the page's language.
    pub fn text(self) -> String {
        word!(self, {
            Mark::HardestFound => ReviewMarkHardestFound,
            Mark::ToughestSingle => ReviewMarkToughestSingle,
            Mark::Hardest => ReviewMarkHardest,
        })
        .to_owned()
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
            lines.push(t!(
                ReviewStuckLongest,
                move = i + 1,
                took = duration(entry.took),
                available = next_phrase(entry.next, geometry),
                move_made = describe(entry.kind, &entry.changes, geometry),
            ));
        }
        if let Some(hardest) = self.hardest {
            lines.push(hardest.sentence());
        }
        if self.dropped {
            lines.push(t!(ReviewDropped).to_owned());
        }
        lines
    }
}

impl Review {
    /// The caption under the board after the first `count` moves: the start and what was
    /// available, or that move with its time, what it did, how long it took and what comes
    /// after.
    pub fn caption(&self, count: usize, geometry: Geometry) -> String {
        let Some(entry) = count.checked_sub(1).and_then(|i| self.entries.get(i)) else {
            let available = self
                .entries
                .first()
                .map_or(String::new(), |e| next_phrase(e.next, geometry));
            return t!(ReviewCaptionStart, available = available);
        };
        let after = self.entries.get(count).map_or_else(
            || t!(ReviewCaptionEnd).to_owned(),
            |next| {
                t!(
                    ReviewCaptionFromHere,
                    available = next_phrase(next.next, geometry)
                )
            },
        );
        t!(
            ReviewCaptionMove,
            move = count,
            total = self.entries.len(),
            time = crate::game::Timer::format(entry.at),
            move_made = describe(entry.kind, &entry.changes, geometry),
            took = duration(entry.took),
            after = after,
        )
    }

    /// The timeline's words for move `i`: what the solver had before it (empty when solved or
    /// unknown) and its mark (longest wait, hardest step, both or none).
    pub fn timeline_words(&self, i: usize, geometry: Geometry) -> (String, String) {
        let next = match self.entries.get(i).map(|e| e.next) {
            Some(Next::Step(t)) => technique_name(t).to_owned(),
            Some(Next::Mistake(cell)) => {
                t!(ReviewTimelineMistake, cell = cell_name(geometry, cell))
            }
            Some(Next::Stuck) => t!(ReviewTimelineStuck).to_owned(),
            Some(Next::Solved | Next::Unknown) | None => String::new(),
        };
        let hardest = self
            .hardest
            .filter(|h| h.met == Some(i))
            .and_then(|h| h.timeline_mark())
            .map(Mark::text);
        let mark = match (self.longest == Some(i), hardest) {
            (true, Some(hardest)) => t!(ReviewMarkLongestAnd, mark = &hardest),
            (true, None) => t!(ReviewMarkLongest).to_owned(),
            (false, Some(hardest)) => hardest,
            (false, None) => String::new(),
        };
        (next, mark)
    }

    /// Whether move `i` is the one where the player met the hardest step (and it has a mark).
    pub fn is_hardest(&self, i: usize) -> bool {
        self.hardest
            .is_some_and(|h| h.met == Some(i) && h.timeline_mark().is_some())
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

#[cfg(test)]
mod tests;
