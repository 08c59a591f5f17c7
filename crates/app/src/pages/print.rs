//! `/print`: a booklet to print (see `crate::booklet`): choose a level, puzzles per sheet and
//! sheets; the sheets come below, and the print stylesheet puts each on a page of its own.

use leptos::prelude::*;
use leptos_meta::{Stylesheet, Title};
use site::daily::Edition;

use crate::booklet::{edition_name, Booklet, MAX_SHEETS, PER_SHEET};

/// The form and the booklet it asks for.
#[component]
pub fn PrintPage() -> impl IntoView {
    let address = crate::address::current();
    let booklet = Booklet::from_query(
        address.query("level"),
        address.query("per"),
        address.query("sheets"),
    );
    let levels = Edition::ALL
        .into_iter()
        .map(|level| {
            view! {
                <option value=level.name() selected={level == booklet.edition}>
                    {edition_name(level)}
                </option>
            }
        })
        .collect_view();
    // A Killers' booklet draws its cages with the variants' stylesheet.
    let cages = (booklet.edition == Edition::Killer)
        .then(|| view! { <Stylesheet href=crate::game::VARIANT_STYLESHEET/> });
    let per = PER_SHEET
        .into_iter()
        .map(|p| view! { <option value=p.to_string() selected={p == booklet.per_sheet}>{p.to_string()}</option> })
        .collect_view();
    let sheets = (1..=MAX_SHEETS)
        .map(|s| view! { <option value=s.to_string() selected={s == booklet.sheets}>{s.to_string()}</option> })
        .collect_view();
    view! {
        <Title text=t!(PrintTitle)/>
        {cages}
        <section class="booklet">
            <h1>{t!(PrintTitle)}</h1>
            <p class="lead">{t!(PrintLead)}</p>
            <form class="booklet-form" method="get" action="/print">
                <label>{format!("{} ", t!(PrintLevel))} <select name="level">{levels}</select></label>
                <label>{format!("{} ", t!(PrintPerSheet))} <select name="per">{per}</select></label>
                <label>{format!("{} ", t!(PrintSheets))} <select name="sheets">{sheets}</select></label>
                <button type="submit" class="button">{t!(PrintMake)}</button>
                <button
                    type="button"
                    class="button primary"
                    on:click=|_| {
                        if let Some(window) = web_sys::window() {
                            let _ = window.print();
                        }
                    }
                >
                    {t!(PrintPrint)}
                </button>
            </form>
            <Sheets booklet/>
        </section>
    }
}

/// The sheets: markup made on the server from its cache of dailies, which hydration leaves as
/// it is.
#[component]
fn Sheets(booklet: Booklet) -> impl IntoView {
    #[cfg(feature = "ssr")]
    let html = {
        let today = crate::ssr::today();
        let puzzles: Vec<_> = booklet
            .dates(today)
            .into_iter()
            .filter_map(|date| {
                let text = crate::ssr::daily_puzzle(date, booklet.edition)?;
                Some((date, booklet.edition.read(&text)?))
            })
            .collect();
        crate::booklet::markup(&booklet, &puzzles)
    };
    #[cfg(not(feature = "ssr"))]
    let html = {
        let _ = booklet;
        String::new()
    };
    view! { <div class="sheets" inner_html=html></div> }
}
