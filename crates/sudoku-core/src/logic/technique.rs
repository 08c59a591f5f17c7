//! The techniques of the ladder, their Sudoku-Explainer-like difficulty and the level each one
//! belongs to.

use std::fmt;
use std::str::FromStr;

/// A difficulty on a Sudoku Explainer-like scale, in tenths (hidden single 1.5, X-Wing 3.2).
/// Shown as `4.2`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rating(u16);

impl Rating {
    /// The rating of `tenths` tenths.
    pub const fn from_tenths(tenths: u16) -> Rating {
        Rating(tenths)
    }

    /// The rating in tenths: 42 for 4.2.
    pub const fn tenths(self) -> u16 {
        self.0
    }
}

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// How hard a puzzle is, by the hardest kind of technique it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Singles only: full houses, hidden singles, naked singles.
    Easy,
    /// Also locked candidates (pointing, claiming) and naked and hidden pairs.
    Medium,
    /// Also triples, X-Wing and XY-Wing.
    Hard,
    /// Also quads, Swordfish and Jellyfish, finned fish, the other wings, colouring and the
    /// uniqueness techniques.
    Expert,
    /// Chains, almost locked sets and forcing chains, or more than the ladder knows.
    Master,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    /// The level's name in lower case, as the command line and addresses write it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a text is not a level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LevelError {
    /// The text names no level.
    #[error("unknown level {0:?} (easy, medium, hard, expert or master)")]
    Unknown(String),
}

impl FromStr for Level {
    type Err = LevelError;

    /// Reads a level's name in any case.
    fn from_str(text: &str) -> Result<Level, LevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| LevelError::Unknown(text.to_owned()))
    }
}

/// A solving technique. The ladder tries them in the order of [`Technique::LADDER`]: by level,
/// then by difficulty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a unit.
    FullHouse,
    /// A digit with one place left in a unit.
    HiddenSingle,
    /// A cell with one candidate left.
    NakedSingle,
    /// A digit confined to one line within a box leaves the rest of that line. Needs boxes.
    Pointing,
    /// A digit confined to one box within a line leaves the rest of that box. Needs boxes.
    Claiming,
    /// Two cells of a unit holding the same two candidates only.
    NakedPair,
    /// Two digits with the same two places in a unit.
    HiddenPair,
    /// A digit in two rows confined to two columns (or the other way round).
    XWing,
    /// Three cells of a unit holding three candidates between them.
    NakedTriple,
    /// Three digits confined to three cells of a unit.
    HiddenTriple,
    /// A bivalue pivot and two bivalue pincers that share a digit.
    XyWing,
    /// A digit in three rows confined to three columns (or the other way round).
    Swordfish,
    /// An X-Wing with extra places (fins) in one box: cells of the cover lines seeing every fin
    /// lose the digit. Includes the sashimi form. Needs boxes.
    FinnedXWing,
    /// A Swordfish with fins in one box, or its sashimi form. Needs boxes.
    FinnedSwordfish,
    /// An XY-Wing whose pivot also holds the pincers' shared digit.
    XyzWing,
    /// Two identical bivalue cells joined by a strong link on one of their digits.
    WWing,
    /// Two colours along one digit's conjugate pairs.
    SimpleColouring,
    /// Type 1: three corners of a rectangle in two boxes hold only the same two digits. Needs a
    /// unique solution.
    UniqueRectangle,
    /// Type 2: two corners hold only the rectangle's two digits, the other two those and one
    /// more digit, the same in both; a cell seeing both loses it. Needs a unique solution.
    UniqueRectangle2,
    /// Type 3: the extra digits of two corners form a naked subset with other cells of a unit
    /// they share. Needs a unique solution.
    UniqueRectangle3,
    /// Type 4: two corners hold only the rectangle's two digits, and one of those digits is
    /// confined to the other two corners in a unit: they lose the other digit. Needs a unique
    /// solution.
    UniqueRectangle4,
    /// Four cells of a unit holding four candidates between them.
    NakedQuad,
    /// A digit in four rows confined to four columns (or the other way round).
    Jellyfish,
    /// Four digits confined to four cells of a unit.
    HiddenQuad,
    /// Bivalue universal grave + 1: every empty cell but one is bivalue. Needs a unique
    /// solution.
    Bug,
    /// Alternating strong and weak links on one digit.
    XChain,
    /// A chain of bivalue cells.
    XyChain,
    /// Two almost locked sets joined by a restricted common digit: a digit they share besides
    /// leaves every cell seeing all its places in both.
    AlsXz,
    /// Alternating inference chain: strong and weak links across cells and digits, with
    /// grouped places of a digit in a box and a line.
    Aic,
    /// The last resort: a candidate whose placement leads by singles to a contradiction, or a
    /// cell or unit whose every choice leads to the same conclusion.
    ForcingChain,
}

impl Technique {
    /// Every technique in the order the ladder tries them: by level, then by difficulty.
    pub const LADDER: [Technique; 30] = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::XWing,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::XyWing,
        Technique::Swordfish,
        Technique::FinnedXWing,
        Technique::XyzWing,
        Technique::WWing,
        Technique::SimpleColouring,
        Technique::UniqueRectangle,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle4,
        Technique::FinnedSwordfish,
        Technique::UniqueRectangle3,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::Bug,
        Technique::XChain,
        Technique::XyChain,
        Technique::AlsXz,
        Technique::Aic,
        Technique::ForcingChain,
    ];

    /// The technique's name as players know it.
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full House",
            Technique::HiddenSingle => "Hidden Single",
            Technique::NakedSingle => "Naked Single",
            Technique::Pointing => "Pointing",
            Technique::Claiming => "Claiming",
            Technique::NakedPair => "Naked Pair",
            Technique::HiddenPair => "Hidden Pair",
            Technique::XWing => "X-Wing",
            Technique::NakedTriple => "Naked Triple",
            Technique::HiddenTriple => "Hidden Triple",
            Technique::XyWing => "XY-Wing",
            Technique::Swordfish => "Swordfish",
            Technique::FinnedXWing => "Finned X-Wing",
            Technique::FinnedSwordfish => "Finned Swordfish",
            Technique::UniqueRectangle2 => "Unique Rectangle Type 2",
            Technique::UniqueRectangle3 => "Unique Rectangle Type 3",
            Technique::UniqueRectangle4 => "Unique Rectangle Type 4",
            Technique::AlsXz => "ALS-XZ",
            Technique::Aic => "Alternating Inference Chain",
            Technique::ForcingChain => "Forcing Chain",
            Technique::XyzWing => "XYZ-Wing",
            Technique::WWing => "W-Wing",
            Technique::SimpleColouring => "Simple Colouring",
            Technique::UniqueRectangle => "Unique Rectangle",
            Technique::NakedQuad => "Naked Quad",
            Technique::Jellyfish => "Jellyfish",
            Technique::HiddenQuad => "Hidden Quad",
            Technique::Bug => "BUG+1",
            Technique::XChain => "X-Chain",
            Technique::XyChain => "XY-Chain",
        }
    }

    /// The technique's difficulty, after Sudoku Explainer where it has the technique.
    pub fn difficulty(self) -> Rating {
        Rating(match self {
            Technique::FullHouse => 10,
            Technique::HiddenSingle => 15,
            Technique::NakedSingle => 23,
            Technique::Pointing => 26,
            Technique::Claiming => 28,
            Technique::NakedPair => 30,
            Technique::XWing => 32,
            Technique::HiddenPair => 34,
            Technique::NakedTriple => 36,
            Technique::Swordfish => 38,
            Technique::FinnedXWing => 40,
            Technique::UniqueRectangle2 => 46,
            Technique::UniqueRectangle4 => 46,
            Technique::FinnedSwordfish => 47,
            Technique::UniqueRectangle3 => 48,
            Technique::AlsXz => 68,
            Technique::Aic => 70,
            Technique::ForcingChain => 85,
            Technique::HiddenTriple => 40,
            Technique::XyWing => 42,
            Technique::XyzWing => 44,
            Technique::WWing => 44,
            Technique::UniqueRectangle => 45,
            Technique::SimpleColouring => 45,
            Technique::NakedQuad => 50,
            Technique::Jellyfish => 52,
            Technique::HiddenQuad => 54,
            Technique::Bug => 56,
            Technique::XChain => 65,
            Technique::XyChain => 66,
        })
    }

    /// The level a puzzle needing this technique has at least.
    pub fn level(self) -> Level {
        match self {
            Technique::FullHouse | Technique::HiddenSingle | Technique::NakedSingle => Level::Easy,
            Technique::Pointing
            | Technique::Claiming
            | Technique::NakedPair
            | Technique::HiddenPair => Level::Medium,
            Technique::XWing
            | Technique::NakedTriple
            | Technique::HiddenTriple
            | Technique::XyWing => Level::Hard,
            Technique::XChain
            | Technique::XyChain
            | Technique::AlsXz
            | Technique::Aic
            | Technique::ForcingChain => Level::Master,
            _ => Level::Expert,
        }
    }

    /// Whether the technique reasons about boxes, so it is skipped on Latin squares.
    pub fn needs_boxes(self) -> bool {
        matches!(
            self,
            Technique::Pointing
                | Technique::Claiming
                | Technique::FinnedXWing
                | Technique::FinnedSwordfish
        )
    }

    /// Whether the technique assumes the puzzle has exactly one solution.
    pub fn needs_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle
                | Technique::UniqueRectangle2
                | Technique::UniqueRectangle3
                | Technique::UniqueRectangle4
                | Technique::Bug
        )
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_climbs_by_level_then_difficulty() {
        for pair in Technique::LADDER.windows(2) {
            let key = |t: Technique| (t.level(), t.difficulty());
            assert!(
                key(pair[0]) <= key(pair[1]),
                "{} before {}",
                pair[0],
                pair[1]
            );
        }
        assert_eq!(Technique::XWing.difficulty().to_string(), "3.2");
    }

    #[test]
    fn levels_parse_by_name() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
        }
        assert_eq!("HARD".parse(), Ok(Level::Hard));
        assert_eq!(
            "fiendish".parse::<Level>(),
            Err(LevelError::Unknown("fiendish".to_owned()))
        );
    }
}
