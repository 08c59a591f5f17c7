//! Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4). When a digit's places in k rows lie in
//! k columns only, each of those columns has its digit in one of those rows, so the rest of the
//! columns lose it (and the same with rows and columns swapped). Works without boxes.

use crate::DigitSet;

use crate::logic::unchanged::DigitSearch;
use crate::logic::Board;
use crate::logic::PlaceSet;
use crate::logic::{combinations, push_if};
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, k: usize, step: &mut Step) -> bool {
    let layout = &board.layout;
    // The base lines by number, and their places: a row's places are columns, a column's rows.
    let mut lines = [0usize; 25];
    let mut masks = [PlaceSet::EMPTY; 25];
    for d in layout.digits().iter() {
        if board.unchanged.digit(DigitSearch::Fish(k), d) {
            continue;
        }
        // Base rows and cover columns, then base columns and cover rows.
        for rows in [true, false] {
            let mut len = 0;
            // Without a branch on the sizes (`logic::push_if`).
            for (number, line) in layout.lines_of(rows).enumerate() {
                let places = board.pos(line, d);
                let keep = (2..=k).contains(&places.len());
                push_if(&mut lines, len, number, keep);
                len = push_if(&mut masks, len, places, keep);
            }
            let found = combinations(&masks[..len], k, |chosen, covers| {
                if covers.len() != k {
                    return false;
                }
                // The base lines, as places of a cover line.
                let base = chosen
                    .iter()
                    .fold(PlaceSet::EMPTY, |set, &i| set.with(lines[i]));
                for c in covers.iter() {
                    let cover = layout.line(!rows, c);
                    for cell in layout.cells_in(cover, board.pos(cover, d).difference(base)) {
                        step.eliminate(cell, d);
                    }
                }
                if step.eliminations.is_empty() {
                    return false;
                }
                step.digits = DigitSet::only(d);
                for &i in chosen {
                    let line = layout.line(rows, lines[i]);
                    step.units.push(layout.unit(line));
                    for cell in layout.cells_in(line, masks[i]) {
                        step.mark(cell, d, Shade::Primary);
                    }
                }
                for c in covers.iter() {
                    step.units.push(layout.unit(layout.line(!rows, c)));
                }
                true
            });
            if found {
                return true;
            }
        }
        board.unchanged.note_digit(DigitSearch::Fish(k), d);
    }
    false
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    let (base, cover) = step.base_and_cover();
    Explanation::new(Sentence::Fish)
        .with("technique", Value::Technique(step.technique))
        .with("base", base)
        .with("digits", step.digits())
        .with("cover", cover)
        .with("removed", step.removed())
}
