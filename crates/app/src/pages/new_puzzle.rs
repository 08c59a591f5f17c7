//! `/new`: pick a size and level. A link with `?size=…&level=…` is answered by the server,
//! which makes the puzzle and redirects to its own `/p/` address; this page only renders that
//! address when the request cannot be served, saying why.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::new_puzzle::{choice, Kind, OFFERS};
use crate::pages::set_status;
use crate::words::capitalised;

/// The chooser, with a sentence on top when a request could not be served.
#[component]
pub fn NewPage() -> impl IntoView {
    let address = crate::address::current();
    let kind = address.query("kind");
    let problem =
        address
            .query("level")
            .map(|level| match choice(address.query("size"), level, kind) {
                Err(reason) => {
                    set_status(400);
                    reason
                }
                // A valid request reaches this page only when making the puzzle failed.
                Ok(_) => {
                    set_status(503);
                    "The puzzle could not be made just now: please try again.".to_owned()
                }
            });
    view! {
        <Title text="New puzzle"/>
        <section class="chooser">
            <h1>"A new puzzle"</h1>
            {problem.map(|p| view! { <p class="notice" role="alert">{p}</p> })}
            <p>"Every puzzle has exactly one solution and needs no guessing."</p>
            <Choices/>
            <p><a href="/print">"Print a booklet of daily puzzles"</a></p>
        </section>
    }
}

/// A link for each size and level the site makes, grids with boxes first, then Latin squares
/// (rows and columns only). The links go to the server (`rel=external`), which makes the
/// puzzle.
#[component]
fn Choices() -> impl IntoView {
    let rows = |kind: Kind| {
        OFFERS
            .iter()
            .filter(move |offer| offer.kind == kind)
            .map(|offer| {
                let links = offer
                    .levels
                    .iter()
                    .map(|&level| {
                        view! {
                            <a class="button" rel="external" href=offer.path(level)>
                                {capitalised(level.name())}
                            </a>
                        }
                    })
                    .collect_view();
                view! {
                    <li>
                        <span class="size">{match offer.kind.variant() {
                            Some(_) => capitalised(offer.kind.slug().unwrap_or_default()),
                            None => format!("{0}×{0}", offer.size),
                        }}</span>
                        <span class="levels">{links}</span>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <ul class="choices" aria-label="Classic sudoku">{rows(Kind::Classic)}</ul>
        <h2 id="latin-heading">"Latin squares"</h2>
        <p>"Rows and columns only, no boxes: each digit once in every row and column."</p>
        <ul class="choices" aria-labelledby="latin-heading">{rows(Kind::Latin)}</ul>
        <h2 id="variants-heading">"Variants"</h2>
        <p>"Killer: cages whose digits add up to their totals. Jigsaw: irregular regions in place of boxes. Diagonal: the two long diagonals hold each digit once too."</p>
        <ul class="choices" aria-labelledby="variants-heading">
            {[Kind::Killer, Kind::Jigsaw, Kind::Diagonal].into_iter().map(rows).collect_view()}
        </ul>
    }
}
