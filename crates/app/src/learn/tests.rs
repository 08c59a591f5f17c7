use rand::SeedableRng;
use sudoku_core::practice::{self, practise};

use super::*;

fn position(technique: Technique) -> Step {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(EXAMPLE_SEED);
    practise(technique, &mut rng).expect("a position").step
}

#[test]
fn a_drill_is_the_position_of_its_seed_with_its_sentence() {
    let corpus = practice::positions();
    let drill = Drill::new(corpus, Technique::XWing, EXAMPLE_SEED).expect("a drill");
    assert_eq!(drill.practice.step, position(Technique::XWing));
    assert_eq!(drill.sentence, drill.practice.step.explanation());
    assert_eq!(Drill::new("", Technique::XWing, 1), None);
}

fn removing(candidates: &[Candidate]) -> Answer {
    let mut answer = Answer::default();
    for &c in candidates {
        answer.toggle(Task::Eliminate, c);
    }
    answer
}

/// A candidate that the step does not remove (a pattern candidate of an elimination step
/// is never removed by it).
fn innocent(step: &Step) -> Candidate {
    step.pattern()
        .iter()
        .map(|&(c, _)| c)
        .find(|c| !step.eliminations().contains(c))
        .expect("a pattern candidate")
}

#[test]
fn every_elimination_and_nothing_else_is_right() {
    let step = position(Technique::XWing);
    assert_eq!(Task::of(&step), Task::Eliminate);
    assert_eq!(check(&step, &removing(step.eliminations())), Verdict::Right);
    // Marked in another order, and a mark taken back, it is still right.
    let mut reversed: Vec<Candidate> = step.eliminations().to_vec();
    reversed.reverse();
    let mut answer = removing(&reversed);
    let stray = innocent(&step);
    answer.toggle(Task::Eliminate, stray);
    answer.toggle(Task::Eliminate, stray);
    assert_eq!(check(&step, &answer), Verdict::Right);
}

/// A W-Wing position that holds another W-Wing than the ladder's.
fn drill_with_two_w_wings() -> Drill {
    let corpus = practice::positions();
    (0..200)
        .filter_map(|seed| Drill::new(corpus, Technique::WWing, seed))
        .find(|d| {
            d.instances.len() > 1
                && !d.instances[0]
                    .eliminations()
                    .contains(&innocent(&d.instances[1]))
        })
        .expect("a position with two W-Wings")
}

#[test]
fn any_instance_of_the_technique_is_right() {
    let drill = drill_with_two_w_wings();
    let [ladder, other] = [&drill.instances[0], &drill.instances[1]];
    assert_eq!(
        check_drill(&drill.instances, &removing(ladder.eliminations())),
        Verdict::Right
    );
    let another = check_drill(&drill.instances, &removing(other.eliminations()));
    assert_eq!(another, Verdict::Another);
    assert!(another.is_right());
    assert_eq!(
        another.sentence(Technique::WWing),
        "Right: that is another W-Wing. The proof shows the one the solver found first."
    );
    // Both at once: the second with what the first also removes is still right.
    let both: Vec<Candidate> = ladder
        .eliminations()
        .iter()
        .chain(other.eliminations())
        .copied()
        .collect();
    assert_eq!(
        check_drill(&drill.instances, &removing(&both)),
        Verdict::Another
    );
    // The second W-Wing and a stray mark: told against it, the one the player is working
    // on, not against the ladder's.
    let stray = innocent(other);
    let mut marked = other.eliminations().to_vec();
    marked.push(stray);
    assert_eq!(
        check_drill(&drill.instances, &removing(&marked)),
        Verdict::Eliminations {
            missing: 0,
            extra: vec![stray]
        }
    );
    assert_eq!(
        check_drill(&drill.instances, &Answer::default()),
        Verdict::Empty
    );
}

#[test]
fn missing_eliminations_are_counted_not_named() {
    // The first technique whose example removes several candidates.
    let step = lessons()
        .into_iter()
        .map(position)
        .find(|s| s.eliminations().len() > 1)
        .expect("a step with several eliminations");
    let all = step.eliminations();
    let verdict = check(&step, &removing(&all[..all.len() - 1]));
    assert_eq!(
        verdict,
        Verdict::Eliminations {
            missing: 1,
            extra: vec![]
        }
    );
    let sentence = verdict.sentence(step.technique());
    assert_eq!(sentence, "Not yet: 1 elimination is still to find.");
    assert!(!sentence.contains(&candidate_name(all[all.len() - 1])));
}

#[test]
fn extra_marks_are_named() {
    let step = position(Technique::Swordfish);
    let stray = innocent(&step);
    let mut marks = step.eliminations().to_vec();
    marks.push(stray);
    let verdict = check(&step, &removing(&marks));
    assert_eq!(
        verdict,
        Verdict::Eliminations {
            missing: 0,
            extra: vec![stray]
        }
    );
    let sentence = verdict.sentence(Technique::Swordfish);
    assert!(
        sentence.contains(&format!(
            "{} is not removed by this Swordfish",
            candidate_name(stray)
        )),
        "{sentence}"
    );
    // Only the stray mark: both parts of the sentence.
    let both = check(&step, &removing(&[stray])).sentence(Technique::Swordfish);
    assert!(
        both.contains("not removed") && both.contains("still to find"),
        "{both}"
    );
}

#[test]
fn a_placement_is_right_only_where_the_step_places() {
    let step = position(Technique::HiddenSingle);
    assert_eq!(Task::of(&step), Task::Place);
    let right = step.placements()[0];
    let mut answer = Answer::default();
    assert_eq!(check(&step, &answer), Verdict::Empty);
    answer.toggle(Task::Place, right);
    assert_eq!(check(&step, &answer), Verdict::Right);
    // Another digit in the same cell is wrong, and choosing it replaces the first choice.
    let other = Candidate {
        digit: Digit::all(9)
            .find(|&d| d != right.digit)
            .expect("another digit"),
        ..right
    };
    answer.toggle(Task::Place, other);
    assert_eq!(answer.placed, Some(other));
    assert_eq!(check(&step, &answer), Verdict::Placement);
    answer.toggle(Task::Place, other);
    assert!(answer.is_empty());
}

#[test]
fn a_cell_reads_as_its_digit_or_its_candidates_and_marks() {
    let at = |r, c| {
        sudoku_core::Geometry::standard()
            .cell(r, c)
            .expect("inside")
    };
    let cell = at(2, 4);
    let d = |v| Digit::new(v).expect("digit");
    let candidates: DigitSet = [d(1), d(4), d(7)].into_iter().collect();
    let mut answer = Answer::default();
    assert_eq!(
        answer.cell_label(cell, "", Some(d(5)), DigitSet::EMPTY),
        "r3c5: 5"
    );
    assert_eq!(
        answer.cell_label(cell, "", None, candidates),
        "r3c5: candidates 1 4 7"
    );
    answer.toggle(Task::Eliminate, Candidate { cell, digit: d(4) });
    answer.toggle(Task::Eliminate, Candidate { cell, digit: d(7) });
    // A mark in another cell is not this cell's.
    answer.toggle(
        Task::Eliminate,
        Candidate {
            cell: at(0, 0),
            digit: d(1),
        },
    );
    assert_eq!(
        answer.cell_label(cell, "", None, candidates),
        "r3c5: candidates 1 4 7, 4 7 struck out"
    );
    assert!(answer.is_marked(Candidate { cell, digit: d(7) }));
    assert!(!answer.is_marked(Candidate { cell, digit: d(1) }));
    let mut placing = Answer::default();
    placing.toggle(Task::Place, Candidate { cell, digit: d(1) });
    assert_eq!(
        placing.cell_label(cell, "", None, candidates),
        "r3c5: candidates 1 4 7, 1 chosen"
    );
    // A variant's cell says its cage after its name.
    assert_eq!(
        placing.cell_label(cell, ", cage of 3 cells, sum 15", None, candidates),
        "r3c5, cage of 3 cells, sum 15: candidates 1 4 7, 1 chosen"
    );
}

#[test]
fn slugs_lead_to_their_pages_and_nothing_else() {
    for t in lessons() {
        assert_eq!(technique_of(&t.slug()), Some(t));
        assert!(address(t).starts_with("/learn/"));
    }
    assert_eq!(technique_of("X-Wing"), None);
    assert_eq!(technique_of("x-ray"), None);
    assert_eq!(technique_of(""), None);
}

#[test]
fn the_variant_techniques_have_lessons_of_their_own() {
    let variants = variant_lessons();
    assert!(variants.contains(&Technique::CageCombination));
    assert!(variants.contains(&Technique::Outies));
    assert!(variants.iter().all(|t| t.is_for_variants()));
    assert!(classic_lessons().iter().all(|t| !t.is_for_variants()));
    assert_eq!(lessons().len(), classic_lessons().len() + variants.len());
    assert_eq!(lessons_beside(Technique::Innies), variants);
    assert_eq!(lessons_beside(Technique::XWing), classic_lessons());
}

/// A killer technique's drill is on a killer's rules and says so: its cages drawn over the
/// grid, its totals' cells marked, every cell's name saying its cage; a classic drill draws
/// nothing and has the boxes' thick lines.
#[test]
fn a_drill_carries_how_its_rules_are_drawn() {
    let corpus = practice::positions();
    let killer = Drill::new(corpus, Technique::Innies, 3).expect("a drill");
    assert!(!killer.practice.rules.cages().is_empty());
    assert!(killer.overlay.contains(r#"class="cages""#));
    let totals = killer.looks.iter().filter(|look| look.2).count();
    assert_eq!(totals, killer.practice.rules.cages().len());
    assert!(killer.places.iter().all(|p| p.contains("cage of")));
    let classic = Drill::new(corpus, Technique::XWing, 3).expect("a drill");
    assert!(classic.overlay.is_empty());
    assert!(classic.places.iter().all(String::is_empty));
    for (i, look) in classic.looks.iter().enumerate() {
        let (row, col) = (i / 9, i % 9);
        assert_eq!(look.0, col % 3 == 2 && col != 8, "cell {i}");
        assert_eq!(look.1, row % 3 == 2 && row != 8, "cell {i}");
        assert!(!look.2);
    }
    // Locked candidates come from jigsaws (regions said) and diagonal puzzles (diagonals drawn).
    let kinds: std::collections::HashSet<_> = (0..40)
        .filter_map(|seed| Drill::new(corpus, Technique::LockedCandidates, seed))
        .map(|d| {
            let said = d.places.concat();
            (said.contains("region"), said.contains("diagonal"))
        })
        .collect();
    assert!(
        kinds.contains(&(true, false)) && kinds.contains(&(false, true)),
        "{kinds:?}"
    );
}

#[test]
fn a_candidate_shows_its_mark_and_with_the_proof_its_part_and_a_miss() {
    let step = position(Technique::XWing);
    let removed = step.eliminations()[0];
    let look = Look::of(&step, removed);
    assert!(look.answered);
    assert_eq!(
        look.shade, None,
        "an X-Wing removes no candidate of its pattern"
    );
    assert_eq!(look.candidate_class(Task::Eliminate, false, false), "cand");
    assert_eq!(
        look.candidate_class(Task::Eliminate, true, false),
        "cand struck"
    );
    assert_eq!(
        look.candidate_class(Task::Eliminate, false, true),
        "cand missed"
    );
    assert_eq!(
        look.candidate_class(Task::Eliminate, true, true),
        "cand struck"
    );

    let kept = innocent(&step);
    let look = Look::of(&step, kept);
    assert!(!look.answered);
    assert!(look.shade.is_some());
    assert_eq!(look.candidate_class(Task::Eliminate, false, false), "cand");
    assert!(look
        .candidate_class(Task::Place, true, true)
        .starts_with("cand chosen pattern"));
}

#[test]
fn a_cell_shows_its_edges_the_pattern_once_proved_and_the_selection() {
    let step = position(Technique::XWing);
    let pattern_cell = innocent(&step).cell;
    assert!(in_pattern(&step, pattern_cell));
    let edges = edges((true, false, true));
    assert_eq!(edges, "pcell right has-sum");
    assert_eq!(
        cell_class(&edges, true, false, false),
        "pcell right has-sum"
    );
    assert_eq!(
        cell_class(&edges, true, true, true),
        "pcell right has-sum pattern-cell selected"
    );
    assert_eq!(cell_class("pcell", false, true, true), "pcell selected");
}
