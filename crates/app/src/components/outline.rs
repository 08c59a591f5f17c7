//! What a variant draws over its grid: killer cages as dashed outlines with their totals, and
//! the diagonals that count. Jigsaw regions need nothing here: their edges are the cells' thick
//! borders, as boxes' are ([`region_edges`]).
//!
//! The drawing never changes during a game: it is SVG markup, the board's `inner_html`, made
//! through the game's `VariantRules` (so its code comes with the variant page's chunk), by the
//! server for the page it sends and by the browser where it builds the page itself (offline).

use sudoku_core::{Cell, Rules};

/// Whether `cell` has a thick line on its right and on its bottom under `rules`: where its
/// region (box or irregular region) ends, except at the border of the grid.
pub(crate) fn region_edges(rules: &Rules, cell: Cell) -> (bool, bool) {
    let g = rules.geometry();
    let (row, col) = (g.row_of(cell), g.col_of(cell));
    let region = rules.region_of(cell);
    let differs = |other: Option<Cell>| other.is_some_and(|o| rules.region_of(o) != region);
    (differs(g.cell(row, col + 1)), differs(g.cell(row + 1, col)))
}

/// How far inside its cells a cage's outline runs, as a share of a cell.
const INSET: f32 = 0.08;

/// The SVG drawn over the grid of `rules` (in cell units: the grid is `n` by `n`), or an empty
/// string when there is nothing to draw (no cages, no diagonals).
pub fn overlay(rules: &Rules) -> String {
    use std::fmt::Write;

    let n = rules.geometry().size();
    if rules.cages().is_empty() && !rules.has_diagonals() {
        return String::new();
    }
    let mut svg =
        format!(r#"<svg viewBox="0 0 {n} {n}" preserveAspectRatio="none" focusable="false">"#);
    if rules.has_diagonals() {
        let _ = write!(
            svg,
            r#"<path class="diagonals" d="M0 0L{n} {n}M{n} 0L0 {n}"/>"#
        );
    }
    let mut path = String::new();
    let mut sums = String::new();
    for (index, cage) in rules.cages().iter().enumerate() {
        cage_path(rules, index, &mut path);
        if let (Some(sum), Some(&first)) = (cage.sum(), cage.cells().first()) {
            let g = rules.geometry();
            let (x, y) = (g.col_of(first) as f32, g.row_of(first) as f32);
            let _ = write!(
                sums,
                r#"<text x="{:.2}" y="{:.2}">{sum}</text>"#,
                x + 0.04,
                y + 0.24
            );
        }
    }
    if !path.is_empty() {
        let _ = write!(svg, r#"<path class="cages" d="{path}"/>"#);
    }
    if !sums.is_empty() {
        let _ = write!(svg, r#"<g class="sums">{sums}</g>"#);
    }
    svg.push_str("</svg>");
    svg
}

/// Adds to `path` the outline of cage `index`: on each side of each of its cells that borders
/// another cage or none, a line `INSET` inside the cell. At a corner the line stops short
/// (the outline turns inward), runs on into the next cell (a straight edge) or runs past the
/// cell's edge (the outline turns outward round a cell of the cage), so the pieces join. In
/// the first cell, which holds the total, the top and left lines start past it, so the total
/// is never crossed (and notes are kept clear of it by the stylesheet).
fn cage_path(rules: &Rules, index: usize, path: &mut String) {
    use std::fmt::Write;

    let g = rules.geometry();
    let inside = |row: isize, col: isize| -> bool {
        let (Ok(row), Ok(col)) = (usize::try_from(row), usize::try_from(col)) else {
            return false;
        };
        g.cell(row, col)
            .and_then(|c| rules.cage_of(c))
            .is_some_and(|(i, _)| i == index)
    };
    // How far a side's end moves along it at a corner: inward, level, or outward.
    let end = |side: bool, diagonal: bool| -> f32 {
        match (side, diagonal) {
            (false, _) => INSET,
            (true, false) => 0.0,
            (true, true) => -INSET,
        }
    };
    let Some(cage) = rules.cages().get(index) else {
        return;
    };
    // The room the total takes in its cell, across and down (none without a total).
    let label = match cage.sum() {
        Some(sum) if sum >= 10 => (0.38, 0.3),
        Some(_) => (0.24, 0.3),
        None => (0.0, 0.0),
    };
    for (i, &cell) in cage.cells().iter().enumerate() {
        let (skip_x, skip_y) = if i == 0 { label } else { (0.0, 0.0) };
        let (r, c) = (g.row_of(cell) as isize, g.col_of(cell) as isize);
        let (x, y) = (c as f32, r as f32);
        let (up, down, left, right) = (
            inside(r - 1, c),
            inside(r + 1, c),
            inside(r, c - 1),
            inside(r, c + 1),
        );
        let mut line = |x0: f32, y0: f32, x1: f32, y1: f32| {
            let _ = write!(path, "M{x0:.2} {y0:.2}L{x1:.2} {y1:.2}");
        };
        if !up {
            let y = y + INSET;
            let from = (x + end(left, inside(r - 1, c - 1))).max(x + skip_x);
            let to = x + 1.0 - end(right, inside(r - 1, c + 1));
            line(from, y, to, y);
        }
        if !down {
            let y = y + 1.0 - INSET;
            let from = x + end(left, inside(r + 1, c - 1));
            let to = x + 1.0 - end(right, inside(r + 1, c + 1));
            line(from, y, to, y);
        }
        if !left {
            let x = x + INSET;
            let from = (y + end(up, inside(r - 1, c - 1))).max(y + skip_y);
            let to = y + 1.0 - end(down, inside(r + 1, c - 1));
            line(x, from, x, to);
        }
        if !right {
            let x = x + 1.0 - INSET;
            let from = y + end(up, inside(r - 1, c + 1));
            let to = y + 1.0 - end(down, inside(r + 1, c + 1));
            line(x, from, x, to);
        }
    }
}

#[cfg(test)]
mod tests {
    use sudoku_core::{Cage, Geometry};

    use super::*;

    fn at(row: usize, col: usize) -> Cell {
        Geometry::standard().cell(row, col).expect("inside")
    }

    #[test]
    fn an_l_shaped_cage_is_one_closed_outline() {
        // r1c1, r1c2 and r2c1: an L, whose inner corner at r2c2 turns inward.
        // Without a total, so that no line stops short of one.
        let rules = Rules::classic(Geometry::standard())
            .with_cages(vec![Cage::new(vec![at(0, 0), at(0, 1), at(1, 0)], None)])
            .expect("a cage");
        let svg = overlay(&rules);
        assert!(!svg.contains("<text"), "{svg}");
        // Each corner of the outline is the end of exactly two of its lines: it closes.
        let d = svg
            .split(r#"class="cages" d=""#)
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("a cage path");
        let mut ends: Vec<String> = Vec::new();
        for segment in d.split('M').filter(|s| !s.is_empty()) {
            let (a, b) = segment.split_once('L').expect("a line");
            ends.push(a.to_owned());
            ends.push(b.to_owned());
        }
        // Points where lines of one direction meet are joined; count distinct corners.
        let mut corners: Vec<&String> = ends.iter().collect();
        corners.sort();
        corners.dedup();
        let at_corner = |p: &&String| ends.iter().filter(|e| e == p).count();
        let joined = corners.iter().filter(|p| at_corner(p) == 2).count();
        assert_eq!(joined, corners.len(), "every end meets another: {d}");
        // The inner corner: the cells' shared corner (1, 1) moved into the cage by the inset.
        assert!(corners.iter().any(|p| p.as_str() == "0.92 0.92"), "{d}");
    }

    #[test]
    fn a_cage_s_total_is_written_in_its_first_cell_and_no_line_crosses_it() {
        let rules = Rules::classic(Geometry::standard())
            .with_cages(vec![Cage::new(vec![at(4, 4), at(4, 5)], Some(17))])
            .expect("a cage");
        let svg = overlay(&rules);
        assert!(
            svg.contains(r#"<text x="4.04" y="4.24">17</text>"#),
            "{svg}"
        );
        // The top line of r5c5 starts past the total, the left line below it.
        assert!(svg.contains("M4.38 4.08L"), "{svg}");
        assert!(svg.contains("M4.08 4.30L"), "{svg}");
    }

    #[test]
    fn diagonals_are_drawn_only_when_they_count() {
        let plain = Rules::classic(Geometry::standard());
        assert_eq!(overlay(&plain), "");
        let svg = overlay(&plain.with_diagonals());
        assert!(svg.contains(r#"class="diagonals""#), "{svg}");
        assert!(!svg.contains("cages"), "{svg}");
    }

    #[test]
    fn jigsaw_regions_have_thick_edges_where_they_meet() {
        let n = 4;
        // Regions of a 4×4 as rows of the grid: 0000/1111/2222/3333.
        let regions: Vec<usize> = (0..n * n).map(|i| i / n).collect();
        let geometry = Geometry::for_cell_count(16).expect("4×4");
        let rules = Rules::classic(geometry)
            .with_regions(&regions)
            .expect("regions of four cells");
        let cell = |r, c| rules.geometry().cell(r, c).expect("inside");
        assert_eq!(region_edges(&rules, cell(0, 0)), (false, true));
        assert_eq!(region_edges(&rules, cell(3, 3)), (false, false));
    }
}
