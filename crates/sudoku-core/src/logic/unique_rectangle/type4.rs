//! Unique rectangle type 4: two corners (the floor) on one line hold only the pair {x, y}, and
//! in a unit holding the other two corners (the roof) x has no other place. So one roof corner
//! is x; if the other were y the rectangle would be deadly, so neither roof corner is y.

use super::super::board::{Board, NO_UNIT};
use super::super::step::{Shade, Step};
use super::{mark, rectangles, sides};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    rectangles(board, |corners, pair| {
        for (floor, [r1, r2]) in sides(corners) {
            if floor.iter().any(|&f| board.cands(f) != pair) {
                continue;
            }
            // A roof corner with only the pair would make a type 1; each has more here.
            if board.cands(r1) == pair || board.cands(r2) == pair {
                continue;
            }
            for (x, y) in [
                (pair.trailing_zeros(), 31 - pair.leading_zeros()),
                (31 - pair.leading_zeros(), pair.trailing_zeros()),
            ] {
                let (x, y) = (x as usize, y as usize);
                let shared = layout.cell_units[r1]
                    .iter()
                    .filter(|&&u| u != NO_UNIT && layout.cell_units[r2].contains(&u))
                    .map(|&u| usize::from(u))
                    .find(|&u| board.pos(u, x).count_ones() == 2);
                let Some(u) = shared else {
                    continue;
                };
                step.eliminate(r1, y);
                step.eliminate(r2, y);
                mark(step, corners, pair);
                step.mark(r1, x, Shade::Secondary);
                step.mark(r2, x, Shade::Secondary);
                step.units.push(layout.units[u]);
                return true;
            }
        }
        false
    })
}
