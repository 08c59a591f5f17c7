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
use site::address::LinkImport;
use sudoku_core::{code, import_described, ImportError};

use crate::{error::AppError, rate_limit};

/// Where every shared puzzle lives, followed by its code.
const SHARED: &str = "/p/";

/// The middleware: redirects a `/p/` link that is not a share code but imports as a puzzle;
/// one that does not import goes on to its page with the reason ([`LinkImport`]), so the page
/// does not read it again. Reading a link costs like making a puzzle: it counts against the
/// client's rate (`rate_limit`), and runs on the work pool.
pub async fn canonical_links(mut request: Request, next: Next) -> Response {
    let target = request.uri().path_and_query().map(|pq| pq.as_str());
    let Some(rest) = target.and_then(to_import) else {
        return next.run(request).await;
    };
    if let Err(refused) = rate_limit::charge(&request) {
        return refused.into_response();
    }
    match work::run_bounded(move || canonical_of(&rest)).await {
        Ok(Ok(location)) => (
            StatusCode::MOVED_PERMANENTLY,
            [(header::LOCATION, location)],
        )
            .into_response(),
        Ok(Err(error)) => {
            request.extensions_mut().insert(LinkImport(error));
            next.run(request).await
        }
        Err(busy) => AppError::Work(busy).into_response(),
    }
}

/// The rest of `target` (a request's path and query) when it is a `/p/` address that is not a
/// share code (with or without progress), so that only importing can read it.
fn to_import(target: &str) -> Option<String> {
    let rest = target.strip_prefix(SHARED)?;
    let (path, _) = rest.split_once('?').unwrap_or((rest, ""));
    // A bare code that decodes is the address already; a whole link of ours after `/p/` is
    // imported like any other link.
    let is_code =
        !path.contains('/') && decoded(path).is_some_and(|p| code::decode_puzzle(&p).is_ok());
    (!is_code && !rest.is_empty()).then(|| rest.to_owned())
}

/// `text` percent-decoded, if that gives UTF-8.
fn decoded(text: &str) -> Option<String> {
    percent_encoding::percent_decode_str(text)
        .decode_utf8()
        .ok()
        .map(|t| t.into_owned())
}

/// The canonical address of the puzzle in `rest` (see [`to_import`]), or why it has none.
/// Links keep their own escapes (their parameters are decoded by the importer), so the text is
/// read as sent; only when that is not recognised as a link (so nothing was decompressed) is it
/// read decoded, as a browser may escape a pasted puzzle. A variant (an f-puzzles or SudokuPad
/// link of a killer, say) gets a code with its rules.
fn canonical_of(rest: &str) -> Result<String, ImportError> {
    let (puzzle, described) = match import_described(rest) {
        Err(
            first @ (ImportError::Empty
            | ImportError::Unrecognised
            | ImportError::Grid(_)
            | ImportError::ShareCode(_)),
        ) => match decoded(rest).filter(|text| text != rest) {
            Some(text) => import_described(&text),
            None => Err(first),
        },
        read => read,
    }?;
    // What the setter wrote about the puzzle goes with it, for its page to show.
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (name, text) in [
        ("title", &described.title),
        ("author", &described.author),
        ("rules", &described.rules),
    ] {
        if let Some(text) = text {
            query.append_pair(name, text);
        }
    }
    let query = query.finish();
    let code = code::encode_puzzle(&puzzle, None);
    Ok(if query.is_empty() {
        format!("{SHARED}{code}")
    } else {
        format!("{SHARED}{code}?{query}")
    })
}

/// The canonical address of the puzzle in `target` (a request's path and query), when it is a
/// `/p/` address whose rest is not a share code but imports as a puzzle; `None` otherwise.
#[cfg(test)]
fn canonical(target: &str) -> Option<String> {
    canonical_of(&to_import(target)?).ok()
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
    fn an_f_puzzles_link_s_title_author_and_rules_go_with_its_puzzle() {
        let grid: String = CLASSIC
            .chars()
            .collect::<Vec<_>>()
            .chunks(9)
            .map(|row| {
                let cells: Vec<String> = row
                    .iter()
                    .map(|&c| match c {
                        '0' => "{}".to_owned(),
                        d => format!("{{\"value\":{d},\"given\":true}}"),
                    })
                    .collect();
                format!("[{}]", cells.join(","))
            })
            .collect::<Vec<_>>()
            .join(",");
        let json = format!(
            "{{\"size\":9,\"title\":\"Tea & sums\",\"author\":\"Ada\",\
             \"ruleset\":\"Normal rules.\",\"grid\":[{grid}]}}"
        );
        let load = lz_str::compress_to_base64(&json);
        let target = format!("/p/https://f-puzzles.com/?load={load}");
        assert_eq!(
            canonical(&target),
            Some(format!(
                "{}?title=Tea+%26+sums&author=Ada&rules=Normal+rules.",
                code_of_classic()
            ))
        );
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
