use std::collections::HashSet;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::logic::{self, Level, LogicOptions, LogicSolver};
use crate::testing::assert_true_of;

const UNIQUE: LogicOptions = LogicOptions {
    unique: true,
    up_to: Level::Master,
};

/// Checks one practice position of `technique` from scratch: the digits and candidates agree
/// with the puzzle's one solution, the ladder's next step from the position is the technique,
/// every easier technique of the ladder finds nothing there, and the step is sound.
fn check(technique: Technique, practice: &Practice) {
    let g = practice.rules.geometry();
    assert_eq!(practice.technique, technique);
    assert_eq!(practice.rules.is_classic(), !technique.is_for_variants());
    let whole = crate::Puzzle {
        rules: practice.rules.clone(),
        givens: practice.puzzle.clone(),
    };
    assert_eq!(whole.solution(), Some(practice.solution.clone()));
    assert!(practice.rules.breaches(&practice.solution).is_empty());
    for cell in g.cells() {
        let (given, digit) = (practice.puzzle.get(cell), practice.board.get(cell));
        let solution = practice.solution.get(cell).expect("a full solution");
        assert!(given.is_none() || given == digit, "the givens stay");
        match digit {
            Some(d) => {
                assert_eq!(d, solution, "a placed digit is right");
                assert!(practice.candidates[cell.index()].is_empty());
            }
            None => assert!(
                practice.candidates[cell.index()].contains(solution),
                "the solution's digit is a candidate of {cell:?}"
            ),
        }
    }
    // The ladder, through the public solver, from the digits and candidates alone.
    let mut solver = LogicSolver::with_rules(
        &practice.rules,
        &practice.board,
        Some(&practice.candidates),
        UNIQUE,
    )
    .expect("a sound position");
    let step = solver.next_step().expect("a step");
    assert_eq!(step.technique(), technique, "{practice}");
    assert_eq!(step, practice.step);
    assert!(!step.placements().is_empty() || !step.eliminations().is_empty());
    assert_true_of(&step, &practice.solution, practice);
    for c in step.eliminations() {
        assert!(practice.candidates[c.cell.index()].contains(c.digit));
    }
    // Each easier technique on its own, with its own finder.
    let mut board = Board::new(Layout::of_rules(&practice.rules));
    board
        .load(&practice.board, Some(&practice.candidates))
        .expect("a sound position");
    let mut scratch = Scratch::default();
    let mut easier = Step::new(g);
    for t in Technique::LADDER
        .into_iter()
        .take_while(|&t| t != technique)
    {
        if logic::allowed(t, &board, UNIQUE) {
            easier.clear(t);
            assert!(
                !(t.find())(&board, &mut scratch, &mut easier),
                "{t} applies before {technique}: {practice}"
            );
        }
    }
}

#[test]
fn every_technique_gets_fifty_positions_where_it_is_the_next_step() {
    for technique in Technique::LADDER {
        let mut rng = ChaCha8Rng::seed_from_u64(technique as u64);
        let mut boards = HashSet::new();
        for _ in 0..50 {
            let practice = practise(technique, &mut rng).expect("a position");
            check(technique, &practice);
            boards.insert(format!("{} {:?}", practice.board, practice.rules));
        }
        assert!(boards.len() >= 45, "{technique}: {} distinct", boards.len());
    }
}

#[test]
fn the_same_seed_gives_the_same_position() {
    let make = |seed| {
        practise(Technique::XWing, &mut ChaCha8Rng::seed_from_u64(seed)).expect("a position")
    };
    assert_eq!(make(5), make(5));
    assert_ne!(make(5), make(6));
}

#[test]
fn the_text_form_has_the_digits_then_one_candidate_field_per_cell() {
    let practice =
        practise(Technique::NakedPair, &mut ChaCha8Rng::seed_from_u64(1)).expect("a position");
    let text = practice.to_string();
    let (digits, marks) = text.split_once(' ').expect("digits, a space, candidates");
    assert_eq!(digits.parse::<Grid>().expect("81 digits"), practice.board);
    let fields: Vec<&str> = marks.split(',').collect();
    assert_eq!(fields.len(), 81);
    for (cell, field) in Geometry::standard().cells().zip(fields) {
        let set: DigitSet = field
            .chars()
            .map(|c| crate::Digit::from_char(c).expect("a digit"))
            .fold(DigitSet::EMPTY, DigitSet::with);
        assert_eq!(set, practice.candidates[cell.index()]);
        assert_eq!(field.is_empty(), practice.board.get(cell).is_some());
    }
}

#[test]
fn every_base_position_reads_back_and_collecting_writes_what_is_read() {
    for technique in Technique::LADDER
        .into_iter()
        .filter(|t| !t.is_for_variants())
    {
        for line in corpus::lines_in(corpus::POSITIONS, technique) {
            let base = corpus::decode(line).expect("a readable base position");
            assert!(base.puzzle.filled_count() <= base.board.filled_count());
        }
    }
    let puzzle: Grid =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .parse()
            .expect("a puzzle");
    let text = collect([puzzle.clone()], 1);
    assert!(text.lines().count() >= 3, "{text}");
    for line in text.lines() {
        let base = corpus::decode(line).expect("a readable line");
        assert_eq!(base.puzzle, puzzle);
        let technique = technique_of(line);
        let mut solver = LogicSolver::with_notes(&base.board, Some(&base.notes), UNIQUE)
            .expect("a sound position");
        assert_eq!(solver.next_step().expect("a step").technique(), technique);
    }
}

#[test]
fn a_damaged_base_line_is_refused() {
    assert_eq!(corpus::decode("x-wing 123"), None);
    assert_eq!(
        corpus::decode(&format!("x-wing {} A", ".".repeat(81))),
        None
    );
    assert_eq!(corpus::decode(&format!("x-wing {}z", ".".repeat(80))), None);
}

#[test]
fn a_corpus_given_as_text_gives_the_same_positions_and_a_bad_one_none() {
    for technique in [Technique::XWing, Technique::Aic] {
        let mut a = ChaCha8Rng::seed_from_u64(7);
        let mut b = ChaCha8Rng::seed_from_u64(7);
        assert_eq!(
            practise(technique, &mut a),
            practise_in(positions(), technique, &mut b)
        );
    }
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    assert_eq!(
        practise_in("x-wing garbage\n# nothing\n", Technique::XWing, &mut rng),
        Err(PracticeError::NoPositions(Technique::XWing))
    );
}

/// A position's instances start with the ladder's step; each is a step of the technique whose
/// placements are right and whose eliminations are not the solution's digits. Some positions
/// hold more than one.
#[test]
fn the_instances_of_a_position_are_sound_steps_of_its_technique() {
    let mut several = 0;
    for technique in Technique::LADDER {
        let mut rng = ChaCha8Rng::seed_from_u64(technique as u64 + 100);
        for _ in 0..10 {
            let practice = practise(technique, &mut rng).expect("a position");
            let instances = practice.instances();
            assert_eq!(instances[0], practice.step);
            assert!(instances.len() <= MAX_INSTANCES);
            for step in &instances {
                assert_eq!(step.technique(), technique);
                assert!(!step.placements().is_empty() || !step.eliminations().is_empty());
                assert_true_of(step, &practice.solution, &practice);
                for c in step.eliminations() {
                    assert!(practice.candidates[c.cell.index()].contains(c.digit));
                }
            }
            // No two instances remove the same candidate: each is found after the ones before
            // it are applied.
            let mut removed = HashSet::new();
            for c in instances.iter().flat_map(|s| s.eliminations()) {
                assert!(removed.insert(*c), "{practice}");
            }
            several += usize::from(instances.len() > 1);
        }
    }
    assert!(several > 0);
}

/// Each of the sixteen turns takes a variant puzzle, its solution and its rules onto another
/// puzzle with that image as its one solution, and every variant base line reads back.
#[test]
fn a_turned_variant_puzzle_keeps_its_rules_and_one_solution() {
    let mut kinds = HashSet::new();
    let mut lines = 0;
    for technique in Technique::LADDER
        .into_iter()
        .filter(|t| t.is_for_variants())
    {
        for line in corpus::lines_in(corpus::POSITIONS, technique) {
            let (rules, base) = variants::decode(line).expect("a readable variant line");
            assert!(!rules.is_classic());
            assert!(base.puzzle.filled_count() <= base.board.filled_count());
            kinds.insert(rules.kind());
            lines += 1;
        }
    }
    assert!(lines >= 5 * 20, "{lines} variant base lines");
    assert!(
        kinds.len() == 3,
        "killer, jigsaw and diagonal bases: {kinds:?}"
    );
    let line = corpus::lines_in(corpus::POSITIONS, Technique::Outies)[0];
    let (rules, base) = variants::decode(line).expect("a readable line");
    let puzzle = crate::Puzzle {
        rules: rules.clone(),
        givens: base.puzzle.clone(),
    };
    let solution = puzzle.solution().expect("one solution");
    let mut images = HashSet::new();
    for bits in 0..16u32 {
        let turn = variants::Turn::from_bits(bits);
        let image = turn.rules(&rules).expect("9×9 rules");
        let turned = crate::Puzzle {
            rules: image.clone(),
            givens: turn.grid(&base.puzzle),
        };
        let turned_solution = turn.grid(&solution);
        assert!(image.breaches(&turned_solution).is_empty(), "turn {bits}");
        assert_eq!(turned.solution(), Some(turned_solution), "turn {bits}");
        images.insert(format!("{:?}", turned));
    }
    assert_eq!(images.len(), 16, "sixteen different images");
}

#[test]
fn collecting_variant_positions_writes_lines_that_read_back() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let made = crate::rules::generate_variant(crate::Kind::Killer, Level::Hard, 60, &mut rng)
        .expect("a killer");
    let text = collect_variants([made.puzzle.clone()], 1);
    assert!(text.lines().count() >= 2, "{text}");
    for line in text.lines() {
        let (rules, base) = variants::decode(line).expect("a readable line");
        assert_eq!(rules, made.puzzle.rules);
        assert_eq!(base.puzzle, made.puzzle.givens);
        let technique = technique_of(line);
        assert!(technique.is_for_variants());
        let mut solver = LogicSolver::with_rules(&rules, &base.board, Some(&base.notes), UNIQUE)
            .expect("a sound position");
        assert_eq!(solver.next_step().expect("a step").technique(), technique);
    }
    // A classic puzzle gives no variant positions.
    let classic: Grid =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .parse()
            .expect("a puzzle");
    assert_eq!(collect_variants([crate::Puzzle::classic(classic)], 1), "");
}

/// The technique a corpus line is for: its first word.
fn technique_of(line: &str) -> Technique {
    line.split(' ')
        .next()
        .expect("a slug")
        .parse()
        .expect("a technique")
}
