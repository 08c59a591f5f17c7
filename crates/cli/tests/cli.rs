//! The `sudoku` command, run as a user would.

#[path = "support/run.rs"]
mod support;

use std::process::Output;

use sudoku_core::Grid;
use support::{fails, ok, sudoku, text, EASY};

const HARD: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// Asserts `line` is a full, valid grid that keeps the givens of `puzzle`.
fn assert_solution(puzzle: &str, line: &str) {
    let puzzle: Grid = puzzle.parse().expect("puzzle");
    let solution: Grid = line.parse().expect("the output is a grid");
    assert!(
        solution.is_full() && sudoku_core::conflicts(&solution).is_empty(),
        "{line}"
    );
    for cell in puzzle.geometry().cells() {
        if puzzle.get(cell).is_some() {
            assert_eq!(puzzle.get(cell), solution.get(cell));
        }
    }
}

/// Asserts the output is two lines: solutions of `EASY` and `HARD`, in that order.
fn assert_solutions_of_easy_and_hard(output: &Output) {
    let stdout = text(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert_solution(EASY, lines[0]);
    assert_solution(HARD, lines[1]);
}

#[test]
fn solve_prints_one_solution_per_puzzle_and_skips_comments() {
    let output = sudoku(&["solve"], &format!("# two puzzles\n\n{EASY}\n{HARD}\n"));
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_solutions_of_easy_and_hard(&output);
}

#[test]
fn a_bad_line_is_reported_and_the_rest_go_on() {
    let bad = EASY.replacen('7', "x", 1);
    let output = sudoku(&["solve", "-"], &format!("{bad}\n{EASY}\n"));
    assert!(
        !output.status.success(),
        "a failed line makes the exit status non-zero"
    );
    assert!(text(&output.stderr).contains("stdin:1: bad character 'x' at line 1, column 5"));
    let stdout = text(&output.stdout);
    assert_eq!(stdout.lines().count(), 1);
    assert_solution(EASY, stdout.trim());
}

#[test]
fn puzzles_without_one_solution_are_errors_for_solve() {
    let empty = ".".repeat(81);
    let conflicting = EASY.replacen("53", "55", 1);
    let stderr = fails(&["solve"], &format!("{empty}\n{conflicting}\n"));
    assert!(stderr.contains("stdin:1: several solutions"), "{stderr}");
    assert!(stderr.contains("stdin:2: no solution"), "{stderr}");
}

#[test]
fn count_stops_at_the_limit_and_prints_stats() {
    let output = sudoku(
        &["count", "--limit", "3", "--stats"],
        &format!("{EASY}\n{}\n", ".".repeat(81)),
    );
    assert!(output.status.success());
    assert_eq!(text(&output.stdout), "1\n3+\n");
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("nodes") && stderr.contains("guesses") && stderr.contains("total:"),
        "{stderr}"
    );
}

#[test]
fn project_euler_96_files_are_read() {
    let body = |line: &str| -> String {
        line.replace('.', "0")
            .as_bytes()
            .chunks(9)
            .map(|r| format!("{}\n", text(r)))
            .collect()
    };
    let file = std::env::temp_dir().join(format!("sudoku-pe96-{}.txt", std::process::id()));
    std::fs::write(
        &file,
        format!("Grid 01\n{}Grid 02\n{}", body(EASY), body(HARD)),
    )
    .expect("write");
    let output = sudoku(
        &[
            "solve",
            "--format",
            "pe96",
            file.to_str().expect("utf-8 path"),
        ],
        "",
    );
    let _ = std::fs::remove_file(&file);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_solutions_of_easy_and_hard(&output);
}

#[test]
fn bench_reports_rates_per_file() {
    let file = std::env::temp_dir().join(format!("sudoku-bench-{}.txt", std::process::id()));
    std::fs::write(&file, format!("# sample\n{EASY}\n{HARD}\n")).expect("write");
    let output = sudoku(&["bench", file.to_str().expect("utf-8 path")], "");
    let _ = std::fs::remove_file(&file);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    let row = stdout.lines().nth(1).expect("one row per file");
    let fields: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(fields[1], "2", "two puzzles: {row}");
    for rate in &fields[2..] {
        assert!(rate.parse::<f64>().expect("numbers") > 0.0, "{row}");
    }
}

#[test]
fn bench_generate_reports_a_rate_per_level() {
    let stdout = ok(&["bench", "--generate", "2"], "");
    let levels: Vec<&str> = stdout
        .lines()
        .skip(1)
        .map(|row| row.split_whitespace().next().expect("a level"))
        .collect();
    assert_eq!(levels, ["easy", "medium", "hard", "expert"], "{stdout}");
    for row in stdout.lines().skip(1) {
        let fields: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(fields[1], "2", "{row}");
        for rate in &fields[2..] {
            assert!(rate.parse::<f64>().expect("numbers") > 0.0, "{row}");
        }
    }
    let neither = sudoku(&["bench"], "");
    assert!(!neither.status.success(), "files or --generate are needed");
}

#[test]
fn generate_is_deterministic_and_prints_proper_puzzles() {
    let args = [
        "generate",
        "--level",
        "hard",
        "--symmetry",
        "rotational",
        "--seed",
        "5",
        "-n",
        "2",
    ];
    let stdout = ok(&args, "");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    for line in &lines {
        let grid: Grid = line.parse().expect("a grid");
        assert_eq!(sudoku_core::count_solutions(&grid, 2), 1);
        let graded = sudoku_core::grade(&grid).expect("consistent");
        assert_eq!(graded.level, sudoku_core::Level::Hard);
    }
    assert_eq!(
        text(&sudoku(&args, "").stdout),
        stdout,
        "the same seed, the same puzzles"
    );
}

#[test]
fn generate_other_sizes_and_reports_an_impossible_request() {
    let output = sudoku(
        &["generate", "--size", "16", "--level", "easy", "--stats"],
        "",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout).trim().len(), 256);
    assert!(text(&output.stderr).contains("median"));
    let output = sudoku(&["generate", "--size", "7"], "");
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("no grid of side 7"));
    let output = sudoku(
        &[
            "generate",
            "--size",
            "4",
            "--level",
            "expert",
            "--max-attempts",
            "3",
        ],
        "",
    );
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("no expert puzzle found in 3 attempts"));
}

#[test]
fn latin_squares_read_back_with_latin_on_every_command() {
    let made = ok(
        &[
            "generate", "--latin", "--size", "5", "--level", "easy", "--seed", "4",
        ],
        "",
    );
    let puzzle = made.trim();
    assert_eq!(puzzle.len(), 25, "{made}");
    // Without --latin, 25 cells are no grid (a 5×5 has no boxes); with it, every command reads it.
    assert!(fails(&["solve"], &made).contains("25 cells is not a grid size"));
    let solution = ok(&["solve", "--latin"], &made);
    let solution = solution.trim();
    assert_eq!(solution.len(), 25);
    assert!(!solution.contains('.'));
    for (i, given) in puzzle.chars().enumerate() {
        assert!(
            given == '.' || solution.chars().nth(i) == Some(given),
            "{solution}"
        );
    }
    for line in solution.as_bytes().chunks(5) {
        let mut digits = line.to_vec();
        digits.sort_unstable();
        assert_eq!(digits, b"12345", "each row holds 1 to 5 once: {solution}");
    }
    assert_eq!(ok(&["count", "--latin"], &made).trim(), "1");
    let graded = ok(&["grade", "--latin"], &made);
    assert!(graded.contains("\teasy\t"), "{graded}");
    let hint = ok(&["hint", "--latin", puzzle], "");
    assert!(!hint.to_lowercase().contains("box"), "{hint}");
    assert!(fails(&["solve", "--latin", "--format", "pe96"], &made).contains("--latin reads lines"));
    assert!(fails(&["solve", "--latin"], "123456\n").contains("6 cells is not a Latin square"));
}

#[test]
fn grade_prints_rating_level_and_techniques() {
    let stdout = ok(&["grade"], &format!("{EASY}\n{HARD}\n"));
    let lines: Vec<Vec<&str>> = stdout.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0][0], EASY);
    assert_eq!(lines[0][2], "easy");
    assert!(lines[0][3].contains("Hidden Single×"), "{stdout}");
    assert_eq!(lines[1][2], "master (beyond the ladder)");
    assert!(
        lines[1][1].parse::<f64>().expect("a rating") >= 7.0,
        "{stdout}"
    );
}

#[test]
fn hint_explains_the_next_step_or_names_a_mistake() {
    let output = sudoku(&["hint", EASY], "");
    assert!(output.status.success());
    let stdout = text(&output.stdout);
    assert!(
        stdout.starts_with("Hidden Single: In box") || stdout.starts_with("Full House"),
        "{stdout}"
    );
    let output = sudoku(&["hint", EASY, "--steps", "100"], "");
    assert!(text(&output.stdout).trim_end().ends_with("solved"));
    // r1c3 is 4 in the solution.
    let wrong = EASY.replacen("53.", "531", 1);
    let output = sudoku(&["hint", EASY, "--board", &wrong], "");
    assert_eq!(text(&output.stdout).trim(), "r1c3 is wrong");
}

#[test]
fn daily_prints_three_levels_and_rejects_bad_dates() {
    let stdout = ok(&["daily", "2026-11-22"], "");
    let levels: Vec<&str> = stdout
        .lines()
        .map(|l| l.split('\t').next().unwrap_or(""))
        .collect();
    assert_eq!(levels, ["easy", "medium", "hard", "killer"]);
    let one = sudoku(&["daily", "2026-11-22", "--level", "hard"], "");
    assert_eq!(
        text(&one.stdout),
        format!("{}\n", stdout.lines().nth(2).unwrap_or(""))
    );
    let killer = ok(&["daily", "2026-11-22", "--killer"], "");
    assert_eq!(killer, format!("{}\n", stdout.lines().nth(3).unwrap_or("")));
    assert!(
        killer.starts_with("killer\thttps://f-puzzles.com/?load="),
        "{killer}"
    );
    let bad = sudoku(&["daily", "2026-02-30"], "");
    assert!(!bad.status.success());
    assert!(text(&bad.stderr).contains("2026-02 has no day 30"));
}

#[test]
fn backup_copies_the_servers_database() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let data = dir.path().join("data");
    runtime.block_on(async {
        let store = store::Store::open(&store::testing::sqlite(&data)).expect("a store");
        store.ready().await.expect("a database");
    });
    let copy = dir.path().join("copy.db");
    let copy_arg = copy.to_str().expect("UTF-8");
    let data_arg = data.to_str().expect("UTF-8");
    let out = sudoku(&["backup", copy_arg, "--data-dir", data_arg], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(copy.is_file());
    // Never over an existing file, and a missing database is an error.
    let again = sudoku(&["backup", copy_arg, "--data-dir", data_arg], "");
    assert!(!again.status.success());
    assert!(
        text(&again.stderr).contains("already exists"),
        "{}",
        text(&again.stderr)
    );
    let missing = sudoku(&["backup", "x.db", "--data-dir", "/nonexistent"], "");
    assert!(!missing.status.success());
}

#[test]
fn practise_prints_positions_whose_next_step_is_the_technique() {
    use sudoku_core::{DigitSet, LogicOptions, LogicSolver, Technique};
    let args = [
        "practise",
        "--technique",
        "X-Wing",
        "-n",
        "5",
        "--seed",
        "3",
    ];
    let output = sudoku(&args, "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert_eq!(stdout.lines().count(), 5, "{stdout}");
    for line in stdout.lines() {
        let (digits, marks) = line.split_once(' ').expect("digits, a space, candidates");
        let board: Grid = digits.parse().expect("81 digits");
        let notes: Vec<DigitSet> = marks
            .split(',')
            .map(|field| {
                let mut set = DigitSet::EMPTY;
                for c in field.chars() {
                    set.insert(sudoku_core::Digit::from_char(c).expect("a digit"));
                }
                set
            })
            .collect();
        assert_eq!(notes.len(), 81, "{line}");
        let options = LogicOptions {
            unique: true,
            ..LogicOptions::default()
        };
        let mut solver = LogicSolver::with_notes(&board, Some(&notes), options).expect("sound");
        assert_eq!(
            solver.next_step().map(|s| s.technique()),
            Some(Technique::XWing),
            "{line}"
        );
    }
    assert_eq!(sudoku(&args, "").stdout, output.stdout, "the seed decides");
    let other = sudoku(&["practise", "--technique", "x-wing", "-n", "5"], "");
    assert_ne!(other.stdout, output.stdout);
    let aic = sudoku(&["practise", "--technique", "aic", "--stats"], "");
    assert!(aic.status.success(), "{}", text(&aic.stderr));
    assert_eq!(text(&aic.stdout).lines().count(), 1);
    assert!(text(&aic.stderr).contains("median"));
}

#[test]
fn practise_of_a_killer_technique_prints_the_rules_with_the_position() {
    use sudoku_core::{DigitSet, LogicOptions, LogicSolver, Technique};
    let output = sudoku(&["practise", "--technique", "innies", "-n", "3"], "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert_eq!(stdout.lines().count(), 3, "{stdout}");
    for line in stdout.lines() {
        let fields: Vec<&str> = line.split(' ').collect();
        let [digits, marks, code] = fields[..] else {
            panic!("digits, candidates and a share code: {line}");
        };
        let shared = sudoku_core::code::decode_puzzle(code).expect("a share code");
        let rules = shared.puzzle.rules;
        assert!(!rules.cages().is_empty(), "a killer's cages: {line}");
        let board: Grid = digits.parse().expect("81 digits");
        let notes: Vec<DigitSet> = marks
            .split(',')
            .map(|field| {
                let mut set = DigitSet::EMPTY;
                for d in field.chars().filter_map(sudoku_core::Digit::from_char) {
                    set.insert(d);
                }
                set
            })
            .collect();
        let options = LogicOptions {
            unique: true,
            ..LogicOptions::default()
        };
        let mut solver =
            LogicSolver::with_rules(&rules, &board, Some(&notes), options).expect("sound");
        assert_eq!(
            solver.next_step().map(|s| s.technique()),
            Some(Technique::Innies),
            "{line}"
        );
    }
}

#[test]
fn practise_names_the_techniques_when_one_is_unknown() {
    let output = sudoku(&["practise", "--technique", "x-ray"], "");
    assert!(!output.status.success());
    assert!(output.stdout.is_empty());
    let stderr = text(&output.stderr);
    assert!(stderr.contains("unknown technique \"x-ray\""), "{stderr}");
    for slug in [
        "full-house",
        "x-wing",
        "bug+1",
        "alternating-inference-chain",
    ] {
        assert!(stderr.contains(slug), "{stderr}");
    }
}
