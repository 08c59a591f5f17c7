//! New puzzles on demand (`/new`): which sizes and levels the site makes, and making one.

use sudoku_core::{
    generate_cancellable, GenerateError, GenerateOptions, Geometry, Level, Symmetry,
};

use site::text::excerpt;

/// The kinds of grid the site makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Rows, columns and boxes.
    Classic,
    /// A Latin square: rows and columns only.
    Latin,
}

impl Kind {
    /// The kind a request's `kind=` names (none is classic).
    pub fn named(word: Option<&str>) -> Result<Kind, String> {
        match word.map(str::trim) {
            None | Some("" | "classic") => Ok(Kind::Classic),
            Some("latin") => Ok(Kind::Latin),
            Some(other) => Err(format!(
                "{:?} is not a kind of puzzle here: leave it out, or ask for kind=latin.",
                excerpt(other)
            )),
        }
    }

    /// The kind of grid `geometry` is.
    pub fn of(geometry: Geometry) -> Kind {
        if geometry.has_boxes() {
            Kind::Classic
        } else {
            Kind::Latin
        }
    }

    /// What a puzzle of this kind is called in a heading: "New easy 5×5 Latin square".
    pub fn noun(self) -> &'static str {
        match self {
            Kind::Classic => "puzzle",
            Kind::Latin => "Latin square",
        }
    }

    /// The units a digit may not repeat in, as a sentence names them.
    pub fn units(self) -> &'static str {
        match self {
            Kind::Classic => "row, column or box",
            Kind::Latin => "row or column",
        }
    }
}

/// A size and kind of grid offered, with the levels it is made at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Offer {
    /// Boxes or a Latin square.
    pub kind: Kind,
    /// The grid's side.
    pub size: usize,
    /// The levels, easiest first.
    pub levels: &'static [Level],
}

impl Offer {
    /// The `/new` address asking for a puzzle of this offer at `level`.
    pub fn path(&self, level: Level) -> String {
        let kind = match self.kind {
            Kind::Classic => "",
            Kind::Latin => "&kind=latin",
        };
        format!("/new?size={}&level={}{kind}", self.size, level.name())
    }
}

const EASY: &[Level] = &[Level::Easy];
const ALL: &[Level] = &[
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Master,
];

/// What is offered: every level the generator makes in well under a second on request
/// (`sudoku generate --stats`, twenty of each, measured on this site's machines: 12×12 of any
/// level in at most 75 ms, 16×16 Expert in 600 ms, 25×25 Hard in 80 ms, where 25×25 Expert
/// takes minutes). Small grids are all easy: their few cells leave no room for harder
/// techniques, and Latin squares of side 3 to 7, without boxes, reach no other level.
pub const OFFERS: &[Offer] = &[
    Offer {
        kind: Kind::Classic,
        size: 4,
        levels: EASY,
    },
    Offer {
        kind: Kind::Classic,
        size: 6,
        levels: EASY,
    },
    Offer {
        kind: Kind::Classic,
        size: 9,
        levels: ALL,
    },
    Offer {
        kind: Kind::Classic,
        size: 12,
        levels: ALL,
    },
    Offer {
        kind: Kind::Classic,
        size: 16,
        levels: ALL.split_at(4).0,
    },
    Offer {
        kind: Kind::Classic,
        size: 25,
        levels: ALL.split_at(3).0,
    },
    Offer {
        kind: Kind::Latin,
        size: 3,
        levels: EASY,
    },
    Offer {
        kind: Kind::Latin,
        size: 4,
        levels: EASY,
    },
    Offer {
        kind: Kind::Latin,
        size: 5,
        levels: EASY,
    },
    Offer {
        kind: Kind::Latin,
        size: 6,
        levels: EASY,
    },
    Offer {
        kind: Kind::Latin,
        size: 7,
        levels: EASY,
    },
    Offer {
        kind: Kind::Latin,
        size: 8,
        levels: ALL,
    },
    Offer {
        kind: Kind::Latin,
        size: 9,
        levels: ALL,
    },
];

/// The geometry and level of a request (`size`, `level` and, for a Latin square, `kind`), or
/// a sentence saying why there is none.
pub fn choice(size: &str, level: &str, kind: Option<&str>) -> Result<(Geometry, Level), String> {
    // The texts come from the address, which may be huge: an error quotes an excerpt.
    let (size, level) = (excerpt(size), excerpt(level));
    let kind = Kind::named(kind)?;
    let size: usize = size
        .trim()
        .parse()
        .map_err(|_| format!("{size:?} is not a grid size."))?;
    let offer = OFFERS
        .iter()
        .find(|o| o.kind == kind && o.size == size)
        .ok_or_else(|| no_such(kind, size))?;
    let level: Level = level.parse().map_err(|e| format!("{e}."))?;
    if !offer.levels.contains(&level) {
        return Err(format!(
            "{} come in {} only.",
            plural(kind, size),
            offer
                .levels
                .iter()
                .map(|l| l.name())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    let geometry = match kind {
        Kind::Classic => Geometry::for_cell_count(size * size),
        Kind::Latin => Geometry::latin(size).ok(),
    };
    Ok((geometry.ok_or_else(|| no_such(kind, size))?, level))
}

/// "12×12 puzzles" or "5×5 Latin squares".
fn plural(kind: Kind, size: usize) -> String {
    match kind {
        Kind::Classic => format!("{size}×{size} puzzles"),
        Kind::Latin => format!("{size}×{size} Latin squares"),
    }
}

/// Why there is no puzzle of `kind` and `size`, with the sizes there are.
fn no_such(kind: Kind, size: usize) -> String {
    let sizes: Vec<String> = OFFERS
        .iter()
        .filter(|o| o.kind == kind)
        .map(|o| o.size.to_string())
        .collect();
    let (last, first) = sizes
        .split_last()
        .map_or(("", &[][..]), |(l, f)| (l.as_str(), f));
    format!(
        "There are no {} here: try {} or {last}.",
        plural(kind, size),
        first.join(", ")
    )
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
        let ask = |size, level| choice(size, level, None);
        assert_eq!(ask("9", "hard"), Ok((Geometry::standard(), Level::Hard)));
        assert_eq!(ask("16", "easy").map(|(g, _)| g.size()), Ok(16));
        assert_eq!(
            ask("12", "easy").map(|(g, _)| (g.box_rows(), g.box_cols())),
            Ok((3, 4))
        );
        assert_eq!(ask("25", "easy").map(|(g, _)| g.size()), Ok(25));
        assert!(ask("4", "hard").is_err_and(|e| e.contains("easy only")));
        assert_eq!(
            ask("7", "easy"),
            Err("There are no 7×7 puzzles here: try 4, 6, 9, 12, 16 or 25.".to_owned())
        );
        assert!(ask("nine", "easy").is_err());
        assert!(ask("9", "impossible").is_err_and(|e| e.contains("unknown level")));
    }

    #[test]
    fn latin_squares_are_asked_for_by_kind() {
        let (geometry, level) = choice("5", "easy", Some("latin")).expect("a 5×5 Latin square");
        assert_eq!(
            (geometry, level),
            (Geometry::latin(5).expect("5"), Level::Easy)
        );
        assert_eq!(Kind::of(geometry), Kind::Latin);
        assert_eq!(
            choice("9", "easy", Some("classic")).map(|(g, _)| Kind::of(g)),
            Ok(Kind::Classic)
        );
        assert_eq!(
            choice("12", "easy", Some("latin")),
            Err("There are no 12×12 Latin squares here: try 3, 4, 5, 6, 7, 8 or 9.".to_owned())
        );
        assert!(choice("5", "easy", Some("killer")).is_err_and(|e| e.contains("kind=latin")));
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
    fn every_offered_choice_is_accepted_from_its_own_address() {
        for offer in OFFERS {
            for &level in offer.levels {
                let path = offer.path(level);
                let address = site::address::Address::parse(&path);
                let asked = choice(
                    address.query("size").expect("a size"),
                    address.query("level").expect("a level"),
                    address.query("kind"),
                );
                let (geometry, made) = asked.expect("offered");
                assert_eq!(
                    (geometry.size(), Kind::of(geometry), made),
                    (offer.size, offer.kind, level)
                );
            }
        }
    }
}
