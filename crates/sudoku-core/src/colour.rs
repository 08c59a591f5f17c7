//! Colour marks: the nine colours a player paints cells and candidates with, as solvers do to
//! follow chains and cases.

use std::num::NonZeroU8;

use crate::{Digit, MAX_SIZE};

/// One of the nine colours of a player's palette, numbered 1 to 9.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Colour(NonZeroU8);

impl Colour {
    /// How many colours the palette has.
    pub const COUNT: u8 = 9;

    /// Colour 1, the palette's first.
    pub const FIRST: Colour = Colour(NonZeroU8::MIN);

    /// Colour `number` (1 to 9), or `None` outside the palette.
    pub fn new(number: u8) -> Option<Colour> {
        NonZeroU8::new(number)
            .filter(|n| n.get() <= Self::COUNT)
            .map(Colour)
    }

    /// The colour's number, 1 to 9.
    pub fn get(self) -> u8 {
        self.0.get()
    }

    /// Every colour of the palette, in order.
    pub fn all() -> impl Iterator<Item = Colour> {
        (1..=Self::COUNT).filter_map(Colour::new)
    }
}

/// A set of colours, such as those painted on one cell.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ColourSet(u16);

impl ColourSet {
    /// No colour.
    pub const EMPTY: ColourSet = ColourSet(0);

    /// The set whose bit `c − 1` stands for colour `c`; bits beyond the palette are dropped.
    pub fn from_bits(bits: u16) -> ColourSet {
        ColourSet(bits & ((1 << Colour::COUNT) - 1))
    }

    /// The set's bits (colour `c` is bit `c − 1`).
    pub fn bits(self) -> u16 {
        self.0
    }

    /// Whether the set holds `colour`.
    pub fn contains(self, colour: Colour) -> bool {
        self.0 & (1 << (colour.get() - 1)) != 0
    }

    /// Adds `colour`.
    pub fn insert(&mut self, colour: Colour) {
        self.0 |= 1 << (colour.get() - 1);
    }

    /// Takes `colour` out.
    pub fn remove(&mut self, colour: Colour) {
        self.0 &= !(1 << (colour.get() - 1));
    }

    /// Whether the set holds no colour.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The colours of the set, in palette order.
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::all().filter(move |&c| self.contains(c))
    }
}

impl FromIterator<Colour> for ColourSet {
    fn from_iter<I: IntoIterator<Item = Colour>>(iter: I) -> Self {
        let mut set = ColourSet::EMPTY;
        for colour in iter {
            set.insert(colour);
        }
        set
    }
}

/// The colours on one cell: any number on the cell itself (shown side by side), and at most
/// one on each candidate.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Colours {
    /// The colours painted on the cell.
    pub cell: ColourSet,
    /// The colour of each candidate, by digit − 1.
    candidates: [Option<Colour>; MAX_SIZE],
}

impl Colours {
    /// Whether the cell has no colour, on itself or on a candidate.
    pub fn is_empty(&self) -> bool {
        self.cell.is_empty() && self.candidates.iter().all(Option::is_none)
    }

    /// The colour of candidate `digit`, if it has one.
    pub fn candidate(&self, digit: Digit) -> Option<Colour> {
        self.candidates
            .get(usize::from(digit.get()) - 1)
            .copied()
            .flatten()
    }

    /// Paints candidate `digit` with `colour`, or clears it with `None`.
    pub fn set_candidate(&mut self, digit: Digit, colour: Option<Colour>) {
        if let Some(slot) = self.candidates.get_mut(usize::from(digit.get()) - 1) {
            *slot = colour;
        }
    }

    /// The coloured candidates and their colours, smallest digit first.
    pub fn coloured_candidates(&self) -> impl Iterator<Item = (Digit, Colour)> + '_ {
        self.candidates
            .iter()
            .zip(1u8..)
            .filter_map(|(colour, d)| Some((Digit::new(d)?, (*colour)?)))
    }

    /// The same colours without candidates larger than `size`.
    pub(crate) fn within(mut self, size: usize) -> Colours {
        for slot in self.candidates.iter_mut().skip(size) {
            *slot = None;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::colour;

    #[test]
    fn the_palette_has_nine_colours() {
        assert_eq!(Colour::all().count(), 9);
        assert_eq!(Colour::new(0), None);
        assert_eq!(Colour::new(10), None);
        assert_eq!(ColourSet::from_bits(u16::MAX).iter().count(), 9);
    }

    #[test]
    fn sets_and_candidates_hold_what_was_painted() {
        let mut set: ColourSet = [colour(2), colour(9)].into_iter().collect();
        assert!(set.contains(colour(9)) && !set.contains(colour(1)));
        set.remove(colour(9));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![colour(2)]);

        let mut colours = Colours::default();
        assert!(colours.is_empty());
        let (three, twenty) = (Digit::new(3).expect("3"), Digit::new(20).expect("20"));
        colours.set_candidate(three, Some(colour(4)));
        colours.set_candidate(twenty, Some(colour(1)));
        assert_eq!(colours.candidate(three), Some(colour(4)));
        assert_eq!(
            colours.coloured_candidates().collect::<Vec<_>>(),
            vec![(three, colour(4)), (twenty, colour(1))]
        );
        let small = colours.within(9);
        assert_eq!(small.candidate(twenty), None);
        assert!(!small.is_empty());
    }
}
