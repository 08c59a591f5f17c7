//! Practice on a technique's page: "New position" makes a position in the browser (the
//! practice chunk, `crate::engine::drill`, from the base positions fetched once from the
//! server), the player marks the candidates to remove or the digit to place on its grid and
//! pad (`components::practise_board`, made by `crate::engine::practise_board`, lazy too), "Check" compares with the step (`crate::learn::check`), and "Show proof"
//! gives the step's sentence and marks its pattern. Each position counts once as a try (on
//! its first check, or the proof asked for first) and once as a success (right before the
//! proof), in the player's data (`crate::player::practice`).

use leptos::prelude::*;
use sudoku_core::Technique;

use crate::learn::{check, Answer, Drill, Task, Verdict};
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

    // The position's grid and pad: a view made in the browser's practice chunk and handed over
    // through a local signal (made only in the browser, as the game's review is: see
    // `components::play`), so the page's main module carries none of it.
    let board = cfg!(feature = "hydrate").then(|| RwSignal::new_local(None::<AnyView>));
    let proof = Signal::derive(move || round.get().proof);
    // The board's signals belong to this panel, though it is made in a task.
    let owner = Owner::current();

    // The base positions, fetched from the server on the first "New position".
    let corpus = StoredValue::new(None::<String>);
    let new_position = move |_| {
        busy.set(true);
        // Event handlers run only in the browser; the server's build has no random source.
        #[cfg(feature = "hydrate")]
        let seed = crate::browser::random_u64();
        #[cfg(not(feature = "hydrate"))]
        let seed = 0;
        let task = async move {
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
            answer.set(Answer::default());
            round.set(Round::default());
            match position {
                Some(d) => {
                    let view = crate::engine::practise_board(d.clone(), answer, proof).await;
                    if let Some(board) = board {
                        board.set(Some(view));
                    }
                    verdict.set(None);
                    drill.set(Some(d));
                }
                None => verdict.set(Some(format!(
                    "No position of the {technique} could be made. Try again."
                ))),
            }
            made.update(|n| *n += 1);
            busy.set(false);
        };
        match &owner {
            Some(owner) => owner.with(|| leptos::task::spawn_local_scoped(task)),
            None => leptos::task::spawn_local(task),
        }
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
                Task::Eliminate => format!(
                    "Find the {technique}: select each cell it removes a candidate from and \
                     strike that candidate out on the pad, then Check."
                ),
                Task::Place => format!(
                    "Find the {technique}: select the cell it fills and choose the digit on the \
                     pad, then Check."
                ),
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
            // The board, once made: taken from its signal when shown.
            {move || {
                let board = board?;
                board.track();
                board.try_update_untracked(Option::take).flatten()
            }}
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
