//! The page for addresses that match no route.

use leptos::prelude::*;

use crate::pages::{set_status, MessagePage};

/// Tells the visitor the page does not exist, with a way back; the server answers 404.
#[component]
pub fn NotFound() -> impl IntoView {
    set_status(404);
    view! {
        <MessagePage title=t!(NotFoundTitle)>
            <p>{t!(NotFoundText)}</p>
            <p><a href="/">{t!(NotFoundPlayToday)}</a></p>
        </MessagePage>
    }
}
