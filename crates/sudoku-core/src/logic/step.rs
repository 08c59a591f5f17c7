//! One deduction: what proves it, what it places or eliminates, and its sentence.

use std::fmt::Write as _;

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
    }

    pub(crate) fn mark(&mut self, cell: usize, d: usize, shade: Shade) {
        self.pattern.push((candidate(cell, d), shade));
    }

    pub(crate) fn place(&mut self, cell: usize, d: usize) {
        self.placements.push(candidate(cell, d));
    }

    pub(crate) fn eliminate(&mut self, cell: usize, d: usize) {
        self.eliminations.push(candidate(cell, d));
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
        let mut s = String::new();
        // Writing to a String cannot fail.
        let _ = self.explain(&mut s);
        s
    }

    fn explain(&self, s: &mut String) -> std::fmt::Result {
        let g = self.geometry;
        let name = |c: Cell| cell_name(g, c);
        let unit = |i: usize| self.units.get(i).map_or(String::new(), Unit::to_string);
        let digits = list(self.digits.iter().map(|d| d.to_char().to_string()), "and");
        let digits_or = list(self.digits.iter().map(|d| d.to_char().to_string()), "or");
        let shade = |want: Shade| {
            let mut cells: Vec<Cell> = self
                .pattern
                .iter()
                .filter(|(_, s)| *s == want)
                .map(|(c, _)| c.cell)
                .collect();
            cells.dedup();
            list(cells.into_iter().map(name), "and")
        };
        let cells = {
            let mut seen: Vec<Cell> = self.pattern.iter().map(|(c, _)| c.cell).collect();
            seen.dedup();
            list(seen.into_iter().map(name), "and")
        };
        let removed = removed(g, &self.eliminations);
        let placed = self
            .placements
            .first()
            .map(|c| (name(c.cell), c.digit.to_char()));
        let (at, digit) = placed.unwrap_or_default();
        match self.technique {
            Technique::FullHouse => write!(s, "{at} is the last empty cell of {}, so it is {digit}.", unit(0)),
            Technique::HiddenSingle => write!(s, "In {}, {digit} fits only in {at}.", unit(0)),
            Technique::NakedSingle => write!(s, "{at} can only be {digit}."),
            Technique::Pointing | Technique::Claiming => write!(
                s,
                "In {}, {digits} lies only in {}, so remove {removed}.",
                unit(0),
                unit(1)
            ),
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => write!(
                s,
                "In {}, {cells} hold only {digits} between them, so remove {removed}.",
                unit(0)
            ),
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => write!(
                s,
                "In {}, {digits} fit only in {cells}, so remove {removed}.",
                unit(0)
            ),
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
                let k = self.units.len() / 2;
                let base = list(self.units[..k].iter().map(Unit::to_string), "and");
                let cover = list(self.units[k..].iter().map(Unit::to_string), "and");
                write!(s, "{}: in {base}, {digits} lies only in {cover}, so remove {removed}.", self.technique)
            }
            Technique::XyWing | Technique::XyzWing => write!(
                s,
                "{}: whatever {} is, one of {} is {digits}, so remove {removed}.",
                self.technique,
                shade(Shade::Primary),
                shade(Shade::Secondary)
            ),
            Technique::WWing => write!(
                s,
                "W-Wing: {} hold the same two digits, and the strong link {} keeps them from both being the other one, so one of them is {digits}; remove {removed}.",
                shade(Shade::Primary),
                shade(Shade::Secondary)
            ),
            Technique::SimpleColouring => write!(
                s,
                "Colouring {digits}: either {} or {} all hold {digits}, so remove {removed}.",
                shade(Shade::Primary),
                shade(Shade::Secondary)
            ),
            Technique::UniqueRectangle
            | Technique::UniqueRectangle2
            | Technique::UniqueRectangle3
            | Technique::UniqueRectangle4 => write!(
                s,
                "{}: {} would otherwise allow two solutions with {digits_or}, so remove {removed}.",
                self.technique,
                shade(Shade::Primary)
            ),
            Technique::FinnedXWing | Technique::FinnedSwordfish => {
                let k = self.units.len() / 2;
                let base = list(self.units[..k].iter().map(Unit::to_string), "and");
                let cover = list(self.units[k..].iter().map(Unit::to_string), "and");
                let kind = if super::finned_fish::is_sashimi(self) {
                    " (sashimi)"
                } else {
                    ""
                };
                let fins = self.pattern.iter().filter(|(_, s)| *s == Shade::Secondary).count();
                write!(
                    s,
                    "{}{kind}: in {base}, {digits} lies only in {cover} or in the fin{} {}; either way, remove {removed}.",
                    self.technique,
                    if fins == 1 { "" } else { "s" },
                    shade(Shade::Secondary)
                )
            }
            Technique::AlsXz => {
                let removes = |d: Digit| self.eliminations.iter().any(|c| c.digit == d);
                let x = list(
                    self.digits
                        .iter()
                        .filter(|&d| !removes(d))
                        .map(|d| d.to_char().to_string()),
                    "or",
                );
                let zs: Vec<String> = self
                    .digits
                    .iter()
                    .filter(|&d| removes(d))
                    .map(|d| d.to_char().to_string())
                    .collect();
                let holds = if zs.len() == 1 {
                    format!("one of them holds {}", zs[0])
                } else {
                    format!("each of {} is in one of them", list(zs.into_iter(), "and"))
                };
                write!(
                    s,
                    "ALS-XZ: {} and {} each hold one digit more than cells, and cannot both hold {x}, so {holds}; remove {removed}.",
                    shade(Shade::Primary),
                    shade(Shade::Secondary),
                )
            }
            Technique::Aic => {
                let end = |c: Option<&(Candidate, Shade)>| {
                    c.map_or(String::new(), |(c, _)| format!("{} is {}", name(c.cell), c.digit.to_char()))
                };
                let links = self.pattern.windows(2).filter(|w| w[0].1 != w[1].1).count();
                write!(
                    s,
                    "Alternating inference chain of {links} links: {} or {}, so remove {removed}.",
                    end(self.pattern.first()),
                    end(self.pattern.last())
                )
            }
            Technique::ForcingChain => {
                let what = if !self.placements.is_empty() {
                    format!("{at} is {digit}")
                } else {
                    format!("remove {removed}")
                };
                match (self.pattern.as_slice(), self.units.first()) {
                    ([one], _) => write!(
                        s,
                        "Forcing chain: if {} were {}, the singles would lead to a contradiction, so {what}.",
                        name(one.0.cell),
                        one.0.digit.to_char()
                    ),
                    (_, Some(unit)) => write!(
                        s,
                        "Forcing chain: wherever {digits} goes in {unit}, the singles lead to the same result, so {what}."
                    ),
                    _ => write!(
                        s,
                        "Forcing chain: whichever of {digits_or} {cells} holds, the singles lead to the same result, so {what}."
                    ),
                }
            }
            Technique::Bug => write!(
                s,
                "BUG+1: without {digit} in {at} every cell would have two candidates and the puzzle two solutions, so {at} is {digit}."
            ),
            Technique::XChain | Technique::XyChain => {
                let ends = (self.pattern.first(), self.pattern.last());
                let (a, b) = match ends {
                    (Some((a, _)), Some((b, _))) => (name(a.cell), name(b.cell)),
                    _ => Default::default(),
                };
                write!(
                    s,
                    "{} of {} links: {a} or {b} is {digits}, so remove {removed}.",
                    self.technique,
                    self.pattern.len().saturating_sub(1)
                )
            }
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

/// "5 from r1c3 and r2c3" when one digit goes, else "5 from r1c3 and 6 from r2c3".
fn removed(geometry: Geometry, eliminations: &[Candidate]) -> String {
    let one_digit = eliminations.windows(2).all(|w| w[0].digit == w[1].digit);
    match eliminations.first() {
        Some(first) if one_digit => format!(
            "{} from {}",
            first.digit.to_char(),
            list(
                eliminations.iter().map(|c| cell_name(geometry, c.cell)),
                "and"
            )
        ),
        _ => list(
            eliminations
                .iter()
                .map(|c| format!("{} from {}", c.digit.to_char(), cell_name(geometry, c.cell))),
            "and",
        ),
    }
}

/// "a", "a and b", "a, b and c".
fn list(items: impl Iterator<Item = String>, last: &str) -> String {
    let items: Vec<String> = items.collect();
    match items.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((tail, head)) => format!("{} {last} {tail}", head.join(", ")),
    }
}

fn candidate(cell: usize, d: usize) -> Candidate {
    Candidate {
        cell: Cell::new(cell),
        // Digits here come from candidate bits of a grid, so they are at most 25.
        digit: Digit::new(d as u8 + 1).unwrap_or(Digit::new(1).expect("1 is a digit")),
    }
}
