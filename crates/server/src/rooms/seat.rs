//! A person's seat in a room: joining (a number unique across instances, or the page's own
//! again, a colour, the welcome with what the page missed) and leaving.

use std::sync::Arc;
use std::time::SystemTime;

use site::room::{clean_name, Person, ServerMessage, Was, MAX_PEOPLE};

use super::{Hub, Live, RoomError, Seat};

/// Adds `name` (cleaned; a guest's otherwise) to the room, answering with the welcome: the
/// changes after the page's `last` if it has a board, else the board whole.
pub(super) async fn join(
    hub: &Hub,
    live: &Arc<Live>,
    name: &str,
    last: Option<u64>,
    was: Option<Was>,
) -> Result<(u32, u64, ServerMessage), RoomError> {
    // Who the page was on its last socket: the same person again (a reconnect, a rename), in
    // the same colour if it is free, if nobody has that number now, or if its old socket here
    // still has it with the key the page was given (the old socket has not closed yet).
    let again = {
        let state = live.state.lock().await;
        let people = state.people();
        was.filter(|was| match state.seats.get(&was.who) {
            Some(seat) => seat.key == was.key,
            None => !people.iter().any(|p| p.who == was.who),
        })
    };
    if again.is_none() && live.state.lock().await.people().len() >= MAX_PEOPLE {
        return Err(RoomError::Full);
    }
    let who = match again {
        Some(was) => was.who,
        // A number unique across the instances on the database.
        None => hub
            .store()
            .join_room(&live.id, SystemTime::now())
            .await?
            .ok_or(RoomError::NotFound)?,
    };
    let mut state = live.state.lock().await;
    if state.closed {
        return Err(RoomError::Closed);
    }
    // The same page's old socket gives its seat up.
    let taken = state.people.remove(&who).filter(|_| again.is_some());
    let people = state.people();
    if people.len() >= MAX_PEOPLE || people.iter().any(|p| p.who == who) {
        return Err(RoomError::Full);
    }
    let colour = match &taken {
        Some(person) => person.colour,
        None => state.colour_for(again.map(|was| was.colour)),
    };
    let key = match again.filter(|_| taken.is_some()) {
        Some(was) => was.key,
        None => u64::from_le_bytes(crate::admission::random_bytes().unwrap_or_default()),
    };
    state.sockets_seated += 1;
    let socket = state.sockets_seated;
    state.seats.insert(who, Seat { key, socket });
    // A guest's name is empty: each page names them by their colour, in its own language.
    let name = clean_name(name).unwrap_or_default();
    state.people.insert(
        who,
        Person {
            who,
            name,
            colour,
            cell: None,
        },
    );
    state.sockets += 1;
    let seq = state.board.seq;
    // The changes the page missed, if the store still has them all; else the board whole.
    let changes = match last.filter(|&last| last <= seq) {
        Some(last) if last == seq => Some(Vec::new()),
        Some(last) => {
            let stored = hub
                .store()
                .changes_since(&live.id, last, super::CATCH_UP)
                .await?;
            let complete = stored.first().is_some_and(|c| c.seq == last + 1)
                && stored.last().is_some_and(|c| c.seq == seq);
            complete.then(|| stored.iter().filter_map(super::change_of).collect())
        }
        None => None,
    };
    let welcome = ServerMessage::Welcome {
        you: who,
        key,
        board: changes.is_none().then(|| state.board_code()),
        seq,
        changes: changes.unwrap_or_default(),
        people: state.people(),
        solved: state.solved,
    };
    drop(state);
    live.people_changed(hub).await;
    Ok((who, socket, welcome))
}

/// Takes `who` (on the socket seated as `socket`) out of the room, unless a newer socket of
/// their page took their seat, tells the others, and closes the room here if they were the
/// last.
pub(super) async fn leave(hub: &Hub, live: &Arc<Live>, who: u32, socket: u64) {
    {
        let mut state = live.state.lock().await;
        if state
            .seats
            .get(&who)
            .is_some_and(|seat| seat.socket == socket)
        {
            state.seats.remove(&who);
            if let Some(person) = state.people.remove(&who) {
                state.left.retain(|&colour| colour != person.colour);
                state.left.push(person.colour);
            }
        }
        state.sockets = state.sockets.saturating_sub(1);
    }
    live.people_changed(hub).await;
    hub.close_if_empty(live).await;
}
