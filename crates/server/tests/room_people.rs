//! Who is who in a room, over real sockets: a page that comes back stays the same person (its
//! number, colour and so its guest name), and the room's finish is one time for everyone.

#[path = "support/site.rs"]
#[allow(unused_macros)]
mod support;

#[path = "support/room.rs"]
mod room;

use room::*;
use site::room::{ClientMessage, Edit, ServerMessage};
use support::*;

/// A page that opens its socket again (a lost connection, a new name) says who it was, and
/// stays that person: the same number and colour, so its own name never changes by itself,
/// even while its old socket has not closed yet (its key proves it is the same page); a number
/// someone else has now is not given twice.
#[tokio::test]
async fn a_page_that_comes_back_is_the_same_person() {
    let site = Site::new();
    let (_app, addr, id) = served_room(&site).await;
    let origin = format!("http://{addr}");
    let hello = |was| ClientMessage::Hello {
        name: String::new(),
        last: None,
        was,
    };
    let mut first = open(addr, &id, &origin).await.expect("open");
    say(&mut first, &hello(None)).await;
    let (who, key, people) = welcome_of(&mut first).await;
    let colour = people.iter().find(|p| p.who == who).expect("here").colour;
    let was = Some(site::room::Was { who, colour, key });

    // A second socket of the same page, its first not closed yet: it takes the seat.
    let mut second = open(addr, &id, &origin).await.expect("open");
    say(&mut second, &hello(was)).await;
    let (again, _, people) = welcome_of(&mut second).await;
    assert_eq!(again, who, "the same number");
    let me: Vec<_> = people.iter().filter(|p| p.who == who).collect();
    assert_eq!(me.len(), 1, "one person, not two");
    assert_eq!(me[0].colour, colour, "the same colour");
    // The old socket closing does not take the person out.
    drop(first);
    let mut bob = Page::join(addr, &id, "Bob").await;
    say(&mut bob.socket, &ClientMessage::Select { cell: Some(3) }).await;
    let people = bob
        .until(|m| matches!(m, ServerMessage::People { people } if people.iter().any(|p| p.cell == Some(3))))
        .await;
    let ServerMessage::People { people } = people else {
        unreachable!("matched above");
    };
    assert!(
        people.iter().any(|p| p.who == who),
        "still here: {people:?}"
    );

    // Gone for good, then back after someone else came: the same number and colour.
    drop(second);
    bob.until(
        |m| matches!(m, ServerMessage::People { people } if people.iter().all(|p| p.who != who)),
    )
    .await;
    let cy = Page::join(addr, &id, "Cy").await;
    let mut back = open(addr, &id, &origin).await.expect("open");
    say(&mut back, &hello(was)).await;
    let (you, _, people) = welcome_of(&mut back).await;
    assert_eq!(you, who);
    let me = people.iter().find(|p| p.who == you).expect("here");
    assert_eq!(me.colour, colour);

    // Claiming someone present without their key: a new number.
    let mut claim = open(addr, &id, &origin).await.expect("open");
    let bob_was = site::room::Was {
        who: bob.who,
        colour: 2,
        key: 1,
    };
    say(&mut claim, &hello(Some(bob_was))).await;
    let (other, _, _) = welcome_of(&mut claim).await;
    assert_ne!(other, bob.who);
    drop(cy);
}

/// The player's number, their key and who is here, from the welcome `socket` hears next.
async fn welcome_of(socket: &mut Socket) -> (u32, u64, Vec<site::room::Person>) {
    loop {
        if let ServerMessage::Welcome {
            you, key, people, ..
        } = hear(socket).await
        {
            return (you, key, people);
        }
    }
}

/// The edit that solves a room's board makes the server record when, once: every page hears
/// the same time, the store keeps it, and a page that comes later is welcomed with it.
#[tokio::test]
async fn a_room_solved_tells_everyone_the_same_finish() {
    let site = Site::new();
    let (app, addr, id) = served_room(&site).await;
    let (mut ada, mut bob) = Page::ada_and_bob(addr, &id).await;
    let puzzle: sudoku_core::Grid = PUZZLE.parse().expect("a puzzle");
    let solution = puzzle.solution().expect("one solution");
    let empty: Vec<sudoku_core::Cell> = puzzle
        .geometry()
        .cells()
        .filter(|&cell| puzzle.get(cell).is_none())
        .collect();
    for (n, cell) in empty.iter().enumerate() {
        let digit = solution.get(*cell).expect("solved").get();
        let page = if n % 2 == 0 { &mut ada } else { &mut bob };
        let cell = u16::try_from(cell.index()).expect("small");
        page.edit(n as u32, Edit::Entry { cell, digit }).await;
    }
    let solved_at = |m: &ServerMessage| matches!(m, ServerMessage::Solved { .. });
    let (ServerMessage::Solved { at: a }, ServerMessage::Solved { at: b }) =
        (ada.until(solved_at).await, bob.until(solved_at).await)
    else {
        unreachable!("matched above");
    };
    assert_eq!(a, b, "one finish for everyone");
    let stored = stored_room(&app, &id).await;
    assert_eq!(stored.solved, Some(a));
    let mut later = open(addr, &id, &format!("http://{addr}"))
        .await
        .expect("open");
    say(&mut later, &hello("")).await;
    let solved = loop {
        if let ServerMessage::Welcome { solved, .. } = hear(&mut later).await {
            break solved;
        }
    };
    assert_eq!(solved, Some(a));
}
