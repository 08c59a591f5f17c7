use sudoku_core::{Digit, Grid, Technique};

use super::*;
use crate::game::InputMode;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn game() -> Game {
    Game::new(PUZZLE.parse::<Grid>().expect("puzzle"))
}

fn digit(v: u8) -> Digit {
    Digit::new(v).expect("digit")
}

#[test]
fn a_hint_says_more_each_time_then_applies() {
    let mut game = game();
    let mut session = game.start_hint();
    assert_eq!(game.hints_used(), 1);
    let Hint::Step(step) = session.hint().clone() else {
        panic!("a fresh classic puzzle has a next step");
    };
    let geometry = game.geometry();

    // Stage 1: where to look, and nothing given away.
    assert_eq!(session.reveal(), Reveal::Nudge);
    let nudge = session.message(geometry);
    assert!(nudge.starts_with("Look"), "{nudge}");
    assert!(!session.can_apply());
    assert!(session.marks(geometry).target.is_empty());

    // Stage 2: the technique.
    assert!(session.more());
    assert_eq!(
        session.message(geometry),
        format!("Use a {}.", step.technique().name())
    );

    // Stage 3: the proof, with the cells that change highlighted.
    assert!(session.more());
    assert_eq!(session.message(geometry), step.explanation());
    let marks = session.marks(geometry);
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
    assert_eq!(session.message(geometry), "One of your digits is wrong.");
    assert!(session.more());
    assert!(session.can_apply(), "a mistake has no technique stage");
    assert!(session.message(geometry).contains("row 1, column 3"));
    assert!(game.apply_hint(&session));
    assert_eq!(game.value(cell), None);
}

#[test]
fn hints_follow_the_players_own_notes() {
    let mut game = game();
    let geometry = game.geometry();
    let cell = geometry.cell(0, 2).expect("r1c3");
    game.select(cell);
    game.set_mode(InputMode::Centre);
    // Notes without the solution digit 4.
    game.input(digit(1));
    game.input(digit(2));
    let mut session = game.start_hint();
    assert_eq!(
        session.hint(),
        &Hint::MissingNote {
            cell,
            digit: digit(4)
        }
    );
    session.more();
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
