//! Simple colouring: along one digit's conjugate pairs (units where it has two places), the
//! places alternate between two colours, one of which holds the digit everywhere. A colour
//! with two cells that see each other is false (colour wrap); a cell seeing both colours
//! cannot hold the digit (colour trap).

use crate::{Cell, Digit, DigitSet};

use crate::logic::unchanged::DigitSearch;
use crate::logic::Board;
use crate::logic::CellSet;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

/// A colour: each component of conjugate pairs gets two, 2k and 2k + 1, which the other one is
/// with the lowest bit flipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Colour(u32);

impl Colour {
    /// Not coloured yet.
    const NONE: Colour = Colour(u32::MAX);

    fn other(self) -> Colour {
        Colour(self.0 ^ 1)
    }
}

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let sets = board.fits_cell_sets();
    find_with(board, scratch, step, sets)
}

/// [`find`], with the colour trap looked for on cell sets (`sets`, grids of at most 128
/// cells) or cell by cell: the same eliminations in the same order.
fn find_with(board: &Board, scratch: &mut Scratch, step: &mut Step, sets: bool) -> bool {
    let layout = &board.layout;
    let cells = layout.geometry.cell_count();
    let colours = &mut scratch.marks;
    let queue = &mut scratch.cells;
    let colour = |colours: &[u32], cell: Cell| Colour(colours[cell.index()]);
    for d in layout.digits().iter() {
        if board.unchanged.digit(DigitSearch::Colouring, d) {
            continue;
        }
        colours.clear();
        colours.resize(cells, Colour::NONE.0);
        // With `sets`: the cells coloured so far (any cluster) and the cells holding `d`.
        let mut coloured = CellSet::EMPTY;
        let mut holders = None;
        let mut next = 0u32;
        for start in layout.cells() {
            if colour(colours, start) != Colour::NONE
                || !board.cands(start).contains(d)
                || !has_link(board, start, d)
            {
                continue;
            }
            let (on, off) = (Colour(next), Colour(next + 1));
            next += 2;
            colours[start.index()] = on.0;
            coloured = coloured.with(start);
            queue.clear();
            queue.push(start);
            let mut head = 0;
            while head < queue.len() {
                let cell = queue[head];
                head += 1;
                for u in layout.units_of(cell) {
                    let Some(ends) = board.strong_link(u, d) else {
                        continue;
                    };
                    for other in ends {
                        if other != cell && colour(colours, other) == Colour::NONE {
                            colours[other.index()] = colour(colours, cell).other().0;
                            coloured = coloured.with(other);
                            queue.push(other);
                        }
                    }
                }
            }
            if queue.len() < 3 {
                // One conjugate pair alone is left to the intersections and fish.
                continue;
            }
            // Colour wrap: two cells of one colour seeing each other.
            let wrapped = [on, off].into_iter().find(|&c| {
                queue.iter().any(|&a| {
                    queue.iter().any(|&b| {
                        a < b
                            && colour(colours, a) == c
                            && colour(colours, b) == c
                            && layout.sees(a, b)
                    })
                })
            });
            if let Some(c) = wrapped {
                for &cell in queue.iter() {
                    if colour(colours, cell) == c {
                        step.eliminate(cell, d);
                    }
                }
            } else if sets {
                // Colour trap: an uncoloured place seeing both colours, on cell sets.
                let (mut sees_on, mut sees_off) = (CellSet::EMPTY, CellSet::EMPTY);
                for &q in queue.iter() {
                    if colour(colours, q) == on {
                        sees_on = sees_on.union(layout.peer_set(q));
                    } else {
                        sees_off = sees_off.union(layout.peer_set(q));
                    }
                }
                let holders = *holders.get_or_insert_with(|| {
                    layout
                        .cells()
                        .filter(|&t| board.cands(t).contains(d))
                        .fold(CellSet::EMPTY, |set, t| set.with(t))
                });
                let traps = sees_on
                    .intersection(sees_off)
                    .intersection(holders)
                    .difference(coloured);
                for t in traps.iter() {
                    step.eliminate(t, d);
                }
            } else {
                // Colour trap: an uncoloured place seeing both colours.
                for t in layout.cells() {
                    if colour(colours, t) != Colour::NONE || !board.cands(t).contains(d) {
                        continue;
                    }
                    let sees = |c: Colour| {
                        queue
                            .iter()
                            .any(|&q| colour(colours, q) == c && layout.sees(t, q))
                    };
                    if sees(on) && sees(off) {
                        step.eliminate(t, d);
                    }
                }
            }
            if !step.eliminations.is_empty() {
                step.digits = DigitSet::only(d);
                for &cell in queue.iter() {
                    let shade = if colour(colours, cell) == on {
                        Shade::Primary
                    } else {
                        Shade::Secondary
                    };
                    step.mark(cell, d, shade);
                }
                return true;
            }
        }
        board.unchanged.note_digit(DigitSearch::Colouring, d);
    }
    false
}

/// Whether `cell` is one end of a conjugate pair on `digit`.
fn has_link(board: &Board, cell: Cell, digit: Digit) -> bool {
    board
        .layout
        .units_of(cell)
        .any(|u| board.pos(u, digit).len() == 2)
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence};
    Explanation::new(Sentence::Colouring)
        .with("digits", step.digits())
        .with("first", step.shaded(Shade::Primary))
        .with("second", step.shaded(Shade::Secondary))
        .with("removed", step.removed())
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;

    /// Along the ladder's solve of generated Expert puzzles, the colour trap on cell sets finds
    /// what the cell-by-cell search (the one larger grids use) finds, in the same order.
    #[test]
    fn the_set_search_finds_what_the_cell_search_finds() {
        use crate::logic::Scratch;
        crate::logic::testing::same_steps_along_ladder(
            Technique::SimpleColouring,
            16,
            |board, step| super::find_with(board, &mut Scratch::default(), step, true),
            |board, step| super::find_with(board, &mut Scratch::default(), step, false),
            3,
        );
    }
}
