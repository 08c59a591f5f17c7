//! One deduction: what proves it, what it places or eliminates, and its sentence. The sentence
//! is written by the technique's own `explain` (see the table in `technique.rs`), with the
//! phrases here that every explanation shares.

use crate::{Cell, Digit, DigitSet, Geometry, Unit};

use super::explanation::{Explanation, Value};
use super::Technique;

/// A digit as a candidate of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

/// How a candidate of a step's proof is drawn: the two colours of colouring, the on and off
/// candidates of a chain, a wing's pivot against its pincers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shade {
    /// The main part of the pattern (a chain's true candidates, a wing's pivot, colour one).
    Primary,
    /// The other part (a chain's false candidates, a wing's pincers, colour two).
    Secondary,
}

/// One logical step. The vectors are kept between steps by the ladder, so finding a step does
/// not allocate; the sentence is written only when [`Step::explanation`] is called.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub(crate) technique: Technique,
    pub(crate) geometry: Geometry,
    /// The digits of the pattern: the digit of a single or a fish, the digits of a subset, a
    /// wing's eliminated digit.
    pub(crate) digits: DigitSet,
    /// The units of the pattern: a single's unit, a box and its line, a fish's base lines.
    pub(crate) units: Vec<Unit>,
    pub(crate) pattern: Vec<(Candidate, Shade)>,
    pub(crate) placements: Vec<Candidate>,
    pub(crate) eliminations: Vec<Candidate>,
    /// For the killer techniques: the cells whose total the step reasons about.
    pub(crate) sum: Option<SumNote>,
}

/// The total a killer step reasons about: a cage's, or that of the cells the 45 rule leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SumNote {
    /// The cells' total.
    pub(crate) total: u16,
    /// How many cells.
    pub(crate) cells: u8,
    /// What the rule started from: the total of the cages inside the units (innies) or
    /// covering them (outies); for the cage overlap, 1 when a unit confines a digit to the
    /// cage rather than the cage to a unit.
    pub(crate) known: u16,
}

impl Step {
    pub(crate) fn new(geometry: Geometry) -> Step {
        Step {
            technique: Technique::FullHouse,
            geometry,
            digits: DigitSet::EMPTY,
            units: Vec::new(),
            pattern: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            sum: None,
        }
    }

    /// Empties the step for the next search, keeping its buffers.
    pub(crate) fn clear(&mut self, technique: Technique) {
        self.technique = technique;
        self.digits = DigitSet::EMPTY;
        self.units.clear();
        self.pattern.clear();
        self.placements.clear();
        self.eliminations.clear();
        self.sum = None;
    }

    /// Adds `digit` in `cell` to the proof.
    #[inline]
    pub(crate) fn mark(&mut self, cell: Cell, digit: Digit, shade: Shade) {
        self.pattern.push((Candidate { cell, digit }, shade));
    }

    /// Adds each of `digits` in `cell` to the proof.
    #[inline]
    pub(crate) fn mark_all(&mut self, cell: Cell, digits: DigitSet, shade: Shade) {
        for digit in digits.iter() {
            self.mark(cell, digit, shade);
        }
    }

    /// Places `digit` in `cell`.
    #[inline]
    pub(crate) fn place(&mut self, cell: Cell, digit: Digit) {
        self.placements.push(Candidate { cell, digit });
    }

    /// Removes `digit` from the candidates of `cell`.
    #[inline]
    pub(crate) fn eliminate(&mut self, cell: Cell, digit: Digit) {
        self.eliminations.push(Candidate { cell, digit });
    }

    /// Removes each of `digits` from the candidates of `cell`.
    #[inline]
    pub(crate) fn eliminate_all(&mut self, cell: Cell, digits: DigitSet) {
        for digit in digits.iter() {
            self.eliminate(cell, digit);
        }
    }

    /// The grid the step is on.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The technique used.
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// The units the pattern lives in, for highlighting.
    pub fn units(&self) -> &[Unit] {
        &self.units
    }

    /// The candidates that prove the step, for highlighting.
    pub fn pattern(&self) -> &[(Candidate, Shade)] {
        &self.pattern
    }

    /// The digits the step places.
    pub fn placements(&self) -> &[Candidate] {
        &self.placements
    }

    /// The candidates the step removes.
    pub fn eliminations(&self) -> &[Candidate] {
        &self.eliminations
    }

    /// The step in one sentence, such as "In row 4, 7 fits only in r4c2."
    pub fn explanation(&self) -> String {
        self.explain().english(self.geometry)
    }

    /// The step's sentence as data, for writing it in another language than English.
    pub fn explain(&self) -> Explanation {
        (self.technique.explain())(self)
    }

    // The values the explanations share.

    /// The `i`th unit of the pattern, "row 4"; none if there is none.
    pub(crate) fn unit(&self, i: usize) -> Option<Value> {
        self.units.get(i).map(|&unit| Value::Unit(unit))
    }

    /// The first and second halves of the units: a fish's base lines and its cover lines, as
    /// "row 1 and row 5" and "column 2 and column 7".
    pub(crate) fn base_and_cover(&self) -> (Value, Value) {
        let k = self.units.len() / 2;
        (
            Value::Units(self.units[..k].to_vec()),
            Value::Units(self.units[k..].to_vec()),
        )
    }

    /// The pattern's digits, "5 and 6".
    pub(crate) fn digits(&self) -> Value {
        Value::Digits(self.digits.iter().collect())
    }

    /// The pattern's digits as alternatives, "5 or 6".
    pub(crate) fn alternatives(&self) -> Value {
        Value::Alternatives(self.digits.iter().collect())
    }

    /// The cells of the pattern drawn in `shade`, "r1c1 and r1c5".
    pub(crate) fn shaded(&self, shade: Shade) -> Value {
        let mut cells: Vec<Cell> = self
            .pattern
            .iter()
            .filter(|(_, s)| *s == shade)
            .map(|(c, _)| c.cell)
            .collect();
        cells.dedup();
        Value::Cells(cells)
    }

    /// The cells of the pattern, "r1c1, r1c5 and r2c3".
    pub(crate) fn cells(&self) -> Value {
        let mut cells: Vec<Cell> = self.pattern.iter().map(|(c, _)| c.cell).collect();
        cells.dedup();
        Value::Cells(cells)
    }

    /// The first placement: its cell and digit.
    pub(crate) fn placed(&self) -> Option<Candidate> {
        self.placements.first().copied()
    }

    /// The candidates the step removes.
    pub(crate) fn removed(&self) -> Value {
        Value::Removed(self.eliminations.clone())
    }
}

impl Explanation {
    /// Adds the value `name`, if there is one.
    pub(crate) fn with_some(self, name: &'static str, value: Option<Value>) -> Explanation {
        match value {
            Some(value) => self.with(name, value),
            None => self,
        }
    }

    /// Adds the placement `placed` as `cell` and `digit` (named `cell_name`, `digit_name`).
    pub(crate) fn with_placed(
        self,
        placed: Option<Candidate>,
        (cell_name, digit_name): (&'static str, &'static str),
    ) -> Explanation {
        match placed {
            Some(c) => self
                .with(cell_name, Value::Cell(c.cell))
                .with(digit_name, Value::Digit(c.digit)),
            None => self,
        }
    }
}

/// The cell `r4c2` style, counting from 1.
pub(crate) fn cell_name(geometry: Geometry, cell: Cell) -> String {
    format!(
        "r{}c{}",
        geometry.row_of(cell) + 1,
        geometry.col_of(cell) + 1
    )
}

/// "a", "a and b", "a, b and c".
pub(crate) fn list(items: impl Iterator<Item = String>, last: &str) -> String {
    let items: Vec<String> = items.collect();
    match items.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((tail, head)) => format!("{} {last} {tail}", head.join(", ")),
    }
}
