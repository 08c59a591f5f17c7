//! Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4). When a digit's places in k rows lie in
//! k columns only, each of those columns has its digit in one of those rows, so the rest of the
//! columns lose it (and the same with rows and columns swapped). Works without boxes.

use super::board::Board;
use super::combinations;
use super::step::{Shade, Step};

pub(crate) fn find(board: &Board, k: usize, step: &mut Step) -> bool {
    let layout = &board.layout;
    let n = layout.n;
    let mut lines = [0usize; 25];
    let mut masks = [0u32; 25];
    for d in 0..n {
        // Base rows and cover columns (offset 0), then base columns and cover rows (offset n).
        for (base, cover) in [(0, n), (n, 0)] {
            let mut len = 0;
            for line in base..base + n {
                let p = board.pos(line, d);
                if (2..=k).contains(&(p.count_ones() as usize)) {
                    lines[len] = line;
                    masks[len] = p;
                    len += 1;
                }
            }
            let found = combinations(&masks[..len], k, |chosen, union| {
                if union.count_ones() as usize != k {
                    return false;
                }
                let base_set = chosen.iter().fold(0u32, |m, &i| m | 1 << (lines[i] - base));
                let mut covers = union;
                while covers != 0 {
                    let c = cover + covers.trailing_zeros() as usize;
                    covers &= covers - 1;
                    let mut hit = board.pos(c, d) & !base_set;
                    while hit != 0 {
                        step.eliminate(
                            usize::from(layout.cells_of(c)[hit.trailing_zeros() as usize]),
                            d,
                        );
                        hit &= hit - 1;
                    }
                }
                if step.eliminations.is_empty() {
                    return false;
                }
                step.digits = super::set_of(1 << d);
                for &i in chosen {
                    step.units.push(layout.units[lines[i]]);
                    let mut spots = masks[i];
                    while spots != 0 {
                        step.mark(
                            usize::from(layout.cells_of(lines[i])[spots.trailing_zeros() as usize]),
                            d,
                            Shade::Primary,
                        );
                        spots &= spots - 1;
                    }
                }
                let mut covers = union;
                while covers != 0 {
                    step.units
                        .push(layout.units[cover + covers.trailing_zeros() as usize]);
                    covers &= covers - 1;
                }
                true
            });
            if found {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests;
