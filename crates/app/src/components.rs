//! Building blocks shared by the pages.

mod board;
mod completion;
mod confirm;
mod controls;
mod hint;
mod icons;
mod keypad;
mod outline;
mod play;
mod review;
mod share;
mod shortcuts;
mod timer;

pub(crate) use board::box_edges;
pub use board::{keyboard, Board};
pub use completion::{completion_view, Completion, Sentences};
pub use controls::{Controls, ModeSwitch, SettingsPanel};
pub use hint::HintPanel;
pub use keypad::Keypad;
pub(crate) use outline::overlay;
pub(crate) use outline::region_edges;
pub use play::{Play, RoomHook};
pub use review::review_view;
pub use share::ShareBox;
pub use shortcuts::Shortcuts;
pub use timer::Clock;
