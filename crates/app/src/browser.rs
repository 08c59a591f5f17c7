//! The few browser APIs the app uses, wrapped so callers get plain values and no panics.
//!
//! Call these only from effects and event handlers: those never run on the server.

use crate::game::Millis;

/// Wall-clock milliseconds, so a timer survives a reload.
pub fn now() -> Millis {
    // `Date.now()` is a non-negative whole number of milliseconds well within u64.
    js_sys::Date::now().max(0.0) as Millis
}

/// Milliseconds with sub-millisecond precision, for timing work in the page.
pub fn precise_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The value stored under `key`, if storage is available and holds one.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`. Storage may be full or disabled (private browsing); the game
/// goes on without saving then, so failures are ignored.
pub fn store(key: &str, value: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(key, value);
    }
}

/// The site's origin as the visitor reached it, such as `https://sudoku.example`.
pub fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// Puts `text` on the clipboard. Returns false where the browser offers no clipboard (an
/// insecure origin, an old browser); the copy itself finishes in the background.
pub fn copy_text(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let navigator = window.navigator();
    // `navigator.clipboard` is missing on insecure origins even though the binding says it is
    // always there.
    if !js_sys::Reflect::has(&navigator, &"clipboard".into()).unwrap_or(false) {
        return false;
    }
    let _ = navigator.clipboard().write_text(text);
    true
}

/// Loads `path` from the server, leaving the single-page navigation.
pub fn load_page(path: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().assign(path);
    }
}
