//! Unique rectangle type 4: two corners (the floor) on one line hold only the pair {x, y}, and
//! in a unit holding the other two corners (the roof) x has no other place. So one roof corner
//! is x; if the other were y the rectangle would be deadly, so neither roof corner is y.

use super::{mark, rectangles, sides};
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    rectangles(board, |corners, pair| {
        let (Some(low), Some(high)) = (pair.first(), pair.last()) else {
            return false;
        };
        for (floor, [r1, r2]) in sides(corners) {
            if floor.iter().any(|&f| board.cands(f) != pair) {
                continue;
            }
            // A roof corner with only the pair would make a type 1; each has more here.
            if board.cands(r1) == pair || board.cands(r2) == pair {
                continue;
            }
            for (x, y) in [(low, high), (high, low)] {
                let shared = layout
                    .units_of(r1)
                    .filter(|&u| layout.contains(u, r2))
                    .find(|&u| board.pos(u, x).len() == 2);
                let Some(u) = shared else {
                    continue;
                };
                step.eliminate(r1, y);
                step.eliminate(r2, y);
                mark(step, corners, pair);
                step.mark(r1, x, Shade::Secondary);
                step.mark(r2, x, Shade::Secondary);
                step.units.push(layout.unit(u));
                return true;
            }
        }
        false
    })
}
