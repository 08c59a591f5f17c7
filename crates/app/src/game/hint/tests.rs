use sudoku_core::{Grid, Technique};

use super::*;
use crate::game::testing::{d as digit, game};
use crate::game::InputMode;

#[test]
fn a_hint_says_more_each_time_then_applies() {
    let mut game = game();
    let mut session = game.start_hint();
    assert_eq!(game.hints_used(), 1);
    let Hint::Step(step) = session.hint().clone() else {
        panic!("a fresh classic puzzle has a next step");
    };

    // Stage 1: where to look, and nothing given away.
    assert_eq!(session.reveal(), Reveal::Nudge);
    let nudge = session.message();
    assert!(nudge.starts_with("Look"), "{nudge}");
    assert!(!session.can_apply());
    assert!(session.marks().target.is_empty());

    // Stage 2: the technique.
    assert!(session.more());
    assert_eq!(
        session.message(),
        format!("The technique to use: {}.", step.technique().name())
    );

    // Stage 3: the proof, with the cells that change highlighted.
    assert!(session.more());
    assert_eq!(session.message(), step.explanation());
    let marks = session.marks();
    for p in step.placements() {
        assert!(marks.target.contains(&p.cell));
    }
    assert!(session.can_apply());
    assert!(!session.more(), "nothing more to show");

    // Apply places the digit, as one undoable action.
    assert!(game.apply_hint(&session));
    for p in step.placements() {
        assert_eq!(game.value(p.cell), Some(p.digit));
    }
    assert!(game.undo());
    for p in step.placements() {
        assert_eq!(game.value(p.cell), None);
    }
}

#[test]
fn a_wrong_digit_comes_first_and_apply_erases_it() {
    let mut game = game();
    let geometry = game.geometry();
    let cell = geometry.cell(0, 2).expect("r1c3");
    game.select(cell);
    // r1c3 is 4 in the solution; 1 is wrong (and conflicts with nothing in its units).
    game.input(digit(1));
    let mut session = game.start_hint();
    assert_eq!(session.hint(), &Hint::Mistake(cell));
    assert_eq!(session.message(), "One of your digits is wrong.");
    assert!(session.more());
    assert!(session.can_apply(), "a mistake has no technique stage");
    assert!(session.message().contains("row 1, column 3"));
    assert!(game.apply_hint(&session));
    assert_eq!(game.value(cell), None);
}

#[test]
fn hints_follow_the_players_own_notes() {
    let mut game = game();
    let geometry = game.geometry();
    let cell = geometry.cell(0, 2).expect("r1c3");
    // Every empty cell noted, and r1c3's notes without its solution digit 4.
    assert!(game.fill_candidates());
    game.select(cell);
    game.set_mode(InputMode::Centre);
    game.input(digit(4));
    let mut session = game.start_hint();
    assert_eq!(
        session.hint(),
        &Hint::MissingNote {
            cell,
            digit: digit(4)
        }
    );
    while session.more() {}
    assert!(game.apply_hint(&session));
    assert!(game.centre_notes(cell).contains(digit(4)));
}

#[test]
fn an_elimination_fills_in_the_candidates_it_leaves() {
    // A position whose first step is an elimination: play the singles out of a harder puzzle
    // until the ladder's next step removes candidates.
    let puzzle: Grid =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .parse()
            .expect("puzzle");
    let mut game = Game::new(puzzle);
    let mut applied = 0;
    loop {
        let mut session = game.start_hint();
        let Hint::Step(step) = session.hint().clone() else {
            panic!(
                "the ladder goes on until an elimination, got {:?}",
                session.hint()
            );
        };
        while session.more() {}
        assert!(game.apply_hint(&session));
        applied += 1;
        if step.placements().is_empty() {
            assert!(!step.eliminations().is_empty());
            for e in step.eliminations() {
                let notes = game.centre_notes(e.cell);
                assert!(!notes.contains(e.digit), "{:?} removed", e);
                assert!(!notes.is_empty(), "the remaining candidates are shown");
            }
            assert!(
                matches!(step.technique(), Technique::Pointing | Technique::Claiming)
                    || step.technique() > Technique::NakedSingle
            );
            break;
        }
        assert!(applied < 81, "placements alone cannot go on for ever");
    }
}

#[test]
fn a_solved_board_needs_no_hint() {
    let mut game = game();
    let solution = game.givens().solution().expect("unique");
    game.reveal(&solution);
    let used = game.hints_used();
    let session = game.start_hint();
    assert_eq!(session.hint(), &Hint::Solved);
    assert_eq!(game.hints_used(), used, "a solved board costs no hint");
    assert!(!session.can_apply());
}

#[test]
fn notes_in_a_few_cells_are_not_corrected_the_hint_works_from_every_candidate() {
    // A pencil mark or two in one cell, leaving out its digit (r1c3 is 4).
    let (mut game, _) = noted_in_r1c3(&[1, 2]);
    let session = game.start_hint();
    assert_eq!(session.basis(), Basis::AllCandidates);
    assert!(
        matches!(session.hint(), Hint::Step(_)),
        "{:?}",
        session.hint()
    );
    assert!(session.basis_note().is_some());
    // The first stage names no digit.
    let nudge = session.message();
    assert!(!nudge.contains("leave out"), "{nudge}");
}

#[test]
fn a_full_set_of_notes_missing_a_digit_is_pointed_out_a_stage_at_a_time() {
    let mut game = game();
    assert!(game.fill_candidates());
    // Take r1c3's digit (4) out of its notes.
    let cell = game.geometry().cell(0, 2).expect("inside");
    game.select(cell);
    game.set_mode(InputMode::Centre);
    assert!(game.input(digit(4)));
    let mut session = game.start_hint();
    assert_eq!(session.basis(), Basis::Notes);
    assert!(matches!(session.hint(), Hint::MissingNote { .. }));
    assert_eq!(session.basis_note(), None);
    let stages: Vec<String> = std::iter::once(session.message().to_owned())
        .chain(std::iter::from_fn(|| {
            session.more().then(|| session.message().to_owned())
        }))
        .collect();
    assert_eq!(stages.len(), 3, "{stages:?}");
    // Neither the cell nor the digit at first; the cell next; the digit last.
    assert!(
        !stages[0].contains("row 1") && !stages[0].contains('4'),
        "{}",
        stages[0]
    );
    assert!(
        stages[1].contains("row 1, column 3") && !stages[1].contains('4'),
        "{}",
        stages[1]
    );
    assert!(stages[2].contains('4'), "{}", stages[2]);
    assert!(session.can_apply());
}

#[test]
fn a_single_s_proof_marks_what_rules_the_other_digits_out() {
    let mut game = game();
    let mut session = game.start_hint();
    let Hint::Step(step) = session.hint().clone() else {
        panic!("a step");
    };
    while session.more() {}
    let marks = session.marks();
    let target = step.placements()[0].cell;
    assert!(
        marks.proof.iter().any(|&cell| cell != target),
        "{:?} marks only its own cell",
        step.technique()
    );
}

/// Every cell's digit and centre notes: what Apply changes.
fn marks_of(game: &Game) -> Vec<(Option<sudoku_core::Digit>, DigitSet)> {
    game.geometry()
        .cells()
        .map(|cell| (game.value(cell), game.centre_notes(cell)))
        .collect()
}

#[test]
fn apply_always_moves_the_puzzle_forward() {
    // No notes to start with: each applied elimination writes notes in some cells only, which
    // the next hint reads as they are, so no step comes twice and every Apply changes the board.
    let puzzle: Grid =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .parse()
            .expect("puzzle");
    let mut game = Game::new(puzzle);
    let mut last: Option<sudoku_core::Step> = None;
    let mut eliminations = 0;
    for _ in 0..400 {
        let mut session = game.start_hint();
        let step = match session.hint().clone() {
            Hint::Step(step) => step,
            Hint::Solved | Hint::Stuck => break,
            other => panic!("a hint on a board of right digits and notes: {other:?}"),
        };
        assert_ne!(Some(&step), last.as_ref(), "the same step twice");
        while session.more() {}
        let before = marks_of(&game);
        assert!(game.apply_hint(&session));
        assert_ne!(marks_of(&game), before, "{step:?} changed nothing");
        eliminations += usize::from(step.placements().is_empty());
        last = Some(step);
    }
    assert!(
        eliminations > 0,
        "the ladder needed eliminations on the way"
    );
}

#[test]
fn a_partial_note_is_read_as_the_player_wrote_it() {
    // r1c3 is 4: notes 4 and 8 there, and none anywhere else. No step removes from r1c3 a
    // digit the player has not noted (the loop players met: "remove 9 from r1c3", again and
    // again, while the cell showed 4 8).
    let (mut game, cell) = noted_in_r1c3(&[4, 8]);
    for _ in 0..60 {
        let mut session = game.start_hint();
        let Hint::Step(step) = session.hint().clone() else {
            break;
        };
        for e in step.eliminations().iter().filter(|e| e.cell == cell) {
            assert!(
                [digit(4), digit(8)].contains(&e.digit),
                "removes {:?}, which the notes leave out",
                e.digit
            );
        }
        while session.more() {}
        assert!(game.apply_hint(&session));
    }
}

/// The test game with centre notes `notes` in r1c3 (whose digit is 4) and none elsewhere, r1c3
/// selected in centre mode.
fn noted_in_r1c3(notes: &[u8]) -> (Game, Cell) {
    let mut game = game();
    let cell = game.geometry().cell(0, 2).expect("r1c3");
    game.select(cell);
    game.set_mode(InputMode::Centre);
    for &note in notes {
        game.input(digit(note));
    }
    (game, cell)
}
