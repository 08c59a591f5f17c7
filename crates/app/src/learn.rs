//! `/learn`: a page per technique of the ladder, and practice on it. This module is the plain
//! Rust under the pages: the fixed seed of each page's worked example, the player's answer to a
//! practice position ([`Answer`]) and its checking ([`check`], [`Verdict`]). The example's grid
//! is markup made on the server (`learn/markup.rs`).
//!
//! The techniques' texts are not here: each technique's `about` lives in its own file in
//! `sudoku-core`'s `logic/technique/`, beside its finder and its sentence, so a technique stays
//! one room (adding one touches its file and its row of the table only).

#[cfg(feature = "ssr")]
pub mod markup;
mod round;

use std::collections::BTreeSet;

use sudoku_core::practice::Practice;
use sudoku_core::{Candidate, Step, Technique};
use sudoku_core::{Cell, Digit, DigitSet};

pub use round::{cell_class, edges, in_pattern, Look, Round};

/// The seed of every page's worked example: fixed, so a technique's page shows the same
/// position on every visit (and the same on the server of any platform).
pub const EXAMPLE_SEED: u64 = 16;

/// The learn pages' stylesheet, a file of the site root linked by those pages only, so the
/// stylesheet every page loads (and the first visit of `/`) does not grow.
pub const STYLESHEET: &str = "/learn.css";

/// The address of the index.
pub const INDEX: &str = "/learn";

/// The address of `technique`'s page: `/learn/x-wing`.
pub fn address(technique: Technique) -> String {
    format!("{INDEX}/{}", technique.slug())
}

/// The techniques with a lesson: the classic ones ([`classic_lessons`]), then those only
/// variant puzzles need ([`variant_lessons`]).
pub fn lessons() -> Vec<Technique> {
    let mut all = classic_lessons();
    all.extend(variant_lessons());
    all
}

/// The lessons of the classic techniques, in ladder order.
pub fn classic_lessons() -> Vec<Technique> {
    Technique::LADDER
        .into_iter()
        .filter(|t| !t.is_for_variants())
        .collect()
}

/// The lessons of the techniques only variant puzzles need (killer cages, jigsaw regions,
/// diagonals), in ladder order: their examples and practice positions are on a killer's,
/// jigsaw's or diagonal puzzle's rules.
pub fn variant_lessons() -> Vec<Technique> {
    Technique::LADDER
        .into_iter()
        .filter(|t| t.is_for_variants())
        .collect()
}

/// The lessons `technique` is listed among, in order: the classic ones or the variant ones.
pub fn lessons_beside(technique: Technique) -> Vec<Technique> {
    if technique.is_for_variants() {
        variant_lessons()
    } else {
        classic_lessons()
    }
}

/// The technique `slug` names, if it is one of the lessons' slugs as written on its page.
pub fn technique_of(slug: &str) -> Option<Technique> {
    lessons().into_iter().find(|t| t.slug() == slug)
}

/// A practice position with its step's sentence, made in the browser's practice chunk (the
/// sentence is written there too, so the page's own code holds no technique's explanation),
/// with how its rules are drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drill {
    /// The position and its step.
    pub practice: Practice,
    /// The step's sentence: the proof shown on request.
    pub sentence: String,
    /// Every step of the technique the position holds, the ladder's first
    /// ([`Practice::instances`]): any of them is a right answer ([`check_drill`]).
    pub instances: Vec<Step>,
    /// Each cell's look: a thick line on its right, on its bottom (where its box or region
    /// ends), and whether it holds a cage's total.
    pub looks: Vec<(bool, bool, bool)>,
    /// Each cell's region, diagonals and cage as its accessible name says them
    /// (", cage of 3 cells, sum 15"); empty on classic rules.
    pub places: Vec<String>,
    /// The cages and diagonals drawn over the grid (`components::overlay`); empty on classic
    /// rules.
    pub overlay: String,
}

impl Drill {
    /// A position of `technique` from `seed` and the base positions `corpus` (the text
    /// [`sudoku_core::practice::positions`] gives); the same seed gives the same position.
    pub fn new(corpus: &str, technique: Technique, seed: u64) -> Option<Drill> {
        use crate::game::VariantRules;
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let practice = sudoku_core::practice::practise_in(corpus, technique, &mut rng).ok()?;
        let sentence = crate::explain::explanation(&practice.step);
        let instances = practice.instances();
        let rules = &practice.rules;
        let geometry = rules.geometry();
        let looks = geometry.cells().map(|cell| rules.look(cell)).collect();
        let places = if rules.is_classic() {
            vec![String::new(); geometry.cell_count()]
        } else {
            geometry.cells().map(|cell| rules.describe(cell)).collect()
        };
        let overlay = rules.overlay();
        Some(Drill {
            practice,
            sentence,
            instances,
            looks,
            places,
            overlay,
        })
    }
}

/// What a step asks of the player: a digit to place, or candidates to remove.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Task {
    /// The step places a digit.
    Place,
    /// The step removes candidates.
    Eliminate,
}

impl Task {
    /// The task of `step`.
    pub fn of(step: &Step) -> Task {
        if step.placements().is_empty() {
            Task::Eliminate
        } else {
            Task::Place
        }
    }
}

/// The player's answer to a position: the candidates marked for removal, or the digit chosen
/// to place.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Answer {
    /// Candidates marked for removal.
    pub removed: BTreeSet<Candidate>,
    /// The candidate chosen as the digit to place.
    pub placed: Option<Candidate>,
}

impl Answer {
    /// Marks `candidate` for the task: toggles its removal, or makes it the one placement (a
    /// second click on it takes it back).
    pub fn toggle(&mut self, task: Task, candidate: Candidate) {
        match task {
            Task::Eliminate => {
                if !self.removed.remove(&candidate) {
                    self.removed.insert(candidate);
                }
            }
            Task::Place => {
                self.placed = (self.placed != Some(candidate)).then_some(candidate);
            }
        }
    }

    /// Whether the player has marked anything.
    pub fn is_empty(&self) -> bool {
        self.removed.is_empty() && self.placed.is_none()
    }

    /// Whether `candidate` is marked (for removal, or as the digit to place).
    pub fn is_marked(&self, candidate: Candidate) -> bool {
        self.removed.contains(&candidate) || self.placed == Some(candidate)
    }

    /// A practice cell as a screen reader reads it: "r3c5: 5" for a digit, "r3c5: candidates
    /// 1 4 7, 4 struck out" for an empty cell with a mark, "r3c5: candidates 1 4 7, 4 chosen";
    /// `place` follows the cell's name (", cage of 3 cells, sum 15", or nothing).
    pub fn cell_label(
        &self,
        cell: Cell,
        place: &str,
        digit: Option<Digit>,
        candidates: DigitSet,
    ) -> String {
        let name = format!("{}{place}", cell_name(cell));
        if let Some(digit) = digit {
            return t!(
                LearnCellDigit,
                cell = name,
                digit = digit.to_char().to_string()
            );
        }
        let list = |digits: &mut dyn Iterator<Item = Digit>| {
            digits
                .map(|d| d.to_char().to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let all = list(&mut candidates.iter());
        let mut struck = candidates
            .iter()
            .filter(|&d| self.removed.contains(&Candidate { cell, digit: d }));
        let struck = list(&mut struck);
        let chosen = self
            .placed
            .filter(|c| c.cell == cell)
            .map(|c| c.digit.to_char().to_string());
        match (struck.is_empty(), chosen) {
            (true, None) => t!(LearnCellCandidates, cell = name, candidates = all),
            (false, None) => t!(
                LearnCellStruck,
                cell = name,
                candidates = all,
                struck = struck
            ),
            (true, Some(chosen)) => {
                t!(
                    LearnCellChosen,
                    cell = name,
                    candidates = all,
                    chosen = chosen
                )
            }
            (false, Some(chosen)) => t!(
                LearnCellStruckChosen,
                cell = name,
                candidates = all,
                struck = struck,
                chosen = chosen
            ),
        }
    }
}

/// How an answer compares with the step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every elimination and nothing else, or the digit the step places.
    Right,
    /// Nothing is marked yet.
    Empty,
    /// Eliminations: how many of the step's were not marked, and the marked candidates the
    /// step does not remove.
    Eliminations {
        /// How many of the step's eliminations are not marked.
        missing: usize,
        /// Marked candidates the step does not remove.
        extra: Vec<Candidate>,
    },
    /// A placement the step does not make.
    Placement,
    /// Right, but another instance of the technique than the ladder's, which the proof shows.
    Another,
}

impl Verdict {
    /// Whether the answer counts as right.
    pub fn is_right(&self) -> bool {
        matches!(self, Verdict::Right | Verdict::Another)
    }

    /// The sentence the page shows. A wrong answer names the marks that are too many (the
    /// player made them) but only counts the missing ones, so the rest is still to find.
    pub fn sentence(&self, technique: Technique) -> String {
        let name = crate::words::technique_name(technique);
        match self {
            Verdict::Right => t!(LearnVerdictRight, technique = name),
            Verdict::Another => t!(LearnVerdictAnother, technique = name),
            Verdict::Empty => t!(LearnVerdictEmpty).to_owned(),
            Verdict::Eliminations { missing, extra } => {
                let extra = (!extra.is_empty()).then(|| {
                    let names: Vec<String> = extra.iter().map(|&c| candidate_name(c)).collect();
                    t!(
                        LearnVerdictExtra,
                        count = extra.len(),
                        marks = crate::explain::commas(names.into_iter()),
                        technique = &name
                    )
                });
                let missing = (*missing > 0).then(|| t!(LearnVerdictMissing, missing = *missing));
                match (extra, missing) {
                    (Some(extra), Some(missing)) => {
                        t!(LearnVerdictNotYetBoth, extra = extra, missing = missing)
                    }
                    (Some(reason), None) | (None, Some(reason)) => {
                        t!(LearnVerdictNotYet, reason = reason)
                    }
                    // Not a verdict `check` gives (nothing missing, nothing too many is right).
                    (None, None) => t!(LearnVerdictNotYet, reason = ""),
                }
            }
            Verdict::Placement => t!(LearnVerdictPlacement, technique = name),
        }
    }
}

/// A candidate as the sentences name it: "5 in r4c2".
pub fn candidate_name(candidate: Candidate) -> String {
    t!(
        LearnCandidate,
        digit = candidate.digit.to_char().to_string(),
        cell = cell_name(candidate.cell)
    )
}

/// A cell of a practice position (always 9×9) as the page names it: "r4c2".
pub fn cell_name(cell: Cell) -> String {
    crate::review::cell_name(sudoku_core::Geometry::standard(), cell)
}

/// Compares the player's answer with the step.
pub fn check(step: &Step, answer: &Answer) -> Verdict {
    match Task::of(step) {
        Task::Place => match answer.placed {
            None => Verdict::Empty,
            Some(c) if step.placements().contains(&c) => Verdict::Right,
            Some(_) => Verdict::Placement,
        },
        Task::Eliminate => {
            if answer.removed.is_empty() {
                return Verdict::Empty;
            }
            let wanted: BTreeSet<Candidate> = step.eliminations().iter().copied().collect();
            let missing = wanted.difference(&answer.removed).count();
            let extra: Vec<Candidate> = answer.removed.difference(&wanted).copied().collect();
            if missing == 0 && extra.is_empty() {
                Verdict::Right
            } else {
                Verdict::Eliminations { missing, extra }
            }
        }
    }
}

/// Compares the player's answer with every instance of the technique the position holds
/// (`instances`, the ladder's step first, as [`Drill::instances`]): [`Verdict::Right`] for the
/// ladder's, [`Verdict::Another`] for another one. A later instance's eliminations leave out
/// those of the instances before it, so an answer that also marks some of those is right too.
/// A wrong answer is told against the instance it comes closest to (the ladder's on a tie), so
/// "still to find" counts the eliminations of the pattern the player is working on.
pub fn check_drill(instances: &[Step], answer: &Answer) -> Verdict {
    let Some(ladder) = instances.first() else {
        return Verdict::Empty;
    };
    let first = check(ladder, answer);
    if first == Verdict::Right || first == Verdict::Empty {
        return first;
    }
    let mut before: BTreeSet<Candidate> = ladder.eliminations().iter().copied().collect();
    let mut closest = (distance(&first), first);
    for step in &instances[1..] {
        let verdict = match check(step, answer) {
            Verdict::Eliminations { missing: 0, extra }
                if extra.iter().all(|c| before.contains(c)) =>
            {
                Verdict::Another
            }
            Verdict::Right => Verdict::Another,
            verdict => verdict,
        };
        if verdict == Verdict::Another {
            return verdict;
        }
        if distance(&verdict) < closest.0 {
            closest = (distance(&verdict), verdict);
        }
        before.extend(step.eliminations().iter().copied());
    }
    closest.1
}

/// How far a wrong answer is from a step: the eliminations missing and the marks too many.
fn distance(verdict: &Verdict) -> usize {
    match verdict {
        Verdict::Eliminations { missing, extra } => missing + extra.len(),
        _ => usize::MAX,
    }
}

#[cfg(test)]
mod tests;
