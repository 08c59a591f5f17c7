//! Innies and outies, the 45 rule: a unit's digits add up to 1 + 2 + … + n (45 on a 9×9), so
//! take away the totals of the cages wholly inside a unit (or a run of neighbouring rows or
//! columns) and what is left is the total of its cells outside those cages, the innies; when
//! cages cover the units whole, their total less the units' is that of their cells outside,
//! the outies. One to three such cells with a known total keep only the digits that can make it.

use crate::logic::step::SumNote;
use crate::logic::Board;
use crate::logic::{Shade, Step};
use crate::rules::cage::allowed;
use crate::{Cell, DigitSet};

/// The most cells of a left-over set the techniques reason about.
const MOST: usize = 3;

/// Innies if `outies` is false, else outies: the sets of the 45 rule the layout worked out for
/// its cages, less the digits placed since, of one to [`MOST`] open cells.
pub(crate) fn find(board: &Board, outies: bool, step: &mut Step) -> bool {
    let layout = &board.layout;
    for set in layout.leftovers().iter().filter(|s| s.outies == outies) {
        let mut left = set.total;
        let cells: Vec<Cell> = set
            .cells
            .iter()
            .copied()
            .filter(|&c| match board.value(c) {
                Some(d) => {
                    left -= i32::from(d.get());
                    false
                }
                None => true,
            })
            .collect();
        if cells.is_empty() || cells.len() > MOST {
            continue;
        }
        if narrow(board, &cells, left, step) {
            step.units.extend(set.units.iter().copied());
            for &cell in &cells {
                step.mark_all(cell, board.cands(cell), Shade::Primary);
            }
            step.sum = Some(SumNote {
                total: u16::try_from(left).unwrap_or(0),
                cells: cells.len() as u8,
                known: u16::try_from(set.known).unwrap_or(0),
            });
            return true;
        }
    }
    false
}

/// Removes from `cells` the digits that cannot make `left` with the others' candidates; true
/// if any went.
fn narrow(board: &Board, cells: &[Cell], left: i32, step: &mut Step) -> bool {
    let layout = &board.layout;
    let distinct = cells
        .iter()
        .all(|&a| cells.iter().all(|&b| a == b || layout.sees(a, b)));
    for &cell in cells {
        let others: Vec<Cell> = cells.iter().copied().filter(|&c| c != cell).collect();
        let union = others
            .iter()
            .fold(DigitSet::EMPTY, |u, &c| u.union(board.cands(c)));
        let (low, high) = others.iter().fold((0, 0), |(lo, hi), &c| {
            let cands = board.cands(c);
            (
                lo + cands.first().map_or(0, |d| i32::from(d.get())),
                hi + cands.last().map_or(0, |d| i32::from(d.get())),
            )
        });
        for d in board.cands(cell).iter() {
            let rest = left - i32::from(d.get());
            let fits = if distinct {
                allowed(union.without(d).bits(), others.len() as u32, rest).is_some()
            } else {
                (low..=high).contains(&rest)
            };
            if !fits {
                step.eliminate(cell, d);
            }
        }
    }
    !step.eliminations.is_empty()
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    let (total, known) = step.sum.map_or((0, 0), |s| (s.total, s.known));
    let n = u32::try_from(step.geometry.size()).unwrap_or(0);
    let one = step.units.len() == 1;
    let sentence = match (step.technique == crate::Technique::Outies, one) {
        (false, true) => Sentence::InniesOne,
        (false, false) => Sentence::InniesMany,
        (true, true) => Sentence::OutiesOne,
        (true, false) => Sentence::OutiesMany,
    };
    Explanation::new(sentence)
        .with("units", Value::Units(step.units.clone()))
        .with("known", Value::Number(u32::from(known)))
        .with("each", Value::Number(n * (n + 1) / 2))
        .with("cells", step.cells())
        .with("total", Value::Number(u32::from(total)))
        .with("removed", step.removed())
}
