//! The community figures on the pages: the figures the server found for the page being
//! rendered ([`page_figures`]), a daily's figures as server-made markup ([`markup`]), and the
//! browser's part, sending a solved daily's result and phrasing the answer ([`report`]). The
//! figures themselves and their sentences are `site::figures`.

#[cfg(feature = "ssr")]
pub mod markup;
pub mod report;

/// The figures of the page being rendered, if the server provided them (never in the browser).
#[cfg(feature = "ssr")]
pub fn page_figures() -> Option<site::figures::PageFigures> {
    use leptos::prelude::use_context;
    let parts = use_context::<http::request::Parts>()?;
    parts
        .extensions
        .get::<site::figures::PageFigures>()
        .cloned()
}
