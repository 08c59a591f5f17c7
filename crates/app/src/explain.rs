//! A step's explanation in the page's language: the engine says which sentence and its values
//! (`Step::explain`), the translation files say how the sentence goes (`explain-…`), and this
//! writes the values as the language does (units, lists, what is removed).

use i18n::Key;
use sudoku_core::{
    by_cell, removed_by_digit, set_name, Cell, Digit, ExplanationValue as Value, Geometry,
    Sentence, Step, Unit,
};

use crate::language::Arg;

/// `step`'s sentence, in the page's language.
pub fn explanation(step: &Step) -> String {
    let explanation = step.explain();
    let geometry = step.geometry();
    let (key, english) = message(explanation.sentence);
    let values: Vec<(&str, Arg<'_>)> = explanation
        .values
        .iter()
        .map(|(name, value)| (*name, written(value, geometry)))
        .collect();
    crate::language::format(key, english, &values)
}

/// The message of a sentence: its key, and its English for a language that lacks it.
fn message(sentence: Sentence) -> (Key, &'static str) {
    macro_rules! messages {
        ($($case:ident => $key:ident,)*) => {
            match sentence {
                $(Sentence::$case => (Key::$key, i18n::en!($key)),)*
            }
        };
    }
    messages! {
        FullHouse => ExplainFullHouse,
        HiddenSingle => ExplainHiddenSingle,
        NakedSingle => ExplainNakedSingle,
        LockedCandidates => ExplainLockedCandidates,
        NakedSubset => ExplainNakedSubset,
        HiddenSubset => ExplainHiddenSubset,
        Fish => ExplainFish,
        FinnedFishOneFin => ExplainFinnedFishOneFin,
        FinnedFishFins => ExplainFinnedFishFins,
        SashimiFishOneFin => ExplainSashimiFishOneFin,
        SashimiFishFins => ExplainSashimiFishFins,
        Wing => ExplainWing,
        WWing => ExplainWWing,
        Colouring => ExplainColouring,
        UniqueRectangle => ExplainUniqueRectangle,
        Bug => ExplainBug,
        Chain => ExplainChain,
        Aic => ExplainAic,
        AlsXzOne => ExplainAlsXzOne,
        AlsXzMany => ExplainAlsXzMany,
        ContradictionRemoves => ExplainContradictionRemoves,
        ContradictionPlaces => ExplainContradictionPlaces,
        UnitForcingRemoves => ExplainUnitForcingRemoves,
        UnitForcingPlaces => ExplainUnitForcingPlaces,
        CellForcingRemoves => ExplainCellForcingRemoves,
        CellForcingPlaces => ExplainCellForcingPlaces,
        CageCombinationOne => ExplainCageCombinationOne,
        CageCombinationMany => ExplainCageCombinationMany,
        CageOverlapUnit => ExplainCageOverlapUnit,
        CageOverlapSets => ExplainCageOverlapSets,
        InniesOne => ExplainInniesOne,
        InniesMany => ExplainInniesMany,
        OutiesOne => ExplainOutiesOne,
        OutiesMany => ExplainOutiesMany,
    }
}

/// A value as the page's language writes it.
fn written(value: &Value, geometry: Geometry) -> Arg<'static> {
    let cells = |cells: &[Cell]| and(cells.iter().map(|&c| cell(geometry, c)));
    match value {
        Value::Cell(c) => Arg::from(cell(geometry, *c)),
        Value::Cells(list) => Arg::from(cells(list)),
        Value::Unit(u) => Arg::from(unit(*u)),
        Value::Units(units) => Arg::from(and(units.iter().map(|&u| unit(u)))),
        Value::Digit(d) => Arg::from(digit(*d)),
        Value::Digits(list) => Arg::from(and(list.iter().map(|&d| digit(d)))),
        Value::Alternatives(list) => Arg::from(or(list.iter().map(|&d| digit(d)))),
        Value::Removed(removed) => Arg::from(match removed_by_digit(removed) {
            Some((d, from)) => t!(ExplainRemoved, digit = digit(d), cells = cells(&from)),
            None => and(by_cell(removed).into_iter().map(|(c, ds)| {
                t!(
                    ExplainRemoved,
                    digit = and(ds.into_iter().map(digit)),
                    cells = cell(geometry, c)
                )
            })),
        }),
        Value::Candidates(candidates) => {
            Arg::from(and(by_cell(candidates).into_iter().map(|(c, ds)| {
                t!(
                    ExplainCandidateIn,
                    digits = or(ds.into_iter().map(digit)),
                    cell = cell(geometry, c)
                )
            })))
        }
        Value::Sets(sets) => Arg::from(or(sets.iter().map(|&set| set_name(set)))),
        Value::Number(n) => Arg::from(*n),
        Value::Technique(technique) => Arg::from(crate::words::technique_name(*technique)),
    }
}

fn cell(geometry: Geometry, cell: Cell) -> String {
    t!(
        ExplainCell,
        row = geometry.row_of(cell) + 1,
        column = geometry.col_of(cell) + 1
    )
}

fn digit(digit: Digit) -> String {
    digit.to_char().to_string()
}

/// A unit's name, "row 4".
pub fn unit(unit: Unit) -> String {
    match unit {
        Unit::Row(i) => t!(UnitRow, number = i + 1),
        Unit::Column(i) => t!(UnitColumn, number = i + 1),
        Unit::Box(i) => t!(UnitBox, number = i + 1),
        Unit::Region(i) => t!(UnitRegion, number = i + 1),
        Unit::Diagonal => t!(UnitDiagonal).to_owned(),
        Unit::AntiDiagonal => t!(UnitAntiDiagonal).to_owned(),
    }
}

/// "a", "a and b", "a, b and c" in the page's language.
fn and(items: impl Iterator<Item = String>) -> String {
    joined(items, |head, last| t!(ListAnd, head = head, last = last))
}

/// "a", "a or b", "a, b or c" in the page's language.
fn or(items: impl Iterator<Item = String>) -> String {
    joined(items, |head, last| t!(ListOr, head = head, last = last))
}

/// "a, b, c" in the page's language (its comma: "،" in Arabic, "、" in Japanese).
pub(crate) fn commas(items: impl Iterator<Item = String>) -> String {
    items
        .reduce(|head, next| t!(ListComma, head = head, next = next))
        .unwrap_or_default()
}

/// "a; b; c" in the page's language, for items with commas of their own.
pub(crate) fn semicolons(items: impl Iterator<Item = String>) -> String {
    items
        .reduce(|head, next| t!(ListSemicolon, head = head, next = next))
        .unwrap_or_default()
}

fn joined(items: impl Iterator<Item = String>, last: impl Fn(String, String) -> String) -> String {
    let items: Vec<String> = items.collect();
    match items.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((tail, head)) => {
            let mut text = head[0].clone();
            for next in &head[1..] {
                text = t!(ListComma, head = text, next = next);
            }
            last(text, tail.clone())
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use sudoku_core::Technique;

    use super::*;

    /// In English, every technique's sentence (from the practice positions of each) reads as
    /// the engine's own English.
    #[test]
    fn english_explanations_read_as_the_engines() {
        let mut seen = std::collections::HashSet::new();
        for technique in Technique::LADDER {
            for seed in 0..4 {
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let Ok(practice) = sudoku_core::practice::practise(technique, &mut rng) else {
                    continue;
                };
                seen.insert(practice.step.explain().sentence);
                assert_eq!(explanation(&practice.step), practice.step.explanation());
            }
        }
        assert!(seen.len() > 20, "{seen:?}");
    }

    #[test]
    fn every_sentence_has_its_message() {
        for sentence in Sentence::ALL {
            let (_, english) = message(sentence);
            let braces = |text: &str| text.chars().filter(|&c| c == '{').count();
            assert_eq!(braces(english), braces(sentence.english()), "{sentence:?}");
        }
    }
}
