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

/// The words the page's start script kept of input given before the game was live (see
/// `crate::early`); taking them ends the script's part. Empty where there is no script.
pub fn take_early_input() -> Vec<String> {
    use web_sys::wasm_bindgen::{JsCast, JsValue};
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    let early = js_sys::Reflect::get(&window, &JsValue::from_str("__sudokuEarly"))
        .unwrap_or(JsValue::UNDEFINED);
    let take = js_sys::Reflect::get(&early, &JsValue::from_str("take"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(words) = take.and_then(|take| take.call0(&early).ok()) else {
        return Vec::new();
    };
    js_sys::Array::from(&words)
        .iter()
        .filter_map(|word| word.as_string())
        .collect()
}

/// The page's path and query, as `location` has them (`/new?size=9`).
#[cfg(not(feature = "ssr"))]
pub fn location_target() -> String {
    web_sys::window()
        .map(|w| {
            let location = w.location();
            let path = location.pathname().unwrap_or_default();
            let search = location.search().unwrap_or_default();
            format!("{path}{search}")
        })
        .unwrap_or_else(|| "/".to_owned())
}

/// The id kept under `key`: 32 hexadecimal digits of 128 random bits (the browser's
/// cryptographic generator), made and stored on first use. Where storage is unavailable the id
/// lasts for this page only.
#[cfg(feature = "hydrate")]
pub fn player_id(key: &str) -> String {
    let kept = load(key).filter(|id| id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit()));
    if let Some(id) = kept {
        return id;
    }
    let mut bytes = [0u8; 16];
    let random = web_sys::window()
        .and_then(|w| w.crypto().ok())
        .is_some_and(|crypto| crypto.get_random_values_with_u8_array(&mut bytes).is_ok());
    if !random {
        // No Web Crypto (a very old browser): still unique enough to count a player once.
        for byte in &mut bytes {
            *byte = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    let id: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    store(key, &id);
    id
}

/// 64 random bits from the browser's cryptographic generator (`Math.random` where there is
/// none), for seeding the puzzle generator.
#[cfg(feature = "hydrate")]
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    let random = web_sys::window()
        .and_then(|w| w.crypto().ok())
        .is_some_and(|crypto| crypto.get_random_values_with_u8_array(&mut bytes).is_ok());
    if !random {
        for byte in &mut bytes {
            *byte = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    u64::from_le_bytes(bytes)
}

/// Changes the page's address to `url` (same origin) without loading it, in place of the
/// current history entry.
#[cfg(feature = "hydrate")]
pub fn replace_address(url: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url));
    }
}

/// Sends a request to the site and reads the answer's status and text; `None` if it could not
/// be sent or read (offline, blocked). A `body` is sent as JSON.
#[cfg(feature = "hydrate")]
pub async fn fetch_text(method: &str, url: &str, body: Option<&str>) -> Option<(u16, String)> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;

    let init = web_sys::RequestInit::new();
    init.set_method(method);
    if let Some(body) = body {
        init.set_body(&body.into());
        let headers = web_sys::Headers::new().ok()?;
        headers.set("content-type", "application/json").ok()?;
        init.set_headers(&headers);
    }
    let request = web_sys::Request::new_with_str_and_init(url, &init).ok()?;
    let response = JsFuture::from(web_sys::window()?.fetch_with_request(&request))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    let text = JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()?;
    Some((response.status(), text))
}
