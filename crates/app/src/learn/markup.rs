//! A technique page's text and worked example as markup, made on the server: the technique's
//! `about` text, the example position as an SVG grid (digits, candidates, the pattern's cells
//! and candidates, the eliminations or the placement) with a key, and the step's sentence. The
//! page puts it in with `inner_html`, which hydration does not touch, so none of this (nor the
//! practice corpus the example comes from) is in the browser's bundle.

use site::text::escape_html as escape;
use std::fmt::Write;

use rand::SeedableRng;
use sudoku_core::practice::Practice;
use sudoku_core::{Candidate, Shade, Technique};
use sudoku_core::{Cell, Digit, Rules};

use super::EXAMPLE_SEED;
use crate::game::VariantRules;

/// The side of a cell in the SVG's units.
const CELL: f64 = 40.0;
/// The margin around the grid, so the outer lines are not cut.
const MARGIN: f64 = 2.0;

/// The example of `technique`: the position `practise` makes from [`EXAMPLE_SEED`].
pub fn example(technique: Technique) -> Option<Practice> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(EXAMPLE_SEED);
    sudoku_core::practice::practise(technique, &mut rng).ok()
}

/// The text and worked example of `technique`'s page.
pub fn technique(technique: Technique) -> String {
    let mut html = String::new();
    let _ = write!(
        html,
        r#"<section class="learn-about" aria-labelledby="about-heading"><h2 id="about-heading">{}</h2><p>{}</p></section>"#,
        escape(t!(LearnHowItWorks)),
        escape(crate::words::technique_about(technique))
    );
    match example(technique) {
        Some(practice) => {
            let sentence = crate::explain::explanation(&practice.step);
            let _ = write!(
                html,
                r#"<section class="learn-example" aria-labelledby="example-heading"><h2 id="example-heading">{}</h2>"#,
                escape(t!(LearnExample))
            );
            let _ = write!(
                html,
                r#"<figure>{}<figcaption>{}</figcaption></figure>"#,
                grid(&practice, &escape(&sentence)),
                escape(&sentence)
            );
            html.push_str(&key(&practice));
            html.push_str("</section>");
        }
        None => {
            let _ = write!(
                html,
                r#"<p class="notice">{}</p>"#,
                escape(t!(LearnNoExample))
            );
        }
    }
    html
}

/// A candidate's class, and what it means.
type Mark = (&'static str, fn() -> String);

/// The marks a key can explain.
const MARKS: [Mark; 4] = [
    ("pattern", || t!(LearnKeyPattern).to_owned()),
    ("pattern-alt", || t!(LearnKeyPatternAlt).to_owned()),
    ("removed", || t!(LearnKeyRemoved).to_owned()),
    ("placed", || t!(LearnKeyPlaced).to_owned()),
];

/// The key under an example grid: the marks its grid shows, and only those.
fn key(practice: &Practice) -> String {
    let shown: Vec<&str> = practice
        .board
        .geometry()
        .cells()
        .filter(|&cell| practice.board.get(cell).is_none())
        .flat_map(|cell| {
            practice.candidates[cell.index()]
                .iter()
                .map(move |digit| candidate_class(practice, Candidate { cell, digit }))
        })
        .collect();
    let mut html = String::from(r#"<ul class="learn-key">"#);
    for (class, meaning) in MARKS {
        if shown.contains(&format!("cand {class}").as_str()) {
            let _ = write!(
                html,
                r#"<li><span class="swatch {class}"></span>{}</li>"#,
                escape(&meaning())
            );
        }
    }
    html.push_str("</ul>");
    html
}

/// The position of `practice` as SVG, with the step's pattern and conclusions marked;
/// `label` names it for screen readers.
pub fn grid(practice: &Practice, label: &str) -> String {
    let side = CELL * 9.0 + 2.0 * MARGIN;
    let mut svg = String::with_capacity(24_000);
    let _ = write!(
        svg,
        r#"<svg class="learn-grid" viewBox="0 0 {side} {side}" role="img" aria-label="{label}">"#
    );
    shade(&mut svg, practice);
    lines(&mut svg, &practice.rules, side);
    for cell in practice.board.geometry().cells() {
        digits(&mut svg, practice, cell);
    }
    // A variant's cages and diagonals, drawn in cell units as over the game's board.
    let overlay = practice.rules.overlay();
    if let Some(rest) = overlay.strip_prefix("<svg ") {
        let size = CELL * 9.0;
        let _ = write!(
            svg,
            r#"<svg class="learn-overlay" x="{MARGIN}" y="{MARGIN}" width="{size}" height="{size}" {rest}"#
        );
    }
    svg.push_str("</svg>");
    svg
}

/// The cells' squares: the pattern's cells marked, the units of the pattern lightly shaded.
fn shade(svg: &mut String, practice: &Practice) {
    let step = &practice.step;
    let mut shaded = [false; 81];
    for &unit in step.units() {
        for cell in practice.rules.unit_cells(unit) {
            shaded[cell.index()] = true;
        }
    }
    let pattern_cells: Vec<Cell> = step.pattern().iter().map(|(c, _)| c.cell).collect();
    for cell in practice.board.geometry().cells() {
        let (x, y) = origin(cell);
        let class = if pattern_cells.contains(&cell) {
            "sq pattern-cell"
        } else if shaded[cell.index()] {
            "sq unit"
        } else {
            "sq"
        };
        let _ = write!(
            svg,
            r#"<rect class="{class}" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#
        );
    }
}

/// The lines: thin between cells, thick around the grid and between boxes or regions.
fn lines(svg: &mut String, rules: &Rules, side: f64) {
    let (from, to) = (MARGIN, side - MARGIN);
    for i in 0..=9 {
        let at = MARGIN + CELL * f64::from(i);
        let thick = i == 0 || i == 9 || (rules.is_classic() && i % 3 == 0);
        let class = if thick { "box-line" } else { "cell-line" };
        let _ = write!(
            svg,
            r#"<line class="{class}" x1="{from}" y1="{at}" x2="{to}" y2="{at}"/><line class="{class}" x1="{at}" y1="{from}" x2="{at}" y2="{to}"/>"#
        );
    }
    if rules.is_classic() {
        return;
    }
    for cell in rules.geometry().cells() {
        let (right, bottom, _) = rules.look(cell);
        let (x, y) = origin(cell);
        if right {
            let _ = write!(
                svg,
                r#"<line class="box-line" x1="{0}" y1="{y}" x2="{0}" y2="{1}"/>"#,
                x + CELL,
                y + CELL
            );
        }
        if bottom {
            let _ = write!(
                svg,
                r#"<line class="box-line" x1="{x}" y1="{0}" x2="{1}" y2="{0}"/>"#,
                y + CELL,
                x + CELL
            );
        }
    }
}

/// A cell's digit (given or entered), or its candidates with the step's marks and strikes.
fn digits(svg: &mut String, practice: &Practice, cell: Cell) {
    let (x, y) = origin(cell);
    if let Some(digit) = practice.board.get(cell) {
        let class = if practice.puzzle.get(cell).is_some() {
            "given"
        } else {
            "entry"
        };
        let _ = write!(
            svg,
            r#"<text class="{class}" x="{}" y="{}">{}</text>"#,
            x + CELL / 2.0,
            y + CELL * 0.72,
            digit.to_char()
        );
        return;
    }
    let has_total = practice.rules.look(cell).2;
    for digit in practice.candidates[cell.index()].iter() {
        let candidate = Candidate { cell, digit };
        let class = candidate_class(practice, candidate);
        let (cx, cy) = candidate_centre(cell, digit, has_total);
        if class != "cand" {
            let _ = write!(
                svg,
                r#"<circle class="mark {}" cx="{cx}" cy="{cy}" r="6"/>"#,
                class.trim_start_matches("cand ")
            );
        }
        let _ = write!(
            svg,
            r#"<text class="{class}" x="{cx}" y="{}">{}</text>"#,
            cy + 3.5,
            digit.to_char()
        );
        if class == "cand removed" {
            let _ = write!(
                svg,
                r#"<line class="strike" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                cx - 5.0,
                cy + 5.0,
                cx + 5.0,
                cy - 5.0
            );
        }
    }
}

/// How a candidate is drawn: removed, placed, part of the pattern (in one of its two shades),
/// or plain.
fn candidate_class(practice: &Practice, candidate: Candidate) -> &'static str {
    let step = &practice.step;
    if step.eliminations().contains(&candidate) {
        "cand removed"
    } else if step.placements().contains(&candidate) {
        "cand placed"
    } else {
        match step.pattern().iter().find(|(c, _)| *c == candidate) {
            Some((_, Shade::Secondary)) => "cand pattern-alt",
            Some(_) => "cand pattern",
            None => "cand",
        }
    }
}

/// The top left corner of `cell`.
fn origin(cell: Cell) -> (f64, f64) {
    let i = cell.index();
    (
        MARGIN + CELL * (i % 9) as f64,
        MARGIN + CELL * (i / 9) as f64,
    )
}

/// Where `digit`'s candidate is drawn in `cell`: 1 top left to 9 bottom right, as in pencil
/// marks; in a cell holding a cage's total, pushed down clear of it.
fn candidate_centre(cell: Cell, digit: Digit, has_total: bool) -> (f64, f64) {
    let (x, y) = origin(cell);
    let d = usize::from(digit.get()) - 1;
    let (top, height) = if has_total { (0.22, 0.78) } else { (0.0, 1.0) };
    (
        x + CELL * (1.0 + 2.0 * (d % 3) as f64) / 6.0,
        y + CELL * (top + height * (1.0 + 2.0 * (d / 3) as f64) / 6.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_an_example_with_its_sentence_and_marks() {
        for t in crate::learn::lessons() {
            let practice = example(t).expect("an example");
            assert_eq!(practice.step.technique(), t);
            let html = technique(t);
            assert!(
                html.contains(&escape(crate::words::technique_about(t))),
                "{t}"
            );
            assert!(html.contains(&escape(&practice.step.explanation())), "{t}");
            let marked = if practice.step.placements().is_empty() {
                r#"class="cand removed""#
            } else {
                r#"class="cand placed""#
            };
            assert!(html.contains(marked), "{t}");
            assert!(html.contains("pattern-cell"), "{t}");
        }
    }

    #[test]
    fn the_key_names_the_marks_its_example_shows() {
        let mut seen = [false; MARKS.len()];
        for t in crate::learn::lessons() {
            let practice = example(t).expect("an example");
            let svg = grid(&practice, "x");
            let key = key(&practice);
            for (i, (class, meaning)) in MARKS.into_iter().enumerate() {
                let drawn = svg.contains(&format!(r#"class="cand {class}""#));
                let keyed = key.contains(&format!(r#"class="swatch {class}""#));
                assert_eq!(drawn, keyed, "{t}: {}", meaning());
                seen[i] |= keyed;
            }
        }
        // Every mark is explained on some page.
        assert_eq!(seen, [true; MARKS.len()]);
        // An X-Wing removes and places nothing, and has no second colour.
        let x_wing = key(&example(Technique::XWing).expect("an example"));
        assert!(x_wing.contains("the pattern") && x_wing.contains("removed"));
        assert!(!x_wing.contains("placed") && !x_wing.contains("other part"));
    }

    #[test]
    fn a_killer_example_draws_its_cages_and_totals_clear_of_the_candidates() {
        let practice = example(Technique::CageCombination).expect("an example");
        let svg = grid(&practice, "x");
        assert!(svg.contains(r#"<svg class="learn-overlay""#), "{svg}");
        assert!(svg.contains(r#"class="cages""#));
        let totals = svg.matches("<text x=").count();
        assert_eq!(totals, practice.rules.cages().len());
        // The page's text says what the cages are for.
        let html = technique(Technique::CageCombination);
        assert!(html.contains("cage"), "{html}");
        // A classic example draws no overlay.
        assert!(
            !grid(&example(Technique::XWing).expect("an example"), "x").contains("learn-overlay")
        );
    }

    #[test]
    fn the_example_is_the_same_every_time() {
        assert_eq!(technique(Technique::XWing), technique(Technique::XWing));
        let practice = example(Technique::XWing).expect("an example");
        let svg = grid(&practice, "x");
        // One text per digit on the board and per candidate.
        let digits = practice
            .board
            .to_string()
            .chars()
            .filter(|&c| c != '.')
            .count();
        let candidates: usize = practice.candidates.iter().map(|s| s.len()).sum();
        assert_eq!(svg.matches("<text").count(), digits + candidates);
        assert_eq!(
            svg.matches("strike").count(),
            practice.step.eliminations().len()
        );
    }
}
