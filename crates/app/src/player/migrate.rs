//! The migrations of the player's data, from the version found to [`VERSION`].
//!
//! Each step only adds: keys of older versions stay, so nothing is lost if a page of an older
//! version of the site is still open in another tab.

use super::practice::PracticeProgress;
use super::record::{GameId, GameRecord, Status};
use super::{Games, Storage, StorageError, GAMES_KEY, PRACTICE_KEY, VERSION, VERSION_KEY};

/// The start of version 0's keys marking a solved daily: `…<date>:<level>`, whose value is the
/// time played in milliseconds.
pub(crate) const DONE_PREFIX: &str = "sudoku:done:daily:";

/// Brings `storage` to [`VERSION`]. A storage of a newer version is left as it is.
pub(crate) fn to_current(storage: &mut impl Storage) -> Result<(), StorageError> {
    let found = match storage.get(VERSION_KEY) {
        None => 0,
        // A version this code cannot read is newer than it, or damaged: leave it alone.
        Some(text) => text.trim().parse::<u32>().unwrap_or(u32::MAX),
    };
    if found >= VERSION {
        return Ok(());
    }
    if found < 1 {
        from_0_to_1(storage)?;
    }
    if found < 2 {
        from_1_to_2(storage)?;
    }
    storage.set(VERSION_KEY, &VERSION.to_string())
}

/// Version 0 knew finished dailies only by their marks: each becomes a solved game with its
/// time, no hints known and no finishing moment.
fn from_0_to_1(storage: &mut impl Storage) -> Result<(), StorageError> {
    let mut games = Games::parse(&storage.get(GAMES_KEY).unwrap_or_default());
    let before = games.clone();
    for key in storage.keys() {
        let Some(record) = done_mark(&key, storage.get(&key).as_deref()) else {
            continue;
        };
        games.put(record);
    }
    if games == before {
        return Ok(());
    }
    storage.set(GAMES_KEY, &games.to_text())
}

/// Version 1 carried the practice slot as it was given (by an import or sync from a newer
/// device); version 2 reads it as progress per technique. The text is rewritten in version 2's
/// form: a technique named twice merged, unreadable lines kept as they are.
fn from_1_to_2(storage: &mut impl Storage) -> Result<(), StorageError> {
    let Some(text) = storage.get(PRACTICE_KEY) else {
        return Ok(());
    };
    let progress = PracticeProgress::parse(&text).to_text();
    if progress == text {
        return Ok(());
    }
    storage.set(PRACTICE_KEY, &progress)
}

/// The game a version-0 mark under `key` with `value` stands for.
pub(crate) fn done_mark(key: &str, value: Option<&str>) -> Option<GameRecord> {
    let (date, level) = key.strip_prefix(DONE_PREFIX)?.split_once(':')?;
    let id: GameId = format!("daily/{date}/{level}").parse().ok()?;
    let millis: u64 = value.and_then(|v| v.trim().parse().ok()).unwrap_or(0);
    Some(GameRecord {
        status: Status::Solved,
        seconds: millis / 1000,
        ..GameRecord::started(id)
    })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use sudoku_core::{Grid, Level};

    use super::*;
    use crate::game::{save_key, Game};
    use crate::player::{streak, Player};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// What a browser of version 0 held: two solved dailies, a save and settings.
    fn version_0() -> BTreeMap<String, String> {
        let givens: Grid = PUZZLE.parse().expect("a puzzle");
        // A save with 83 seconds played and 1 hint.
        let save = Game::new(givens.clone())
            .to_save(83_000)
            .replacen(" 83000 0 ", " 83000 1 ", 1);
        [
            ("sudoku:done:daily:2026-03-14:hard", "252400"),
            ("sudoku:done:daily:2026-03-15:easy", "61000"),
            ("sudoku:done:daily:2026-02-30:easy", "1000"),
            ("sudoku:done:daily:2026-03-16:impossible", "1000"),
            ("sudoku:settings", "validation=on-demand clean-notes=no"),
            ("sudoku:player", "00112233445566778899aabbccddeeff"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .chain([(save_key(&givens, None), save)])
        .collect()
    }

    #[test]
    fn version_0_marks_become_solved_games_and_its_keys_stay() {
        let old = version_0();
        let player = Player::open(old.clone()).expect("opens");
        let games = player.games();
        let ids: Vec<String> = games.records.iter().map(|r| r.id.to_string()).collect();
        assert_eq!(ids, ["daily/2026-03-14/hard", "daily/2026-03-15/easy"]);
        let hard = &games.records[0];
        assert_eq!(
            (hard.status, hard.seconds, hard.level),
            (Status::Solved, 252, Some(Level::Hard))
        );
        // Without a finishing moment they are in the table but not in the streak.
        assert_eq!(hard.finished, None);
        assert!(streak::streak_days(&games.records).is_empty());
        // Every key of version 0 is still there, unchanged.
        for (key, value) in &old {
            assert_eq!(
                Storage::get(player.storage(), key).as_ref(),
                Some(value),
                "{key}"
            );
        }
        assert_eq!(
            Storage::get(player.storage(), VERSION_KEY),
            Some(VERSION.to_string())
        );
    }

    #[test]
    fn a_version_0_save_still_restores_through_the_store() {
        let givens: Grid = PUZZLE.parse().expect("a puzzle");
        let player = Player::open(version_0()).expect("opens");
        let text = player.save(&save_key(&givens, None)).expect("kept");
        let (game, elapsed) = Game::from_save(givens, &text).expect("restores");
        assert_eq!((elapsed, game.hints_used()), (83_000, 1));
        assert_eq!(player.saves().len(), 1);
        assert_eq!(
            player.settings().as_deref(),
            Some("validation=on-demand clean-notes=no")
        );
    }

    #[test]
    fn migrating_twice_changes_nothing_and_a_newer_version_is_left_alone() {
        let once = Player::open(version_0()).expect("opens").storage().clone();
        let twice = Player::open(once.clone()).expect("opens").storage().clone();
        assert_eq!(once, twice);
        let mut newer = version_0();
        newer.insert(VERSION_KEY.to_owned(), "7".to_owned());
        let opened = Player::open(newer.clone())
            .expect("opens")
            .storage()
            .clone();
        assert_eq!(opened, newer);
    }

    #[test]
    fn marks_merge_with_records_already_there() {
        let mut old = version_0();
        old.insert(
            GAMES_KEY.to_owned(),
            "daily/2026-03-14/hard solved 200 2 1000@60 hard\n".to_owned(),
        );
        let games = Player::open(old).expect("opens").games();
        let hard = games
            .records
            .iter()
            .find(|r| r.id.to_string() == "daily/2026-03-14/hard")
            .expect("kept");
        // The record with its moment wins over the undated mark.
        assert_eq!((hard.seconds, hard.hints), (200, 2));
        assert_eq!(games.records.len(), 2);
    }

    #[test]
    fn version_1_practice_slot_is_read_as_progress_and_nothing_is_lost() {
        let mut old = version_0();
        old.insert(VERSION_KEY.to_owned(), "1".to_owned());
        old.insert(
            PRACTICE_KEY.to_owned(),
            "xy-wing 2 1\nsomething newer\nx-wing 3 1\nx-wing 4 0".to_owned(),
        );
        let player = Player::open(old.clone()).expect("opens");
        assert_eq!(
            Storage::get(player.storage(), PRACTICE_KEY).as_deref(),
            Some("x-wing 4 1\nxy-wing 2 1\nsomething newer\n")
        );
        let progress = player.practice_progress();
        assert_eq!(progress.tally(sudoku_core::Technique::XWing).tries, 4);
        // Version 1 did not count version 0's marks again: its games are as they were.
        assert_eq!(player.games(), Games::parse(""));
        for (key, value) in old.iter().filter(|(k, _)| *k != PRACTICE_KEY) {
            if key != VERSION_KEY {
                assert_eq!(Storage::get(player.storage(), key).as_ref(), Some(value));
            }
        }
        assert_eq!(
            Storage::get(player.storage(), VERSION_KEY).as_deref(),
            Some("2")
        );
    }
}
