//! A practice position and its pad, on a technique's page (`pages/learn/practise.rs`): made
//! only in the browser, through `engine::practise_board` (a lazy chunk in the split build, with
//! the practice position maker), so the page's first load carries none of it.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use sudoku_core::logic::{Candidate, Shade};
use sudoku_core::{Cell, Digit, DigitSet};

use crate::game::Direction;
use crate::learn::{candidate_name, cell_name, Answer, Drill, Task};

/// The position, and the pad the player marks candidates on. A cell is selected by a tap or
/// click (or by the arrow keys once the grid has focus: one tab stop, the selected cell); the
/// pad below shows that cell's candidates as keys as large as the game's keypad, and a key (or
/// typing the digit) strikes the candidate out or chooses it. A cell's own candidates are too
/// small to tap on a phone (about 12 px at 360 px wide), so they only show the marks.
pub fn practise_board(drill: Drill, answer: RwSignal<Answer>, proof: Signal<bool>) -> AnyView {
    let practice = drill.practice;
    let step = practice.step.clone();
    let task = Task::of(&step);
    let board = practice.board.clone();
    let geometry = board.geometry();
    let candidates = StoredValue::new(practice.candidates.clone());
    let candidates_of = move |cell: Cell| {
        candidates.with_value(|c| c.get(cell.index()).copied().unwrap_or(DigitSet::EMPTY))
    };
    let selected = RwSignal::new(None::<Cell>);
    // The grid's one tab stop: the selected cell, else the first empty one.
    let first_empty = geometry.cells().find(|&c| board.get(c).is_none());
    let tab_stop = move || selected.get().or(first_empty);
    let buttons = StoredValue::new(
        geometry
            .cells()
            .map(|_| NodeRef::<leptos::html::Button>::new())
            .collect::<Vec<_>>(),
    );
    let toggle = move |candidate: Candidate| {
        if !proof.get_untracked() {
            answer.update(|a| a.toggle(task, candidate));
        }
    };
    let on_keydown = move |ev: KeyboardEvent| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let Some(current) = selected.get_untracked().or(first_empty) else {
            return;
        };
        let key = ev.key();
        if let Some(direction) = Direction::of_key(&key) {
            if let Some(next) = direction.step(geometry, current) {
                selected.set(Some(next));
                buttons.with_value(|b| {
                    if let Some(button) = b[next.index()].get_untracked() {
                        let _ = button.focus();
                    }
                });
            }
        } else if let Some(digit) = single_char(&key).and_then(Digit::from_char) {
            if candidates_of(current).contains(digit) {
                toggle(Candidate {
                    cell: current,
                    digit,
                });
            }
        } else {
            return;
        }
        ev.prevent_default();
    };

    let cells = geometry
        .cells()
        .map(|cell| {
            let i = cell.index();
            let edges = format!(
                "pcell{}{}",
                if i % 9 % 3 == 2 && i % 9 != 8 {
                    " right"
                } else {
                    ""
                },
                if i / 9 % 3 == 2 && i / 9 != 8 {
                    " bottom"
                } else {
                    ""
                }
            );
            let digit = board.get(cell);
            let cands = candidates_of(cell);
            let content = match digit {
                Some(digit) => {
                    let class = if practice.puzzle.get(cell).is_some() {
                        "given"
                    } else {
                        "entry"
                    };
                    view! { <span class=class>{digit.to_char().to_string()}</span> }.into_any()
                }
                None => Digit::all(9)
                    .map(|digit| {
                        if !cands.contains(digit) {
                            return view! { <span class="slot"></span> }.into_any();
                        }
                        let candidate = Candidate { cell, digit };
                        let shade = step
                            .pattern()
                            .iter()
                            .find(|(c, _)| *c == candidate)
                            .map(|(_, s)| *s);
                        let answered = step.eliminations().contains(&candidate)
                            || step.placements().contains(&candidate);
                        let class = move || {
                            let marked = answer.with(|a| a.is_marked(candidate));
                            let mut class = String::from("cand");
                            if marked {
                                class.push_str(match task {
                                    Task::Eliminate => " struck",
                                    Task::Place => " chosen",
                                });
                            }
                            if proof.get() {
                                class.push_str(match shade {
                                    Some(Shade::Secondary) => " pattern-alt",
                                    Some(_) => " pattern",
                                    None => "",
                                });
                                if answered && !marked {
                                    class.push_str(" missed");
                                }
                            }
                            class
                        };
                        view! { <span class=class>{digit.to_char().to_string()}</span> }.into_any()
                    })
                    .collect_view()
                    .into_any(),
            };
            let in_pattern = step.pattern().iter().any(|(c, _)| c.cell == cell);
            let class = move || {
                let mut class = edges.clone();
                if in_pattern && proof.get() {
                    class.push_str(" pattern-cell");
                }
                if selected.get() == Some(cell) {
                    class.push_str(" selected");
                }
                class
            };
            let node_ref = buttons.with_value(|b| b[i]);
            view! {
                <button
                    type="button"
                    class=class
                    node_ref=node_ref
                    tabindex=move || if tab_stop() == Some(cell) { "0" } else { "-1" }
                    aria-label=move || answer.with(|a| a.cell_label(cell, digit, cands))
                    aria-pressed=move || (selected.get() == Some(cell)).to_string()
                    on:click=move |_| selected.set(Some(cell))
                    on:focus=move |_| selected.set(Some(cell))
                >
                    {content}
                </button>
            }
        })
        .collect_view();

    let keys = Digit::all(9)
        .map(|digit| {
            // The selected cell's candidate of this digit, if it has one.
            let candidate = move || {
                selected
                    .get()
                    .filter(|&cell| candidates_of(cell).contains(digit))
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
                        || format!("{}, not a candidate of this cell", digit.to_char()),
                        candidate_name,
                    )
                    aria-pressed=move || candidate().map(|_| marked().to_string())
                    disabled=move || candidate().is_none() || proof.get()
                    on:click=move |_| {
                        if let Some(c) = candidate() {
                            toggle(c);
                        }
                    }
                >
                    {digit.to_char().to_string()}
                </button>
            }
        })
        .collect_view();
    let pad_caption = move || match selected.get() {
        None => "Select a cell to mark its candidates.".to_owned(),
        Some(cell) if board.get(cell).is_some() => {
            format!("{} holds a digit: select an empty cell.", cell_name(cell))
        }
        Some(cell) => format!(
            "{}: pick a candidate to {}.",
            cell_name(cell),
            match task {
                Task::Eliminate => "strike it out (again to take it back)",
                Task::Place => "choose it as the digit to place",
            }
        ),
    };
    view! {
        <div class="practise-board">
            <div class="practise-grid" role="group" aria-label="Practice position" on:keydown=on_keydown>
                {cells}
            </div>
            <div class="practise-pad">
                <p class="pad-caption">{pad_caption}</p>
                <div class="cand-pad" role="group" aria-label="Candidates of the selected cell">
                    {keys}
                </div>
            </div>
        </div>
    }
    .into_any()
}

/// The one character of a key's name ("4"), if it is one.
fn single_char(key: &str) -> Option<char> {
    let mut chars = key.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}
