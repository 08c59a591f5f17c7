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
use leptos_router::{lazy_route, LazyRoute};

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

// The pages below are lazy routes: built with `cargo leptos build --split`, each one's code is a
// WebAssembly chunk of its own that the browser loads when the page is first shown, so the
// bundle a visitor loads on `/` holds the daily game only. The server renders them as usual.

/// `/daily`, loaded on demand.
#[derive(Debug)]
pub struct ArchiveRoute;

#[lazy_route]
impl LazyRoute for ArchiveRoute {
    fn data() -> Self {
        Self
    }

    fn view(_this: Self) -> AnyView {
        view! { <ArchivePage/> }.into_any()
    }
}

/// `/new`, loaded on demand.
#[derive(Debug)]
pub struct NewRoute;

#[lazy_route]
impl LazyRoute for NewRoute {
    fn data() -> Self {
        Self
    }

    fn view(_this: Self) -> AnyView {
        view! { <NewPage/> }.into_any()
    }
}

/// `/create`, loaded on demand.
#[derive(Debug)]
pub struct CreateRoute;

#[lazy_route]
impl LazyRoute for CreateRoute {
    fn data() -> Self {
        Self
    }

    fn view(_this: Self) -> AnyView {
        view! { <CreatePage/> }.into_any()
    }
}

/// `/solver`, loaded on demand.
#[derive(Debug)]
pub struct SolverRoute;

#[lazy_route]
impl LazyRoute for SolverRoute {
    fn data() -> Self {
        Self
    }

    fn view(_this: Self) -> AnyView {
        view! { <SolverPage/> }.into_any()
    }
}
