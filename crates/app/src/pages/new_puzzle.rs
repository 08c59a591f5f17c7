//! `/new`: pick a size and level. A link with `?size=…&level=…` is answered by the server,
//! which makes the puzzle and redirects to its own `/p/` address; this page only renders that
//! address when the request cannot be served, saying why.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::new_puzzle::{choice, GridKind, OFFERS};
use crate::pages::set_status;
use crate::words::{kind_name, level_name};

/// The chooser, with a sentence on top when a request could not be served.
#[component]
pub fn NewPage() -> impl IntoView {
    let address = crate::address::current();
    let kind = address.query("kind");
    let problem =
        address
            .query("level")
            .map(|level| match choice(address.query("size"), level, kind) {
                Err(refusal) => {
                    set_status(400);
                    refusal.message()
                }
                // A valid request reaches this page only when making the puzzle failed.
                Ok(_) => {
                    set_status(503);
                    t!(NewFailed).to_owned()
                }
            });
    view! {
        <Title text=t!(NewTitle)/>
        <section class="chooser">
            <h1>{t!(NewHeading)}</h1>
            {problem.map(|p| view! { <p class="notice" role="alert">{p}</p> })}
            <p>{t!(NewIntro)}</p>
            <Choices/>
            <p><a href="/print">{t!(NewBooklet)}</a></p>
        </section>
    }
}

/// A link for each size and level the site makes, grids with boxes first, then Latin squares
/// (rows and columns only). The links go to the server (`rel=external`), which makes the
/// puzzle.
#[component]
fn Choices() -> impl IntoView {
    let rows = |kind: GridKind| {
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
                                {level_name(level)}
                            </a>
                        }
                    })
                    .collect_view();
                view! {
                    <li>
                        <span class="size">{match offer.kind {
                            GridKind::Killer => t!(NewKindKiller).to_owned(),
                            GridKind::Jigsaw => t!(NewKindJigsaw).to_owned(),
                            GridKind::Diagonal => t!(NewKindDiagonal).to_owned(),
                            GridKind::Classic | GridKind::Latin => format!("{0}×{0}", offer.size),
                        }}</span>
                        <span class="levels">{links}</span>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <ul class="choices" aria-label=kind_name(sudoku_core::Kind::Classic)>{rows(GridKind::Classic)}</ul>
        <h2 id="latin-heading">{t!(NewLatinHeading)}</h2>
        <p>{t!(NewLatinText)}</p>
        <ul class="choices" aria-labelledby="latin-heading">{rows(GridKind::Latin)}</ul>
        <h2 id="variants-heading">{t!(NewVariantsHeading)}</h2>
        <p>{t!(NewVariantsText)}</p>
        <ul class="choices" aria-labelledby="variants-heading">
            {[GridKind::Killer, GridKind::Jigsaw, GridKind::Diagonal].into_iter().map(rows).collect_view()}
        </ul>
    }
}
