//! One module per page.

mod archive;
mod create;
mod daily;
mod learn;
mod new_puzzle;
mod not_found;
mod offline;
mod print;
mod room;
mod shared;
mod solver;
mod stats;
mod variant;

use leptos::prelude::*;
use leptos_meta::Title;

use crate::render;
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
// One declaration (`lazy::*`, a split point each) serves both builds (`render::lazy`).

/// The view of `page`: the games at once, the other pages through their chunk in the split
/// build (loaded while the page hydrates).
pub fn page_view(page: Page) -> AnyView {
    match page {
        // The daily Killer's page, date checks included, is made by the variant page's chunk.
        Page::Daily { date, level } if site::daily::is_killer(level.as_deref()) => {
            let site::daily::Today(today) = expect_context::<site::daily::Today>();
            killer_view(date, today)
        }
        Page::Daily { date, level } => view! { <DailyPage date level/> }.into_any(),
        Page::Shared { code } => AnyView::new_async(view! { <SharedPage text=code/> }),
        Page::Archive => render::lazy(lazy::archive_view()),
        Page::New => render::lazy(lazy::new_view()),
        Page::Create => render::lazy(lazy::create_view(None)),
        Page::Solver => render::lazy(lazy::solver_view()),
        Page::Offline => view! { <OfflinePage/> }.into_any(),
        Page::Stats => render::lazy(lazy::stats_view()),
        Page::Print => render::lazy(lazy::print_view()),
        Page::Learn => render::lazy(lazy::learn_view()),
        Page::Technique { slug } => render::lazy(lazy::technique_view(slug)),
        Page::Room { id } => render::lazy(lazy::room_view(RoomMade::Page(id))),
        Page::NotFound => view! { <NotFound/> }.into_any(),
    }
}

/// What the variant page's chunk makes (see `lazy::variant_view`).
pub(crate) enum Made {
    /// Nothing: the call only loads the chunk (see `pages::load_variant_page`).
    #[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
    Nothing,
    /// A shared variant puzzle: its link's code.
    Shared(String),
    /// The daily Killer of the address's date (today if `None`), and today.
    Killer(Option<String>, sudoku_core::Date),
}

/// What the room page's chunk makes (see `lazy::room_view`).
pub(crate) enum RoomMade {
    /// A room played together (`/r/<id>`), classic or variant: its id as written.
    Page(String),
    /// Nothing to show: makes a room of the board `code` and goes to its page, or says in
    /// the signal why there is none (`pages::room::start`).
    #[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
    Start(String, RwSignal<Option<String>>),
}

/// Makes a room of the board `code` and goes to its page, or says in `status` why not: done by
/// the room page's chunk, which makes the room's page too.
#[cfg(feature = "hydrate")]
pub(crate) async fn start_room(
    code: String,
    status: RwSignal<Option<String>>,
) -> Result<(), crate::chunk::ChunkError> {
    lazy::room_view(RoomMade::Start(code, status))
        .await
        .map(|_| ())
}

/// The view of `page`, and whether all of it hydrates at once: `false` when part of it is a
/// lazy view (a lazy page of the split build, or a broken `/p/` link's page, made by the create
/// page's chunk), which hydrates asynchronously once its chunk is there.
pub fn page_view_at_once(page: Page) -> (AnyView, bool) {
    let before = render::made();
    let view = page_view(page);
    (view, !cfg!(feature = "split") || render::made() == before)
}

/// The page of a `/p/` link whose code (`text`) did not decode, with the decoder's `error`,
/// made by the create page's chunk in the split build (see `lazy::create_view`).
pub(crate) fn broken_view(text: String, error: sudoku_core::code::DecodeError) -> AnyView {
    render::lazy(lazy::create_view(Some((text, error))))
}

/// The page of a `/p/` link whose code (`text`) holds a variant puzzle: in the split build a
/// chunk of its own (the rules' decoder and the variant's tools), loaded while the page hydrates.
pub(crate) fn variant_view(text: String) -> AnyView {
    render::lazy(lazy::variant_view(Made::Shared(text)))
}

/// Loads the variant page's chunk, for a page the browser builds rather than hydrates (offline,
/// `crate::offline`): a lazy view is built only if its code is already there.
#[cfg(feature = "hydrate")]
pub(crate) async fn load_variant_page() -> Result<(), crate::chunk::ChunkError> {
    lazy::variant_view(Made::Nothing).await.map(|_| ())
}

/// The daily Killer of the address's `date` (today if `None`), or the page that says why there
/// is none: in the split build made by the variant page's chunk (see `pages::variant`).
pub(crate) fn killer_view(date: Option<String>, today: sudoku_core::Date) -> AnyView {
    render::lazy(lazy::variant_view(Made::Killer(date, today)))
}

/// The lazy pages' views, each a split point of the WebAssembly: the code of a page (and
/// what only it uses) goes into a chunk of its own.
mod lazy {
    use leptos::prelude::*;
    use sudoku_core::code::DecodeError;

    use super::{
        ArchivePage, CreatePage, LearnPage, NewPage, PrintPage, SolverPage, StatsPage,
        TechniquePage,
    };
    use crate::chunk::split_point;

    /// `$module: $name => $page`: the split point `$name` making the page component `$page`.
    macro_rules! pages {
        ($($module:ident: $name:ident => $page:ident),* $(,)?) => {$(
            split_point! {
                $module: pub fn $name() -> AnyView {
                    view! { <$page/> }.into_any()
                }
            }
        )*};
    }

    pages! {
        page_archive: archive_view => ArchivePage,
        page_new: new_view => NewPage,
        page_solver: solver_view => SolverPage,
        page_stats: stats_view => StatsPage,
        page_print: print_view => PrintPage,
        page_learn: learn_view => LearnPage,
    }

    split_point! {
        /// The create page, or with `broken` the page of a `/p/` link that did not decode (its
        /// text and the decoder's error), whose reason needs the create page's importer. One split
        /// point makes both: code that two split points share goes into the main module, which
        /// would put the importer in the first load. Where the splitter puts the importer is
        /// fragile (code the main module reaches pulls it in with all it needs):
        /// `scripts/size-report` after a change shows whether it stayed out.
        page_create: pub fn create_view(broken: Option<(String, DecodeError)>) -> AnyView {
            match broken {
                None => view! { <CreatePage/> }.into_any(),
                Some((text, error)) => super::shared::broken_view(&text, error),
            }
        }
    }

    split_point! {
        /// A variant puzzle's page (see `pages::variant`): a shared one or the daily Killer.
        page_variant: pub fn variant_view(made: super::Made) -> AnyView {
            match made {
                super::Made::Nothing => ().into_any(),
                super::Made::Shared(text) => super::variant::variant_page(text),
                super::Made::Killer(date, today) => match site::daily::daily_date(date.as_deref(), today) {
                    Ok(day) => super::variant::killer_page(day, today),
                    Err(answer) => super::daily::answer_view(answer),
                },
            }
        }
    }

    split_point! {
        /// A room played together (`pages::room`), whose puzzle may be a variant: a chunk of
        /// its own, so that the room's socket and its messages' JSON stay out of the variant
        /// pages' first load. The code both pages use (the rules, the variant's drawing) is in
        /// chunks the two share.
        page_room: pub fn room_view(made: super::RoomMade) -> AnyView {
            match made {
                super::RoomMade::Page(id) => super::room::room_page(id),
                super::RoomMade::Start(code, status) => {
                    super::room::start(code, status);
                    ().into_any()
                }
            }
        }
    }

    split_point! {
        page_technique: pub fn technique_view(slug: String) -> AnyView {
            view! { <TechniquePage slug/> }.into_any()
        }
    }
}
