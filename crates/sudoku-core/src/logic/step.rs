//! One deduction: what proves it, what it places or eliminates, and its sentence. The sentence
//! is written by the technique's own `explain` (see the table in `technique.rs`), with the
//! phrases here that every explanation shares.

use crate::{Cell, Digit, DigitSet, Geometry, Unit};

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
#[non_exhaustive]
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
        (self.technique.explain())(self)
    }

    // The phrases the explanations share.

    /// The name of a cell, `r4c2`.
    pub(crate) fn name(&self, cell: Cell) -> String {
        cell_name(self.geometry, cell)
    }

    /// The `i`th unit of the pattern, "row 4"; empty if there is none.
    pub(crate) fn unit_name(&self, i: usize) -> String {
        self.units.get(i).map_or(String::new(), Unit::to_string)
    }

    /// The first and second halves of the units: a fish's base lines and its cover lines, as
    /// "row 1 and row 5" and "column 2 and column 7".
    pub(crate) fn base_and_cover(&self) -> (String, String) {
        let k = self.units.len() / 2;
        let names = |units: &[Unit]| list(units.iter().map(Unit::to_string), "and");
        (names(&self.units[..k]), names(&self.units[k..]))
    }

    /// The pattern's digits, "5 and 6" (or with `last` "or": "5 or 6").
    pub(crate) fn digit_list(&self, last: &str) -> String {
        list(self.digits.iter().map(|d| d.to_char().to_string()), last)
    }

    /// The cells of the pattern drawn in `shade`, "r1c1 and r1c5".
    pub(crate) fn shaded(&self, shade: Shade) -> String {
        let mut cells: Vec<Cell> = self
            .pattern
            .iter()
            .filter(|(_, s)| *s == shade)
            .map(|(c, _)| c.cell)
            .collect();
        cells.dedup();
        list(cells.into_iter().map(|c| self.name(c)), "and")
    }

    /// The cells of the pattern, "r1c1, r1c5 and r2c3".
    pub(crate) fn cells(&self) -> String {
        let mut cells: Vec<Cell> = self.pattern.iter().map(|(c, _)| c.cell).collect();
        cells.dedup();
        list(cells.into_iter().map(|c| self.name(c)), "and")
    }

    /// The first placement as its cell's name and digit, ("r4c2", '7'); empty if none.
    pub(crate) fn placed(&self) -> (String, char) {
        self.placements
            .first()
            .map(|c| (self.name(c.cell), c.digit.to_char()))
            .unwrap_or_default()
    }

    /// "5 from r1c3 and r2c3" when one digit goes, else "5 from r1c3 and 6 from r2c3".
    pub(crate) fn removed(&self) -> String {
        let eliminations = &self.eliminations;
        let one_digit = eliminations.windows(2).all(|w| w[0].digit == w[1].digit);
        match eliminations.first() {
            Some(first) if one_digit => format!(
                "{} from {}",
                first.digit.to_char(),
                list(eliminations.iter().map(|c| self.name(c.cell)), "and")
            ),
            _ => list(
                eliminations
                    .iter()
                    .map(|c| format!("{} from {}", c.digit.to_char(), self.name(c.cell))),
                "and",
            ),
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
