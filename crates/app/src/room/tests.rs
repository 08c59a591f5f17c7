use site::room::{Change, ClientMessage, Edit, Person, RoomBoard, ServerMessage, BURST};
use sudoku_core::{code, Digit, Grid, Progress};

use super::*;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn givens() -> Grid {
    PUZZLE.parse().expect("parses")
}

fn room() -> RoomState {
    let givens = givens();
    let progress = Progress::empty(givens.geometry());
    RoomState::new(RoomBoard::new(givens, progress, 0), 0.0)
}

fn welcome(you: u32, people: Vec<Person>) -> ServerMessage {
    ServerMessage::Welcome {
        you,
        key: 5,
        board: None,
        seq: 0,
        changes: Vec::new(),
        people,
        solved: None,
    }
}

fn person(who: u32, name: &str, cell: Option<u16>) -> Person {
    Person {
        who,
        name: name.to_owned(),
        colour: u8::try_from(who).expect("small"),
        cell,
    }
}

/// The board after the player moved: `edit` applied to what the room shows.
fn move_by(room: &mut RoomState, edit: Edit) {
    let before = room.shown();
    let mut after = before.clone();
    edit.apply(&givens(), &mut after).expect("applies");
    room.moved(&before, &after);
}

fn entry(room: &RoomState, cell: u16) -> Option<u8> {
    let givens = givens();
    let cell = givens
        .geometry()
        .cell(usize::from(cell) / 9, usize::from(cell) % 9)
        .expect("cell");
    room.shown().get(cell).entry.map(Digit::get)
}

#[test]
fn a_move_shows_at_once_and_is_sent_once_online() {
    let mut room = room();
    move_by(&mut room, Edit::Entry { cell: 2, digit: 4 });
    assert_eq!(entry(&room, 2), Some(4));
    // Offline: nothing goes, the edit waits.
    assert!(room.to_send(0.0).is_empty());
    assert_eq!(room.waiting(), 1);
    room.heard(welcome(1, vec![person(1, "Ada", None)]));
    let sent = room.to_send(0.0);
    assert_eq!(
        sent,
        vec![ClientMessage::Edit {
            id: 1,
            edit: Edit::Entry { cell: 2, digit: 4 }
        }]
    );
    assert!(room.to_send(0.0).is_empty(), "sent once");
    // The server numbers it and tells everyone: it is the room's now.
    room.heard(ServerMessage::Ack { id: 1, seq: 1 });
    assert_eq!(room.waiting(), 1, "kept until the room's board has it");
    room.heard(changed(1, 1, Edit::Entry { cell: 2, digit: 4 }));
    assert_eq!(room.waiting(), 0);
    assert_eq!(entry(&room, 2), Some(4));
}

#[test]
fn the_server_s_order_wins_over_the_order_the_page_saw() {
    let mut room = room();
    room.heard(welcome(1, Vec::new()));
    // The player places 4, then hears that someone placed 1 in the same cell before it.
    move_by(&mut room, Edit::Entry { cell: 2, digit: 4 });
    room.to_send(0.0);
    let heard = room.heard(changed(1, 2, Edit::Entry { cell: 2, digit: 1 }));
    assert!(heard.board);
    assert_eq!(
        entry(&room, 2),
        Some(4),
        "the player's later edit is on top"
    );
    room.heard(changed(2, 1, Edit::Entry { cell: 2, digit: 4 }));
    room.heard(ServerMessage::Ack { id: 1, seq: 2 });
    assert_eq!(entry(&room, 2), Some(4));
    assert_eq!(room.waiting(), 0);
    // And someone's later 7 wins over it.
    room.heard(changed(3, 2, Edit::Entry { cell: 2, digit: 7 }));
    assert_eq!(entry(&room, 2), Some(7));
}

#[test]
fn notes_of_two_players_in_one_cell_both_stay() {
    let mut room = room();
    room.heard(welcome(1, Vec::new()));
    move_by(
        &mut room,
        Edit::Corner {
            cell: 3,
            digit: 2,
            on: true,
        },
    );
    room.heard(changed(
        1,
        2,
        Edit::Corner {
            cell: 3,
            digit: 6,
            on: true,
        },
    ));
    let cell = givens().geometry().cell(0, 3).expect("cell");
    let notes = room.shown().get(cell).corner;
    let digits: Vec<u8> = notes.iter().map(Digit::get).collect();
    assert_eq!(digits, vec![2, 6]);
}

#[test]
fn a_gap_asks_for_a_reconnect_whose_hello_asks_for_the_board_whole() {
    let mut room = room();
    room.heard(welcome(1, Vec::new()));
    let heard = room.heard(changed(2, 2, Edit::Entry { cell: 2, digit: 1 }));
    assert!(heard.reconnect);
    assert_eq!(entry(&room, 2), None);
    // The next hello asks for the board whole, whatever went missing.
    assert_eq!(
        room.hello("Ada"),
        ClientMessage::Hello {
            name: "Ada".to_owned(),
            last: None,
            was: None,
        }
    );
    let givens = givens();
    let mut board = Progress::empty(givens.geometry());
    Edit::Entry { cell: 2, digit: 1 }
        .apply(&givens, &mut board)
        .expect("applies");
    room.heard(ServerMessage::Welcome {
        you: 4,
        key: 6,
        board: Some(code::encode(&givens, Some(&board))),
        seq: 2,
        changes: Vec::new(),
        people: Vec::new(),
        solved: None,
    });
    assert_eq!(entry(&room, 2), Some(1));
    assert_eq!(room.hello("Ada"), hello_after("Ada", 2));
}

#[test]
fn edits_made_offline_go_after_the_reconnect_and_unnumbered_ones_again() {
    let mut room = room();
    room.heard(welcome(1, Vec::new()));
    move_by(&mut room, Edit::Entry { cell: 2, digit: 4 });
    assert_eq!(room.to_send(0.0).len(), 1);
    // The socket drops before the server answered.
    room.offline();
    move_by(&mut room, Edit::Entry { cell: 5, digit: 6 });
    assert!(room.to_send(1.0).is_empty());
    assert_eq!(entry(&room, 5), Some(6), "play goes on");
    room.heard(welcome(3, Vec::new()));
    let again: Vec<u32> = room
        .to_send(1.0)
        .iter()
        .filter_map(|m| match m {
            ClientMessage::Edit { id, .. } => Some(*id),
            _ => None,
        })
        .collect();
    assert_eq!(again, vec![1, 2]);
}

#[test]
fn a_whole_board_replaces_the_room_s_and_keeps_the_player_s_waiting_edits() {
    let mut room = room();
    room.heard(welcome(1, Vec::new()));
    move_by(&mut room, Edit::Entry { cell: 2, digit: 4 });
    let givens = givens();
    let mut board = Progress::empty(givens.geometry());
    Edit::Entry { cell: 5, digit: 6 }
        .apply(&givens, &mut board)
        .expect("applies");
    let code = code::encode(&givens, Some(&board));
    let heard = room.heard(ServerMessage::Board {
        board: code,
        seq: 40,
    });
    assert!(heard.board);
    assert_eq!(entry(&room, 5), Some(6));
    assert_eq!(entry(&room, 2), Some(4));
    // A board that does not read is not taken.
    let wrong = ServerMessage::Board {
        board: "not a code".to_owned(),
        seq: 50,
    };
    assert!(!room.heard(wrong).board);
    assert_eq!(room.hello(""), hello_after("", 40));
}

#[test]
fn edits_go_no_faster_than_the_server_takes_them() {
    let mut room = room();
    room.heard(welcome(1, Vec::new()));
    let before = room.shown();
    let mut after = before.clone();
    // More edits at once than the burst: every empty cell gets all nine notes, and loses
    // them again.
    let givens = givens();
    for index in 0..81u16 {
        for digit in 1..=9 {
            let _ = Edit::Corner {
                cell: index,
                digit,
                on: true,
            }
            .apply(&givens, &mut after);
        }
    }
    room.moved(&before, &after);
    room.moved(&after, &before);
    let total = room.waiting();
    assert!(total > BURST as usize, "{total}");
    // Three quarters of the server's burst at once, then of its pace.
    let first = room.to_send(0.0).len();
    assert_eq!(first, (BURST * 0.75) as usize);
    assert!(room.holding());
    let next = room.to_send(1.0).len();
    assert_eq!(next, (site::room::PER_SECOND * 0.75) as usize);
    // Sent at that pace, every edit passes the server's bucket even when the network delivers
    // a second's worth late, together with the next second's.
    let mut server = Bucket::new(0.0);
    let passed = (0..first + next)
        .filter(|n| server.take(if *n < first { 0.0 } else { 0.9 }))
        .count();
    assert_eq!(passed, first + next);
}

#[test]
fn comings_and_goings_are_announced_and_others_selections_shown() {
    let mut room = room();
    room.heard(welcome(1, vec![person(1, "Ada", Some(0))]));
    let heard = room.heard(ServerMessage::People {
        people: vec![person(1, "Ada", Some(0)), person(2, "Bo", Some(10))],
    });
    assert_eq!(heard.announce, vec!["Bo joined.".to_owned()]);
    assert_eq!(room.others_selected(), vec![(10, 2, "Bo".to_owned())]);
    let heard = room.heard(ServerMessage::People {
        people: vec![person(1, "Ada", Some(0))],
    });
    assert_eq!(heard.announce, vec!["Bo left.".to_owned()]);
    assert!(room.others_selected().is_empty());
    // The player's selection goes once, the latest only.
    room.selected(Some(4));
    room.selected(Some(5));
    assert_eq!(
        room.to_send(0.0),
        vec![ClientMessage::Select { cell: Some(5) }]
    );
    assert!(room.to_send(0.0).is_empty());
}

#[test]
fn who_placed_what_counts_each_player_s_digits() {
    let mut room = room();
    room.heard(welcome(
        1,
        vec![person(1, "Ada", None), person(2, "Bo", None)],
    ));
    let changes = [(2, 1), (3, 2), (5, 2), (6, 9)]
        .iter()
        .enumerate()
        .map(|(n, &(cell, by))| Change {
            seq: n as u64 + 1,
            by,
            edit: Edit::Entry {
                cell,
                digit: 1 + n as u8,
            },
        })
        .collect();
    room.heard(ServerMessage::Changes { changes });
    assert_eq!(
        room.placed(),
        vec![
            ("Bo".to_owned(), 2),
            ("Ada".to_owned(), 1),
            ("Player 9".to_owned(), 1)
        ]
    );
}

#[test]
fn a_refusal_is_said_and_a_refused_edit_taken_back() {
    let mut room = room();
    let heard = room.heard(ServerMessage::Refused {
        message: "This room is full.".to_owned(),
        edit: None,
    });
    assert_eq!(heard.notice.as_deref(), Some("This room is full."));
    room.heard(welcome(1, Vec::new()));
    move_by(&mut room, Edit::Entry { cell: 2, digit: 4 });
    move_by(&mut room, Edit::Entry { cell: 5, digit: 6 });
    room.to_send(0.0);
    let heard = room.heard(ServerMessage::Refused {
        message: "The change could not be kept.".to_owned(),
        edit: Some(1),
    });
    assert!(heard.board, "the board shown changes");
    assert_eq!(entry(&room, 2), None, "the refused edit is taken back");
    assert_eq!(entry(&room, 5), Some(6), "the other stays");
    assert_eq!(room.waiting(), 1);
}

#[test]
fn a_guest_is_named_by_their_colour_and_keeps_who_they_were() {
    let mut room = room();
    // A guest's name is empty: the page names them by their colour, no two alike.
    let mut guest = person(3, "", None);
    guest.colour = 2;
    assert_eq!(name(&guest), "Owl");
    let names: Vec<String> = (1..=8)
        .map(|colour| {
            let mut p = person(1, "", None);
            p.colour = colour;
            name(&p)
        })
        .collect();
    let initials: std::collections::BTreeSet<char> =
        names.iter().filter_map(|n| n.chars().next()).collect();
    assert_eq!(initials.len(), 8, "{names:?}");
    // A page welcomed as 3 in colour 2 says so in its next hello, to be the same again.
    room.heard(welcome(3, vec![guest]));
    assert_eq!(
        room.hello(""),
        ClientMessage::Hello {
            name: String::new(),
            last: Some(0),
            was: Some(Was {
                who: 3,
                colour: 2,
                key: 5
            }),
        }
    );
}

/// The hello of a page named `name` whose board is as of change `last`.
fn hello_after(name: &str, last: u64) -> ClientMessage {
    ClientMessage::Hello {
        name: name.to_owned(),
        last: Some(last),
        was: None,
    }
}

/// The server's message of one change: number `seq`, made by player `by`.
fn changed(seq: u64, by: u32, edit: Edit) -> ServerMessage {
    ServerMessage::Changes {
        changes: vec![Change { seq, by, edit }],
    }
}
