//! `solve` and `count`: each puzzle of the input solved or its solutions counted, classic
//! puzzles with the search's statistics, variants by their rules.

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Instant;

use sudoku_core::{count_solutions_with_stats, solve_with_stats, SolveOutcome, Stats};

use crate::input::{read_puzzles, Puzzle};
use crate::Format;

#[derive(Debug, Clone, Copy)]
pub enum Job {
    Solve,
    Count(usize),
}

/// Runs `job` over every puzzle of `files`. A puzzle that fails (unreadable, no solution, several
/// solutions when solving) is reported on standard error and the rest go on; the return value
/// says whether all succeeded.
pub fn run(
    files: &[PathBuf],
    format: Format,
    latin: bool,
    stats: bool,
    job: Job,
) -> io::Result<bool> {
    let mut all_ok = true;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut total = Stats::default();
    let start = Instant::now();
    for puzzle in read_puzzles(files, format, latin) {
        let Puzzle { source, puzzle } = puzzle;
        let puzzle = match puzzle {
            Ok(puzzle) => puzzle,
            Err(message) => {
                eprintln!("{source}: {message}");
                all_ok = false;
                continue;
            }
        };
        let (rules, grid) = (&puzzle.rules, &puzzle.givens);
        let started = Instant::now();
        let (line, search) = match job {
            // A variant's search keeps no statistics: its line has the time alone.
            Job::Solve if !rules.is_classic() => {
                (outcome_line(rules.solve(grid), grid), Stats::default())
            }
            Job::Count(limit) if !rules.is_classic() => (
                Ok(count_line(rules.count_solutions(grid, limit), limit)),
                Stats::default(),
            ),
            Job::Solve => {
                let (outcome, search) = solve_with_stats(grid);
                (outcome_line(outcome, grid), search)
            }
            Job::Count(limit) => {
                let (count, search) = count_solutions_with_stats(grid, limit);
                (Ok(count_line(count, limit)), search)
            }
        };
        let micros = started.elapsed().as_secs_f64() * 1e6;
        total += search;
        if stats {
            eprintln!(
                "{source}: {micros:.1} µs, {} nodes, {} guesses, {} backtracks",
                search.nodes, search.guesses, search.backtracks
            );
        }
        match line {
            Ok(text) => writeln!(out, "{text}")?,
            Err(message) => {
                eprintln!("{source}: {message}");
                all_ok = false;
            }
        }
    }
    if stats {
        eprintln!(
            "total: {:.3} s, {} nodes, {} guesses, {} backtracks",
            start.elapsed().as_secs_f64(),
            total.nodes,
            total.guesses,
            total.backtracks
        );
    }
    Ok(all_ok)
}

/// What `solve` prints for `outcome`: the solution, one character per cell, or why there is
/// none to print.
fn outcome_line(outcome: SolveOutcome, grid: &sudoku_core::Grid) -> Result<String, String> {
    match outcome {
        SolveOutcome::Unique(solution) => Ok(solution.to_string()),
        SolveOutcome::AlreadySolved => Ok(grid.to_string()),
        SolveOutcome::Multiple(first, _) => Err(format!(
            "several solutions (one is {first}); a proper puzzle has one"
        )),
        SolveOutcome::NoSolution => Err("no solution".to_owned()),
    }
}

/// What `count` prints: the count, with `+` when it reached the limit.
fn count_line(count: usize, limit: usize) -> String {
    if count >= limit {
        format!("{count}+")
    } else {
        count.to_string()
    }
}
