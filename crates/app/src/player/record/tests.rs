use super::*;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn daily(date: &str, level: Level) -> GameId {
    GameId::Daily {
        date: date.parse().expect("a date"),
        edition: Edition::Classic(level),
    }
}

#[test]
fn records_round_trip_through_their_line() {
    let records = [
        GameRecord {
            id: daily("2026-03-14", Level::Hard),
            status: Status::Solved,
            seconds: 252,
            hints: 1,
            finished: Moment::new(1_773_500_000_000, 60),
            level: Some(Level::Hard),
        },
        GameRecord::started(GameId::Puzzle(PUZZLE.to_owned())),
        GameRecord {
            id: GameId::Puzzle(PUZZLE.to_owned()),
            status: Status::Revealed,
            seconds: 7,
            hints: 0,
            finished: Moment::new(-5, -300),
            level: Some(Level::Expert),
        },
    ];
    for record in records {
        let line = record.to_string();
        assert_eq!(line.parse::<GameRecord>(), Ok(record), "{line}");
    }
}

#[test]
fn damaged_lines_are_refused_with_a_reason() {
    let check = |line: &str, expected: fn(&RecordError) -> bool| {
        let error = line.parse::<GameRecord>().expect_err(line);
        assert!(expected(&error), "{line}: {error:?}");
    };
    check("", |e| *e == RecordError::Words(0));
    check("daily/2026-03-14/hard solved 1 0 -", |e| {
        *e == RecordError::Words(5)
    });
    check("daily/2026-02-30/hard solved 1 0 - hard", |e| {
        matches!(e, RecordError::Id(_))
    });
    check("daily/2026-03-14/hard won 1 0 - hard", |e| {
        matches!(e, RecordError::Status(_))
    });
    check("daily/2026-03-14/hard solved -1 0 - hard", |e| {
        matches!(e, RecordError::Number(_))
    });
    check("daily/2026-03-14/hard solved 1 0 5@9999 hard", |e| {
        matches!(e, RecordError::Moment(_))
    });
    check("daily/2026-03-14/hard solved 1 0 - easy", |e| {
        matches!(e, RecordError::Level(_))
    });
    check("p/123 solved 1 0 - -", |e| matches!(e, RecordError::Id(_)));
    check("x/123 solved 1 0 - -", |e| matches!(e, RecordError::Id(_)));
}

#[test]
fn the_local_day_follows_the_players_offset() {
    // 2026-03-15 04:30 UTC is still the 14th in New York (UTC−5) and the 15th in Paris.
    let utc = Date::new(2026, 3, 15).expect("date").days_since_epoch() * DAY_MS + 16_200_000;
    let day = |offset| Moment::new(utc, offset).and_then(Moment::local_date);
    assert_eq!(day(-300), Date::new(2026, 3, 14).ok());
    assert_eq!(day(60), Date::new(2026, 3, 15).ok());
    // Half-hour zones and the last millisecond of a day.
    let midnight = Date::new(2026, 3, 15).expect("date").days_since_epoch() * DAY_MS;
    let at = |ms, offset| Moment::new(ms, offset).and_then(Moment::local_date);
    assert_eq!(at(midnight - 1, 0), Date::new(2026, 3, 14).ok());
    assert_eq!(at(midnight, 0), Date::new(2026, 3, 15).ok());
    assert_eq!(
        at(midnight - 330 * 60_000, 330),
        Date::new(2026, 3, 15).ok()
    );
    assert_eq!(Moment::new(0, 19 * 60), None);
}

#[test]
fn merging_keeps_the_first_finish_whichever_side_it_is_on() {
    let id = daily("2026-03-14", Level::Easy);
    let playing = GameRecord {
        seconds: 900,
        ..GameRecord::started(id.clone())
    };
    let first = GameRecord {
        status: Status::Solved,
        seconds: 300,
        finished: Moment::new(1_000, 0),
        ..GameRecord::started(id.clone())
    };
    let later = GameRecord {
        status: Status::Solved,
        seconds: 200,
        finished: Moment::new(9_000, 0),
        ..GameRecord::started(id.clone())
    };
    for (a, b, expected) in [
        (&playing, &first, &first),
        (&first, &later, &first),
        (&playing, &GameRecord::started(id.clone()), &playing),
    ] {
        assert_eq!(&a.merge(b), expected);
        assert_eq!(&b.merge(a), expected);
    }
    // A level known on one side is kept.
    let unknown = GameRecord::started(GameId::Puzzle(PUZZLE.to_owned()));
    let graded = GameRecord {
        level: Some(Level::Medium),
        ..unknown.clone()
    };
    assert_eq!(unknown.merge(&graded).level, Some(Level::Medium));
    assert_eq!(graded.merge(&unknown).level, Some(Level::Medium));
}

/// The daily Killer is a daily: its id is its date and word, it reads back, it is a killer
/// made at the Killer's level, and a record saying another level is refused.
#[test]
fn the_daily_killer_has_a_daily_id_of_its_own() {
    let id = GameId::Daily {
        date: "2026-11-27".parse().expect("a date"),
        edition: Edition::Killer,
    };
    assert_eq!(id.to_string(), "daily/2026-11-27/killer");
    assert_eq!("daily/2026-11-27/killer".parse::<GameId>(), Ok(id.clone()));
    assert_eq!(id.kind(), Kind::Killer);
    assert_eq!(id.daily_date(), "2026-11-27".parse().ok());
    let record = GameRecord {
        status: Status::Solved,
        seconds: 900,
        ..GameRecord::started(id.clone())
    };
    assert_eq!(record.level, Some(sudoku_core::DAILY_KILLER_LEVEL));
    assert_eq!(record.to_string().parse::<GameRecord>(), Ok(record.clone()));
    let wrong = record.to_string().replace(" medium", " hard");
    assert!(wrong.parse::<GameRecord>().is_err(), "{wrong}");
}
