//! How hard things are: a technique's [`Rating`] on a Sudoku Explainer-like scale, and the
//! [`Level`] of a puzzle.

use std::fmt;

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

crate::named::read_by_name!(
    Level,
    LevelError,
    "level",
    "unknown level {0:?} (easy, medium, hard, expert or master)"
);

#[cfg(test)]
mod tests {
    use super::*;

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
