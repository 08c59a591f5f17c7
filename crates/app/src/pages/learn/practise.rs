//! Practice on a technique's page: "New position" makes a position in the browser (the
//! practice chunk, `crate::engine::drill`, from the base positions fetched once from the
//! server), the player marks the candidates to remove or the
//! digit to place, "Check" compares with every instance of the technique the position holds,
//! not only the ladder's step (`crate::learn::check_drill`), and "Show proof" gives the step's
//! sentence and marks its pattern. Each position counts
//! once as a try (on its first check, or the proof asked for first) and as a success only if
//! that first check was right, as a trainer counts first answers, in the player's data
//! (`crate::player::practice`).

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use sudoku_core::logic::{Candidate, Shade};
use sudoku_core::{Cell, Digit, DigitSet, Technique};

use crate::game::Direction;
use crate::learn::{candidate_name, cell_name, check_drill, Answer, Drill, Task, Verdict};
use crate::player::{self, practice::PracticeProgress};
use crate::words::technique_name;

/// Where a position stands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Round {
    /// Its try is counted (checked, or the proof shown, once).
    counted: bool,
    /// The proof is shown.
    proof: bool,
}

/// The practice panel of `technique`'s page.
#[component]
pub fn Practise(
    technique: Technique,
    progress: RwSignal<Option<PracticeProgress>>,
) -> impl IntoView {
    let drill = RwSignal::new(None::<Drill>);
    let answer = RwSignal::new(Answer::default());
    let round = RwSignal::new(Round::default());
    let verdict = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    // How many positions were made, and how long the last took (the benchmark reads both).
    let made = RwSignal::new(0_u32);
    let made_ms = RwSignal::new(None::<String>);
    let problem = RwSignal::new(None::<String>);

    // The base positions, fetched from the server on the first "New position".
    let corpus = StoredValue::new(None::<String>);
    let new_position = move |_| {
        busy.set(true);
        // Event handlers run only in the browser; the server's build has no random source.
        #[cfg(feature = "hydrate")]
        let seed = crate::browser::random_u64();
        #[cfg(not(feature = "hydrate"))]
        let seed = 0;
        leptos::task::spawn_local(async move {
            let text = match corpus.get_value() {
                Some(text) => Some(text),
                None => fetch_corpus().await,
            };
            let Some(text) = text else {
                busy.set(false);
                verdict.set(Some(t!(PractiseCorpusFailed).to_owned()));
                return;
            };
            corpus.set_value(Some(text.clone()));
            let start = crate::browser::precise_now();
            let Ok(position) = crate::engine::drill(text, technique, seed).await else {
                busy.set(false);
                verdict.set(Some(t!(PractiseCodeFailed).to_owned()));
                return;
            };
            made_ms.set(Some(format!(
                "{:.2}",
                crate::browser::precise_now() - start
            )));
            made.update(|n| *n += 1);
            busy.set(false);
            answer.set(Answer::default());
            round.set(Round::default());
            match position {
                Some(d) => {
                    verdict.set(None);
                    drill.set(Some(d));
                }
                None => verdict.set(Some(t!(
                    PractiseNone,
                    technique = technique_name(technique)
                ))),
            }
        });
    };

    // Counts the position in the player's data: its try once, at its first check or proof, and
    // a success if that first check was right.
    let count = move |right: bool| {
        if round.get_untracked().counted {
            return;
        }
        round.update(|r| r.counted = true);
        match player::local().and_then(|mut p| {
            p.count_practice(technique, right)?;
            Ok(p.practice_progress())
        }) {
            Ok(kept) => progress.set(Some(kept)),
            Err(error) => problem.set(Some(error.message())),
        }
    };

    let on_check = move |_| {
        let Some(d) = drill.get_untracked() else {
            return;
        };
        let result = answer.with_untracked(|a| check_drill(&d.instances, a));
        if result != Verdict::Empty {
            count(result.is_right());
        }
        verdict.set(Some(result.sentence(technique)));
    };

    let on_proof = move |_| {
        if !round.get_untracked().counted {
            count(false);
        }
        round.update(|r| r.proof = true);
    };

    let tally = move || {
        progress
            .get()
            .map(|p| t!(PractiseTally, tally = p.tally(technique).sentence()))
    };
    let task_text = move || {
        drill.with(|d| {
            d.as_ref().map(|d| {
                let technique = technique_name(technique);
                match Task::of(&d.practice.step) {
                    Task::Eliminate => t!(PractiseTaskEliminate, technique = technique),
                    Task::Place => t!(PractiseTaskPlace, technique = technique),
                }
            })
        })
    };
    let proof = move || {
        round.get().proof.then(|| {
            drill.with(|d| {
                d.as_ref().map(|d| {
                    view! { <p class="proof"><strong>{format!("{} ", t!(PractiseProof))}</strong>{d.sentence.clone()}</p> }
                })
            })
        })
    };
    let has_drill = move || drill.with(Option::is_some);

    view! {
        <section class="practise" aria-labelledby="practise-heading" data-made=move || made.get().to_string() data-made-ms=move || made_ms.get()>
            <h2 id="practise-heading">{t!(PractiseHeading)}</h2>
            <p class="tally">{tally}</p>
            {move || problem.get().map(|p| view! { <p class="notice" role="alert">{p}</p> })}
            <p>{task_text}</p>
            {move || drill.get().map(|d| view! { <Board drill=d answer round/> })}
            <p class="practise-verdict" role="status" aria-live="polite">{move || verdict.get()}</p>
            {proof}
            <div class="practise-actions">
                <button type="button" class="button primary" on:click=new_position disabled=move || busy.get()>
                    {move || if busy.get() { t!(PractiseMaking) } else { t!(PractiseNew) }}
                </button>
                <button type="button" class="button" on:click=on_check disabled=move || !has_drill() || round.get().proof>
                    {t!(PractiseCheck)}
                </button>
                <button type="button" class="button" on:click=on_proof disabled=move || !has_drill() || round.get().proof>
                    {t!(PractiseShowProof)}
                </button>
            </div>
        </section>
    }
}

/// The base positions from the server (`site::api::POSITIONS`); `None` if they could not be
/// had (offline, or a server that failed).
async fn fetch_corpus() -> Option<String> {
    #[cfg(feature = "hydrate")]
    {
        match crate::browser::fetch_text("GET", site::api::POSITIONS, None).await {
            Some((200, text)) => Some(text),
            _ => None,
        }
    }
    #[cfg(not(feature = "hydrate"))]
    {
        None
    }
}

/// The position, and the pad the player marks candidates on. A cell is selected by a tap or
/// click (or by the arrow keys once the grid has focus: one tab stop, the selected cell); the
/// pad below shows that cell's candidates as keys as large as the game's keypad, and a key (or
/// typing the digit) strikes the candidate out or chooses it. A cell's own candidates are too
/// small to tap on a phone (about 12 px at 360 px wide), so they only show the marks.
#[component]
fn Board(drill: Drill, answer: RwSignal<Answer>, round: RwSignal<Round>) -> impl IntoView {
    let Drill {
        practice,
        looks,
        places,
        overlay,
        ..
    } = drill;
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
        if !round.get_untracked().proof {
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
            let (right, bottom, total) = looks.get(i).copied().unwrap_or_default();
            let edges = format!(
                "pcell{}{}{}",
                if right { " right" } else { "" },
                if bottom { " bottom" } else { "" },
                if total { " has-sum" } else { "" }
            );
            let place = places.get(i).cloned().unwrap_or_default();
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
                            if round.get().proof {
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
                if in_pattern && round.get().proof {
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
                    aria-label=move || answer.with(|a| a.cell_label(cell, &place, digit, cands))
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
                        || t!(PractiseNotCandidate, digit = digit.to_char().to_string()),
                        candidate_name,
                    )
                    aria-pressed=move || candidate().map(|_| marked().to_string())
                    disabled=move || candidate().is_none() || round.get().proof
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
        None => t!(PractisePadSelect).to_owned(),
        Some(cell) if board.get(cell).is_some() => t!(PractisePadFilled, cell = cell_name(cell)),
        Some(cell) => match task {
            Task::Eliminate => t!(PractisePadStrike, cell = cell_name(cell)),
            Task::Place => t!(PractisePadChoose, cell = cell_name(cell)),
        },
    };
    view! {
        <div class="practise-board">
            <div class="practise-frame">
                <div class="practise-grid" role="group" aria-label=t!(PractiseGridLabel) on:keydown=on_keydown>
                    {cells}
                </div>
                {(!overlay.is_empty()).then(|| view! {
                    <div class="rules-overlay" aria-hidden="true" inner_html=overlay></div>
                })}
            </div>
            <div class="practise-pad">
                <p class="pad-caption">{pad_caption}</p>
                <div class="cand-pad" role="group" aria-label=t!(PractisePadLabel)>
                    {keys}
                </div>
            </div>
        </div>
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
