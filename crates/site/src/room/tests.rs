use proptest::prelude::*;
use sudoku_core::{Geometry, Grid, Progress};

use super::*;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn board() -> RoomBoard {
    let givens: Grid = PUZZLE.parse().expect("a puzzle");
    RoomBoard::new(givens, Progress::empty(Geometry::standard()), 0)
}

fn change(seq: u64, by: u32, edit: Edit) -> Change {
    Change { seq, by, edit }
}

fn cell_of(board: &RoomBoard, index: u16) -> CellProgress {
    let n = board.givens.geometry().size();
    let i = usize::from(index);
    let cell = board.givens.geometry().cell(i / n, i % n).expect("a cell");
    board.progress.get(cell)
}

fn digit(d: u8) -> Digit {
    Digit::new(d).expect("a digit")
}

#[test]
fn two_players_noting_different_digits_in_one_cell_both_keep_theirs() {
    let mut room = board();
    // r1c3 is empty. Player 1 notes 1, player 2 notes 4, in whatever order the server chose.
    for (seq, by, d) in [(1, 1, 1), (2, 2, 4)] {
        let edit = Edit::Corner {
            cell: 2,
            digit: d,
            on: true,
        };
        assert_eq!(room.apply(&change(seq, by, edit)), Applied::Applied);
    }
    let corner = cell_of(&room, 2).corner;
    assert!(corner.contains(digit(1)) && corner.contains(digit(4)));
    assert_eq!(corner.len(), 2);
    // Taking one out leaves the other.
    let out = Edit::Corner {
        cell: 2,
        digit: 1,
        on: false,
    };
    room.apply(&change(3, 2, out));
    assert_eq!(
        cell_of(&room, 2).corner.iter().collect::<Vec<_>>(),
        vec![digit(4)]
    );
}

#[test]
fn for_a_digit_the_last_change_wins_and_says_who_placed_it() {
    let mut room = board();
    room.apply(&change(1, 1, Edit::Entry { cell: 2, digit: 4 }));
    room.apply(&change(2, 2, Edit::Entry { cell: 2, digit: 1 }));
    assert_eq!(cell_of(&room, 2).entry, Some(digit(1)));
    assert_eq!(room.placed_by[2], Some(2));
    room.apply(&change(3, 1, Edit::Entry { cell: 2, digit: 0 }));
    assert_eq!(cell_of(&room, 2).entry, None);
    assert_eq!(room.placed_by[2], None);
    assert_eq!(room.seq, 3);
}

#[test]
fn a_change_seen_is_skipped_and_a_gap_is_reported() {
    let mut room = board();
    let edit = Edit::Entry { cell: 2, digit: 4 };
    assert_eq!(room.apply(&change(1, 1, edit)), Applied::Applied);
    assert_eq!(room.apply(&change(1, 1, edit)), Applied::Seen);
    assert_eq!(room.apply(&change(3, 1, edit)), Applied::Gap);
    assert_eq!(room.seq, 1);
}

#[test]
fn edits_off_the_grid_or_on_givens_are_refused_but_givens_can_be_painted() {
    let givens: Grid = PUZZLE.parse().expect("a puzzle");
    let mut progress = Progress::empty(Geometry::standard());
    let refused = [
        (Edit::Entry { cell: 81, digit: 1 }, EditError::NoCell),
        (Edit::Entry { cell: 0, digit: 1 }, EditError::Given),
        (Edit::Entry { cell: 2, digit: 10 }, EditError::NoDigit),
        (
            Edit::Centre {
                cell: 2,
                digit: 0,
                on: true,
            },
            EditError::NoDigit,
        ),
        (
            Edit::Paint {
                cell: 2,
                colour: 0,
                on: true,
            },
            EditError::NoColour,
        ),
    ];
    for (edit, error) in refused {
        assert_eq!(edit.apply(&givens, &mut progress), Err(error), "{edit:?}");
    }
    assert!(progress.is_empty());
    let paint = Edit::Paint {
        cell: 0,
        colour: 3,
        on: true,
    };
    assert_eq!(paint.apply(&givens, &mut progress), Ok(true));
    assert_eq!(
        paint.apply(&givens, &mut progress),
        Ok(false),
        "no change the second time"
    );
    // A refused change from the server changes nothing but still counts in the sequence.
    let mut room = board();
    assert_eq!(
        room.apply(&change(1, 1, Edit::Entry { cell: 0, digit: 1 })),
        Applied::Applied
    );
    assert_eq!((room.seq, room.progress.is_empty()), (1, true));
}

#[test]
fn names_are_cleaned_and_guests_numbered() {
    assert_eq!(
        clean_name("  Ada \u{7} Lovelace "),
        Some("Ada Lovelace".to_owned())
    );
    assert_eq!(clean_name("\n\t "), None);
    assert_eq!(
        clean_name(&"é".repeat(40)).map(|n| n.chars().count()),
        Some(MAX_NAME)
    );
}

#[test]
fn a_client_message_is_read_or_refused() {
    let hello = ClientMessage::read(r#"{"t":"hello","name":" Bo\u0000b ","last":12}"#);
    assert_eq!(
        hello,
        Ok(ClientMessage::Hello {
            name: "Bob".to_owned(),
            last: Some(12),
            was: None,
        })
    );
    // Who the page was is kept only with a colour of the room's.
    let again = r#"{"t":"hello","name":"","last":null,"was":{"who":3,"colour":2,"key":7}}"#;
    assert!(matches!(
        ClientMessage::read(again),
        Ok(ClientMessage::Hello {
            was: Some(Was {
                who: 3,
                colour: 2,
                key: 7
            }),
            ..
        })
    ));
    let off = r#"{"t":"hello","name":"","last":null,"was":{"who":3,"colour":9,"key":7}}"#;
    assert!(matches!(
        ClientMessage::read(off),
        Ok(ClientMessage::Hello { was: None, .. })
    ));
    let edit = ClientMessage::Edit {
        id: 7,
        edit: Edit::Centre {
            cell: 40,
            digit: 5,
            on: true,
        },
    };
    assert_eq!(ClientMessage::read(&edit.to_json()), Ok(edit));
    assert_eq!(
        ClientMessage::read(&" ".repeat(MAX_MESSAGE + 1)),
        Err(MessageError::TooLong)
    );
    for bad in [
        "",
        "{}",
        r#"{"t":"shout"}"#,
        r#"{"t":"edit","id":1,"edit":{"k":"entry","cell":-1,"digit":1}}"#,
        r#"{"t":"edit","id":1,"edit":{"k":"entry","cell":70000,"digit":1}}"#,
    ] {
        assert_eq!(
            ClientMessage::read(bad),
            Err(MessageError::Malformed),
            "{bad}"
        );
    }
    let welcome = ServerMessage::Welcome {
        you: 2,
        key: 99,
        board: None,
        seq: 4,
        changes: vec![change(4, 1, Edit::Entry { cell: 2, digit: 4 })],
        people: vec![Person {
            who: 2,
            name: String::new(),
            colour: 2,
            cell: Some(2),
        }],
        solved: None,
    };
    assert_eq!(ServerMessage::read(&welcome.to_json()), Some(welcome));
}

/// Any edit of the grid's.
fn any_edit() -> impl Strategy<Value = Edit> {
    (0u16..81, 0u8..10, any::<bool>(), 0u8..4).prop_map(|(cell, d, on, kind)| match kind {
        0 => Edit::Entry { cell, digit: d },
        1 => Edit::Corner {
            cell,
            digit: d.max(1),
            on,
        },
        2 => Edit::Centre {
            cell,
            digit: d.max(1),
            on,
        },
        _ => Edit::Paint {
            cell,
            colour: d.max(1),
            on,
        },
    })
}

proptest! {
    /// Undo takes an edit back exactly, whatever the cell held.
    #[test]
    fn undo_takes_an_edit_back(earlier in proptest::collection::vec(any_edit(), 0..30), edit in any_edit()) {
        let givens: Grid = PUZZLE.parse().expect("a puzzle");
        let mut progress = Progress::empty(Geometry::standard());
        for e in earlier {
            let _ = e.apply(&givens, &mut progress);
        }
        let before = progress.clone();
        let n = 9;
        let i = usize::from(edit.cell());
        let cell = Geometry::standard().cell(i / n, i % n).expect("a cell");
        let undo = edit.undo(&before.get(cell));
        if edit.apply(&givens, &mut progress).is_ok() {
            let _ = undo.apply(&givens, &mut progress);
        }
        prop_assert_eq!(progress, before);
    }

    /// Edits of different marks commute: the pages agree whatever order two players' edits of
    /// different notes arrive in, and the server's order settles the rest.
    #[test]
    fn edits_of_different_marks_commute(a in any_edit(), b in any_edit()) {
        let same_mark = match (a, b) {
            (Edit::Entry { cell: x, .. }, Edit::Entry { cell: y, .. }) => x == y,
            (Edit::Corner { cell: x, digit: d, .. }, Edit::Corner { cell: y, digit: e, .. })
            | (Edit::Centre { cell: x, digit: d, .. }, Edit::Centre { cell: y, digit: e, .. })
            | (Edit::Paint { cell: x, colour: d, .. }, Edit::Paint { cell: y, colour: e, .. }) => {
                x == y && d == e
            }
            _ => false,
        };
        prop_assume!(!same_mark);
        let givens: Grid = PUZZLE.parse().expect("a puzzle");
        let (mut one, mut two) = (Progress::empty(Geometry::standard()), Progress::empty(Geometry::standard()));
        let _ = (a.apply(&givens, &mut one), b.apply(&givens, &mut one));
        let _ = (b.apply(&givens, &mut two), a.apply(&givens, &mut two));
        prop_assert_eq!(one, two);
    }

    /// The edits between two boards take the first to the second, whatever the moves were.
    #[test]
    fn the_edits_between_two_boards_take_one_to_the_other(
        first in proptest::collection::vec(any_edit(), 0..30),
        then in proptest::collection::vec(any_edit(), 0..30),
    ) {
        let givens: Grid = PUZZLE.parse().expect("a puzzle");
        let mut before = Progress::empty(Geometry::standard());
        for e in first {
            let _ = e.apply(&givens, &mut before);
        }
        let mut after = before.clone();
        for e in then {
            let _ = e.apply(&givens, &mut after);
        }
        let edits = edits_between(&before, &after);
        let mut replayed = before.clone();
        for e in &edits {
            prop_assert_eq!(e.apply(&givens, &mut replayed), Ok(true), "each edit changes a mark");
        }
        prop_assert_eq!(replayed, after);
    }

    /// Nothing a client sends makes the reader panic.
    #[test]
    fn any_text_is_read_or_refused(text in ".{0,200}") {
        let _ = ClientMessage::read(&text);
    }

    #[test]
    fn any_json_like_text_is_read_or_refused(text in r#"\{"t":"(hello|edit|select|ping)"[,:"a-z0-9{}\[\] -]{0,80}\}"#) {
        let _ = ClientMessage::read(&text);
    }
}

#[test]
fn the_bucket_lets_a_burst_through_then_the_pace() {
    let mut bucket = Bucket::new(10.0);
    let burst = (0..1000).filter(|_| bucket.take(10.0)).count();
    assert_eq!(burst, BURST as usize);
    assert!(!bucket.take(10.0));
    let second = (0..1000).filter(|_| bucket.take(11.0)).count();
    assert_eq!(second, PER_SECOND as usize);
    // A clock that goes back refills nothing.
    assert!(!bucket.take(5.0));
    let mut page = Bucket::paced(0.0);
    let burst = (0..1000).filter(|_| page.take(0.0)).count();
    assert!(burst < BURST as usize, "{burst}");
}
