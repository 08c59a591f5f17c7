//! W-Wing: two cells holding only x and y that do not see each other, and a strong link on x
//! (a unit where x has two places) with one end seeing each cell. Both cells cannot be x, so
//! one of them is y, and a cell seeing both cannot be y.

use crate::DigitSet;

use crate::logic::Board;
use crate::logic::Scratch;
use crate::logic::{Shade, Step};

/// What the technique is, in a few sentences for a player: the `/learn` page's text.
pub(crate) const ABOUT: &str = "\
    Two cells with the same two candidates X and Y that do not see each other, and a unit \
    where X can only be in two places, one seeing each cell. One of those places is X, so one \
    of the two cells is not X and therefore is Y. Any cell seeing both cells loses Y.";

pub(crate) fn find(board: &Board, _: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    for a in layout.cells() {
        let pair = board.cands(a);
        let (Some(low), Some(high)) = (pair.first(), pair.last()) else {
            continue;
        };
        if pair.len() != 2 {
            continue;
        }
        for b in layout.cells().skip(a.index() + 1) {
            if board.cands(b) != pair || layout.sees(a, b) {
                continue;
            }
            // The candidates of the cells seeing both: a digit none of them holds is
            // removed from nowhere, so its links are not looked for.
            let seen_by_both = layout
                .peers_of(a)
                .iter()
                .filter(|&&t| layout.sees(t, b))
                .fold(DigitSet::EMPTY, |seen, &t| seen.union(board.cands(t)));
            for (x, y) in [(low, high), (high, low)] {
                if !seen_by_both.contains(y) {
                    continue;
                }
                for u in layout.units() {
                    let spots = board.pos(u, x);
                    let (Some(first), Some(last)) = (spots.first(), spots.last()) else {
                        continue;
                    };
                    if spots.len() != 2 {
                        continue;
                    }
                    let (e1, e2) = (layout.cell_at(u, first), layout.cell_at(u, last));
                    if [e1, e2].iter().any(|&e| e == a || e == b) {
                        continue;
                    }
                    let linked = (layout.sees(e1, a) && layout.sees(e2, b))
                        || (layout.sees(e2, a) && layout.sees(e1, b));
                    if !linked {
                        continue;
                    }
                    for &t in layout.peers_of(a) {
                        if layout.sees(t, b) && board.cands(t).contains(y) {
                            step.eliminate(t, y);
                        }
                    }
                    if !step.eliminations.is_empty() {
                        step.digits = DigitSet::only(y);
                        step.mark_all(a, pair, Shade::Primary);
                        step.mark_all(b, pair, Shade::Primary);
                        step.mark(e1, x, Shade::Secondary);
                        step.mark(e2, x, Shade::Secondary);
                        step.units.push(layout.unit(u));
                        return true;
                    }
                }
            }
        }
    }
    false
}

pub(crate) fn explain(step: &Step) -> String {
    format!(
        "W-Wing: {} hold the same two digits, and the strong link {} keeps them from both being \
         the other one, so one of them is {}; remove {}.",
        step.shaded(Shade::Primary),
        step.shaded(Shade::Secondary),
        step.digit_list("and"),
        step.removed()
    )
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    // HoDoKu: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4.
    fn hodoku_w_wing_removes_four() {
        check_marks(
            Technique::WWing,
            position("w_wing"),
            &[],
            &["r1c7<>4", "r2c7<>4", "r3c7<>4", "r8c9<>4", "r9c9<>4"],
        );
    }

    #[test]
    fn no_w_wing_in_a_position_without_one() {
        check_marks(Technique::WWing, position("xy_wing"), &[], &[]);
    }
}
