//! The engine's and the `site` crate's errors in the page's language: why a share link, a
//! pasted puzzle, a grid or a daily address holds nothing to play.
//!
//! `sudoku_core` and `site` name what went wrong with enums whose `Display` is English (for
//! logs, the command line and the server); the pages say it with the messages here, one per
//! variant, the variant's data as placeholders. The enums are the workspace's own and
//! exhaustive: a new variant makes the compiler ask for its message here.

use site::daily::NoSuchDaily;
use sudoku_core::code::DecodeError;
use sudoku_core::{
    DataProblem, DateError, ForeignRules, ImportError, Kind, ParseError, RulesError, SiteProblem,
};

use crate::words::capitalised;

/// How a reason stands on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// A sentence of its own: a capital letter and a full stop.
    Sentence,
    /// A clause inside another message, after a colon: "this looks like a share code, but …".
    Clause,
}

impl Form {
    /// The word that picks the form in the messages that have both.
    fn word(self) -> &'static str {
        match self {
            Form::Sentence => "sentence",
            Form::Clause => "clause",
        }
    }
}

/// A character as the reasons quote it: `'x'`.
fn quoted_char(ch: char) -> String {
    format!("{ch:?}")
}

/// Why a text is not a share code: "the link is cut short: the end of the code is missing".
pub fn share_code(error: &DecodeError) -> String {
    match error {
        DecodeError::Empty => t!(ErrorCodeEmpty).to_owned(),
        DecodeError::CutShort => t!(ErrorCodeCutShort).to_owned(),
        DecodeError::BadCharacter { ch, position } => {
            t!(
                ErrorCodeBadCharacter,
                character = quoted_char(*ch),
                position = *position
            )
        }
        DecodeError::UnknownVersion(version) => {
            t!(ErrorCodeUnknownVersion, version = quoted_char(*version))
        }
        DecodeError::NotACode => t!(ErrorCodeNotACode).to_owned(),
        DecodeError::Checksum => t!(ErrorCodeChecksum).to_owned(),
        DecodeError::TrailingData => t!(ErrorCodeTrailingData).to_owned(),
        // (A classic code is never refused as a variant's.)
        DecodeError::Variant(kind) => t!(ErrorCodeVariant, kind = kind.slug()),
        DecodeError::Rules(reason) => t!(ErrorCodeRules, reason = rules(reason)),
        DecodeError::TooLong { length } => t!(ErrorCodeTooLong, length = *length),
    }
}

/// Why a share code's rules cannot be played: "a cage has a cell outside the grid".
pub fn rules(error: &RulesError) -> String {
    match error {
        RulesError::RegionCells { expected, found } => {
            t!(ErrorRulesRegionCells, found = *found, expected = *expected)
        }
        RulesError::RegionSize {
            region,
            cells,
            size,
        } => t!(
            ErrorRulesRegionSize,
            region = region + 1,
            cells = *cells,
            size = *size
        ),
        RulesError::CageCell => t!(ErrorRulesCageCell).to_owned(),
        RulesError::CageOverlap { row, col } => {
            t!(ErrorRulesCageOverlap, row = row + 1, column = col + 1)
        }
        RulesError::CageSize(cells) => t!(ErrorRulesCageSize, cells = *cells),
        RulesError::CageSum { cells, sum } => t!(ErrorRulesCageSum, cells = *cells, sum = *sum),
    }
}

/// Why a text is not a grid: "expected 81 cells, found 80".
pub fn grid(error: &ParseError) -> String {
    match error {
        ParseError::UnknownSize { found } => t!(ErrorGridUnknownSize, found = *found),
        ParseError::NotASquare { found } => t!(ErrorGridNotASquare, found = *found),
        ParseError::WrongLength { expected, found } => {
            t!(ErrorGridWrongLength, expected = *expected, found = *found)
        }
        ParseError::BadCharacter { ch, line, column } => t!(
            ErrorGridBadCharacter,
            character = quoted_char(*ch),
            line = *line,
            column = *column
        ),
        ParseError::DigitOutOfRange {
            ch,
            line,
            column,
            size,
        } => t!(
            ErrorGridDigitTooLarge,
            character = quoted_char(*ch),
            line = *line,
            column = *column,
            size = *size
        ),
    }
}

/// What is wrong with a puzzle from another site: "its compressed data is damaged — …".
pub fn site_problem(problem: &SiteProblem) -> String {
    match problem {
        SiteProblem::NoPuzzle => t!(ErrorSiteNoPuzzle).to_owned(),
        SiteProblem::Length { expected, found } => {
            t!(ErrorSiteLength, found = *found, expected = *expected)
        }
        SiteProblem::Character(ch) => t!(ErrorSiteCharacter, character = quoted_char(*ch)),
        SiteProblem::Compressed => t!(ErrorSiteCompressed).to_owned(),
        SiteProblem::Data(problem) => t!(ErrorSiteData, reason = site_data(*problem)),
        SiteProblem::Size(size) => t!(ErrorSiteSize, size = *size),
        SiteProblem::Given => t!(ErrorSiteGiven).to_owned(),
        SiteProblem::Variant(rules) => t!(ErrorSiteVariant, variant = site_variant(*rules)),
        SiteProblem::Constraint(name) => t!(ErrorSiteConstraint, name = name),
        SiteProblem::Stored(id) => t!(ErrorSiteStored, id = format!("{id:?}")),
        SiteProblem::TooLong(length) => t!(ErrorSiteTooLong, length = *length),
    }
}

/// Why another site's puzzle data cannot be read.
fn site_data(problem: DataProblem) -> &'static str {
    word!(problem, {
        DataProblem::NotPuzzle => ErrorSiteDataNotPuzzle,
        DataProblem::NoGrid => ErrorSiteDataNoGrid,
        DataProblem::NotSquare => ErrorSiteDataNotSquare,
        DataProblem::SudokuWikiForm => ErrorSiteDataSudokuwikiForm,
        DataProblem::CellRegion => ErrorSiteDataCellRegion,
        DataProblem::RegionNumber => ErrorSiteDataRegionNumber,
        DataProblem::Regions => ErrorSiteDataRegions,
        DataProblem::Cages => ErrorSiteDataCages,
        DataProblem::CageCells => ErrorSiteDataCageCells,
        DataProblem::CageOutside => ErrorSiteDataCageOutside,
        DataProblem::CageTotal => ErrorSiteDataCageTotal,
    })
}

/// The rules another site's puzzle has beyond a classic grid: a kind's name, the rules found,
/// or SudokuWiki's type letter.
fn site_variant(rules: ForeignRules) -> String {
    match rules {
        ForeignRules::Kind(Kind::Killer) => t!(ErrorSiteVariantKiller).to_owned(),
        ForeignRules::Kind(Kind::Jigsaw) => t!(ErrorSiteVariantJigsaw).to_owned(),
        ForeignRules::Kind(Kind::Diagonal) => t!(ErrorSiteVariantDiagonal).to_owned(),
        ForeignRules::Kind(kind) => crate::words::kind_name(kind).to_owned(),
        ForeignRules::KillerCages => t!(ErrorSiteVariantKillerCages).to_owned(),
        ForeignRules::IrregularRegions => t!(ErrorSiteVariantIrregularRegions).to_owned(),
        ForeignRules::SudokuWikiType(letter) => {
            t!(
                ErrorSiteVariantSudokuwikiType,
                letter = format!("{letter:?}")
            )
        }
    }
}

/// Why a pasted text could not be imported, saying what it was taken for, in `form`: "This
/// looks like a puzzle grid, but expected 81 cells, found 80." as a sentence.
pub fn import(error: &ImportError, form: Form) -> String {
    let form_word = form.word();
    match error {
        ImportError::Empty => t!(ErrorImportEmpty, form = form_word),
        ImportError::Grid(reason) => t!(ErrorImportGrid, form = form_word, reason = grid(reason)),
        ImportError::ShareCode(reason) => {
            t!(
                ErrorImportShareCode,
                form = form_word,
                reason = share_code(reason)
            )
        }
        ImportError::Site { site, problem } => t!(
            ErrorImportSite,
            form = form_word,
            site = site.to_string(),
            reason = site_problem(problem)
        ),
        ImportError::UnknownSite { host } => {
            // The host starts the sentence.
            let host = match form {
                Form::Sentence => capitalised(host),
                Form::Clause => host.clone(),
            };
            t!(ErrorImportUnknownSite, form = form_word, host = host)
        }
        ImportError::Unrecognised => t!(ErrorImportUnrecognised, form = form_word),
    }
}

/// Why a text is not a date: "2026-02 has no day 30".
pub fn date(error: &DateError) -> String {
    match error {
        DateError::Format(text) => t!(ErrorDateFormat, text = format!("{text:?}")),
        // A year as dates write it, without a thousands separator.
        DateError::Year(year) => t!(ErrorDateYear, year = year.to_string()),
        DateError::Month(month) => t!(ErrorDateMonth, month = *month),
        DateError::Day { year, month, day } => {
            t!(
                ErrorDateDay,
                month = format!("{year:04}-{month:02}"),
                day = *day
            )
        }
    }
}

/// Why a daily address names no page: "Daily puzzles come in easy, medium and hard, and a
/// killer."
pub fn no_such_daily(reason: &NoSuchDaily) -> String {
    match reason {
        NoSuchDaily::Level => t!(ErrorDailyNotALevel).to_owned(),
        NoSuchDaily::Date(error) => t!(ErrorDailyNotADate, reason = date(error)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The messages say in English what the engine's `Display` says.
    #[test]
    fn english_is_the_engines_english() {
        let decode = ["", "1", "!!", "broken", "1AAAA", "9AAAA", "3ZZZZZZZZZZZZ"];
        for text in decode {
            if let Err(error) = sudoku_core::code::decode(text) {
                assert_eq!(share_code(&error), error.to_string(), "{text:?}");
            }
        }
        let imports = [
            "",
            "   ",
            "53007000060019500009800006080006000340080300170002000606000028000041900500008007",
            "5300700006001950000980000608000600034008030017000200060600002800004190050000800x9",
            "hello there",
            "https://example.com/puzzle",
            "scl-not-lz-string",
            "https://sudokupad.app/abc123",
            "https://f-puzzles.com/?load=garbage",
            "https://www.sudokuwiki.org/sudoku.htm?bd=123",
            "https://sudokuexchange.com/play/?s=12x",
            "1AAAA",
            "12.",
        ];
        for text in imports {
            if let Err(error) = sudoku_core::import(text) {
                assert_eq!(import(&error, Form::Clause), error.to_string(), "{text:?}");
                assert_eq!(
                    import(&error, Form::Sentence),
                    format!("{}.", capitalised(&error.to_string())),
                    "{text:?}"
                );
            }
        }
        for text in [
            "12.",
            &"1".repeat(80),
            "1234\n34x2\n2143\n4321",
            "12345678\n9",
        ] {
            if let Err(error) = text.parse::<sudoku_core::Grid>() {
                assert_eq!(grid(&error), error.to_string(), "{text:?}");
            }
        }
        for text in ["yesterday", "0000-01-01", "2026-13-01", "2026-02-30"] {
            let error = text.parse::<sudoku_core::Date>().expect_err("not a date");
            let reason = NoSuchDaily::Date(error);
            assert_eq!(no_such_daily(&reason), reason.to_string(), "{text:?}");
        }
        assert_eq!(
            no_such_daily(&NoSuchDaily::Level),
            NoSuchDaily::Level.to_string()
        );
    }

    /// Each of `errors` worded by `word` reads as its `Display`.
    fn says_its_display<E: std::fmt::Display>(errors: &[E], word: impl Fn(&E) -> String) {
        for error in errors {
            assert_eq!(word(error), error.to_string());
        }
    }

    // Every variant of the engine's errors, built by hand, reads as its `Display`.

    #[test]
    fn each_rules_error_says_what_its_display_says() {
        let rules_errors = [
            RulesError::RegionCells {
                expected: 81,
                found: 80,
            },
            RulesError::RegionSize {
                region: 2,
                cells: 8,
                size: 9,
            },
            RulesError::CageCell,
            RulesError::CageOverlap { row: 0, col: 4 },
            RulesError::CageSize(12),
            RulesError::CageSum { cells: 2, sum: 30 },
        ];
        says_its_display(&rules_errors, rules);
    }

    #[test]
    fn each_decode_error_says_what_its_display_says() {
        let decode_errors = [
            DecodeError::Empty,
            DecodeError::CutShort,
            DecodeError::BadCharacter {
                ch: '!',
                position: 3,
            },
            DecodeError::UnknownVersion('9'),
            DecodeError::NotACode,
            DecodeError::Checksum,
            DecodeError::TrailingData,
            DecodeError::Variant(Kind::Killer),
            DecodeError::Variant(Kind::Jigsaw),
            DecodeError::Variant(Kind::Diagonal),
            DecodeError::Rules(RulesError::CageCell),
            DecodeError::TooLong { length: 999 },
        ];
        says_its_display(&decode_errors, share_code);
    }

    #[test]
    fn each_site_problem_says_what_its_display_says() {
        let problems = [
            SiteProblem::NoPuzzle,
            SiteProblem::Length {
                expected: 81,
                found: 80,
            },
            SiteProblem::Character('#'),
            SiteProblem::Compressed,
            SiteProblem::Data(DataProblem::NotPuzzle),
            SiteProblem::Data(DataProblem::NoGrid),
            SiteProblem::Data(DataProblem::NotSquare),
            SiteProblem::Data(DataProblem::SudokuWikiForm),
            SiteProblem::Data(DataProblem::CellRegion),
            SiteProblem::Data(DataProblem::RegionNumber),
            SiteProblem::Data(DataProblem::Regions),
            SiteProblem::Data(DataProblem::Cages),
            SiteProblem::Data(DataProblem::CageCells),
            SiteProblem::Data(DataProblem::CageOutside),
            SiteProblem::Data(DataProblem::CageTotal),
            SiteProblem::Size(7),
            SiteProblem::Given,
            SiteProblem::Variant(ForeignRules::Kind(Kind::Killer)),
            SiteProblem::Variant(ForeignRules::Kind(Kind::Jigsaw)),
            SiteProblem::Variant(ForeignRules::Kind(Kind::Diagonal)),
            SiteProblem::Variant(ForeignRules::KillerCages),
            SiteProblem::Variant(ForeignRules::IrregularRegions),
            SiteProblem::Variant(ForeignRules::SudokuWikiType('X')),
            SiteProblem::Constraint("thermometer".to_owned()),
            SiteProblem::Stored("abc123".to_owned()),
            SiteProblem::TooLong(500),
        ];
        says_its_display(&problems, site_problem);
    }

    #[test]
    fn each_import_and_grid_error_says_what_its_display_says() {
        let imports = [
            ImportError::Empty,
            ImportError::Grid(ParseError::WrongLength {
                expected: 81,
                found: 80,
            }),
            ImportError::ShareCode(DecodeError::Checksum),
            ImportError::Site {
                site: sudoku_core::Site::FPuzzles,
                problem: SiteProblem::Compressed,
            },
            ImportError::UnknownSite {
                host: "example.com".to_owned(),
            },
            ImportError::Unrecognised,
        ];
        for error in &imports {
            assert_eq!(import(error, Form::Clause), error.to_string());
            assert_eq!(
                import(error, Form::Sentence),
                format!("{}.", capitalised(&error.to_string()))
            );
        }
        let grids = [
            ParseError::UnknownSize { found: 80 },
            ParseError::NotASquare { found: 80 },
            ParseError::WrongLength {
                expected: 16,
                found: 15,
            },
            ParseError::BadCharacter {
                ch: 'x',
                line: 2,
                column: 3,
            },
            ParseError::DigitOutOfRange {
                ch: '9',
                line: 1,
                column: 4,
                size: 4,
            },
        ];
        says_its_display(&grids, grid);
    }
}
