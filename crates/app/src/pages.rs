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
use leptos_router::ChooseView;
#[cfg(feature = "split")]
use leptos_router::{lazy_route, Lazy, LazyRoute};

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

// With the `split` feature (built with `cargo leptos build --split --features split`), the pages
// other than the games are lazy routes: each one's code is a WebAssembly chunk of its own that
// the browser loads when the page is first shown, so the bundle a visitor loads on `/` holds the
// daily game only. Without it (a plain `cargo leptos serve`), they are ordinary routes: a lazy
// route needs the build to split the WebAssembly, or the browser cannot load it at all.

/// The view of a page route that is lazy in the split build: `$page` is the component, `$route`
/// the name of its lazy route, `$path` the page's address for the docs.
macro_rules! page_route {
    ($fn_name:ident, $route:ident, $page:ident, $path:literal) => {
        #[doc = concat!("`", $path, "`, loaded on demand.")]
        #[cfg(feature = "split")]
        #[derive(Debug)]
        pub struct $route;

        #[cfg(feature = "split")]
        #[lazy_route]
        impl LazyRoute for $route {
            fn data() -> Self {
                Self
            }

            fn view(_this: Self) -> AnyView {
                view! { <$page/> }.into_any()
            }
        }

        #[doc = concat!("The view of `", $path, "`: a lazy route in the split build.")]
        #[cfg(feature = "split")]
        pub fn $fn_name() -> impl ChooseView {
            Lazy::<$route>::new()
        }

        #[doc = concat!("The view of `", $path, "`.")]
        #[cfg(not(feature = "split"))]
        pub fn $fn_name() -> impl ChooseView {
            $page
        }
    };
}

page_route!(archive_view, ArchiveRoute, ArchivePage, "/daily");
page_route!(new_view, NewRoute, NewPage, "/new");
page_route!(create_view, CreateRoute, CreatePage, "/create");
page_route!(solver_view, SolverRoute, SolverPage, "/solver");
