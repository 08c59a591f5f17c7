//! Practice on a technique's page: "New position" makes a position in the browser (the
//! practice chunk, `crate::engine::drill`, from the base positions fetched once from the
//! server), the player marks the candidates to remove or the
//! digit to place, "Check" compares with every instance of the technique the position holds,
//! not only the ladder's step (`crate::learn::check_drill`), and "Show proof" gives the step's
//! sentence and marks its pattern. Each position counts
//! once as a try (on its first check, or the proof asked for first) and as a success only if
//! that first check was right, as a trainer counts first answers, in the player's data
//! (`crate::player::practice`).

mod board;

use leptos::prelude::*;
use sudoku_core::Technique;

use crate::learn::{check_drill, Answer, Drill, Round, Task, Verdict};
use crate::player::{self, practice::PracticeProgress};
use crate::words::technique_name;
use board::Board;

/// The practice panel of `technique`'s page.
#[component]
pub fn PracticePanel(
    technique: Technique,
    progress: RwSignal<Option<PracticeProgress>>,
) -> impl IntoView {
    let trainer = Trainer::new(technique, progress);
    let Trainer {
        drill,
        answer,
        round,
        verdict,
        busy,
        made,
        made_ms,
        problem,
        ..
    } = trainer;
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
    let closed = move || drill.with(Option::is_none) || round.get().proof;

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
                <button type="button" class="button primary" on:click=move |_| trainer.new_position() disabled=move || busy.get()>
                    {move || if busy.get() { t!(PractiseMaking) } else { t!(PractiseNew) }}
                </button>
                <button type="button" class="button" on:click=move |_| trainer.check() disabled=closed>
                    {t!(PractiseCheck)}
                </button>
                <button type="button" class="button" on:click=move |_| trainer.show_proof() disabled=closed>
                    {t!(PractiseShowProof)}
                </button>
            </div>
        </section>
    }
}

/// The practice panel's state: the position, the player's answer and where it stands.
#[derive(Clone, Copy)]
struct Trainer {
    technique: Technique,
    progress: RwSignal<Option<PracticeProgress>>,
    drill: RwSignal<Option<Drill>>,
    answer: RwSignal<Answer>,
    round: RwSignal<Round>,
    verdict: RwSignal<Option<String>>,
    busy: RwSignal<bool>,
    /// How many positions were made, and how long the last took (the benchmark reads both).
    made: RwSignal<u32>,
    made_ms: RwSignal<Option<String>>,
    problem: RwSignal<Option<String>>,
    /// The base positions, fetched from the server on the first "New position".
    corpus: StoredValue<Option<String>>,
}

impl Trainer {
    fn new(technique: Technique, progress: RwSignal<Option<PracticeProgress>>) -> Self {
        Trainer {
            technique,
            progress,
            drill: RwSignal::new(None),
            answer: RwSignal::new(Answer::default()),
            round: RwSignal::new(Round::default()),
            verdict: RwSignal::new(None),
            busy: RwSignal::new(false),
            made: RwSignal::new(0),
            made_ms: RwSignal::new(None),
            problem: RwSignal::new(None),
            corpus: StoredValue::new(None),
        }
    }

    /// Makes a new position (fetching the base positions first, once).
    fn new_position(self) {
        self.busy.set(true);
        // Event handlers run only in the browser; the server's build has no random source.
        #[cfg(feature = "hydrate")]
        let seed = crate::browser::random_u64();
        #[cfg(not(feature = "hydrate"))]
        let seed = 0;
        leptos::task::spawn_local(async move {
            let text = match self.corpus.get_value() {
                Some(text) => Some(text),
                None => fetch_corpus().await,
            };
            let Some(text) = text else {
                self.busy.set(false);
                self.verdict.set(Some(t!(PractiseCorpusFailed).to_owned()));
                return;
            };
            self.corpus.set_value(Some(text.clone()));
            let start = crate::browser::precise_now();
            let Ok(position) = crate::engine::drill(text, self.technique, seed).await else {
                self.busy.set(false);
                self.verdict.set(Some(t!(PractiseCodeFailed).to_owned()));
                return;
            };
            self.made_ms.set(Some(format!(
                "{:.2}",
                crate::browser::precise_now() - start
            )));
            self.made.update(|n| *n += 1);
            self.busy.set(false);
            self.answer.set(Answer::default());
            self.round.set(Round::default());
            match position {
                Some(d) => {
                    self.verdict.set(None);
                    self.drill.set(Some(d));
                }
                None => self.verdict.set(Some(t!(
                    PractiseNone,
                    technique = technique_name(self.technique)
                ))),
            }
        });
    }

    /// Counts the position in the player's data: its try once, at its first check or proof,
    /// and a success if that first check was right.
    fn count(self, right: bool) {
        if self.round.get_untracked().counted {
            return;
        }
        self.round.update(|r| r.counted = true);
        match player::local().and_then(|mut p| {
            p.count_practice(self.technique, right)?;
            Ok(p.practice_progress())
        }) {
            Ok(kept) => self.progress.set(Some(kept)),
            Err(error) => self.problem.set(Some(error.message())),
        }
    }

    /// Checks the answer against every instance of the technique the position holds.
    fn check(self) {
        let Some(d) = self.drill.get_untracked() else {
            return;
        };
        let result = self.answer.with_untracked(|a| check_drill(&d.instances, a));
        if result != Verdict::Empty {
            self.count(result.is_right());
        }
        self.verdict.set(Some(result.sentence(self.technique)));
    }

    /// Shows the proof, which counts as a wrong try if nothing was checked first.
    fn show_proof(self) {
        self.count(false);
        self.round.update(|r| r.proof = true);
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
