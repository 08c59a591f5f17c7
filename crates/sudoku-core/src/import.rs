//! Importing whatever a player pastes: a puzzle line, a share code, or a link to a puzzle on
//! another site.
//!
//! What is recognised, and where the knowledge of each format comes from:
//!
//! - **A grid as text**: 81 characters (digits, `.` or `0` for a blank), or any size and
//!   layout [`Grid::from_str`](std::str::FromStr) reads.
//! - **Our share codes**, bare or in a `/p/<code>` link on any host: see [`crate::code`].
//! - **Sudoku Exchange** (`sudokuexchange.com/play/?s=…`): `s` is the 81 digits, or, when
//!   shorter, a form where each character (`0`–`9`, `A`–`Z`, `a`–`x`, standing for 0 to 59)
//!   is a digit (units) followed by that many blanks (tens). Source: the site's front end,
//!   grantm/sudoku-web-app, `src/lib/string-utils.js` and `sudoku-model.js`.
//! - **SudokuPad** (`sudokupad.app`, its subdomains, `sudokupad.svencodes.com` and
//!   `app.crackingthecryptic.com`, with the id after `/`, `/sudoku/`, `/puzzle/` or in
//!   `?puzzleid=`; also `sudokupad://puzzle/…`): classic puzzles in the `scl`/`ctc` form
//!   (lz-string compressed JSON, plain or "zipped"), the `fpuzzles` form, the `scf` and
//!   `classic` short forms; see the `sudokupad` module. Source: SudokuPad's `puzzleloader.js`,
//!   `puzzletools.js`, `puzzlezipper.js` and `fpuzzlesdecoder.js` as copied in
//!   marktekfan/sudokupad-penpa-import, whose `puzzle-link-converter.ts` also shows the link
//!   forms. The `fpuzzles` form carries killer cages, irregular regions and diagonals (see
//!   below), `scf` diagonals; other constraints (lines, arrows, dots, windoku) and SudokuPad's
//!   own cages and regions are refused rather than imported without their rules; ids of puzzles
//!   kept on SudokuPad's server cannot be read without fetching them, which this crate never
//!   does.
//! - **f-puzzles** (`f-puzzles.com/?load=…`, and SudokuPad's `fpuzzles…`): lz-string
//!   compressed JSON, read and written by the `fpuzzles` module (classic grids, killer cages,
//!   irregular regions, the two diagonals). [`import_puzzle`] keeps these rules; [`import`]
//!   wants a classic grid and names the variant it was given.
//! - **SudokuWiki** (`sudokuwiki.org/sudoku.htm?bd=…`): `bd` is 81 digits, 0 for a blank, or
//!   the packed form `S9B…` of the "Load position" links, two base-36 characters per cell
//!   (0 blank, 1–9 clue, 10–18 a placed digit, above that candidates), of which only the clues
//!   are kept. Source: links published by sudokuwiki.org users, and BlueAnt1/puzzle-coding's
//!   documentation of the packed form (`SudokuVersionB.md`, `CellContentTransform.md`).

mod digits;
mod fpuzzles;
mod json;
mod lz;
mod sudokupad;
mod url;

use std::fmt;

use crate::code::{self, DecodeError};
use crate::rules::Puzzle;
use crate::{Grid, Kind, ParseError};

pub use fpuzzles::{fpuzzles_link, sudokupad_link, to_fpuzzles};

use url::Link;

/// A site whose puzzle links can be imported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Site {
    /// sudokuexchange.com.
    SudokuExchange,
    /// sudokupad.app and app.crackingthecryptic.com.
    SudokuPad,
    /// sudokuwiki.org.
    SudokuWiki,
    /// f-puzzles.com.
    FPuzzles,
}

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Site::SudokuExchange => "Sudoku Exchange",
            Site::SudokuPad => "SudokuPad",
            Site::SudokuWiki => "SudokuWiki",
            Site::FPuzzles => "f-puzzles",
        })
    }
}

/// Why another site's puzzle data, decompressed, is not a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DataProblem {
    /// It is not the site's puzzle document.
    #[error("not puzzle data")]
    NotPuzzle,
    /// It has no grid of cells.
    #[error("no grid of cells")]
    NoGrid,
    /// Its grid is not square.
    #[error("the grid is not square")]
    NotSquare,
    /// A packed SudokuWiki form other than the one read here.
    #[error("a packed SudokuWiki form this site cannot read")]
    SudokuWikiForm,
    /// A cell without a region.
    #[error("a cell has no region")]
    CellRegion,
    /// A cell whose region is not a number.
    #[error("a cell's region is not a number")]
    RegionNumber,
    /// Regions that are not a jigsaw's (one cell per digit each).
    #[error("its regions do not each have one cell per digit")]
    Regions,
    /// Cages that overlap or cannot make their totals.
    #[error("its cages overlap or cannot make their totals")]
    Cages,
    /// A cage without cells.
    #[error("a cage has no cells")]
    CageCells,
    /// A cage naming a cell outside the grid.
    #[error("a cage names a cell outside the grid")]
    CageOutside,
    /// A cage whose total is not a number.
    #[error("a cage's total is not a number")]
    CageTotal,
}

/// The rules beyond classic sudoku that a link holds where only a classic grid is wanted, or
/// in a form this site does not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ForeignRules {
    /// A variant this site plays.
    #[error("{0}")]
    Kind(Kind),
    /// SudokuPad's own killer cages.
    #[error("killer cages")]
    KillerCages,
    /// SudokuPad's own irregular regions.
    #[error("irregular regions")]
    IrregularRegions,
    /// A SudokuWiki puzzle type other than classic sudoku, by its letter.
    #[error("SudokuWiki puzzle type {0:?}")]
    SudokuWikiType(char),
}

/// What is wrong with a puzzle from another site.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SiteProblem {
    /// The link holds no puzzle: the parameter or id is missing or empty.
    #[error("it holds no puzzle")]
    NoPuzzle,
    /// The puzzle has the wrong length.
    #[error("its puzzle has {found} characters, not {expected}")]
    Length {
        /// The length the format needs (for a 9×9).
        expected: usize,
        /// The length found.
        found: usize,
    },
    /// A character the format does not use.
    #[error("its puzzle has the character {0:?}, which the format does not use")]
    Character(char),
    /// Compressed data that does not decompress.
    #[error("its compressed data is damaged — was the link copied whole?")]
    Compressed,
    /// Data that decompressed but is not a puzzle.
    #[error("its puzzle data cannot be read: {0}")]
    Data(DataProblem),
    /// A grid of a size this site does not play.
    #[error("its grid is {0}×{0}, a size this site does not play")]
    Size(usize),
    /// A given that is not a digit of the grid.
    #[error("a given is not a digit of the grid")]
    Given,
    /// Rules beyond classic sudoku where only a classic grid is wanted, or variant rules in a
    /// form this site does not read (SudokuPad's own cages and regions).
    #[error("it is a variant puzzle ({0}), not a classic sudoku")]
    Variant(ForeignRules),
    /// A constraint this site does not play (thermometers, arrows, dots, …), by its name in
    /// the link's data.
    #[error("it has a constraint this site does not play: {0}")]
    Constraint(String),
    /// An id naming a puzzle kept on the site's server.
    #[error("it names a puzzle kept on the site's server ({0:?}); open it there and copy its grid or a full puzzle link")]
    Stored(String),
    /// Longer than any classic puzzle's data.
    #[error("it is too long to be a classic puzzle ({0} characters)")]
    TooLong(usize),
}

/// Why a pasted text could not be imported, saying what it was taken for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// Nothing was pasted.
    #[error("nothing to import: paste a puzzle or a link to one")]
    Empty,
    /// Text that looks like a grid but is not one.
    #[error("this looks like a puzzle grid, but {0}")]
    Grid(ParseError),
    /// A share code or share link that does not decode.
    #[error("this looks like a share code, but {0}")]
    ShareCode(DecodeError),
    /// A puzzle or link of another site that cannot be read.
    #[error("this is a puzzle from {site}, but {problem}")]
    Site {
        /// The site recognised.
        site: Site,
        /// What is wrong.
        problem: SiteProblem,
    },
    /// A link to a site puzzles are not imported from.
    #[error("{host} is not a site puzzles can be imported from (try a Sudoku Exchange, SudokuPad, SudokuWiki or f-puzzles link)")]
    UnknownSite {
        /// The link's host.
        host: String,
    },
    /// Text that is neither a grid, a code nor a link.
    #[error("this is not a puzzle: paste 81 digits with 0 or . for blanks, a share code, or a puzzle link")]
    Unrecognised,
}

/// The classic puzzle in `text`: a grid, a share code or link, or a link to a puzzle on Sudoku
/// Exchange, SudokuPad, SudokuWiki or f-puzzles (see the module documentation). Only the givens
/// are kept; a variant puzzle is refused, naming its kind.
pub fn import(text: &str) -> Result<Grid, ImportError> {
    let (puzzle, site, _) = import_any(text)?;
    if puzzle.rules.is_classic() {
        return Ok(puzzle.givens);
    }
    let kind = puzzle.rules.kind();
    Err(match site {
        Some(site) => ImportError::Site {
            site,
            problem: SiteProblem::Variant(ForeignRules::Kind(kind)),
        },
        None => ImportError::ShareCode(DecodeError::Variant(kind)),
    })
}

/// The puzzle in `text` with its rules: what [`import`] reads, and variants (killer, jigsaw,
/// diagonal) from f-puzzles and SudokuPad links and from share codes.
pub fn import_puzzle(text: &str) -> Result<Puzzle, ImportError> {
    import_any(text).map(|(puzzle, _, _)| puzzle)
}

/// [`import_puzzle`], with what the puzzle's setter wrote about it where the link carries it
/// (an f-puzzles link's title, author and rules text).
pub fn import_described(text: &str) -> Result<(Puzzle, Described), ImportError> {
    import_any(text).map(|(puzzle, _, described)| (puzzle, described))
}

/// What a puzzle's setter wrote about it, in a link that carries it: each is the setter's own
/// text (trimmed, at most a thousand characters), to show as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Described {
    /// The puzzle's title.
    pub title: Option<String>,
    /// Who set it.
    pub author: Option<String>,
    /// Its rules, in the setter's words.
    pub rules: Option<String>,
}

/// A puzzle, the site whose link it came from, and what its setter wrote about it.
type Imported = (Puzzle, Option<Site>, Described);

/// The puzzle in `text`, with the site whose link it came from.
fn import_any(text: &str) -> Result<Imported, ImportError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ImportError::Empty);
    }
    match Link::parse(text) {
        Some(link) => import_link(text, &link),
        None => import_bare(text),
    }
}

fn site_error(site: Site) -> impl Fn(SiteProblem) -> ImportError {
    move |problem| ImportError::Site { site, problem }
}

/// The parameter `name` of a link to `site`, which holds the puzzle: without it, the link has
/// no puzzle.
fn puzzle_param(link: &Link<'_>, name: &str, site: Site) -> Result<String, ImportError> {
    link.param(name)
        .ok_or_else(|| site_error(site)(SiteProblem::NoPuzzle))
}

fn import_link(text: &str, link: &Link<'_>) -> Result<Imported, ImportError> {
    let classic =
        |site: Site| move |grid: Grid| (Puzzle::classic(grid), Some(site), Described::default());
    let pad = site_error(Site::SudokuPad);
    let from_pad =
        |(puzzle, described): (Puzzle, Described)| (puzzle, Some(Site::SudokuPad), described);
    if link.scheme == "sudokupad" {
        return sudokupad::import_described(&url::percent_decode(link.path))
            .map(from_pad)
            .map_err(pad);
    }
    if link.is_on("f-puzzles.com") {
        let load = puzzle_param(link, "load", Site::FPuzzles)?;
        return sudokupad::decompress(&load)
            .and_then(|json| fpuzzles::read(&json))
            .map(|(puzzle, described)| (puzzle, Some(Site::FPuzzles), described))
            .map_err(site_error(Site::FPuzzles));
    }
    if link.is_on("sudokuexchange.com") {
        let exchange = site_error(Site::SudokuExchange);
        let s = puzzle_param(link, "s", Site::SudokuExchange)?;
        let digits = if s.chars().count() < 81 {
            digits::expand_blanks(&s).map_err(&exchange)?
        } else {
            s
        };
        return digits::grid_of_81(&digits)
            .map(classic(Site::SudokuExchange))
            .map_err(exchange);
    }
    if link.is_on("sudokuwiki.org") {
        let bd = puzzle_param(link, "bd", Site::SudokuWiki)?;
        return sudokuwiki(&bd)
            .map(classic(Site::SudokuWiki))
            .map_err(site_error(Site::SudokuWiki));
    }
    let pad_hosts = [
        "sudokupad.app",
        "sudokupad.svencodes.com",
        "app.crackingthecryptic.com",
    ];
    if pad_hosts.iter().any(|h| link.is_on(h)) {
        let id = match link.param("puzzleid") {
            Some(id) => id,
            None => {
                let path = link.path.trim_start_matches('/');
                let path = ["sudoku.html", "sudoku/", "sudoku", "puzzle/"]
                    .iter()
                    .find_map(|p| path.strip_prefix(p))
                    .unwrap_or(path);
                url::percent_decode(path)
            }
        };
        return sudokupad::import_described(&id).map(from_pad).map_err(pad);
    }
    if link.path.contains("/p/") {
        return share_code(text).map(|puzzle| (puzzle, None, Described::default()));
    }
    Err(ImportError::UnknownSite {
        host: link.host.clone(),
    })
}

fn share_code(text: &str) -> Result<Puzzle, ImportError> {
    code::decode_puzzle(text)
        .map(|shared| shared.puzzle)
        .map_err(ImportError::ShareCode)
}

fn sudokuwiki(bd: &str) -> Result<Grid, SiteProblem> {
    if bd.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) {
        digits::sudokuwiki_packed(bd)
    } else {
        digits::grid_of_81(bd)
    }
}

/// Whether `text` only has characters of a grid written as text.
fn looks_like_grid(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_ascii_digit() || c.is_whitespace() || ".-_|+=".contains(c))
}

fn import_bare(text: &str) -> Result<Imported, ImportError> {
    let bare = |grid: Grid| (Puzzle::classic(grid), None, Described::default());
    if text.starts_with("/p/") || text.starts_with("p/") {
        return share_code(&format!("/{}", text.trim_start_matches('/')))
            .map(|puzzle| (puzzle, None, Described::default()));
    }
    let pad_prefixes = ["scl", "ctc", "fpuz", "scf", "classic"];
    if pad_prefixes.iter().any(|p| text.starts_with(p)) {
        return sudokupad::import_described(text)
            .map(|(puzzle, described)| (puzzle, Some(Site::SudokuPad), described))
            .map_err(site_error(Site::SudokuPad));
    }
    if text.starts_with("S9B") {
        return digits::sudokuwiki_packed(text)
            .map(|grid| {
                (
                    Puzzle::classic(grid),
                    Some(Site::SudokuWiki),
                    Described::default(),
                )
            })
            .map_err(site_error(Site::SudokuWiki));
    }
    let grid_error = match text.parse::<Grid>() {
        Ok(grid) => return Ok(bare(grid)),
        Err(error) => error,
    };
    let code_error = match code::decode_puzzle(text) {
        Ok(shared) => return Ok((shared.puzzle, None, Described::default())),
        Err(error) => error,
    };
    // Sudoku Exchange's short form, pasted without its link.
    if let Ok(grid) = digits::expand_blanks(text).and_then(|d| digits::grid_of_81(&d)) {
        return Ok(bare(grid));
    }
    if looks_like_grid(text) {
        Err(ImportError::Grid(grid_error))
    } else if !matches!(
        code_error,
        DecodeError::UnknownVersion(_) | DecodeError::NotACode
    ) {
        Err(ImportError::ShareCode(code_error))
    } else {
        Err(ImportError::Unrecognised)
    }
}

#[cfg(test)]
mod tests;
