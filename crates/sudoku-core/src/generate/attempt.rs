//! One attempt: a full grid whose givens are removed, orbit by orbit, while the ladder capped
//! at the target level solves the puzzle, with the repair of removals that overshoot it.

use crate::grade::{Grade, Grader};
use crate::logic::{Level, LogicOptions};
use crate::solver::givens9;
use crate::{Cell, Geometry, Grid};

use super::singles9::{singles_solve9, Digits9};
use super::stuck::Stuck;
use super::swap9::{swap9, Swap9, SWAP_GIVENS};
use super::unavoidable9::{Emptied, Unavoidable9};

/// How many givens the generator puts back, one at a time, to repair a removal that took the
/// puzzle past the target level.
const REPAIRS: usize = 40;

/// Above how many givens (left by a removal) the singles are asked before the search. Measured
/// over 1,000 Expert puzzles (seed 0), by the givens before a removal that the quickest tests
/// did not settle: with more than 40, the search found another solution in 1 removal of 12 and
/// the singles put the cells back in nearly all the rest; with 35 to 40, 1 in 4; with 31 to 34,
/// 1 in 2, where the search is the cheaper first question. 3.52 → 3.47 million instructions
/// per puzzle, the same puzzles.
const FILL_FIRST_GIVENS: u32 = 36;

/// Removes the orbits of `solution` in `order` while the puzzle stays acceptable for `target`;
/// returns the last puzzle met at exactly `target`, with its grade when the ladder's last run
/// on it tells it ([`Grader::grade_of`]), or none once `cancelled` says to stop.
///
/// A removal that leaves one solution but needs more than the target is not simply undone
/// while the target is still to be reached: most removal paths jump from below the target to
/// above it. Instead a removed given where the capped ladder got stuck is put back (a few
/// tries), which often lands exactly on the target with the same number of givens. With
/// `swaps` (9×9, target Medium to Expert), a removal that leaves a second solution while the
/// dig is still below the target may be swapped for another put-back (`swap9.rs`).
#[allow(clippy::too_many_arguments)]
pub(super) fn attempt(
    grader: &mut Grader,
    solution: &Grid,
    orbits: &[[Cell; 2]],
    order: &[usize],
    target: Level,
    unavoidable: &mut Unavoidable9,
    stuck: &mut Stuck,
    cancelled: &dyn Fn() -> bool,
    swaps: bool,
) -> Option<(Grid, Option<Grade>)> {
    let mut puzzle = solution.clone();
    let mut best = None;
    let mut level = Level::Easy;
    // On 9×9, the solution's digits and the puzzle's, kept in step with `puzzle`.
    let standard = (solution.geometry() == Geometry::standard()).then(|| {
        let full = givens9(solution);
        (full, Digits9::new(full))
    });
    let mut standard = standard;
    for (step, &i) in order.iter().enumerate() {
        if cancelled() {
            return None;
        }
        let [a, b] = orbits[i];
        let mut other = None;
        puzzle.set(a, None);
        puzzle.set(b, None);
        let mut within = match &mut standard {
            Some((full, digits)) => {
                digits.clear(a.index());
                digits.clear(b.index());
                let removal = Removal9 {
                    digits,
                    full,
                    removed: [a, b],
                    unavoidable: &mut *unavoidable,
                    stuck: &mut *stuck,
                    other: &mut other,
                };
                level_within9(grader, removal, &puzzle, level, target)
            }
            None if grader.singles_fill(&puzzle, &[a, b]) => Within::Level(level),
            None => level_within(grader, &puzzle, target),
        };
        if within == Within::Beyond && level < target {
            within = repair(
                grader,
                stuck,
                &mut puzzle,
                solution,
                orbits,
                &order[..step],
                target,
            );
            if let Some((_, digits)) = &mut standard {
                *digits = Digits9::new(givens9(&puzzle));
            }
        }
        if let (Within::Several, Some(other), Some((full, digits))) = (within, other, &mut standard)
        {
            if swaps
                && target <= Level::Expert
                && level < target
                && digits.givens().count_ones() <= SWAP_GIVENS
            {
                let removal = Swap9 {
                    puzzle: &mut puzzle,
                    solution,
                    full,
                    digits,
                    removed: [a, b],
                    other: &other,
                    unavoidable: &mut *unavoidable,
                    stuck: &mut *stuck,
                };
                within = swap9(grader, removal, orbits, &order[..step], target);
            }
        }
        match within {
            Within::Level(now) => {
                level = now;
                if level == target {
                    best = Some((puzzle.clone(), grader.grade_of(&puzzle)));
                }
            }
            Within::Beyond | Within::Several => {
                puzzle.set(a, solution.get(a));
                puzzle.set(b, solution.get(b));
                if let Some((full, digits)) = &mut standard {
                    digits.set(a.index(), full[a.index()]);
                    digits.set(b.index(), full[b.index()]);
                }
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
    known: &mut Stuck,
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
        // A puzzle the singles solve is Easy, which the ladder would say after more work.
        let easy = puzzle.geometry() == Geometry::standard() && singles_solve9(&givens9(puzzle));
        let within = if easy {
            Within::Level(Level::Easy)
        } else {
            known.grade(grader, puzzle, target, true)
        };
        match within {
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
pub(super) enum Within {
    /// One solution, and this level, at most the target.
    Level(Level),
    /// One solution, but the ladder capped at the target gets stuck.
    Beyond,
    /// Several solutions (on other sizes than 9×9, or stuck: not told apart).
    Several,
}

/// A removal from a 9×9 puzzle: the puzzle's digits, the solution's, the orbit removed and the
/// unavoidable sets known for the solution.
struct Removal9<'a> {
    digits: &'a mut Digits9,
    full: &'a [u8; 81],
    removed: [Cell; 2],
    unavoidable: &'a mut Unavoidable9,
    stuck: &'a mut Stuck,
    other: &'a mut Option<[u8; 81]>,
}

/// What removing the orbit `removed` of the 9×9 solution `full` left, from a puzzle of one
/// solution at `level`: the level of `puzzle` (whose digits are `digits`) if it has one
/// solution and grades at `target` or below. Master puzzles are only checked for uniqueness
/// here and graded once, at the end.
///
/// Removed givens that the singles put back leave the level as it was: the singles of both
/// puzzles then reach the same position, from which the ladder goes on as before. The tests
/// run cheapest first, and each answer is the one grading would give: removed cells that are
/// singles straight from the givens, then an unavoidable set emptied (which gives the other
/// solution, for a swap, when a search met it), then another solution (near the end of a dig
/// most removals the singles do not undo leave several, which the fast search tells quicker
/// than the singles run out), then the singles to the end, and the ladder last. With many
/// givens left ([`FILL_FIRST_GIVENS`]) the singles come before the search.
fn level_within9(
    grader: &mut Grader,
    removal: Removal9<'_>,
    puzzle: &Grid,
    level: Level,
    target: Level,
) -> Within {
    let Removal9 {
        digits,
        full,
        removed,
        unavoidable,
        stuck,
        other,
    } = removal;
    let cells = removed.map(Cell::index);
    if digits.singles_at_once(&cells, full) {
        return Within::Level(level);
    }
    // With many givens left, the singles nearly always put the cells back: asked first, they
    // spare a search that would find no other solution. Either order gives the same answer.
    let fill_first = digits.givens().count_ones() > FILL_FIRST_GIVENS;
    if fill_first && digits.singles_fill(&cells) {
        return Within::Level(level);
    }
    // At the target a removal that leaves several solutions and one the ladder gets stuck on
    // are both undone: a puzzle on a known stuck position needs no search.
    if level == target && stuck.known(puzzle) {
        return Within::Beyond;
    }
    match unavoidable.which_emptied(digits.givens()) {
        Emptied::No => {}
        Emptied::Rectangle => return Within::Several,
        Emptied::Met(found) => {
            *other = Some(found);
            return Within::Several;
        }
    }
    if let Some(found) = crate::solver::other_solution9(digits.digits(), full, &cells) {
        unavoidable.learn(full, &found);
        *other = Some(found);
        return Within::Several;
    }
    if !fill_first && digits.singles_fill(&cells) {
        return Within::Level(level);
    }
    if target == Level::Master {
        return Within::Level(Level::Master);
    }
    // Below the target a stuck run is repaired from where the ladder got stuck, so it runs.
    stuck.grade(grader, puzzle, target, false)
}

/// The level of `puzzle` (not 9×9) if it has one solution and grades at `target` or below.
/// Below Expert no uniqueness check is needed: a puzzle the ladder solves without the
/// uniqueness techniques has one solution, and the ladder tells several solutions quicker
/// than a search. Master puzzles are only checked for uniqueness here and graded once, at the
/// end.
fn level_within(grader: &mut Grader, puzzle: &Grid, target: Level) -> Within {
    if target == Level::Master {
        return if crate::is_uniquely_solvable(puzzle) {
            Within::Level(Level::Master)
        } else {
            Within::Several
        };
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
pub(super) fn grade_unique(grader: &mut Grader, puzzle: &Grid, target: Level) -> Within {
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
