//! BUG+1 (bivalue universal grave plus one): when every empty cell holds two candidates but
//! one, which holds three, and every digit has two places in every unit except one digit with
//! three places in the units of that cell, then without that digit in that cell the position
//! would have two solutions or none. In a puzzle known to have one solution, the cell takes
//! that digit. Needs a unique solution.

use crate::DigitSet;

use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    let mut extra = None;
    for cell in layout.cells() {
        match board.cands(cell).len() {
            0 | 2 => {}
            3 if extra.is_none() => extra = Some(cell),
            _ => return false,
        }
    }
    let Some(cell) = extra else {
        return false;
    };
    // The digit with three places in the cell's row (the last, should there be several).
    let row = layout.row_of(cell);
    let odd = board
        .cands(cell)
        .iter()
        .filter(|&d| board.pos(row, d).len() == 3)
        .last();
    let Some(d) = odd else {
        return false;
    };
    for u in layout.units() {
        let holds = layout.contains(u, cell);
        for e in layout.digits().iter() {
            let count = board.pos(u, e).len();
            let expected = if holds && e == d { 3 } else { 2 };
            if count != 0 && count != expected {
                return false;
            }
            if holds && e == d && count != 3 {
                return false;
            }
        }
    }
    step.mark(cell, d, Shade::Primary);
    step.place(cell, d);
    step.digits = DigitSet::only(d);
    true
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence};
    Explanation::new(Sentence::Bug).with_placed(step.placed(), ("cell", "digit"))
}
