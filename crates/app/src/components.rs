//! Building blocks shared by the pages.

mod board;
mod controls;
mod keypad;

pub use board::Board;
pub use controls::{Controls, ModeSwitch};
pub use keypad::Keypad;
