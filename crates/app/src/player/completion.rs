//! What the completion panel says of a solved game against the player's history: the daily
//! streak, a new personal best, and how this time ranks.
//!
//! In the split build [`of`] is lazy (its code, with the statistics', is a chunk loaded when
//! a game is solved), so the main module carries none of it.

use sudoku_core::{Date, Kind};

use super::record::{GameId, GameRecord};
use super::stats::{self, Rank};
use super::streak;
use crate::words::level_name;

/// The sentences of the completion panel for the solved game `id`, on the player's day
/// `today`; empty if the game is not a solve.
pub fn sentences(records: &[GameRecord], id: &GameId, today: Date) -> Vec<String> {
    let mut lines = Vec::new();
    let Some(game) = records.iter().find(|r| &r.id == id && r.is_solved()) else {
        return lines;
    };
    if let Some(Rank {
        place,
        of,
        new_best,
    }) = stats::rank(records, id)
    {
        let kind = kind_phrase(game);
        let time = stats::format_seconds(game.seconds);
        lines.push(if new_best {
            t!(CompletionNewBest, time = &time, count = of, kind = &kind)
        } else if of == 1 {
            t!(CompletionFirst, kind = &kind, time = &time)
        } else if place == 1 {
            t!(CompletionEqualsBest, time = &time, count = of, kind = &kind)
        } else {
            t!(
                CompletionRank,
                place = ordinal(place),
                count = of,
                kind = &kind
            )
        });
    }
    let streaks = streak::streaks(&streak::streak_days(records), today);
    if game.id.daily_date().is_some() && streaks.current > 0 {
        lines.push(
            if streaks.current >= streaks.longest && streaks.current > 1 {
                t!(CompletionStreakLongest, count = streaks.current)
            } else {
                t!(CompletionStreak, count = streaks.current)
            },
        );
    }
    lines
}

/// The kind of puzzle of `game`, named without its noun ("Easy", "Hard 6×6", "6×6", "Easy 5×5
/// Latin", "Hard killer").
fn kind_phrase(game: &GameRecord) -> String {
    let (size, variant, latin) = (game.id.size(), game.id.kind(), game.id.is_latin());
    // A graded classic 9×9 goes by its level alone.
    if let (Kind::Classic, 9, false, Some(level)) = (variant, size, latin, game.level) {
        return level_name(level).to_owned();
    }
    let kind = match variant {
        Kind::Classic if latin => "latin",
        Kind::Classic => "classic",
        Kind::Killer => "killer",
        Kind::Jigsaw => "jigsaw",
        Kind::Diagonal => "diagonal",
    };
    let kind = t!(CompletionKind, kind = kind, size = size);
    match game.level {
        Some(level) => t!(CompletionKindLevel, level = level_name(level), kind = kind),
        None => kind,
    }
}

/// "1st", "2nd", "3rd", "4th", "11th", "21st"…
fn ordinal(n: usize) -> String {
    // English's ordinal forms (Unicode CLDR's categories), which the message's variants follow.
    let form = match (n % 10, n % 100) {
        (_, 11..=13) => "other",
        (1, _) => "one",
        (2, _) => "two",
        (3, _) => "few",
        _ => "other",
    };
    t!(CompletionOrdinal, form = form, place = n)
}

/// The panel's sentences for the game `id`, from the records kept in this browser (lazy in the
/// split build; none if that code could not be loaded).
pub async fn of(id: GameId) -> Vec<String> {
    of_split(id).await.unwrap_or_default()
}

crate::chunk::split_point! {
    player_history: fn of_split(id: GameId) -> Vec<String> {
        of_now(id)
    }
}

fn of_now(id: GameId) -> Vec<String> {
    let Ok(player) = super::local() else {
        return Vec::new();
    };
    let Some(today) = super::now_moment().local_date().or(id.daily_date()) else {
        return Vec::new();
    };
    sentences(&player.games().records, &id, today)
}

#[cfg(test)]
mod tests {
    use sudoku_core::Level;

    use super::*;
    use crate::player::record::{Moment, Status};

    const DAY: i64 = 86_400_000;

    fn solved(day: u32, seconds: u64) -> GameRecord {
        let date = Date::new(2026, 3, day).expect("a date");
        GameRecord {
            status: Status::Solved,
            seconds,
            finished: Moment::new(date.days_since_epoch() * DAY + DAY / 2, 0),
            ..GameRecord::started(GameId::Daily {
                date,
                edition: site::daily::Edition::Classic(Level::Medium),
            })
        }
    }

    fn id(day: u32) -> GameId {
        solved(day, 0).id
    }

    fn check(records: &[GameRecord], day: u32, expected: &[&str]) {
        let today = Date::new(2026, 3, day).expect("a date");
        assert_eq!(sentences(records, &id(day), today), expected);
    }

    #[test]
    fn the_panel_says_rank_best_and_streak() {
        let mut records = vec![solved(1, 300)];
        check(
            &records,
            1,
            &[
                "Your first Medium puzzle solved: 5:00.",
                "Daily streak: 1 day.",
            ],
        );
        records.push(solved(2, 400));
        check(
            &records,
            2,
            &[
                "Your 2nd fastest of 2 Medium puzzles.",
                "Daily streak: 2 days, your longest yet.",
            ],
        );
        records.push(solved(3, 250));
        check(
            &records,
            3,
            &[
                "New personal best: 4:10, your fastest of 3 Medium puzzles.",
                "Daily streak: 3 days, your longest yet.",
            ],
        );
        // The same time as the best is no new best.
        records.push(solved(4, 250));
        check(
            &records,
            4,
            &[
                "4:10 equals your best of 4 Medium puzzles.",
                "Daily streak: 4 days, your longest yet.",
            ],
        );
        // Not solved (shown): nothing to say.
        records.push(GameRecord {
            status: Status::Revealed,
            ..solved(5, 10)
        });
        check(&records, 5, &[]);
    }

    #[test]
    fn ordinals_read_as_english() {
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            words,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
                "111th"
            ]
        );
    }
}
