//! The `sudoku` command on variant puzzles: f-puzzles and SudokuPad links in, links out.

#[path = "support/run.rs"]
mod support;

use sudoku_core::Grid;
use support::{fails, ok};

#[test]
fn variants_are_generated_as_links_that_every_command_reads() {
    for kind in ["killer", "jigsaw", "diagonal"] {
        let made = ok(
            &[
                "generate", "--kind", kind, "--level", "easy", "--seed", "2", "-n", "2",
            ],
            "",
        );
        let links: Vec<&str> = made.lines().collect();
        assert_eq!(links.len(), 2, "{made}");
        assert!(links
            .iter()
            .all(|l| l.starts_with("https://f-puzzles.com/?load=")));
        assert_ne!(links[0], links[1]);
        // The same seed, the same puzzles.
        assert_eq!(
            ok(
                &["generate", "--kind", kind, "--level", "easy", "--seed", "2", "-n", "2"],
                ""
            ),
            made
        );
        let solutions = ok(&["solve"], &made);
        let solutions: Vec<&str> = solutions.lines().collect();
        assert_eq!(solutions.len(), 2);
        for (link, line) in links.iter().zip(&solutions) {
            // One character per cell, a full grid that keeps the rules of the link.
            let puzzle = sudoku_core::import_puzzle(link).expect("the link reads back");
            let solution = if puzzle.rules.geometry().has_boxes() {
                line.parse::<Grid>()
            } else {
                Grid::parse_latin(line)
            }
            .expect("81 digits");
            assert!(puzzle.rules.is_solved(&solution), "{kind}: {line}");
            for cell in puzzle.givens.geometry().cells() {
                if let Some(d) = puzzle.givens.get(cell) {
                    assert_eq!(solution.get(cell), Some(d));
                }
            }
        }
        assert_eq!(ok(&["count"], &made), "1\n1\n");
        let graded = ok(&["grade"], &made);
        assert!(graded.lines().all(|l| l.contains("\teasy\t")), "{graded}");
        let hint = ok(&["hint", links[0]], "");
        assert!(!hint.trim().is_empty());
        let pad = ok(
            &[
                "generate",
                "--kind",
                kind,
                "--level",
                "easy",
                "--seed",
                "2",
                "--format",
                "sudokupad",
            ],
            "",
        );
        assert!(pad.starts_with("https://sudokupad.app/fpuzzles"), "{pad}");
        assert_eq!(
            ok(&["solve"], &pad).lines().next(),
            solutions.first().copied()
        );
    }
    let killer = ok(
        &[
            "generate", "--kind", "killer", "--level", "medium", "--seed", "1",
        ],
        "",
    );
    let hint = ok(&["hint", killer.trim(), "--steps", "40"], "");
    assert!(hint.contains("Cage Combinations: In the cage at"), "{hint}");
    assert!(
        fails(&["generate", "--kind", "killer", "--format", "line"], "").contains("cannot carry")
    );
    assert!(fails(&["generate", "--kind", "sandwich"], "").contains("no kind"));
    // A link with a constraint the site does not play names it.
    let thermo = format!(
        "https://f-puzzles.com/?load={}",
        lz_str::compress_to_base64(
            r#"{"size":9,"grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],"thermometer":[{"lines":[["R1C1","R1C2"]]}]}"#
        )
    );
    assert!(fails(&["solve"], &thermo).contains("does not play: thermometer"));
}
