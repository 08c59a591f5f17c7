//! Practice on a technique's page: "New position" makes a position in the browser (the
//! practice chunk, `crate::engine::drill`, from the base positions fetched once from the
//! server), the player marks the candidates to remove or the
//! digit to place, "Check" compares with the step (`crate::learn::check`), and "Show proof"
//! gives the step's sentence and marks its pattern. Each position counts once as a try (on
//! its first check, or the proof asked for first) and once as a success (right before the
//! proof), in the player's data (`crate::player::practice`).

use leptos::prelude::*;
use sudoku_core::logic::{Candidate, Shade};
use sudoku_core::{Digit, Technique};

use crate::learn::{candidate_name, check, Answer, Drill, Task, Verdict};
use crate::player::{self, practice::PracticeProgress};

/// Where a position stands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Round {
    /// Its try is counted.
    counted: bool,
    /// Answered right (its success is counted if the proof was not shown first).
    solved: bool,
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
                verdict.set(Some(
                    "The practice positions could not be loaded. Check your connection and try again."
                        .to_owned(),
                ));
                return;
            };
            corpus.set_value(Some(text.clone()));
            let start = crate::browser::precise_now();
            let position = crate::engine::drill(text, technique, seed).await;
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
                None => verdict.set(Some(format!(
                    "No position of the {technique} could be made. Try again."
                ))),
            }
        });
    };

    // Counts the position in the player's data: its try once, its success once.
    let count = move |right: bool| {
        let before = round.get_untracked();
        let first = !before.counted;
        let success = right && !before.solved && !before.proof;
        round.update(|r| {
            r.counted = true;
            r.solved |= right;
        });
        if !first && !success {
            return;
        }
        match player::local().and_then(|mut p| {
            p.count_practice(technique, first, success)?;
            Ok(p.practice_progress())
        }) {
            Ok(kept) => progress.set(Some(kept)),
            Err(error) => problem.set(Some(error.to_string())),
        }
    };

    let on_check = move |_| {
        let Some(d) = drill.get_untracked() else {
            return;
        };
        let result = answer.with_untracked(|a| check(&d.practice.step, a));
        if result != Verdict::Empty {
            count(result == Verdict::Right);
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
            .map(|p| format!("Your practice: {}.", p.tally(technique).sentence()))
    };
    let task_text = move || {
        drill.with(|d| {
            d.as_ref().map(|d| match Task::of(&d.practice.step) {
                Task::Eliminate => {
                    format!("Find the {technique} and click each candidate it removes, then Check.")
                }
                Task::Place => {
                    format!("Find the {technique} and click the candidate it places, then Check.")
                }
            })
        })
    };
    let proof = move || {
        round.get().proof.then(|| {
            drill.with(|d| {
                d.as_ref().map(|d| {
                    view! { <p class="proof"><strong>"Proof: "</strong>{d.sentence.clone()}</p> }
                })
            })
        })
    };
    let has_drill = move || drill.with(Option::is_some);

    view! {
        <section class="practise" aria-labelledby="practise-heading" data-made=move || made.get().to_string() data-made-ms=move || made_ms.get()>
            <h2 id="practise-heading">"Practise"</h2>
            <p class="tally">{tally}</p>
            {move || problem.get().map(|p| view! { <p class="notice" role="alert">{p}</p> })}
            <p>{task_text}</p>
            {move || drill.get().map(|d| view! { <Board drill=d answer round/> })}
            <p class="practise-verdict" role="status" aria-live="polite">{move || verdict.get()}</p>
            {proof}
            <div class="practise-actions">
                <button type="button" class="button primary" on:click=new_position disabled=move || busy.get()>
                    {move || if busy.get() { "Making a position…" } else { "New position" }}
                </button>
                <button type="button" class="button" on:click=on_check disabled=move || !has_drill() || round.get().proof>
                    "Check"
                </button>
                <button type="button" class="button" on:click=on_proof disabled=move || !has_drill() || round.get().proof>
                    "Show proof"
                </button>
            </div>
        </section>
    }
}

/// The base positions from the server (`crate::learn::POSITIONS`); `None` if they could not be
/// had (offline, or a server that failed).
async fn fetch_corpus() -> Option<String> {
    #[cfg(feature = "hydrate")]
    {
        match crate::browser::fetch_text("GET", crate::learn::POSITIONS, None).await {
            Some((200, text)) => Some(text),
            _ => None,
        }
    }
    #[cfg(not(feature = "hydrate"))]
    {
        None
    }
}

/// The position: digits, and each empty cell's candidates as buttons the player marks.
#[component]
fn Board(drill: Drill, answer: RwSignal<Answer>, round: RwSignal<Round>) -> impl IntoView {
    let practice = drill.practice;
    let step = practice.step.clone();
    let task = Task::of(&step);
    let cells = practice
        .board
        .geometry()
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
            if let Some(digit) = practice.board.get(cell) {
                let class = if practice.puzzle.get(cell).is_some() {
                    "given"
                } else {
                    "entry"
                };
                return view! {
                    <div class=edges><span class=class>{digit.to_char().to_string()}</span></div>
                }
                .into_any();
            }
            let candidates = practice.candidates[i];
            let in_pattern = step.pattern().iter().any(|(c, _)| c.cell == cell);
            let slots = Digit::all(9)
                .map(|digit| {
                    if !candidates.contains(digit) {
                        return view! { <span class="slot"></span> }.into_any();
                    }
                    let candidate = Candidate { cell, digit };
                    let shade = step
                        .pattern()
                        .iter()
                        .find(|(c, _)| *c == candidate)
                        .map(|(_, s)| *s);
                    let removes = step.eliminations().contains(&candidate);
                    let places = step.placements().contains(&candidate);
                    let class = move || {
                        let marked = answer.with(|a| {
                            a.removed.contains(&candidate) || a.placed == Some(candidate)
                        });
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
                            if (removes || places) && !marked {
                                class.push_str(" missed");
                            }
                        }
                        class
                    };
                    let pressed = move || {
                        answer
                            .with(|a| a.removed.contains(&candidate) || a.placed == Some(candidate))
                            .to_string()
                    };
                    view! {
                        <button
                            type="button"
                            class=class
                            aria-pressed=pressed
                            aria-label=candidate_name(candidate)
                            disabled=move || round.get().proof
                            on:click=move |_| answer.update(|a| a.toggle(task, candidate))
                        >
                            {digit.to_char().to_string()}
                        </button>
                    }
                    .into_any()
                })
                .collect_view();
            let class = move || {
                if in_pattern && round.get().proof {
                    format!("{edges} pattern-cell")
                } else {
                    edges.clone()
                }
            };
            view! { <div class=class>{slots}</div> }.into_any()
        })
        .collect_view();
    view! { <div class="practise-grid" role="group" aria-label="Practice position">{cells}</div> }
}
