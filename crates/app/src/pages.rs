//! One module per page.

mod archive;
mod create;
mod daily;
mod fresh;
mod not_found;
mod shared;
mod solver;

use leptos::prelude::*;
use leptos_meta::Title;

pub use archive::ArchivePage;
pub use create::CreatePage;
pub use daily::DailyPage;
pub use fresh::NewPage;
pub use not_found::NotFound;
pub use shared::SharedPage;
pub use solver::SolverPage;

/// Sets the HTTP status of the page being rendered on the server (a broken link is 400, an
/// unknown page 404). In the browser there is no response, so this does nothing.
pub(crate) fn set_status(code: u16) {
    #[cfg(feature = "ssr")]
    {
        if let (Some(response), Ok(status)) = (
            use_context::<leptos_axum::ResponseOptions>(),
            http::StatusCode::from_u16(code),
        ) {
            response.set_status(status);
        }
    }
    #[cfg(not(feature = "ssr"))]
    let _ = code;
}

/// A page that only says something: a heading (also the page's title) and a few lines.
#[component]
pub(crate) fn MessagePage(title: &'static str, children: Children) -> impl IntoView {
    view! {
        <Title text=title/>
        <section class="message-page">
            <h1>{title}</h1>
            {children()}
        </section>
    }
}
