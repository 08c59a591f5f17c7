//! The script that loads and starts the WebAssembly once the page has painted.
//!
//! Leptos' `HydrationScripts` asks for the JavaScript and the WebAssembly with preload links in
//! the head, so on a slow connection they share the bandwidth with the page's stylesheet and
//! the first paint waits (and Lighthouse counts every request that starts before the largest
//! paint into that paint). The game is readable without them (the server rendered it), so this
//! script asks for them after the first paint instead: on a game of the main module, the
//! WebAssembly, the JavaScript and the split build's chunk loader (which the JavaScript
//! imports) side by side, not one after another; on a lazy page, its chunks first (see
//! [`START`]). The measurements are in the commits that chose this.

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
    /// The split build's chunk loader, e.g. `/pkg/__wasm_split.<hash>.js`, which the
    /// JavaScript imports (none in a build without chunks).
    pub loader: Option<String>,
}

/// Starts the app once the first contentful paint is on screen (a paint timing entry), or after
/// the next animation frame where the browser has no paint timing, or after a second at the
/// latest (a tab opened in the background paints nothing until shown): asks for what the page
/// needs with preload links, added to the head in one go, then imports the JavaScript. A game
/// of the main module asks for the WebAssembly and the chunk loader side by side with the
/// JavaScript, so that a phone on a slow network is live sooner; a lazy page asks for its
/// chunks (tens of them), and its WebAssembly comes after the JavaScript: asking for all its
/// files at once made Lighthouse's total blocking time of a variant page worse. The offline
/// page standing in for another address (the service worker's answer for a page the device has
/// no copy of) is built by the app rather than hydrated (`crate::offline`). Once the page is
/// live (`main[data-hydrated]`, or 15 s after the load where it never gets there) and the
/// browser is idle, the offline script registers the service worker, whose install downloads
/// every file of the build.
///
/// In order: the footer's language chooser goes as soon as a language is chosen (see
/// `shell::footer`); the chunks a lazy page needs (named by the server, `crate::chunk`) load
/// alongside the bundle (their links go in at once: added a few to a task, each task ended in
/// a style recalculation of the page, a long task on a phone); the service worker's install
/// downloads the whole build, so not while the page's own bundle loads and hydrates, where it
/// took bandwidth and processor time from them. (The script has no comments of its own: every
/// page carries it.)
const START: &str = r#"(function (js, wasm, loader, offline, pwa, chunkMeta) {
  document.addEventListener("change", (event) => {
    if (event.target.id === "language") event.target.form.submit();
  });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const links = document.createDocumentFragment();
    const preload = (href, rel) => {
      const link = document.createElement("link");
      link.rel = rel;
      if (rel === "preload") {
        link.as = "fetch";
        link.type = "application/wasm";
        link.crossOrigin = "anonymous";
      }
      link.href = href;
      links.append(link);
    };
    const chunks = document.querySelectorAll(`meta[name="${chunkMeta}"]`);
    chunks.forEach((meta) => preload(meta.content, "preload"));
    if (chunks.length === 0) {
      preload(wasm, "preload");
      if (loader) preload(loader, "modulepreload");
    }
    document.head.append(links);
    const standIn = location.pathname !== offline && document.querySelector("[data-offline-page]");
    import(js).then((mod) => mod.default({ module_or_path: wasm }).then(() => standIn ? mod.render_offline() : mod.hydrate()));
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
  const idle = window.requestIdleCallback || ((f) => setTimeout(f, 1));
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    idle(() => import(pwa), { timeout: 5000 });
  };
  const live = () => document.querySelector("main[data-hydrated]");
  addEventListener("load", () => {
    if (live()) return register();
    const watch = new MutationObserver(() => live() && (watch.disconnect(), register()));
    watch.observe(document.body, { subtree: true, attributeFilter: ["data-hydrated"] });
    setTimeout(() => (watch.disconnect(), register()), 15000);
  });
})"#;

/// Input before the game is live. Until the WebAssembly has hydrated the page, a tap on a cell
/// selects it and a digit (a key or the keypad) shows in it at once; arrows move and erase
/// clears. Each is kept as a short word (`s12` selects cell 12, `d4` types 4, `e` erases) that
/// the game takes with `__sudokuEarly.take()` and replays once it is live
/// (`crate::early`), which also ends this script's part. The marks it draws are attributes
/// (`data-pre-selected`, `data-pre-digit`) that hydration leaves alone and `take` removes.
const EARLY: &str = r#"(function () {
  const play = document.querySelector(".play[data-game]");
  const grid = play && play.querySelector("[role=grid]");
  let inputs = [];
  let at = -1;
  const cell = (i) => document.getElementById("cell-" + i);
  const n = grid ? +grid.dataset.size : 0;
  const select = (i) => {
    if (at >= 0) cell(at).removeAttribute("data-pre-selected");
    at = i;
    cell(i).setAttribute("data-pre-selected", "");
    inputs.push("s" + i);
  };
  const type = (key) => {
    const digit = parseInt(key, 36);
    if (at < 0 || !(digit >= 1 && digit <= n) || cell(at).classList.contains("given")) return;
    cell(at).setAttribute("data-pre-digit", key.toUpperCase());
    inputs.push("d" + key.toUpperCase());
  };
  const erase = () => {
    if (at < 0) return;
    cell(at).removeAttribute("data-pre-digit");
    inputs.push("e");
  };
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const onClick = (ev) => {
    const target = ev.target instanceof Element ? ev.target : null;
    const hit = target && target.closest("[role=gridcell]");
    if (hit && grid.contains(hit)) select(+hit.id.slice(5));
    const key = target && target.closest(".keypad .key");
    if (key && play.contains(key)) key.dataset.digit ? type(key.dataset.digit) : erase();
  };
  const onKey = (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || !play.contains(document.activeElement) && document.activeElement !== document.body) return;
    const move = moves[ev.key];
    if (move) {
      const [dr, dc] = move;
      select(at < 0 ? 0 : ((Math.floor(at / n) + dr + n) % n) * n + ((at % n) + dc + n) % n);
    } else if (["Backspace", "Delete", "0", "."].includes(ev.key)) erase();
    else if (ev.key.length === 1 && /[1-9a-z]/i.test(ev.key)) type(ev.key);
    else return;
    ev.preventDefault();
  };
  if (grid) {
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKey, true);
  }
  window.__sudokuEarly = {
    take() {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKey, true);
      document.querySelectorAll("[data-pre-selected],[data-pre-digit]").forEach((el) => {
        el.removeAttribute("data-pre-selected");
        el.removeAttribute("data-pre-digit");
      });
      const taken = inputs;
      inputs = [];
      return taken;
    },
  };
})();
"#;

/// The head's scripts. Without [`BundleFiles`] (a server that does not provide them) it falls
/// back to Leptos' own scripts, which work the same, only loading earlier.
#[component]
pub fn StartScripts(options: LeptosOptions) -> impl IntoView {
    // Leptos' component also gives the page the split build's manifest (which chunk files each
    // lazy page needs), which `chunk::preload_after_paint` names in the head; that part is
    // kept, its markup is replaced below.
    let leptos_scripts =
        HydrationScripts(HydrationScriptsProps::builder().options(options).build());
    let Some(files) = use_context::<BundleFiles>() else {
        return leptos_scripts.into_any();
    };
    // The paths are the server's own file names (ASCII letters, digits, `-_./`), which Rust's
    // debug quoting turns into valid JavaScript strings.
    let loader = files
        .loader
        .as_ref()
        .map_or_else(|| "null".to_owned(), |loader| format!("{loader:?}"));
    let arguments = format!(
        "{:?}, {:?}, {loader}, {:?}, {:?}, {:?}",
        files.js,
        files.wasm,
        crate::offline::OFFLINE_PAGE,
        crate::offline::PWA_SCRIPT,
        crate::chunk::CHUNK_META
    );
    view! { <script type="module" nonce=use_nonce()>{format!("{}({arguments});", *SCRIPT)}</script> }
        .into_any()
}

/// [`EARLY`] and [`START`] without the indentation of their lines, which every page would
/// carry (JavaScript needs none; neither script has text across lines).
static SCRIPT: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| unindented(&format!("{EARLY}{START}")));

/// `script` with each line's leading white space taken out.
fn unindented(script: &str) -> String {
    script
        .lines()
        .map(str::trim_start)
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scripts_lose_only_their_indentation() {
        for script in [EARLY, START] {
            // No template literal spans lines, where the indentation would be text.
            for line in script.lines() {
                assert_eq!(line.matches('`').count() % 2, 0, "{line}");
            }
            let unindented = unindented(script);
            assert!(unindented.len() < script.len());
            assert!(unindented.lines().all(|line| !line.starts_with(' ')));
            let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert_eq!(words(&unindented), words(script));
        }
    }
}
