//! `/p/<code>` of a variant puzzle (killer, jigsaw, diagonal): its rules and givens, with the
//! sharer's progress if the link carries it. In the split build this page is a chunk of its
//! own (`pages::variant_view`): the rules' decoder stays out of the first load.

use leptos::prelude::*;
use leptos_meta::Title;
use site::text::long_date;
use sudoku_core::code;
use sudoku_core::{Date, Kind};

use crate::components::Play;
use crate::game::{named_save_key, RulesRef, Variant};
use crate::player::puzzle::variant_name;

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
    let kind = puzzle.rules.kind();
    let n = puzzle.givens.geometry().size();
    // The puzzle's name in the player's data: its own code without progress, whatever link
    // it came from.
    let name = variant_name(kind, n, &code::encode_puzzle(&puzzle, None));
    let link = shared.progress.as_ref().map(|_| text.as_str());
    let save_key = named_save_key(&name, link);
    let made = crate::new_puzzle::level_of(crate::address::current().query("new"));
    let noun = kind_noun(kind);
    let size = if n == 9 {
        String::new()
    } else {
        format!(" {n}×{n}")
    };
    let title = match made {
        Some(level) => format!("New {} {noun}{size}", level.name()),
        None => format!("Shared {noun}{size}"),
    };
    let variant = Variant {
        rules: RulesRef::new(puzzle.rules),
        name,
    };
    view! {
        <Title text=title.clone()/>
        <h1 class="page-title">{title}</h1>
        <p class="variant-rules">{rules_sentence(kind)}</p>
        <Play givens=puzzle.givens progress=shared.progress save_key variant=Some(variant)/>
    }
    .into_any()
}

/// The daily Killer of `day` (`today` being the server's day). The server prepared its code,
/// which the browser reads back from the page.
pub fn killer_page(day: Date, today: Date) -> AnyView {
    let code = SharedValue::new_str(move || {
        #[cfg(feature = "ssr")]
        let code = crate::ssr::daily_killer(day).unwrap_or_default();
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
    let puzzle = shared.puzzle;
    let name = variant_name(Kind::Killer, puzzle.givens.geometry().size(), &code);
    let save_key = named_save_key(&name, None);
    let variant = Variant {
        rules: RulesRef::new(puzzle.rules),
        name,
    };
    let title = format!("Daily Killer, {}", long_date(day));
    view! {
        <Title text=title/>
        {super::daily::daily_header(day, today, None)}
        <p class="variant-rules">{rules_sentence(Kind::Killer)}</p>
        <Play givens=puzzle.givens save_key variant=Some(variant)/>
    }
    .into_any()
}

/// What a puzzle of `kind` is called in a heading.
pub fn kind_noun(kind: Kind) -> &'static str {
    match kind {
        Kind::Classic => "puzzle",
        Kind::Killer => "killer sudoku",
        Kind::Jigsaw => "jigsaw sudoku",
        Kind::Diagonal => "diagonal sudoku",
    }
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
