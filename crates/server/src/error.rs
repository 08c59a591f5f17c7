//! [`AppError`]: what a handler can fail with. The full detail goes to the log; the client gets
//! a status and a short plain message that gives nothing of the server away.

use crate::language::say;
use std::time::Duration;

use axum::response::{IntoResponse, Response};
use http::{header, HeaderValue, StatusCode};
use work::WorkError;

/// A handler's failure.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The request is malformed; the message is shown to the client as it is, so it must only
    /// describe the client's own input.
    #[error("bad request: {0}")]
    BadRequest(String),
    /// The request is well formed but cannot be right (a fake solution, a daily that is not
    /// out); the message is shown to the client as it is.
    #[error("unprocessable: {0}")]
    Unprocessable(String),
    /// The body is larger than what this route keeps; the message says the limit.
    #[error("too large: {0}")]
    TooLarge(String),
    /// The request did not come from the site's own pages (another site's, or not a browser's
    /// `fetch`); the message says so.
    #[error("forbidden: {0}")]
    Forbidden(String),
    /// The body is not of the media type the route reads; the message says which it is.
    #[error("unsupported media type: {0}")]
    UnsupportedMediaType(String),
    /// The client's address has used its quota of something the site keeps (sync documents a
    /// day); the message says which and until when.
    #[error("quota: {0}")]
    Quota(String),
    /// The site keeps as much as its host allows (sync documents in all); the message says so.
    #[error("insufficient storage: {0}")]
    InsufficientStorage(String),
    /// Nothing is at this address.
    #[error("not found")]
    NotFound,
    /// The client made too many requests to the routes that do work.
    #[error("rate limited for {retry_after:?}")]
    RateLimited {
        /// How long until the next request would pass.
        retry_after: Duration,
    },
    /// Every room socket this instance may hold is open (`SUDOKU_MAX_ROOM_SOCKETS`).
    #[error("every room socket is taken")]
    RoomsFull,
    /// The server cannot serve the site yet (the built site is missing or unreadable).
    #[error("not ready: {0}")]
    NotReady(String),
    /// CPU-heavy work did not give a result (busy, too slow, or it failed).
    #[error("work failed: {0}")]
    Work(#[from] WorkError),
    /// The database is down, slow or refused a statement: what it keeps for the route is
    /// unavailable.
    #[error("store ({0:?}): {1}")]
    Store(Kept, store::StoreError),
    /// Anything else; the detail is logged, never sent.
    #[error("internal error: {0}")]
    Internal(String),
}

/// What the database keeps for a route, which an outage's message names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// Results and the figures made from them.
    Statistics,
    /// Players' sync documents.
    Sync,
    /// Rooms played together.
    Rooms,
}

impl AppError {
    /// The error of the database failing a route that keeps `kept`: for `map_err`.
    pub fn store(kept: Kept) -> impl Fn(store::StoreError) -> Self {
        move |error| Self::Store(kept, error)
    }

    /// An internal error from anything displayable (the text is logged only).
    pub fn internal(error: impl std::fmt::Display) -> Self {
        Self::Internal(error.to_string())
    }

    /// Whether this is the database being out of reach (down, or too slow), which the store
    /// logs once per outage.
    fn is_outage(&self) -> bool {
        matches!(
            self,
            Self::Store(
                _,
                store::StoreError::Unavailable(_) | store::StoreError::TimedOut(_)
            )
        )
    }

    /// The status this error is answered with.
    pub fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::Quota(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::InsufficientStorage(_) => StatusCode::INSUFFICIENT_STORAGE,
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::NotReady(_)
            | Self::RoomsFull
            | Self::Store(..)
            | Self::Work(WorkError::Busy | WorkError::TimedOut) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Work(_) | Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The plain message the client sees: for the errors any request can meet, in the
    /// request's language (`crate::language::scope`).
    fn public_message(&self) -> String {
        match self {
            Self::BadRequest(message)
            | Self::Unprocessable(message)
            | Self::TooLarge(message)
            | Self::Forbidden(message)
            | Self::UnsupportedMediaType(message)
            | Self::Quota(message)
            | Self::InsufficientStorage(message) => message.clone(),
            Self::NotFound => say!(ServerNotFound),
            Self::RateLimited { .. } => say!(ServerTooMany),
            Self::NotReady(_) => say!(ServerNotReady),
            Self::RoomsFull => say!(ServerRoomsFull),
            Self::Store(Kept::Statistics, _) => say!(ServerStore),
            Self::Store(Kept::Sync, _) => say!(ServerSyncStore),
            Self::Store(Kept::Rooms, _) => say!(ServerRoomsStore),
            Self::Work(WorkError::Busy | WorkError::TimedOut) => say!(ServerBusy),
            Self::Work(_) | Self::Internal(_) => say!(ServerInternal),
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        if self.is_outage() {
            // The store logs an outage once, when it begins and when it ends; not per request.
            tracing::debug!(error = %self, status = status.as_u16(), "request failed");
        } else if matches!(self, Self::RoomsFull) {
            // A limit doing its work, which a flood meets once per socket it tries.
            tracing::info!(error = %self, status = status.as_u16(), "request refused");
        } else if status.is_server_error() {
            tracing::error!(error = %self, status = status.as_u16(), "request failed");
        } else {
            tracing::info!(error = %self, status = status.as_u16(), "request refused");
        }
        let mut response = (status, self.public_message()).into_response();
        let retry_after = match &self {
            // Whole seconds, rounded up so a client that waits that long gets through.
            Self::RateLimited { retry_after } => {
                let seconds = retry_after.as_secs() + u64::from(retry_after.subsec_nanos() > 0);
                Some(seconds.max(1))
            }
            Self::Work(WorkError::Busy | WorkError::TimedOut) => Some(1),
            Self::Store(..) => Some(5),
            // Rooms free their sockets as their players leave.
            Self::RoomsFull => Some(30),
            _ => None,
        };
        if let Some(seconds) = retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn answer(error: AppError) -> (StatusCode, Option<String>, String) {
        let response = error.into_response();
        let status = response.status();
        let retry = response
            .headers()
            .get(header::RETRY_AFTER)
            .map(|value| value.to_str().unwrap_or_default().to_owned());
        let body = crate::testing::body_of(response).await;
        (status, retry, String::from_utf8_lossy(&body).into_owned())
    }

    #[tokio::test]
    async fn internal_detail_stays_in_the_log() {
        let (status, _, body) = answer(AppError::internal("disk /var/secret is full")).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
        assert!(!body.contains("secret"), "{body}");
    }

    #[tokio::test]
    async fn busy_work_asks_to_come_back() {
        let (status, retry, _) = answer(AppError::Work(WorkError::Busy)).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(retry.as_deref(), Some("1"));
        let (status, retry, _) = answer(AppError::RateLimited {
            retry_after: Duration::from_millis(2500),
        })
        .await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(retry.as_deref(), Some("3"));
    }

    #[tokio::test]
    async fn a_bad_request_says_what_was_wrong() {
        let (status, _, body) = answer(AppError::BadRequest("unknown size 7x7".to_owned())).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body, "unknown size 7x7");
    }
}
