//! One module per page.

mod create;
mod not_found;
mod play;
mod shared;
mod solver;

pub use create::CreatePage;
pub use not_found::NotFound;
pub use play::PlayPage;
pub use shared::SharedPage;
pub use solver::SolverPage;

/// Sets the HTTP status of the page being rendered on the server (a broken link is 400, an
/// unknown page 404). In the browser there is no response, so this does nothing.
pub(crate) fn set_status(code: u16) {
    #[cfg(feature = "ssr")]
    {
        if let (Some(response), Ok(status)) = (
            leptos::prelude::use_context::<leptos_axum::ResponseOptions>(),
            http::StatusCode::from_u16(code),
        ) {
            response.set_status(status);
        }
    }
    #[cfg(not(feature = "ssr"))]
    let _ = code;
}
