//! The page for addresses that match no route.

use leptos::prelude::*;
use leptos_meta::Title;

/// Tells the visitor the page does not exist, with a way back; the server answers 404.
#[component]
pub fn NotFound() -> impl IntoView {
    crate::pages::set_status(404);
    view! {
        <Title text="Page not found"/>
        <section class="message-page">
            <h1>"Page not found"</h1>
            <p>"There is no page at this address."</p>
            <p><a href="/">"Play today's puzzle"</a></p>
        </section>
    }
}
