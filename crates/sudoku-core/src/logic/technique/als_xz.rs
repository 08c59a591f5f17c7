//! ALS-XZ: an almost locked set (ALS) is k cells of one unit holding k + 1 digits between them;
//! take one digit away and the rest is locked. Two ALSs A and B that share no cell are linked by
//! a restricted common digit x when every place of x in A sees every place of x in B: x is then
//! in at most one of them, so the other is locked without it. For another digit z that both
//! hold, one of them therefore holds z, and a cell seeing every place of z in both loses it.
//!
//! Cells are cell sets of the grid, so this runs on grids of at most 128 cells (9×9 and
//! smaller); larger grids skip it.

use crate::{Cell, Digit, DigitSet};

use crate::logic::Board;
use crate::logic::CellSet;
use crate::logic::Scratch;
use crate::logic::{Layout, UnitId};
use crate::logic::{Shade, Step};

/// An almost locked set: its cells, its digits and the unit it lies in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Als {
    size: u32,
    cells: CellSet,
    digits: DigitSet,
    unit: UnitId,
}

impl Als {
    /// The order sets are tried in: smallest first, then by their cells, digits and unit.
    fn key(&self) -> (u32, u128, u32, UnitId) {
        (self.size, self.cells.bits(), self.digits.bits(), self.unit)
    }
}

/// The cells holding each digit, by digit index.
type Holders = [CellSet; 25];

pub(crate) fn find(board: &Board, scratch: &mut Scratch, step: &mut Step) -> bool {
    let layout = &board.layout;
    if !layout.has_cell_sets() {
        return false;
    }
    let mut holders: Holders = [CellSet::EMPTY; 25];
    for cell in layout.cells() {
        for d in board.cands(cell).iter() {
            holders[d.index()] = holders[d.index()].with(cell);
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
        for cell in set.cells.iter() {
            start[cell.index() + 1] += 1;
        }
    }
    for cell in 0..cells {
        start[cell + 1] += start[cell];
    }
    members.clear();
    members.resize(start[cells] as usize, 0);
    let mut next: [u32; CellSet::CAPACITY] = [0; CellSet::CAPACITY];
    next[..cells].copy_from_slice(&start[..cells]);
    for (i, set) in sets.iter().enumerate() {
        for cell in set.cells.iter() {
            members[next[cell.index()] as usize] = i as u32;
            next[cell.index()] += 1;
        }
    }
    stamp.clear();
    stamp.resize(sets.len(), u32::MAX);
    let mut tag = 0u32;
    for (i, a) in sets.iter().enumerate() {
        for x in a.digits.iter() {
            let places = holders[x.index()];
            // Every place of x in the other set must see every place of x in this one.
            let cover = seen_by_all(layout, a.cells.intersection(places));
            let spots = cover.intersection(places).difference(a.cells);
            tag = tag.wrapping_add(1);
            for t in spots.iter() {
                for &j in &members[start[t.index()] as usize..start[t.index() + 1] as usize] {
                    let j = j as usize;
                    if j <= i || stamp[j] == tag {
                        continue;
                    }
                    stamp[j] = tag;
                    let b = &sets[j];
                    let common = a.digits.intersection(b.digits);
                    if common.len() < 2
                        || a.cells.meets(b.cells)
                        || !b.cells.intersection(places).difference(cover).is_empty()
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
    holders: &Holders,
    a: &Als,
    b: &Als,
    x: Digit,
    common: DigitSet,
    step: &mut Step,
) -> bool {
    let layout = &board.layout;
    let mut removed = DigitSet::EMPTY;
    for z in common.without(x).iter() {
        let places = a.cells.union(b.cells).intersection(holders[z.index()]);
        let targets = seen_by_all(layout, places).intersection(holders[z.index()]);
        if !targets.is_empty() {
            removed = removed.with(z);
        }
        for t in targets.iter() {
            step.eliminate(t, z);
        }
    }
    if step.eliminations.is_empty() {
        return false;
    }
    step.digits = removed.with(x);
    for (set, shade) in [(a, Shade::Primary), (b, Shade::Secondary)] {
        step.units.push(layout.unit(set.unit));
        for cell in set.cells.iter() {
            step.mark_all(cell, board.cands(cell), shade);
        }
    }
    true
}

/// The cells that see every cell of `cells` (none of `cells` itself).
fn seen_by_all(layout: &Layout, cells: CellSet) -> CellSet {
    cells.iter().fold(CellSet::ALL, |seen, cell| {
        seen.intersection(layout.peer_set(cell))
    })
}

/// Every ALS of the board, smallest first, each once (a set in a box and a line is found in
/// both).
fn collect(board: &Board, sets: &mut Vec<Als>) {
    let layout = &board.layout;
    sets.clear();
    // Larger sets are rarely needed and their number grows fast.
    let largest = if layout.n <= 9 { 7 } else { 5 };
    for u in layout.units() {
        let mut cells = [Cell::new(0); 25];
        let mut len = 0;
        for &cell in layout.cells_of(u) {
            if !board.cands(cell).is_empty() {
                cells[len] = cell;
                len += 1;
            }
        }
        let limit = largest.min(len.saturating_sub(1));
        let unit = Grower {
            board,
            cells: &cells[..len],
            limit,
            unit: u,
        };
        unit.grow(0, 0, CellSet::EMPTY, DigitSet::EMPTY, sets);
    }
    sets.sort_unstable_by_key(Als::key);
    sets.dedup_by_key(|s| s.cells);
}

/// The empty cells of one unit, from which sets of up to `limit` cells are grown.
struct Grower<'a> {
    board: &'a Board,
    cells: &'a [Cell],
    limit: usize,
    unit: UnitId,
}

impl Grower<'_> {
    /// Adds to `sets` every ALS that extends `so_far` (of `size` cells, holding `digits`) by
    /// cells of `cells[start..]`.
    fn grow(
        &self,
        start: usize,
        size: u32,
        so_far: CellSet,
        digits: DigitSet,
        sets: &mut Vec<Als>,
    ) {
        for i in start..self.cells.len() {
            let digits = digits.union(self.board.cands(self.cells[i]));
            let count = digits.len();
            // Each further cell keeps the digits or adds some: more than limit + 1 cannot
            // shrink.
            if count > self.limit + 1 {
                continue;
            }
            let members = so_far.with(self.cells[i]);
            if count == size as usize + 2 {
                sets.push(Als {
                    size: size + 1,
                    cells: members,
                    digits,
                    unit: self.unit,
                });
            }
            if (size as usize) + 1 < self.limit {
                self.grow(i + 1, size + 1, members, digits, sets);
            }
        }
    }
}

pub(crate) fn explain(step: &Step) -> crate::logic::Explanation {
    use crate::logic::{Explanation, Sentence, Value};
    let removes = |d: Digit| step.eliminations.iter().any(|c| c.digit == d);
    let (zs, xs): (Vec<Digit>, Vec<Digit>) = step.digits.iter().partition(|&d| removes(d));
    let sentence = if zs.len() == 1 {
        Sentence::AlsXzOne
    } else {
        Sentence::AlsXzMany
    };
    Explanation::new(sentence)
        .with("first", step.shaded(Shade::Primary))
        .with("second", step.shaded(Shade::Secondary))
        .with("alternatives", Value::Alternatives(xs))
        .with("digits", Value::Digits(zs))
        .with("removed", step.removed())
}
