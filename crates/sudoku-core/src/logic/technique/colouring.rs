//! Simple colouring: along one digit's conjugate pairs (units where it has two places), the
//! places alternate between two colours, one of which holds the digit everywhere. A colour
//! with two cells that see each other is false (colour wrap); a cell seeing both colours
//! cannot hold the digit (colour trap).

use crate::{Cell, Digit, DigitSet};

use crate::logic::unchanged::DigitSearch;
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

/// What the technique is, in a few sentences for a player: the `/learn` page's text.
pub(crate) const ABOUT: &str = "\
    Follow one digit through units where it has exactly two places, colouring the places \
    alternately: one colour is the truth, the other false. If two cells of one colour see each \
    other, that colour is false and all its cells lose the digit; otherwise any cell that sees \
    both colours loses it.";

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
            queue.clear();
            queue.push(start);
            let mut head = 0;
            while head < queue.len() {
                let cell = queue[head];
                head += 1;
                for u in layout.units_of(cell) {
                    let spots = board.pos(u, d);
                    let (Some(first), Some(last)) = (spots.first(), spots.last()) else {
                        continue;
                    };
                    if spots.len() != 2 {
                        continue;
                    }
                    for place in [first, last] {
                        let other = layout.cell_at(u, place);
                        if other != cell && colour(colours, other) == Colour::NONE {
                            colours[other.index()] = colour(colours, cell).other().0;
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

pub(crate) fn explain(step: &Step) -> String {
    let digits = step.digit_list("and");
    format!(
        "Colouring {digits}: either {} or {} all hold {digits}, so remove {}.",
        step.shaded(Shade::Primary),
        step.shaded(Shade::Secondary),
        step.removed()
    )
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    // HoDoKu's Simple Colors example: 3 leaves r1c9, r3c9 and r8c1.
    fn hodoku_simple_colours_trap() {
        check_marks(
            Technique::SimpleColouring,
            position("simple_colours"),
            &[],
            &["r1c9<>3", "r3c9<>3", "r8c1<>3"],
        );
    }

    #[test]
    fn no_colouring_in_a_position_without_it() {
        check_marks(Technique::SimpleColouring, position("x_chain"), &[], &[]);
    }
}
