//! Grading: the ladder solves the puzzle cheapest technique first; the hardest step gives the
//! rating (on a Sudoku Explainer-like scale) and the level, the sum of all steps breaks ties.
//!
//! The grader is the generator's inner loop, so it keeps one board and one step and allocates
//! nothing per step; the singles (the Easy techniques but a killer's cage combinations) are
//! applied a whole scan at a time, with
//! the ladder's own scans (`hidden_single::place_scan`, `naked_single::place_scan`). That gives
//! the same hardest step as one at a time, because placing digits never takes a single away:
//! the singles reachable before the ladder needs anything harder are the same either way.

use crate::logic::{
    self, Board, Layout, Level, LogicError, LogicOptions, Rating, Scratch, Step, Technique,
};
use crate::{Cell, Geometry, Grid, Puzzle};

/// How hard a puzzle is.
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// The grade of `puzzle` under its rules: a classic one as [`grade`] gives it; a variant by
/// the same ladder with its killer techniques, without the uniqueness techniques (a deadly
/// pattern's swap may break a cage or a diagonal).
pub fn grade_puzzle(puzzle: &Puzzle) -> Result<Grade, LogicError> {
    if puzzle.rules.is_classic() {
        return grade(&puzzle.givens);
    }
    let mut grader = Grader::for_rules(&puzzle.rules);
    grader.run(&puzzle.givens, LogicOptions::default())?;
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
    /// The puzzle of the last run, and whether that run's options left out only techniques
    /// that come after every one they allowed (see [`Grader::grade_of`]).
    last: Grid,
    last_complete: bool,
}

impl Grader {
    pub(crate) fn new(geometry: Geometry) -> Grader {
        Grader::for_rules(&crate::Rules::classic(geometry))
    }

    /// A grader for puzzles of `rules`.
    pub(crate) fn for_rules(rules: &crate::Rules) -> Grader {
        let geometry = rules.geometry();
        Grader {
            board: Board::new(Layout::of_rules(rules)),
            scratch: Scratch::default(),
            step: Step::new(geometry),
            counts: [0; Technique::LADDER.len()],
            hardest: Rating::default(),
            total: 0,
            stuck: false,
            last: Grid::empty(geometry),
            last_complete: false,
        }
    }

    /// Solves `puzzle` with the techniques `options` allow. Afterwards [`Grader::grade`] says
    /// how it went.
    pub(crate) fn run(&mut self, puzzle: &Grid, options: LogicOptions) -> Result<(), LogicError> {
        self.counts = [0; Technique::LADDER.len()];
        self.hardest = Rating::default();
        self.total = 0;
        self.stuck = false;
        self.last.copy_from(puzzle);
        self.last_complete = false;
        self.board
            .load(puzzle, None)
            .map_err(|_| LogicError::Contradiction)?;
        // The uniqueness techniques are allowed only for a puzzle of one solution, loaded
        // without notes here, and every step is sound: its solution stays among the candidates.
        self.board.solvable = options.unique;
        while self.board.empty() > 0 {
            if self.singles() {
                continue;
            }
            // No single is left: the ladder goes on after the singles.
            let found = logic::find_from(
                Technique::CageCombination,
                &self.board,
                options,
                &mut self.scratch,
                &mut self.step,
            );
            if !found || !logic::apply(&mut self.board, &self.step) {
                self.stuck = true;
                return Ok(());
            }
            self.record(self.step.technique(), 1);
        }
        // The ladder climbs by level, so a cap leaves out only techniques after the allowed
        // ones; without the uniqueness techniques it leaves out Expert ones among others.
        self.last_complete = options.unique || options.up_to < Level::Expert;
        Ok(())
    }

    /// Whether the singles alone, from the givens of `puzzle`, fill every one of `cells`.
    ///
    /// Most often each of `cells` is a single in turn from the givens, which is quicker to see
    /// than a scan of the grid; the scans decide the rest.
    pub(crate) fn singles_fill(&mut self, puzzle: &Grid, cells: &[Cell]) -> bool {
        // The singles below count their steps: the last run's grade is gone.
        self.last_complete = false;
        if self.board.load(puzzle, None).is_err() {
            return false;
        }
        let filled = |board: &Board| cells.iter().all(|&c| board.value(c).is_some());
        let mut progress = true;
        while progress {
            progress = false;
            for &cell in cells {
                if let Some(digit) = logic::single_at(&self.board, cell) {
                    self.board.place(cell, digit);
                    progress = true;
                }
            }
            if filled(&self.board) {
                return true;
            }
        }
        while self.singles() {
            if filled(&self.board) {
                return true;
            }
        }
        false
    }

    /// The digits on the grader's board, into `grid` (of the grader's geometry): after
    /// [`Grader::run`], the givens and what the ladder placed.
    pub(crate) fn placed_into(&self, grid: &mut Grid) {
        for cell in grid.geometry().cells() {
            grid.set(cell, self.board.value(cell));
        }
    }

    /// Whether `cell` holds a digit on the grader's board: after [`Grader::run`], whether the
    /// ladder filled it (or it was given).
    pub(crate) fn filled(&self, cell: Cell) -> bool {
        self.board.value(cell).is_some()
    }

    /// The grade [`grade`] gives `puzzle`, if the last run was on `puzzle`, finished it, and
    /// left out only techniques after every one it allowed (any cap on the level, and the
    /// uniqueness techniques only under a cap below Expert) and `puzzle` has one solution.
    /// Then a run with every technique takes the same steps, since the ladder climbs by
    /// level: the one [`grade`] makes. The caller vouches for the one solution, which
    /// [`grade`] checks to allow the uniqueness techniques.
    pub(crate) fn grade_of(&self, puzzle: &Grid) -> Option<Grade> {
        (!self.stuck && self.last_complete && self.last == *puzzle).then(|| self.grade())
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
        // The counts are in ladder order, which is the techniques' order.
        self.counts[technique as usize] += times;
        self.hardest = self.hardest.max(technique.difficulty());
        self.total += times * u32::from(technique.difficulty().tenths());
    }

    /// Applies every full house and hidden single of one scan, else every naked single of one
    /// scan. Returns whether anything was placed.
    fn singles(&mut self) -> bool {
        let placed = logic::hidden_single::place_scan(&mut self.board);
        if placed.full_houses > 0 {
            self.record(Technique::FullHouse, placed.full_houses);
        }
        if placed.hidden_singles > 0 {
            self.record(Technique::HiddenSingle, placed.hidden_singles);
        }
        if placed.full_houses + placed.hidden_singles > 0 {
            return true;
        }
        let naked = logic::naked_single::place_scan(&mut self.board);
        if naked > 0 {
            self.record(Technique::NakedSingle, naked);
        }
        naked > 0
    }
}

#[cfg(test)]
mod tests;
