//! The HTTP API under `/api/`: daily results and start tokens ([`results`]), sync documents
//! and the sync link's QR code ([`sync`]), and rooms with their sockets ([`rooms`]). The paths
//! and the messages are `site::api`'s, which the browser uses too.

pub mod results;
pub mod rooms;
pub mod sync;

use axum::{routing::post, Router};
use site::api::{QR_PATH, RESULTS_PATH, ROOMS_PATH, START_PATH, SYNC_PATH};

use crate::state::Data;

/// The routes under `/api/` that read and write the data (see the README for each).
pub fn routes<S: Clone + Send + Sync + 'static>(data: Data) -> Router<S> {
    Router::new()
        .route(RESULTS_PATH, post(results::submit).delete(results::forget))
        .route(START_PATH, post(results::start))
        .route(
            SYNC_PATH,
            axum::routing::get(sync::fetch)
                .put(sync::put)
                .delete(sync::delete),
        )
        .route(QR_PATH, post(sync::qr))
        .route(ROOMS_PATH, post(rooms::make))
        .route(
            &format!("{ROOMS_PATH}/{{id}}/socket"),
            axum::routing::get(rooms::socket),
        )
        .with_state(data)
}
