//! Claiming (box/line reduction): when a digit's places in a row or column all lie in one box,
//! the digit is in that box on that line, so the rest of the box loses it. Needs boxes.

use super::pointing::lock;
use crate::logic::unchanged::DigitSearch;
use crate::logic::Board;
use crate::logic::PlaceSet;
use crate::logic::Scratch;
use crate::logic::Step;

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    let (br, bc) = (layout.geometry.box_rows(), layout.geometry.box_cols());
    let open = board
        .unchanged
        .open_digits(DigitSearch::Claiming, layout.digits());
    for line in layout.lines() {
        let rows = layout.is_row(line);
        // A row's places are numbered by column, so a box covers bc of them; a column's by
        // row, so a box covers br.
        let span = if rows { bc } else { br };
        for d in open.iter() {
            let spots = board.pos(line, d);
            let Some(first) = spots.first().filter(|_| spots.len() >= 2) else {
                continue;
            };
            let start = (first / span) * span;
            if !spots.difference(PlaceSet::range(start, span)).is_empty() {
                continue;
            }
            let Some(b) = layout.box_of(layout.cell_at(line, start)) else {
                return false;
            };
            // The box holds the line's places; with no more, none lies off the line.
            if board.pos(b, d).len() == spots.len() {
                continue;
            }
            // The box's places of the digit off this line.
            let mut any = false;
            for cell in layout.cells_in(b, board.pos(b, d)) {
                if layout.line_of(rows, cell) != line {
                    step.eliminate(cell, d);
                    any = true;
                }
            }
            if !any {
                continue;
            }
            lock(layout, d, [line, b], spots, step);
            return true;
        }
    }
    board.unchanged.note_every_digit(DigitSearch::Claiming);
    false
}

/// The same sentence as pointing's, with the line first and the box second.
pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    super::pointing::explain(step)
}
