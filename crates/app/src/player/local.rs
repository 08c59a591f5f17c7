//! The browser's side of the player's data: `localStorage` as a [`Storage`], the player's
//! clock, and persistent storage. Called only from effects and event handlers, which never run
//! on the server.

use web_sys::wasm_bindgen::JsCast;

use super::{Moment, Storage, StorageError};

/// The browser's `localStorage`.
#[derive(Debug, Clone, Copy, Default)]
pub struct LocalStorage;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

impl Storage for LocalStorage {
    fn get(&self, key: &str) -> Option<String> {
        storage()?.get_item(key).ok().flatten()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        let storage = storage().ok_or(StorageError::Unavailable)?;
        storage.set_item(key, value).map_err(|error| {
            // Browsers name a full storage `QuotaExceededError` (Firefox once also
            // `NS_ERROR_DOM_QUOTA_REACHED`); anything else is a storage that refuses writes.
            let name = error
                .dyn_ref::<web_sys::DomException>()
                .map(web_sys::DomException::name)
                .unwrap_or_default();
            if name.contains("Quota") || name.contains("QUOTA") {
                StorageError::Full
            } else {
                StorageError::Unavailable
            }
        })
    }

    fn remove(&mut self, key: &str) {
        if let Some(storage) = storage() {
            let _ = storage.remove_item(key);
        }
    }

    fn keys(&self) -> Vec<String> {
        let Some(storage) = storage() else {
            return Vec::new();
        };
        let count = storage.length().unwrap_or(0);
        (0..count)
            .filter_map(|i| storage.key(i).ok().flatten())
            .collect()
    }
}

/// Now on the player's clock: UTC milliseconds and the current UTC offset.
pub fn now_moment() -> Moment {
    let now = js_sys::Date::new_0();
    // `getTimezoneOffset` is minutes *behind* UTC (−60 in Paris in winter); offsets are whole
    // minutes within ±18 hours.
    let offset = (-now.get_timezone_offset()) as i16;
    let ms = now.get_time() as i64;
    Moment::new(ms, offset).unwrap_or(Moment {
        utc_ms: ms,
        offset_minutes: 0,
    })
}

/// Asks the browser to keep the site's storage under storage pressure
/// (`navigator.storage.persist()`); the answer does not matter to the game.
pub fn ask_persistent() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    // Older browsers have no `navigator.storage`.
    let Ok(manager) = js_sys::Reflect::get(&navigator, &"storage".into()) else {
        return;
    };
    let persist = js_sys::Reflect::get(&manager, &"persist".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(persist) = persist {
        let _ = persist.call0(&manager);
    }
}
