//! `/p/<code>` of a variant puzzle (killer, jigsaw, diagonal): its rules and givens, with the
//! sharer's progress if the link carries it. In the split build this page is a chunk of its
//! own (`pages::variant_view`): the rules' decoder stays out of the first load.

use crate::words::long_date;
use leptos::prelude::*;
use leptos_meta::{Stylesheet, Title};
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
    let title = title_of(puzzle.rules.kind(), made);
    let title = if n == 9 {
        title
    } else {
        t!(VariantTitleSized, title = title, size = n)
    };
    // The puzzle's name in the player's data: its own code without progress, whatever link
    // it came from.
    let code = code::encode_puzzle(&puzzle, None);
    let link = shared.progress.as_ref().map(|_| text.as_str());
    view! {
        <Title text=title.clone()/>
        <Stylesheet href=VARIANT_STYLESHEET/>
        <h1 class="page-title">{title}</h1>
        {crate::pages::shared::credit_view()}
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
    let title = t!(VariantDailyKiller, date = long_date(day));
    // A daily like the others: its result is sent once solved, and its players are shown.
    let daily = DailyOf {
        date: day,
        edition: Edition::Killer,
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
    // The setter's own rules, when the link brought them (an f-puzzles link's), else ours.
    let rules = crate::address::current()
        .query("rules")
        .map(str::to_owned)
        .filter(|_| daily.is_none())
        .unwrap_or_else(|| rules_sentence(kind));
    view! {
        {rules_view(rules)}
        <Play givens=puzzle.givens progress save_key daily variant=Some(variant)/>
    }
    .into_any()
}

/// A variant's rules before its game: a line of text on a wide screen; on a phone a button
/// that opens it, so the grid keeps its room (`variants.css`).
pub(crate) fn rules_view(sentence: String) -> impl IntoView {
    view! {
        <details class="variant-rules">
            <summary>{t!(VariantRulesSummary)}</summary>
            {sentence}
        </details>
    }
}

/// The title of a variant puzzle of `kind`: new at `made`'s level (whose word in addresses
/// picks the message's variant), or shared.
fn title_of(kind: Kind, made: Option<sudoku_core::Level>) -> String {
    match made {
        Some(level) => {
            let level = level.name();
            match kind {
                Kind::Killer => t!(VariantTitleNewKiller, level = level),
                Kind::Jigsaw => t!(VariantTitleNewJigsaw, level = level),
                Kind::Diagonal => t!(VariantTitleNewDiagonal, level = level),
                Kind::Classic => t!(VariantTitleNewClassic, level = level),
            }
        }
        None => word!(kind, {
            Kind::Killer => VariantTitleKiller,
            Kind::Jigsaw => VariantTitleJigsaw,
            Kind::Diagonal => VariantTitleDiagonal,
            Kind::Classic => VariantTitleClassic,
        })
        .to_owned(),
    }
}

/// The rules of `kind` in a sentence, said above the grid.
pub fn rules_sentence(kind: Kind) -> String {
    word!(kind, {
        Kind::Classic => VariantRulesClassic,
        Kind::Killer => VariantRulesKiller,
        Kind::Jigsaw => VariantRulesJigsaw,
        Kind::Diagonal => VariantRulesDiagonal,
    })
    .to_owned()
}
