//! Finned and sashimi fish: X-Wing (2) and Swordfish (3). A digit's places in k base rows lie
//! in k cover columns, except for a few places (the fins) that all share one box. Either a fin
//! holds the digit, or the base rows hold it inside the cover columns, which is a plain fish:
//! then the cover columns hold it only in the base rows. So a place of a cover column that
//! sees every fin and lies outside the base rows loses the digit either way. A sashimi fish is
//! one where a base row keeps a single place in the cover columns. The same with rows and
//! columns swapped. Needs boxes, which hold the fins together.

use crate::{Digit, DigitSet};

use crate::logic::push_if;
use crate::logic::unchanged::DigitSearch;
use crate::logic::Board;
use crate::logic::PlaceSet;
use crate::logic::{Shade, Step};

pub(crate) fn find(board: &Board, k: usize, step: &mut Step) -> bool {
    let layout = &board.layout;
    let g = layout.geometry;
    // The fins' places lie in one box, so they span at most a box's width.
    let spread = g.box_rows().max(g.box_cols());
    for d in layout.digits().iter() {
        if board.unchanged.digit(DigitSearch::Finned(k), d) {
            continue;
        }
        for rows in [true, false] {
            let mut lines = [0usize; 25];
            let mut masks = [PlaceSet::EMPTY; 25];
            let mut bands = [PlaceSet::EMPTY; 25];
            let mut len = 0;
            let (along, _) = box_shape(layout, rows);
            // A line with one place is a hidden single, left to the singles. Without a
            // branch on the sizes (`logic::push_if`).
            for (number, line) in layout.lines_of(rows).enumerate() {
                let places = board.pos(line, d);
                let keep = places.len() >= 2;
                push_if(&mut lines, len, number, keep);
                push_if(&mut masks, len, places, keep);
                let band = PlaceSet::range(number / along * along, along);
                len = push_if(&mut bands, len, band, keep);
            }
            let mut cover_places = [PlaceSet::EMPTY; 25];
            for (places, line) in cover_places.iter_mut().zip(layout.lines_of(!rows)) {
                *places = board.pos(line, d);
            }
            let fish = Fish {
                board,
                d,
                rows,
                lines: &lines[..len],
                masks: &masks[..len],
                bands: &bands[..len],
                cover_places: &cover_places,
            };
            let mut chosen = [0usize; 4];
            let found = if k == 2 {
                fish.pairs(step, spread)
            } else {
                k <= 4 && fish.choose(k, 0, 0, PlaceSet::EMPTY, &mut chosen, step, spread)
            };
            if found {
                return true;
            }
        }
        board.unchanged.note_digit(DigitSearch::Finned(k), d);
    }
    false
}

/// One digit and orientation: the candidate base lines (by number) and their places.
struct Fish<'a> {
    board: &'a Board,
    d: Digit,
    /// Whether the base lines are rows (and the cover lines columns).
    rows: bool,
    lines: &'a [usize],
    masks: &'a [PlaceSet],
    /// The base lines of each line's band (the lines its boxes span).
    bands: &'a [PlaceSet],
    /// Each cover line's places of the digit, as a set of base lines.
    cover_places: &'a [PlaceSet; 25],
}

/// A box of `layout` as base lines by cover lines, with rows as base lines if `rows`: how many
/// base lines it spans, and how many cover lines.
fn box_shape(layout: &crate::logic::Layout, rows: bool) -> (usize, usize) {
    let g = layout.geometry;
    if rows {
        (g.box_rows(), g.box_cols())
    } else {
        (g.box_cols(), g.box_rows())
    }
}

impl Fish<'_> {
    /// Chooses base lines from `start` on, then tries every cover set of the chosen lines.
    /// `union` holds the places of the lines chosen so far; once it has more than `k + spread`
    /// no further line can bring it back, so the branch stops (the same fish are found, in the
    /// same order).
    #[allow(clippy::too_many_arguments)]
    fn choose(
        &self,
        k: usize,
        depth: usize,
        start: usize,
        union: PlaceSet,
        chosen: &mut [usize; 4],
        step: &mut Step,
        spread: usize,
    ) -> bool {
        if depth == k {
            return self.fins(&chosen[..k], union, step, spread);
        }
        // Too few lines left to choose from ends the branch as well.
        let last = (self.lines.len() + depth + 1).saturating_sub(k);
        (start..last).any(|i| {
            let next = union.union(self.masks[i]);
            if next.len() > k + spread {
                return false;
            }
            chosen[depth] = i;
            self.choose(k, depth + 1, i + 1, next, chosen, step, spread)
        })
    }

    /// [`Fish::choose`] for two base lines, as two plain loops: the same pairs in the same
    /// order.
    fn pairs(&self, step: &mut Step, spread: usize) -> bool {
        for (i, &first) in self.masks.iter().enumerate() {
            if first.len() > 2 + spread {
                continue;
            }
            for (j, &second) in self.masks.iter().enumerate().skip(i + 1) {
                let union = first.union(second);
                if union.len() <= 2 + spread && self.fins(&[i, j], union, step, spread) {
                    return true;
                }
            }
        }
        false
    }

    /// Tries the base lines `chosen`, whose places are `union`, as a finned fish: every block
    /// of cover lines where the fins could lie, with every cover set.
    fn fins(&self, chosen: &[usize], union: PlaceSet, step: &mut Step, spread: usize) -> bool {
        let k = chosen.len();
        let count = union.len();
        // Without extra places it is a plain fish; with too many the fins cannot share a box.
        if count <= k || count > k + spread {
            return false;
        }
        // Eliminations lie in the fins' box outside the base lines, so in a band of a base
        // line: `near` holds those lines.
        let mut base = PlaceSet::EMPTY;
        let mut near = PlaceSet::EMPTY;
        for &i in chosen {
            base = base.with(self.lines[i]);
            near = near.union(self.bands[i]);
        }
        let near = near.difference(base);
        // The fins lie in one block of cover lines (the width of a box): every place outside
        // that block is covered, and the rest of the cover comes from inside it.
        let layout = &self.board.layout;
        let (_, width) = box_shape(layout, self.rows);
        (0..layout.n / width).any(|block| {
            let inside = PlaceSet::range(block * width, width);
            let must = union.difference(inside);
            let taken = must.len();
            let open = union.intersection(inside);
            if taken > k || open.len() <= k - taken {
                return false;
            }
            // The cover lines of the block that could lose the digit; a cover set without one
            // eliminates nothing (the same fish are found, in the same order).
            let mut hits = PlaceSet::EMPTY;
            for c in open.iter() {
                if self.cover_places[c].meets(near) {
                    hits = hits.with(c);
                }
            }
            let cover = Cover { chosen, base, hits };
            !hits.is_empty() && self.covers(&cover, open, must, k, taken, step)
        })
    }

    /// Tries every way of adding places of `left` to `cover_set` until it has `k`.
    fn covers(
        &self,
        cover: &Cover,
        left: PlaceSet,
        cover_set: PlaceSet,
        k: usize,
        taken: usize,
        step: &mut Step,
    ) -> bool {
        if taken == k {
            return cover_set.meets(cover.hits) && self.try_cover(cover, cover_set, step);
        }
        let mut rest = left;
        while let Some(place) = rest.first() {
            rest = rest.without(place);
            if self.covers(cover, rest, cover_set.with(place), k, taken + 1, step) {
                return true;
            }
        }
        false
    }

    fn try_cover(&self, cover: &Cover, cover_set: PlaceSet, step: &mut Step) -> bool {
        let layout = &self.board.layout;
        let (d, rows, chosen) = (self.d, self.rows, cover.chosen);
        // Every base line keeps a place in the cover lines.
        if chosen.iter().any(|&i| !self.masks[i].meets(cover_set)) {
            return false;
        }
        // The fins: every base place outside the cover lines, all in one box. The covers
        // hold every place outside the fins' block of cover lines, so the fins' places lie
        // in that block; their lines must lie in one band.
        let mut band = PlaceSet::EMPTY;
        for &i in chosen {
            if self.masks[i].difference(cover_set).is_empty() {
                continue;
            }
            if !band.is_empty() && band != self.bands[i] {
                return false;
            }
            band = self.bands[i];
        }
        if band.is_empty() {
            return false;
        }
        // The cover lines' places in the fins' box, outside the base lines.
        for c in cover_set.intersection(cover.hits).iter() {
            let places = self.cover_places[c]
                .intersection(band)
                .difference(cover.base);
            for cell in layout.cells_in(layout.line(!rows, c), places) {
                step.eliminate(cell, d);
            }
        }
        if step.eliminations.is_empty() {
            return false;
        }
        step.digits = DigitSet::only(d);
        for &i in chosen {
            let line = layout.line(rows, self.lines[i]);
            step.units.push(layout.unit(line));
            for place in self.masks[i].iter() {
                let shade = if cover_set.contains(place) {
                    Shade::Primary
                } else {
                    Shade::Secondary
                };
                step.mark(layout.cell_at(line, place), d, shade);
            }
        }
        for c in cover_set.iter() {
            step.units.push(layout.unit(layout.line(!rows, c)));
        }
        true
    }
}

/// A choice of base lines, for its cover sets: the lines (indices into [`Fish::lines`]), their
/// numbers as a set, and the cover lines of the block tried that could lose the digit.
struct Cover<'a> {
    chosen: &'a [usize],
    base: PlaceSet,
    hits: PlaceSet,
}

/// Whether the fish of `step` is sashimi: a base line keeps one place in the cover lines.
fn is_sashimi(step: &Step) -> bool {
    let k = step.units.len() / 2;
    step.units[..k].iter().any(|&unit| {
        step.pattern
            .iter()
            .filter(|(c, s)| {
                *s == Shade::Primary && step.geometry.units_of(c.cell).any(|u| u == unit)
            })
            .count()
            == 1
    })
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    let (base, cover) = step.base_and_cover();
    let fins = step
        .pattern
        .iter()
        .filter(|(_, s)| *s == Shade::Secondary)
        .count();
    let sentence = match (is_sashimi(step), fins == 1) {
        (false, true) => Sentence::FinnedFishOneFin,
        (false, false) => Sentence::FinnedFishFins,
        (true, true) => Sentence::SashimiFishOneFin,
        (true, false) => Sentence::SashimiFishFins,
    };
    Explanation::new(sentence)
        .with("technique", Value::Technique(step.technique))
        .with("base", base)
        .with("digits", step.digits())
        .with("cover", cover)
        .with("fins", step.shaded(Shade::Secondary))
        .with("removed", step.removed())
}
