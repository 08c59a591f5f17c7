//! The Sudoku site's user interface: Leptos components rendered to HTML on the server (`ssr`)
//! and hydrated in the browser (`hydrate`).
//!
//! Components stay thin: the game itself lives in [`game`], a plain Rust model that unit tests
//! cover without a browser.

// Leptos' view types nest deeply; erasing them with `into_any` at component boundaries keeps the
// compiler within this limit and the WASM smaller.
#![recursion_limit = "256"]

/// The page's words: `t!(NavToday)` is message `nav-today` in the page's language (a
/// `&'static str`), and `t!(Mistakes, count = n)` fills its placeholders (a `String`; see
/// [`language`]). Defined before the modules, so every one of them can use it.
macro_rules! t {
    ($key:ident) => {
        $crate::language::text(::i18n::Key::$key, ::i18n::en!($key))
    };
    ($key:ident, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::language::format(
            ::i18n::Key::$key,
            ::i18n::en!($key),
            &[$((stringify!($name), ::i18n::Arg::from($value))),+],
        )
    };
}

/// A message's key and English, for a choice among messages that then calls
/// `language::text` once (`tk!(NavToday)`): smaller than a call in every arm.
macro_rules! tk {
    ($key:ident) => {
        (::i18n::Key::$key, ::i18n::en!($key))
    };
}

/// The page's word for `value`: `word!(value, { Pattern => Key, … })` looks up the message of
/// the arm that matches, falling back to its English.
macro_rules! word {
    ($value:expr, { $($pattern:pat $(if $guard:expr)? => $key:ident,)* }) => {{
        let (key, english) = match $value {
            $($pattern $(if $guard)? => tk!($key),)*
        };
        crate::language::text(key, english)
    }};
}

// Public: what the server and the fuzz targets use (address, booklet, community, game,
// language, learn, new_puzzle, offline, player), and hydration, render, review and room,
// parts of which only one build uses (the browser's, or the tests'), which would be dead code
// in the other were they private.
pub mod address;
pub mod booklet;
mod browser;
mod chunk;
pub mod community;
mod components;
mod daily;
mod early;
mod engine;
mod errors;
mod explain;
pub mod game;
pub mod hydration;
pub mod language;
pub mod learn;
pub mod new_puzzle;
pub mod offline;
mod pages;
pub mod player;
pub mod render;
pub mod review;
pub mod room;
mod scripts;
mod shell;
#[cfg(feature = "ssr")]
mod ssr;
mod words;

pub use scripts::BundleFiles;
pub use shell::{shell, App};

/// The id of the element the app is in (between the site's header and footer).
pub const APP_ID: &str = "app";

/// The element the app is in, in the browser; the body if the page has none.
#[cfg(feature = "hydrate")]
fn app_root() -> web_sys::HtmlElement {
    use leptos::wasm_bindgen::JsCast;
    leptos::tachys::dom::document()
        .get_element_by_id(APP_ID)
        .and_then(|element| element.dyn_into().ok())
        .unwrap_or_else(leptos::tachys::dom::body)
}

/// The browser's entry point for the offline page standing in for another address (the
/// service worker's answer when the device has no copy of it): builds that address's page in
/// the browser where it can (see [`offline`]).
#[cfg(feature = "hydrate")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn render_offline() {
    language::start();
    wasm_bindgen_futures::spawn_local(offline::render());
}

/// The browser's entry point: attaches the page's event handlers and signals to the HTML the
/// server already rendered.
#[cfg(feature = "hydrate")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    // Panic messages in the browser's console, for development builds: the release bundle
    // leaves the hook out (a panic there still shows as an error, without the message).
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    language::start();
    // Starting the WebAssembly and hydrating the page are separate tasks, and deferred parts of
    // the page hydrate in tasks of their own (see `hydration`). Asynchronous hydration waits
    // for a lazy page's chunk before hydrating it (`render::lazy`); it runs on wasm-bindgen's
    // executor, the one Leptos sets itself up with.
    hydration::in_a_later_task(|| {
        wasm_bindgen_futures::spawn_local(async {
            let page = leptos::mount::hydrate_from_async(app_root(), App).await;
            page.forget();
            hydration::root_hydrated();
        });
    });
}

/// Room in the WebAssembly's data segments for the split build's rearranging.
///
/// With `split`, cargo-leptos' wasm-split moves each chunk's data (its strings and tables) out of
/// the main module, laying the data out again per module. Alignment padding can make that
/// layout a few bytes longer than the linker's segment, and then wasm-split keeps the *whole*
/// segment in the main module (`wasm_split_cli_support`, "Overlong segment … putting it in main
/// module"). These bytes are in the segments (kept by `#[used]`) but used by no code, so no
/// module takes them and the layout fits again.
#[cfg(all(feature = "split", target_family = "wasm"))]
mod split_slack {
    use std::sync::atomic::AtomicU8;

    /// Read-only data's room.
    #[used]
    static READ_ONLY: [u8; 1024] = [0x5a; 1024];

    /// Writable data's room (an atomic, so it is placed with the writable data).
    #[used]
    static WRITABLE: [AtomicU8; 1024] = [const { AtomicU8::new(0x5a) }; 1024];
}
