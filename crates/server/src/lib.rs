//! The Sudoku site's web server: the axum router around the Leptos app.
//!
//! [`app`] builds the whole router from its state, so tests drive it with `oneshot` and no
//! socket; `main.rs` only reads the configuration, binds and serves.

pub mod config;
mod fresh;

use app::{shell, App};
use axum::{http::StatusCode, routing::get, Router};
use leptos::prelude::LeptosOptions;
use leptos_axum::{generate_route_list, LeptosRoutes};
use tower_http::trace::TraceLayer;

/// Builds the site's router: health checks, every Leptos page, and the built static files
/// (WASM, JS, CSS, favicon) from the site root, with the app's own 404 page for the rest.
pub fn app(options: LeptosOptions) -> Router {
    let routes = generate_route_list(App);
    Router::new()
        .route("/healthz", get(|| async { (StatusCode::OK, "ok") }))
        .leptos_routes(&options, routes, {
            let options = options.clone();
            move || shell(options.clone())
        })
        .fallback(leptos_axum::file_and_error_handler(shell))
        .layer(axum::middleware::from_fn(fresh::fresh_puzzles))
        .layer(TraceLayer::new_for_http())
        .with_state(options)
}
