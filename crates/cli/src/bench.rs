//! `sudoku bench`: puzzles per second for solving one solution and for counting to two, and
//! for generating puzzles of each level.

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_core::Level;
use sudoku_core::{
    count_solutions, first_solution, generate, generate_variant, GenerateOptions, Geometry, Grid,
    Kind, Symmetry,
};

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
        for puzzle in lines(&name, &text, false) {
            match puzzle.puzzle {
                Ok(p) if p.rules.is_classic() => grids.push(p.givens),
                Ok(_) => {
                    eprintln!(
                        "{}: a variant puzzle; `bench --variants N` times variants",
                        puzzle.source
                    );
                    ok = false;
                }
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

/// Times generating `count` 9×9 puzzles of each level from Easy to Expert (graded, with one
/// solution, symmetric under a half turn, as the dailies are), from one RNG of seed 0 per
/// level; prints puzzles per second and the mean and median time. Returns false if a puzzle
/// could not be made.
pub fn generation(count: usize) -> io::Result<bool> {
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{:<8} {:>8} {:>12} {:>10} {:>10}",
        "level", "puzzles", "puzzles/s", "mean µs", "median µs"
    )?;
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
        let options = GenerateOptions {
            level,
            symmetry: Symmetry::Rotational,
            max_attempts: 1000,
            ..GenerateOptions::default()
        };
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let mut times = Vec::with_capacity(count);
        for _ in 0..count {
            let start = Instant::now();
            let made = generate(Geometry::standard(), &options, &mut rng);
            times.push(start.elapsed().as_secs_f64());
            if let Err(error) = made {
                eprintln!("{level}: {error}");
                return Ok(false);
            }
        }
        if times.is_empty() {
            continue;
        }
        let total: f64 = times.iter().sum();
        times.sort_by(f64::total_cmp);
        writeln!(
            out,
            "{:<8} {:>8} {:>12.0} {:>10.1} {:>10.1}",
            level.to_string(),
            count,
            count as f64 / total,
            total * 1e6 / count as f64,
            times[count / 2] * 1e6,
        )?;
    }
    Ok(true)
}

/// The median, the 95th percentile and the largest of `times` (seconds), in µs.
fn spread(times: &mut [f64]) -> (f64, f64, f64) {
    times.sort_by(f64::total_cmp);
    match times.last() {
        Some(&worst) => (
            times[times.len() / 2] * 1e6,
            times[(times.len() * 95).div_ceil(100) - 1] * 1e6,
            worst * 1e6,
        ),
        None => (0.0, 0.0, 0.0),
    }
}

/// Times generating `count` 9×9 puzzles of each variant and level, from one RNG of seed 0 per
/// kind and level, then solving each (its first solution, and counting to two): puzzles per
/// second and the median and worst time of each. Returns false if a puzzle could not be made.
pub fn variants(count: usize, levels: &[Level]) -> io::Result<bool> {
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{:<9} {:<7} {:>7} {:>8} {:>11} {:>11} {:>11} {:>10} {:>10} {:>10} {:>10}",
        "kind",
        "level",
        "puzzles",
        "made/s",
        "make med µs",
        "make p95 µs",
        "make max µs",
        "first med",
        "first max",
        "count2 med",
        "count2 max"
    )?;
    let mut all_made = true;
    for kind in [Kind::Killer, Kind::Jigsaw, Kind::Diagonal] {
        'levels: for &level in levels {
            let mut rng = ChaCha8Rng::seed_from_u64(0);
            let (mut make, mut first, mut count2) = (Vec::new(), Vec::new(), Vec::new());
            for _ in 0..count {
                let start = Instant::now();
                let made = generate_variant(kind, level, 200, &mut rng);
                make.push(start.elapsed().as_secs_f64());
                let made = match made {
                    Ok(made) => made,
                    Err(error) => {
                        writeln!(out, "{:<9} {:<7} {error}", kind.slug(), level.to_string())?;
                        all_made = false;
                        continue 'levels;
                    }
                };
                let (rules, givens) = (&made.puzzle.rules, &made.puzzle.givens);
                let start = Instant::now();
                let solved = rules.first_solution(givens);
                first.push(start.elapsed().as_secs_f64());
                let start = Instant::now();
                let solutions = rules.count_solutions(givens, 2);
                count2.push(start.elapsed().as_secs_f64());
                if solved.as_ref() != Some(&made.solution) || solutions != 1 {
                    eprintln!("{kind:?} {level}: a generated puzzle did not solve back");
                    return Ok(false);
                }
            }
            let total: f64 = make.iter().sum();
            let (make_median, make_p95, make_worst) = spread(&mut make);
            let (first_median, _, first_worst) = spread(&mut first);
            let (count_median, _, count_worst) = spread(&mut count2);
            writeln!(
                out,
                "{:<9} {:<7} {:>7} {:>8.1} {:>11.0} {:>11.0} {:>11.0} {:>10.1} {:>10.1} {:>10.1} {:>10.1}",
                kind.slug(),
                level.to_string(),
                count,
                count as f64 / total,
                make_median,
                make_p95,
                make_worst,
                first_median,
                first_worst,
                count_median,
                count_worst
            )?;
        }
    }
    Ok(all_made)
}
