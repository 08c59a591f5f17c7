//! One module per page.

mod not_found;
mod play;

pub use not_found::NotFound;
pub use play::PlayPage;
