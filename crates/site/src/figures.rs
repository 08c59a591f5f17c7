//! What the site's players did: how many solved a daily and in what times, a player's standing
//! among them, and the solvers of each day for the archive; and which figures a page shows.
//!
//! The server reads them from its store and hands a page its [`PageFigures`] in the request;
//! the app words them in the page's language (`app::community`).

use std::sync::Arc;

use sudoku_core::Date;

use crate::address::{Address, Page};
use crate::daily::{archive_month, shown_edition, Edition};

/// The finishing times of one puzzle: how many players finished in each number of seconds, and
/// how many of them took a hint.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Times {
    /// `(seconds, players, hinted)`, by time, each time once.
    counts: Vec<(u32, u64, u64)>,
}

impl Times {
    /// The times from `(seconds, players, hinted)` counts in any order.
    pub fn from_counts(counts: impl IntoIterator<Item = (u32, u64, u64)>) -> Self {
        let mut counts: Vec<_> = counts.into_iter().filter(|c| c.1 > 0).collect();
        counts.sort_unstable_by_key(|c| c.0);
        counts.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                kept.1 += later.1;
                kept.2 += later.2;
            }
            same
        });
        Self { counts }
    }

    /// These times and one more player's.
    pub fn with(&self, seconds: u32, hinted: bool) -> Self {
        Self::from_counts(
            self.counts
                .iter()
                .copied()
                .chain([(seconds, 1, u64::from(hinted))]),
        )
    }

    /// How many players finished.
    pub fn players(&self) -> u64 {
        self.counts.iter().map(|c| c.1).sum()
    }

    /// How many of them took a hint.
    pub fn hinted(&self) -> u64 {
        self.counts.iter().map(|c| c.2).sum()
    }

    /// How many took longer than `seconds`.
    pub fn slower_than(&self, seconds: u32) -> u64 {
        self.counts
            .iter()
            .filter(|c| c.0 > seconds)
            .map(|c| c.1)
            .sum()
    }

    /// The time by which a share `q` (0 to 1) of the players had finished (the lower one of
    /// the two middle times for the median).
    pub fn quantile(&self, q: f64) -> Option<u32> {
        let players = self.players();
        if players == 0 {
            return None;
        }
        let rank = ((players as f64 * q).ceil() as u64).clamp(1, players);
        let mut seen = 0;
        self.counts.iter().find_map(|&(seconds, n, _)| {
            seen += n;
            (seen >= rank).then_some(seconds)
        })
    }

    /// The median finishing time.
    pub fn median(&self) -> Option<u32> {
        self.quantile(0.5)
    }

    /// The counts as `(seconds, players)` pairs, by time.
    pub fn iter(&self) -> impl Iterator<Item = (u32, u64)> + '_ {
        self.counts.iter().map(|c| (c.0, c.1))
    }
}

/// A player's place among a puzzle's players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The player's counted time.
    pub seconds: u32,
    /// How many players finished, the player included.
    pub players: u64,
    /// The share of the other players that took longer, in whole percent (rounded down): 0
    /// when the player is the only one.
    pub faster_than: u64,
    /// The share of them that took a hint, in whole percent (rounded).
    pub hinted: u64,
}

impl Standing {
    /// The standing of a time of `seconds` among `times` (which include it).
    pub fn of(times: &Times, seconds: u32) -> Self {
        let players = times.players().max(1);
        let others = players - 1;
        Self {
            seconds,
            players,
            faster_than: times.slower_than(seconds) * 100 / others.max(1),
            hinted: (times.hinted() * 200 + players) / (2 * players),
        }
    }
}

/// How many players solved each daily of a month: per day, the counts of the four
/// [`Edition`]s.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MonthSolvers {
    /// `(day of the month, players per edition)`, by day, days nobody solved left out.
    days: Vec<(u32, [u64; 4])>,
}

impl MonthSolvers {
    /// Adds `players` to the count of `day` (1 to 31) of `edition`.
    pub fn add(&mut self, day: u32, edition: Edition, players: u64) {
        let at = match self.days.binary_search_by_key(&day, |d| d.0) {
            Ok(at) => at,
            Err(at) => {
                self.days.insert(at, (day, [0; 4]));
                at
            }
        };
        self.days[at].1[edition.index()] += players;
    }

    /// The players of `day` per edition, in the order of [`Edition::ALL`].
    pub fn day(&self, day: u32) -> [u64; 4] {
        self.days
            .binary_search_by_key(&day, |d| d.0)
            .map_or([0; 4], |at| self.days[at].1)
    }

    /// The text the archive page carries:
    /// `1:5,0,2,1;14:1,1,1,0` (day, then the counts per edition).
    pub fn encode(&self) -> String {
        self.days
            .iter()
            .map(|(day, counts)| {
                let counts: Vec<String> = counts.iter().map(u64::to_string).collect();
                format!("{day}:{}", counts.join(","))
            })
            .collect::<Vec<_>>()
            .join(";")
    }

    /// Reads [`MonthSolvers::encode`]'s text; `None` if it is not that.
    pub fn decode(text: &str) -> Option<Self> {
        let mut solvers = Self::default();
        for entry in text.split(';').filter(|e| !e.is_empty()) {
            let (day, counts) = entry.split_once(':')?;
            let day: u32 = day.parse().ok().filter(|d| (1..=31).contains(d))?;
            let mut counts = counts.split(',').map(|c| c.parse::<u64>().ok());
            for edition in Edition::ALL {
                solvers.add(day, edition, counts.next()??);
            }
            if counts.next().is_some() {
                return None;
            }
        }
        Some(solvers)
    }
}

/// The figures the server found for the page it is rendering, in the request's extensions
/// (the server's `community` middleware puts them there). `None` where the database could not
/// answer: the page then says the statistics are unavailable.
#[derive(Debug, Clone)]
pub enum PageFigures {
    /// The finishing times of the daily of a date and edition.
    Daily {
        /// The date.
        date: Date,
        /// Which of the day's dailies.
        edition: Edition,
        /// Its times.
        times: Option<Arc<Times>>,
    },
    /// The solvers of each day of a month, for the archive.
    Month {
        /// `(year, month)`.
        month: (u32, u32),
        /// The counts.
        solvers: Option<Arc<MonthSolvers>>,
    },
}

/// What the page at `path` (with `query`, the part after `?`) shows figures of on `today`, for
/// the server to look them up before rendering it: a daily's times (`/`, `/daily/DATE[/LEVEL]`) or a
/// month's solvers (`/daily?month=YYYY-MM`).
pub fn wanted(path: &str, query: Option<&str>, today: Date) -> Option<Wanted> {
    let address = Address::parse(&format!("{path}?{}", query.unwrap_or_default()));
    match address.page() {
        Page::Archive => Some(Wanted::Month(archive_month(
            address.query("month").map(str::to_owned),
            today,
        ))),
        Page::Daily { date, level } => shown_edition(date.as_deref(), level.as_deref(), today)
            .map(|(date, edition)| Wanted::Daily(date, edition)),
        _ => None,
    }
}

/// What figures a page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wanted {
    /// The times of a daily.
    Daily(Date, Edition),
    /// The solvers of each day of a month, `(year, month)`.
    Month((u32, u32)),
}

#[cfg(test)]
mod tests;
