//! The ids a request carries in `Authorization: Bearer <32 hexadecimal digits>` (a player id, a
//! sync token), as an extractor: a handler names the id it needs, and a request without one
//! (or with a malformed one) is answered 400 with what it should have sent. The ids travel in
//! a header so that they stay out of addresses and so out of logs.

use axum::extract::FromRequestParts;
use http::{header, request::Parts};
use site::ids::{PlayerId, SyncToken};

use crate::error::AppError;

/// The id of type `T` in the request's `Authorization: Bearer` header.
#[derive(Debug)]
pub struct Bearer<T>(pub T);

/// An id a request may carry, and what the client is told it is.
pub trait BearerId: std::str::FromStr {
    /// Its name in the message to a client that did not send it.
    const NAME: &'static str;
}

impl BearerId for PlayerId {
    const NAME: &'static str = "player id";
}

impl BearerId for SyncToken {
    const NAME: &'static str = "sync token";
}

impl<S: Send + Sync, T: BearerId> FromRequestParts<S> for Bearer<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, AppError> {
        parts
            .headers
            .get(header::AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "))
            .and_then(|id| id.trim().parse().ok())
            .map(Bearer)
            .ok_or_else(|| {
                AppError::BadRequest(format!(
                    "This request needs the header Authorization: Bearer <{}>, 32 hexadecimal digits.",
                    T::NAME
                ))
            })
    }
}
