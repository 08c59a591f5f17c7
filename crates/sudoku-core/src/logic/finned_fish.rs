//! Finned and sashimi fish: X-Wing (2) and Swordfish (3). A digit's places in k base rows lie
//! in k cover columns, except for a few places (the fins) that all share one box. Either a fin
//! holds the digit, or the base rows hold it inside the cover columns, which is a plain fish:
//! then the cover columns hold it only in the base rows. So a place of a cover column that
//! sees every fin and lies outside the base rows loses the digit either way. A sashimi fish is
//! one where a base row keeps a single place in the cover columns. The same with rows and
//! columns swapped. Needs boxes, which hold the fins together.

use super::board::Board;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, k: usize, step: &mut Step) -> bool {
    let n = board.layout.n;
    let g = board.layout.geometry;
    // The fins' places lie in one box, so they span at most a box's width.
    let spread = g.box_rows().max(g.box_cols());
    for d in 0..n {
        for (base, cover) in [(0, n), (n, 0)] {
            let mut lines = [0usize; 25];
            let mut masks = [0u32; 25];
            let mut len = 0;
            for line in base..base + n {
                let p = board.pos(line, d);
                // A line with one place is a hidden single, left to the singles.
                if p.count_ones() >= 2 {
                    lines[len] = line;
                    masks[len] = p;
                    len += 1;
                }
            }
            let fish = Fish {
                board,
                d,
                base,
                cover,
                lines: &lines[..len],
                masks: &masks[..len],
            };
            let mut chosen = [0usize; 4];
            if k <= 4 && fish.choose(k, 0, 0, &mut chosen, step, spread) {
                return true;
            }
        }
    }
    false
}

/// One digit and orientation: the candidate base lines and their places.
struct Fish<'a> {
    board: &'a Board,
    d: usize,
    base: usize,
    cover: usize,
    lines: &'a [usize],
    masks: &'a [u32],
}

impl Fish<'_> {
    /// Chooses base lines from `start` on, then tries every cover set of the chosen lines.
    fn choose(
        &self,
        k: usize,
        depth: usize,
        start: usize,
        chosen: &mut [usize; 4],
        step: &mut Step,
        spread: usize,
    ) -> bool {
        if depth == k {
            let union = chosen[..k].iter().fold(0u32, |m, &i| m | self.masks[i]);
            let count = union.count_ones() as usize;
            // Without extra places it is a plain fish; with too many the fins cannot share
            // a box.
            if count <= k || count > k + spread {
                return false;
            }
            // The fins lie in one block of cover lines (the width of a box): every place
            // outside that block is covered, and the rest of the cover comes from inside it.
            let g = self.board.layout.geometry;
            let width = if self.base == 0 {
                g.box_cols()
            } else {
                g.box_rows()
            };
            let n = self.board.layout.n;
            return (0..n / width).any(|block| {
                let inside = ((1u32 << width) - 1) << (block * width);
                let must = union & !inside;
                let taken = must.count_ones() as usize;
                taken <= k
                    && (union & inside).count_ones() as usize > k - taken
                    && self.covers(&chosen[..k], union & inside, must, k, taken, step)
            });
        }
        (start..self.lines.len()).any(|i| {
            chosen[depth] = i;
            self.choose(k, depth + 1, i + 1, chosen, step, spread)
        })
    }

    /// Tries every way of adding bits of `left` to `cover_set` until it has `k`.
    fn covers(
        &self,
        chosen: &[usize],
        left: u32,
        cover_set: u32,
        k: usize,
        taken: usize,
        step: &mut Step,
    ) -> bool {
        if taken == k {
            return self.try_cover(chosen, cover_set, step);
        }
        let mut rest = left;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest &= rest - 1;
            if self.covers(chosen, rest, cover_set | bit, k, taken + 1, step) {
                return true;
            }
        }
        false
    }

    fn try_cover(&self, chosen: &[usize], cover_set: u32, step: &mut Step) -> bool {
        let layout = &self.board.layout;
        let d = self.d;
        // Every base line keeps a place in the cover lines.
        if chosen.iter().any(|&i| self.masks[i] & cover_set == 0) {
            return false;
        }
        // The fins: every base place outside the cover lines, all in one box.
        let mut fin_box = None;
        for &i in chosen {
            let mut fins = self.masks[i] & !cover_set;
            while fins != 0 {
                let cell =
                    usize::from(layout.cells_of(self.lines[i])[fins.trailing_zeros() as usize]);
                fins &= fins - 1;
                let b = layout.box_unit(cell);
                if b.is_none() || fin_box.is_some_and(|f| Some(f) != b) {
                    return false;
                }
                fin_box = b;
            }
        }
        let Some(fin_box) = fin_box else {
            return false;
        };
        let base_set = chosen
            .iter()
            .fold(0u32, |m, &i| m | 1 << (self.lines[i] - self.base));
        // The cover lines' places in the fins' box, outside the base lines.
        let mut covers = cover_set;
        while covers != 0 {
            let c = self.cover + covers.trailing_zeros() as usize;
            covers &= covers - 1;
            let mut hit = self.board.pos(c, d) & !base_set;
            while hit != 0 {
                let cell = usize::from(layout.cells_of(c)[hit.trailing_zeros() as usize]);
                hit &= hit - 1;
                if layout.box_unit(cell) == Some(fin_box) {
                    step.eliminate(cell, d);
                }
            }
        }
        if step.eliminations.is_empty() {
            return false;
        }
        step.digits = super::set_of(1 << d);
        for &i in chosen {
            step.units.push(layout.units[self.lines[i]]);
            let mut spots = self.masks[i];
            while spots != 0 {
                let place = spots.trailing_zeros();
                spots &= spots - 1;
                let cell = usize::from(layout.cells_of(self.lines[i])[place as usize]);
                let shade = if cover_set & 1 << place != 0 {
                    Shade::Primary
                } else {
                    Shade::Secondary
                };
                step.mark(cell, d, shade);
            }
        }
        let mut covers = cover_set;
        while covers != 0 {
            step.units
                .push(layout.units[self.cover + covers.trailing_zeros() as usize]);
            covers &= covers - 1;
        }
        true
    }
}

/// Whether the fish of `step` is sashimi: a base line keeps one place in the cover lines.
pub(crate) fn is_sashimi(step: &Step) -> bool {
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

#[cfg(test)]
mod tests;
