//! `/p/<code>` of a variant puzzle (killer, jigsaw, diagonal): its rules and givens, with the
//! sharer's progress if the link carries it. In the split build this page is a chunk of its
//! own (`pages::variant_view`): the rules' decoder stays out of the first load.

use leptos::prelude::*;
use leptos_meta::{Stylesheet, Title};
use site::text::long_date;
use sudoku_core::code;
use sudoku_core::{Date, Kind, Progress, Puzzle};

use crate::community::report::DailyOf;
use crate::components::Play;
use crate::game::{named_save_key, RulesRef, Variant, VARIANT_STYLESHEET};
use crate::player::puzzle::variant_name;
use site::daily::Edition;

/// The game of the variant puzzle in the share code `text`, or the broken link's page.
pub fn variant_page(text: String) -> AnyView {
    let shared = match code::decode_puzzle(&text) {
        Ok(shared) => shared,
        // A code that names a variant but does not hold one: the broken link's page, made by
        // the create page's chunk (whose importer says why), as for other codes.
        Err(error) => {
            crate::pages::set_status(400);
            return crate::pages::broken_view(text, error);
        }
    };
    let puzzle = shared.puzzle;
    let n = puzzle.givens.geometry().size();
    let made = crate::new_puzzle::level_of(crate::address::current().query("new"));
    // "killer sudoku", as the engine names its variants.
    let noun = puzzle.rules.kind();
    let size = if n == 9 {
        String::new()
    } else {
        format!(" {n}×{n}")
    };
    let title = match made {
        Some(level) => format!("New {} {noun}{size}", level.name()),
        None => format!("Shared {noun}{size}"),
    };
    // The puzzle's name in the player's data: its own code without progress, whatever link
    // it came from.
    let code = code::encode_puzzle(&puzzle, None);
    let link = shared.progress.as_ref().map(|_| text.as_str());
    view! {
        <Title text=title.clone()/>
        <Stylesheet href=VARIANT_STYLESHEET/>
        <h1 class="page-title">{title}</h1>
        {game(puzzle, &code, shared.progress, link, None)}
    }
    .into_any()
}

/// The daily Killer of `day` (`today` being the server's day). The server prepared its code,
/// which the browser reads back from the page.
pub fn killer_page(day: Date, today: Date) -> AnyView {
    let code = SharedValue::new_str(move || {
        #[cfg(feature = "ssr")]
        let code = crate::ssr::daily_puzzle(day, Edition::Killer).unwrap_or_default();
        #[cfg(not(feature = "ssr"))]
        let code = {
            let _ = day;
            String::new()
        };
        code
    })
    .into_inner();
    let Ok(shared) = code::decode_puzzle(&code) else {
        return super::daily::unavailable();
    };
    let title = format!("Daily Killer, {}", long_date(day));
    // A daily like the others: its result is sent once solved, and its players are shown.
    let daily = DailyOf {
        date: day,
        level: Edition::Killer,
        today: day == today,
    };
    view! {
        <Title text=title/>
        <Stylesheet href=VARIANT_STYLESHEET/>
        {super::daily::daily_header(day, today, None)}
        {game(shared.puzzle, &code, None, None, Some(daily))}
        <super::daily::Players daily/>
    }
    .into_any()
}

/// The rules of `puzzle` in a sentence and its game, `progress` where it starts; `code` is
/// its share code without progress (its name in the player's data), `link` the code of a link
/// with progress (whose save is its own); `daily` the daily it is, if it is one.
fn game(
    puzzle: Puzzle,
    code: &str,
    progress: Option<Progress>,
    link: Option<&str>,
    daily: Option<DailyOf>,
) -> AnyView {
    let kind = puzzle.rules.kind();
    let name = variant_name(kind, puzzle.givens.geometry().size(), code);
    let save_key = named_save_key(&name, link);
    let variant = Variant {
        rules: RulesRef::new(puzzle.rules),
        name,
    };
    view! {
        <p class="variant-rules">{rules_sentence(kind)}</p>
        <Play givens=puzzle.givens progress save_key daily variant=Some(variant)/>
    }
    .into_any()
}

/// The rules of `kind` in a sentence, said above the grid.
pub fn rules_sentence(kind: Kind) -> &'static str {
    match kind {
        Kind::Classic => "Place each digit once in every row, column and box.",
        Kind::Killer => {
            "Place each digit once in every row, column and box. The digits in each dashed \
             cage add up to its total, and never repeat within the cage."
        }
        Kind::Jigsaw => {
            "Place each digit once in every row, column and outlined region; the regions are \
             irregular shapes."
        }
        Kind::Diagonal => {
            "Place each digit once in every row, column and box, and on each of the two long \
             diagonals."
        }
    }
}
