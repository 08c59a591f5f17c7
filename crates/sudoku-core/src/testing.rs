//! Values the engine's unit tests share.

use crate::{Colour, Digit};

#[path = "../tests/support/steps.rs"]
mod steps;

pub(crate) use steps::assert_true_of;

/// The digit `v`.
pub(crate) fn digit(v: u8) -> Digit {
    Digit::new(v).expect("a digit")
}

/// The colour `n`.
pub(crate) fn colour(n: u8) -> Colour {
    Colour::new(n).expect("a colour")
}
