//! `sudoku code encode` and `sudoku code decode`, run as a user would.

#[path = "support/run.rs"]
mod support;

use support::{fails, ok, sudoku, text, EASY};

/// Sudoku Exchange's example (from its own tests), short form and full line.
const EXCHANGE_SHORT: &str = "KDTRBQsV3CQ3p0q08RJ5avLJSRFc";
const EXCHANGE: &str =
    "...3.9..7..1.6..4.....1...32.6..31......2......87..9.56...7.....1..9.8..7..5.8...";

#[test]
fn encode_then_decode_gives_the_puzzles_back() {
    let codes = ok(
        &["code", "encode"],
        &format!("# two puzzles\n\n{EASY}\n{EXCHANGE}\n"),
    );
    let codes: Vec<&str> = codes.lines().collect();
    assert_eq!(codes.len(), 2);
    assert!(codes.iter().all(|c| c.len() < 40), "{codes:?}");
    let link = format!("https://sudoku.example/p/{}", codes[1]);
    let decoded = ok(&["code", "decode", codes[0], &link], "");
    assert_eq!(decoded, format!("{EASY}\n{EXCHANGE}\n"));
    let from_stdin = ok(&["code", "decode"], &format!("{}\n\n{link}\n", codes[0]));
    assert_eq!(from_stdin, decoded);
}

#[test]
fn progress_goes_through_a_code_and_back() {
    let entries = format!("..4{}", ".".repeat(78));
    let line = format!("{EASY} entries={entries} corner=r1c3:19,r2c2:2 centre=r1c3:2");
    let code = ok(&["code", "encode", "--progress"], &format!("{line}\n"));
    assert_eq!(
        ok(&["code", "decode", code.trim()], ""),
        format!("{line}\n")
    );
    // A puzzle without progress fields gets an empty progress, which decode still shows.
    let code = ok(&["code", "encode", "--progress"], &format!("{EASY}\n"));
    assert_eq!(
        ok(&["code", "decode", code.trim()], ""),
        format!("{EASY} entries={}\n", ".".repeat(81))
    );
}

#[test]
fn links_of_other_sites_decode_too() {
    let link = format!("https://sudokuexchange.com/play/?s={EXCHANGE_SHORT}");
    assert_eq!(ok(&["code", "decode", &link], ""), format!("{EXCHANGE}\n"));
}

#[test]
fn bad_lines_and_codes_are_reported_and_the_rest_go_on() {
    let bad = EASY.replacen('7', "x", 1);
    let output = sudoku(
        &["code", "encode"],
        &format!("{bad}\n{EASY}\n{EASY} corner=r1c3:1\n"),
    );
    assert!(!output.status.success());
    let stderr = text(&output.stderr);
    assert!(stderr.contains("stdin:1: bad character 'x'"), "{stderr}");
    assert!(
        stderr.contains("stdin:3: \"corner=r1c3:1\" after the puzzle: add --progress"),
        "{stderr}"
    );
    let codes = text(&output.stdout);
    assert_eq!(codes.lines().count(), 1);

    let code = codes.trim();
    let cut = &code[..code.len() - 4];
    let mut typo: Vec<char> = code.chars().collect();
    typo[8] = if typo[8] == 'Q' { 'R' } else { 'Q' };
    let typo: String = typo.into_iter().collect();
    let output = sudoku(&["code", "decode", cut, code, &typo, "hello"], "");
    assert!(!output.status.success());
    assert_eq!(text(&output.stdout), format!("{EASY}\n"));
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("argument 1: this looks like a share code, but the link is cut short"),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "argument 3: this looks like a share code, but the code's check digits don't match"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains("argument 4: this is not a puzzle"),
        "{stderr}"
    );
}

#[test]
fn progress_errors_name_the_field() {
    let stderr = fails(
        &["code", "encode", "--progress"],
        &format!("{EASY} corner=r1c1:3\n{EASY} entries=12\n{EASY} pencil=r1c3:1\n"),
    );
    assert!(stderr.contains("stdin:1: r1c1 holds a given"), "{stderr}");
    assert!(
        stderr.contains("stdin:2: entries has 2 characters, not one per cell (81)"),
        "{stderr}"
    );
    assert!(
        stderr.contains("stdin:3: unknown progress field \"pencil\""),
        "{stderr}"
    );
}
