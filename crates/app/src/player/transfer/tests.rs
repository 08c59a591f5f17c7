use std::collections::BTreeMap;

use sudoku_core::Grid;

use super::*;
use crate::game::save_key;
use crate::player::stats;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn solved(day: u32, seconds: u64, utc_ms: i64) -> GameRecord {
    GameRecord {
        status: Status::Solved,
        seconds,
        hints: 1,
        finished: Moment::new(utc_ms, 60),
        ..GameRecord::started(GameId::Daily {
            date: sudoku_core::Date::new(2026, 3, day).expect("a date"),
            edition: site::daily::Edition::Classic(Level::Easy),
        })
    }
}

fn player_with(records: &[GameRecord]) -> Player<BTreeMap<String, String>> {
    let mut player = Player::open(BTreeMap::new()).expect("opens");
    for record in records {
        player.record(record.clone()).expect("kept");
    }
    let givens: Grid = PUZZLE.parse().expect("a puzzle");
    player
        .set_save(&save_key(&givens, None), &Game::new(givens).to_save(5_000))
        .expect("kept");
    player
        .set_settings("validation=on-demand clean-notes=no")
        .expect("kept");
    player
}

#[test]
fn an_export_imported_into_an_empty_browser_restores_the_statistics() {
    let records = [solved(1, 300, 1_000), solved(2, 200, 2_000)];
    let player = player_with(&records);
    let text = Document::of(&player).to_json(5);
    let mut fresh = Player::open(BTreeMap::new()).expect("opens");
    let document = Document::read(&text).expect("reads");
    assert_eq!(document.merge_into(&mut fresh), Ok(2));
    assert_eq!(
        stats::table(&fresh.games().records),
        stats::table(&player.games().records)
    );
    assert_eq!(fresh.saves(), player.saves());
    assert_eq!(fresh.settings(), player.settings());
    // Importing the same file again adds nothing.
    assert_eq!(document.merge_into(&mut fresh), Ok(0));
    assert_eq!(fresh.games(), player.games());
}

#[test]
fn merging_both_ways_gives_both_sides_the_same_games() {
    let mut a = player_with(&[solved(1, 300, 1_000), solved(3, 90, 9_000)]);
    let mut b = player_with(&[solved(1, 250, 5_000), solved(2, 100, 2_000)]);
    let from_a = Document::of(&a);
    let from_b = Document::of(&b);
    from_b.merge_into(&mut a).expect("kept");
    from_a.merge_into(&mut b).expect("kept");
    assert_eq!(Document::of(&a).games, Document::of(&b).games);
    let games = Document::of(&a).games;
    assert_eq!(games.len(), 3);
    // Day 1 was finished first on `a`: that finish is kept on both.
    assert_eq!(games[0].seconds, 300);
}

#[test]
fn a_save_with_more_time_played_wins() {
    let givens: Grid = PUZZLE.parse().expect("a puzzle");
    let key = save_key(&givens, None);
    let mut player = player_with(&[]);
    let longer = Game::new(givens.clone()).to_save(60_000);
    let document = Document {
        saves: [(key.clone(), longer.clone())].into_iter().collect(),
        ..Document::default()
    };
    document.merge_into(&mut player).expect("kept");
    assert_eq!(player.save(&key), Some(longer));
    let shorter = Document {
        saves: [(key.clone(), Game::new(givens).to_save(1_000))]
            .into_iter()
            .collect(),
        ..Document::default()
    };
    shorter.merge_into(&mut player).expect("kept");
    assert_eq!(player.save(&key).map(|s| played(&s)), Some(60_000));
}

#[test]
fn damaged_and_foreign_files_are_refused_with_a_reason() {
    let good = Document::of(&player_with(&[solved(1, 300, 1_000)])).to_json(5);
    let check = |text: &str, expected: fn(&ImportError) -> bool| {
        let error = Document::read(text).expect_err("refused");
        assert!(expected(&error), "{error:?} for {text}");
        assert!(error.to_string().ends_with('.'), "{error}");
    };
    check("", |e| matches!(e, ImportError::NotData(_)));
    check(&good[..good.len() / 2], |e| {
        matches!(e, ImportError::NotData(_))
    });
    check(r#"{"name":"a photo"}"#, |e| {
        matches!(e, ImportError::Foreign(_))
    });
    check(r#"[1,2,3]"#, |e| matches!(e, ImportError::Foreign(_)));
    check(&good.replace("\"version\": 1", "\"version\": 9"), |e| {
        *e == ImportError::Newer(9)
    });
    check(&good.replace("\"version\": 1", "\"version\": 0"), |e| {
        matches!(e, ImportError::NotData(_))
    });
    check(
        &good.replace("daily/2026-03-01/easy", "daily/2026-13-01/easy"),
        |e| matches!(e, ImportError::Game { index: 1, .. }),
    );
    check(&good.replace("\"solved\"", "\"won\""), |e| {
        matches!(e, ImportError::Game { index: 1, .. })
    });
    check(
        &good.replace("\"offset_minutes\": 60", "\"offset_minutes\": 6000"),
        |e| matches!(e, ImportError::Game { .. }),
    );
    check(&good.replace("\"seconds\": 300", "\"seconds\": -3"), |e| {
        matches!(e, ImportError::NotData(_))
    });
    check(&good.replace("sudoku/2 ", "sudoku/9 "), |e| {
        matches!(e, ImportError::Save(_))
    });
    check(&good.replace("sudoku:game:", "sudoku:gam:"), |e| {
        matches!(e, ImportError::Save(_))
    });
    let huge = format!(
        "{{\"format\":\"{FORMAT}\",\"pad\":\"{}\"}}",
        "x".repeat(MAX_BYTES)
    );
    check(&huge, |e| *e == ImportError::TooLarge);
    // The good file itself reads.
    assert!(Document::read(&good).is_ok());
}

#[test]
fn the_chosen_language_travels_with_the_file() {
    let mut document = Document::of(&player_with(&[solved(1, 300, 1_000)]));
    document.locale = Some(i18n::Locale::PtBr);
    let text = document.to_json(5);
    assert!(text.contains(r#""locale": "pt-BR""#), "{text}");
    assert_eq!(
        Document::read(&text).expect("a file").locale,
        Some(i18n::Locale::PtBr)
    );
    // No choice, no field; a language the site does not speak is left out, not refused.
    document.locale = None;
    let text = document.to_json(5);
    assert!(!text.contains("locale"), "{text}");
    let foreign = text.replacen('{', r#"{"locale": "tlh","#, 1);
    assert_eq!(Document::read(&foreign).expect("a file").locale, None);
}
