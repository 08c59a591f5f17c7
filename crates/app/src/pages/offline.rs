//! `/offline`: what the site shows, without a network, for an address this device has no copy
//! of. The service worker keeps this page and answers with it; the page's script then makes a
//! shared or new puzzle in the browser instead (`crate::offline`), and leaves this text for
//! any other address.

use leptos::prelude::*;
use leptos_meta::Meta;

use crate::pages::MessagePage;

/// Stands for a link in a sentence until the sentence is split around it: a character no
/// translation holds, then the link's index in [`LINKS`].
const LINK_MARK: char = '\u{1}';

/// A link's address and its text.
type Link = (&'static str, fn() -> String);

/// The links of the sentence of where play goes on: their addresses and texts.
const LINKS: [Link; 3] = [
    ("/", || t!(OfflineToday).to_owned()),
    ("/daily", || t!(OfflineArchive).to_owned()),
    ("/new", || t!(OfflineNew).to_owned()),
];

/// The sentence of where play goes on, with its links: the translated sentence names where each
/// link goes, so a language can put them in its own order.
fn still_play() -> impl IntoView {
    let mark = |i: usize| format!("{LINK_MARK}{i}");
    let sentence = t!(
        OfflineStillPlay,
        today = mark(0),
        archive = mark(1),
        new = mark(2)
    );
    let mut pieces = sentence.split(LINK_MARK);
    let first = pieces.next().unwrap_or_default().to_owned();
    let rest = pieces
        .map(|piece| {
            let mut chars = piece.chars();
            let link = chars
                .next()
                .and_then(|c| c.to_digit(10))
                .and_then(|i| LINKS.get(i as usize));
            let text = chars.as_str().to_owned();
            let link = link.map(|(href, words)| view! { <a href=*href>{words()}</a> });
            view! { {link}{text} }
        })
        .collect_view();
    view! { {first}{rest} }
}

/// Says the device is offline and where play goes on: the pages opened before (the last 200),
/// today's and the last week's dailies, and new puzzles.
#[component]
pub fn OfflinePage() -> impl IntoView {
    view! {
        // The page is the same for every address it stands in for; search engines need none.
        <Meta name="robots" content="noindex"/>
        <MessagePage title=t!(OfflineTitle)>
            <p data-offline-page="">{t!(OfflineNotSaved)}</p>
            <p>{still_play()}</p>
        </MessagePage>
    }
}
