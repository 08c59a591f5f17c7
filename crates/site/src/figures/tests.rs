use proptest::prelude::*;

use super::*;
use sudoku_core::Level;

const EASY: Edition = Edition::Classic(Level::Easy);
const HARD: Edition = Edition::Classic(Level::Hard);

fn times(counts: &[(u32, u64, u64)]) -> Times {
    Times::from_counts(counts.iter().copied())
}

#[test]
fn times_merge_and_sort() {
    let t = times(&[(300, 2, 1), (180, 1, 0), (300, 1, 0), (90, 0, 0)]);
    assert_eq!(t.iter().collect::<Vec<_>>(), vec![(180, 1), (300, 3)]);
    assert_eq!((t.players(), t.hinted()), (4, 1));
    assert_eq!(t.slower_than(180), 3);
    assert_eq!(t.slower_than(300), 0);
    assert_eq!(
        t.with(200, true).iter().collect::<Vec<_>>(),
        vec![(180, 1), (200, 1), (300, 3)]
    );
}

#[test]
fn medians_and_quantiles() {
    let check = |counts: &[(u32, u64, u64)], expected| {
        assert_eq!(times(counts).median(), expected, "{counts:?}");
    };
    check(&[], None);
    check(&[(100, 1, 0)], Some(100));
    check(&[(100, 1, 0), (200, 1, 0)], Some(100));
    check(&[(100, 1, 0), (200, 1, 0), (300, 1, 0)], Some(200));
    check(&[(100, 5, 0), (200, 1, 0), (300, 1, 0)], Some(100));
    let t = times(&[(100, 1, 0), (200, 1, 0), (300, 1, 0), (400, 1, 0)]);
    assert_eq!(t.quantile(0.0), Some(100));
    assert_eq!(t.quantile(1.0), Some(400));
}

#[test]
fn a_standing_is_worked_out_as_the_issue_says() {
    // 1,204 players: 763 of the 1,203 others slower than 4:12, 458 took a hint. (The app
    // words these standings: `app::community::report`'s tests.)
    let standing = |seconds, players, faster_than, hinted| Standing {
        seconds,
        players,
        faster_than,
        hinted,
    };
    let t = times(&[(100, 440, 200), (252, 1, 0), (400, 763, 258)]);
    assert_eq!(Standing::of(&t, 252), standing(252, 1204, 63, 38));
    assert_eq!(
        Standing::of(&times(&[(61, 1, 0)]), 61),
        standing(61, 1, 0, 0)
    );
    // Of two, the faster is faster than the other (100%), the slower than nobody: the
    // player is not counted among those compared with.
    let two = times(&[(61, 1, 0), (70, 1, 1)]);
    assert_eq!(Standing::of(&two, 61), standing(61, 2, 100, 50));
    assert_eq!(Standing::of(&two, 70), standing(70, 2, 0, 50));
    assert_eq!(
        Standing::of(&times(&[(61, 2, 0)]), 61),
        standing(61, 2, 0, 0)
    );
    // The slowest of three is faster than none of the two others, the fastest than both.
    let three = times(&[(50, 1, 3), (60, 1, 0), (70, 1, 0)]);
    assert_eq!(Standing::of(&three, 70).faster_than, 0);
    assert_eq!(Standing::of(&three, 50).faster_than, 100);
    assert_eq!(Standing::of(&three, 60), standing(60, 3, 50, 100));
}

#[test]
fn month_solvers_travel_as_text() {
    let mut month = MonthSolvers::default();
    month.add(14, HARD, 3);
    month.add(1, EASY, 5);
    month.add(14, EASY, 1);
    month.add(1, Edition::Killer, 9);
    assert_eq!(month.encode(), "1:5,0,0,9;14:1,0,3,0");
    assert_eq!(month.day(14), [1, 0, 3, 0]);
    assert_eq!(month.day(1), [5, 0, 0, 9]);
    assert_eq!(month.day(2), [0, 0, 0, 0]);
    assert_eq!(MonthSolvers::decode(&month.encode()), Some(month));
    assert_eq!(MonthSolvers::decode(""), Some(MonthSolvers::default()));
    for bad in [
        "1:5,0,0",
        "1:5,0,0,0,0",
        "32:1,1,1,1",
        "x:1,1,1,1",
        "1:a,0,0,0",
        "1",
    ] {
        assert_eq!(MonthSolvers::decode(bad), None, "{bad}");
    }
}

proptest! {
    #[test]
    fn any_text_decodes_or_is_refused(text in "[0-9:,;a-z]{0,40}") {
        let _ = MonthSolvers::decode(&text);
    }

    #[test]
    fn month_solvers_round_trip(entries in proptest::collection::vec((1u32..=31, 0usize..4, 0u64..100_000), 0..40)) {
        let mut month = MonthSolvers::default();
        for (day, level, players) in entries {
            month.add(day, Edition::ALL[level], players);
        }
        prop_assert_eq!(MonthSolvers::decode(&month.encode()), Some(month));
    }

    #[test]
    fn a_standing_is_a_share(counts in proptest::collection::vec((1u32..5000, 1u64..50, 0u64..50), 1..30), pick in 0usize..30) {
        let t = Times::from_counts(counts.iter().map(|&(s, n, h)| (s, n, h.min(n))));
        let (seconds, _) = t.iter().nth(pick % t.iter().count()).expect("a time");
        let standing = Standing::of(&t, seconds);
        prop_assert!(standing.faster_than <= 100);
        prop_assert!(standing.hinted <= 100);
        prop_assert_eq!(standing.players, t.players());
    }
}

#[test]
fn pages_want_their_figures() {
    let today: Date = "2026-11-22".parse().expect("a date");
    let day = |text: &str| text.parse::<Date>().expect("a date");
    assert_eq!(wanted("/", None, today), Some(Wanted::Daily(today, EASY)));
    assert_eq!(
        wanted("/daily/2026-03-14/hard", None, today),
        Some(Wanted::Daily(day("2026-03-14"), HARD))
    );
    assert_eq!(
        wanted("/daily/2026-03-14/killer", None, today),
        Some(Wanted::Daily(day("2026-03-14"), Edition::Killer))
    );
    assert_eq!(wanted("/daily/2099-01-01/killer", None, today), None);
    assert_eq!(
        wanted("/daily", Some("month=2026-03"), today),
        Some(Wanted::Month((2026, 3)))
    );
    assert_eq!(wanted("/daily/2099-01-01", None, today), None);
    assert_eq!(wanted("/stats", None, today), None);
}
