//! `/offline`: what the site shows, without a network, for an address this device has no copy
//! of. The service worker keeps this page and answers with it; the page's script then makes a
//! shared or new puzzle in the browser instead (`crate::offline`), and leaves this text for
//! any other address.

use leptos::prelude::*;
use leptos_meta::Meta;

use crate::pages::MessagePage;

/// Says the device is offline and where play goes on: the pages opened before (the last 200),
/// today's and the last week's dailies, and new puzzles.
#[component]
pub fn OfflinePage() -> impl IntoView {
    view! {
        // The page is the same for every address it stands in for; search engines need none.
        <Meta name="robots" content="noindex"/>
        <MessagePage title="You are offline">
            <p data-offline-page="">
                "This page is not saved on this device, and the site cannot be reached just now."
            </p>
            <p>
                "Every puzzle you opened here, and the daily puzzles of the last week, still play: "
                <a href="/">"today's puzzle"</a>
                ", "
                <a href="/daily">"the archive"</a>
                " or "
                <a href="/new">"a new puzzle"</a>
                ", made on this device."
            </p>
        </MessagePage>
    }
}
