//! `/new`: pick a size and level, or with `?size=&level=` get a fresh puzzle at its own `/p/`
//! address.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::Redirect;
use leptos_router::hooks::use_query_map;

use crate::fresh::{new_puzzle, CHOICES};
use crate::pages::daily::capitalised;
use crate::pages::{set_status, MessagePage};

/// The chooser, or (with a size and level in the address) a redirect to a fresh puzzle.
#[component]
pub fn NewPage() -> impl IntoView {
    let query = use_query_map();
    let request = move || query.with(|q| q.get("size").zip(q.get("level")));
    view! {
        {move || match request() {
            None => view! { <Chooser/> }.into_any(),
            Some((size, level)) => view! { <Fresh size level/> }.into_any(),
        }}
    }
}

/// Makes the puzzle on the server, then sends the player to its `/p/` address.
#[component]
fn Fresh(size: String, level: String) -> impl IntoView {
    let made = Resource::new(
        move || (size.clone(), level.clone()),
        |(s, l)| new_puzzle(s, l),
    );
    view! {
        <Title text="A new puzzle"/>
        <Suspense fallback=|| view! { <p class="loading">"Making a puzzle…"</p> }>
            {move || Suspend::new(async move {
                match made.await {
                    Ok(Ok(code)) => view! { <Redirect path=format!("/p/{code}")/> }.into_any(),
                    Ok(Err(reason)) => {
                        set_status(400);
                        view! {
                            <MessagePage title="No such puzzle">
                                <p>{reason}</p>
                                <Chooser/>
                            </MessagePage>
                        }
                        .into_any()
                    }
                    Err(_) => {
                        set_status(503);
                        view! {
                            <MessagePage title="The puzzle could not be made">
                                <p>"The site could not be reached. Check your connection and try again."</p>
                            </MessagePage>
                        }
                        .into_any()
                    }
                }
            })}
        </Suspense>
    }
}

/// A link for each size and level the site makes.
#[component]
fn Chooser() -> impl IntoView {
    let rows = CHOICES
        .iter()
        .map(|&(size, levels)| {
            let links = levels
                .iter()
                .map(|level| {
                    view! {
                        <a class="button" href=format!("/new?size={size}&level={}", level.name())>
                            {capitalised(level.name())}
                        </a>
                    }
                })
                .collect_view();
            view! {
                <li>
                    <span class="size">{format!("{size}×{size}")}</span>
                    <span class="levels">{links}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <Title text="New puzzle"/>
        <section class="chooser">
            <h1>"A new puzzle"</h1>
            <p>"Every puzzle has exactly one solution and needs no guessing."</p>
            <ul class="choices">{rows}</ul>
        </section>
    }
}
