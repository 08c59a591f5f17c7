//! Pointing: when a digit's places in a box all lie on one row or column, the digit is in that
//! line within the box, so the rest of the line loses it. Needs boxes.

use crate::{Digit, DigitSet};

use crate::logic::unchanged::DigitSearch;
use crate::logic::Board;
use crate::logic::PlaceSet;
use crate::logic::Scratch;
use crate::logic::{Layout, UnitId};
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    let (br, bc) = (layout.geometry.box_rows(), layout.geometry.box_cols());
    // Places within a box are numbered row by row: place i is at (i / bc, i % bc). These are
    // the places of its first row and of its first column.
    let box_row = PlaceSet::range(0, bc);
    let box_col = (0..br).fold(PlaceSet::EMPTY, |set, i| set.with(i * bc));
    let open = board
        .unchanged
        .open_digits(DigitSearch::Pointing, layout.digits());
    for b in layout.boxes() {
        let corner = layout.cell_at(b, 0);
        let (top, left) = (
            layout.number(layout.row_of(corner)),
            layout.number(layout.column_of(corner)),
        );
        for d in open.iter() {
            let spots = board.pos(b, d);
            let Some(at) = spots.first().filter(|_| spots.len() >= 2) else {
                continue;
            };
            let (i, j) = (at / bc, at % bc);
            // The line the places lie on, if it has places outside the box.
            let line = if spots.difference(box_row.shifted(i * bc)).is_empty() {
                let row = layout.line(true, top + i);
                let outside = board.pos(row, d).difference(PlaceSet::range(left, bc));
                (!outside.is_empty()).then_some(row)
            } else if spots.difference(box_col.shifted(j)).is_empty() {
                let column = layout.line(false, left + j);
                let outside = board.pos(column, d).difference(PlaceSet::range(top, br));
                (!outside.is_empty()).then_some(column)
            } else {
                None
            };
            let Some(line) = line else {
                continue;
            };
            for &cell in layout.cells_of(line) {
                if layout.box_of(cell) != Some(b) && board.cands(cell).contains(d) {
                    step.eliminate(cell, d);
                }
            }
            lock(layout, d, [b, line], spots, step);
            return true;
        }
    }
    board.unchanged.note_every_digit(DigitSearch::Pointing);
    false
}

/// Makes `step` the locked candidates of `d` whose places `spots` in the first of `units`
/// (marked) all lie in the second. Shared by Pointing, Claiming and Locked Candidates.
#[inline]
pub(super) fn lock(
    layout: &Layout,
    d: Digit,
    units: [UnitId; 2],
    spots: PlaceSet,
    step: &mut Step,
) {
    step.digits = DigitSet::only(d);
    step.units.extend(units.map(|u| layout.unit(u)));
    for cell in layout.cells_in(units[0], spots) {
        step.mark(cell, d, Shade::Primary);
    }
}

/// The sentence of a pointing or claiming step: the first unit confines the digit to the
/// second.
pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence};
    Explanation::new(Sentence::LockedCandidates)
        .with_some("unit", step.unit(0))
        .with("digits", step.digits())
        .with_some("other", step.unit(1))
        .with("removed", step.removed())
}
