//! `/learn` and `/learn/<slug>`: the techniques of the ladder in order of difficulty, and a
//! page per technique with its text, a worked example (markup made on the server, see
//! `crate::learn::markup`) and practice (`learn/practice.rs`). The player's counts per
//! technique come from the browser once the page is live.

mod practice;

use leptos::prelude::*;
use leptos_meta::{Stylesheet, Title};
use sudoku_core::Technique;

use crate::hydration::PageHydrated;
use crate::learn::{address, technique_of, STYLESHEET};
use crate::pages::NotFound;
use crate::player::{self, practice::PracticeProgress};
use crate::words::{level_name, technique_name};

use practice::PracticePanel;

/// The player's practice progress, read once the page is live (`None` before, or where the
/// browser keeps nothing).
fn progress_signal() -> RwSignal<Option<PracticeProgress>> {
    let progress = RwSignal::new(None::<PracticeProgress>);
    let hydrated = PageHydrated::get();
    Effect::new(move |_| {
        if hydrated.get() {
            if let Ok(player) = player::local() {
                progress.set(Some(player.practice_progress()));
            }
        }
    });
    progress
}

/// The rows of the index's list of `techniques`: each with its level, rating and the player's
/// counts.
fn rows(techniques: Vec<Technique>, progress: RwSignal<Option<PracticeProgress>>) -> impl IntoView {
    techniques
        .into_iter()
        .map(|t| {
            let tally = move || {
                progress
                    .get()
                    .map(|p| p.tally(t).sentence())
                    .unwrap_or_default()
            };
            view! {
                <li>
                    <a href=address(t)>{technique_name(t)}</a>
                    <span class="level">{level_name(t.level())}</span>
                    <span class="rating">{t!(LearnRated, rating = crate::words::rating(t.difficulty()))}</span>
                    <span class="tally">{tally}</span>
                </li>
            }
        })
        .collect_view()
}

/// The index: every technique, easiest first, with its level and the player's counts; the
/// classic ones, then those of killer, jigsaw and diagonal puzzles.
#[component]
pub fn LearnPage() -> impl IntoView {
    let progress = progress_signal();
    let classic = rows(crate::learn::classic_lessons(), progress);
    let variants = rows(crate::learn::variant_lessons(), progress);
    view! {
        <Title text=t!(LearnTitle)/>
        <Stylesheet href=STYLESHEET/>
        <section class="learn-index">
            <h1>{t!(LearnTitle)}</h1>
            <p class="lead">{t!(LearnLead)}</p>
            <ol class="techniques">{classic}</ol>
            <h2 id="variant-techniques">{t!(LearnVariantsHeading)}</h2>
            <p>{t!(LearnVariantsText)}</p>
            <ol class="techniques variant-techniques" aria-labelledby="variant-techniques">{variants}</ol>
        </section>
    }
}

/// A technique's page; an unknown slug gets the 404 page.
#[component]
pub fn TechniquePage(slug: String) -> impl IntoView {
    let Some(technique) = technique_of(&slug) else {
        return view! { <NotFound/> }.into_any();
    };
    #[cfg(feature = "ssr")]
    let html = crate::learn::markup::technique(technique);
    #[cfg(not(feature = "ssr"))]
    let html = String::new();
    let progress = progress_signal();
    let lessons = crate::learn::lessons_beside(technique);
    let i = lessons.iter().position(|&t| t == technique).unwrap_or(0);
    let neighbour = |t: Option<&Technique>, rel: &'static str| {
        t.map(|&t| {
            let name = technique_name(t);
            let text = if rel == "prev" {
                t!(LearnPrevious, technique = name)
            } else {
                t!(LearnNext, technique = name)
            };
            view! { <a rel=rel href=address(t)>{text}</a> }
        })
    };
    let previous = neighbour(i.checked_sub(1).and_then(|j| lessons.get(j)), "prev");
    let next = neighbour(lessons.get(i + 1), "next");
    // The level's word selects the sentence, so a language can make the level agree with
    // "technique".
    let level = t!(
        LearnTechniqueLevel,
        level = technique.level().name(),
        rating = crate::words::rating(technique.difficulty())
    );
    let name = technique_name(technique);
    view! {
        <Title text=t!(LearnPageTitle, technique = &name)/>
        <Stylesheet href=STYLESHEET/>
        {technique.is_for_variants().then(|| view! { <Stylesheet href=crate::game::VARIANT_STYLESHEET/> })}
        <article class="learn-page">
            <p class="crumbs"><a href="/learn">{t!(LearnAll)}</a></p>
            <h1>{name}</h1>
            <p class="lead">{level}</p>
            <div class="learn-text" inner_html=html></div>
            <PracticePanel technique progress/>
            <nav class="learn-neighbours" aria-label=t!(LearnNeighboursLabel)>{previous}{next}</nav>
        </article>
    }
    .into_any()
}
