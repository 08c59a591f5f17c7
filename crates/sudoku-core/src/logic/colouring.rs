//! Simple colouring: along one digit's conjugate pairs (units where it has two places), the
//! places alternate between two colours, one of which holds the digit everywhere. A colour
//! with two cells that see each other is false (colour wrap); a cell seeing both colours
//! cannot hold the digit (colour trap).

use super::board::Board;
use super::step::{Shade, Step};
use super::Scratch;

/// Not coloured yet.
const NONE: u32 = u32::MAX;

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    let cells = layout.geometry.cell_count();
    let colour = &mut scratch.marks;
    let queue = &mut scratch.queue;
    for d in 0..layout.n {
        colour.clear();
        colour.resize(cells, NONE);
        // Each component gets two colours: 2k and 2k + 1.
        let mut next = 0u32;
        for start in 0..cells {
            if colour[start] != NONE
                || board.cands(start) & (1 << d) == 0
                || !has_link(board, start, d)
            {
                continue;
            }
            let (on, off) = (next, next + 1);
            next += 2;
            colour[start] = on;
            queue.clear();
            queue.push(start as u32);
            let mut head = 0;
            while head < queue.len() {
                let cell = queue[head] as usize;
                head += 1;
                for &u in &layout.cell_units[cell] {
                    if u == super::board::NO_UNIT {
                        continue;
                    }
                    let u = usize::from(u);
                    let spots = board.pos(u, d);
                    if spots.count_ones() != 2 {
                        continue;
                    }
                    for i in [
                        spots.trailing_zeros() as usize,
                        31 - spots.leading_zeros() as usize,
                    ] {
                        let other = usize::from(layout.cells_of(u)[i]);
                        if other != cell && colour[other] == NONE {
                            colour[other] = colour[cell] ^ 1;
                            queue.push(other as u32);
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
                            && colour[a as usize] == c
                            && colour[b as usize] == c
                            && layout.sees(a as usize, b as usize)
                    })
                })
            });
            if let Some(c) = wrapped {
                for &cell in queue.iter() {
                    if colour[cell as usize] == c {
                        step.eliminate(cell as usize, d);
                    }
                }
            } else {
                // Colour trap: an uncoloured place seeing both colours.
                for t in 0..cells {
                    if colour[t] != NONE || board.cands(t) & (1 << d) == 0 {
                        continue;
                    }
                    let sees = |c: u32| {
                        queue
                            .iter()
                            .any(|&q| colour[q as usize] == c && layout.sees(t, q as usize))
                    };
                    if sees(on) && sees(off) {
                        step.eliminate(t, d);
                    }
                }
            }
            if !step.eliminations.is_empty() {
                step.digits = super::set_of(1 << d);
                for &cell in queue.iter() {
                    let shade = if colour[cell as usize] == on {
                        Shade::Primary
                    } else {
                        Shade::Secondary
                    };
                    step.mark(cell as usize, d, shade);
                }
                return true;
            }
        }
    }
    false
}

/// Whether `cell` is one end of a conjugate pair on digit `d`.
fn has_link(board: &Board, cell: usize, d: usize) -> bool {
    board.layout.cell_units[cell]
        .iter()
        .any(|&u| u != super::board::NO_UNIT && board.pos(usize::from(u), d).count_ones() == 2)
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
