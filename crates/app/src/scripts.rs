//! The script that starts the WebAssembly, loaded once the page has painted.
//!
//! Leptos' `HydrationScripts` asks for the JavaScript and the WebAssembly with preload links in
//! the head, so on a slow connection they share the bandwidth with the page's stylesheet and
//! the first paint waits. The game is readable without them (the server rendered it), so this
//! script starts loading them after the first paint instead.

use leptos::hydration::{HydrationScripts, HydrationScriptsProps};
use leptos::nonce::use_nonce;
use leptos::prelude::*;

/// The paths of the bundle's JavaScript and WebAssembly (with their content hashes), which the
/// server provides to every page it renders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BundleFiles {
    /// The JavaScript glue, e.g. `/pkg/sudoku.<hash>.js`.
    pub js: String,
    /// The WebAssembly, e.g. `/pkg/sudoku.<hash>.wasm`.
    pub wasm: String,
}

/// Starts the app once the first contentful paint is on screen (a paint timing entry), or
/// after the next animation frame where the browser has no paint timing, or after a second at
/// the latest (a tab opened in the background paints nothing until shown).
const START: &str = r#"(function (js, wasm) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(js).then((mod) => mod.default({ module_or_path: wasm }).then(() => mod.hydrate()));
  };
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 1000);
})"#;

/// The head's scripts. Without [`BundleFiles`] (a server that does not provide them) it falls
/// back to Leptos' own scripts, which work the same, only loading earlier.
#[component]
pub fn StartScripts(options: LeptosOptions) -> impl IntoView {
    // Leptos' component also tells the server which chunks of a split build each lazy page
    // needs, for their preload links; that part is kept, its markup is replaced below.
    let leptos_scripts =
        HydrationScripts(HydrationScriptsProps::builder().options(options).build());
    let Some(files) = use_context::<BundleFiles>() else {
        return leptos_scripts.into_any();
    };
    // The paths are the server's own file names (ASCII letters, digits, `-_./`), which Rust's
    // debug quoting turns into valid JavaScript strings.
    let arguments = format!("{:?}, {:?}", files.js, files.wasm);
    view! { <script type="module" nonce=use_nonce()>{format!("{START}({arguments});")}</script> }
        .into_any()
}
