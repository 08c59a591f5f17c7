//! Rooms: `POST /api/rooms` makes a room from a board (its share code, plain text) and answers
//! `{"id": …, "page": "/r/<id>"}` (201); `GET /api/rooms/<id>/socket` is the room's WebSocket
//! (see `crate::rooms`). Both come only from this site's pages: the socket's upgrade checks the
//! `Origin` against the `Host`, since a browser lets any site open a socket anywhere.

use std::time::SystemTime;

use axum::{
    extract::{ws::WebSocketUpgrade, Path, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use http::HeaderMap;
use site::{
    api::{room_page_path, RoomMade},
    ids::RoomId,
    room::MAX_MESSAGE,
};

use crate::{
    admission::{origin_is_host, random_bytes, same_origin},
    client::Client,
    error::{AppError, Kept},
    language::say,
    rooms::NoTicket,
    state::Data,
};

/// The read and write buffers of a room's socket, in bytes.
const SOCKET_BUFFER: usize = 4096;

/// The longest share code a room is made from (a 25×25 board with notes and colours fits).
const MAX_CODE: usize = 16 * 1024;

/// `POST /api/rooms`.
pub async fn make(
    State(data): State<Data>,
    headers: HeaderMap,
    body: String,
) -> Result<impl IntoResponse, AppError> {
    same_origin(&headers)?;
    let code = body.trim();
    if code.len() > MAX_CODE {
        return Err(AppError::BadRequest(say!(ServerRoomBoardTooLarge)));
    }
    sudoku_core::code::decode_puzzle(code)
        .map_err(|_| AppError::Unprocessable(say!(ServerRoomNotABoard)))?;
    // 128 random bits: a clash is as good as impossible, but a second id is cheap.
    for _ in 0..3 {
        let id = RoomId::from_bytes(random_bytes()?);
        let made = data.store.create_room(&id, code, SystemTime::now()).await;
        if made.map_err(AppError::store(Kept::Rooms))? {
            let made = RoomMade {
                id: id.to_string(),
                page: room_page_path(&id),
            };
            return Ok((StatusCode::CREATED, Json(made)));
        }
    }
    Err(AppError::internal("three room ids taken in a row"))
}

/// `GET /api/rooms/<id>/socket`.
pub async fn socket(
    State(data): State<Data>,
    Path(id): Path<String>,
    client: Client,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !origin_is_host(&headers) {
        return AppError::Forbidden(say!(ServerRoomsOwnPages)).into_response();
    }
    let Ok(id) = id.parse::<RoomId>() else {
        return AppError::NotFound.into_response();
    };
    let hub = data.rooms.clone();
    let locale = crate::language::of_request(&headers);
    // The socket's place among this instance's and its address's: it lives as long as the
    // socket does, while the connection's own slots go once the upgrade is answered.
    let ticket = match hub.ticket(client.0) {
        Ok(ticket) => ticket,
        Err(NoTicket::Client) => {
            return AppError::Quota(say!(ServerRoomSocketsClient)).into_response();
        }
        Err(NoTicket::Full) => return AppError::RoomsFull.into_response(),
    };
    // Small buffers: a room's messages are small, and an idle socket's memory is mostly its
    // buffers (the defaults, 128 KiB each way, made about 100 KiB a socket).
    upgrade
        .read_buffer_size(SOCKET_BUFFER)
        .write_buffer_size(SOCKET_BUFFER)
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| async move {
            crate::rooms::serve(hub, id, socket, locale).await;
            drop(ticket);
        })
}
