//! Puzzle links in other forms: `/p/` followed by a plain 81-character puzzle (digits with `.`
//! or `0` for blanks, the form Sudoku Exchange's `?s=` carries), or by anything the create page
//! imports (a Sudoku Exchange, SudokuPad or SudokuWiki link, a grid, an older link of ours),
//! answers a permanent redirect (301) to the puzzle's canonical `/p/<code>`. A share code that
//! decodes is canonical already, and a link that neither decodes nor imports goes on to the
//! shared page, which answers 400 with the reason: the importer's when the text looks like a
//! grid or another importable form, else the share-code decoder's.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http::{header, StatusCode};
use sudoku_core::{code, import_puzzle};

/// Where every shared puzzle lives, followed by its code.
const SHARED: &str = "/p/";

/// The middleware: redirects a `/p/` link that is not a share code but imports as a puzzle.
pub async fn canonical_links(request: Request, next: Next) -> Response {
    let target = request.uri().path_and_query().map(|pq| pq.as_str());
    match target.and_then(canonical) {
        Some(location) => (
            StatusCode::MOVED_PERMANENTLY,
            [(header::LOCATION, location)],
        )
            .into_response(),
        None => next.run(request).await,
    }
}

/// The canonical address of the puzzle in `target` (a request's path and query), when it is a
/// `/p/` address whose rest is not a share code but imports as a puzzle; `None` otherwise.
pub fn canonical(target: &str) -> Option<String> {
    let rest = target.strip_prefix(SHARED)?;
    let (path, _) = rest.split_once('?').unwrap_or((rest, ""));
    let decoded = |text: &str| {
        percent_encoding::percent_decode_str(text)
            .decode_utf8()
            .ok()
            .map(|t| t.into_owned())
    };
    // A bare code that decodes (with or without progress) is the address already; a whole
    // link of ours after `/p/` is imported like any other link.
    if !path.contains('/') && code::decode_puzzle(&decoded(path)?).is_ok() {
        return None;
    }
    // Links keep their own escapes (their parameters are decoded by the importer), so the
    // text is tried as sent first, then decoded, as a browser may escape a pasted puzzle. A
    // variant (an f-puzzles or SudokuPad link of a killer, say) gets a code with its rules.
    let puzzle = import_puzzle(rest)
        .ok()
        .or_else(|| import_puzzle(&decoded(rest)?).ok())?;
    Some(format!("{SHARED}{}", code::encode_puzzle(&puzzle, None)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::Grid;

    const CLASSIC: &str =
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

    fn code_of_classic() -> String {
        let grid: Grid = CLASSIC.parse().expect("the classic puzzle");
        format!("/p/{}", code::encode(&grid, None))
    }

    #[test]
    fn every_link_form_leads_to_the_same_code() {
        let expected = code_of_classic();
        let dotted = CLASSIC.replace('0', ".");
        for target in [
            format!("/p/{CLASSIC}"),
            format!("/p/{dotted}"),
            format!("/p/https://sudokuexchange.com/play/?s={CLASSIC}"),
            format!("/p/sudokuexchange.com/play/?s={CLASSIC}"),
            format!("/p/https://www.sudokuwiki.org/sudoku.htm?bd={CLASSIC}"),
            format!("/p/https://example.org{expected}"),
        ] {
            assert_eq!(canonical(&target), Some(expected.clone()), "{target}");
        }
    }

    #[test]
    fn a_share_code_and_other_addresses_stay() {
        let code = code_of_classic();
        assert_eq!(canonical(&code), None);
        assert_eq!(canonical(&format!("{code}?from=mail")), None);
        assert_eq!(canonical("/daily"), None);
        assert_eq!(canonical("/p/"), None);
        // Broken links go on to the page that says why.
        assert_eq!(canonical(&format!("/p/{}", &CLASSIC[..80])), None);
        assert_eq!(canonical("/p/%FF%FE"), None);
        assert_eq!(canonical("/p/not-a-puzzle"), None);
    }
}
