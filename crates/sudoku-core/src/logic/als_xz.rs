//! ALS-XZ: an almost locked set (ALS) is k cells of one unit holding k + 1 digits between them;
//! take one digit away and the rest is locked. Two ALSs A and B that share no cell are linked by
//! a restricted common digit x when every place of x in A sees every place of x in B: x is then
//! in at most one of them, so the other is locked without it. For another digit z that both
//! hold, one of them therefore holds z, and a cell seeing every place of z in both loses it.
//!
//! Cells are bitmasks of the grid, so this runs on grids of at most 128 cells (9×9 and
//! smaller); larger grids skip it.

use super::board::Board;
use super::step::{Shade, Step};
use super::Scratch;

/// An almost locked set: its cells, its digits and the unit it lies in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Als {
    size: u32,
    cells: u128,
    digits: u32,
    unit: u16,
}

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    if layout.peer_masks.is_empty() {
        return false;
    }
    // The cells holding each digit.
    let mut holders = [0u128; 25];
    for cell in 0..layout.geometry.cell_count() {
        let mut ds = board.cands(cell);
        while ds != 0 {
            holders[ds.trailing_zeros() as usize] |= 1 << cell;
            ds &= ds - 1;
        }
    }
    collect(board, &mut scratch.sets);
    let Scratch {
        sets,
        marks: stamp,
        queue: start,
        parent: members,
        ..
    } = scratch;
    // The sets holding each cell: `members[start[cell]..start[cell + 1]]`, by index.
    let cells = layout.geometry.cell_count();
    start.clear();
    start.resize(cells + 1, 0);
    for set in sets.iter() {
        let mut cs = set.cells;
        while cs != 0 {
            start[cs.trailing_zeros() as usize + 1] += 1;
            cs &= cs - 1;
        }
    }
    for cell in 0..cells {
        start[cell + 1] += start[cell];
    }
    members.clear();
    members.resize(start[cells] as usize, 0);
    let mut next: [u32; 128] = [0; 128];
    next[..cells].copy_from_slice(&start[..cells]);
    for (i, set) in sets.iter().enumerate() {
        let mut cs = set.cells;
        while cs != 0 {
            let cell = cs.trailing_zeros() as usize;
            cs &= cs - 1;
            members[next[cell] as usize] = i as u32;
            next[cell] += 1;
        }
    }
    stamp.clear();
    stamp.resize(sets.len(), u32::MAX);
    let mut tag = 0u32;
    for (i, a) in sets.iter().enumerate() {
        let mut xs = a.digits;
        while xs != 0 {
            let x = xs.trailing_zeros() as usize;
            xs &= xs - 1;
            // Every place of x in the other set must see every place of x in this one.
            let cover = seen_by_all(layout, a.cells & holders[x]);
            let mut spots = cover & holders[x] & !a.cells;
            tag = tag.wrapping_add(1);
            while spots != 0 {
                let t = spots.trailing_zeros() as usize;
                spots &= spots - 1;
                for &j in &members[start[t] as usize..start[t + 1] as usize] {
                    let j = j as usize;
                    if j <= i || stamp[j] == tag {
                        continue;
                    }
                    stamp[j] = tag;
                    let b = &sets[j];
                    let common = a.digits & b.digits;
                    if common.count_ones() < 2
                        || a.cells & b.cells != 0
                        || b.cells & holders[x] & !cover != 0
                    {
                        continue;
                    }
                    if eliminate(board, &holders, a, b, x, common, step) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// With `x` restricted common to `a` and `b`, removes each other common digit from the cells
/// seeing all its places in both; fills the step if anything goes.
fn eliminate(
    board: &Board,
    holders: &[u128; 25],
    a: &Als,
    b: &Als,
    x: usize,
    common: u32,
    step: &mut Step,
) -> bool {
    let layout = &board.layout;
    let mut zs = common & !(1 << x);
    let mut removed = 0u32;
    while zs != 0 {
        let z = zs.trailing_zeros() as usize;
        zs &= zs - 1;
        let places = (a.cells | b.cells) & holders[z];
        let mut targets = seen_by_all(layout, places) & holders[z];
        if targets != 0 {
            removed |= 1 << z;
        }
        while targets != 0 {
            step.eliminate(targets.trailing_zeros() as usize, z);
            targets &= targets - 1;
        }
    }
    if step.eliminations.is_empty() {
        return false;
    }
    step.digits = super::set_of(1 << x | removed);
    for (set, shade) in [(a, Shade::Primary), (b, Shade::Secondary)] {
        step.units.push(layout.units[usize::from(set.unit)]);
        let mut cells = set.cells;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let mut ds = board.cands(cell);
            while ds != 0 {
                step.mark(cell, ds.trailing_zeros() as usize, shade);
                ds &= ds - 1;
            }
        }
    }
    true
}

/// The cells that see every cell of `cells` (none of `cells` itself).
fn seen_by_all(layout: &super::Layout, mut cells: u128) -> u128 {
    let mut seen = !0u128;
    while cells != 0 {
        seen &= layout.peer_masks[cells.trailing_zeros() as usize];
        cells &= cells - 1;
    }
    seen
}

/// Every ALS of the board, smallest first, each once (a set in a box and a line is found in
/// both).
fn collect(board: &Board, sets: &mut Vec<Als>) {
    let layout = &board.layout;
    sets.clear();
    // Larger sets are rarely needed and their number grows fast.
    let largest = if layout.n <= 9 { 7 } else { 5 };
    for u in 0..layout.units.len() {
        let mut cells = [0usize; 25];
        let mut len = 0;
        for &cell in layout.cells_of(u) {
            if board.cands(usize::from(cell)) != 0 {
                cells[len] = usize::from(cell);
                len += 1;
            }
        }
        let limit = largest.min(len.saturating_sub(1));
        grow(board, &cells[..len], 0, 0, 0, 0, limit, u as u16, sets);
    }
    sets.sort_unstable();
    sets.dedup_by_key(|s| s.cells);
}

/// Adds to `sets` every ALS that extends `cells_so_far` (with `digits_so_far`) by cells of
/// `cells[start..]`, up to `limit` cells.
#[allow(clippy::too_many_arguments)]
fn grow(
    board: &Board,
    cells: &[usize],
    start: usize,
    size: u32,
    cells_so_far: u128,
    digits_so_far: u32,
    limit: usize,
    unit: u16,
    sets: &mut Vec<Als>,
) {
    for i in start..cells.len() {
        let digits = digits_so_far | board.cands(cells[i]);
        let count = digits.count_ones();
        // Each further cell keeps the digits or adds some: more than limit + 1 cannot shrink.
        if count as usize > limit + 1 {
            continue;
        }
        let members = cells_so_far | 1 << cells[i];
        if count == size + 2 {
            sets.push(Als {
                size: size + 1,
                cells: members,
                digits,
                unit,
            });
        }
        if (size as usize) + 1 < limit {
            grow(
                board,
                cells,
                i + 1,
                size + 1,
                members,
                digits,
                limit,
                unit,
                sets,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{check_marks, position};
    use crate::logic::Technique;

    #[test]
    // top1465 #1: r1c4, r3c4, r4c4, r8c4 and r9c4 (column 4) and r1c7, r1c8, r1c9, r2c8, r3c7
    // and r3c8 (box 3), linked by 3.
    fn als_xz_removes_a_digit_seeing_both_sets() {
        check_marks(Technique::AlsXz, position("als_xz"), &[], &["r1c6<>9"]);
    }

    #[test]
    fn no_als_xz_in_a_position_without_one() {
        // The ladder reached the chains here, past ALS-XZ.
        check_marks(Technique::AlsXz, position("aic"), &[], &[]);
    }
}
