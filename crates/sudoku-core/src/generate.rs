//! Generating puzzles of a chosen level: a random full grid, then givens removed (in a chosen
//! symmetry) while the ladder, capped at the target level, still solves the puzzle, which also
//! proves its solution unique. A removal that keeps one solution but needs more than the target
//! is repaired, while the target is not reached yet, by putting back another given where the
//! ladder got stuck. Of the puzzles met on the way, the last one at exactly the target level is
//! kept; if none was, the attempt starts over with a fresh grid, up to a bound. Master puzzles
//! are only checked for one solution on the way and graded at the end, where the ladder must
//! finish them (unless [`GenerateOptions::allow_beyond_ladder`]).

use std::fmt;
use std::str::FromStr;

use std::sync::Arc;

use crate::grade::{Grade, Grader};
use crate::logic::{Layout, Level, LogicOptions, NO_UNIT};
use crate::{Cell, Geometry, Grid};

/// The pattern the givens keep.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Symmetry {
    /// No pattern.
    #[default]
    None,
    /// Unchanged by a half turn about the centre.
    Rotational,
    /// Unchanged by reflection in the main diagonal.
    Diagonal,
    /// Unchanged by reflection left to right.
    Mirror,
}

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::Diagonal,
        Symmetry::Mirror,
    ];

    /// The symmetry's name in lower case.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The cell `cell` is paired with (itself on the axis or centre, and for `None`).
    pub fn partner(self, geometry: Geometry, cell: Cell) -> Cell {
        let n = geometry.size();
        let (r, c) = (geometry.row_of(cell), geometry.col_of(cell));
        let (r, c) = match self {
            Symmetry::None => (r, c),
            Symmetry::Rotational => (n - 1 - r, n - 1 - c),
            Symmetry::Diagonal => (c, r),
            Symmetry::Mirror => (r, n - 1 - c),
        };
        geometry.cell(r, c).unwrap_or(cell)
    }

    /// Whether the givens of `grid` have this symmetry.
    pub fn holds_for(self, grid: &Grid) -> bool {
        let g = grid.geometry();
        g.cells()
            .all(|c| grid.get(c).is_some() == grid.get(self.partner(g, c)).is_some())
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a text is not a symmetry.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SymmetryError {
    /// The text names no symmetry.
    #[error("unknown symmetry {0:?} (none, rotational, diagonal or mirror)")]
    Unknown(String),
}

impl FromStr for Symmetry {
    type Err = SymmetryError;

    fn from_str(text: &str) -> Result<Symmetry, SymmetryError> {
        Symmetry::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| SymmetryError::Unknown(text.to_owned()))
    }
}

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The level the puzzle must grade at, exactly.
    pub level: Level,
    /// The pattern of the givens.
    pub symmetry: Symmetry,
    /// How many full grids to try before giving up: the bound on the work done.
    pub max_attempts: u32,
    /// Whether a Master puzzle may be beyond the ladder: harder than every technique it knows,
    /// so a hint would find no step. Off by default: Master puzzles need chains, almost
    /// locked sets or forcing chains, and the ladder finishes them.
    pub allow_beyond_ladder: bool,
}

impl Default for GenerateOptions {
    /// A medium puzzle without symmetry, at most 100 grids tried, never beyond the ladder.
    fn default() -> Self {
        GenerateOptions {
            level: Level::Medium,
            symmetry: Symmetry::None,
            max_attempts: 100,
            allow_beyond_ladder: false,
        }
    }
}

/// A generated puzzle with its solution and grade.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Generated {
    /// The givens.
    pub puzzle: Grid,
    /// The one solution.
    pub solution: Grid,
    /// The grade, at the level asked for.
    pub grade: Grade,
    /// The full grids tried, this one included.
    pub attempts: u32,
}

/// Why no puzzle came out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GenerateError {
    /// No grid of the attempts gave a puzzle of the level asked for (for Master, one the
    /// ladder finishes, unless [`GenerateOptions::allow_beyond_ladder`]).
    #[error("no {level} puzzle found in {attempts} attempts")]
    GaveUp {
        /// The level asked for.
        level: Level,
        /// The grids tried.
        attempts: u32,
    },
}

/// Generates a puzzle of `geometry` at exactly `options.level`, drawing only `next_u32` from
/// `rng`, so a seeded RNG gives the same puzzle on every platform.
pub fn generate<R: rand::Rng + ?Sized>(
    geometry: Geometry,
    options: &GenerateOptions,
    rng: &mut R,
) -> Result<Generated, GenerateError> {
    let mut grader = Grader::new(geometry);
    let orbits = orbits(geometry, options.symmetry);
    let mut order: Vec<usize> = Vec::with_capacity(orbits.len());
    for attempts in 1..=options.max_attempts {
        let solution = Grid::random_solved(geometry, rng);
        order.clear();
        order.extend(0..orbits.len());
        shuffle(&mut order, rng);
        if let Some(puzzle) = attempt(&mut grader, &solution, &orbits, &order, options.level) {
            let unique = LogicOptions {
                unique: true,
                up_to: Level::Master,
            };
            // The puzzle was graded while generating; this is the grade `grade` gives.
            if grader.run(&puzzle, unique).is_ok() {
                let grade = grader.grade();
                if grade.level == options.level
                    && (options.allow_beyond_ladder || !grade.beyond_ladder)
                {
                    return Ok(Generated {
                        puzzle,
                        solution,
                        grade,
                        attempts,
                    });
                }
            }
        }
    }
    Err(GenerateError::GaveUp {
        level: options.level,
        attempts: options.max_attempts,
    })
}

/// How many givens the generator puts back, one at a time, to repair a removal that took the
/// puzzle past the target level.
const REPAIRS: usize = 40;

/// Removes the orbits of `solution` in `order` while the puzzle stays acceptable for `target`;
/// returns the last puzzle met at exactly `target`.
///
/// A removal that leaves one solution but needs more than the target is not simply undone
/// while the target is still to be reached: most removal paths jump from below the target to
/// above it. Instead a removed given where the capped ladder got stuck is put back (a few
/// tries), which often lands exactly on the target with the same number of givens.
fn attempt(
    grader: &mut Grader,
    solution: &Grid,
    orbits: &[[Cell; 2]],
    order: &[usize],
    target: Level,
) -> Option<Grid> {
    let mut puzzle = solution.clone();
    let mut best = None;
    let mut level = Level::Easy;
    let mut singles = Singles::new(grader.layout());
    let mut known = Unavoidable { sets: Vec::new() };
    for (step, &i) in order.iter().enumerate() {
        let [a, b] = orbits[i];
        puzzle.set(a, None);
        puzzle.set(b, None);
        // A removed given that singles put back leaves the level as it was: the singles of
        // both puzzles then reach the same position, from which the ladder goes on as before.
        // Checking that (first for a single at the start, then for the singles alone) is far
        // cheaper than grading again.
        let back = if singles.is_single(&puzzle, a, solution) {
            puzzle.set(a, solution.get(a));
            let b_back = singles.is_single(&puzzle, b, solution);
            puzzle.set(a, None);
            b_back
        } else {
            puzzle.set(b, solution.get(b));
            let a_back = singles.is_single(&puzzle, a, solution);
            puzzle.set(b, None);
            a_back && singles.is_single(&puzzle, b, solution)
        } || grader.singles_fill(&puzzle, &[a, b]);
        let mut within = if back {
            Within::Level(level)
        } else {
            level_within(grader, &mut known, &puzzle, solution, target)
        };
        if within == Within::Beyond && level < target {
            within = repair(
                grader,
                &mut puzzle,
                solution,
                orbits,
                &order[..step],
                target,
            );
        }
        match within {
            Within::Level(now) => {
                level = now;
                if level == target {
                    best = Some(puzzle.clone());
                }
            }
            Within::Beyond | Within::Several => {
                puzzle.set(a, solution.get(a));
                puzzle.set(b, solution.get(b));
            }
        }
    }
    best
}

/// Puts back one removed orbit of `tried` (latest first) whose cells the capped ladder left
/// empty: the first that brings `puzzle` exactly to `target`, else the first that brings it
/// within; at most [`REPAIRS`] tries. The puzzle has one solution, and so has any puzzle with
/// more of its givens, so only the ladder runs.
fn repair(
    grader: &mut Grader,
    puzzle: &mut Grid,
    solution: &Grid,
    orbits: &[[Cell; 2]],
    tried: &[usize],
    target: Level,
) -> Within {
    let mut stuck = [0usize; REPAIRS];
    let mut len = 0;
    for &j in tried.iter().rev() {
        let [c, d] = orbits[j];
        if len < REPAIRS && puzzle.get(c).is_none() && !(grader.filled(c) && grader.filled(d)) {
            stuck[len] = j;
            len += 1;
        }
    }
    let mut fallback = None;
    for &j in &stuck[..len] {
        let [c, d] = orbits[j];
        puzzle.set(c, solution.get(c));
        puzzle.set(d, solution.get(d));
        match grade_unique(grader, puzzle, target) {
            Within::Level(level) if level == target => return Within::Level(level),
            Within::Level(level) if fallback.is_none() => fallback = Some((j, level)),
            _ => {}
        }
        puzzle.set(c, None);
        puzzle.set(d, None);
    }
    match fallback {
        Some((j, level)) => {
            let [c, d] = orbits[j];
            puzzle.set(c, solution.get(c));
            puzzle.set(d, solution.get(d));
            Within::Level(level)
        }
        None => Within::Beyond,
    }
}

/// What a removal left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Within {
    /// One solution, and this level, at most the target.
    Level(Level),
    /// One solution, but the ladder capped at the target gets stuck.
    Beyond,
    /// Several solutions (on other sizes than 9×9, or stuck: not told apart).
    Several,
}

/// The level of `puzzle` if it has one solution and grades at `target` or below. Below Expert
/// no uniqueness check is needed: a puzzle the ladder solves without the uniqueness techniques
/// has one solution. Master puzzles are only checked for uniqueness here and graded once, at
/// the end.
fn level_within(
    grader: &mut Grader,
    known: &mut Unavoidable,
    puzzle: &Grid,
    solution: &Grid,
    target: Level,
) -> Within {
    // Most removals the singles do not undo leave several solutions. On 9×9 the known
    // unavoidable sets, then the fast search, tell that quicker than the ladder gets stuck;
    // elsewhere the ladder is the quicker test (and Expert and Master check at the end).
    let standard = puzzle.geometry() == Geometry::standard();
    if standard && !known.unique(puzzle, solution) {
        return Within::Several;
    }
    if target == Level::Master {
        return if standard || crate::is_uniquely_solvable(puzzle) {
            Within::Level(Level::Master)
        } else {
            Within::Several
        };
    }
    if standard {
        return grade_unique(grader, puzzle, target);
    }
    let plain = LogicOptions {
        unique: false,
        up_to: target,
    };
    if grader.run(puzzle, plain).is_err() {
        return Within::Several;
    }
    let mut grade = grader.grade();
    if grade.beyond_ladder && target == Level::Expert && crate::is_uniquely_solvable(puzzle) {
        let unique = LogicOptions {
            unique: true,
            ..plain
        };
        if grader.run(puzzle, unique).is_err() {
            return Within::Several;
        }
        grade = grader.grade();
    }
    if grade.beyond_ladder {
        Within::Several
    } else {
        Within::Level(grade.level)
    }
}

/// The level of `puzzle`, known to have one solution, with the ladder capped at `target`
/// (below Master): [`Within::Beyond`] if it gets stuck.
fn grade_unique(grader: &mut Grader, puzzle: &Grid, target: Level) -> Within {
    let options = LogicOptions {
        unique: target >= Level::Expert,
        up_to: target,
    };
    if grader.run(puzzle, options).is_err() {
        return Within::Several;
    }
    let grade = grader.grade();
    if grade.beyond_ladder {
        Within::Beyond
    } else {
        Within::Level(grade.level)
    }
}

/// Unavoidable sets of a 9×9 solution met so far: cells where another solution differs. A
/// puzzle with no given in one of them has that other solution too, which is seen without a
/// search; each search that finds a second solution adds its set.
struct Unavoidable {
    sets: Vec<u128>,
}

impl Unavoidable {
    /// Whether `puzzle` (9×9, givens taken from `solution`) has `solution` as its only one.
    fn unique(&mut self, puzzle: &Grid, solution: &Grid) -> bool {
        let givens = puzzle
            .geometry()
            .cells()
            .filter(|&c| puzzle.get(c).is_some())
            .fold(0u128, |m, c| m | 1 << c.index());
        if self.sets.iter().any(|&set| set & givens == 0) {
            return false;
        }
        match crate::solve(puzzle) {
            crate::SolveOutcome::Unique(_) => true,
            crate::SolveOutcome::Multiple(a, b) => {
                let other = if &a == solution { b } else { a };
                let set = puzzle
                    .geometry()
                    .cells()
                    .filter(|&c| other.get(c) != solution.get(c))
                    .fold(0u128, |m, c| m | 1 << c.index());
                self.sets.push(set);
                false
            }
            _ => false,
        }
    }
}

/// Tells whether an empty cell is a single (naked or hidden) of a puzzle's givens.
struct Singles {
    layout: Arc<Layout>,
    /// The digits of each unit.
    digits: Vec<u32>,
}

impl Singles {
    fn new(layout: Arc<Layout>) -> Singles {
        let units = layout.units.len();
        Singles {
            layout,
            digits: vec![0; units],
        }
    }

    /// Whether `cell` (empty in `puzzle`) must be its `solution` digit by a single.
    fn is_single(&mut self, puzzle: &Grid, cell: Cell, solution: &Grid) -> bool {
        let Some(digit) = solution.get(cell) else {
            return false;
        };
        if puzzle.get(cell).is_some() {
            return true;
        }
        let layout = &self.layout;
        for (u, mask) in self.digits.iter_mut().enumerate() {
            *mask = layout.cells_of(u).iter().fold(0, |m, &c| {
                m | puzzle
                    .get(Cell::new(usize::from(c)))
                    .map_or(0, |d| 1 << (d.get() - 1))
            });
        }
        let seen = |c: usize| {
            layout.cell_units[c]
                .iter()
                .filter(|&&u| u != NO_UNIT)
                .fold(0u32, |m, &u| m | self.digits[usize::from(u)])
        };
        let bit = 1u32 << (digit.get() - 1);
        let full = crate::logic::bits_of(crate::DigitSet::full(layout.n));
        if seen(cell.index()) | bit == full {
            return true;
        }
        // Hidden: in one of its units, every other empty cell sees the digit.
        layout.cell_units[cell.index()]
            .iter()
            .filter(|&&u| u != NO_UNIT)
            .any(|&u| {
                layout.cells_of(usize::from(u)).iter().all(|&c| {
                    let c = usize::from(c);
                    c == cell.index() || puzzle.get(Cell::new(c)).is_some() || seen(c) & bit != 0
                })
            })
    }
}

/// The cells removed together: each cell with its partner under `symmetry` (a cell alone is
/// its own partner).
fn orbits(geometry: Geometry, symmetry: Symmetry) -> Vec<[Cell; 2]> {
    geometry
        .cells()
        .filter_map(|cell| {
            let partner = symmetry.partner(geometry, cell);
            (cell <= partner).then_some([cell, partner])
        })
        .collect()
}

/// Fisher–Yates with a 32-bit multiply-shift draw, as the solver's random fill does.
fn shuffle<T, R: rand::Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        let j = ((u64::from(rng.next_u32()) * (i as u64 + 1)) >> 32) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests;
