//! The player's statistics: per variant (classic, killer, jigsaw, diagonal), grid size and
//! kind (boxes or Latin square) and level, games played and solved, the solve rate,
//! best, median and mean times and hints; and where one game's time ranks among the others.

use std::collections::BTreeMap;

use sudoku_core::{Kind, Level};

use super::record::{GameId, GameRecord};

/// The statistics of one grid size and level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The variant played.
    pub kind: Kind,
    /// The grid's side.
    pub size: usize,
    /// Whether the grids are Latin squares (rows and columns, no boxes).
    pub latin: bool,
    /// The level; `None` for puzzles that were not graded.
    pub level: Option<Level>,
    /// Games started.
    pub played: u32,
    /// Games the player solved (not those whose solution was shown).
    pub solved: u32,
    /// The fastest solve, in seconds.
    pub best: Option<u64>,
    /// The median solve time (the lower middle of an even count), in seconds.
    pub median: Option<u64>,
    /// The mean solve time, rounded to the nearest second.
    pub mean: Option<u64>,
    /// Hints taken over every game of the row.
    pub hints: u64,
}

impl Row {
    /// Solved out of played, as a whole percentage (rounded down, so 100% means every one).
    pub fn solve_rate(&self) -> Option<u32> {
        (self.played > 0).then(|| {
            let rate = u64::from(self.solved) * 100 / u64::from(self.played);
            u32::try_from(rate).unwrap_or(100)
        })
    }
}

/// A row's key: the variant (classic first), the size, boxes before Latin squares, the level's
/// rank (ungraded last) and the level.
type Category = (Kind, usize, bool, u8, Option<Level>);

/// The row a game belongs to: its variant (classic first), its size, boxes before Latin
/// squares, then its level (ungraded last).
fn category(record: &GameRecord) -> Category {
    let rank = record
        .level
        .and_then(|l| Level::ALL.iter().position(|&x| x == l))
        .map_or(u8::MAX, |p| u8::try_from(p).unwrap_or(u8::MAX));
    (
        record.id.kind(),
        record.id.size(),
        record.id.is_latin(),
        rank,
        record.level,
    )
}

/// One row per size and level that has a game, smallest grid and easiest level first.
pub fn table(records: &[GameRecord]) -> Vec<Row> {
    let mut rows: BTreeMap<Category, Vec<&GameRecord>> = BTreeMap::new();
    for record in records {
        rows.entry(category(record)).or_default().push(record);
    }
    rows.into_iter()
        .map(|((kind, size, latin, _, level), games)| {
            let mut times: Vec<u64> = games
                .iter()
                .filter(|g| g.is_solved())
                .map(|g| g.seconds)
                .collect();
            times.sort_unstable();
            let count = u64::try_from(times.len()).unwrap_or(u64::MAX);
            let total: u128 = times.iter().map(|&t| u128::from(t)).sum();
            Row {
                kind,
                size,
                latin,
                level,
                played: u32::try_from(games.len()).unwrap_or(u32::MAX),
                solved: u32::try_from(times.len()).unwrap_or(u32::MAX),
                best: times.first().copied(),
                median: (!times.is_empty()).then(|| times[(times.len() - 1) / 2]),
                mean: (count > 0).then(|| {
                    let mean = (total + u128::from(count) / 2) / u128::from(count);
                    u64::try_from(mean).unwrap_or(u64::MAX)
                }),
                hints: games.iter().map(|g| u64::from(g.hints)).sum(),
            }
        })
        .collect()
}

/// Where a solved game's time stands among the player's solves of the same size and level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rank {
    /// 1 for the fastest; games with the same time share a place.
    pub place: usize,
    /// How many solves there are, this one included.
    pub of: usize,
    /// Whether this time beats every earlier solve (false for the first solve of its kind).
    pub new_best: bool,
}

/// The rank of the solved game `id` in `records`; `None` if it is not solved.
pub fn rank(records: &[GameRecord], id: &GameId) -> Option<Rank> {
    let game = records.iter().find(|r| &r.id == id && r.is_solved())?;
    let kind = category(game);
    let others: Vec<&GameRecord> = records
        .iter()
        .filter(|r| r.is_solved() && &r.id != id && category(r) == kind)
        .collect();
    let faster = others.iter().filter(|r| r.seconds < game.seconds).count();
    Some(Rank {
        place: faster + 1,
        of: others.len() + 1,
        new_best: !others.is_empty() && others.iter().all(|r| r.seconds > game.seconds),
    })
}

/// "4:12" or "1:02:03" for a time in seconds, as the game's clock shows it.
pub fn format_seconds(seconds: u64) -> String {
    crate::game::Timer::format(seconds.saturating_mul(1000))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::record::{Moment, Status};

    const NINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const FOUR: &str = "1.3..4..2..3.1.4";

    fn game(id: GameId, status: Status, seconds: u64, hints: u32) -> GameRecord {
        GameRecord {
            status,
            seconds,
            hints,
            finished: (status != Status::Playing)
                .then(|| Moment::new(0, 0))
                .flatten(),
            ..GameRecord::started(id)
        }
    }

    fn daily(day: u32, level: Level) -> GameId {
        GameId::Daily {
            date: sudoku_core::Date::new(2026, 3, day).expect("a date"),
            edition: site::daily::Edition::Classic(level),
        }
    }

    fn puzzle(givens: &str, variant: char) -> GameId {
        // Different puzzles of the same size: one given changed.
        GameId::Puzzle(givens.replacen('.', &variant.to_string(), 1))
    }

    #[test]
    fn each_variant_has_rows_of_its_own_and_its_own_ranks() {
        let killer =
            |code: &str| GameId::Puzzle(crate::player::puzzle::variant_name(Kind::Killer, 9, code));
        let graded = |id, seconds| GameRecord {
            level: Some(Level::Medium),
            ..game(id, Status::Solved, seconds, 0)
        };
        let records = vec![
            graded(daily(1, Level::Medium), 100),
            graded(killer("3a"), 900),
            graded(killer("3b"), 700),
        ];
        let rows = table(&records);
        let kinds: Vec<(Kind, u32, Option<u64>)> =
            rows.iter().map(|r| (r.kind, r.solved, r.best)).collect();
        assert_eq!(
            kinds,
            vec![(Kind::Classic, 1, Some(100)), (Kind::Killer, 2, Some(700))],
            "classic first, and a killer never ranks against a classic puzzle"
        );
        assert_eq!(rows[1].size, 9);
        assert!(!rows[1].latin);
        let rank = rank(&records, &killer("3a")).expect("ranked");
        assert_eq!((rank.place, rank.of), (2, 2));
    }

    #[test]
    fn each_size_and_level_has_its_row() {
        let records = vec![
            game(daily(1, Level::Easy), Status::Solved, 300, 0),
            game(daily(2, Level::Easy), Status::Solved, 100, 2),
            game(daily(3, Level::Easy), Status::Solved, 200, 0),
            game(daily(4, Level::Easy), Status::Solved, 401, 1),
            game(daily(5, Level::Easy), Status::Revealed, 50, 0),
            game(daily(6, Level::Easy), Status::Playing, 20, 3),
            game(daily(1, Level::Hard), Status::Playing, 20, 0),
            game(puzzle(FOUR, '.'), Status::Solved, 30, 0),
            GameRecord {
                level: Some(Level::Easy),
                ..game(puzzle(NINE, '.'), Status::Solved, 90, 0)
            },
        ];
        let rows = table(&records);
        let keys: Vec<(usize, Option<Level>)> = rows.iter().map(|r| (r.size, r.level)).collect();
        assert_eq!(
            keys,
            [(4, None), (9, Some(Level::Easy)), (9, Some(Level::Hard))]
        );
        let easy = &rows[1];
        assert_eq!((easy.played, easy.solved), (7, 5));
        assert_eq!(easy.solve_rate(), Some(71));
        assert_eq!(easy.best, Some(90));
        // Times 90, 100, 200, 300, 401: median 200, mean 218.2.
        assert_eq!(easy.median, Some(200));
        assert_eq!(easy.mean, Some(218));
        assert_eq!(easy.hints, 6);
        let hard = &rows[2];
        assert_eq!((hard.played, hard.solved, hard.best), (1, 0, None));
        assert_eq!(hard.solve_rate(), Some(0));
        assert_eq!(hard.mean, None);
        assert!(table(&[]).is_empty());
    }

    #[test]
    fn a_time_ranks_among_the_same_kind_of_games() {
        let mut records = vec![
            game(daily(1, Level::Easy), Status::Solved, 300, 0),
            game(daily(2, Level::Easy), Status::Solved, 200, 0),
            game(daily(1, Level::Hard), Status::Solved, 10, 0),
        ];
        let first = rank(&records, &daily(1, Level::Hard)).expect("solved");
        assert_eq!(
            first,
            Rank {
                place: 1,
                of: 1,
                new_best: false
            }
        );
        records.push(game(daily(3, Level::Easy), Status::Solved, 250, 0));
        assert_eq!(
            rank(&records, &daily(3, Level::Easy)),
            Some(Rank {
                place: 2,
                of: 3,
                new_best: false
            })
        );
        records.push(game(daily(4, Level::Easy), Status::Solved, 199, 0));
        assert!(rank(&records, &daily(4, Level::Easy)).is_some_and(|r| r.new_best && r.place == 1));
        // A tie with the best is no new best.
        records.push(game(daily(5, Level::Easy), Status::Solved, 199, 0));
        assert!(rank(&records, &daily(5, Level::Easy)).is_some_and(|r| !r.new_best && r.place == 1));
        records.push(game(daily(6, Level::Easy), Status::Revealed, 1, 0));
        assert_eq!(rank(&records, &daily(6, Level::Easy)), None);
    }

    #[test]
    fn times_read_as_a_clock() {
        assert_eq!(format_seconds(0), "0:00");
        assert_eq!(format_seconds(252), "4:12");
        assert_eq!(format_seconds(3723), "1:02:03");
    }
}
