//! Playing without a network: the addresses the service worker keeps, and making a game in
//! the browser for an address the device has no copy of.
//!
//! The service worker (the server's `offline` module) answers an address it has no copy of
//! with the [offline page](OFFLINE_PAGE). That page's script does not hydrate it (its HTML is
//! not the address's page); it calls [`render`] instead, which builds the address's page in
//! the browser when the browser can make it alone: a shared puzzle (`/p/CODE`, all in the
//! code) or a new one (`/new?size=…&level=…`, made here by the generator, in a chunk loaded
//! only then, and then shown at its own `/p/` address). Any other address keeps the offline
//! page's text and links.

use crate::new_puzzle::{choice, Choice};
use site::address::{Address, Page};

/// The offline page's address.
pub const OFFLINE_PAGE: &str = "/offline";

/// The script of the site root that registers the service worker and offers a new version
/// (`public/pwa.js`), loaded by every page once it has loaded.
pub const PWA_SCRIPT: &str = "/pwa.js";

/// The pages the service worker keeps from the start: each one's shell plays offline before
/// the player opened it (the games' and the lazy pages', whose chunks it keeps too).
pub const SHELLS: [&str; 8] = [
    "/",
    "/daily",
    "/new",
    "/create",
    "/solver",
    "/stats",
    "/learn",
    OFFLINE_PAGE,
];

/// What the browser can show by itself at an address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MadeHere {
    /// The shared puzzle of the address (its code holds the whole puzzle).
    Shared,
    /// A new puzzle the address asks for (`/new` with a level), to be made first: the
    /// generator's chunk checks the request ([`new_choice`]) and makes it.
    New,
}

/// What the browser can make for `target` (a path and query, as `location` has them); `None`
/// for the pages only the server can make (a daily needs the server's puzzle of the day).
pub fn made_here(target: &str) -> Option<MadeHere> {
    let address = Address::parse(target);
    match address.page() {
        Page::Shared { .. } => Some(MadeHere::Shared),
        Page::New => address.query("level").map(|_| MadeHere::New),
        _ => None,
    }
}

/// The puzzle a `/new` address (`target`) asks for, if the site makes it. Only the generator's
/// chunk asks, so the checks and their messages stay out of the first load.
pub fn new_choice(target: &str) -> Option<Choice> {
    let address = Address::parse(target);
    choice(
        address.query("size"),
        address.query("level")?,
        address.query("kind"),
    )
    .ok()
}

/// Builds the page of the browser's address in place of the offline page, if the browser can
/// make it ([`made_here`]); else leaves the offline page as it is. A new puzzle is made first
/// and the address becomes its `/p/` link, so a reload (or a share) finds the same puzzle.
#[cfg(feature = "hydrate")]
pub async fn render() {
    let target = crate::browser::location_target();
    match made_here(&target) {
        None => return,
        Some(MadeHere::Shared) => {}
        Some(MadeHere::New) => {
            let seed = crate::browser::random_u64();
            match made::new_puzzle(target, seed).await {
                Ok(Some(address)) => crate::browser::replace_address(&address),
                // A request the site does not make, a generator that gave up (it has not in
                // practice), or its code not on this device: the offline page stays.
                Ok(None) | Err(_) => return,
            }
        }
    }
    // A variant's page is a chunk of its own, built only if it is loaded first. A classic
    // puzzle does not need it, so a chunk missing from the device stops nothing here.
    let _ = crate::pages::load_variant_page().await;
    // The page's building code is not on this device: the offline page stays.
    if made::mount_app().await.is_err() {
        return;
    }
    crate::hydration::root_hydrated();
}

/// The code of what [`render`] makes, in chunks of their own in the split build: the generator
/// and the building (rather than hydrating) of a page are needed only offline.
#[cfg(feature = "hydrate")]
mod made {
    use crate::chunk::split_point;

    split_point! {
        /// The address of a new puzzle made for the `/new` address `target`, if the site makes
        /// what it asks for.
        offline_new_puzzle: pub fn new_puzzle(target: String, seed: u64) -> Option<String> {
            super::new_choice(&target).and_then(|choice| {
                let code = crate::new_puzzle::make(choice, seed, &|| false).ok()?;
                Some(crate::new_puzzle::address(&code, choice.level))
            })
        }
    }

    split_point! {
        offline_mount_app: pub fn mount_app() -> () {
            super::mount();
        }
    }
}

/// Replaces the offline page's content with the app, built in the browser (the site's header
/// and footer stay).
#[cfg(feature = "hydrate")]
fn mount() {
    let root = crate::app_root();
    root.set_inner_html("");
    leptos::mount::mount_to(root, crate::App).forget();
}

#[cfg(test)]
mod tests {
    use sudoku_core::Level;

    use super::*;

    #[test]
    fn the_browser_makes_shared_and_new_puzzles_only() {
        let check = |target: &str, expected: Option<MadeHere>| {
            assert_eq!(made_here(target), expected, "{target}");
        };
        check("/p/1rPDWW4ULJAMyDr9", Some(MadeHere::Shared));
        // A request with a level; the generator's chunk checks it.
        for target in [
            "/new?size=9&level=hard",
            "/new?level=easy&size=4",
            "/new?kind=killer&level=medium",
            "/new?size=4&level=hard",
        ] {
            check(target, Some(MadeHere::New));
        }
        let asked = |target: &str| new_choice(target).map(|c| (c.geometry.size(), c.level));
        assert_eq!(asked("/new?size=9&level=hard"), Some((9, Level::Hard)));
        assert_eq!(asked("/new?level=easy&size=4"), Some((4, Level::Easy)));
        // A variant: the device makes it too.
        let killer = new_choice("/new?kind=killer&level=medium").expect("a killer");
        assert_eq!(killer.kind, crate::new_puzzle::GridKind::Killer);
        // A request the site does not make; the chooser itself, and the server's pages.
        assert_eq!(asked("/new?size=4&level=hard"), None);
        check("/new", None);
        check("/", None);
        check("/daily/2026-11-20/easy", None);
        check("/solver", None);
        check(OFFLINE_PAGE, None);
    }

    #[test]
    fn the_kept_shells_are_pages_of_the_site() {
        for shell in SHELLS {
            assert_ne!(Page::of(shell), Page::NotFound, "{shell}");
        }
    }
}
