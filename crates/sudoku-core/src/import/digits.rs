//! Puzzles written as digits: plain lines and the short forms that squeeze runs of blanks.

use crate::{Geometry, Grid};

use super::{DataProblem, ForeignRules, SiteProblem};

/// The grid of a line of digits, `0` or `.` for a blank, whose length is a supported size
/// (81 for 9×9).
pub(crate) fn grid_of_digits(digits: &str) -> Result<Grid, SiteProblem> {
    if let Some(ch) = digits.chars().find(|c| !matches!(c, '0'..='9' | '.')) {
        return Err(SiteProblem::Character(ch));
    }
    let found = digits.len();
    let geometry = Geometry::for_cell_count(found).ok_or(SiteProblem::Length {
        expected: 81,
        found,
    })?;
    Grid::parse_with(digits, geometry).map_err(|_| SiteProblem::Given)
}

/// Like [`grid_of_digits`], but only 9×9.
pub(crate) fn grid_of_81(digits: &str) -> Result<Grid, SiteProblem> {
    let found = digits.chars().count();
    if found != 81 {
        return Err(SiteProblem::Length {
            expected: 81,
            found,
        });
    }
    grid_of_digits(digits)
}

/// The number for a character of the "digit and trailing blanks" form, if it has one.
fn blanks_value(ch: char) -> Option<u32> {
    match ch {
        '0'..='9' => Some(ch as u32 - '0' as u32),
        'A'..='Z' => Some(ch as u32 - 'A' as u32 + 10),
        'a'..='x' => Some(ch as u32 - 'a' as u32 + 36),
        _ => None,
    }
}

/// Expands the short form that Sudoku Exchange's `?s=` and SudokuPad's "classic2" and SCF
/// forms share: each character is a number from 0 to 59 (`0`–`9`, `A`–`Z`, `a`–`x`) whose
/// units digit is a cell (0 for a blank) and whose tens digit is how many blanks follow it.
pub(crate) fn expand_blanks(short: &str) -> Result<String, SiteProblem> {
    let mut out = String::new();
    for ch in short.chars() {
        let value = blanks_value(ch).ok_or(SiteProblem::Character(ch))?;
        out.push(char::from(b'0' + (value % 10) as u8));
        out.extend(std::iter::repeat_n('0', (value / 10) as usize));
    }
    Ok(out)
}

/// Writes `digits` (a line of `0`–`9`) in the short form [`expand_blanks`] reads, for tests
/// and for building example links.
#[cfg(test)]
pub(crate) fn compress_blanks(digits: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = digits.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let digit = chars[i] as u32 - '0' as u32;
        let mut blanks = 0;
        while blanks < 5 && chars.get(i + 1 + blanks) == Some(&'0') {
            blanks += 1;
        }
        let value = digit + 10 * blanks as u32;
        let ch = match value {
            0..=9 => char::from(b'0' + value as u8),
            10..=35 => char::from(b'A' + (value - 10) as u8),
            _ => char::from(b'a' + (value - 36) as u8),
        };
        out.push(ch);
        i += 1 + blanks;
    }
    out
}

/// The characters SudokuPad's first classic form uses for runs of blanks: the character at
/// position k stands for k blanks.
const RUNS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz()[]-.~:@!$&'*,;=_";

/// Expands SudokuPad's first classic form: digits stand for themselves and each character of
/// [`RUNS`] for a run of blanks.
pub(crate) fn expand_runs(short: &str) -> Result<String, SiteProblem> {
    let mut out = String::new();
    for ch in short.chars() {
        if ch.is_ascii_digit() {
            out.push(ch);
        } else {
            let run = RUNS.find(ch).ok_or(SiteProblem::Character(ch))?;
            out.extend(std::iter::repeat_n('0', run));
        }
    }
    Ok(out)
}

/// Reads SudokuWiki's packed form, `S9B` and then two base-36 characters (`0`–`9`, `a`–`z`)
/// per cell: 0 for a blank, 1 to n for a clue, n+1 to 2n for a digit the player placed, and
/// above 2n the player's candidates as a bit mask plus 2n. Only the clues become givens.
///
/// BlueAnt1/puzzle-coding documents the fields as base 32, but links from sudokuwiki.org use
/// `w`–`z` too, and read as base 36 their candidates match the text around them; sizes other
/// than 9×9 were not seen in real links, and their field width here follows base 36.
pub(crate) fn sudokuwiki_packed(packed: &str) -> Result<Grid, SiteProblem> {
    let mut chars = packed.chars();
    let (kind, size, version) = (chars.next(), chars.next(), chars.next());
    if kind != Some('S') {
        return Err(SiteProblem::Variant(ForeignRules::SudokuWikiType(
            kind.unwrap_or(' '),
        )));
    }
    let n = size.and_then(|c| c.to_digit(32)).unwrap_or(0) as usize;
    let geometry = Geometry::for_cell_count(n * n).ok_or(SiteProblem::Size(n))?;
    if version != Some('B') {
        return Err(SiteProblem::Data(DataProblem::SudokuWikiForm));
    }
    let max = (1u64 << n) - 1 + 2 * n as u64;
    let width = (1..).find(|&w| 36u64.pow(w) > max).unwrap_or(1) as usize;
    let fields: Vec<char> = chars.collect();
    let expected = geometry.cell_count() * width;
    if fields.len() != expected {
        return Err(SiteProblem::Length {
            expected: expected + 3,
            found: fields.len() + 3,
        });
    }
    let mut grid = Grid::empty(geometry);
    for (cell, field) in geometry.cells().zip(fields.chunks(width)) {
        let mut value = 0u64;
        for &ch in field {
            value = value * 36 + u64::from(ch.to_digit(36).ok_or(SiteProblem::Character(ch))?);
        }
        if value > max {
            return Err(SiteProblem::Given);
        }
        if (1..=n as u64).contains(&value) {
            grid.set(cell, crate::Digit::new(value as u8));
        }
    }
    Ok(grid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sudoku_exchange_examples_expand() {
        // Test vectors from Sudoku Exchange's own tests (grantm/sudoku-web-app,
        // src/lib/string-utils.test.js).
        assert_eq!(
            expand_blanks("1BLVfp"),
            Ok("110100100010000100000".to_owned())
        );
        let expanded =
            "000309007001060040000010003206003100000020000008700905600070000010090800700508000";
        assert_eq!(
            expand_blanks("KDTRBQsV3CQ3p0q08RJ5avLJSRFc"),
            Ok(expanded.to_owned())
        );
        assert_eq!(compress_blanks(expanded), "KDTRBQsV3CQ3p0q08RJ5avLJSRFc");
        assert_eq!(expand_blanks("1y"), Err(SiteProblem::Character('y')));
    }

    #[test]
    fn runs_expand() {
        assert_eq!(expand_runs("B6C9"), Ok("06009".to_owned()));
        assert_eq!(expand_runs("1_"), Ok(format!("1{}", "0".repeat(69))));
        assert_eq!(expand_runs("1#"), Err(SiteProblem::Character('#')));
    }

    #[test]
    fn lines_must_be_digits() {
        assert!(grid_of_81(&"0".repeat(81)).is_ok());
        assert_eq!(
            grid_of_81(&"0".repeat(80)),
            Err(SiteProblem::Length {
                expected: 81,
                found: 80
            })
        );
        assert_eq!(
            grid_of_81(&format!("A{}", "0".repeat(80))),
            Err(SiteProblem::Character('A'))
        );
        assert_eq!(
            grid_of_digits(&format!("5{}", "0".repeat(15))),
            Err(SiteProblem::Given)
        );
    }
}
