//! New puzzles on demand (`/new`): which sizes and levels the site makes, and making one.

use sudoku_core::{
    generate_cancellable, GenerateError, GenerateOptions, Geometry, Level, Symmetry, VariantError,
};

use site::text::excerpt;

/// The kinds of grid the site makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GridKind {
    /// Rows, columns and boxes.
    Classic,
    /// A Latin square: rows and columns only.
    Latin,
    /// Killer sudoku: cages whose digits add up to their totals.
    Killer,
    /// Jigsaw sudoku: irregular regions in place of boxes.
    Jigsaw,
    /// Diagonal sudoku: the two long diagonals hold each digit once too.
    Diagonal,
}

impl GridKind {
    /// The kind a request's `kind=` names (none is classic).
    pub fn named(word: Option<&str>) -> Result<GridKind, Refusal> {
        let word = word.map(str::trim).unwrap_or_default();
        match word {
            "" => Ok(GridKind::Classic),
            "latin" => Ok(GridKind::Latin),
            // The engine's kinds by their own names: classic, killer, jigsaw, diagonal.
            _ => sudoku_core::Kind::from_slug(word)
                .map(GridKind::of_variant)
                .ok_or_else(|| Refusal::Kind(excerpt(word).into_owned())),
        }
    }

    /// The kind the engine's `kind` is played as here.
    pub fn of_variant(kind: sudoku_core::Kind) -> GridKind {
        match kind {
            sudoku_core::Kind::Classic => GridKind::Classic,
            sudoku_core::Kind::Killer => GridKind::Killer,
            sudoku_core::Kind::Jigsaw => GridKind::Jigsaw,
            sudoku_core::Kind::Diagonal => GridKind::Diagonal,
        }
    }

    /// The word `kind=` takes for this kind (none for classic).
    pub fn slug(self) -> Option<&'static str> {
        match self {
            GridKind::Classic => None,
            GridKind::Latin => Some("latin"),
            _ => self.variant().map(sudoku_core::Kind::slug),
        }
    }

    /// The engine's variant this kind is, if it is one.
    pub fn variant(self) -> Option<sudoku_core::Kind> {
        match self {
            GridKind::Classic | GridKind::Latin => None,
            GridKind::Killer => Some(sudoku_core::Kind::Killer),
            GridKind::Jigsaw => Some(sudoku_core::Kind::Jigsaw),
            GridKind::Diagonal => Some(sudoku_core::Kind::Diagonal),
        }
    }

    /// The kind of grid `geometry` is.
    pub fn of(geometry: Geometry) -> GridKind {
        if geometry.has_boxes() {
            GridKind::Classic
        } else {
            GridKind::Latin
        }
    }

    /// The word that picks this kind's variant of a message (`classic`, `latin`, `killer`…).
    fn word(self) -> &'static str {
        self.slug().unwrap_or("classic")
    }

    /// The units a digit may not repeat in, as a sentence names them.
    pub fn units(self) -> String {
        word!(self, {
            GridKind::Classic | GridKind::Killer => NewUnitsClassic,
            GridKind::Latin => NewUnitsLatin,
            GridKind::Jigsaw => NewUnitsJigsaw,
            GridKind::Diagonal => NewUnitsDiagonal,
        })
        .to_owned()
    }
}

/// A size and kind of grid offered, with the levels it is made at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Offer {
    /// Boxes or a Latin square.
    pub kind: GridKind,
    /// The grid's side.
    pub size: usize,
    /// The levels, easiest first.
    pub levels: &'static [Level],
}

impl Offer {
    /// The `/new` address asking for a puzzle of this offer at `level` (a variant's without
    /// its size: they are 9×9).
    pub fn path(&self, level: Level) -> String {
        match (self.kind.slug(), self.kind.variant()) {
            (Some(slug), Some(_)) => format!("/new?kind={slug}&level={}", level.name()),
            (Some(slug), None) => {
                format!("/new?size={}&level={}&kind={slug}", self.size, level.name())
            }
            (None, _) => format!("/new?size={}&level={}", self.size, level.name()),
        }
    }
}

const EASY: &[Level] = &[Level::Easy];
/// Killers up to Hard: the generator finds no Expert killer in 200 attempts (the ladder's
/// Expert techniques are rarely what a killer needs).
const TO_HARD: &[Level] = &[Level::Easy, Level::Medium, Level::Hard];
/// Jigsaw and diagonal puzzles up to Expert (`sudoku bench --variants`).
const TO_EXPERT: &[Level] = &[Level::Easy, Level::Medium, Level::Hard, Level::Expert];
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
        kind: GridKind::Classic,
        size: 4,
        levels: EASY,
    },
    Offer {
        kind: GridKind::Classic,
        size: 6,
        levels: EASY,
    },
    Offer {
        kind: GridKind::Classic,
        size: 9,
        levels: ALL,
    },
    Offer {
        kind: GridKind::Classic,
        size: 12,
        levels: ALL,
    },
    Offer {
        kind: GridKind::Classic,
        size: 16,
        levels: ALL.split_at(4).0,
    },
    Offer {
        kind: GridKind::Classic,
        size: 25,
        levels: ALL.split_at(3).0,
    },
    Offer {
        kind: GridKind::Latin,
        size: 3,
        levels: EASY,
    },
    Offer {
        kind: GridKind::Latin,
        size: 4,
        levels: EASY,
    },
    Offer {
        kind: GridKind::Latin,
        size: 5,
        levels: EASY,
    },
    Offer {
        kind: GridKind::Latin,
        size: 6,
        levels: EASY,
    },
    Offer {
        kind: GridKind::Latin,
        size: 7,
        levels: EASY,
    },
    Offer {
        kind: GridKind::Latin,
        size: 8,
        levels: ALL,
    },
    Offer {
        kind: GridKind::Latin,
        size: 9,
        levels: ALL,
    },
    Offer {
        kind: GridKind::Killer,
        size: 9,
        levels: TO_HARD,
    },
    Offer {
        kind: GridKind::Jigsaw,
        size: 9,
        levels: TO_EXPERT,
    },
    Offer {
        kind: GridKind::Diagonal,
        size: 9,
        levels: TO_EXPERT,
    },
];

/// What a `/new` request asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// The kind of puzzle.
    pub kind: GridKind,
    /// Its grid.
    pub geometry: Geometry,
    /// Its level.
    pub level: Level,
}

/// Why the site makes no puzzle of a request. Words quoted from the address are excerpts:
/// the address may be huge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// `kind=` names no kind the site makes.
    Kind(String),
    /// A Latin square was asked for without its side.
    NoSize,
    /// `size=` is not a number.
    Size(String),
    /// `level=` names no level.
    Level(String),
    /// The site makes this kind and size, but not at this level.
    Levels {
        kind: GridKind,
        size: usize,
        levels: &'static [Level],
    },
    /// The site makes no puzzle of this kind and size.
    NoSuch { kind: GridKind, size: usize },
}

impl Refusal {
    /// The sentence that says so, in the page's language.
    pub fn message(&self) -> String {
        match self {
            Refusal::Kind(word) => t!(NewErrorKind, word = format!("{word:?}")),
            Refusal::NoSize => t!(NewErrorNoSize).to_owned(),
            Refusal::Size(size) => t!(NewErrorSize, size = format!("{size:?}")),
            Refusal::Level(level) => t!(NewErrorLevel, level = format!("{level:?}")),
            Refusal::Levels { kind, size, levels } => {
                // The levels as the address writes them.
                let levels = crate::explain::commas(levels.iter().map(|l| l.name().to_owned()));
                t!(
                    NewErrorLevels,
                    kind = kind.word(),
                    size = *size,
                    levels = levels
                )
            }
            Refusal::NoSuch { kind, size } => no_such(*kind, *size),
        }
    }
}

/// What a request asks for (`size`, `level` and `kind`; a size left out is 9×9, except for a
/// Latin square, whose side must be said), or why the site makes no such puzzle.
pub fn choice(size: Option<&str>, level: &str, kind: Option<&str>) -> Result<Choice, Refusal> {
    let kind = GridKind::named(kind)?;
    let size = match (size, kind.variant()) {
        (Some(size), _) => excerpt(size),
        (None, _) if kind == GridKind::Latin => return Err(Refusal::NoSize),
        (None, _) => "9".into(),
    };
    let level = excerpt(level);
    let size: usize = size
        .trim()
        .parse()
        .map_err(|_| Refusal::Size(size.into_owned()))?;
    let offer = OFFERS
        .iter()
        .find(|o| o.kind == kind && o.size == size)
        .ok_or(Refusal::NoSuch { kind, size })?;
    let level: Level = level
        .parse()
        .map_err(|_| Refusal::Level(level.into_owned()))?;
    if !offer.levels.contains(&level) {
        return Err(Refusal::Levels {
            kind,
            size,
            levels: offer.levels,
        });
    }
    let geometry = match kind {
        GridKind::Latin => Geometry::latin(size).ok(),
        _ => Geometry::for_cell_count(size * size),
    };
    let geometry = geometry.ok_or(Refusal::NoSuch { kind, size })?;
    Ok(Choice {
        kind,
        geometry,
        level,
    })
}

/// Why there is no puzzle of `kind` and `size`, with the sizes there are.
fn no_such(kind: GridKind, size: usize) -> String {
    let sizes: Vec<usize> = OFFERS
        .iter()
        .filter(|o| o.kind == kind)
        .map(|o| o.size)
        .collect();
    let word = kind.word();
    match sizes.split_last() {
        Some((&only, [])) => t!(NewErrorOnlySize, kind = word, size = size, only = only),
        Some((&last, first)) => {
            let first: Vec<String> = first.iter().map(usize::to_string).collect();
            t!(
                NewErrorSizes,
                kind = word,
                size = size,
                sizes = crate::explain::commas(first.into_iter()),
                last = last
            )
        }
        None => t!(NewErrorNone, kind = word, size = size),
    }
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

/// How many puzzles the variant generator may try for one request: enough for every offered
/// level (a Hard killer takes about 3 attempts), few enough to bound the work.
const VARIANT_ATTEMPTS: u32 = 60;

/// Makes a fresh puzzle of `choice` from `seed` and answers with its share code. The server
/// calls this on a blocking thread for `/new?…` and redirects to the code's `/p/` address; the
/// generator's bounded attempts bound the work, and the classic generator stops early once
/// `cancelled` says so (nobody waits for the puzzle any more).
pub fn make(choice: Choice, seed: u64, cancelled: &dyn Fn() -> bool) -> Result<String, MakeError> {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    if let Some(variant) = choice.kind.variant() {
        return sudoku_core::generate_variant(variant, choice.level, VARIANT_ATTEMPTS, &mut rng)
            .map(|made| sudoku_core::code::encode_puzzle(&made.puzzle, None))
            .map_err(MakeError::Variant);
    }
    let options = GenerateOptions {
        level: choice.level,
        symmetry: Symmetry::Rotational,
        max_attempts: 200,
        ..GenerateOptions::default()
    };
    generate_cancellable(choice.geometry, &options, &mut rng, cancelled)
        .map(|made| sudoku_core::code::encode(&made.puzzle, None))
        .map_err(MakeError::Classic)
}

/// Why no puzzle was made (logged; the page says only that it failed).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MakeError {
    /// The variant generator found none within its attempts.
    #[error("{0}")]
    Variant(VariantError),
    /// The classic generator found none, or was cancelled.
    #[error("{0}")]
    Classic(GenerateError),
}

#[cfg(test)]
mod tests;
