//! Grading: the ladder solves the puzzle cheapest technique first; the hardest step gives the
//! rating (on a Sudoku Explainer-like scale) and the level, the sum of all steps breaks ties.
//!
//! The grader is the generator's inner loop, so it keeps one board and one step and allocates
//! nothing per step; singles are applied a whole scan at a time. That gives the same hardest
//! step as one at a time, because placing digits never takes a single away: the singles
//! reachable before the ladder needs anything harder are the same either way.

use std::sync::Arc;

use crate::logic::{
    self, Board, Layout, Level, LogicError, LogicOptions, Rating, Scratch, Step, Technique,
};
use crate::{Geometry, Grid};

/// How hard a puzzle is.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Grade {
    /// The level: the hardest kind of technique needed. Master when the ladder cannot finish.
    pub level: Level,
    /// The difficulty of the hardest step; at least [`BEYOND_LADDER`] when the ladder got stuck.
    pub rating: Rating,
    /// The sum of the difficulties of all steps, in tenths: breaks ties between equal ratings.
    pub total: u32,
    /// Whether the ladder got stuck before the end: then the puzzle is Master, and harder than
    /// its rating says (or it has several solutions).
    pub beyond_ladder: bool,
    /// Each technique used and how many times, in ladder order.
    pub techniques: Vec<(Technique, u32)>,
}

/// The rating of a puzzle the ladder cannot finish: above every technique of the ladder (the
/// hardest, the forcing chain that follows singles, is 8.5), where Sudoku Explainer's nested
/// forcing chains rate.
pub const BEYOND_LADDER: Rating = Rating::from_tenths(100);

/// Grades `puzzle`. The uniqueness techniques are used only if it has exactly one solution,
/// which is checked here.
pub fn grade(puzzle: &Grid) -> Result<Grade, LogicError> {
    let options = LogicOptions {
        unique: crate::is_uniquely_solvable(puzzle),
        up_to: Level::Master,
    };
    let mut grader = Grader::new(puzzle.geometry());
    grader.run(puzzle, options)?;
    Ok(grader.grade())
}

/// A reusable grader for one geometry.
#[derive(Debug)]
pub(crate) struct Grader {
    board: Board,
    scratch: Scratch,
    step: Step,
    counts: [u32; Technique::LADDER.len()],
    hardest: Rating,
    total: u32,
    stuck: bool,
}

impl Grader {
    pub(crate) fn new(geometry: Geometry) -> Grader {
        Grader {
            board: Board::new(Arc::new(Layout::new(geometry))),
            scratch: Scratch::default(),
            step: Step::new(geometry),
            counts: [0; Technique::LADDER.len()],
            hardest: Rating::default(),
            total: 0,
            stuck: false,
        }
    }

    /// The layout of the grader's geometry.
    pub(crate) fn layout(&self) -> Arc<Layout> {
        Arc::clone(&self.board.layout)
    }

    /// Solves `puzzle` with the techniques `options` allow. Afterwards [`Grader::grade`] says
    /// how it went.
    pub(crate) fn run(&mut self, puzzle: &Grid, options: LogicOptions) -> Result<(), LogicError> {
        self.counts = [0; Technique::LADDER.len()];
        self.hardest = Rating::default();
        self.total = 0;
        self.stuck = false;
        self.board
            .load(puzzle, None)
            .map_err(|_| LogicError::Contradiction)?;
        // The first three techniques of the ladder are the singles, placed by `singles`.
        debug_assert_eq!(Technique::LADDER[3], Technique::Pointing);
        while self.board.empty() > 0 {
            if self.singles() {
                continue;
            }
            if !logic::find_from(3, &self.board, options, &mut self.scratch, &mut self.step)
                || !logic::apply(&mut self.board, &self.step)
            {
                self.stuck = true;
                return Ok(());
            }
            self.record(self.step.technique(), 1);
        }
        Ok(())
    }

    /// Whether the singles alone, from the givens of `puzzle`, fill every one of `cells`.
    pub(crate) fn singles_fill(&mut self, puzzle: &Grid, cells: &[crate::Cell]) -> bool {
        if self.board.load(puzzle, None).is_err() {
            return false;
        }
        while self.singles() {
            if cells.iter().all(|c| self.board.value(c.index()) != 0) {
                return true;
            }
        }
        false
    }

    /// Whether `cell` holds a digit on the grader's board: after [`Grader::run`], whether the
    /// ladder filled it (or it was given).
    pub(crate) fn filled(&self, cell: crate::Cell) -> bool {
        self.board.value(cell.index()) != 0
    }

    /// The hardest level used so far.
    pub(crate) fn level(&self) -> Level {
        if self.stuck {
            return Level::Master;
        }
        Technique::LADDER
            .iter()
            .zip(&self.counts)
            .filter(|(_, &n)| n > 0)
            .map(|(t, _)| t.level())
            .max()
            .unwrap_or(Level::Easy)
    }

    pub(crate) fn grade(&self) -> Grade {
        Grade {
            level: self.level(),
            rating: if self.stuck {
                self.hardest.max(BEYOND_LADDER)
            } else {
                self.hardest
            },
            total: self.total,
            beyond_ladder: self.stuck,
            techniques: Technique::LADDER
                .iter()
                .zip(&self.counts)
                .filter(|(_, &n)| n > 0)
                .map(|(&t, &n)| (t, n))
                .collect(),
        }
    }

    fn record(&mut self, technique: Technique, times: u32) {
        if let Some(i) = Technique::LADDER.iter().position(|&t| t == technique) {
            self.counts[i] += times;
        }
        self.hardest = self.hardest.max(technique.difficulty());
        self.total += times * u32::from(technique.difficulty().tenths());
    }

    /// Applies every full house, else every hidden single, else every naked single found in
    /// one scan. Returns whether anything was placed.
    fn singles(&mut self) -> bool {
        let n = self.board.layout.n;
        let units = self.board.layout.units.len();
        let layout = Arc::clone(&self.board.layout);
        let full = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
        // Full houses and hidden singles: a digit with one place in a unit (a full house when
        // that is the unit's last empty cell).
        let (mut houses, mut hidden) = (0, 0);
        for u in (2 * n..units).chain(0..2 * n) {
            let mut missing = !self.board.placed(u) & full;
            let last = missing.count_ones() == 1;
            while missing != 0 {
                let d = missing.trailing_zeros() as usize;
                missing &= missing - 1;
                let spots = self.board.pos(u, d);
                // Checked again at placing time: an earlier single of this scan may have
                // changed the unit.
                if spots.count_ones() == 1 && self.board.placed(u) & (1 << d) == 0 {
                    let cell = usize::from(layout.cells_of(u)[spots.trailing_zeros() as usize]);
                    self.board.place(cell, d);
                    if last {
                        houses += 1;
                    } else {
                        hidden += 1;
                    }
                }
            }
        }
        if houses > 0 {
            self.record(Technique::FullHouse, houses);
        }
        if hidden > 0 {
            self.record(Technique::HiddenSingle, hidden);
        }
        if houses + hidden > 0 {
            return true;
        }
        let mut naked = 0;
        for cell in 0..layout.geometry.cell_count() {
            let cands = self.board.cands(cell);
            if cands != 0 && cands & (cands - 1) == 0 {
                self.board.place(cell, cands.trailing_zeros() as usize);
                naked += 1;
            }
        }
        if naked > 0 {
            self.record(Technique::NakedSingle, naked);
        }
        naked > 0
    }
}

#[cfg(test)]
mod tests;
