//! A reader that stops early (`sudoku daily … | head -1`): every command that prints ends
//! quietly when its standard output is closed, without a panic message.

#[path = "support/run.rs"]
mod support;

use std::io::Write;

use support::{spawn, EASY};

/// Runs `sudoku args` with `stdin`, its standard output a pipe whose reading end is closed
/// before the command writes anything; returns the exit status and standard error.
fn with_stdout_closed(args: &[&str], stdin: &str) -> (std::process::ExitStatus, String) {
    let mut child = spawn(args);
    // The reader goes away at once, as `head` does after its line.
    drop(child.stdout.take());
    let mut input = child.stdin.take().expect("stdin");
    // The command may be gone before it reads everything; that is its business.
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    let output = child.wait_with_output().expect("it finishes");
    (
        output.status,
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn every_command_that_prints_ends_quietly_when_the_reader_has_gone() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let file = dir.path().join("puzzles.txt");
    std::fs::write(&file, format!("{EASY}\n")).expect("a puzzle file");
    let file = file.to_str().expect("a UTF-8 path");
    let code = "1rPDWW4ULJAMyDr9S1BZCmGQgSKtZO342uzuTS-ICGJ";
    let commands: [(&[&str], String); 10] = [
        (&["daily", "2026-11-01"], String::new()),
        (&["solve"], format!("{EASY}\n")),
        (&["count"], format!("{EASY}\n")),
        (&["grade"], format!("{EASY}\n")),
        (&["hint", EASY, "--steps", "3"], String::new()),
        (
            &["generate", "--size", "4", "--level", "easy", "-n", "5"],
            String::new(),
        ),
        (&["bench", file], String::new()),
        (&["code", "encode"], format!("{EASY}\n")),
        (&["code", "decode", code], String::new()),
        (&["--help"], String::new()),
    ];
    for (args, stdin) in commands {
        let (status, stderr) = with_stdout_closed(args, &stdin);
        assert!(
            !stderr.contains("panicked") && !stderr.contains("Broken pipe"),
            "sudoku {args:?}: {stderr}"
        );
        assert!(
            status.success(),
            "sudoku {args:?} ended with {status:?}: {stderr}"
        );
    }
}
