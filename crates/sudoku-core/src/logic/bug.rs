//! BUG+1 (bivalue universal grave plus one): when every empty cell holds two candidates but
//! one, which holds three, and every digit has two places in every unit except one digit with
//! three places in the units of that cell, then without that digit in that cell the position
//! would have two solutions or none. In a puzzle known to have one solution, the cell takes
//! that digit. Needs a unique solution.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, step: &mut Step) -> bool {
    let layout = &board.layout;
    let mut extra = None;
    for cell in 0..layout.geometry.cell_count() {
        match board.cands(cell).count_ones() {
            0 | 2 => {}
            3 if extra.is_none() => extra = Some(cell),
            _ => return false,
        }
    }
    let Some(cell) = extra else {
        return false;
    };
    // The digit with three places in the cell's row.
    let row = usize::from(layout.cell_units[cell][0]);
    let mut ds = board.cands(cell);
    let mut odd = None;
    while ds != 0 {
        let d = ds.trailing_zeros() as usize;
        ds &= ds - 1;
        if board.pos(row, d).count_ones() == 3 {
            odd = Some(d);
        }
    }
    let Some(d) = odd else {
        return false;
    };
    for u in 0..layout.units.len() {
        let holds = layout.cell_units[cell].contains(&(u as u16));
        for e in 0..layout.n {
            let count = board.pos(u, e).count_ones();
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
    step.digits = super::set_of(1 << d);
    true
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    // Every empty cell is bivalue but r5c1 (4, 6, 9); 4 appears three times in row 5.
    fn the_odd_digit_of_the_trivalue_cell_is_placed() {
        check_marks(Technique::Bug, position("bug"), &["r5c1=4"], &[]);
    }

    #[test]
    fn no_grave_while_cells_hold_three_or_more() {
        check_marks(Technique::Bug, position("xy_chain"), &[], &[]);
    }
}
