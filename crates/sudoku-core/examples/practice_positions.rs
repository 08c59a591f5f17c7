//! Writes the practice base positions (`src/practice/positions.txt`) to standard output:
//!
//! ```text
//! cargo run --release -p sudoku-core --example practice_positions -- PER GENERATED [FILES…] \
//!     > crates/sudoku-core/src/practice/positions.txt
//! ```
//!
//! keeps up to PER positions per technique, from GENERATED generated Expert and as many Master
//! puzzles (seeds 0, 1, …), then the puzzles of FILES (one per line), in that order.
//!
//! The variant techniques' positions (`src/practice/variants.txt`) come from generated killer,
//! jigsaw and diagonal puzzles, GENERATED of each kind and level (seeds 0, 1, …):
//!
//! ```text
//! cargo run --release -p sudoku-core --example practice_positions -- variants PER GENERATED \
//!     > crates/sudoku-core/src/practice/variants.txt
//! ```

use std::io::Write;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_core::Level;
use sudoku_core::{generate, GenerateOptions, Geometry, Grid, Symmetry};
use sudoku_core::{generate_variant, Kind};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("variants") {
        variants(&args);
        return;
    }
    let (per, generated) = per_and_generated(&args, 0, "PER GENERATED [FILES…]");
    let made = (0..generated as u64).flat_map(|seed| {
        [Level::Expert, Level::Master].map(move |level| {
            let options = GenerateOptions {
                level,
                symmetry: Symmetry::Rotational,
                max_attempts: 1000,
                ..GenerateOptions::default()
            };
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            generate(Geometry::standard(), &options, &mut rng)
                .map(|g| g.puzzle)
                .ok()
        })
    });
    let files = args[2..].iter().flat_map(|path| {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
            eprintln!("{path}: {e}");
            String::new()
        });
        text.lines()
            .filter_map(|l| l.trim().parse::<Grid>().ok())
            .collect::<Vec<_>>()
    });
    let text = sudoku_core::practice::collect(made.flatten().chain(files), per);
    write_positions("Practice base positions", &args, &text);
}

/// The variant techniques' positions, from `args` = `variants PER GENERATED`.
fn variants(args: &[String]) {
    let (per, generated) = per_and_generated(args, 1, "variants PER GENERATED");
    let kinds = [
        (Kind::Killer, Level::Easy),
        (Kind::Killer, Level::Medium),
        (Kind::Killer, Level::Hard),
        (Kind::Jigsaw, Level::Medium),
        (Kind::Jigsaw, Level::Hard),
        (Kind::Diagonal, Level::Medium),
        (Kind::Diagonal, Level::Hard),
    ];
    let made = (0..generated as u64).flat_map(|seed| {
        kinds.map(move |(kind, level)| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            generate_variant(kind, level, 60, &mut rng)
                .map(|g| g.puzzle)
                .ok()
        })
    });
    let text = sudoku_core::practice::collect_variants(made.flatten(), per);
    write_positions("Variant practice base positions", args, &text);
}

/// The numbers PER and GENERATED, at `at` and `at + 1` in `args`; without them, the program
/// stops after showing `usage`, the arguments it takes.
fn per_and_generated(args: &[String], at: usize, usage: &str) -> (usize, usize) {
    let number = |i: usize| args.get(i).and_then(|a| a.parse::<usize>().ok());
    let (Some(per), Some(generated)) = (number(at), number(at + 1)) else {
        eprintln!("usage: practice_positions {usage}");
        std::process::exit(2);
    };
    (per, generated)
}

/// Writes `text` to standard output after a comment line naming `what` it holds and the
/// `args` it was made with.
fn write_positions(what: &str, args: &[String], text: &str) {
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "# {what}, made by examples/practice_positions.rs (arguments: {}).",
        args.join(" ")
    )
    .and_then(|()| out.write_all(text.as_bytes()))
    .expect("standard output");
}
