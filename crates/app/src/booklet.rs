//! The printable booklet (`/print`): a number of sheets, each with a few puzzles of one level,
//! and the solutions on the last sheet. The puzzles are the dailies of that level, today's
//! and the days before, so a booklet is made of puzzles the server already keeps and prints
//! the same way tomorrow.
//!
//! The page is markup made on the server ([`markup`]) and put in with `inner_html`, which
//! hydration leaves as it is: the browser's bundle holds only the form.

use std::fmt::Write;

use sudoku_core::{Date, Grid, Level, DAILY_LEVELS};

use site::daily::first_day;

/// How many puzzles a sheet can hold: one large, or two, four or six smaller.
pub const PER_SHEET: [usize; 4] = [1, 2, 4, 6];

/// The most sheets of puzzles in one booklet (24 puzzles at six a sheet).
pub const MAX_SHEETS: usize = 4;

/// What a booklet holds, from the address's query.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Booklet {
    /// The puzzles' level, one of the dailies' levels.
    pub level: Level,
    /// Puzzles per sheet, one of [`PER_SHEET`].
    pub per_sheet: usize,
    /// Sheets of puzzles (the solutions' sheet comes on top), 1 to [`MAX_SHEETS`].
    pub sheets: usize,
}

impl Default for Booklet {
    fn default() -> Self {
        Booklet {
            level: Level::Easy,
            per_sheet: 4,
            sheets: 1,
        }
    }
}

impl Booklet {
    /// The booklet `?level=&per=&sheets=` asks for; anything missing or out of range keeps its
    /// default, so any address prints something sensible.
    pub fn from_query(level: Option<&str>, per: Option<&str>, sheets: Option<&str>) -> Booklet {
        let default = Booklet::default();
        Booklet {
            level: level
                .and_then(|l| l.parse().ok())
                .filter(|l| DAILY_LEVELS.contains(l))
                .unwrap_or(default.level),
            per_sheet: per
                .and_then(|p| p.parse().ok())
                .filter(|p| PER_SHEET.contains(p))
                .unwrap_or(default.per_sheet),
            sheets: sheets
                .and_then(|s| s.parse().ok())
                .filter(|s| (1..=MAX_SHEETS).contains(s))
                .unwrap_or(default.sheets),
        }
    }

    /// The dates whose dailies fill the booklet: today's and the days before, as many as it
    /// holds, never before the first daily.
    pub fn dates(&self, today: Date) -> Vec<Date> {
        std::iter::successors(Some(today), |d| d.previous())
            .take_while(|&d| d >= first_day())
            .take(self.per_sheet * self.sheets)
            .collect()
    }
}

/// The booklet's sheets as HTML: the puzzles `per_sheet` to a sheet, each with its number and
/// date, then one sheet with every solution (a puzzle without one single solution says so).
pub fn markup(booklet: &Booklet, puzzles: &[(Date, Grid)]) -> String {
    let mut html = String::new();
    let level = crate::words::capitalised(booklet.level.name());
    for (sheet, chunk) in puzzles.chunks(booklet.per_sheet).enumerate() {
        let _ = write!(
            html,
            r#"<section class="sheet per-{}"><h2>Sheet {} · {level}</h2><div class="sheet-grids">"#,
            booklet.per_sheet,
            sheet + 1
        );
        for (i, (date, grid)) in chunk.iter().enumerate() {
            let number = sheet * booklet.per_sheet + i + 1;
            grid_figure(&mut html, &format!("{number}. {level}, {date}"), grid);
        }
        html.push_str("</div></section>");
    }
    if !puzzles.is_empty() {
        html.push_str(
            r#"<section class="sheet solutions"><h2>Solutions</h2><div class="sheet-grids">"#,
        );
        for (i, (_, grid)) in puzzles.iter().enumerate() {
            match sudoku_core::solve(grid) {
                sudoku_core::SolveOutcome::Unique(solution) => {
                    grid_figure(&mut html, &format!("{}.", i + 1), &solution)
                }
                _ => {
                    let _ = write!(html, "<p>{}. No single solution.</p>", i + 1);
                }
            }
        }
        html.push_str("</div></section>");
    }
    html
}

/// One grid as a table with its caption.
fn grid_figure(html: &mut String, caption: &str, grid: &Grid) {
    let geometry = grid.geometry();
    let n = geometry.size();
    let _ = write!(
        html,
        r#"<table class="print-grid" style="--n: {n}"><caption>{caption}</caption>"#
    );
    for row in 0..n {
        html.push_str("<tr>");
        for col in 0..n {
            let Some(cell) = geometry.cell(row, col) else {
                continue;
            };
            let (right, bottom) = crate::components::box_edges(geometry, cell);
            let class = match (right, bottom) {
                (true, true) => r#" class="box-right box-bottom""#,
                (true, false) => r#" class="box-right""#,
                (false, true) => r#" class="box-bottom""#,
                (false, false) => "",
            };
            let digit = grid.get(cell).map(|d| d.to_char()).unwrap_or(' ');
            let _ = write!(html, "<td{class}>{digit}</td>");
        }
        html.push_str("</tr>");
    }
    html.push_str("</table>");
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_query_chooses_and_bad_values_keep_defaults() {
        let booklet = Booklet::from_query(Some("hard"), Some("6"), Some("2"));
        assert_eq!(
            booklet,
            Booklet {
                level: Level::Hard,
                per_sheet: 6,
                sheets: 2
            }
        );
        let odd = Booklet::from_query(Some("master"), Some("5"), Some("99"));
        assert_eq!(odd, Booklet::default());
    }

    #[test]
    fn dates_go_back_from_today_and_stop_at_the_first_daily() {
        let booklet = Booklet::from_query(None, Some("2"), Some("2"));
        let today: Date = "2026-03-10".parse().expect("date");
        let dates = booklet.dates(today);
        let expected: Vec<Date> = ["2026-03-10", "2026-03-09", "2026-03-08", "2026-03-07"]
            .iter()
            .map(|d| d.parse().expect("date"))
            .collect();
        assert_eq!(dates, expected);
        assert_eq!(booklet.dates(first_day()), vec![first_day()]);
    }

    #[test]
    fn sheets_hold_their_puzzles_and_the_last_the_solutions() {
        let booklet = Booklet::from_query(Some("easy"), Some("2"), Some("2"));
        let grid: Grid = PUZZLE.parse().expect("puzzle");
        let date: Date = "2026-03-10".parse().expect("date");
        let puzzles = vec![(date, grid.clone()); 3];
        let html = markup(&booklet, &puzzles);
        assert_eq!(html.matches(r#"<section class="sheet per-2">"#).count(), 2);
        assert_eq!(html.matches(r#"class="sheet solutions""#).count(), 1);
        assert!(html.contains("<caption>3. Easy, 2026-03-10</caption>"));
        // The solutions' sheet comes last and shows the solved grid's first row.
        let solutions = &html[html.find("Solutions").expect("solutions")..];
        assert_eq!(solutions.matches("<table").count(), 3);
        assert!(solutions.contains(r#"<td>5</td><td>3</td><td class="box-right">4</td>"#));
        assert_eq!(html.matches("<td").count(), 6 * 81);
    }
}
