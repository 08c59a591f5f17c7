//! Rooms over real sockets: the site's router served on loopback (one instance on SQLite, two
//! on one PostgreSQL), pages played by WebSocket clients. A digit and two notes in one cell
//! reach everyone, a selection is shown, a reconnecting page gets what it missed, and the limits
//! hold (size, rate, people, origin).

#[path = "support/site.rs"]
#[allow(unused_macros)]
mod support;

#[path = "support/server.rs"]
mod process;

#[path = "support/room.rs"]
mod room;

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use room::*;
use site::room::{ClientMessage, Edit, ServerMessage, MAX_MESSAGE, MAX_PEOPLE};
use store::testing::TestPostgres;
use sudoku_core::Geometry;
use support::*;
use tokio_tungstenite::tungstenite::{client::IntoClientRequest, Message};

/// Two pages play one room on `a` and `b` (one instance or two): a digit, two notes in one cell
/// and a selection reach the other.
async fn two_pages_play_together(a: SocketAddr, b: SocketAddr) {
    let id = make_room(a).await;
    let mut ada = Page::join(a, &id, "Ada").await;
    let mut bob = Page::join(b, &id, "").await;
    ada.edit(1, Edit::Entry { cell: 2, digit: 4 }).await;
    ada.until(|m| matches!(m, ServerMessage::Ack { id: 1, .. }))
        .await;
    bob.until(|m| matches!(m, ServerMessage::Changes { .. }))
        .await;
    // Two notes in one cell, one each: both stay, on both pages.
    ada.edit(2, corner(3, 1)).await;
    bob.edit(1, corner(3, 6)).await;
    for page in [&mut ada, &mut bob] {
        page.until_seq(3).await;
    }
    for page in [&ada, &bob] {
        let n = 9;
        let cell = Geometry::standard().cell(3 / n, 3 % n).expect("r1c4");
        let notes = page.board.progress.get(cell).corner;
        assert_eq!(notes.len(), 2, "both notes on page {}", page.who);
        let entry = page
            .board
            .progress
            .get(Geometry::standard().cell(0, 2).expect("r1c3"))
            .entry;
        assert_eq!(entry.map(|d| d.get()), Some(4));
    }
    // Bob's name is a guest's; his selection reaches Ada.
    say(&mut bob.socket, &ClientMessage::Select { cell: Some(40) }).await;
    let who = bob.who;
    let people = ada
        .until(|m| match m {
            ServerMessage::People { people } => {
                people.iter().any(|p| p.who == who && p.cell == Some(40))
            }
            _ => false,
        })
        .await;
    let ServerMessage::People { people } = people else {
        unreachable!("matched above");
    };
    assert!(people.iter().any(|p| p.name == "Ada"));
    // A guest has no name of its own: each page names them by their colour.
    assert!(people.iter().any(|p| p.who == who && p.name.is_empty()));
}

#[tokio::test]
async fn two_pages_play_together_on_one_instance() {
    let site = Site::new();
    let app = site.app(None);
    let addr = serve(&app).await;
    two_pages_play_together(addr, addr).await;
}

#[tokio::test]
async fn two_pages_play_together_on_two_instances_of_one_postgres() {
    let url = TestPostgres::shared().fresh_database().await;
    let (one, two) = (Site::new(), Site::new());
    let (a, b) = (one.app(Some(&url)), two.app(Some(&url)));
    let (a, b) = (serve(&a).await, serve(&b).await);
    two_pages_play_together(a, b).await;
}

/// A page that lost its socket sends the last change it has and gets the ones it missed; one
/// with no board gets the board whole.
#[tokio::test]
async fn a_page_that_reconnects_gets_what_it_missed() {
    let site = Site::new();
    let (app, addr, id) = served_room(&site).await;
    let (mut ada, mut bob) = Page::ada_and_bob(addr, &id).await;
    ada.edit(1, corner(2, 1)).await;
    bob.until_seq(1).await;
    drop(bob.socket);
    ada.edit(2, corner(2, 2)).await;
    ada.edit(3, Edit::Entry { cell: 3, digit: 8 }).await;
    ada.until_seq(3).await;
    let mut again = open(addr, &id, &format!("http://{addr}"))
        .await
        .expect("open");
    say(
        &mut again,
        &ClientMessage::Hello {
            name: "Bob".to_owned(),
            last: Some(1),
            was: None,
        },
    )
    .await;
    let welcome = loop {
        if let message @ ServerMessage::Welcome { .. } = hear(&mut again).await {
            break message;
        }
    };
    let ServerMessage::Welcome {
        board,
        seq,
        changes,
        ..
    } = welcome
    else {
        unreachable!("matched above");
    };
    assert_eq!((board, seq), (None, 3));
    assert_eq!(
        changes.iter().map(|c| c.seq).collect::<Vec<_>>(),
        vec![2, 3]
    );
    for change in &changes {
        bob.board.apply(change);
    }
    assert_eq!(bob.board.progress, ada.board.progress);

    // Everyone gone, the room's board is written back; a page that comes later (a week later,
    // as far as the room knows) is shown it whole.
    drop((ada.socket, again));
    let mut kept = None;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let room = app
            .store
            .as_ref()
            .expect("a store")
            .room(&id.parse().expect("an id"))
            .await;
        if let Ok(Some(room)) = room {
            if room.board_seq == 3 {
                kept = Some(room);
                break;
            }
        }
    }
    assert!(kept.is_some(), "the board is written back");
    let later = Page::join(addr, &id, "Cy").await;
    assert_eq!(
        (later.board.seq, later.board.progress.clone()),
        (3, bob.board.progress.clone())
    );
}

/// The limits: another site's page cannot open a socket; a message over the size ends the
/// socket; a malformed one is refused with a sentence; edits too fast are refused; a ninth
/// person is turned away; an unknown room says so.
#[tokio::test]
async fn a_room_s_limits_hold_and_say_why() {
    let site = Site::new();
    let (_app, addr, id) = served_room(&site).await;
    let refused = open(addr, &id, "https://elsewhere.example").await;
    assert!(refused.is_err_and(|e| e.contains("403")), "another origin");
    // Nor can another site's page make a room.
    let code = sudoku_core::code::encode(&PUZZLE.parse().expect("a puzzle"), None);
    let made_elsewhere = raw_post_from(addr, "/api/rooms", &code, "cross-site").await;
    assert!(
        made_elsewhere.starts_with("HTTP/1.1 403"),
        "{made_elsewhere}"
    );
    assert!(
        made_elsewhere.ends_with("Only this site's own pages can send this."),
        "{made_elsewhere}"
    );

    let mut page = Page::join(addr, &id, "Ada").await;
    page.socket
        .send(Message::text("{nonsense"))
        .await
        .expect("sent");
    let answer = page.refused().await;
    assert_eq!(
        answer,
        ServerMessage::Refused {
            message: "That is not a message of this site.".to_owned(),
            edit: None
        }
    );
    // An edit of a given is refused with the reason.
    page.edit(1, Edit::Entry { cell: 0, digit: 9 }).await;
    let answer = page.refused().await;
    assert_eq!(
        answer,
        ServerMessage::Refused {
            message: "That cell is a given.".to_owned(),
            edit: Some(1)
        }
    );
    // More edits at once than the burst: the burst passes, the rest are told to slow down.
    let over = site::room::BURST as u32 + 100;
    for n in 0..over {
        let on = n % 2 == 0;
        page.edit(
            100 + n,
            Edit::Centre {
                cell: 2,
                digit: 5,
                on,
            },
        )
        .await;
    }
    let slowed = page
        .until(|m| {
            matches!(m, ServerMessage::Refused { message, .. } if message == server::rooms::TOO_FAST)
        })
        .await;
    // The edit refused is named, so its page can take it back.
    assert!(
        matches!(slowed, ServerMessage::Refused { edit: Some(id), .. } if id >= 100),
        "{slowed:?}"
    );

    // Eight people fill a room; the ninth is told.
    let mut others = Vec::new();
    for n in 1..MAX_PEOPLE {
        others.push(Page::join(addr, &id, &format!("P{n}")).await);
    }
    let mut ninth = guest(addr, &id).await;
    assert!(matches!(
        hear(&mut ninth).await,
        ServerMessage::Refused { message, .. } if message.starts_with("This room is full")
    ));

    // A message over the size closes the socket.
    let huge = format!(
        r#"{{"t":"hello","name":"{}","last":null}}"#,
        "x".repeat(MAX_MESSAGE)
    );
    let mut big = open(addr, &id, &format!("http://{addr}"))
        .await
        .expect("open");
    let _ = big.send(Message::text(huge)).await;
    let closed = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match big.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return true,
                Some(Ok(_)) => {}
            }
        }
    })
    .await;
    assert_eq!(closed, Ok(true));

    // No such room.
    let mut lost = guest(addr, &"0".repeat(32)).await;
    assert!(matches!(
        hear(&mut lost).await,
        ServerMessage::Refused { message, .. } if message.starts_with("There is no such room")
    ));
    // The same from a page in German: the reason is in the page's language.
    let mut request = format!("ws://{addr}/api/rooms/{}/socket", "0".repeat(32))
        .into_client_request()
        .expect("a request");
    let headers = request.headers_mut();
    headers.insert(
        "origin",
        format!("http://{addr}").parse().expect("a header"),
    );
    headers.insert("accept-language", "de".parse().expect("a header"));
    let (mut german, _) = tokio_tungstenite::connect_async(request)
        .await
        .expect("open");
    say(&mut german, &hello("")).await;
    let in_german = i18n::Strings::of(i18n::Locale::De).text(i18n::Key::ServerRoomNotFound, "");
    assert!(!in_german.is_empty());
    assert!(matches!(
        hear(&mut german).await,
        ServerMessage::Refused { message, .. } if message == in_german
    ));
    // A room cannot be made from something that is not a board.
    let reply = raw_post(addr, "/api/rooms", "not a code").await;
    assert!(reply.starts_with("HTTP/1.1 422"), "{reply}");
}

/// The server binary hands a socket's connection over to it after the upgrade (the tests
/// above serve the router in process, with the same accept loop).
#[tokio::test]
async fn the_server_binary_serves_a_room_s_socket() {
    let server = process::Server::start(&[]);
    let addr = server.addr;
    let id = make_room(addr).await;
    let mut ada = Page::join(addr, &id, "Ada").await;
    ada.edit(1, Edit::Entry { cell: 2, digit: 4 }).await;
    let ack = ada.until(|m| matches!(m, ServerMessage::Ack { .. })).await;
    assert_eq!(ack, ServerMessage::Ack { id: 1, seq: 1 });
    say(&mut ada.socket, &ClientMessage::Ping).await;
    ada.until(|m| *m == ServerMessage::Pong).await;
}

/// A page joining just as the last one leaves gets the same room as the pages after it: their
/// edits reach each other, however the leave and the join interleave.
#[tokio::test]
async fn a_page_joining_as_the_last_leaves_shares_the_room_with_those_after() {
    let site = Site::new();
    let (_app, addr, id) = served_room(&site).await;
    for round in 0..10u32 {
        let leaving = Page::join(addr, &id, "Leaving").await;
        let (bob, ()) = tokio::join!(Page::join(addr, &id, "Bob"), async { drop(leaving) });
        let mut bob = bob;
        let mut cy = Page::join(addr, &id, "Cy").await;
        let seq = cy.board.seq;
        cy.edit(round, corner(2, (round % 9) as u8 + 1)).await;
        cy.until(|m| matches!(m, ServerMessage::Ack { .. } | ServerMessage::Refused { .. }))
            .await;
        bob.until_seq(seq + 1).await;
        assert_eq!(bob.board.seq, seq + 1, "round {round}");
    }
}

/// A room's page: the server's HTML shows the room's board as it is now (a digit placed over
/// the socket is in the grid before any script runs), and an unknown room, or an address that
/// is no room's id, gets the page that says so (404).
#[tokio::test]
async fn a_room_s_page_shows_its_board_and_an_unknown_room_says_so() {
    let site = Site::new();
    let (app, addr, id) = served_room(&site).await;
    let mut ada = Page::join(addr, &id, "Ada").await;
    ada.edit(1, Edit::Entry { cell: 2, digit: 4 }).await;
    ada.until(|m| matches!(m, ServerMessage::Ack { id: 1, .. }))
        .await;
    // While the room is open here, and after its last page left (read from the store).
    for open in [true, false] {
        if !open {
            ada.socket.close(None).await.expect("closed");
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
        let page = get(&app, &format!("/r/{id}")).await;
        assert_eq!(page.status, 200, "{}", page.body);
        assert!(page.body.contains("Playing together"), "{}", page.body);
        let cell = cell_markup(&page.body, 2);
        assert!(cell.contains(">4<"), "open {open}: {cell}");
        assert!(page.body.contains("/room.css"));
    }
    for missing in [
        "/r/0123456789abcdef0123456789abcdef".to_owned(),
        "/r/not-a-room".to_owned(),
    ] {
        let page = get(&app, &missing).await;
        assert_eq!(page.status, 404, "{missing}");
        assert!(page.body.contains("No such room"), "{}", page.body);
    }
}

/// The markup of cell `index` (in reading order), up to the next cell.
fn cell_markup(html: &str, index: usize) -> &str {
    let start = html
        .find(&format!("id=\"cell-{index}\""))
        .unwrap_or_else(|| panic!("no cell {index}"));
    let rest = &html[start..];
    let end = rest[1..].find("id=\"cell-").map_or(rest.len(), |i| i + 1);
    &rest[..end]
}
