//! Building blocks shared by the pages.

mod board;
mod controls;
mod keypad;
mod timer;

pub(crate) use board::box_edges;
pub use board::{keyboard, Board};
pub use controls::{Controls, ModeSwitch, SettingsPanel};
pub use keypad::Keypad;
pub use timer::Clock;
