//! The generator's commonest question on 9×9, answered without the logic board: do the singles
//! alone, from the givens, put back the cells just removed?
//!
//! The answer is the one [`Grader::singles_fill`](crate::grade::Grader::singles_fill) gives:
//! the givens come from a full grid, so no single ever contradicts another, and then the cells
//! the singles fill do not depend on the order they are placed in (each single stays a single,
//! or is placed, whatever is placed before it). So this may place them in whatever order is
//! quickest: each cell's candidates as a 9-bit word (and each digit's cells as an 81-bit
//! mask, so a placement visits only the peers that lose the digit), the removed cells looked
//! at first, then the naked singles as they appear and hidden singles only in the units whose
//! candidates changed, until the cells are filled or nothing is left to look at. The logic
//! board keeps far more (the places of each digit in each unit, for the ladder), and
//! loading it was most of the generator's time.

use super::unavoidable9::Cells9;
use crate::logic::push_if;
use crate::tables9::{ALL, PEER_BITS, UNITS, UNITS_OF, UNIT_BITS};

/// The candidates of each cell of a 9×9 position (none for a filled cell), with the work left:
/// cells that became naked singles, and units whose candidates changed since their last look
/// for hidden singles.
#[derive(Clone)]
struct Position {
    cands: [u16; 81],
    /// For each digit, the empty cells that still have it as a candidate (`cands` by digit),
    /// so a placement finds the peers that lose its digit in one mask.
    places: [Cells9; 9],
    filled: [bool; 81],
    /// Cells whose candidates came down to one, to be placed.
    naked: [u8; 81],
    naked_len: usize,
    /// Units (bit `u`) to look at for hidden singles.
    dirty: u32,
}

impl Position {
    /// The position of the puzzle `digits`, which must be part of a full grid: the digits
    /// of each unit and the given cells come from `digits`, which keeps them.
    fn new(digits: &Digits9) -> Position {
        let used = &digits.used;
        // The cells that hold each digit or see it.
        let mut seen: [Cells9; 9] = [0; 9];
        let mut rest = digits.givens;
        while rest != 0 {
            let cell = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            seen[usize::from(digits.digits[cell] - 1) % 9] |= PEER_BITS[cell];
        }
        let empty = !digits.givens & ((1 << 81) - 1);
        let mut position = Position {
            cands: [0; 81],
            places: seen.map(|seen| empty & !seen),
            filled: [true; 81],
            naked: [0; 81],
            naked_len: 0,
            dirty: (1 << 27) - 1,
        };
        let mut rest = empty;
        while rest != 0 {
            let cell = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let [r, c, b] = UNITS_OF[cell].map(usize::from);
            let cands = ALL & !(used[r] | used[c] | used[b]);
            position.cands[cell] = cands;
            position.filled[cell] = false;
            if cands & (cands - 1) == 0 {
                position.push_naked(cell);
            }
        }
        position
    }

    fn push_naked(&mut self, cell: usize) {
        if let Some(slot) = self.naked.get_mut(self.naked_len) {
            *slot = cell as u8;
            self.naked_len += 1;
        }
    }

    /// Places the digit of bit `bit` in `cell`, noting the naked singles and the units it makes.
    fn place(&mut self, cell: usize, bit: u16) {
        let mut own = self.cands[cell];
        while own != 0 {
            self.places[own.trailing_zeros() as usize] &= !(1 << cell);
            own &= own - 1;
        }
        self.filled[cell] = true;
        self.cands[cell] = 0;
        self.dirty |= UNIT_BITS[cell];
        let d = bit.trailing_zeros() as usize;
        let mut peers = self.places[d] & PEER_BITS[cell];
        self.places[d] &= !peers;
        while peers != 0 {
            let peer = peers.trailing_zeros() as usize;
            peers &= peers - 1;
            let left = self.cands[peer] & !bit;
            self.cands[peer] = left;
            self.dirty |= UNIT_BITS[peer];
            // Listed if it became a naked single, without a branch (`logic::push_if`).
            let single = left & left.wrapping_sub(1) == 0;
            self.naked_len = push_if(&mut self.naked, self.naked_len, peer as u8, single);
        }
    }

    /// The digit (as a bit) that is a single in `cell`, if any: its only candidate, or a
    /// candidate no other cell of one of its units can take.
    fn single_at(&self, cell: usize) -> Option<u16> {
        let cands = self.cands[cell];
        if cands == 0 {
            return None;
        }
        if cands & (cands - 1) == 0 {
            return Some(cands);
        }
        for &unit in &UNITS_OF[cell] {
            let others = UNITS[usize::from(unit)]
                .iter()
                .filter(|&&other| usize::from(other) != cell)
                .fold(0, |acc, &other| acc | self.cands[usize::from(other)]);
            let only = cands & !others;
            if only != 0 {
                return Some(only & only.wrapping_neg());
            }
        }
        None
    }

    /// Whether every one of `cells` is filled.
    fn filled_all(&self, cells: &[usize]) -> bool {
        cells.iter().all(|&c| self.filled[c])
    }

    /// Works until every one of `cells` is filled or nothing is left to do; whether they are.
    fn fills(&mut self, cells: &[usize]) -> bool {
        loop {
            if self.filled_all(cells) {
                return true;
            }
            if !self.step() {
                return false;
            }
        }
    }

    /// One piece of work: a naked single placed, else one changed unit searched for hidden
    /// singles (all of them placed). Returns false once there is nothing left to do.
    fn step(&mut self) -> bool {
        if self.naked_len > 0 {
            self.naked_len -= 1;
            let cell = usize::from(self.naked[self.naked_len]);
            let cands = self.cands[cell];
            if !self.filled[cell] && cands != 0 {
                self.place(cell, cands);
            }
            return true;
        }
        if self.dirty == 0 {
            return false;
        }
        let unit = &UNITS[self.dirty.trailing_zeros() as usize];
        self.dirty &= self.dirty - 1;
        let (mut once, mut twice) = (0u16, 0u16);
        for &cell in unit {
            let cands = self.cands[usize::from(cell)];
            twice |= once & cands;
            once |= cands;
        }
        let mut hidden = once & !twice;
        while hidden != 0 {
            let bit = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            if let Some(&cell) = unit
                .iter()
                .find(|&&c| self.cands[usize::from(c)] & bit != 0)
            {
                self.place(usize::from(cell), bit);
            }
        }
        true
    }
}

/// The digits of a 9×9 puzzle being dug out of a full grid (reading order, 0 for an empty
/// cell), with the digits each unit holds, kept in step with each removal and put-back so that
/// the generator's quickest test, [`Digits9::singles_at_once`], reads no more than it needs.
pub(super) struct Digits9 {
    digits: [u8; 81],
    /// The cells that hold a digit.
    givens: Cells9,
    /// The digits of each unit, one bit each.
    used: [u16; 27],
}

impl Digits9 {
    /// The puzzle of `digits` (0 for an empty cell).
    pub(super) fn new(digits: [u8; 81]) -> Digits9 {
        let mut used = [0u16; 27];
        let mut givens = 0;
        for (cell, &digit) in digits.iter().enumerate() {
            if digit != 0 {
                givens |= 1 << cell;
                for &unit in &UNITS_OF[cell] {
                    used[usize::from(unit)] |= 1 << (digit - 1);
                }
            }
        }
        Digits9 {
            digits,
            givens,
            used,
        }
    }

    /// The digits in reading order, 0 for an empty cell.
    pub(super) fn digits(&self) -> &[u8; 81] {
        &self.digits
    }

    /// The cells that hold a digit.
    pub(super) fn givens(&self) -> Cells9 {
        self.givens
    }

    /// Empties `cell`.
    pub(super) fn clear(&mut self, cell: usize) {
        let digit = self.digits[cell];
        if digit != 0 {
            for &unit in &UNITS_OF[cell] {
                self.used[usize::from(unit)] &= !(1 << (digit - 1));
            }
            self.digits[cell] = 0;
            self.givens &= !(1 << cell);
        }
    }

    /// Puts `digit` (1–9) in the empty `cell`.
    pub(super) fn set(&mut self, cell: usize, digit: u8) {
        if self.digits[cell] == 0 {
            for &unit in &UNITS_OF[cell] {
                self.used[usize::from(unit)] |= 1 << (digit - 1);
            }
            self.digits[cell] = digit;
            self.givens |= 1 << cell;
        }
    }

    /// The digits the givens rule out in `cell`: those of its row, column and box.
    fn seen(&self, cell: usize) -> u16 {
        let [r, c, b] = UNITS_OF[cell];
        self.used[usize::from(r)] | self.used[usize::from(c)] | self.used[usize::from(b)]
    }

    /// Whether `digit` is a single in the empty `cell` straight from the givens: the only digit
    /// its units leave, or the only cell of one of its units that can take it.
    fn single_at(&self, cell: usize, digit: u8) -> bool {
        let bit = 1 << (digit - 1);
        let seen = self.seen(cell);
        if seen & bit != 0 {
            return false;
        }
        if seen | bit == ALL {
            return true;
        }
        UNITS_OF[cell].iter().any(|&unit| {
            UNITS[usize::from(unit)].iter().all(|&other| {
                let other = usize::from(other);
                other == cell || self.digits[other] != 0 || self.seen(other) & bit != 0
            })
        })
    }

    /// Whether the empty `cells` are singles one after the other straight from the givens,
    /// each taking its digit of `full`: a sufficient test for [`Digits9::singles_fill`] that
    /// reads only their units, which settles most removals of a dig. The puzzle is left as it
    /// was.
    pub(super) fn singles_at_once(&mut self, cells: &[usize], full: &[u8; 81]) -> bool {
        let mut placed = [0usize; 4];
        let mut len = 0;
        let mut progress = true;
        while progress && len < cells.len() {
            progress = false;
            for &cell in cells {
                if self.digits[cell] == 0 && len < placed.len() && self.single_at(cell, full[cell])
                {
                    self.set(cell, full[cell]);
                    placed[len] = cell;
                    len += 1;
                    progress = true;
                }
            }
        }
        let all = cells.iter().all(|&cell| self.digits[cell] != 0);
        for &cell in &placed[..len] {
            self.clear(cell);
        }
        all
    }

    /// Whether the singles alone, from this puzzle, fill every one of `cells`. The puzzle
    /// keeps the digits of each unit, which the singles' position starts from.
    pub(super) fn singles_fill(&self, cells: &[usize]) -> bool {
        let mut position = Position::new(self);
        // Most often each removed cell is a single in turn, which is quicker to see than the
        // whole work list.
        let mut progress = true;
        while progress {
            progress = false;
            for &cell in cells {
                if let Some(bit) = position.single_at(cell) {
                    position.place(cell, bit);
                    progress = true;
                }
            }
            if position.filled_all(cells) {
                return true;
            }
        }
        position.fills(cells)
    }
}

/// Whether the singles alone, from `givens` (a 9×9 puzzle in reading order, 0 for empty, whose
/// digits are part of a full grid), fill the grid: whether the puzzle is Easy.
pub(super) fn singles_solve9(givens: &[u8; 81]) -> bool {
    let mut position = Position::new(&Digits9::new(*givens));
    while position.step() {}
    position.filled.iter().all(|&filled| filled)
}

/// What the singles alone reach from a 9×9 puzzle whose digits are part of a full grid, kept
/// to ask about the same puzzle with a few more givens: its singles reach all of this (a
/// single stays a single, or is placed, whatever else is placed), so they go on from here.
pub(super) struct Closure9(Position);

impl Closure9 {
    /// The singles' end from `givens` (reading order, 0 for empty).
    pub(super) fn new(givens: &[u8; 81]) -> Closure9 {
        let mut position = Position::new(&Digits9::new(*givens));
        while position.step() {}
        Closure9(position)
    }

    /// Whether the singles fill every one of `cells` from the puzzle with the `added` digits
    /// (cell, digit of the same full grid) also given: [`Digits9::singles_fill`] of that puzzle.
    pub(super) fn fills_with(&self, added: &[(usize, u8)], cells: &[usize]) -> bool {
        let mut position = self.0.clone();
        for &(cell, digit) in added {
            if !position.filled[cell] {
                position.place(cell, 1 << (digit - 1));
            }
        }
        position.fills(cells)
    }
}

#[cfg(test)]
mod tests;
