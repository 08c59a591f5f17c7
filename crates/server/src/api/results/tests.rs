use std::time::Duration;

use proptest::prelude::*;
use sudoku_core::Level;

use super::*;

/// Noon on `date`, UTC.
fn noon(date: &str) -> SystemTime {
    let date: Date = date.parse().expect("a date");
    UNIX_EPOCH + Duration::from_secs(date.days_since_epoch() as u64 * 86_400 + 12 * 3600)
}

fn solution(date: &str, level: Level) -> String {
    let daily = sudoku_core::daily(date.parse().expect("a date"), level).expect("a daily");
    daily.solution.to_string()
}

/// The daily a claim names, as the server checks it.
fn givens_of(claim: &Claim) -> Puzzle {
    match claim.result.edition {
        Edition::Classic(level) => Puzzle::classic(
            sudoku_core::daily(claim.result.date, level)
                .expect("a daily")
                .puzzle,
        ),
        Edition::Killer => {
            sudoku_core::daily_killer(claim.result.date)
                .expect("a killer")
                .puzzle
        }
    }
}

fn body(date: &str, level: &str, seconds: u64, hints: u64, grid: &str, player: &str) -> Vec<u8> {
    serde_json::json!({
        "date": date, "level": level, "seconds": seconds, "hints": hints, "grid": grid, "player": player,
    })
    .to_string()
    .into_bytes()
}

const PLAYER: &str = "0123456789abcdef0123456789abcdef";

/// [`PLAYER`]'s well-formed claim to have solved the daily `level` of `date` with `grid`, read
/// at noon on `sent_on`.
fn sent_claim(
    date: &str,
    level: &str,
    seconds: u64,
    hints: u64,
    grid: &str,
    sent_on: &str,
) -> Claim {
    read_claim(
        &body(date, level, seconds, hints, grid, PLAYER),
        noon(sent_on),
    )
    .expect("well formed")
}

/// `claim` checked against the daily it names, as the server checks it.
fn check_claim(claim: &Claim) -> Result<(), AppError> {
    check_against_daily(claim, &givens_of(claim))
}

fn status(result: Result<Claim, AppError>) -> Option<http::StatusCode> {
    result.err().map(|error| error.status())
}

#[test]
fn a_real_result_passes_every_check() {
    let grid = solution("2026-03-14", Level::Medium);
    let claim = sent_claim("2026-03-14", "medium", 400, 1, &grid, "2026-03-14");
    assert_eq!(claim.result.seconds, 400);
    assert_eq!(claim.result.edition, Edition::Classic(Level::Medium));
    check_claim(&claim).expect("the daily's solution");
}

/// The daily Killer's result is checked against the Killer's solution: the Medium's of the
/// same day is not it.
#[test]
fn a_killer_result_is_checked_against_the_killer() {
    let day: Date = "2026-03-14".parse().expect("a date");
    let killer = sudoku_core::daily_killer(day).expect("a killer");
    let grid = killer.solution.to_string();
    let claim = sent_claim("2026-03-14", "killer", 900, 0, &grid, "2026-03-14");
    assert_eq!(claim.result.edition, Edition::Killer);
    check_claim(&claim).expect("the Killer's solution");
    let medium = solution("2026-03-14", Level::Medium);
    let claim = sent_claim("2026-03-14", "killer", 900, 0, &medium, "2026-03-14");
    assert!(check_claim(&claim).is_err());
}

#[test]
fn a_fake_solution_is_refused() {
    let mut grid = solution("2026-03-14", Level::Easy).into_bytes();
    // Two cells swapped: still a full grid, no longer the solution.
    grid.swap(0, 1);
    let grid = String::from_utf8(grid).expect("digits");
    let claim = sent_claim("2026-03-14", "easy", 400, 0, &grid, "2026-03-14");
    let error = check_claim(&claim).expect_err("not the solution");
    assert_eq!(error.status(), http::StatusCode::UNPROCESSABLE_ENTITY);
    // Another day's solution is no more this one's.
    let other = solution("2026-03-15", Level::Easy);
    let claim = sent_claim("2026-03-14", "easy", 400, 0, &other, "2026-03-15");
    assert!(check_claim(&claim).is_err());
}

#[test]
fn impossible_results_are_unprocessable() {
    let grid = solution("2026-03-14", Level::Easy);
    let now = noon("2026-03-14");
    let check = |body: Vec<u8>, expected: http::StatusCode| {
        assert_eq!(
            status(read_claim(&body, now)),
            Some(expected),
            "{}",
            String::from_utf8_lossy(&body)
        );
    };
    let unprocessable = [
        // Tomorrow's daily is not out; nor is one before the first, or on a day that is none.
        body("2026-03-15", "easy", 400, 0, &grid, PLAYER),
        body("2025-12-31", "easy", 400, 0, &grid, PLAYER),
        body("2026-02-30", "easy", 400, 0, &grid, PLAYER),
        // No such level, a player that is no id, a grid too short or not the solution, more
        // hints than cells.
        body("2026-03-14", "expert", 400, 0, &grid, PLAYER),
        body("2026-03-14", "easy", 400, 0, &grid, "abc"),
        body("2026-03-14", "easy", 400, 0, &grid[..80], PLAYER),
        body(
            "2026-03-14",
            "easy",
            400,
            0,
            &grid.replacen('1', ".", 1),
            PLAYER,
        ),
        body("2026-03-14", "easy", 400, 82, &grid, PLAYER),
        // Longer than since midnight (and the hour's leeway).
        body("2026-03-14", "easy", 14 * 3600, 0, &grid, PLAYER),
    ];
    for claim in unprocessable {
        check(claim, http::StatusCode::UNPROCESSABLE_ENTITY);
    }
    // Not a result at all.
    check(b"{}".to_vec(), http::StatusCode::BAD_REQUEST);
    check(
        br#"{"date":"2026-03-14","level":"easy","seconds":-1,"hints":0,"grid":"","player":""}"#
            .to_vec(),
        http::StatusCode::BAD_REQUEST,
    );
}

#[test]
fn a_time_too_fast_for_the_puzzle_is_refused() {
    let grid = solution("2026-03-14", Level::Easy);
    let claim = sent_claim("2026-03-14", "easy", 3, 0, &grid, "2026-03-14");
    let error = check_claim(&claim).expect_err("too fast");
    assert_eq!(error.status(), http::StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(fastest_plausible(45), 12);
    assert_eq!(fastest_plausible(0), 0);
}

proptest! {
    #[test]
    fn any_body_is_a_claim_or_refused(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        if let Err(error) = read_claim(&bytes, noon("2026-06-01")) {
            let status = error.status();
            prop_assert!(status == http::StatusCode::BAD_REQUEST || status == http::StatusCode::UNPROCESSABLE_ENTITY);
        }
    }

    #[test]
    fn any_fields_are_a_claim_or_refused(
        date in "20[0-9]{2}-[0-9]{2}-[0-9]{2}|[a-z0-9-]{0,12}",
        level in "easy|medium|hard|[a-z]{0,8}",
        seconds in any::<u64>(),
        hints in any::<u64>(),
        grid in "[0-9.]{0,90}",
        player in "[0-9a-fA-F]{30,34}|[ -~]{0,40}",
    ) {
        let body = body(&date, &level, seconds, hints, &grid, &player);
        match read_claim(&body, noon("2026-06-01")) {
            Ok(claim) => {
                prop_assert!(claim.result.date <= "2026-06-01".parse::<Date>().expect("a date"));
                prop_assert!(claim.result.hints <= 81);
                prop_assert!(claim.grid.is_full());
            }
            Err(error) => prop_assert_eq!(error.status(), http::StatusCode::UNPROCESSABLE_ENTITY),
        }
    }
}
