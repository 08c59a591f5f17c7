//! Share codes: a puzzle, and if wanted the player's progress, as a short text that is safe in a
//! URL path, for links such as `https://host/p/<code>`.
//!
//! ```
//! use sudoku_core::{code, Grid};
//!
//! let puzzle: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()
//!     .expect("a 9×9 puzzle");
//! let text = code::encode(&puzzle, None);
//! assert!(text.len() < 40);
//! let shared = code::decode(&format!("https://example.org/p/{text}")).expect("it decodes");
//! assert_eq!(shared.grid, puzzle);
//! assert_eq!(shared.progress, None);
//! ```
//!
//! # Format, version 1
//!
//! A code is the version character `1`, a length character, the payload, and two check
//! characters, all from the base64url alphabet (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`: RFC 4648
//! §5), none of which needs escaping in a URL. Each character stands for its position in the
//! alphabet, 0 to 63. A later format takes another version character, so that links already
//! shared keep working. The length character is the code's whole length in characters, modulo
//! 64: a code that lost its end, or got something stuck to it, is told apart from one with a
//! typo.
//!
//! The payload is one number written in base 64, least significant digit first. The number is a sequence of fields in mixed
//! radix, the first field least significant, with a 1 above the last field (the sentinel: when
//! the end of a code is lost, the sentinel goes with it). The fields, in order:
//!
//! 1. Standard 9×9 with 3×3 boxes? (radix 2, 1 for yes.) If not, the geometry's index (radix
//!    111) in the list of every other geometry: for n from 1 to 25, the n×n Latin square, then
//!    boxes of r × n/r for each divisor r of n, smallest r first.
//! 2. Progress follows? (radix 2.)
//! 3. For each cell in reading order: a given? (radix 2), and if so its digit − 1 (radix n).
//! 4. With progress, for each cell without a given: anything written? (radix 2), and if so
//!    which of entry (1), corner notes (2) and centre notes (4) it holds, as that sum − 1
//!    (radix 7); then those present, in that order: the entry's digit − 1 (radix n); the corner
//!    notes as a bit mask (digit d is bit d − 1) minus 1 (radix 2ⁿ − 1); the centre notes the
//!    same way.
//!
//! # Version 2: colours
//!
//! Progress with colours takes the version character `2`: the same fields as version 1 (with
//! progress), followed by the colours of every cell (see the `colours` module). Progress
//! without colours is still written as version 1, so such links read on older sites too.
//!
//! # Version 3: variants
//!
//! A puzzle with variant rules (killer cages, irregular regions, diagonals) takes the version
//! character `3`: field 1 as above (a jigsaw's geometry is the Latin square of its side), then
//! the rules (see the `rules` module: diagonals, regions, cages), then fields 2 to 4 as above,
//! then whether colours follow (radix 2) and, if so, the colours. Classic puzzles keep versions
//! 1 and 2, and [`decode`], which reads classic puzzles only, names a variant's kind instead of
//! dropping its rules; [`decode_puzzle`] reads every version.
//!
//! The check characters are a CRC-12 (x¹² + x¹¹ + x³ + x² + x + 1, initial value all ones) of
//! every character before them as 6-bit values, high half first. It catches every
//! single mistyped character and every swap of neighbours, and other damage all but once in
//! 4096 times.
//!
//! Because every field has its own range, a digit outside the grid or a note on a given cannot
//! be written at all. What a decoder can still find wrong is a code cut short (the sentinel is
//! missing), data after the sentinel, unknown characters or versions, and check characters that
//! do not match. A 9×9 without progress takes 4 + ⌈(84 + 3.17·givens) / 6⌉ characters: 27 for 17
//! givens, 32 for 25 and 34 for 30.

mod colours;
mod error;
mod number;
mod rules;
mod text;

use crate::{CellProgress, Digit, DigitSet, Geometry, Grid, Progress, Puzzle, MAX_SIZE};

pub use error::DecodeError;
use number::{Packer, Rest, Unpacker};

/// The version character that starts every code of this format.
const VERSION: char = '1';

/// The version character of codes whose progress has colours.
const VERSION_COLOURS: char = '2';

/// The version character of codes of variant puzzles.
const VERSION_RULES: char = '3';

/// The longest code read: more than a 25×25 grid with every note and colour in every cell
/// needs.
const MAX_LENGTH: usize = 20480;

/// A puzzle read from a share code, with the player's progress if the code carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shared {
    /// The givens.
    pub grid: Grid,
    /// The player's entries and notes, on cells without a given, if the code has them.
    pub progress: Option<Progress>,
}

/// A puzzle of any rules read from a share code, with the player's progress if the code
/// carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedPuzzle {
    /// The rules and givens.
    pub puzzle: Puzzle,
    /// The player's entries and notes, on cells without a given, if the code has them.
    pub progress: Option<Progress>,
}

/// Every geometry except the standard 9×9, in the order their indices follow.
fn other_geometries() -> impl Iterator<Item = Geometry> {
    (1..=MAX_SIZE)
        .flat_map(|n| {
            let boxes = (1..=n)
                .filter(move |r| n % r == 0)
                .map(move |r| Geometry::new(r, n / r).ok());
            std::iter::once(Geometry::latin(n).ok()).chain(boxes)
        })
        .flatten()
        .filter(|&g| g != Geometry::standard())
}

/// How many geometries [`other_geometries`] lists.
const OTHER_GEOMETRIES: u32 = 111;

/// The share code of `grid`'s givens, with `progress` if given. Progress on cells with a given
/// is left out, as are digits larger than the grid.
pub fn encode(grid: &Grid, progress: Option<&Progress>) -> String {
    let geometry = grid.geometry();
    let mut packer = Packer::default();
    push_geometry(&mut packer, geometry);
    let colours = push_givens_and_progress(&mut packer, grid, progress);
    if let Some(progress) = progress.filter(|_| colours) {
        colours::push(&mut packer, progress);
        return seal_as(VERSION_COLOURS, &packer.finish());
    }
    seal(&packer.finish())
}

/// The share code of `puzzle` with its rules, with `progress` if given: [`encode`]'s for a
/// classic puzzle, version 3 for a variant.
pub fn encode_puzzle(puzzle: &Puzzle, progress: Option<&Progress>) -> String {
    if puzzle.rules.is_classic() {
        return encode(&puzzle.givens, progress);
    }
    let grid = &puzzle.givens;
    let mut packer = Packer::default();
    push_geometry(&mut packer, grid.geometry());
    rules::push(&mut packer, &puzzle.rules);
    let colours = push_givens_and_progress(&mut packer, grid, progress);
    packer.push_bool(colours);
    if let Some(progress) = progress.filter(|_| colours) {
        colours::push(&mut packer, progress);
    }
    seal_as(VERSION_RULES, &packer.finish())
}

/// Writes field 1: the geometry.
fn push_geometry(packer: &mut Packer, geometry: Geometry) {
    let standard = geometry == Geometry::standard();
    packer.push_bool(standard);
    if !standard {
        let index = other_geometries().position(|g| g == geometry).unwrap_or(0);
        packer.push(index as u32, OTHER_GEOMETRIES);
    }
}

/// Writes fields 2 to 4: whether progress follows, the givens, the progress. Returns whether
/// the progress has colours, which the caller writes after.
fn push_givens_and_progress(packer: &mut Packer, grid: &Grid, progress: Option<&Progress>) -> bool {
    let geometry = grid.geometry();
    let n = geometry.size() as u32;
    packer.push_bool(progress.is_some());
    for cell in geometry.cells() {
        let given = grid.get(cell);
        packer.push_bool(given.is_some());
        if let Some(digit) = given {
            packer.push(u32::from(digit.get()) - 1, n);
        }
    }
    if let Some(progress) = progress {
        for cell in geometry.cells().filter(|&c| grid.get(c).is_none()) {
            push_marks(packer, progress.get(cell), n);
        }
        return progress.geometry() == geometry && colours::any(progress);
    }
    false
}

/// Writes one cell's progress: whether it has any, which kinds, then each kind present.
fn push_marks(packer: &mut Packer, marks: CellProgress, n: u32) {
    let notes_radix = (1u32 << n) - 1;
    let entry = marks.entry.filter(|d| u32::from(d.get()) <= n);
    let corner = marks.corner.bits() & notes_radix;
    let centre = marks.centre.bits() & notes_radix;
    let kind =
        u32::from(entry.is_some()) | u32::from(corner != 0) << 1 | u32::from(centre != 0) << 2;
    packer.push_bool(kind != 0);
    if kind == 0 {
        return;
    }
    packer.push(kind - 1, 7);
    if let Some(digit) = entry {
        packer.push(u32::from(digit.get()) - 1, n);
    }
    for notes in [corner, centre].into_iter().filter(|&m| m != 0) {
        packer.push(notes - 1, notes_radix);
    }
}

/// The whole code around `payload`, base-64 digits (each taken modulo 64): the version, length
/// and check characters of this format around them. [`encode`] seals the payload it packs;
/// tools and fuzzers seal payloads of their own, which [`decode`] then reads past its checks.
pub fn seal(payload: &[u8]) -> String {
    seal_as(VERSION, payload)
}

/// [`seal`] with the version character `version`.
fn seal_as(version: char, payload: &[u8]) -> String {
    let version = text::value_of(version).unwrap_or(0);
    let length = ((payload.len() + 4) % 64) as u8;
    let body: Vec<u8> = [version, length]
        .into_iter()
        .chain(payload.iter().copied())
        .collect();
    let mut code: String = body.iter().map(|&v| text::char_of(v)).collect();
    code.extend(text::check_chars(text::check(body)));
    code
}

/// The code in `text`: the text itself, or what follows `/p/` in a link, up to a query,
/// fragment or further path.
fn code_of(text: &str) -> &str {
    let text = text.trim();
    match text.rfind("/p/") {
        Some(at) => text[at + 3..].split(['?', '#', '/']).next().unwrap_or(""),
        None => text,
    }
}

/// Reads a share code, on its own or at the end of a link (`https://host/p/<code>`). Givens
/// that conflict are read as they are: whether the puzzle is valid is for [`crate::validate`].
pub fn decode(text: &str) -> Result<Shared, DecodeError> {
    let (version, payload) = checked(text)?;
    if version == VERSION_RULES {
        // Named without building the rules: the classic pages need no variant's code.
        let mut unpacker = Unpacker::new(&payload);
        let geometry = pop_geometry(&mut unpacker);
        let kind = rules::peek_kind(&mut unpacker, geometry);
        if kind != crate::Kind::Classic {
            return Err(DecodeError::Variant(kind));
        }
    }
    // Only a version 3 code with classic rules gets here with rules to read past.
    let shared = read_payload(&payload, version, |unpacker, geometry| {
        rules::peek_kind(unpacker, geometry);
        Ok(crate::Rules::classic(geometry))
    })?;
    Ok(Shared {
        grid: shared.puzzle.givens,
        progress: shared.progress,
    })
}

/// Reads a share code of any version, on its own or at the end of a link, with its rules.
pub fn decode_puzzle(text: &str) -> Result<SharedPuzzle, DecodeError> {
    let (version, payload) = checked(text)?;
    read_payload(&payload, version, rules::pop)
}

/// The version character and the payload's base-64 digits of the code in `text`, once its
/// characters, length and check characters are right.
fn checked(text: &str) -> Result<(char, Vec<u8>), DecodeError> {
    let code = code_of(text);
    let Some(first) = code.chars().next() else {
        return Err(DecodeError::Empty);
    };
    if ![VERSION, VERSION_COLOURS, VERSION_RULES].contains(&first) {
        // Versions count up from 1: a digit past the known ones is a newer site's code.
        return Err(if first.is_ascii_digit() && first > VERSION_RULES {
            DecodeError::UnknownVersion(first)
        } else {
            DecodeError::NotACode
        });
    }
    let length = code.chars().count();
    if length > MAX_LENGTH {
        return Err(DecodeError::TooLong { length });
    }
    let values = code
        .chars()
        .enumerate()
        .map(|(i, ch)| {
            text::value_of(ch).ok_or(DecodeError::BadCharacter {
                ch,
                position: i + 1,
            })
        })
        .collect::<Result<Vec<u8>, _>>()?;
    if values.len() < 2 {
        return Err(DecodeError::CutShort);
    }
    // The length character tells a code that lost characters at its end from one with more
    // than it had; a difference of less than half the range is taken as lost characters.
    let missing = (usize::from(values[1]) + 64 - values.len() % 64) % 64;
    if missing != 0 {
        return Err(if missing < 32 {
            DecodeError::CutShort
        } else {
            DecodeError::TrailingData
        });
    }
    // The version, the length, at least one payload digit (the sentinel's), two check digits.
    if values.len() < 5 {
        return Err(DecodeError::CutShort);
    }
    let (body, check) = values.split_at(values.len() - 2);
    let found = u16::from(check[0]) << 6 | u16::from(check[1]);
    if text::check(body.iter().copied()) != found {
        return Err(DecodeError::Checksum);
    }
    let payload = body[2..].to_vec();
    // The sentinel keeps the top digit of a written code above zero; zeros above it would be a
    // second spelling of the same code.
    if payload.last() == Some(&0) {
        return Err(DecodeError::TrailingData);
    }
    Ok((first, payload))
}

/// Field 1: the geometry.
fn pop_geometry(unpacker: &mut Unpacker) -> Geometry {
    if unpacker.pop_bool() {
        Geometry::standard()
    } else {
        let index = unpacker.pop(OTHER_GEOMETRIES) as usize;
        other_geometries()
            .nth(index)
            .unwrap_or(Geometry::standard())
    }
}

/// Reads the fields of the payload, `digits` being its base-64 digits, as the code's `version`
/// lays them out; a version 3 code's rules with `read_rules`.
fn read_payload(
    digits: &[u8],
    version: char,
    read_rules: fn(&mut Unpacker, Geometry) -> Result<crate::Rules, crate::RulesError>,
) -> Result<SharedPuzzle, DecodeError> {
    let mut unpacker = Unpacker::new(digits);
    let geometry = pop_geometry(&mut unpacker);
    let rules = if version == VERSION_RULES {
        read_rules(&mut unpacker, geometry).map_err(DecodeError::Rules)?
    } else {
        crate::Rules::classic(geometry)
    };
    let n = geometry.size() as u32;
    let digit = |value: u32| Digit::new(value as u8 + 1);
    let has_progress = unpacker.pop_bool();
    let mut grid = Grid::empty(geometry);
    for cell in geometry.cells() {
        if unpacker.pop_bool() {
            grid.set(cell, digit(unpacker.pop(n)));
        }
    }
    let mut progress = has_progress.then(|| {
        let notes_radix = (1u32 << n) - 1;
        let mut progress = Progress::empty(geometry);
        for cell in geometry.cells().filter(|&c| grid.get(c).is_none()) {
            if !unpacker.pop_bool() {
                continue;
            }
            let kind = unpacker.pop(7) + 1;
            let mut marks = CellProgress::default();
            if kind & 1 != 0 {
                marks.entry = digit(unpacker.pop(n));
            }
            if kind & 2 != 0 {
                marks.corner = DigitSet::from_bits(unpacker.pop(notes_radix) + 1);
            }
            if kind & 4 != 0 {
                marks.centre = DigitSet::from_bits(unpacker.pop(notes_radix) + 1);
            }
            progress.set(cell, marks);
        }
        progress
    });
    let with_colours = match version {
        VERSION_COLOURS => true,
        VERSION_RULES => unpacker.pop_bool(),
        _ => false,
    };
    if with_colours {
        // Colours come only with progress; without it, the code is damaged or made up.
        let Some(progress) = progress.as_mut() else {
            return Err(DecodeError::TrailingData);
        };
        colours::pop(&mut unpacker, geometry, progress);
    }
    match unpacker.rest() {
        Rest::Sentinel => Ok(SharedPuzzle {
            puzzle: Puzzle {
                rules,
                givens: grid,
            },
            progress,
        }),
        Rest::Nothing => Err(DecodeError::CutShort),
        Rest::More => Err(DecodeError::TrailingData),
    }
}

#[cfg(test)]
mod tests;
