//! The pages a visitor reaches by address: dailies, shared links and their errors, rendered on
//! the server through `oneshot`.

#[path = "support/http.rs"]
mod http_reply;

use http::StatusCode;
use server::config::Config;
use sudoku_core::{code, Date, Grid, Level};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The site without a database (tests/data.rs covers the pages' figures).
fn app() -> axum::Router {
    let config =
        Config::from_lookup(|key| (key == "SUDOKU_DATABASE_URL").then(|| "off".to_owned()))
            .expect("default configuration");
    server::app(&config)
}

async fn get(path: &str) -> (StatusCode, String) {
    let reply = http_reply::send(&app(), http_reply::get(path)).await;
    (reply.status, reply.body)
}

/// Asserts that `path` answers `status` with a page that says `text`.
async fn answers(path: &str, status: StatusCode, text: &str) {
    let (got, html) = get(path).await;
    assert_eq!(got, status, "{path}");
    assert!(html.contains(text), "{path}: {html}");
}

/// The digits of the given cells in the HTML, in reading order, as the labels say them (a
/// variant's cell says its region or cage before its state).
fn givens_in(html: &str) -> Vec<(usize, usize, char)> {
    html.split("aria-label=\"row ")
        .skip(1)
        .filter_map(|rest| {
            let label = &rest[..rest.find('"')?];
            let (row, rest) = label.split_once(", column ")?;
            let (col, _) = rest.split_once(", ")?;
            let (_, given) = rest.split_once(", given ")?;
            let digit = given.chars().next()?;
            Some((row.parse().ok()?, col.parse().ok()?, digit))
        })
        .collect()
}

/// The givens of `grid` as `givens_in` reads them.
fn givens_of(grid: &Grid) -> Vec<(usize, usize, char)> {
    let g = grid.geometry();
    g.cells()
        .filter_map(|c| {
            let d = grid.get(c)?;
            Some((g.row_of(c) + 1, g.col_of(c) + 1, d.to_char()))
        })
        .collect()
}

#[tokio::test]
async fn a_past_daily_shows_that_days_puzzle() {
    let date: Date = "2026-03-14".parse().expect("date");
    let expected = sudoku_core::daily(date, Level::Medium).expect("a daily");
    let (status, html) = get("/daily/2026-03-14/medium").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(givens_in(&html), givens_of(&expected.puzzle));
    assert!(html.contains("Saturday 14 March 2026"), "{html}");
}

#[tokio::test]
async fn the_home_page_is_todays_easy_daily() {
    let (status, html) = get("/").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("Today&#x27;s puzzle") || html.contains("Today's puzzle"),
        "{html}"
    );
    let givens = givens_in(&html);
    assert!(givens.len() >= 17, "{givens:?}");
}

#[tokio::test]
async fn future_and_unknown_dailies_are_friendly_404s() {
    answers("/daily/2999-01-01", StatusCode::NOT_FOUND, "not out yet").await;
    answers("/daily/2020-01-01", StatusCode::NOT_FOUND, "they start on").await;
    answers("/daily/2026-02-30", StatusCode::NOT_FOUND, "").await;
    answers("/daily/2026-03-14/impossible", StatusCode::NOT_FOUND, "").await;
}

#[tokio::test]
async fn a_shared_link_shows_its_puzzle_and_progress() {
    let puzzle: Grid = CLASSIC.parse().expect("puzzle");
    let (status, html) = get(&format!("/p/{}", code::encode(&puzzle, None))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(givens_in(&html), givens_of(&puzzle));

    let mut progress = sudoku_core::Progress::empty(puzzle.geometry());
    let cell = puzzle.geometry().cell(0, 2).expect("r1c3");
    progress.set(
        cell,
        sudoku_core::CellProgress {
            entry: sudoku_core::Digit::new(4),
            ..Default::default()
        },
    );
    let (status, html) = get(&format!("/p/{}", code::encode(&puzzle, Some(&progress)))).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("row 1, column 3, 4"),
        "the entry is in the page"
    );
}

#[tokio::test]
async fn a_broken_link_says_what_is_wrong_with_status_400() {
    let puzzle: Grid = CLASSIC.parse().expect("puzzle");
    let good = code::encode(&puzzle, None);
    // A character changed in the middle: the check characters catch it.
    let mut broken: Vec<char> = good.chars().collect();
    let middle = broken.len() / 2;
    broken[middle] = if broken[middle] == 'A' { 'B' } else { 'A' };
    let broken: String = broken.into_iter().collect();
    for path in [
        format!("/p/{broken}"),
        format!("/p/{}", &good[..good.len() - 3]),
        "/p/!!".to_owned(),
    ] {
        let (status, html) = get(&path).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}");
        assert!(
            html.contains("This puzzle link is broken"),
            "{path}: {html}"
        );
    }
}

#[tokio::test]
async fn a_broken_plain_puzzle_link_says_what_the_importer_found() {
    // The plain form of a puzzle with its last cell lost: the page says what the importer
    // found, not the share-code decoder's "unknown version '5'".
    let plain = CLASSIC.replace('.', "0");
    let cut = &plain[..80];
    let (status, html) = get(&format!("/p/{cut}")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let reason = sudoku_core::import(cut)
        .expect_err("80 cells are no puzzle")
        .to_string();
    assert!(html.contains(&reason), "{reason} not in {html}");
    assert!(!html.contains("unknown version"), "{html}");
}

#[tokio::test]
async fn new_sends_a_fresh_puzzle_to_its_own_address() {
    let reply = http_reply::send(&app(), http_reply::get("/new?size=9&level=medium")).await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    let location = reply.header(http::header::LOCATION).to_owned();
    let shared = code::decode(&location).expect("the address holds a share code");
    assert!(location.starts_with("/p/"), "{location}");
    let grade = sudoku_core::grade(&shared.grid).expect("gradable");
    assert_eq!(grade.level, Level::Medium);
    assert!(sudoku_core::is_uniquely_solvable(&shared.grid));
}

#[tokio::test]
async fn new_makes_each_variant_at_its_level() {
    for (kind, level) in [
        (sudoku_core::Kind::Killer, Level::Medium),
        (sudoku_core::Kind::Jigsaw, Level::Hard),
        (sudoku_core::Kind::Diagonal, Level::Easy),
    ] {
        let path = format!("/new?kind={}&level={}", kind.slug(), level.name());
        let reply = http_reply::send(&app(), http_reply::get(&path)).await;
        assert_eq!(
            reply.status,
            StatusCode::SEE_OTHER,
            "{path}: {}",
            reply.body
        );
        let location = reply.header(http::header::LOCATION).to_owned();
        let puzzle = code::decode_puzzle(&location).expect("a share code").puzzle;
        assert_eq!(puzzle.rules.kind(), kind, "{path}");
        assert_eq!(
            sudoku_core::grade_puzzle(&puzzle).map(|g| g.level),
            Ok(level),
            "{path}"
        );
        let (status, html) = get(&location).await;
        assert_eq!(status, StatusCode::OK, "{location}");
        let title = format!("New {} {} sudoku", level.name(), kind.slug());
        assert!(html.contains(&title), "{title}: {html}");
    }
    // A level the site does not make of a variant says which it makes.
    answers(
        "/new?kind=killer&level=expert",
        StatusCode::BAD_REQUEST,
        "come in easy, medium, hard only",
    )
    .await;
}

#[tokio::test]
async fn the_daily_killer_is_the_days_own_beside_the_levels() {
    let date: Date = "2026-03-14".parse().expect("date");
    let expected = sudoku_core::daily_killer(date).expect("a killer");
    let (status, html) = get("/daily/2026-03-14/killer").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("Daily Killer, Saturday 14 March 2026"),
        "{html}"
    );
    // Its cages are the day's: every total in the drawing, in the cages' order.
    let sums: Vec<String> = expected
        .puzzle
        .rules
        .cages()
        .iter()
        .filter_map(|c| c.sum())
        .map(|s| format!(">{s}</text>"))
        .collect();
    let mut at = 0;
    for sum in &sums {
        let found = html[at..].find(sum.as_str()).expect("each total, in order");
        at += found + sum.len();
    }
    assert_eq!(givens_in(&html), givens_of(&expected.puzzle.givens));
    // The classic dailies link to it, and it to them.
    let (_, medium) = get("/daily/2026-03-14/medium").await;
    assert!(medium.contains(r#"href="/daily/2026-03-14/killer""#));
    assert!(html.contains(r#"href="/daily/2026-03-14/hard""#));
    answers(
        "/daily/2999-01-01/killer",
        StatusCode::NOT_FOUND,
        "not out yet",
    )
    .await;
}

#[tokio::test]
async fn new_makes_latin_squares_and_the_large_grids() {
    for (path, side, boxes, level) in [
        ("/new?size=5&level=easy&kind=latin", 5, false, Level::Easy),
        ("/new?size=9&level=hard&kind=latin", 9, false, Level::Hard),
        ("/new?size=12&level=expert", 12, true, Level::Expert),
        ("/new?size=25&level=easy", 25, true, Level::Easy),
    ] {
        let reply = http_reply::send(&app(), http_reply::get(path)).await;
        assert_eq!(
            reply.status,
            StatusCode::SEE_OTHER,
            "{path}: {}",
            reply.body
        );
        let location = reply.header(http::header::LOCATION);
        let grid = code::decode(location).expect("a share code").grid;
        assert_eq!(
            (grid.geometry().size(), grid.geometry().has_boxes()),
            (side, boxes),
            "{path}"
        );
        assert!(sudoku_core::is_uniquely_solvable(&grid), "{path}");
        if side <= 9 {
            assert_eq!(
                sudoku_core::grade(&grid).map(|g| g.level),
                Ok(level),
                "{path}"
            );
        }
        // The page says what it is.
        let (status, html) = get(location).await;
        assert_eq!(status, StatusCode::OK);
        let noun = if boxes { "puzzle" } else { "Latin square" };
        let title = format!("New {} {side}×{side} {noun}", level.name());
        assert!(html.contains(&title), "{title}: {html}");
    }
    answers(
        "/new?size=12&level=easy&kind=latin",
        StatusCode::BAD_REQUEST,
        "no 12×12 Latin squares",
    )
    .await;
}

#[tokio::test]
async fn new_explains_what_it_does_not_make() {
    answers(
        "/new?size=4&level=master",
        StatusCode::BAD_REQUEST,
        "easy only",
    )
    .await;
    let (status, html) = get("/new").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("/new?size=16&amp;level=hard") || html.contains("/new?size=16&level=hard"),
        "{html}"
    );
}

#[tokio::test]
async fn f_puzzles_links_after_p_open_puzzles_and_name_what_they_cannot() {
    // An f-puzzles link pasted raw: its `?load=…` arrives as the request's query, and its
    // base 64 (`+`, `/`, `=`) must survive.
    let grid: Grid = CLASSIC.parse().expect("the classic puzzle");
    let classic = sudoku_core::Puzzle::classic(grid.clone());
    let link = sudoku_core::fpuzzles_link(&classic, "classic");
    let reply = http_reply::send(&app(), http_reply::get(&format!("/p/{link}"))).await;
    assert_eq!(reply.status, StatusCode::MOVED_PERMANENTLY, "{link}");
    // The link's title comes along, for the page to show.
    assert_eq!(
        reply.header(http::header::LOCATION),
        format!("/p/{}?title=classic", code::encode(&grid, None))
    );
    // A killer opens at its own code, which carries its cages; its page draws them, says the
    // rules, and each cell's name says its cage.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    let killer =
        sudoku_core::generate_variant(sudoku_core::Kind::Killer, Level::Easy, 100, &mut rng)
            .expect("a killer");
    let link = sudoku_core::fpuzzles_link(&killer.puzzle, "killer");
    let reply = http_reply::send(&app(), http_reply::get(&format!("/p/{link}"))).await;
    assert_eq!(reply.status, StatusCode::MOVED_PERMANENTLY, "{link}");
    let location = reply.header(http::header::LOCATION);
    assert_eq!(
        location,
        format!(
            "/p/{}?title=killer",
            code::encode_puzzle(&killer.puzzle, None)
        )
    );
    let (status, html) = get(location).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Shared killer sudoku"), "{html}");
    assert!(html.contains(r#"data-variant="killer""#), "{html}");
    assert!(html.contains(r#"class="cages""#), "{html}");
    let first = &killer.puzzle.rules.cages()[0];
    let sum = first.sum().expect("a total");
    assert!(
        html.contains(&format!(">{sum}</text>")),
        "the first cage's total is written"
    );
    assert!(
        html.contains(&format!("cage of {} cells, sum {sum}", first.cells().len())),
        "a cell's name says its cage"
    );
    // A jigsaw's and a diagonal's codes open their pages too.
    for kind in [sudoku_core::Kind::Jigsaw, sudoku_core::Kind::Diagonal] {
        let made = sudoku_core::generate_variant(kind, Level::Easy, 100, &mut rng).expect("made");
        let (status, html) = get(&format!("/p/{}", code::encode_puzzle(&made.puzzle, None))).await;
        assert_eq!(status, StatusCode::OK, "{kind:?}");
        assert!(
            html.contains(&format!(r#"data-variant="{}""#, kind.slug())),
            "{kind:?}"
        );
    }
    // A constraint this site does not play is named.
    let thermo = link.replace(
        &link["https://f-puzzles.com/?load=".len()..],
        &lz_str::compress_to_base64(
            sudoku_core::to_fpuzzles(&classic, "t")
                .replacen('{', r#"{"thermometer":[{"lines":[["R1C1","R1C2"]]}],"#, 1)
                .as_str(),
        ),
    );
    answers(
        &format!("/p/{thermo}"),
        StatusCode::BAD_REQUEST,
        "thermometer",
    )
    .await;
}

#[tokio::test]
async fn a_game_offers_to_open_its_puzzle_in_sudokupad() {
    let grid: Grid = CLASSIC.parse().expect("the classic puzzle");
    let (status, html) = get(&format!("/p/{}", code::encode(&grid, None))).await;
    assert_eq!(status, StatusCode::OK);
    let start = html
        .find(r#"href="https://sudokupad.app/fpuzzles"#)
        .expect("an Open in SudokuPad link")
        + r#"href=""#.len();
    let link = &html[start..start + html[start..].find('"').expect("the link's end")];
    assert!(html[start..].contains(">Open in SudokuPad</a>"));
    // The link is the same puzzle.
    assert_eq!(
        sudoku_core::import_puzzle(link),
        Ok(sudoku_core::Puzzle::classic(grid))
    );
}
