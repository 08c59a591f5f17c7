//! What a board's searches found nothing in since it last changed, so they need not look
//! there again.
//!
//! The ladder runs every technique below the one that applies at each step, and a step
//! changes a few digits' candidates in a few units. The techniques that look at one digit at
//! a time (the intersections, fish, finned fish, simple colouring: each reads and removes only
//! that digit's candidates) or one unit at a time (the subsets: each reads and changes only
//! that unit's cells; the ladder's singles scans, by unit for hidden singles and by row for
//! naked singles) note here the digits or units where they found nothing; the board
//! forgets a digit or a unit as soon as one of its candidates goes. A search that skips what
//! is noted finds the same step a full search finds first: the skipped parts would find
//! nothing again.

use std::cell::Cell as Slot;

use crate::{Digit, DigitSet};

use super::layout::UnitId;

/// A search that looks at one digit at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DigitSearch {
    Pointing,
    Claiming,
    /// X-Wing, Swordfish and Jellyfish: base lines 2 to 4.
    Fish(usize),
    /// Finned X-Wing and Swordfish: base lines 2 and 3.
    Finned(usize),
    Colouring,
}

impl DigitSearch {
    fn index(self) -> usize {
        match self {
            DigitSearch::Pointing => 0,
            DigitSearch::Claiming => 1,
            DigitSearch::Fish(k) => k.clamp(2, 4),
            DigitSearch::Finned(k) => k.clamp(2, 4) + 3,
            DigitSearch::Colouring => 8,
        }
    }
}

/// A search that looks at one unit at a time: the naked and hidden subsets of 2 to 4, the
/// hidden singles (each unit) and the naked singles (each row's cells).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UnitSearch {
    Naked(usize),
    Hidden(usize),
    HiddenSingle,
    NakedSingle,
}

impl UnitSearch {
    /// The subset search of the other kind for `size` entries: naked for hidden, hidden for
    /// naked, if the ladder has it (2 to 4).
    pub(crate) fn complement(self, size: usize) -> Option<UnitSearch> {
        match self {
            _ if !(2..=4).contains(&size) => None,
            UnitSearch::Naked(_) => Some(UnitSearch::Hidden(size)),
            UnitSearch::Hidden(_) => Some(UnitSearch::Naked(size)),
            UnitSearch::HiddenSingle | UnitSearch::NakedSingle => None,
        }
    }

    fn index(self) -> usize {
        match self {
            UnitSearch::Naked(k) => k.clamp(2, 4) - 2,
            UnitSearch::Hidden(k) => k.clamp(2, 4) + 1,
            UnitSearch::HiddenSingle => 6,
            UnitSearch::NakedSingle => 7,
        }
    }
}

/// For each search, the digits (bit `d`, at most 25) or the units (bit `u`, at most 75) it
/// found nothing in since they last changed. The changes are gathered as they come and
/// taken out of every search's notes at its next look, so a placement costs two ORs.
/// Interior slots: the searches read the board shared.
#[derive(Debug, Clone, Default)]
pub(crate) struct Unchanged {
    digits: [Slot<u32>; 9],
    units: [Slot<u128>; 8],
    changed_digits: Slot<u32>,
    changed_units: Slot<u128>,
}

impl Unchanged {
    /// Forgets everything: a new position.
    pub(crate) fn clear(&mut self) {
        *self = Unchanged::default();
    }

    /// Forgets the `digits` (bit per digit) and the `units` (bit per unit) that changed.
    pub(crate) fn changed(&mut self, digits: u32, units: u128) {
        *self.changed_digits.get_mut() |= digits;
        *self.changed_units.get_mut() |= units;
    }

    /// Takes the changes gathered so far out of every search's notes.
    fn settle(&self) {
        let (digits, units) = (self.changed_digits.get(), self.changed_units.get());
        if digits != 0 {
            for slot in &self.digits {
                slot.set(slot.get() & !digits);
            }
            self.changed_digits.set(0);
        }
        if units != 0 {
            for slot in &self.units {
                slot.set(slot.get() & !units);
            }
            self.changed_units.set(0);
        }
    }

    /// Whether `search` found nothing in `d` since it last changed.
    pub(crate) fn digit(&self, search: DigitSearch, d: Digit) -> bool {
        self.settle();
        self.digits[search.index()].get() >> d.index() & 1 == 1
    }

    /// The digits of `all` where `search` found something, or has not looked, since they
    /// last changed: those [`Unchanged::digit`] does not skip.
    pub(crate) fn open_digits(&self, search: DigitSearch, all: DigitSet) -> DigitSet {
        self.settle();
        DigitSet::from_bits(all.bits() & !self.digits[search.index()].get())
    }

    /// Notes that `search` found nothing in `d`.
    pub(crate) fn note_digit(&self, search: DigitSearch, d: Digit) {
        let slot = &self.digits[search.index()];
        slot.set(slot.get() | 1 << d.index());
    }

    /// Notes that `search` found nothing in any digit.
    pub(crate) fn note_every_digit(&self, search: DigitSearch) {
        self.digits[search.index()].set(u32::MAX);
    }

    /// Whether `search` found nothing in `u` since it last changed.
    pub(crate) fn unit(&self, search: UnitSearch, u: UnitId) -> bool {
        self.settle();
        self.units[search.index()].get() >> u.index() & 1 == 1
    }

    /// The units (bit `u` for unit `u`) where `search` found something, or has not looked,
    /// since they last changed: those [`Unchanged::unit`] does not skip.
    pub(crate) fn open_units(&self, search: UnitSearch) -> u128 {
        self.settle();
        !self.units[search.index()].get()
    }

    /// Notes that `search` found nothing in `u`.
    pub(crate) fn note_unit(&self, search: UnitSearch, u: UnitId) {
        let slot = &self.units[search.index()];
        slot.set(slot.get() | 1 << u.index());
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::generated_board;
    use crate::logic::{self, Level, LogicOptions, Scratch, Step, Technique};
    use crate::Geometry;

    /// Along the ladder's solve of hard puzzles (9×9 and 6×6), every technique finds on the
    /// board, which has noted where its searches found nothing, the same step it finds on a
    /// copy that has noted nothing; and the ladder still finishes each puzzle. At each
    /// position every technique runs, singles included, so the subsets also meet units that
    /// hold a single.
    #[test]
    fn a_search_that_skips_what_it_noted_finds_what_a_full_search_finds() {
        let everything = LogicOptions {
            unique: true,
            up_to: Level::Master,
        };
        let (mut steps, mut skipped) = (0, 0);
        for (geometry, level) in [
            (Geometry::standard(), Level::Expert),
            (Geometry::standard(), Level::Hard),
            (Geometry::new(3, 2).expect("6×6"), Level::Hard),
        ] {
            for seed in 0..8 {
                let (mut board, solution) = generated_board(geometry, level, seed);
                // One solution: the subset searches may also skip a unit where the
                // complementary search found nothing (`logic::no_single`).
                board.solvable = true;
                let mut fresh = board.clone();
                let mut scratch = Scratch::default();
                let (mut step, mut expected) = (Step::new(geometry), Step::new(geometry));
                while board.empty() > 0 {
                    for t in Technique::LADDER {
                        if !logic::allowed(t, &board, everything) {
                            continue;
                        }
                        fresh.copy_from(&board);
                        fresh.unchanged.clear();
                        expected.clear(t);
                        let found = (t.find())(&fresh, &mut scratch, &mut expected);
                        step.clear(t);
                        assert_eq!((t.find())(&board, &mut scratch, &mut step), found, "{t}");
                        if found {
                            assert_eq!(step, expected, "{t}");
                        }
                    }
                    skipped += board
                        .unchanged
                        .digits
                        .iter()
                        .filter(|s| s.get() != 0)
                        .count();
                    assert!(logic::find(&board, everything, &mut scratch, &mut step));
                    assert!(logic::apply(&mut board, &step));
                    steps += 1;
                }
                assert_eq!(board.to_grid(), solution);
            }
        }
        assert!(
            steps > 500 && skipped > 100,
            "{steps} steps, {skipped} noted"
        );
    }
}
