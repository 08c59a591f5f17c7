//! Running the `sudoku` binary as a user would, for the command's tests: included (`#[path]`)
//! by each test file, so some use only part of it.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};

/// The example puzzle of the articles the site grew from.
pub const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// `sudoku args` started with its three streams piped.
pub fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

/// Runs `sudoku args` with `stdin` and waits for it.
pub fn sudoku(args: &[&str], stdin: &str) -> Output {
    let mut child = spawn(args);
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write");
    child.wait_with_output().expect("it finishes")
}

/// Bytes of an output as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs the command and returns its standard output, asserting that it succeeded.
pub fn ok(args: &[&str], stdin: &str) -> String {
    let output = sudoku(args, stdin);
    assert!(output.status.success(), "{}", text(&output.stderr));
    text(&output.stdout)
}

/// Runs the command and returns its standard error, asserting that it failed.
pub fn fails(args: &[&str], stdin: &str) -> String {
    let output = sudoku(args, stdin);
    assert!(!output.status.success(), "{}", text(&output.stdout));
    text(&output.stderr)
}
