//! Unique rectangle type 2: two corners (the floor) hold only the pair, the other two (the roof)
//! hold the pair and one more digit z, the same in both. Without z in the roof the rectangle
//! would be deadly, so one roof corner is z and a cell seeing both loses it. The roof may lie on
//! a line or across the diagonal.

use super::{mark, rectangles};
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    rectangles(board, |corners, pair| {
        let [a, b, c, e] = corners;
        let splits = [
            ([a, b], [c, e]),
            ([c, e], [a, b]),
            ([a, c], [b, e]),
            ([b, e], [a, c]),
            ([a, e], [b, c]),
            ([b, c], [a, e]),
        ];
        for (floor, [r1, r2]) in splits {
            if floor.iter().any(|&f| board.cands(f) != pair) {
                continue;
            }
            let extra = board.cands(r1).difference(pair);
            let Some(z) = extra.single() else {
                continue;
            };
            if board.cands(r2).difference(pair) != extra {
                continue;
            }
            for &t in layout.peers_of(r1) {
                if t != r2 && layout.sees(t, r2) && board.cands(t).contains(z) {
                    step.eliminate(t, z);
                }
            }
            if !step.eliminations.is_empty() {
                mark(step, corners, pair);
                step.mark(r1, z, Shade::Secondary);
                step.mark(r2, z, Shade::Secondary);
                return true;
            }
        }
        false
    })
}
