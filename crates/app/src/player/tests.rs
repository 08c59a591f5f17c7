use std::collections::BTreeMap;

use super::*;
use sudoku_core::Level;

#[test]
fn unreadable_lines_are_kept_and_good_ones_merged() {
    let text = "daily/2026-03-14/easy playing 10 0 - easy\n\
                garbage line\n\
                daily/2026-03-14/easy solved 90 1 5@60 easy\n";
    let games = Games::parse(text);
    assert_eq!(games.records.len(), 1);
    assert!(games.records[0].is_solved());
    assert_eq!(games.unreadable, ["garbage line"]);
    let again = Games::parse(&games.to_text());
    assert_eq!(again, games);
}

#[test]
fn a_record_is_written_only_when_it_changes_what_is_kept() {
    let mut player = Player::open(BTreeMap::new()).expect("opens");
    let id = GameId::Puzzle("1.3..4..2..3.1.4".to_owned());
    player
        .record(GameRecord::started(id.clone()))
        .expect("kept");
    let solved = GameRecord {
        status: Status::Solved,
        seconds: 40,
        finished: Moment::new(1_000, 0),
        ..GameRecord::started(id.clone())
    };
    player.record(solved.clone()).expect("kept");
    // A later "playing" write (a tick of the clock) does not undo the finish.
    player
        .record(GameRecord::started(id.clone()))
        .expect("kept");
    assert_eq!(player.games().get(&id), Some(&solved));
}

#[test]
fn the_player_id_is_made_once_and_kept() {
    let mut player = Player::open(BTreeMap::new()).expect("opens");
    let id = player.player_id(|| [0x5a; 16]);
    assert_eq!(id, "5a".repeat(16));
    assert_eq!(player.player_id(|| [1; 16]), id);
    // A damaged id is replaced.
    let mut damaged = BTreeMap::new();
    damaged.insert(PLAYER_ID_KEY.to_owned(), "not an id".to_owned());
    let mut player = Player::open(damaged).expect("opens");
    assert_eq!(player.player_id(|| [1; 16]), "01".repeat(16));
}

#[test]
fn a_daily_s_start_token_is_kept_and_old_ones_forgotten() {
    let mut player = Player::open(BTreeMap::new()).expect("opens");
    let daily = |date: &str, level| {
        let date = date.parse::<Date>().expect("a date");
        (date, Edition::Classic(level))
    };
    let keep = |player: &mut Player<_>, (date, edition), token| {
        player.set_daily_start(date, edition, token).expect("kept");
    };
    let (old, hard, easy) = (
        daily("2026-01-01", Level::Easy),
        daily("2026-03-14", Level::Hard),
        daily("2026-03-14", Level::Easy),
    );
    keep(&mut player, old, "old");
    keep(&mut player, hard, "a");
    let start = |player: &Player<_>, (date, edition)| player.daily_start(date, edition);
    assert_eq!(start(&player, old).as_deref(), Some("old"));
    assert_eq!(start(&player, hard).as_deref(), Some("a"));
    assert_eq!(start(&player, easy), None);
    // 101 days after the first: its token goes, the other stays.
    keep(&mut player, daily("2026-04-12", Level::Medium), "b");
    assert_eq!(start(&player, old), None);
    assert_eq!(start(&player, hard).as_deref(), Some("a"));
    // Other keys are left alone.
    assert!(player.storage().contains_key(VERSION_KEY));
}
