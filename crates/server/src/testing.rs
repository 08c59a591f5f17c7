//! What the unit tests share.

use axum::{body::Bytes, response::Response};
use http_body_util::BodyExt;

/// The whole body of `response`.
pub(crate) async fn body_of(response: Response) -> Bytes {
    response
        .into_body()
        .collect()
        .await
        .expect("a body")
        .to_bytes()
}
