//! One module per page.

mod not_found;
mod play;
mod solver;

pub use not_found::NotFound;
pub use play::PlayPage;
pub use solver::SolverPage;
