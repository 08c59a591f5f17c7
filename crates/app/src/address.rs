//! The address of the page being rendered ([`site::address::Address`]), provided to the
//! app's components: on the server from the request, in the browser from `location`.

use leptos::prelude::*;
use site::address::Address;

/// Reads the address of this page and provides it to the app's components.
pub fn provide() -> Address {
    let address = Address::parse(&current_target());
    provide_context(address.clone());
    address
}

/// The address [`provide`] provided; `/` where there is none (a component rendered on its
/// own).
pub fn current() -> Address {
    use_context::<Address>().unwrap_or_else(|| Address::parse("/"))
}

#[cfg(feature = "ssr")]
fn current_target() -> String {
    use_context::<http::request::Parts>()
        .and_then(|parts| parts.uri.path_and_query().map(|pq| pq.as_str().to_owned()))
        .unwrap_or_else(|| "/".to_owned())
}

#[cfg(not(feature = "ssr"))]
fn current_target() -> String {
    crate::browser::location_target()
}
