//! Split points of the WebAssembly whose chunk may fail to load.
//!
//! In the split build (feature `split`) the lazy pages and the engine's heavier work are
//! chunks the browser fetches on first use. A fetch can fail: the connection drops, or the site
//! was updated while the page stayed open and the old build's chunks are gone. Leptos' `#[lazy]`
//! panics then, which stops the page's whole WebAssembly and with it the game. A function
//! declared with [`split_point!`] returns [`ChunkError`] instead, and each caller says what is
//! missing while everything already loaded keeps working; the next call tries again.

use std::fmt;

/// A chunk of the site's code that could not be loaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChunkError;

impl fmt::Display for ChunkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a part of the site's code could not be loaded")
    }
}

impl std::error::Error for ChunkError {}

#[cfg(feature = "hydrate")]
impl From<leptos::wasm_split::SplitLoaderError> for ChunkError {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        ChunkError
    }
}

/// What a tool says when its code did not load: the game itself is unaffected.
pub fn tool_missing() -> String {
    t!(PlayToolMissing).to_owned()
}

/// What the game says when the code that reads its save did not load.
pub fn save_missing() -> String {
    t!(PlaySaveMissing).to_owned()
}

/// What the game says when the completion panel's code did not load.
pub fn panel_missing() -> String {
    t!(PlayPanelMissing).to_owned()
}

/// `fn $name(args) -> T { body }` as a split point named `$module`, called as
/// `$name(args).await` for a `Result<T, ChunkError>`: one declaration for every build.
///
/// In the browser's split build it is a `fallible` wasm-split point: its code (and what only it
/// uses) is a chunk of its own, loaded on the first call; a failed load is an `Err`. On the
/// server of the split build it runs at once and names the chunk's files in the page being
/// rendered, for the start script to preload once the page has painted
/// ([`preload_after_paint`]). Without the `split` feature it runs at once and is always `Ok`.
/// The `$module` names must be unique in the app.
macro_rules! split_point {
    ($(#[$attr:meta])* $module:ident: $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty $body:block) => {
        $(#[$attr])*
        #[cfg(all(feature = "split", feature = "hydrate"))]
        #[::leptos::wasm_split::wasm_split($module, wasm_split_path = ::leptos::wasm_split, fallible)]
        $vis fn $name($($arg: $ty),*) -> ::core::result::Result<$ret, $crate::chunk::ChunkError> {
            ::core::result::Result::Ok($body)
        }

        $(#[$attr])*
        #[cfg(not(all(feature = "split", feature = "hydrate")))]
        $vis async fn $name($($arg: $ty),*) -> ::core::result::Result<$ret, $crate::chunk::ChunkError> {
            #[cfg(feature = "split")]
            $crate::chunk::preload_after_paint(stringify!($module));
            ::core::result::Result::Ok($body)
        }
    };
}
pub(crate) use split_point;

/// The name of the head's `<meta>` tags that each name one file of a chunk the page needs
/// (`content` is its path), read by the start script (`crate::scripts`).
pub const CHUNK_META: &str = "sudoku-chunk";

/// On the server: names the files of the split point `module` (as the build's wasm-split
/// manifest lists them) in the head of the page being rendered, one [`CHUNK_META`] tag each,
/// so that the start script preloads them once the page has painted. Leptos' own way
/// (`prefetch_lazy_fn_on_server`) puts preload links in the head, which share a slow
/// connection with the stylesheet and hold back the first paint, as the main module's would
/// (`crate::scripts`): a lazy page (statistics, say) painted later than a game. Without a
/// manifest (a build that is not split) there is nothing to name.
#[cfg(all(feature = "split", not(feature = "hydrate")))]
pub fn preload_after_paint(module: &str) {
    use leptos::prelude::*;

    let Some(manifest) = use_context::<leptos::WasmSplitManifest>() else {
        return;
    };
    let files: Vec<String> = manifest.0.with_value(|(pkg, chunks, _)| {
        chunks
            .get(module)
            .into_iter()
            .flatten()
            .map(|file| format!("{pkg}/{file}.wasm"))
            .collect()
    });
    for file in files {
        // Registered with the page's head, like Leptos' links (the markup returned is empty).
        let _ = view! { <leptos_meta::Meta name=CHUNK_META content=file/> }.to_html();
    }
}

/// Says at the top of the page that the page's code could not be loaded, with a link that
/// reloads it (an empty `href` is the page's own address). The server's HTML stays as it was:
/// readable, but not live.
#[cfg(all(feature = "hydrate", feature = "split"))]
pub fn report_missing_page() {
    let main = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("main").ok().flatten());
    if let Some(main) = main {
        let _ = main.insert_adjacent_html(
            "afterbegin",
            "<p class=\"notice\" role=\"alert\">This page's code could not be loaded, so its \
             buttons do not work. Check the connection, then <a href=\"\">reload the page</a>.</p>",
        );
    }
}
