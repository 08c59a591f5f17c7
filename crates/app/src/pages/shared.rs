//! `/p/<code>`: a puzzle shared as a link, with the sharer's progress if the link carries it.

use leptos::prelude::*;
use leptos_meta::Title;
use sudoku_core::code::{self, DecodeError};
use sudoku_core::ImportError;

use crate::components::Play;
use crate::errors::{self, Form};
use crate::game::save_key;

/// Decodes the link's code and plays it. A code that cannot be read gets a page that says
/// what is wrong (status 400), never a broken game.
#[component]
pub fn SharedPage(
    /// The code (or link) of the address.
    text: String,
) -> impl IntoView {
    match code::decode(&text) {
        Ok(shared) => {
            // A link with progress keeps its own save, so opening a friend's progress
            // never overwrites the player's own game of the same puzzle.
            let link = shared.progress.as_ref().map(|_| text.as_str());
            let save_key = save_key(&shared.grid, link);
            // A puzzle made for the player (`/new` redirects here with its level) says so.
            let n = shared.grid.geometry().size();
            let made = crate::new_puzzle::level_of(crate::address::current().query("new"));
            let latin = crate::new_puzzle::GridKind::of(shared.grid.geometry())
                == crate::new_puzzle::GridKind::Latin;
            // The level (its word in addresses) picks the message's variant.
            let title = match (made, latin) {
                (Some(level), false) => t!(SharedTitleNewPuzzle, level = level.name(), size = n),
                (Some(level), true) => t!(SharedTitleNewLatin, level = level.name(), size = n),
                (None, false) => t!(SharedTitlePuzzle, size = n),
                (None, true) => t!(SharedTitleLatin, size = n),
            };
            let rules = crate::address::current().query("rules").map(str::to_owned);
            view! {
                <Title text=title.clone()/>
                <h1 class="page-title">{title}</h1>
                {credit_view()}
                {rules.map(crate::pages::variant::rules_view)}
                <Play givens=shared.grid progress=shared.progress save_key/>
            }
            .into_any()
        }
        // A variant's code: its page comes with the rules' code (a chunk in the split build).
        Err(DecodeError::Variant(_)) => crate::pages::variant_view(text),
        Err(error) => {
            crate::pages::set_status(400);
            // A link pasted after `/p/` brings its own query as the address's (an f-puzzles
            // link's `?load=…`): the reason is the importer's for the whole link.
            let query = crate::address::current().query_text();
            let text = if query.is_empty() || !text.contains('.') {
                text
            } else {
                format!("{text}?{query}")
            };
            // The reason may need the importer, which otherwise only the create page uses: in the
            // split build this page is made by the create page's chunk (see `pages::broken_view`).
            crate::pages::broken_view(text, error)
        }
    }
}

/// The title and setter of a puzzle whose link brought them (`?title=…&author=…`, from an
/// f-puzzles link), under the page's heading.
pub(crate) fn credit_view() -> Option<impl IntoView> {
    let address = crate::address::current();
    let credit = match (address.query("title"), address.query("author")) {
        (Some(title), Some(author)) => t!(SharedCreditBoth, title = title, author = author),
        (Some(title), None) => t!(SharedCreditTitle, title = title),
        (None, Some(author)) => t!(SharedCreditAuthor, author = author),
        (None, None) => return None,
    };
    Some(view! { <p class="puzzle-credit">{credit}</p> })
}

/// The page of a link whose code (`text`) did not decode, with the decoder's `error`.
pub(crate) fn broken_view(text: &str, error: DecodeError) -> AnyView {
    // Worked out on the server and carried in the page: the browser never reads the link.
    let text = text.to_owned();
    let reason = SharedValue::new_str(move || link_problem(&text, error)).into_inner();
    view! {
        <Title text=t!(SharedBrokenTitle)/>
        <section class="message-page">
            <h1>{t!(SharedBrokenHeading)}</h1>
            <p>{t!(SharedBrokenReason, reason = reason)}</p>
            // The message holds the sentence's links (see its comment).
            <p inner_html=t!(SharedBrokenHelp)></p>
        </section>
    }
    .into_any()
}

/// Why `text`, the rest of a `/p/` address, holds no puzzle: when it looks like a puzzle grid
/// or another form the create page imports, what the importer found wrong; otherwise the share
/// code decoder's `error`.
///
/// On the server the importer's answer is the one the server found when it read the link
/// (`ssr::link_import`), so a link is decompressed once per request.
fn link_problem(text: &str, error: DecodeError) -> String {
    #[cfg(feature = "ssr")]
    let imported = match crate::ssr::link_import() {
        Some(found) => Err(found),
        None => sudoku_core::import(text).map(drop),
    };
    #[cfg(not(feature = "ssr"))]
    let imported = sudoku_core::import(text).map(drop);
    match imported {
        Err(ImportError::ShareCode(_) | ImportError::Unrecognised | ImportError::Empty)
        | Ok(()) => errors::share_code(&error),
        Err(other) => errors::import(&other, Form::Clause),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

    fn problem(text: &str) -> String {
        let error = code::decode(text).expect_err("not a share code");
        link_problem(text, error)
    }

    #[test]
    fn a_broken_plain_puzzle_gets_the_importers_reason() {
        let cut = &CLASSIC[..80];
        let expected = sudoku_core::import(cut).expect_err("80 cells").to_string();
        assert_eq!(problem(cut), expected);
        assert!(problem(cut).contains("80"), "{}", problem(cut));
        assert!(!problem(cut).contains("version"), "{}", problem(cut));
        let bad_site = "scl-not-lz-string";
        assert!(
            problem(bad_site).contains("SudokuPad"),
            "{}",
            problem(bad_site)
        );
    }

    #[test]
    fn other_text_gets_the_decoders_reason() {
        for text in ["broken", "!!", "1AAAA"] {
            let error = code::decode(text).expect_err("not a share code");
            assert_eq!(problem(text), error.to_string(), "{text}");
        }
    }
}
