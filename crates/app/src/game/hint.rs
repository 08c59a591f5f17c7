//! Hints that teach: each press of Hint says a little more. First where to look, then which
//! technique, then the cells that prove it with the reasoning, and only then Apply.
//!
//! The hint is worked out in the browser by the engine's logic solver, from the player's own
//! board and centre notes (the candidates they have written), so it continues their reasoning
//! rather than an ideal one, and a step once applied (which writes its notes) is never offered
//! again. When every empty cell is noted, a note that leaves out a cell's digit is pointed out
//! a stage at a time: that a note is wrong, then which cell, and only then the digit. Notes in
//! only some cells are the player's thinking in progress: a cell without notes counts every
//! candidate, and a note that leaves out the cell's digit is taken as unfinished (as if the
//! cell had none) rather than "corrected"; the hint says so.

use sudoku_core::{
    Cell, CellProgress, DigitSet, Geometry, Grid, Hint, LogicOptions, LogicSolver, Unit,
};

use super::{Change, Game, RulesRef};

/// How much of a hint is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Reveal {
    /// Where to look: a unit or a cell.
    Nudge,
    /// The technique's name.
    Technique,
    /// The proof: cells highlighted, and the sentence.
    Proof,
}

/// A hint being shown, one stage at a time. It holds everything it shows, worked out when it
/// was made ([`HintRequest::work`]), so showing and applying it needs no logic solver, nor the
/// words of its stages: in the split build all of that comes with the hint's chunk, loaded when
/// the player first asks for a hint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HintSession {
    hint: Hint,
    reveal: Reveal,
    /// What each stage says and highlights, by [`Reveal`] in order.
    stages: [(String, HintMarks); 3],
    /// The candidates of each cell the step eliminates from, by the player's notes where the
    /// cell has some: a cell without notes gets these as its notes when the step is applied.
    candidates: Vec<(Cell, DigitSet)>,
    /// What the hint was worked out from.
    basis: Basis,
}

/// What a hint is worked out from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Basis {
    /// The player's centre notes, which cover every empty cell (or there are none at all).
    Notes,
    /// Every candidate: the player has noted some empty cells only.
    AllCandidates,
}

/// What working out a hint needs: the puzzle and the player's board and centre notes, copied
/// out of the game so the work can happen later (after loading the solver's code).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HintRequest {
    givens: Grid,
    /// A variant's rules.
    rules: Option<RulesRef>,
    board: Grid,
    /// The player's centre notes, when they have any.
    notes: Option<Vec<DigitSet>>,
    basis: Basis,
}

impl HintRequest {
    /// Works out the hint: the engine's next step from the player's board and notes.
    pub fn work(self) -> HintSession {
        let geometry = self.givens.geometry();
        let puzzle = super::puzzle_of(self.givens, self.rules.as_ref());
        let notes = match (self.basis, self.notes) {
            (Basis::AllCandidates, Some(notes)) => Some(unfinished_as_none(&puzzle, notes)),
            (_, notes) => notes,
        };
        let notes = notes.as_deref();
        let hint = sudoku_core::hint_puzzle(&puzzle, &self.board, notes);
        let (explanation, candidates) = match &hint {
            Hint::Step(step) => {
                let options = LogicOptions::default();
                let solver =
                    LogicSolver::with_rules(&puzzle.rules, &self.board, notes, options).ok();
                let candidates = step
                    .eliminations()
                    .iter()
                    .map(|e| {
                        let set = solver
                            .as_ref()
                            .map_or(DigitSet::EMPTY, |s| s.candidates(e.cell));
                        (e.cell, set)
                    })
                    .collect();
                (crate::explain::explanation(step), candidates)
            }
            _ => (String::new(), Vec::new()),
        };
        let unit_cells = |unit: Unit| -> Vec<Cell> {
            match &self.rules {
                Some(rules) => rules.unit_cells(unit),
                None => geometry.unit_cells(unit).collect(),
            }
        };
        let stages = [Reveal::Nudge, Reveal::Technique, Reveal::Proof].map(|reveal| {
            (
                message(&hint, reveal, geometry, &explanation),
                marks(&hint, reveal, &unit_cells),
            )
        });
        HintSession {
            hint,
            reveal: Reveal::Nudge,
            stages,
            candidates,
            basis: self.basis,
        }
    }
}

/// `notes` (the player's, in some cells only) with every note that leaves out its cell's digit
/// emptied: such a note is unfinished, so its cell counts every candidate, and the hint never
/// points it out. A puzzle without one solution keeps the notes as they are (its hint says so).
fn unfinished_as_none(puzzle: &sudoku_core::Puzzle, mut notes: Vec<DigitSet>) -> Vec<DigitSet> {
    if let Some(solution) = puzzle.solution() {
        for (cell, note) in solution.geometry().cells().zip(notes.iter_mut()) {
            if solution
                .get(cell)
                .is_some_and(|digit| !note.contains(digit))
            {
                *note = DigitSet::EMPTY;
            }
        }
    }
    notes
}

/// What the grid highlights for a hint.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HintMarks {
    /// The cells of the units to look at.
    pub area: Vec<Cell>,
    /// The cells of the pattern that proves the step.
    pub proof: Vec<Cell>,
    /// The cells the step changes.
    pub target: Vec<Cell>,
}

impl Game {
    /// What a hint on the board as it is needs (see [`HintRequest::work`]).
    pub fn hint_request(&self) -> HintRequest {
        let empty = |cell: Cell| !self.is_given(cell) && self.state(cell).entry.is_none();
        let noted = self
            .geometry()
            .cells()
            .filter(|&cell| empty(cell))
            .map(|cell| !self.state(cell).centre.is_empty());
        let (mut any, mut all) = (false, true);
        for noted in noted {
            any |= noted;
            all &= noted;
        }
        let (notes, basis) = match (any, all) {
            (true, true) => (
                Some(self.cells.iter().map(|c| c.centre).collect()),
                Basis::Notes,
            ),
            (true, false) => (
                Some(self.cells.iter().map(|c| c.centre).collect()),
                Basis::AllCandidates,
            ),
            (false, _) => (None, Basis::Notes),
        };
        HintRequest {
            givens: self.givens.clone(),
            rules: self.rules.clone(),
            board: self.board(),
            notes,
            basis,
        }
    }

    /// Counts `session` as a hint used, if it tells the player something about the puzzle.
    pub fn count_hint(&mut self, session: &HintSession) {
        if !self.paused
            && matches!(
                session.hint,
                Hint::Step(_) | Hint::Mistake(_) | Hint::MissingNote { .. }
            )
        {
            // A save is the player's to edit: a count restored at the maximum stays there.
            self.hints_used = self.hints_used.saturating_add(1);
        }
    }

    /// Starts a hint on the board as it is, at once. Counts as a hint used.
    pub fn start_hint(&mut self) -> HintSession {
        let session = self.hint_request().work();
        self.count_hint(&session);
        session
    }

    /// Carries out `session`'s hint: places the digit, removes the eliminated candidates,
    /// erases the wrong entry or adds the missing note, as one undoable action. Where the player
    /// has no notes in a cell that loses candidates, the cell gets its remaining candidates as
    /// centre notes, so the elimination shows.
    pub fn apply_hint(&mut self, session: &HintSession) -> bool {
        // The new state of each cell the hint touches, so each cell is one change of the action.
        // A hint touches few cells, so a list searched in turn serves as the map.
        let mut edits: Vec<(Cell, CellProgress)> = Vec::new();
        let mut edit = |game: &Game, cell: Cell, f: &dyn Fn(&mut CellProgress)| {
            let at = match edits.iter().position(|(c, _)| *c == cell) {
                Some(at) => at,
                None => {
                    edits.push((cell, game.state(cell)));
                    edits.len() - 1
                }
            };
            f(&mut edits[at].1);
        };
        match &session.hint {
            Hint::Mistake(cell) => edit(self, *cell, &|c| c.entry = None),
            Hint::MissingNote { cell, digit } => edit(self, *cell, &|c| c.centre.insert(*digit)),
            Hint::Step(step) => {
                for e in step.eliminations() {
                    let candidates = session
                        .candidates
                        .iter()
                        .find(|(cell, _)| *cell == e.cell)
                        .map_or(DigitSet::EMPTY, |&(_, set)| set);
                    edit(self, e.cell, &|c| {
                        if c.centre.is_empty() {
                            c.centre = candidates;
                        }
                        c.centre.remove(e.digit);
                    });
                }
                for p in step.placements() {
                    edit(self, p.cell, &|c| c.entry = Some(p.digit));
                    if self.settings.clean_notes {
                        for peer in self.peers(p.cell) {
                            edit(self, peer, &|c| {
                                c.corner.remove(p.digit);
                                c.centre.remove(p.digit);
                            });
                        }
                    }
                }
            }
            _ => return false,
        }
        edits.sort_unstable_by_key(|&(cell, _)| cell);
        let action = edits
            .into_iter()
            .filter(|&(cell, _)| !self.is_given(cell))
            .map(|(cell, after)| Change {
                cell,
                before: self.state(cell),
                after,
            })
            .collect();
        self.moves.expect(super::MoveKind::Hint);
        self.apply(action)
    }
}

impl HintSession {
    /// The hint itself.
    pub fn hint(&self) -> &Hint {
        &self.hint
    }

    /// How much is shown.
    pub fn reveal(&self) -> Reveal {
        self.reveal
    }

    /// Shows one stage more; returns false once everything is shown.
    pub fn more(&mut self) -> bool {
        let next = match self.reveal {
            Reveal::Nudge => Reveal::Technique,
            Reveal::Technique => Reveal::Proof,
            Reveal::Proof => return false,
        };
        // A step's second stage names its technique, a missing note's its cell; other hints
        // have nothing between the nudge and the proof.
        self.reveal = match (&self.hint, next) {
            (Hint::Step(_) | Hint::MissingNote { .. }, next) => next,
            _ => Reveal::Proof,
        };
        true
    }

    /// Whether [`HintSession::more`] has more to show.
    pub fn has_more(&self) -> bool {
        self.reveal != Reveal::Proof
    }

    /// Whether Apply can act on this hint (at the last stage).
    pub fn can_apply(&self) -> bool {
        self.reveal == Reveal::Proof
            && matches!(
                self.hint,
                Hint::Step(_) | Hint::Mistake(_) | Hint::MissingNote { .. }
            )
    }

    /// What the hint says at its current stage.
    pub fn message(&self) -> &str {
        &self.stages[self.stage()].0
    }

    /// What the grid highlights at the current stage.
    pub fn marks(&self) -> &HintMarks {
        &self.stages[self.stage()].1
    }

    /// The current stage's place in [`HintSession::stages`].
    fn stage(&self) -> usize {
        match self.reveal {
            Reveal::Nudge => 0,
            Reveal::Technique => 1,
            Reveal::Proof => 2,
        }
    }

    /// What the hint was worked out from.
    pub fn basis(&self) -> Basis {
        self.basis
    }

    /// A line saying what the hint looks at, when that is not the player's own notes.
    pub fn basis_note(&self) -> Option<String> {
        match (self.basis, &self.hint) {
            (Basis::AllCandidates, Hint::Step(_)) => Some(t!(HintBasisAllCandidates).to_owned()),
            _ => None,
        }
    }
}

/// What `hint` says at stage `reveal` on a grid of `geometry` (`explanation`: a step's sentence).
fn message(hint: &Hint, reveal: Reveal, geometry: Geometry, explanation: &str) -> String {
    let at = |cell: Cell| {
        t!(
            HintCell,
            row = geometry.row_of(cell) + 1,
            column = geometry.col_of(cell) + 1
        )
    };
    match (hint, reveal) {
        (Hint::Mistake(_), Reveal::Nudge | Reveal::Technique) => t!(HintMistake).to_owned(),
        (Hint::Mistake(cell), Reveal::Proof) => t!(HintMistakeAt, cell = at(*cell)),
        (Hint::MissingNote { .. }, Reveal::Nudge) => t!(HintMissingNote).to_owned(),
        (Hint::MissingNote { cell, .. }, Reveal::Technique) => {
            t!(HintMissingNoteAt, cell = at(*cell))
        }
        (Hint::MissingNote { cell, digit }, Reveal::Proof) => t!(
            HintMissingNoteDigit,
            cell = at(*cell),
            digit = digit.to_char().to_string()
        ),
        (Hint::Step(step), Reveal::Nudge) => match step.units().first() {
            Some(unit) => look_at(*unit),
            None => step
                .pattern()
                .first()
                .map(|(c, _)| c)
                .or(step.placements().first())
                .map_or_else(
                    || t!(HintLookForNextStep).to_owned(),
                    |c| t!(HintLookAround, cell = at(c.cell)),
                ),
        },
        (Hint::Step(step), Reveal::Technique) => t!(
            HintTechnique,
            technique = crate::words::technique_name(step.technique())
        ),
        (Hint::Step(_), Reveal::Proof) => explanation.to_owned(),
        (Hint::Solved, _) => t!(HintSolved).to_owned(),
        (Hint::Stuck, _) => t!(HintStuck).to_owned(),
        _ => t!(HintNoSingleSolution).to_owned(),
    }
}

/// "Look at row 3.", for each kind of unit.
fn look_at(unit: Unit) -> String {
    match unit {
        Unit::Row(i) => t!(HintLookAtRow, number = i + 1),
        Unit::Column(i) => t!(HintLookAtColumn, number = i + 1),
        Unit::Box(i) => t!(HintLookAtBox, number = i + 1),
        Unit::Region(i) => t!(HintLookAtRegion, number = i + 1),
        Unit::Diagonal => t!(HintLookAtDiagonal).to_owned(),
        Unit::AntiDiagonal => t!(HintLookAtAntiDiagonal).to_owned(),
    }
}

/// What the grid highlights for `hint` at stage `reveal` (`unit_cells`: a unit's cells).
fn marks(hint: &Hint, reveal: Reveal, unit_cells: &dyn Fn(Unit) -> Vec<Cell>) -> HintMarks {
    let mut marks = HintMarks::default();
    match (hint, reveal) {
        (Hint::Step(step), reveal) => {
            let units: &[Unit] = if reveal == Reveal::Nudge {
                step.units().get(..1).unwrap_or_default()
            } else {
                step.units()
            };
            marks.area = units.iter().flat_map(|&u| unit_cells(u)).collect();
            if reveal == Reveal::Proof {
                marks.proof = step.pattern().iter().map(|(c, _)| c.cell).collect();
                marks.target = step
                    .placements()
                    .iter()
                    .chain(step.eliminations())
                    .map(|c| c.cell)
                    .collect();
            }
        }
        (Hint::Mistake(cell), Reveal::Proof)
        | (Hint::MissingNote { cell, .. }, Reveal::Technique | Reveal::Proof) => {
            marks.target.push(*cell);
        }
        _ => {}
    }
    marks
}

#[cfg(test)]
mod tests;
