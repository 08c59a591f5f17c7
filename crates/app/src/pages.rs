//! One module per page.

mod archive;
mod create;
mod daily;
mod learn;
mod new_puzzle;
mod not_found;
mod offline;
mod print;
mod shared;
mod solver;
mod stats;

use leptos::prelude::*;
use leptos_meta::Title;

#[cfg(feature = "split")]
use crate::lazy_view::LazyView;
use site::address::Page;

pub use archive::ArchivePage;
pub use create::CreatePage;
pub use daily::DailyPage;
pub use learn::{LearnPage, TechniquePage};
pub use new_puzzle::NewPage;
pub use not_found::NotFound;
pub use offline::OfflinePage;
pub use print::PrintPage;
pub use shared::SharedPage;
pub use solver::SolverPage;
pub use stats::StatsPage;

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
// other than the games are lazy: each one's code is a WebAssembly chunk of its own that the
// browser loads before it hydrates that page, so the bundle a visitor loads on `/` holds the
// daily game only. Without it (a plain `cargo leptos serve`), they are ordinary components: a
// lazy function needs the build to split the WebAssembly, or the browser cannot load it at all.

/// `$page`'s view: in the split build a [`LazyView`] of the lazy function `split::$lazy`,
/// whose chunk the browser loads while the page hydrates. On the server the function answers
/// at once, and calling it names its chunk's files in the page's head, for the start script
/// to preload once the page has painted (`chunk::preload_after_paint`). Without the feature
/// the page is made at once.
macro_rules! lazy_page {
    ($lazy:ident, $page:ident) => {{
        #[cfg(feature = "split")]
        {
            AnyView::new_async(LazyView::new(split::$lazy()))
        }
        #[cfg(not(feature = "split"))]
        {
            view! { <$page/> }.into_any()
        }
    }};
}

/// The view of `page`: the games at once, the other pages through their chunk in the split
/// build (loaded while the page hydrates).
pub fn page_view(page: Page) -> AnyView {
    match page {
        Page::Daily { date, level } => view! { <DailyPage date level/> }.into_any(),
        Page::Shared { code } => AnyView::new_async(view! { <SharedPage text=code/> }),
        Page::Archive => lazy_page!(archive_view, ArchivePage),
        Page::New => lazy_page!(new_view, NewPage),
        Page::Create => {
            #[cfg(feature = "split")]
            {
                AnyView::new_async(LazyView::new(split::create_view(None)))
            }
            #[cfg(not(feature = "split"))]
            {
                view! { <CreatePage/> }.into_any()
            }
        }
        Page::Solver => lazy_page!(solver_view, SolverPage),
        Page::Offline => view! { <OfflinePage/> }.into_any(),
        Page::Stats => lazy_page!(stats_view, StatsPage),
        Page::Print => lazy_page!(print_view, PrintPage),
        Page::Learn => lazy_page!(learn_view, LearnPage),
        Page::Technique { slug } => {
            #[cfg(feature = "split")]
            {
                AnyView::new_async(LazyView::new(split::technique_view(slug)))
            }
            #[cfg(not(feature = "split"))]
            {
                view! { <TechniquePage slug/> }.into_any()
            }
        }
        Page::NotFound => view! { <NotFound/> }.into_any(),
    }
}

/// The view of `page`, and whether all of it hydrates at once: `false` when part of it is a
/// lazy view (a lazy page, or a broken `/p/` link's page, made by the create page's chunk),
/// which hydrates asynchronously once its chunk is there.
pub fn page_view_at_once(page: Page) -> (AnyView, bool) {
    #[cfg(feature = "split")]
    {
        let before = crate::lazy_view::made();
        let view = page_view(page);
        (view, crate::lazy_view::made() == before)
    }
    #[cfg(not(feature = "split"))]
    {
        (page_view(page), true)
    }
}

/// The page of a `/p/` link whose code (`text`) did not decode, with the decoder's `error`,
/// made by the create page's chunk in the split build (see `split::create_view`).
#[cfg(feature = "split")]
pub(crate) fn broken_view(text: String, error: sudoku_core::code::DecodeError) -> AnyView {
    AnyView::new_async(LazyView::new(split::create_view(Some((text, error)))))
}

/// The lazy pages' views, each a split point of the WebAssembly: the code of a page (and
/// what only it uses) goes into a chunk of its own.
#[cfg(feature = "split")]
mod split {
    use leptos::prelude::*;
    use sudoku_core::code::DecodeError;

    use super::{
        ArchivePage, CreatePage, LearnPage, NewPage, PrintPage, SolverPage, StatsPage,
        TechniquePage,
    };
    use crate::chunk::split_point;

    split_point! {
        page_archive: pub fn archive_view() -> AnyView {
            view! { <ArchivePage/> }.into_any()
        }
    }

    split_point! {
        page_new: pub fn new_view() -> AnyView {
            view! { <NewPage/> }.into_any()
        }
    }

    split_point! {
        /// The create page, or with `broken` the page of a `/p/` link that did not decode (its
        /// text and the decoder's error), whose reason needs the create page's importer. One split
        /// point makes both: code that two split points share goes into the main module, which
        /// would put the importer in the first load. Where the splitter puts the importer is
        /// fragile (a second message in the checkpoint button's handler once moved it into the main
        /// module too, +55 KB): `scripts/size-report` after a change shows whether it stayed out.
        page_create: pub fn create_view(broken: Option<(String, DecodeError)>) -> AnyView {
            match broken {
                None => view! { <CreatePage/> }.into_any(),
                Some((text, error)) => super::shared::broken_view(&text, error),
            }
        }
    }

    split_point! {
        page_solver: pub fn solver_view() -> AnyView {
            view! { <SolverPage/> }.into_any()
        }
    }

    split_point! {
        page_stats: pub fn stats_view() -> AnyView {
            view! { <StatsPage/> }.into_any()
        }
    }

    split_point! {
        page_print: pub fn print_view() -> AnyView {
            view! { <PrintPage/> }.into_any()
        }
    }

    split_point! {
        page_learn: pub fn learn_view() -> AnyView {
            view! { <LearnPage/> }.into_any()
        }
    }

    split_point! {
        page_technique: pub fn technique_view(slug: String) -> AnyView {
            view! { <TechniquePage slug/> }.into_any()
        }
    }
}
