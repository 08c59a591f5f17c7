//! A room's page (`/r/<id>`): before the page renders, the room's board is read (the open
//! room's here, else the store's) and put into the request for the page
//! (`site::room::PreparedRoom`), so the server's HTML already shows it.

use axum::{
    extract::{Request, State},
    middleware::Next,
    response::Response,
};
use site::address::Page;
use site::ids::RoomId;
use site::room::PreparedRoom;

use crate::state::Data;

/// The middleware: prepares the room a `/r/<id>` address shows (`data`: `None` when the site
/// keeps no data, so it has no rooms).
pub async fn prepare(
    State(data): State<Option<Data>>,
    mut request: Request,
    next: Next,
) -> Response {
    if let Page::Room { id } = Page::of(request.uri().path()) {
        let prepared = match (id.parse::<RoomId>(), &data) {
            (Err(_), _) => PreparedRoom::Missing,
            (Ok(_), None) => PreparedRoom::Unavailable,
            (Ok(id), Some(data)) => match data.rooms.board(&id).await {
                Ok(Some(board)) => board,
                Ok(None) => PreparedRoom::Missing,
                Err(error) => {
                    tracing::warn!(%error, room = %id, "cannot read a room for its page");
                    PreparedRoom::Unavailable
                }
            },
        };
        request.extensions_mut().insert(prepared);
    }
    next.run(request).await
}
