//! Hidden single: a digit with one place left in a unit goes there. Boxes are searched first,
//! since players look there first.
//!
//! The grader places the hidden singles (full houses among them) a whole scan at a time, with
//! [`place_scan`]; the forcing chains and the generator use the same rule, [`only_place`].

use std::sync::Arc;

use crate::{Cell, Digit, DigitSet};

use super::full_house;
use crate::logic::unchanged::UnitSearch;
use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Explanation, Sentence};
use crate::logic::{Layout, UnitId};
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    for u in search_order(layout) {
        for digit in board.missing(u).iter() {
            if let Some(cell) = only_place(board, u, digit) {
                step.units.push(layout.unit(u));
                step.mark(cell, digit, Shade::Primary);
                mark_witnesses(board, u, cell, digit, step);
                step.place(cell, digit);
                return true;
            }
        }
    }
    false
}

/// What keeps `digit` out of the other empty cells of `u`: for each, a placed `digit` it sees
/// outside `u`, marked in the second shade, so the proof shows why `target` is the only place.
/// (A cell the player's notes or an earlier step cleared of it has none to show.)
fn mark_witnesses(board: &Board, u: UnitId, target: Cell, digit: Digit, step: &mut Step) {
    let layout = &board.layout;
    for &other in layout.cells_of(u) {
        if other == target || board.value(other).is_some() {
            continue;
        }
        let witness = layout
            .peers_of(other)
            .iter()
            .copied()
            .find(|&peer| !layout.contains(u, peer) && board.value(peer) == Some(digit));
        if let Some(witness) = witness {
            if !step.pattern.iter().any(|(c, _)| c.cell == witness) {
                step.mark(witness, digit, Shade::Secondary);
            }
        }
    }
}

/// The units in the order players look: boxes, then rows and columns.
fn search_order(layout: &Layout) -> impl Iterator<Item = UnitId> + '_ {
    layout.boxes().chain(layout.lines())
}

/// The one place left for `digit` in `u`, if it has exactly one.
#[inline]
pub(crate) fn only_place(board: &Board, u: UnitId, digit: Digit) -> Option<Cell> {
    board
        .pos(u, digit)
        .single()
        .map(|place| board.layout.cell_at(u, place))
}

/// The digit `cell` takes as a hidden single: one of its candidates with no other place in
/// one of its units.
pub(crate) fn digit_at(board: &Board, cell: Cell) -> Option<Digit> {
    let layout = &board.layout;
    board.cands(cell).iter().find(|&digit| {
        layout
            .units_of(cell)
            .any(|u| only_place(board, u, digit) == Some(cell))
    })
}

/// How many singles a scan placed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Placed {
    /// Placements in a unit that lacked one digit.
    pub(crate) full_houses: u32,
    /// The other placements.
    pub(crate) hidden_singles: u32,
}

/// Places every hidden single of one scan of the units, in [`find`]'s order. A unit that lacks
/// one digit when the scan reaches it counts as a full house. Each single is checked again when
/// the scan reaches it, since an earlier one may have changed its unit.
pub(crate) fn place_scan(board: &mut Board) -> Placed {
    let layout = Arc::clone(&board.layout);
    let mut placed = Placed::default();
    // The units where a scan found something, or that changed since one found nothing in
    // them (a unit unchanged since then has nothing now); read again after each placement.
    let mut open = board.unchanged.open_units(UnitSearch::HiddenSingle);
    for u in search_order(&layout) {
        if open >> u.index() & 1 == 0 {
            continue;
        }
        let before = placed;
        let missing = board.missing(u);
        let full_house = full_house::lacks_one(missing);
        // The digits with one place, gathered without a branch per digit (most have more),
        // then visited in order; a placement can leave a later digit one place, so they are
        // gathered again after it (the same singles in the same order as digit by digit).
        let mut singles = singles_in(board, u);
        while let Some(digit) = singles.first() {
            singles = singles.without(digit);
            let Some(cell) = only_place(board, u, digit) else {
                continue;
            };
            if !board.placed(u).contains(digit) {
                board.place(cell, digit);
                if full_house {
                    placed.full_houses += 1;
                } else {
                    placed.hidden_singles += 1;
                }
                let later = DigitSet::from_bits(!0 << digit.index() << 1);
                singles = singles_in(board, u).intersection(later);
            }
        }
        // A single placed here changed the unit, which the next look sees.
        board.unchanged.note_unit(UnitSearch::HiddenSingle, u);
        if placed != before {
            open = board.unchanged.open_units(UnitSearch::HiddenSingle);
        }
    }
    placed
}

/// The digits with exactly one place in `u` (none once placed: a placed digit has none).
#[inline]
fn singles_in(board: &Board, u: UnitId) -> DigitSet {
    let mut bits = 0u32;
    for (d, places) in board.pos_all(u).iter().enumerate() {
        let x = places.bits();
        bits |= u32::from((x != 0) & (x & x.wrapping_sub(1) == 0)) << d;
    }
    DigitSet::from_bits(bits)
}

pub(crate) fn explain(step: &Step) -> Explanation {
    placed_in_unit(step, Sentence::HiddenSingle)
}

/// The sentence `sentence` of a digit placed as the only one it can be in a unit: the cell,
/// the digit and the unit. Shared by Hidden Single and Full House.
pub(super) fn placed_in_unit(step: &Step, sentence: Sentence) -> Explanation {
    Explanation::new(sentence)
        .with_placed(step.placed(), ("cell", "digit"))
        .with_some("unit", step.unit(0))
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;

    #[test]
    fn the_proof_shows_what_keeps_the_digit_out_of_the_other_cells() {
        let (step, board) = crate::logic::testing::first_single(
            Technique::HiddenSingle,
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let geometry = board.geometry();
        let target = step.placements()[0];
        let sees = |a: crate::Cell, b: crate::Cell| {
            geometry.row_of(a) == geometry.row_of(b)
                || geometry.col_of(a) == geometry.col_of(b)
                || geometry.box_of(a) == geometry.box_of(b)
        };
        let witnesses: Vec<_> = step
            .pattern()
            .iter()
            .filter(|(_, shade)| *shade == crate::logic::Shade::Secondary)
            .map(|(c, _)| c)
            .collect();
        assert!(!witnesses.is_empty());
        for w in &witnesses {
            assert_eq!(w.digit, target.digit);
            assert_eq!(board.get(w.cell), Some(target.digit), "a witness is placed");
        }
        // Every other empty cell of the unit sees one of them.
        for cell in geometry.unit_cells(step.units()[0]) {
            if cell != target.cell && board.get(cell).is_none() {
                assert!(
                    witnesses.iter().any(|w| sees(w.cell, cell)),
                    "nothing shown keeps {} out of {cell:?}",
                    target.digit.get()
                );
            }
        }
    }
}
