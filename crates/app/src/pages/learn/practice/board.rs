//! The position, and the pad the player marks candidates on. A cell is selected by a tap or
//! click (or by the arrow keys once the grid has focus: one tab stop, the selected cell); the
//! pad below shows that cell's candidates as keys as large as the game's keypad, and a key (or
//! typing the digit) strikes the candidate out or chooses it. A cell's own candidates are too
//! small to tap on a phone (about 12 px at 360 px wide), so they only show the marks.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use sudoku_core::{Candidate, Step};
use sudoku_core::{Cell, Digit, DigitSet, Grid};

use crate::game::Direction;
use crate::learn::{self, candidate_name, cell_name, Answer, Drill, Look, Round, Task};

#[component]
pub(super) fn Board(
    drill: Drill,
    answer: RwSignal<Answer>,
    round: RwSignal<Round>,
) -> impl IntoView {
    let Drill {
        practice,
        looks,
        places,
        overlay,
        ..
    } = drill;
    let board = practice.board.clone();
    let geometry = board.geometry();
    let marking = Marking {
        task: Task::of(&practice.step),
        step: StoredValue::new(practice.step.clone()),
        candidates: StoredValue::new(practice.candidates.clone()),
        answer,
        round,
        selected: RwSignal::new(None),
        // The grid's one tab stop: the selected cell, else the first empty one.
        first_empty: geometry.cells().find(|&c| board.get(c).is_none()),
        buttons: StoredValue::new(
            geometry
                .cells()
                .map(|_| NodeRef::<leptos::html::Button>::new())
                .collect(),
        ),
    };
    let cells = geometry
        .cells()
        .map(|cell| {
            let i = cell.index();
            let given = practice.puzzle.get(cell).is_some();
            let shown = CellShown {
                edges: learn::edges(looks.get(i).copied().unwrap_or_default()),
                place: places.get(i).cloned().unwrap_or_default(),
                digit: board.get(cell).map(|digit| (digit, given)),
            };
            marking.cell(cell, shown)
        })
        .collect_view();
    let keys = Digit::all(9).map(|digit| marking.key(digit)).collect_view();
    view! {
        <div class="practise-board">
            <div class="practise-frame">
                <div class="practise-grid" role="group" aria-label=t!(PractiseGridLabel) on:keydown=move |ev| marking.keydown(geometry, ev)>
                    {cells}
                </div>
                {(!overlay.is_empty()).then(|| view! {
                    <div class="rules-overlay" aria-hidden="true" inner_html=overlay></div>
                })}
            </div>
            <div class="practise-pad">
                <p class="pad-caption">{move || marking.pad_caption(&board)}</p>
                <div class="cand-pad" role="group" aria-label=t!(PractisePadLabel)>
                    {keys}
                </div>
            </div>
        </div>
    }
}

/// What a cell shows besides its candidates: its edges, its place in the rules as its name
/// says it, and its digit (with whether it is a given).
struct CellShown {
    edges: String,
    place: String,
    digit: Option<(Digit, bool)>,
}

/// The player's marking of the position: the selected cell, the answer, and what the step
/// asks.
#[derive(Clone, Copy)]
struct Marking {
    task: Task,
    step: StoredValue<Step>,
    candidates: StoredValue<Vec<DigitSet>>,
    answer: RwSignal<Answer>,
    round: RwSignal<Round>,
    selected: RwSignal<Option<Cell>>,
    first_empty: Option<Cell>,
    buttons: StoredValue<Vec<NodeRef<leptos::html::Button>>>,
}

impl Marking {
    fn candidates_of(self, cell: Cell) -> DigitSet {
        self.candidates
            .with_value(|c| c.get(cell.index()).copied().unwrap_or(DigitSet::EMPTY))
    }

    /// Marks `candidate` for the task, unless the proof is shown.
    fn toggle(self, candidate: Candidate) {
        if !self.round.get_untracked().proof {
            self.answer.update(|a| a.toggle(self.task, candidate));
        }
    }

    /// The arrow keys move the selection; a digit marks the selected cell's candidate.
    fn keydown(self, geometry: sudoku_core::Geometry, ev: KeyboardEvent) {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let Some(current) = self.selected.get_untracked().or(self.first_empty) else {
            return;
        };
        let key = ev.key();
        if let Some(direction) = Direction::of_key(&key) {
            if let Some(next) = direction.step(geometry, current) {
                self.selected.set(Some(next));
                self.buttons.with_value(|b| {
                    if let Some(button) = b[next.index()].get_untracked() {
                        let _ = button.focus();
                    }
                });
            }
        } else if let Some(digit) = single_char(&key).and_then(Digit::from_char) {
            if self.candidates_of(current).contains(digit) {
                self.toggle(Candidate {
                    cell: current,
                    digit,
                });
            }
        } else {
            return;
        }
        ev.prevent_default();
    }

    /// `cell`'s button: its digit, or its candidates with their marks.
    fn cell(self, cell: Cell, shown: CellShown) -> impl IntoView {
        let CellShown {
            edges,
            place,
            digit,
        } = shown;
        let cands = self.candidates_of(cell);
        let content = match digit {
            Some((digit, given)) => {
                let class = if given { "given" } else { "entry" };
                view! { <span class=class>{digit.to_char().to_string()}</span> }.into_any()
            }
            None => Digit::all(9)
                .map(|digit| self.candidate(cell, digit, cands.contains(digit)))
                .collect_view()
                .into_any(),
        };
        let in_pattern = self.step.with_value(|step| learn::in_pattern(step, cell));
        let Marking {
            answer,
            round,
            selected,
            first_empty,
            ..
        } = self;
        let class = move || {
            learn::cell_class(
                &edges,
                in_pattern,
                round.get().proof,
                selected.get() == Some(cell),
            )
        };
        let digit = digit.map(|(digit, _)| digit);
        let node_ref = self.buttons.with_value(|b| b[cell.index()]);
        view! {
            <button
                type="button"
                class=class
                node_ref=node_ref
                tabindex=move || if selected.get().or(first_empty) == Some(cell) { "0" } else { "-1" }
                aria-label=move || answer.with(|a| a.cell_label(cell, &place, digit, cands))
                aria-pressed=move || (selected.get() == Some(cell)).to_string()
                on:click=move |_| selected.set(Some(cell))
                on:focus=move |_| selected.set(Some(cell))
            >
                {content}
            </button>
        }
    }

    /// One candidate's place in a cell: the digit if it is a candidate, with its marks.
    fn candidate(self, cell: Cell, digit: Digit, present: bool) -> AnyView {
        if !present {
            return view! { <span class="slot"></span> }.into_any();
        }
        let candidate = Candidate { cell, digit };
        let look = self.step.with_value(|step| Look::of(step, candidate));
        let Marking {
            task,
            answer,
            round,
            ..
        } = self;
        let class = move || {
            let marked = answer.with(|a| a.is_marked(candidate));
            look.candidate_class(task, marked, round.get().proof)
        };
        view! { <span class=class>{digit.to_char().to_string()}</span> }.into_any()
    }

    /// The pad's key of `digit`: marks the selected cell's candidate of it.
    fn key(self, digit: Digit) -> impl IntoView {
        let Marking {
            task,
            answer,
            round,
            selected,
            ..
        } = self;
        // The selected cell's candidate of this digit, if it has one.
        let candidate = move || {
            selected
                .get()
                .filter(|&cell| self.candidates_of(cell).contains(digit))
                .map(|cell| Candidate { cell, digit })
        };
        let marked = move || candidate().is_some_and(|c| answer.with(|a| a.is_marked(c)));
        view! {
            <button
                type="button"
                class="key"
                class:struck=move || marked() && task == Task::Eliminate
                class:chosen=move || marked() && task == Task::Place
                aria-label=move || candidate().map_or_else(
                    || t!(PractiseNotCandidate, digit = digit.to_char().to_string()),
                    candidate_name,
                )
                aria-pressed=move || candidate().map(|_| marked().to_string())
                disabled=move || candidate().is_none() || round.get().proof
                on:click=move |_| {
                    if let Some(c) = candidate() {
                        self.toggle(c);
                    }
                }
            >
                {digit.to_char().to_string()}
            </button>
        }
    }

    /// What the pad says: select a cell, the cell is filled, or what to do with its
    /// candidates.
    fn pad_caption(self, board: &Grid) -> String {
        match self.selected.get() {
            None => t!(PractisePadSelect).to_owned(),
            Some(cell) if board.get(cell).is_some() => {
                t!(PractisePadFilled, cell = cell_name(cell))
            }
            Some(cell) => match self.task {
                Task::Eliminate => t!(PractisePadStrike, cell = cell_name(cell)),
                Task::Place => t!(PractisePadChoose, cell = cell_name(cell)),
            },
        }
    }
}

/// The one character of a key's name ("4"), if it is one.
fn single_char(key: &str) -> Option<char> {
    let mut chars = key.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}
