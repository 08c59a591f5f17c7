//! `sudoku bench`: puzzles per second for solving one solution and for counting to two.

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Instant;

use sudoku_core::{count_solutions, first_solution, Grid};

use crate::input::lines;

/// Times each file's puzzles; returns false if a file could not be read or had a bad line.
pub fn run(files: &[PathBuf], limit: Option<usize>) -> io::Result<bool> {
    let mut ok = true;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{:<40} {:>8} {:>12} {:>10} {:>12} {:>10}",
        "file", "puzzles", "solve/s", "µs", "count2/s", "µs"
    )?;
    for path in files {
        let name = path.display().to_string();
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) => {
                eprintln!("{name}: cannot read: {error}");
                ok = false;
                continue;
            }
        };
        let mut grids: Vec<Grid> = Vec::new();
        for puzzle in lines(&name, &text) {
            match puzzle.grid {
                Ok(grid) => grids.push(grid),
                Err(message) => {
                    eprintln!("{}: {message}", puzzle.source);
                    ok = false;
                }
            }
        }
        if let Some(limit) = limit {
            grids.truncate(limit);
        }
        if grids.is_empty() {
            continue;
        }
        let solve = time(&grids, |g| usize::from(first_solution(g).0.is_some()));
        let count = time(&grids, |g| count_solutions(g, 2));
        let short = path
            .file_name()
            .map_or(name.clone(), |n| n.to_string_lossy().into_owned());
        writeln!(
            out,
            "{:<40} {:>8} {:>12.0} {:>10.2} {:>12.0} {:>10.2}",
            short,
            grids.len(),
            grids.len() as f64 / solve,
            solve * 1e6 / grids.len() as f64,
            grids.len() as f64 / count,
            count * 1e6 / grids.len() as f64,
        )?;
    }
    Ok(ok)
}

/// Seconds to run `work` once over every grid. The results are summed and checked so the
/// work cannot be optimised away.
fn time(grids: &[Grid], work: impl Fn(&Grid) -> usize) -> f64 {
    let start = Instant::now();
    let total: usize = grids.iter().map(&work).sum();
    let seconds = start.elapsed().as_secs_f64();
    std::hint::black_box(total);
    seconds
}
