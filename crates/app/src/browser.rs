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

/// Opens the browser's print dialog for the page (the stylesheet prints the grid alone).
pub fn print() {
    if let Some(window) = web_sys::window() {
        let _ = window.print();
    }
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

/// 128 random bits from the browser's cryptographic generator, if it has one.
pub fn crypto_random() -> Option<[u8; 16]> {
    let mut bytes = [0u8; 16];
    let crypto = web_sys::window()?.crypto().ok()?;
    crypto.get_random_values_with_u8_array(&mut bytes).ok()?;
    Some(bytes)
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

/// Loads the page at `url` (same origin), as a followed link does.
#[cfg(feature = "hydrate")]
pub fn go_to(url: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().assign(url);
    }
}

/// Replaces the markup inside the page's first element that matches `selector`, if any: for
/// markup the site's server made (never the player's text).
#[cfg(feature = "hydrate")]
pub fn replace_markup(selector: &str, html: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(element) = element {
        element.set_inner_html(html);
    }
}

/// Sends a request to the site and reads the answer's status and text; `None` if it could not
/// be sent or read (offline, blocked). A `body` is sent as JSON.
#[cfg(feature = "hydrate")]
pub async fn fetch_text(method: &str, url: &str, body: Option<&str>) -> Option<(u16, String)> {
    let (status, text, _) = fetch_with(method, url, &[], body).await?;
    Some((status, text))
}

/// A response: its status, its text and its `ETag`.
#[cfg(feature = "hydrate")]
pub type Fetched = (u16, String, Option<String>);

/// Like [`fetch_text`], with `headers` and the answer's `ETag` too.
#[cfg(feature = "hydrate")]
pub async fn fetch_with(
    method: &str,
    url: &str,
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> Option<Fetched> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;

    let init = web_sys::RequestInit::new();
    init.set_method(method);
    let sent = web_sys::Headers::new().ok()?;
    for (name, value) in headers {
        sent.set(name, value).ok()?;
    }
    if let Some(body) = body {
        init.set_body(&body.into());
        sent.set("content-type", "application/json").ok()?;
    }
    init.set_headers(&sent);
    let request = web_sys::Request::new_with_str_and_init(url, &init).ok()?;
    let response = JsFuture::from(web_sys::window()?.fetch_with_request(&request))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    let etag = response.headers().get("etag").ok().flatten();
    let text = JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()?;
    Some((response.status(), text, etag))
}

/// The QR code of `link` as SVG markup, made by the site (`site::api::QR_PATH`); `None` if
/// it could not be had.
#[cfg(feature = "hydrate")]
pub async fn qr_code(link: &str) -> Option<String> {
    let (status, svg, _) = fetch_with("POST", site::api::QR_PATH, &[], Some(link)).await?;
    (status == 200).then_some(svg)
}

/// The page's fragment (`#…`), or nothing.
pub fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Removes the page's fragment from the address bar, leaving no history entry.
pub fn clear_fragment() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        use web_sys::wasm_bindgen::JsValue;
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
}

/// Offers `text` to the player as a file called `name` of type `mime` (a download).
pub fn download(name: &str, mime: &str, text: &str) {
    use web_sys::wasm_bindgen::JsCast;
    let encoded: String =
        percent_encoding::utf8_percent_encode(text, percent_encoding::NON_ALPHANUMERIC).collect();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(link) = document
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let _ = link.set_attribute("href", &format!("data:{mime};charset=utf-8,{encoded}"));
    let _ = link.set_attribute("download", name);
    link.click();
}

/// 128 random bits, from the cryptographic generator where the browser has one, else from
/// `Math.random` (a very old browser): enough for an id that only needs to be unique.
#[cfg(feature = "hydrate")]
pub fn random_id_bytes() -> [u8; 16] {
    crypto_random().unwrap_or_else(|| {
        let mut bytes = [0u8; 16];
        for byte in &mut bytes {
            *byte = (js_sys::Math::random() * 256.0) as u8;
        }
        bytes
    })
}

/// The language the player chose in the footer (the cookie `/language` sets), if any.
pub fn chosen_locale() -> Option<i18n::Locale> {
    let document = web_sys::window()?.document()?;
    let cookies = js_sys::Reflect::get(&document, &"cookie".into())
        .ok()?
        .as_string()?;
    i18n::Locale::chosen(&cookies)
}

/// Keeps `locale` as the player's choice, as `/language` does: the next page is in it.
pub fn choose_locale(locale: i18n::Locale) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        let _ = js_sys::Reflect::set(&document, &"cookie".into(), &locale.cookie().into());
    }
}
