//! The typed bitsets of the logic solver besides [`DigitSet`]: the places of a digit within a
//! unit ([`PlaceSet`]) and sets of cells of a small grid ([`CellSet`]). Each holds one kind of
//! element, so a set of places cannot be mixed up with a set of digits or cells. They are
//! `repr(transparent)` over an integer and every operation is an inlined bit operation, so the
//! techniques' loops compile as they would on bare integers.

use crate::{Cell, DigitSet};

/// The operations shared by the bitsets, for code that works on any of them (choosing subsets
/// of cells or places by their union).
pub(crate) trait Bits: Copy {
    /// The empty set.
    const EMPTY: Self;
    /// The elements in either set.
    fn union(self, other: Self) -> Self;
    /// The number of elements.
    fn len(self) -> usize;
}

impl Bits for DigitSet {
    const EMPTY: Self = DigitSet::EMPTY;

    #[inline]
    fn union(self, other: Self) -> Self {
        DigitSet::union(self, other)
    }

    #[inline]
    fn len(self) -> usize {
        DigitSet::len(self)
    }
}

/// Defines a bitset type over an unsigned integer whose elements are `$elem`, turned into a bit
/// index by `$index` and back by `$from`.
macro_rules! bitset {
    (
        $(#[$meta:meta])*
        $name:ident($bits:ty) of $elem:ty,
        index: |$i:ident| $index:expr,
        from: |$b:ident| $from:expr,
    ) => {
        $(#[$meta])*
        #[repr(transparent)]
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
        pub(crate) struct $name($bits);

        #[allow(dead_code)]
        impl $name {
            /// No elements.
            pub(crate) const EMPTY: $name = $name(0);

            /// The set of the bits of `bits`.
            #[inline]
            pub(crate) const fn from_bits(bits: $bits) -> $name {
                $name(bits)
            }

            /// The set as bits.
            #[inline]
            pub(crate) const fn bits(self) -> $bits {
                self.0
            }

            /// The set of one element.
            #[inline]
            pub(crate) const fn only($i: $elem) -> $name {
                $name(match (1 as $bits).checked_shl(($index) as u32) {
                    Some(bit) => bit,
                    None => 0,
                })
            }

            /// Whether the set has no element.
            #[inline]
            pub(crate) const fn is_empty(self) -> bool {
                self.0 == 0
            }

            /// The number of elements.
            #[inline]
            pub(crate) const fn len(self) -> usize {
                // A set of a 9×9 grid fits in nine bits (see `small_count`).
                if self.0 < 512 {
                    crate::digit::small_count(self.0 as u32)
                } else {
                    self.0.count_ones() as usize
                }
            }

            /// Whether `element` is in the set.
            #[inline]
            pub(crate) const fn contains(self, element: $elem) -> bool {
                self.0 & $name::only(element).0 != 0
            }

            /// The set with `element` added.
            #[inline]
            pub(crate) const fn with(self, element: $elem) -> $name {
                $name(self.0 | $name::only(element).0)
            }

            /// The set with `element` removed.
            #[inline]
            pub(crate) const fn without(self, element: $elem) -> $name {
                $name(self.0 & !$name::only(element).0)
            }

            /// The elements in both sets.
            #[inline]
            pub(crate) const fn intersection(self, other: $name) -> $name {
                $name(self.0 & other.0)
            }

            /// The elements in either set.
            #[inline]
            pub(crate) const fn union(self, other: $name) -> $name {
                $name(self.0 | other.0)
            }

            /// The elements of `self` not in `other`.
            #[inline]
            pub(crate) const fn difference(self, other: $name) -> $name {
                $name(self.0 & !other.0)
            }

            /// Whether the two sets share an element.
            #[inline]
            pub(crate) const fn meets(self, other: $name) -> bool {
                self.0 & other.0 != 0
            }

            /// The smallest element.
            #[inline]
            pub(crate) fn first(self) -> Option<$elem> {
                (self.0 != 0).then(|| {
                    let $b = self.0.trailing_zeros();
                    $from
                })
            }

            /// The largest element.
            #[inline]
            pub(crate) fn last(self) -> Option<$elem> {
                (self.0 != 0).then(|| {
                    let $b = <$bits>::BITS - 1 - self.0.leading_zeros();
                    $from
                })
            }

            /// The element, if the set holds exactly one.
            #[inline]
            pub(crate) fn single(self) -> Option<$elem> {
                (self.0 != 0 && self.0 & (self.0 - 1) == 0).then(|| {
                    let $b = self.0.trailing_zeros();
                    $from
                })
            }

            /// The elements, smallest first.
            #[inline]
            pub(crate) fn iter(self) -> impl Iterator<Item = $elem> {
                let mut rest = self.0;
                std::iter::from_fn(move || {
                    if rest == 0 {
                        return None;
                    }
                    let $b = rest.trailing_zeros();
                    rest &= rest - 1;
                    Some($from)
                })
            }
        }

        impl Bits for $name {
            const EMPTY: Self = $name::EMPTY;

            #[inline]
            fn union(self, other: Self) -> Self {
                $name::union(self, other)
            }

            #[inline]
            fn len(self) -> usize {
                $name::len(self)
            }
        }
    };
}

bitset! {
    /// The places of a unit where something is (where a digit may still go, say): bit i for the
    /// unit's i-th cell in [`super::Layout::cells_of`] order. In a row place i is column i, in
    /// a column it is row i, so a row's places double as a set of columns and a column's as a
    /// set of rows.
    PlaceSet(u32) of usize,
    index: |place| place,
    from: |bit| bit as usize,
}

impl PlaceSet {
    /// The places `start` to `start + len - 1`.
    #[inline]
    pub(crate) const fn range(start: usize, len: usize) -> PlaceSet {
        PlaceSet(((1u32 << len) - 1) << start)
    }

    /// Each place moved `by` places up.
    #[inline]
    pub(crate) const fn shifted(self, by: usize) -> PlaceSet {
        PlaceSet(self.0 << by)
    }
}

bitset! {
    /// A set of cells of a grid of at most 128 cells (9×9 and smaller): bit i for the cell of
    /// index i. A cell beyond the 128th is never in a set; the techniques that use cell sets
    /// (ALS-XZ) run only on grids that small.
    CellSet(u128) of Cell,
    index: |cell| cell.index(),
    from: |bit| Cell::new(bit as usize),
}

impl CellSet {
    /// The most cells a set can hold.
    pub(crate) const CAPACITY: usize = 128;

    /// Every cell a set can hold.
    pub(crate) const ALL: CellSet = CellSet(!0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_hold_their_elements() {
        let places = PlaceSet::only(3).with(7).with(3);
        assert_eq!(places.len(), 2);
        assert_eq!(places.iter().collect::<Vec<_>>(), vec![3, 7]);
        assert_eq!((places.first(), places.last()), (Some(3), Some(7)));
        assert_eq!(places.single(), None);
        assert_eq!(PlaceSet::only(4).single(), Some(4));
        assert_eq!(PlaceSet::range(3, 3).bits(), 0b111_000);
        let cells = CellSet::only(Cell::new(127)).with(Cell::new(0));
        assert_eq!(
            cells.iter().collect::<Vec<_>>(),
            vec![Cell::new(0), Cell::new(127)]
        );
        assert!(cells.contains(Cell::new(127)) && !cells.contains(Cell::new(1)));
        // A cell past the capacity is never in a set.
        assert!(CellSet::only(Cell::new(128)).is_empty());
        assert!(!CellSet::ALL.contains(Cell::new(200)));
    }
}
