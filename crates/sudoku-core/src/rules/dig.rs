//! One attempt at a variant puzzle from a full grid: givens taken away in rotational pairs while
//! the puzzle keeps one solution and grades no harder than the level asked for (for killer,
//! from the few givens its cages need to have one solution), then, if it is still too hard,
//! givens put back.

use crate::grade::Grader;
use crate::logic::{Level, LogicOptions};
use crate::random::{below, shuffle};
use crate::{Cell, Grid};

use super::{Puzzle, Rules};

/// The most positions a search for a second solution may visit before the attempt gives the
/// puzzle up as too slow to prove (a few milliseconds).
const SEARCH_BUDGET: u64 = 3_000;

/// The level the ladder gives `givens`, or `None` when it cannot finish them.
fn level_of(grader: &mut Grader, givens: &Grid) -> Option<Level> {
    grader.run(givens, LogicOptions::default()).ok()?;
    let grade = grader.grade();
    (!grade.beyond_ladder).then_some(grade.level)
}

/// The puzzle of one attempt on `solution` under `rules`, with its level, if it has one
/// solution and the ladder finishes it at `level` or below.
pub(super) fn dig<R: rand::Rng + ?Sized>(
    rules: &Rules,
    solution: &Grid,
    level: Level,
    rng: &mut R,
) -> Option<(Puzzle, Level)> {
    let g = rules.geometry();
    let mut grader = Grader::for_rules(rules);
    let fits = |grader: &mut Grader, givens: &Grid| {
        rules.count_solutions(givens, 2) == 1
            && level_of(grader, givens).is_some_and(|l| l <= level)
    };
    let mut givens = if rules.cages().is_empty() {
        solution.clone()
    } else {
        enough_givens(rules, solution, rng)?
    };
    // Rotational pairs of cells, in random order.
    let count = g.cell_count();
    let mut pairs: Vec<(Cell, Cell)> = g
        .cells()
        .filter(|c| c.index() <= count - 1 - c.index())
        .map(|c| (c, Cell::new(count - 1 - c.index())))
        .collect();
    shuffle(&mut pairs, rng);
    for (a, b) in pairs {
        let (da, db) = (givens.get(a), givens.get(b));
        if da.is_none() && db.is_none() {
            continue;
        }
        givens.set(a, None);
        givens.set(b, None);
        if !fits(&mut grader, &givens) {
            givens.set(a, da);
            givens.set(b, db);
        }
    }
    // A puzzle still above the level (a killer's first givens) takes givens back, each in a
    // cell the ladder could not fill, or, when it finished with harder techniques than the
    // level's, in any empty cell.
    let mut graded = level_of(&mut grader, &givens);
    while graded.is_none_or(|l| l > level) {
        let mut open: Vec<Cell> = g.cells().filter(|&c| !grader.filled(c)).collect();
        if open.is_empty() {
            open = g.cells().filter(|&c| givens.get(c).is_none()).collect();
        }
        if open.is_empty() {
            return None;
        }
        let cell = open[below(open.len(), rng)];
        givens.set(cell, solution.get(cell));
        graded = level_of(&mut grader, &givens);
    }
    let graded = graded?;
    Some((
        Puzzle {
            rules: rules.clone(),
            givens,
        },
        graded,
    ))
}

/// Givens from `solution` that give the killer `rules` one solution: none if the cages alone
/// do, else one cell where two solutions differ at a time.
fn enough_givens<R: rand::Rng + ?Sized>(
    rules: &Rules,
    solution: &Grid,
    rng: &mut R,
) -> Option<Grid> {
    let mut givens = Grid::empty(rules.geometry());
    for _ in 0..rules.geometry().cell_count() {
        let (found, solutions) = rules.two_solutions_within(&givens, SEARCH_BUDGET)?;
        match (found, solutions.as_slice()) {
            (1, _) => return Some(givens),
            (_, [a, b]) => {
                let differ: Vec<Cell> = rules
                    .geometry()
                    .cells()
                    .filter(|&c| a.get(c) != b.get(c))
                    .collect();
                let cell = differ[below(differ.len(), rng)];
                givens.set(cell, solution.get(cell));
            }
            _ => return None,
        }
    }
    None
}
