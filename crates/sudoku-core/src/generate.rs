//! Generating puzzles of a chosen level: a random full grid, then givens removed (in a chosen
//! symmetry) while the ladder, capped at the target level, still solves the puzzle, which also
//! proves its solution unique. Of the puzzles met on the way, the last one at exactly the
//! target level is kept; if none was, the attempt starts over with a fresh grid, up to a bound.

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
}

impl Default for GenerateOptions {
    /// A medium puzzle without symmetry, at most 100 grids tried.
    fn default() -> Self {
        GenerateOptions {
            level: Level::Medium,
            symmetry: Symmetry::None,
            max_attempts: 100,
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
    /// No grid of the attempts gave a puzzle of the level asked for.
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
                if grade.level == options.level {
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

/// Removes the orbits of `solution` in `order` while the puzzle stays acceptable for `target`;
/// returns the last puzzle met at exactly `target`.
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
    for &i in order {
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
        let within = if back {
            Some(level)
        } else {
            level_within(grader, &mut known, &puzzle, solution, target)
        };
        match within {
            Some(now) => {
                level = now;
                if level == target {
                    best = Some(puzzle.clone());
                }
            }
            None => {
                puzzle.set(a, solution.get(a));
                puzzle.set(b, solution.get(b));
            }
        }
    }
    best
}

/// The level of `puzzle` if it has one solution and grades at `target` or below; `None` if it
/// does not. Below Expert no uniqueness check is needed: a puzzle the ladder solves without
/// the uniqueness techniques has one solution. Master puzzles are only checked for
/// uniqueness here and graded once, at the end.
fn level_within(
    grader: &mut Grader,
    known: &mut Unavoidable,
    puzzle: &Grid,
    solution: &Grid,
    target: Level,
) -> Option<Level> {
    let plain = LogicOptions {
        unique: false,
        up_to: target,
    };
    // Most removals the singles do not undo leave several solutions. On 9×9 the known
    // unavoidable sets, then the fast search, tell that quicker than the ladder gets stuck;
    // elsewhere the ladder is the quicker test (and Expert and Master check at the end).
    let standard = puzzle.geometry() == Geometry::standard();
    if standard && !known.unique(puzzle, solution) {
        return None;
    }
    if target == Level::Master {
        return (standard || crate::is_uniquely_solvable(puzzle)).then_some(Level::Master);
    }
    grader.run(puzzle, plain).ok()?;
    let mut grade = grader.grade();
    if grade.beyond_ladder
        && target == Level::Expert
        && (standard || crate::is_uniquely_solvable(puzzle))
    {
        let unique = LogicOptions {
            unique: true,
            ..plain
        };
        grader.run(puzzle, unique).ok()?;
        grade = grader.grade();
    }
    (!grade.beyond_ladder).then_some(grade.level)
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
