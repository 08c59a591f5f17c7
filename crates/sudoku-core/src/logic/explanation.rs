//! A step's sentence as data: which sentence it is and the values in it, so a site can write it
//! in any language. [`Explanation::english`] writes it in English (what `Step::explanation`
//! gives); the wording of every sentence is here, in [`Sentence::english`].

use std::fmt;

use crate::{Cell, Digit, Geometry, Unit};

use super::step::{cell_name, list, Candidate};
use super::Technique;

/// Which sentence explains a step. Each has its values, by name, in [`Explanation::values`]:
/// the names are those in braces in its English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sentence {
    /// `{cell} is the last empty cell of {unit}, so it is {digit}.`
    FullHouse,
    /// `In {unit}, {digit} fits only in {cell}.`
    HiddenSingle,
    /// `{cell} can only be {digit}.`
    NakedSingle,
    /// Pointing and claiming.
    LockedCandidates,
    /// Naked pairs, triples and quads.
    NakedSubset,
    /// Hidden pairs, triples and quads.
    HiddenSubset,
    /// X-Wing, Swordfish, Jellyfish.
    Fish,
    /// A finned fish with one fin.
    FinnedFishOneFin,
    /// A finned fish with several fins.
    FinnedFishFins,
    /// A sashimi fish with one fin.
    SashimiFishOneFin,
    /// A sashimi fish with several fins.
    SashimiFishFins,
    /// XY-Wing and XYZ-Wing.
    Wing,
    /// W-Wing.
    WWing,
    /// Simple colouring.
    Colouring,
    /// The unique rectangles.
    UniqueRectangle,
    /// BUG+1.
    Bug,
    /// X-Chain and XY-Chain.
    Chain,
    /// An alternating inference chain.
    Aic,
    /// ALS-XZ with one digit removed.
    AlsXzOne,
    /// ALS-XZ with several digits removed.
    AlsXzMany,
    /// A forcing chain from one candidate to a contradiction, which removes it.
    ContradictionRemoves,
    /// A forcing chain from one candidate to a contradiction, which then places a digit.
    ContradictionPlaces,
    /// A forcing chain from every place of a digit in a unit, which removes candidates.
    UnitForcingRemoves,
    /// A forcing chain from every place of a digit in a unit, which places a digit.
    UnitForcingPlaces,
    /// A forcing chain from every candidate of a cell, which removes candidates.
    CellForcingRemoves,
    /// A forcing chain from every candidate of a cell, which places a digit.
    CellForcingPlaces,
    /// A cage's combinations, with one open cell.
    CageCombinationOne,
    /// A cage's combinations, with several open cells.
    CageCombinationMany,
    /// A unit confines a digit to a cage.
    CageOverlapUnit,
    /// Every set that makes a cage's total holds a digit.
    CageOverlapSets,
    /// Innies of one unit.
    InniesOne,
    /// Innies of several units.
    InniesMany,
    /// Outies of one unit.
    OutiesOne,
    /// Outies of several units.
    OutiesMany,
}

/// A value in a sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A cell, `r4c2`.
    Cell(Cell),
    /// Cells, "r1c1 and r1c5".
    Cells(Vec<Cell>),
    /// A unit, "row 4".
    Unit(Unit),
    /// Units, "row 1 and row 5".
    Units(Vec<Unit>),
    /// A digit.
    Digit(Digit),
    /// Digits together, "5 and 6".
    Digits(Vec<Digit>),
    /// Digits one of which holds, "5 or 6".
    Alternatives(Vec<Digit>),
    /// Candidates removed: "5 from r1c3 and r2c3", "1 and 2 from r2c5", or "5 from r1c3 and
    /// 6 from r2c3".
    Removed(Vec<Candidate>),
    /// Candidates as places a digit could go: "1 or 2 in r2c5 and 9 in r6c1", by cell.
    Candidates(Vec<Candidate>),
    /// Sets of digits, one of which holds: "1478, 2378 or 2468".
    Sets(Vec<crate::DigitSet>),
    /// A count or a total.
    Number(u32),
    /// A technique, by its name.
    Technique(Technique),
}

/// A step's sentence and its values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// Which sentence.
    pub sentence: Sentence,
    /// Its values, by the names its English uses.
    pub values: Vec<(&'static str, Value)>,
}

impl Explanation {
    pub(crate) fn new(sentence: Sentence) -> Explanation {
        Explanation {
            sentence,
            values: Vec::with_capacity(4),
        }
    }

    /// Adds the value `name`.
    pub(crate) fn with(mut self, name: &'static str, value: Value) -> Explanation {
        self.values.push((name, value));
        self
    }

    /// The sentence in English, cells named as on a grid of `geometry`.
    pub fn english(&self, geometry: Geometry) -> String {
        let mut text = String::new();
        let mut rest = self.sentence.english();
        while let Some(open) = rest.find('{') {
            text.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let close = after.find('}').unwrap_or(after.len());
            let name = &after[..close];
            if let Some((_, value)) = self.values.iter().find(|(n, _)| *n == name) {
                text.push_str(&english_value(value, geometry));
            }
            rest = after.get(close + 1..).unwrap_or_default();
        }
        text.push_str(rest);
        text
    }
}

fn english_value(value: &Value, geometry: Geometry) -> String {
    let cells = |cells: &[Cell]| list(cells.iter().map(|&c| cell_name(geometry, c)), "and");
    let digits =
        |digits: &[Digit], last| list(digits.iter().map(|d| d.to_char().to_string()), last);
    match value {
        Value::Cell(cell) => cell_name(geometry, *cell),
        Value::Cells(list) => cells(list),
        Value::Unit(unit) => unit.to_string(),
        Value::Units(units) => list(units.iter().map(Unit::to_string), "and"),
        Value::Digit(digit) => digit.to_char().to_string(),
        Value::Digits(list) => digits(list, "and"),
        Value::Alternatives(list) => digits(list, "or"),
        Value::Removed(removed) => match removed_by_digit(removed) {
            Some((digit, from)) => format!("{} from {}", digit.to_char(), cells(&from)),
            None => list(
                by_cell(removed).into_iter().map(|(cell, ds)| {
                    format!("{} from {}", digits(&ds, "and"), cell_name(geometry, cell))
                }),
                "and",
            ),
        },
        Value::Candidates(candidates) => list(
            by_cell(candidates).into_iter().map(|(cell, ds)| {
                format!("{} in {}", digits(&ds, "or"), cell_name(geometry, cell))
            }),
            "and",
        ),
        Value::Sets(sets) => list(sets.iter().map(|set| set_name(*set)), "or"),
        Value::Number(n) => n.to_string(),
        Value::Technique(technique) => technique.name().to_owned(),
    }
}

/// Candidates by cell, in the order their cells first come: each cell and its digits.
pub fn by_cell(candidates: &[Candidate]) -> Vec<(Cell, Vec<Digit>)> {
    let mut cells: Vec<(Cell, Vec<Digit>)> = Vec::new();
    for c in candidates {
        match cells.iter_mut().find(|(cell, _)| *cell == c.cell) {
            Some((_, digits)) => digits.push(c.digit),
            None => cells.push((c.cell, vec![c.digit])),
        }
    }
    cells
}

/// A set of digits as one word, "1478".
pub fn set_name(set: crate::DigitSet) -> String {
    set.iter().map(Digit::to_char).collect()
}

/// When every removed candidate is of one digit: that digit and its cells.
pub fn removed_by_digit(removed: &[Candidate]) -> Option<(Digit, Vec<Cell>)> {
    let first = removed.first()?;
    removed
        .iter()
        .all(|c| c.digit == first.digit)
        .then(|| (first.digit, removed.iter().map(|c| c.cell).collect()))
}

impl Sentence {
    /// The sentence's English, with its values' names in braces.
    pub fn english(self) -> &'static str {
        match self {
            Sentence::FullHouse => "{cell} is the last empty cell of {unit}, so it is {digit}.",
            Sentence::HiddenSingle => "In {unit}, {digit} fits only in {cell}.",
            Sentence::NakedSingle => "{cell} can only be {digit}.",
            Sentence::LockedCandidates => "In {unit}, {digits} lies only in {other}, so remove {removed}.",
            Sentence::NakedSubset => "In {unit}, {cells} hold only {digits} between them, so remove {removed}.",
            Sentence::HiddenSubset => "In {unit}, {digits} fit only in {cells}, so remove {removed}.",
            Sentence::Fish => "{technique}: in {base}, {digits} lies only in {cover}, so remove {removed}.",
            Sentence::FinnedFishOneFin => "{technique}: in {base}, {digits} lies only in {cover} or in the fin {fins}; either way, remove {removed}.",
            Sentence::FinnedFishFins => "{technique}: in {base}, {digits} lies only in {cover} or in the fins {fins}; either way, remove {removed}.",
            Sentence::SashimiFishOneFin => "{technique} (sashimi): in {base}, {digits} lies only in {cover} or in the fin {fins}; either way, remove {removed}.",
            Sentence::SashimiFishFins => "{technique} (sashimi): in {base}, {digits} lies only in {cover} or in the fins {fins}; either way, remove {removed}.",
            Sentence::Wing => "{technique}: whatever {pivot} is, one of {pincers} is {digits}, so remove {removed}.",
            Sentence::WWing => "W-Wing: {pair} hold the same two digits, and the strong link {link} keeps them from both being the other one, so one of them is {digits}; remove {removed}.",
            Sentence::Colouring => "Colouring {digits}: either {first} or {second} all hold {digits}, so remove {removed}.",
            Sentence::UniqueRectangle => "{technique}: {cells} would otherwise allow two solutions with {alternatives}, so remove {removed}.",
            Sentence::Bug => "BUG+1: without {digit} in {cell} every cell would have two candidates and the puzzle two solutions, so {cell} is {digit}.",
            Sentence::Chain => "{technique} of {links} links: {start} or {end} is {digits}, so remove {removed}.",
            Sentence::Aic => "Alternating inference chain of {links} links: {start} is {start_digit} or {end} is {end_digit}, so remove {removed}.",
            Sentence::AlsXzOne => "ALS-XZ: {first} and {second} each hold one digit more than cells, and cannot both hold {alternatives}, so one of them holds {digits}; remove {removed}.",
            Sentence::AlsXzMany => "ALS-XZ: {first} and {second} each hold one digit more than cells, and cannot both hold {alternatives}, so each of {digits} is in one of them; remove {removed}.",
            Sentence::ContradictionRemoves => "Forcing chain: if {cell} were {digit}, the singles would lead to a contradiction, so remove {removed}.",
            Sentence::ContradictionPlaces => "Forcing chain: if {cell} were {digit}, the singles would lead to a contradiction, so {placed_cell} is {placed}.",
            Sentence::UnitForcingRemoves => "Forcing chain: wherever {digits} goes in {unit}, the singles lead to the same result, so remove {removed}.",
            Sentence::UnitForcingPlaces => "Forcing chain: wherever {digits} goes in {unit}, the singles lead to the same result, so {placed_cell} is {placed}.",
            Sentence::CellForcingRemoves => "Forcing chain: whichever of {alternatives} {cells} holds, the singles lead to the same result, so remove {removed}.",
            Sentence::CellForcingPlaces => "Forcing chain: whichever of {alternatives} {cells} holds, the singles lead to the same result, so {placed_cell} is {placed}.",
            Sentence::CageCombinationOne => "In the cage at {cells}, the open cell must make {total} with different digits, which only {digits} can do: remove {removed}.",
            Sentence::CageCombinationMany => "In the cage at {cells}, the {count} open cells must make {total} with different digits, and with their candidates only {sets} can; none of those puts {candidates}, so remove {removed}.",
            Sentence::CageOverlapUnit => "In {unit}, {digits} can only go in {cells}, all in one cage, so the cage's other cells cannot hold it: remove {removed}.",
            Sentence::CageOverlapSets => "Every set of different digits that makes this cage's total holds {digits}, and in the cage it can only go in {cells}, so no cell that sees all of those can hold it: remove {removed}.",
            Sentence::InniesOne => "The cages wholly inside {units} add up to {known}, and the unit adds up to {each}, so the cells left, {cells}, add up to {total}: remove {removed}.",
            Sentence::InniesMany => "The cages wholly inside {units} add up to {known}, and each of those units adds up to {each}, so the cells left, {cells}, add up to {total}: remove {removed}.",
            Sentence::OutiesOne => "The cages covering {units} add up to {known}, and the unit adds up to {each}, so their cells outside it, {cells}, add up to {total}: remove {removed}.",
            Sentence::OutiesMany => "The cages covering {units} add up to {known}, and each of those units adds up to {each}, so their cells outside it, {cells}, add up to {total}: remove {removed}.",
        }
    }

    /// Every sentence, for a site's check that it has each.
    pub const ALL: [Sentence; 34] = [
        Sentence::FullHouse,
        Sentence::HiddenSingle,
        Sentence::NakedSingle,
        Sentence::LockedCandidates,
        Sentence::NakedSubset,
        Sentence::HiddenSubset,
        Sentence::Fish,
        Sentence::FinnedFishOneFin,
        Sentence::FinnedFishFins,
        Sentence::SashimiFishOneFin,
        Sentence::SashimiFishFins,
        Sentence::Wing,
        Sentence::WWing,
        Sentence::Colouring,
        Sentence::UniqueRectangle,
        Sentence::Bug,
        Sentence::Chain,
        Sentence::Aic,
        Sentence::AlsXzOne,
        Sentence::AlsXzMany,
        Sentence::ContradictionRemoves,
        Sentence::ContradictionPlaces,
        Sentence::UnitForcingRemoves,
        Sentence::UnitForcingPlaces,
        Sentence::CellForcingRemoves,
        Sentence::CellForcingPlaces,
        Sentence::CageCombinationOne,
        Sentence::CageCombinationMany,
        Sentence::CageOverlapUnit,
        Sentence::CageOverlapSets,
        Sentence::InniesOne,
        Sentence::InniesMany,
        Sentence::OutiesOne,
        Sentence::OutiesMany,
    ];
}

impl fmt::Display for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.english())
    }
}
