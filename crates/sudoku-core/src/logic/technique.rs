//! The ladder: every technique, in the order it is tried, as one table. A row names the
//! technique (the [`Technique`] variant and its name), rates it, gives its level and what it
//! needs, and points at its finder and its explanation, which live in the technique's own file
//! in `technique/`. The ladder ([`super::find`]), the grader, hints and the generator all read
//! this table.
//!
//! Adding a technique takes its own file (its `find` and `explain`), declared below, and one row
//! of the table.

use std::fmt;

use super::board::Board;
use super::level::{Level, Rating};
use super::step::Step;
use super::Scratch;

// One file per technique (a family such as the fish shares one), cheapest first.
pub(super) mod aic;
pub(super) mod als_xz;
mod bug;
mod cage_combination;
mod cage_overlap;
mod claiming;
mod colouring;
#[cfg(test)]
mod examples;
mod finned_fish;
mod fish;
pub(super) mod forcing_chain;
mod full_house;
pub(crate) mod hidden_single;
mod hidden_subset;
mod innies_outies;
mod locked_candidates;
pub(crate) mod naked_single;
mod naked_subset;
mod pointing;
mod unique_rectangle;
mod w_wing;
mod x_chain;
mod xy_chain;
mod xy_wing;
mod xyz_wing;

mod needs;
use needs::{Needs, BOXES, NOTHING, UNIQUENESS, VARIANT};

/// Looks for the technique on a board; fills the step (cleared, with its technique set) and
/// returns true if it applies.
pub(crate) type Find = fn(&Board, &mut Scratch, &mut Step) -> bool;

/// The sentence of a step the technique found.
pub(crate) type Explain = fn(&Step) -> super::Explanation;

/// What a row of the table says of its technique. The finders and explanations of the rows
/// are kept in tables of their own ([`Technique::find`], [`Technique::explain`]): code that only
/// asks a technique's name or level (the browser's completion panel) then does not hold every
/// finder, which keeps the solvers out of the browser's first load.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rung {
    pub(crate) name: &'static str,
    pub(crate) difficulty: Rating,
    pub(crate) level: Level,
    pub(crate) needs: Needs,
}

/// Declares [`Technique`] with a variant per row, in row order, and the table of rows.
macro_rules! ladder {
    ($(
        $(#[doc = $doc:literal])+
        $variant:ident {
            name: $name:literal,
            rating: $tenths:literal,
            level: $level:ident,
            needs: $needs:ident,
            find: $find:expr,
            explain: $explain:expr $(,)?
        }
    )+) => {
        /// A solving technique. The ladder tries them in this order (also [`Technique::LADDER`]
        /// and the order of `Ord`): by level, then by difficulty.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Technique {
            $($(#[doc = $doc])+ $variant,)+
        }

        impl Technique {
            /// Every technique in the order the ladder tries them: by level, then by difficulty.
            pub const LADDER: [Technique; [$(stringify!($variant)),+].len()] =
                [$(Technique::$variant),+];
        }

        /// The rows, in [`Technique`] order.
        const RUNGS: [Rung; Technique::LADDER.len()] = [$(
            Rung {
                name: $name,
                difficulty: Rating::from_tenths($tenths),
                level: Level::$level,
                needs: $needs,
            },
        )+];

        /// The rows' finders, in [`Technique`] order.
        const FINDERS: [Find; Technique::LADDER.len()] = [$($find),+];

        /// The rows' explanations, in [`Technique`] order.
        const EXPLAINERS: [Explain; Technique::LADDER.len()] = [$($explain),+];
    };
}

ladder! {
    /// The last empty cell of a unit.
    FullHouse {
        name: "Full House", rating: 10, level: Easy, needs: NOTHING,
        find: full_house::find, explain: full_house::explain,
    }
    /// A digit with one place left in a unit.
    HiddenSingle {
        name: "Hidden Single", rating: 15, level: Easy, needs: NOTHING,
        find: hidden_single::find, explain: hidden_single::explain,
    }
    /// A cell with one candidate left.
    NakedSingle {
        name: "Naked Single", rating: 23, level: Easy, needs: NOTHING,
        find: naked_single::find, explain: naked_single::explain,
    }
    /// A killer cage's cells keep only digits of the sets that make its total.
    CageCombination {
        name: "Cage Combinations", rating: 24, level: Easy, needs: VARIANT,
        find: cage_combination::find, explain: cage_combination::explain,
    }
    /// A digit confined to one line within a box leaves the rest of that line. Needs boxes.
    Pointing {
        name: "Pointing", rating: 26, level: Medium, needs: BOXES,
        find: pointing::find, explain: pointing::explain,
    }
    /// A digit confined to the intersection of two units of a variant (a jigsaw region and a
    /// line, a box and a diagonal) leaves the rest of the second.
    LockedCandidates {
        name: "Locked Candidates", rating: 27, level: Medium, needs: VARIANT,
        find: locked_candidates::find, explain: pointing::explain,
    }
    /// A digit confined to one box within a line leaves the rest of that box. Needs boxes.
    Claiming {
        name: "Claiming", rating: 28, level: Medium, needs: BOXES,
        find: claiming::find, explain: claiming::explain,
    }
    /// A digit a cage must hold leaves the cells that see all its places in the cage; a digit
    /// a unit confines to a cage leaves the cage's other cells.
    CageOverlap {
        name: "Cage Overlap", rating: 29, level: Medium, needs: VARIANT,
        find: cage_overlap::find, explain: cage_overlap::explain,
    }
    /// Two cells of a unit holding the same two candidates only.
    NakedPair {
        name: "Naked Pair", rating: 30, level: Medium, needs: NOTHING,
        find: |board, _, step| naked_subset::find(board, 2, step),
        explain: naked_subset::explain,
    }
    /// The 45 rule inside units: the cells left outside the cages wholly inside them.
    Innies {
        name: "Innies", rating: 31, level: Medium, needs: VARIANT,
        find: |board, _, step| innies_outies::find(board, false, step),
        explain: innies_outies::explain,
    }
    /// Two digits with the same two places in a unit.
    HiddenPair {
        name: "Hidden Pair", rating: 34, level: Medium, needs: NOTHING,
        find: |board, _, step| hidden_subset::find(board, 2, step),
        explain: hidden_subset::explain,
    }
    /// A digit in two rows confined to two columns (or the other way round).
    XWing {
        name: "X-Wing", rating: 32, level: Hard, needs: NOTHING,
        find: |board, _, step| fish::find(board, 2, step),
        explain: fish::explain,
    }
    /// The 45 rule outside units: the cells of the cages covering them that stick out.
    Outies {
        name: "Outies", rating: 33, level: Hard, needs: VARIANT,
        find: |board, _, step| innies_outies::find(board, true, step),
        explain: innies_outies::explain,
    }
    /// Three cells of a unit holding three candidates between them.
    NakedTriple {
        name: "Naked Triple", rating: 36, level: Hard, needs: NOTHING,
        find: |board, _, step| naked_subset::find(board, 3, step),
        explain: naked_subset::explain,
    }
    /// Three digits confined to three cells of a unit.
    HiddenTriple {
        name: "Hidden Triple", rating: 40, level: Hard, needs: NOTHING,
        find: |board, _, step| hidden_subset::find(board, 3, step),
        explain: hidden_subset::explain,
    }
    /// A bivalue pivot and two bivalue pincers that share a digit.
    XyWing {
        name: "XY-Wing", rating: 42, level: Hard, needs: NOTHING,
        find: xy_wing::find, explain: xy_wing::explain,
    }
    /// A digit in three rows confined to three columns (or the other way round).
    Swordfish {
        name: "Swordfish", rating: 38, level: Expert, needs: NOTHING,
        find: |board, _, step| fish::find(board, 3, step),
        explain: fish::explain,
    }
    /// An X-Wing with extra places (fins) in one box: cells of the cover lines seeing every fin
    /// lose the digit. Includes the sashimi form. Needs boxes.
    FinnedXWing {
        name: "Finned X-Wing", rating: 40, level: Expert, needs: BOXES,
        find: |board, _, step| finned_fish::find(board, 2, step),
        explain: finned_fish::explain,
    }
    /// An XY-Wing whose pivot also holds the pincers' shared digit.
    XyzWing {
        name: "XYZ-Wing", rating: 44, level: Expert, needs: NOTHING,
        find: xyz_wing::find, explain: xyz_wing::explain,
    }
    /// Two identical bivalue cells joined by a strong link on one of their digits.
    WWing {
        name: "W-Wing", rating: 44, level: Expert, needs: NOTHING,
        find: w_wing::find, explain: w_wing::explain,
    }
    /// Two colours along one digit's conjugate pairs.
    SimpleColouring {
        name: "Simple Colouring", rating: 45, level: Expert, needs: NOTHING,
        find: colouring::find, explain: colouring::explain,
    }
    /// Type 1: three corners of a rectangle in two boxes hold only the same two digits. Needs a
    /// unique solution.
    UniqueRectangle {
        name: "Unique Rectangle", rating: 45, level: Expert, needs: UNIQUENESS,
        find: unique_rectangle::find, explain: unique_rectangle::explain,
    }
    /// Type 2: two corners hold only the rectangle's two digits, the other two those and one
    /// more digit, the same in both; a cell seeing both loses it. Needs a unique solution.
    UniqueRectangle2 {
        name: "Unique Rectangle Type 2", rating: 46, level: Expert, needs: UNIQUENESS,
        find: unique_rectangle::type2::find, explain: unique_rectangle::explain,
    }
    /// Type 4: two corners hold only the rectangle's two digits, and one of those digits is
    /// confined to the other two corners in a unit: they lose the other digit. Needs a unique
    /// solution.
    UniqueRectangle4 {
        name: "Unique Rectangle Type 4", rating: 46, level: Expert, needs: UNIQUENESS,
        find: unique_rectangle::type4::find, explain: unique_rectangle::explain,
    }
    /// A Swordfish with fins in one box, or its sashimi form. Needs boxes.
    FinnedSwordfish {
        name: "Finned Swordfish", rating: 47, level: Expert, needs: BOXES,
        find: |board, _, step| finned_fish::find(board, 3, step),
        explain: finned_fish::explain,
    }
    /// Type 3: the extra digits of two corners form a naked subset with other cells of a unit
    /// they share. Needs a unique solution.
    UniqueRectangle3 {
        name: "Unique Rectangle Type 3", rating: 48, level: Expert, needs: UNIQUENESS,
        find: unique_rectangle::type3::find, explain: unique_rectangle::explain,
    }
    /// Four cells of a unit holding four candidates between them.
    NakedQuad {
        name: "Naked Quad", rating: 50, level: Expert, needs: NOTHING,
        find: |board, _, step| naked_subset::find(board, 4, step),
        explain: naked_subset::explain,
    }
    /// A digit in four rows confined to four columns (or the other way round).
    Jellyfish {
        name: "Jellyfish", rating: 52, level: Expert, needs: NOTHING,
        find: |board, _, step| fish::find(board, 4, step),
        explain: fish::explain,
    }
    /// Four digits confined to four cells of a unit.
    HiddenQuad {
        name: "Hidden Quad", rating: 54, level: Expert, needs: NOTHING,
        find: |board, _, step| hidden_subset::find(board, 4, step),
        explain: hidden_subset::explain,
    }
    /// Bivalue universal grave + 1: every empty cell but one is bivalue. Needs a unique
    /// solution.
    Bug {
        name: "BUG+1", rating: 56, level: Expert, needs: UNIQUENESS,
        find: bug::find, explain: bug::explain,
    }
    /// Alternating strong and weak links on one digit.
    XChain {
        name: "X-Chain", rating: 65, level: Master, needs: NOTHING,
        find: x_chain::find, explain: x_chain::explain,
    }
    /// A chain of bivalue cells.
    XyChain {
        name: "XY-Chain", rating: 66, level: Master, needs: NOTHING,
        find: xy_chain::find, explain: xy_chain::explain,
    }
    /// Two almost locked sets joined by a restricted common digit: a digit they share besides
    /// leaves every cell seeing all its places in both.
    AlsXz {
        name: "ALS-XZ", rating: 68, level: Master, needs: NOTHING,
        find: als_xz::find, explain: als_xz::explain,
    }
    /// Alternating inference chain: strong and weak links across cells and digits, with
    /// grouped places of a digit in a box and a line.
    Aic {
        name: "Alternating Inference Chain", rating: 70, level: Master, needs: NOTHING,
        find: aic::find, explain: aic::explain,
    }
    /// The last resort: a candidate whose placement leads by singles to a contradiction, or a
    /// cell or unit whose every choice leads to the same conclusion.
    ForcingChain {
        name: "Forcing Chain", rating: 85, level: Master, needs: NOTHING,
        find: forcing_chain::find, explain: forcing_chain::explain,
    }
}

impl Technique {
    /// The technique's row of the table.
    #[inline]
    pub(crate) fn rung(self) -> &'static Rung {
        &RUNGS[self as usize]
    }

    /// The technique's finder.
    pub(crate) fn find(self) -> Find {
        FINDERS[self as usize]
    }

    /// The technique's sentence for a step it found.
    pub(crate) fn explain(self) -> Explain {
        EXPLAINERS[self as usize]
    }

    /// The technique's name as players know it.
    pub fn name(self) -> &'static str {
        self.rung().name
    }

    /// The technique's difficulty, after Sudoku Explainer where it has the technique.
    pub fn difficulty(self) -> Rating {
        self.rung().difficulty
    }

    /// The level a puzzle needing this technique has at least.
    pub fn level(self) -> Level {
        self.rung().level
    }

    /// Whether the technique reasons about boxes, so it is skipped on Latin squares.
    pub fn needs_boxes(self) -> bool {
        self.rung().needs.boxes
    }

    /// Whether the technique assumes the puzzle has exactly one solution.
    pub fn needs_uniqueness(self) -> bool {
        self.rung().needs.uniqueness
    }

    /// Whether the technique finds something only on variant puzzles (killer cages, jigsaw
    /// regions, diagonals): classic practice and lessons leave it out.
    pub fn is_for_variants(self) -> bool {
        self.rung().needs.variant
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests;
