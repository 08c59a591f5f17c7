//! Naked and hidden subsets (pairs, triples, quads). Naked: k cells of a unit holding only k
//! digits between them, so the rest of the unit loses those digits. Hidden: k digits confined
//! to k cells of a unit, so those cells lose every other digit.

use super::board::Board;
use super::combinations;
use super::step::{Shade, Step};

/// A naked subset of `k` cells.
pub(crate) fn naked(board: &Board, k: usize, step: &mut Step) -> bool {
    let layout = &board.layout;
    let mut cells = [0usize; 25];
    let mut masks = [0u32; 25];
    for u in 0..layout.units.len() {
        let mut len = 0;
        let mut empty = 0;
        for &c in layout.cells_of(u) {
            let cands = board.cands(usize::from(c));
            if cands != 0 {
                empty += 1;
                if (2..=k).contains(&(cands.count_ones() as usize)) {
                    cells[len] = usize::from(c);
                    masks[len] = cands;
                    len += 1;
                }
            }
        }
        // A subset as large as the unit's empty cells removes nothing.
        if empty <= k {
            continue;
        }
        let found = combinations(&masks[..len], k, |chosen, union| {
            if union.count_ones() as usize != k {
                return false;
            }
            for &c in layout.cells_of(u) {
                let c = usize::from(c);
                let inside = chosen.iter().any(|&i| cells[i] == c);
                let mut hit = board.cands(c) & union;
                while !inside && hit != 0 {
                    step.eliminate(c, hit.trailing_zeros() as usize);
                    hit &= hit - 1;
                }
            }
            if step.eliminations.is_empty() {
                return false;
            }
            step.digits = super::set_of(union);
            step.units.push(layout.units[u]);
            for &i in chosen {
                let mut ds = masks[i];
                while ds != 0 {
                    step.mark(cells[i], ds.trailing_zeros() as usize, Shade::Primary);
                    ds &= ds - 1;
                }
            }
            true
        });
        if found {
            return true;
        }
    }
    false
}

/// A hidden subset of `k` digits.
pub(crate) fn hidden(board: &Board, k: usize, step: &mut Step) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    let mut digits = [0usize; 25];
    let mut spots = [0u32; 25];
    for u in 0..layout.units.len() {
        let mut len = 0;
        let mut missing = 0;
        for d in 0..n {
            let p = board.pos(u, d);
            if p != 0 {
                missing += 1;
                if (2..=k).contains(&(p.count_ones() as usize)) {
                    digits[len] = d;
                    spots[len] = p;
                    len += 1;
                }
            }
        }
        if missing <= k {
            continue;
        }
        let found = combinations(&spots[..len], k, |chosen, union| {
            if union.count_ones() as usize != k {
                return false;
            }
            let keep = chosen.iter().fold(0u32, |m, &i| m | 1 << digits[i]);
            let mut places = union;
            while places != 0 {
                let c = usize::from(layout.cells_of(u)[places.trailing_zeros() as usize]);
                places &= places - 1;
                let mut extra = board.cands(c) & !keep;
                while extra != 0 {
                    step.eliminate(c, extra.trailing_zeros() as usize);
                    extra &= extra - 1;
                }
                let mut kept = board.cands(c) & keep;
                while kept != 0 {
                    step.mark(c, kept.trailing_zeros() as usize, Shade::Primary);
                    kept &= kept - 1;
                }
            }
            if step.eliminations.is_empty() {
                step.pattern.clear();
                return false;
            }
            step.digits = super::set_of(keep);
            step.units.push(layout.units[u]);
            true
        });
        if found {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests;
