//! The `sudoku` command: solve, count and benchmark files of puzzles; generate, grade and hint
//! puzzles; practice positions for a technique; print the daily puzzles; share codes.

mod backup;
mod bench;
mod code;
mod input;
mod practise;
mod puzzles;
mod solve;

use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use sudoku_core::Level;
use sudoku_core::{GenerateOptions, Geometry, Kind, Symmetry};

use solve::{run, Job};

/// Solve, count and benchmark Sudoku puzzles of any size.
#[derive(Debug, Parser)]
#[command(name = "sudoku", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// How the input files are laid out.
#[derive(Debug, Clone, Copy, Default, ValueEnum)]
enum Format {
    /// One puzzle per line; blank lines and lines starting with `#` are skipped.
    #[default]
    Lines,
    /// Project Euler problem 96: a "Grid NN" header before each grid's nine lines.
    Pe96,
}

/// The puzzles a command reads.
#[derive(Debug, clap::Args)]
struct Input {
    /// Files of puzzles; none or `-` reads standard input.
    files: Vec<PathBuf>,
    /// The layout of the input.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Reads each puzzle as a Latin square: rows and columns, no boxes, any side up to 25.
    #[arg(long)]
    latin: bool,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Prints the solution of each puzzle on its own line.
    Solve {
        #[command(flatten)]
        input: Input,
        /// Prints the search's statistics and time for each puzzle to standard error.
        #[arg(long)]
        stats: bool,
    },
    /// Prints the number of solutions of each puzzle, up to a limit.
    Count {
        #[command(flatten)]
        input: Input,
        /// Stop counting at this many solutions.
        #[arg(long, default_value_t = 2)]
        limit: usize,
        /// Prints the search's statistics and time for each puzzle to standard error.
        #[arg(long)]
        stats: bool,
    },
    /// Measures puzzles per second for solving and for counting to 2, file by file; with
    /// `--generate N`, generating N graded, unique, symmetric 9×9 puzzles of each level.
    Bench {
        /// Files of puzzles, one per line.
        #[arg(required_unless_present_any = ["generate", "variants"])]
        files: Vec<PathBuf>,
        /// Use at most this many puzzles of each file.
        #[arg(long)]
        limit: Option<usize>,
        /// Times generating this many puzzles per level, Easy to Expert, symmetric under a
        /// half turn, from seed 0: a table of puzzles per second.
        #[arg(long)]
        generate: Option<usize>,
        /// Times generating this many killer, jigsaw and diagonal puzzles per level, and
        /// solving each (first solution, count to two): rates, medians and worst times.
        #[arg(long, conflicts_with = "generate")]
        variants: Option<usize>,
        /// With `--variants`, only these levels (easy, medium, hard, expert, master).
        #[arg(long, value_delimiter = ',', default_value = "easy,medium,hard,expert")]
        levels: Vec<Level>,
    },
    /// Generates puzzles of a level, one per line.
    Generate(GenerateArgs),
    /// Prints each puzzle with its rating, level and the techniques it needs.
    Grade {
        #[command(flatten)]
        input: Input,
    },
    /// Prints the next logical step for a puzzle, or the first wrong entry of a board.
    Hint {
        /// The puzzle on one line.
        puzzle: String,
        /// The player's board on one line (givens and entries); the givens if absent.
        #[arg(long)]
        board: Option<String>,
        /// How many steps to print, following the placements.
        #[arg(long, default_value_t = 1)]
        steps: usize,
        /// Reads each puzzle as a Latin square: rows and columns, no boxes, any side up to 25.
        #[arg(long)]
        latin: bool,
    },
    /// Prints positions for practising a technique, one per line: the 81 digits (`.` for an
    /// empty cell), a space, then the candidates of the 81 cells separated by commas (empty for
    /// a cell holding a digit). In each, the technique is the next logical step.
    Practise {
        /// The technique, as named by the hint and grade commands or in short ("x-wing",
        /// "aic"); an unknown name lists them all.
        #[arg(long)]
        technique: String,
        /// How many positions.
        #[arg(short = 'n', long = "count", default_value_t = 1)]
        count: usize,
        /// The seed of the random generator: the same seed gives the same positions.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Prints the median and longest time per position to standard error.
        #[arg(long)]
        stats: bool,
    },
    /// Prints the daily puzzles of a date (YYYY-MM-DD): easy, medium and hard, then the daily
    /// Killer as an f-puzzles link.
    Daily {
        /// The date, YYYY-MM-DD.
        date: String,
        /// Only this level of the classic dailies.
        #[arg(long, conflicts_with = "killer")]
        level: Option<Level>,
        /// Only the daily Killer.
        #[arg(long)]
        killer: bool,
    },
    /// Copies the site's SQLite database to DESTINATION (a new file), safely while the server
    /// runs. The database is `sudoku.db` in the data directory: `--data-dir`, else
    /// `$SUDOKU_DATA_DIR`, else `./data`, as the server finds it. (PostgreSQL: use pg_dump.)
    Backup {
        /// The file to write; it must not exist.
        destination: PathBuf,
        /// The server's data directory.
        #[arg(long)]
        data_dir: Option<PathBuf>,
    },
    /// Share codes: a puzzle (and progress) as a short text for links, and back.
    Code {
        #[command(subcommand)]
        action: CodeAction,
    },
}

#[derive(Debug, Subcommand)]
enum CodeAction {
    /// Prints the share code of each puzzle line.
    Encode {
        /// Files of puzzles, one per line; none or `-` reads standard input.
        files: Vec<PathBuf>,
        /// Also encode the progress written after each puzzle: `entries=<one character per
        /// cell, . for none>`, `corner=r1c3:19,…` and `centre=…` (as `decode` prints it).
        #[arg(long)]
        progress: bool,
    },
    /// Prints the puzzle line (and progress, if any) of each share code or link; links to
    /// Sudoku Exchange, SudokuPad and SudokuWiki puzzles are read too. A variant's code or
    /// link prints as its f-puzzles link, which carries its rules.
    Decode {
        /// Codes or links; none reads one per line from standard input.
        codes: Vec<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let done = match cli.command {
        Command::Solve {
            input:
                Input {
                    files,
                    format,
                    latin,
                },
            stats,
        } => run(&files, format, latin, stats, Job::Solve),
        Command::Count {
            input:
                Input {
                    files,
                    format,
                    latin,
                },
            limit,
            stats,
        } => run(&files, format, latin, stats, Job::Count(limit.max(1))),
        Command::Bench {
            files,
            limit,
            generate,
            variants,
            levels,
        } => match (generate, variants) {
            (Some(count), _) => bench::generation(count),
            (None, Some(count)) => bench::variants(count, &levels),
            (None, None) => bench::run(&files, limit),
        },
        Command::Generate(args) => generate(args),
        Command::Grade {
            input:
                Input {
                    files,
                    format,
                    latin,
                },
        } => puzzles::grade_puzzles(&files, format, latin),
        Command::Hint {
            puzzle,
            board,
            steps,
            latin,
        } => puzzles::hint_for(&puzzle, board.as_deref(), steps, latin),
        Command::Practise {
            technique,
            count,
            seed,
            stats,
        } => practise::run(&technique, count, seed, stats),
        Command::Daily {
            date,
            level,
            killer,
        } => puzzles::daily_puzzles(&date, level, killer),
        Command::Backup {
            destination,
            data_dir,
        } => Ok(backup::run(data_dir, &destination)),
        Command::Code {
            action: CodeAction::Encode { files, progress },
        } => code::encode(&files, progress),
        Command::Code {
            action: CodeAction::Decode { codes },
        } => code::decode(&codes),
    };
    exit_code(done)
}

/// `generate`: variants as links, classic puzzles and Latin squares as lines.
fn generate(args: GenerateArgs) -> io::Result<bool> {
    let GenerateArgs {
        level,
        kind,
        format,
        size,
        latin,
        symmetry,
        seed,
        count,
        max_attempts,
        stats,
    } = args;
    if let Some(kind) = kind.filter(|&kind| kind != Kind::Classic) {
        return puzzles::generate_variants(
            kind,
            level,
            format.unwrap_or(Output::Fpuzzles),
            (seed, count, max_attempts),
            stats,
        );
    }
    if matches!(format, Some(Output::Fpuzzles | Output::Sudokupad)) {
        eprintln!("classic {level} puzzles print as lines; --format fpuzzles and sudokupad are for --kind killer, jigsaw or diagonal");
        return Ok(false);
    }
    let geometry = if latin {
        Geometry::latin(size).ok()
    } else {
        Geometry::for_cell_count(size * size)
    };
    let Some(geometry) = geometry else {
        eprintln!("no grid of side {size} (4, 6, 8, 9, 12, 16 or 25; any up to 25 with --latin)");
        return Ok(false);
    };
    let options = GenerateOptions {
        level,
        symmetry,
        max_attempts,
        ..GenerateOptions::default()
    };
    puzzles::generate_puzzles(geometry, &options, seed, count, stats)
}

/// What `generate` is asked for.
#[derive(Debug, clap::Args)]
struct GenerateArgs {
    /// The level: easy, medium, hard, expert or master.
    #[arg(long, default_value = "medium")]
    level: Level,
    /// A variant: killer, jigsaw or diagonal (9×9); classic when absent.
    #[arg(long, value_parser = parse_kind)]
    kind: Option<Kind>,
    /// How each puzzle is printed: `line` (the givens; classic puzzles only), `fpuzzles`
    /// (an f-puzzles link) or `sudokupad` (a SudokuPad link). Variants are links, f-puzzles
    /// unless asked otherwise.
    #[arg(long, value_enum)]
    format: Option<Output>,
    /// The side of the grid: 4, 6, 8, 9, 12, 16 or 25 (with the usual boxes).
    #[arg(long, default_value_t = 9)]
    size: usize,
    /// A Latin square of that side: rows and columns, no boxes.
    #[arg(long)]
    latin: bool,
    /// The pattern of the givens: none, rotational, diagonal or mirror.
    #[arg(long, default_value = "none")]
    symmetry: Symmetry,
    /// The seed of the random generator: the same seed gives the same puzzles.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// How many puzzles.
    #[arg(short = 'n', long = "count", default_value_t = 1)]
    count: usize,
    /// Digs (orders of removal from a full grid) to try per puzzle before giving up.
    #[arg(long, default_value_t = 100)]
    max_attempts: u32,
    /// Prints each puzzle's grade and time, and the median time, to standard error.
    #[arg(long)]
    stats: bool,
}

/// How `generate` prints a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Output {
    /// The givens on one line.
    Line,
    /// An f-puzzles link.
    Fpuzzles,
    /// A SudokuPad link.
    Sudokupad,
}

/// A variant named as in addresses: classic, killer, jigsaw or diagonal.
fn parse_kind(text: &str) -> Result<Kind, String> {
    Kind::from_slug(text)
        .ok_or_else(|| format!("no kind {text:?}: classic, killer, jigsaw or diagonal"))
}

/// The exit code of a command that ran to its end (`Ok`, saying whether everything
/// succeeded) or stopped at a failed write. Every command writes its output through `?` to
/// here: a reader that went away (`sudoku daily … | head -1`, a broken pipe) ends the command
/// quietly and successfully, as the output it wanted was written; another write error (a full
/// disk) is reported.
fn exit_code(done: io::Result<bool>) -> ExitCode {
    match done {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}
