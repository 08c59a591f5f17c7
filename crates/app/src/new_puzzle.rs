//! New puzzles on demand (`/new`): which sizes and levels the site makes, and making one.

use sudoku_core::{
    generate_cancellable, GenerateError, GenerateOptions, Geometry, Level, Symmetry,
};

use site::text::excerpt;

/// The sizes offered, with the levels each can be made at: small grids are all easy (their
/// few cells leave no room for harder techniques), and hard 16×16 puzzles take too long to
/// make on request.
pub const CHOICES: [(usize, &[Level]); 4] = [
    (4, &[Level::Easy]),
    (6, &[Level::Easy]),
    (
        9,
        &[
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Expert,
            Level::Master,
        ],
    ),
    (16, &[Level::Easy, Level::Medium, Level::Hard]),
];

/// The geometry and level of a request, or a sentence saying why there is none.
pub fn choice(size: &str, level: &str) -> Result<(Geometry, Level), String> {
    // The texts come from the address, which may be huge: an error quotes an excerpt.
    let (size, level) = (excerpt(size), excerpt(level));
    let size: usize = size
        .trim()
        .parse()
        .map_err(|_| format!("{size:?} is not a grid size."))?;
    let levels = CHOICES
        .iter()
        .find(|(n, _)| *n == size)
        .map(|(_, levels)| *levels)
        .ok_or_else(|| format!("There are no {size}×{size} puzzles here: try 4, 6, 9 or 16."))?;
    let level: Level = level.parse().map_err(|e| format!("{e}."))?;
    if !levels.contains(&level) {
        return Err(format!(
            "{size}×{size} puzzles come in {} only.",
            levels
                .iter()
                .map(|l| l.name())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    let geometry = Geometry::for_cell_count(size * size)
        .ok_or_else(|| format!("There are no {size}×{size} puzzles here."))?;
    Ok((geometry, level))
}

/// The address a new puzzle of `level` with share `code` is played at: its `/p/` link, with
/// `new=LEVEL` so the page says what it is (the share box still gives the plain link).
pub fn address(code: &str, level: Level) -> String {
    format!("/p/{code}?new={}", level.name())
}

/// The level a `/p/` address's `new=` names, if it names one.
pub fn level_of(new: Option<&str>) -> Option<Level> {
    new?.parse().ok()
}

/// Makes a fresh puzzle of `geometry` at `level` from `seed` and answers with its share code.
/// The server calls this on a blocking thread for `/new?size=…&level=…` and redirects to the
/// code's `/p/` address; the generator's bounded attempts bound the work, and it stops early
/// once `cancelled` says so (nobody waits for the puzzle any more).
pub fn make(
    geometry: Geometry,
    level: Level,
    seed: u64,
    cancelled: &dyn Fn() -> bool,
) -> Result<String, GenerateError> {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let options = GenerateOptions {
        level,
        symmetry: Symmetry::Rotational,
        max_attempts: 200,
        ..GenerateOptions::default()
    };
    generate_cancellable(geometry, &options, &mut rng, cancelled)
        .map(|made| sudoku_core::code::encode(&made.puzzle, None))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_checked() {
        assert_eq!(choice("9", "hard"), Ok((Geometry::standard(), Level::Hard)));
        assert_eq!(choice("16", "easy").map(|(g, _)| g.size()), Ok(16));
        assert!(choice("4", "hard").is_err_and(|e| e.contains("easy only")));
        assert!(choice("7", "easy").is_err_and(|e| e.contains("no 7×7")));
        assert!(choice("nine", "easy").is_err());
        assert!(choice("9", "impossible").is_err_and(|e| e.contains("unknown level")));
    }

    #[test]
    fn a_made_puzzle_is_proper_and_at_its_level() {
        let code = make(Geometry::standard(), Level::Hard, 7, &|| false).expect("a hard puzzle");
        let grid = sudoku_core::code::decode(&code).expect("our code").grid;
        assert!(sudoku_core::is_uniquely_solvable(&grid));
        assert_eq!(sudoku_core::grade(&grid).map(|g| g.level), Ok(Level::Hard));
        assert_eq!(
            make(Geometry::standard(), Level::Hard, 7, &|| false).ok(),
            Some(code),
            "same seed, same puzzle"
        );
    }

    #[test]
    fn every_offered_choice_is_accepted() {
        for (size, levels) in CHOICES {
            for level in levels {
                assert!(choice(&size.to_string(), level.name()).is_ok());
            }
        }
    }
}
