//! The commands about making and judging puzzles: generate, grade, hint and daily.

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_core::Level;
use sudoku_core::{
    daily, daily_killer, fpuzzles_link, generate, generate_variant, grade_puzzle, hint_puzzle,
    sudokupad_link, Date, GenerateOptions, Geometry, Grade, Hint, Kind, DAILY_LEVELS,
};

use crate::input::{read_puzzles, Puzzle};
use crate::{Format, Output};

/// `generate`: `count` puzzles from one seeded RNG, one per line; the time of each to standard
/// error when asked.
pub fn generate_puzzles(
    geometry: Geometry,
    options: &GenerateOptions,
    seed: u64,
    count: usize,
    stats: bool,
) -> io::Result<bool> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut times = Vec::with_capacity(count);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for _ in 0..count {
        let started = Instant::now();
        let made = generate(geometry, options, &mut rng);
        times.push(started.elapsed().as_secs_f64() * 1e3);
        match made {
            Ok(made) => {
                writeln!(out, "{}", made.puzzle)?;
                if stats {
                    eprintln!(
                        "{} {:.2} ms, {} digs",
                        describe(&made.grade),
                        times.last().copied().unwrap_or_default(),
                        made.attempts
                    );
                }
            }
            Err(error) => {
                eprintln!("{error}");
                return Ok(false);
            }
        }
    }
    if stats && !times.is_empty() {
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        let total: f64 = times.iter().sum();
        eprintln!(
            "{count} puzzles: median {median:.2} ms, mean {:.2} ms, max {:.2} ms",
            total / count as f64,
            times[times.len() - 1]
        );
    }
    Ok(true)
}

/// `generate --kind`: `count` variant puzzles (seed, count and attempts in `run`) from one
/// seeded RNG, one link per line; the time of each to standard error when asked.
pub fn generate_variants(
    kind: Kind,
    level: Level,
    output: Output,
    run: (u64, usize, u32),
    stats: bool,
) -> io::Result<bool> {
    let (seed, count, max_attempts) = run;
    if output == Output::Line {
        eprintln!(
            "a line of givens cannot carry a {kind}'s rules: use --format fpuzzles or sudokupad"
        );
        return Ok(false);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut times = Vec::with_capacity(count);
    let mut out = io::stdout().lock();
    for _ in 0..count {
        let started = Instant::now();
        let made = generate_variant(kind, level, max_attempts, &mut rng);
        times.push(started.elapsed().as_secs_f64() * 1e3);
        match made {
            Ok(made) => {
                let title = format!("{} {kind}", level.name());
                let link = match output {
                    Output::Sudokupad => sudokupad_link(&made.puzzle, &title),
                    _ => fpuzzles_link(&made.puzzle, &title),
                };
                writeln!(out, "{link}")?;
                if stats {
                    eprintln!(
                        "{} {} givens, {:.2} ms, {} attempts",
                        made.level,
                        made.puzzle.givens.filled_count(),
                        times.last().copied().unwrap_or_default(),
                        made.attempts
                    );
                }
            }
            Err(error) => {
                eprintln!("{error}");
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// `grade`: each puzzle with its rating, level and techniques, tab separated.
pub fn grade_puzzles(files: &[PathBuf], format: Format, latin: bool) -> io::Result<bool> {
    let mut all_ok = true;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for Puzzle { source, puzzle } in read_puzzles(files, format, latin) {
        // The message to print, whichever step failed.
        let result = match puzzle {
            Ok(p) => grade_puzzle(&p)
                .map(|graded| (p.givens, graded))
                .map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        match result {
            Ok((grid, graded)) => writeln!(out, "{grid}\t{}", describe(&graded))?,
            Err(message) => {
                eprintln!("{source}: {message}");
                all_ok = false;
            }
        }
    }
    Ok(all_ok)
}

/// "4.2\thard\tHidden Single×30, XY-Wing×1", with "beyond the ladder" when it got stuck.
fn describe(graded: &Grade) -> String {
    let techniques: Vec<String> = graded
        .techniques
        .iter()
        .map(|(t, n)| format!("{}×{n}", t.name()))
        .collect();
    let beyond = if graded.beyond_ladder {
        " (beyond the ladder)"
    } else {
        ""
    };
    format!(
        "{}\t{}{beyond}\t{}",
        graded.rating,
        graded.level,
        techniques.join(", ")
    )
}

/// `hint`: the hint for `board` (the givens when absent), then, with `steps` > 1, the steps
/// after it; with `latin`, both are Latin squares.
pub fn hint_for(puzzle: &str, board: Option<&str>, steps: usize, latin: bool) -> io::Result<bool> {
    let board_of = |text: &str| crate::input::grid(text.trim(), latin);
    let (puzzle, mut board) = match (
        crate::input::puzzle(puzzle, latin),
        board.map(board_of).transpose(),
    ) {
        (Ok(puzzle), Ok(board)) => {
            let board = board.unwrap_or_else(|| puzzle.givens.clone());
            (puzzle, board)
        }
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            return Ok(false);
        }
    };
    let mut out = io::stdout().lock();
    let geometry = puzzle.givens.geometry();
    let name = |cell| {
        format!(
            "r{}c{}",
            geometry.row_of(cell) + 1,
            geometry.col_of(cell) + 1
        )
    };
    for _ in 0..steps.max(1) {
        match hint_puzzle(&puzzle, &board, None) {
            Hint::Step(step) => {
                writeln!(out, "{}: {}", step.technique(), step.explanation())?;
                // Only placements change a board without notes; a step that only eliminates
                // ends the walk, since the next hint would start from full candidates again.
                if step.placements().is_empty() {
                    return Ok(true);
                }
                for c in step.placements() {
                    board.set(c.cell, Some(c.digit));
                }
            }
            Hint::Mistake(cell) => {
                writeln!(out, "{} is wrong", name(cell))?;
                return Ok(true);
            }
            Hint::Solved => {
                writeln!(out, "solved")?;
                return Ok(true);
            }
            Hint::Stuck => {
                writeln!(out, "no technique of the ladder applies")?;
                return Ok(true);
            }
            Hint::NotUnique => {
                eprintln!("the puzzle does not have exactly one solution");
                return Ok(false);
            }
            other => {
                writeln!(out, "{other:?}")?;
                return Ok(true);
            }
        }
    }
    Ok(true)
}

/// `daily`: the puzzles of `date`, one line per level: level, puzzle.
pub fn daily_puzzles(date: &str, level: Option<Level>, killer: bool) -> io::Result<bool> {
    let date: Date = match date.parse() {
        Ok(date) => date,
        Err(e) => {
            eprintln!("{e}");
            return Ok(false);
        }
    };
    let levels: Vec<Level> = match (level, killer) {
        (_, true) => Vec::new(),
        (Some(level), _) => vec![level],
        (None, false) => DAILY_LEVELS.to_vec(),
    };
    let mut out = io::stdout().lock();
    for level in levels {
        match daily(date, level) {
            Ok(made) => writeln!(out, "{level}\t{}", made.puzzle)?,
            Err(e) => {
                eprintln!("{e}");
                return Ok(false);
            }
        }
    }
    if level.is_none() {
        match daily_killer(date) {
            Ok(made) => writeln!(
                out,
                "killer\t{}",
                fpuzzles_link(&made.puzzle, &format!("Daily Killer {date}"))
            )?,
            Err(e) => {
                eprintln!("{e}");
                return Ok(false);
            }
        }
    }
    Ok(true)
}
