//! On PostgreSQL, the changes that other instances add to a room open here: a listener hears
//! each change's notification and the room catches up from the table; when the listener lost
//! its connection (and reconnected), every room open here catches up, so nothing missed
//! meanwhile stays missed. On SQLite one instance has the file: nothing to hear.

use std::time::Duration;

use store::RoomNotice;

use super::Hub;

/// How long the listener waits before it tries the database again.
const RETRY: Duration = Duration::from_secs(2);

/// Listens for the rooms of `hub` until the process ends (only on PostgreSQL), and repeats
/// who is in each room here to the other instances every [`super::PRESENCE`] / 3.
pub fn listen(hub: Hub) {
    if !hub.shared() {
        return;
    }
    let repeating = hub.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(super::PRESENCE / 3);
        loop {
            every.tick().await;
            for live in repeating.all() {
                live.repeat_announcement(&repeating).await;
            }
        }
    });
    tokio::spawn(async move {
        loop {
            let mut notifications = match hub.store().room_notifications().await {
                Ok(Some(notifications)) => notifications,
                Ok(None) => return,
                Err(error) => {
                    tracing::warn!(%error, "cannot listen for rooms' changes; trying again");
                    tokio::time::sleep(RETRY).await;
                    continue;
                }
            };
            // Whatever came while nobody listened.
            catch_up_all(&hub).await;
            loop {
                match notifications.next().await {
                    Ok(RoomNotice::Change { room, change }) => {
                        if let Some(live) = hub.live(&room) {
                            if let Err(error) = live.known(hub.store(), &change).await {
                                tracing::warn!(%error, %room, "cannot read a room's changes");
                            }
                        }
                    }
                    Ok(RoomNotice::People {
                        room,
                        instance,
                        people,
                    }) => {
                        if instance != hub.instance {
                            if let Some(live) = hub.live(&room) {
                                live.heard_people(instance, &people).await;
                            }
                        }
                    }
                    Ok(RoomNotice::Reconnected) => catch_up_all(&hub).await,
                    Err(error) => {
                        tracing::warn!(%error, "the rooms' listener lost the database");
                        tokio::time::sleep(RETRY).await;
                    }
                }
            }
        }
    });
}

/// Every room open here reads the changes it has not applied.
async fn catch_up_all(hub: &Hub) {
    for live in hub.all() {
        if let Err(error) = live.catch_up(hub.store()).await {
            tracing::warn!(%error, room = %live.id, "cannot read a room's changes");
        }
    }
}
