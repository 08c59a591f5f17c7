use super::*;
use crate::game::testing::{at, d, givens};
use crate::game::{InputMode, SaveError};

/// A few moves of each kind, each stamped a few seconds after the one before.
fn played() -> Game {
    let mut game = Game::new(givens());
    let (a, b) = (at(&game, 0, 2), at(&game, 0, 3));
    game.select(a);
    game.input(d(4));
    game.stamp_moves(3_200);
    game.set_mode(InputMode::Corner);
    game.select(b);
    game.input(d(6));
    game.stamp_moves(7_000);
    game.set_mode(InputMode::Digit);
    game.input(d(6));
    game.stamp_moves(12_500);
    game
}

#[test]
fn each_change_of_a_digit_or_note_is_a_move_with_its_time() {
    let mut game = played();
    let (a, b) = (at(&game, 0, 2), at(&game, 0, 3));
    // Colours change nothing the review shows: not recorded.
    game.set_mode(InputMode::Colour);
    assert!(game.input(d(2)));
    game.set_mode(InputMode::Digit);
    game.select(a);
    assert!(game.erase());
    game.stamp_moves(20_000);
    let moves = game.moves();
    let kinds: Vec<_> = moves.iter().map(|m| m.kind).collect();
    assert_eq!(
        kinds,
        [
            MoveKind::Place(d(4)),
            MoveKind::Notes,
            MoveKind::Place(d(6)),
            MoveKind::Erase
        ]
    );
    let times: Vec<_> = moves.iter().map(|m| m.at).collect();
    assert_eq!(times, [3_200, 7_000, 12_500, 20_000]);
    assert_eq!(
        moves[0].changes,
        [EntryChange {
            cell: a,
            before: None,
            after: Some(d(4))
        }]
    );
    assert!(moves[1].changes.is_empty(), "a note changes no entry");
    assert_eq!(moves[2].changes[0].cell, b);
    assert_eq!(
        moves[3].changes[0],
        EntryChange {
            cell: a,
            before: Some(d(4)),
            after: None
        }
    );
}

#[test]
fn undo_and_redo_are_moves_of_their_own_on_the_timeline() {
    let mut game = played();
    let b = at(&game, 0, 3);
    assert!(game.undo());
    game.stamp_moves(15_000);
    assert!(game.redo());
    game.stamp_moves(16_000);
    let moves = game.moves();
    assert_eq!(moves.len(), 5, "the undone move stays in the record");
    let undo = &moves[3];
    assert_eq!(undo.kind, MoveKind::Undo);
    assert_eq!(
        undo.changes,
        [EntryChange {
            cell: b,
            before: Some(d(6)),
            after: None
        }]
    );
    assert_eq!(moves[4].kind, MoveKind::Redo);
    assert_eq!(moves[4].changes[0].after, Some(d(6)));
    assert_eq!((undo.at, moves[4].at), (15_000, 16_000));
    game.check_moves(&game.moves)
        .expect("the record leads to the board");
}

#[test]
fn verbs_say_their_kind_and_an_empty_action_forgets_it() {
    let mut game = played();
    game.mark_checkpoint();
    game.select(at(&game, 1, 1));
    game.input(d(7));
    assert!(game.back_to_checkpoint(1));
    assert!(!game.back_to_checkpoint(1), "nothing to do: no move");
    // The kind said for the empty action above does not stick to the next one.
    game.input(d(2));
    assert!(game.reset());
    let solution = givens().solution().expect("unique");
    assert!(game.reveal(&solution));
    let kinds: Vec<_> = game.moves()[3..].iter().map(|m| m.kind).collect();
    assert_eq!(
        kinds,
        [
            MoveKind::Place(d(7)),
            MoveKind::Checkpoint,
            MoveKind::Place(d(2)),
            MoveKind::Reset,
            MoveKind::Reveal
        ]
    );
    game.check_moves(&game.moves).expect("consistent");
}

#[test]
fn a_new_move_waits_for_its_time_and_times_never_go_back() {
    let mut game = played();
    game.select(at(&game, 1, 1));
    game.input(d(7));
    assert_eq!(game.moves()[3].at, 12_500, "the last time until stamped");
    game.stamp_moves(10_000);
    assert_eq!(game.moves()[3].at, 12_500, "never before the move ahead");
    game.stamp_moves(99_000);
    assert_eq!(game.moves()[3].at, 12_500, "a stamp only times new moves");
}

#[test]
fn the_moves_round_trip_through_the_save() {
    let mut game = played();
    game.undo();
    game.stamp_moves(14_000);
    let save = game.to_save(14_000);
    assert!(save.contains(" moves="), "{save}");
    let (restored, _) = Game::from_save(givens(), &save).expect("reads");
    assert_eq!(restored.moves(), game.moves());
    assert!(!restored.moves_dropped());
    // The game goes on recording after the restore.
    let mut restored = restored;
    restored.select(at(&restored, 1, 1));
    restored.input(d(7));
    restored.stamp_moves(30_000);
    assert_eq!(restored.moves().len(), game.moves().len() + 1);
}

#[test]
fn an_old_save_without_moves_and_a_newer_sites_tokens_still_read() {
    let game = played();
    let save = game.to_save(5_000);
    let old = save.split(" moves=").next().expect("a save").to_owned();
    let (restored, elapsed) = Game::from_save(givens(), &old).expect("an old save reads");
    assert_eq!(elapsed, 5_000);
    assert!(restored.moves().is_empty());
    let newer = format!("{save} later=AAAA future=1");
    let (restored, _) = Game::from_save(givens(), &newer).expect("unknown tokens are ignored");
    assert_eq!(restored.moves(), game.moves());
    let reordered = format!("{old} future=1 revealed {}", &save[old.len() + 1..]);
    let (restored, _) = Game::from_save(givens(), &reordered).expect("tokens in any order");
    assert!(restored.revealed());
    assert_eq!(restored.moves(), game.moves());
}

#[test]
fn the_record_is_bounded_and_keeps_the_newest_moves() {
    let mut game = Game::new(givens());
    let cell = at(&game, 0, 2);
    game.select(cell);
    for i in 0..2_000u64 {
        game.input(d(1 + (i % 9) as u8));
        game.stamp_moves(i * 1_500);
    }
    assert!(game.moves_dropped());
    let encoded = game.moves.encode();
    assert!(game.moves.bytes().len() <= MAX_BYTES);
    assert!(encoded.len() <= 5_462, "{}", encoded.len());
    let last = game.moves().last().expect("moves");
    assert_eq!(last.at, 1_999 * 1_500);
    assert_eq!(last.kind, MoveKind::Place(d(1 + (1_999 % 9) as u8)));
    assert!(game.moves().len() > 500, "about 680 digit moves fit");
    let (restored, _) = Game::from_save(givens(), &game.to_save(0)).expect("reads");
    assert!(restored.moves_dropped());
    assert_eq!(restored.moves(), game.moves());
}

#[test]
fn a_damaged_moves_token_refuses_the_save_with_a_reason() {
    let game = played();
    let save = game.to_save(0);
    let token = save.split(" moves=").nth(1).expect("a token").to_owned();
    let with = |token: &str| {
        save.replace(
            &format!(" moves={}", game.moves.encode()),
            &format!(" moves={token}"),
        )
    };
    let check = |text: String, expected: MovesError| {
        let Err(error) = Game::from_save(givens(), &text) else {
            panic!("not refused: {text}");
        };
        assert_eq!(error, SaveError::Moves(expected), "{text}");
        assert!(!error.to_string().is_empty());
    };
    check(with("not*base64"), MovesError::Characters);
    check(with(&base64url(&[9, 0])), MovesError::Version);
    check(with(&token[..token.len() - 3]), MovesError::Damaged);
    // A digit 12 on a 9×9 grid.
    check(
        with(&base64url(&[1, 0, 5, 16 + 12, 0])),
        MovesError::Damaged,
    );
    // A cell past the grid.
    check(
        with(&base64url(&[1, 0, 5, 17, 1, 81, 0, 1])),
        MovesError::Damaged,
    );
    // Well formed, but another game's moves: they do not end at this board.
    let mut other = Game::new(givens());
    other.select(at(&other, 8, 0));
    other.input(d(2));
    check(with(&other.moves.encode()), MovesError::Mismatch);
    // A move on a given.
    check(
        with(&base64url(&[1, 0, 5, 17, 1, 0, 0, 1])),
        MovesError::Mismatch,
    );
}
