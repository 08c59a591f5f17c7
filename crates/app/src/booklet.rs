//! The printable booklet (`/print`): a number of sheets, each with a few puzzles of one level
//! (or Killers), and the solutions on the last sheet. The puzzles are the dailies of that
//! level, today's and the days before, so a booklet is made of puzzles the server already
//! keeps and prints the same way tomorrow. A Killer's grid has its cages: dashed lines inside
//! the cells along each cage's edge, and its total in its first cell (`variants.css`).
//!
//! The page is markup made on the server ([`markup`]) and put in with `inner_html`, which
//! hydration leaves as it is: the browser's bundle holds only the form.

use site::text::escape_html as escape;
use std::fmt::Write;

use sudoku_core::{Date, Grid, Level, Puzzle, Rules};

use site::daily::{first_day, Edition};

/// How many puzzles a sheet can hold: one large, or two, four or six smaller.
pub const PER_SHEET: [usize; 4] = [1, 2, 4, 6];

/// The most sheets of puzzles in one booklet (24 puzzles at six a sheet).
pub const MAX_SHEETS: usize = 4;

/// What a booklet holds, from the address's query.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Booklet {
    /// Which dailies: a level's, or the Killers.
    pub edition: Edition,
    /// Puzzles per sheet, one of [`PER_SHEET`].
    pub per_sheet: usize,
    /// Sheets of puzzles (the solutions' sheet comes on top), 1 to [`MAX_SHEETS`].
    pub sheets: usize,
}

impl Default for Booklet {
    fn default() -> Self {
        Booklet {
            edition: Edition::Classic(Level::Easy),
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
            edition: level
                .and_then(Edition::from_name)
                .unwrap_or(default.edition),
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

/// The name of an edition as the page shows it: a level's name ("Easy"), or "Killer".
pub fn edition_name(edition: Edition) -> String {
    match edition {
        Edition::Classic(level) => crate::words::level_name(level).to_owned(),
        Edition::Killer => t!(BookletKiller).to_owned(),
    }
}

/// The booklet's sheets as HTML: the puzzles `per_sheet` to a sheet, each with its number and
/// date, then one sheet with every solution (a puzzle without one single solution says so).
pub fn markup(booklet: &Booklet, puzzles: &[(Date, Puzzle)]) -> String {
    let mut html = String::new();
    let edition = edition_name(booklet.edition);
    for (sheet, chunk) in puzzles.chunks(booklet.per_sheet).enumerate() {
        let _ = write!(
            html,
            r#"<section class="sheet per-{}"><h2>{}</h2><div class="sheet-grids">"#,
            booklet.per_sheet,
            escape(&t!(BookletSheet, number = sheet + 1, edition = &edition))
        );
        for (i, (date, puzzle)) in chunk.iter().enumerate() {
            let number = sheet * booklet.per_sheet + i + 1;
            let caption = t!(
                BookletCaption,
                number = number,
                edition = &edition,
                date = date.to_string()
            );
            grid_figure(&mut html, &caption, &puzzle.givens, &puzzle.rules);
        }
        html.push_str("</div></section>");
    }
    if !puzzles.is_empty() {
        let _ = write!(
            html,
            r#"<section class="sheet solutions"><h2>{}</h2><div class="sheet-grids">"#,
            escape(t!(BookletSolutions))
        );
        for (i, (_, puzzle)) in puzzles.iter().enumerate() {
            // A solution's digits alone: its cages would only clutter it.
            let plain = Rules::classic(puzzle.givens.geometry());
            match puzzle.solution() {
                Some(solution) => {
                    let caption = t!(BookletSolutionCaption, number = i + 1);
                    grid_figure(&mut html, &caption, &solution, &plain);
                }
                None => {
                    let _ = write!(
                        html,
                        "<p>{}</p>",
                        escape(&t!(BookletNoSolution, number = i + 1))
                    );
                }
            }
        }
        html.push_str("</div></section>");
    }
    html
}

/// One grid as a table with its caption (text, escaped here), with the cages of `rules` if it
/// has any.
fn grid_figure(html: &mut String, caption: &str, grid: &Grid, rules: &Rules) {
    let geometry = grid.geometry();
    let n = geometry.size();
    let _ = write!(
        html,
        r#"<table class="print-grid" style="--n: {n}"><caption>{}</caption>"#,
        escape(caption)
    );
    for row in 0..n {
        html.push_str("<tr>");
        for col in 0..n {
            let Some(cell) = geometry.cell(row, col) else {
                continue;
            };
            let (right, bottom) = crate::components::box_edges(geometry, cell);
            let mut classes: Vec<&str> = Vec::new();
            if right {
                classes.push("box-right");
            }
            if bottom {
                classes.push("box-bottom");
            }
            let mut total = String::new();
            if let Some((index, cage)) = rules.cage_of(cell) {
                classes.push("cage");
                // The sides along which the cell's cage ends: its dashed line runs there.
                let other = |r: Option<usize>, c: Option<usize>| {
                    let neighbour = r.zip(c).and_then(|(r, c)| geometry.cell(r, c));
                    neighbour.and_then(|n| rules.cage_of(n)).map(|(i, _)| i) != Some(index)
                };
                for (side, ends) in [
                    ("ct", other(row.checked_sub(1), Some(col))),
                    ("cr", other(Some(row), Some(col + 1))),
                    ("cb", other(Some(row + 1), Some(col))),
                    ("cl", other(Some(row), col.checked_sub(1))),
                ] {
                    if ends {
                        classes.push(side);
                    }
                }
                if let (Some(sum), Some(&first)) = (cage.sum(), cage.cells().first()) {
                    if first == cell {
                        total = format!(r#"<span class="sum">{sum}</span>"#);
                    }
                }
            }
            let class = if classes.is_empty() {
                String::new()
            } else {
                format!(r#" class="{}""#, classes.join(" "))
            };
            let digit = grid.get(cell).map(|d| d.to_char()).unwrap_or(' ');
            let _ = write!(html, "<td{class}>{total}{digit}</td>");
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
                edition: Edition::Classic(Level::Hard),
                per_sheet: 6,
                sheets: 2
            }
        );
        let odd = Booklet::from_query(Some("master"), Some("5"), Some("99"));
        assert_eq!(odd, Booklet::default());
        let killers = Booklet::from_query(Some("killer"), None, None);
        assert_eq!(killers.edition, Edition::Killer);
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
        let puzzles = vec![(date, Puzzle::classic(grid.clone())); 3];
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

    /// A booklet of Killers draws each cage's edges and total, and its solutions plainly.
    #[test]
    fn a_killer_booklet_draws_the_cages_and_their_totals() {
        let date: Date = "2026-03-10".parse().expect("date");
        let killer = sudoku_core::daily_killer(date).expect("a killer").puzzle;
        let booklet = Booklet::from_query(Some("killer"), Some("1"), Some("1"));
        let html = markup(&booklet, &[(date, killer.clone())]);
        assert!(
            html.contains("<caption>1. Killer, 2026-03-10</caption>"),
            "{html}"
        );
        let (sheet, solutions) = html.split_at(html.find("Solutions").expect("solutions"));
        // One total per cage, and every cell in a cage on the puzzle's sheet.
        assert_eq!(
            sheet.matches(r#"<span class="sum">"#).count(),
            killer.rules.cages().len()
        );
        let caged: usize = killer.rules.cages().iter().map(|c| c.cells().len()).sum();
        let classes = |td: &str| -> Vec<String> {
            let attrs = td.split('>').next().unwrap_or("");
            attrs.split(['"', ' ']).map(str::to_owned).collect()
        };
        let cells: Vec<&str> = sheet.split("<td").skip(1).collect();
        let in_cage = cells
            .iter()
            .filter(|td| classes(td).iter().any(|c| c == "cage"))
            .count();
        assert_eq!(in_cage, caged);
        // A total sits in its cage's first cell, whose line runs along its top and left.
        for td in cells.iter().filter(|td| td.contains(r#"class="sum""#)) {
            let classes = classes(td);
            assert!(
                classes.iter().any(|c| c == "ct") && classes.iter().any(|c| c == "cl"),
                "{td}"
            );
        }
        assert!(!solutions.contains("cage"), "plain solutions");
        assert_eq!(solutions.matches("<td").count(), 81);
    }
}
