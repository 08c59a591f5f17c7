//! The game model's behaviour, one player action at a time.

use super::*;
use crate::game::testing::{at as cell, d as digit, game};

/// The puzzle's one solution.
fn solution(game: &Game) -> Grid {
    match sudoku_core::solve(game.givens()) {
        sudoku_core::SolveOutcome::Unique(solution) => solution,
        other => panic!("the test puzzle has one solution, got {other:?}"),
    }
}

/// The cells without a given, in reading order.
fn empty_cells(game: &Game) -> Vec<Cell> {
    game.geometry()
        .cells()
        .filter(|&c| !game.is_given(c))
        .collect()
}

/// Selects the cell at (`row`, `col`) and types `v` in the current mode.
fn type_at(game: &mut Game, row: usize, col: usize, v: u8) -> bool {
    let c = cell(game, row, col);
    game.select(c);
    game.input(digit(v))
}

#[test]
fn givens_show_and_cannot_be_overwritten() {
    let mut game = game();
    let top_left = cell(&game, 0, 0);
    assert_eq!(game.value(top_left), Some(digit(5)));
    assert!(!type_at(&mut game, 0, 0, 9));
    assert!(!game.erase());
    assert_eq!(game.value(top_left), Some(digit(5)));
    assert!(!game.can_undo(), "refused input leaves no history");
}

#[test]
fn an_entry_shows_and_can_be_erased() {
    let mut game = game();
    let empty = cell(&game, 0, 2);
    assert_eq!(game.value(empty), None);
    assert!(!game.input(digit(4)), "nothing selected yet");
    assert!(type_at(&mut game, 0, 2, 4));
    assert_eq!(game.value(empty), Some(digit(4)));
    assert!(
        !game.input(digit(4)),
        "the same digit again changes nothing"
    );
    assert!(game.erase());
    assert_eq!(game.value(empty), None);
    assert!(!game.erase());
}

#[test]
fn a_conflicting_entry_is_kept_and_marked() {
    let mut game = game();
    // Row 1 already has a 5 in column 1; the player's 5 in column 3 stays, as typed, and both
    // cells are marked.
    assert!(type_at(&mut game, 0, 2, 5));
    let entry = cell(&game, 0, 2);
    assert_eq!(game.value(entry), Some(digit(5)));
    let conflicts = game.shown_conflicts();
    assert!(conflicts.contains(&entry));
    assert!(conflicts.contains(&cell(&game, 0, 0)));
}

#[test]
fn on_demand_validation_marks_only_after_check_until_the_next_change() {
    let mut game = game();
    game.set_settings(Settings {
        validation: Validation::OnDemand,
        ..Settings::default()
    });
    assert!(type_at(&mut game, 0, 2, 5));
    assert!(game.shown_conflicts().is_empty(), "not checked yet");
    assert!(
        !game.conflicts().is_empty(),
        "the conflict exists all the same"
    );
    game.check();
    assert!(game.shown_conflicts().contains(&cell(&game, 0, 2)));
    assert!(type_at(&mut game, 0, 3, 6));
    assert!(
        game.shown_conflicts().is_empty(),
        "a change hides the marks again"
    );
}

#[test]
fn digits_beyond_the_grid_size_are_refused() {
    let mut game = Game::new(Grid::empty(Geometry::new(2, 2).expect("4x4 geometry")));
    assert!(!type_at(&mut game, 1, 1, 5));
    assert!(type_at(&mut game, 1, 1, 4));
}

#[test]
fn the_selection_moves_and_wraps() {
    let mut game = game();
    game.move_selection(Direction::Right);
    assert_eq!(
        game.selected(),
        Some(cell(&game, 0, 0)),
        "first move selects the corner"
    );
    game.move_selection(Direction::Up);
    assert_eq!(game.selected(), Some(cell(&game, 8, 0)));
    game.move_selection(Direction::Left);
    assert_eq!(game.selected(), Some(cell(&game, 8, 8)));
    game.move_selection(Direction::Down);
    assert_eq!(game.selected(), Some(cell(&game, 0, 8)));
    game.move_selection(Direction::Right);
    assert_eq!(game.selected(), Some(cell(&game, 0, 0)));
}

#[test]
fn notes_toggle_in_corner_and_centre() {
    let mut game = game();
    let c = cell(&game, 0, 2);
    game.set_mode(InputMode::Corner);
    assert!(type_at(&mut game, 0, 2, 1));
    assert!(type_at(&mut game, 0, 2, 2));
    assert!(game.corner_notes(c).contains(digit(1)));
    assert!(game.corner_notes(c).contains(digit(2)));
    assert!(
        type_at(&mut game, 0, 2, 1),
        "typing a note again removes it"
    );
    assert!(!game.corner_notes(c).contains(digit(1)));
    game.set_mode(InputMode::Centre);
    assert!(type_at(&mut game, 0, 2, 4));
    assert!(game.centre_notes(c).contains(digit(4)));
    assert_eq!(game.value(c), None, "notes are not entries");
}

#[test]
fn placing_a_digit_cleans_the_notes_it_settles() {
    let mut game = game();
    game.set_mode(InputMode::Centre);
    assert!(type_at(&mut game, 0, 2, 4)); // same row as (0, 3)
    assert!(type_at(&mut game, 5, 3, 4)); // same column as (0, 3)
    assert!(type_at(&mut game, 4, 4, 4)); // elsewhere: keeps its note
    game.set_mode(InputMode::Digit);
    assert!(type_at(&mut game, 0, 3, 4));
    assert!(!game.centre_notes(cell(&game, 0, 2)).contains(digit(4)));
    assert!(!game.centre_notes(cell(&game, 5, 3)).contains(digit(4)));
    assert!(game.centre_notes(cell(&game, 4, 4)).contains(digit(4)));
    // One undo brings back the digit's absence and the cleaned notes together.
    assert!(game.undo());
    assert_eq!(game.value(cell(&game, 0, 3)), None);
    assert!(game.centre_notes(cell(&game, 0, 2)).contains(digit(4)));
    assert!(game.centre_notes(cell(&game, 5, 3)).contains(digit(4)));
}

#[test]
fn notes_stay_when_cleaning_is_off() {
    let mut game = game();
    game.set_settings(Settings {
        clean_notes: false,
        ..Settings::default()
    });
    game.set_mode(InputMode::Corner);
    assert!(type_at(&mut game, 0, 2, 4));
    game.set_mode(InputMode::Digit);
    assert!(type_at(&mut game, 0, 3, 4));
    assert!(game.corner_notes(cell(&game, 0, 2)).contains(digit(4)));
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut game = game();
    assert!(!game.undo());
    assert!(type_at(&mut game, 0, 2, 1));
    assert!(type_at(&mut game, 0, 2, 2));
    let c = cell(&game, 0, 2);
    assert!(game.undo());
    assert_eq!(game.value(c), Some(digit(1)));
    assert!(game.undo());
    assert_eq!(game.value(c), None);
    assert!(!game.can_undo());
    assert!(game.redo());
    assert_eq!(game.value(c), Some(digit(1)));
    // A new action forgets what could be redone.
    assert!(type_at(&mut game, 0, 2, 3));
    assert!(!game.can_redo());
    assert!(!game.redo());
    assert_eq!(game.value(c), Some(digit(3)));
}

#[test]
fn erase_clears_the_entry_first_then_the_notes() {
    let mut game = game();
    game.set_mode(InputMode::Corner);
    assert!(type_at(&mut game, 0, 2, 7));
    let c = cell(&game, 0, 2);
    assert!(game.erase());
    assert!(game.corner_notes(c).is_empty());
    assert!(!game.erase());
}

#[test]
fn reset_clears_everything_in_one_undoable_step() {
    let mut game = game();
    assert!(type_at(&mut game, 0, 2, 1));
    assert!(type_at(&mut game, 1, 1, 2));
    assert!(game.reset());
    assert_eq!(game.board(), *game.givens());
    assert!(!game.reset(), "nothing left to reset");
    assert!(game.undo());
    assert_eq!(game.value(cell(&game, 0, 2)), Some(digit(1)));
    assert_eq!(game.value(cell(&game, 1, 1)), Some(digit(2)));
}

#[test]
fn the_solution_typed_in_solves_the_puzzle() {
    let mut game = game();
    let solution = solution(&game);
    let empties = empty_cells(&game);
    for (i, &c) in empties.iter().enumerate() {
        assert!(
            !game.is_solved(),
            "not solved with {} cells left",
            empties.len() - i
        );
        game.select(c);
        let d = solution.get(c).expect("a solution is complete");
        assert!(game.input(d));
    }
    assert!(game.is_solved());
    assert_eq!(game.first_mistake(&solution), None);
}

#[test]
fn the_first_mistake_is_found_against_the_solution() {
    let mut game = game();
    let solution = solution(&game);
    // A right digit first, then a wrong one further on.
    let empties = empty_cells(&game);
    let (right, wrong) = (empties[0], empties[5]);
    game.select(right);
    assert!(game.input(solution.get(right).expect("complete")));
    let correct = solution.get(wrong).expect("complete").get();
    game.select(wrong);
    assert!(game.input(digit(correct % 9 + 1)));
    assert_eq!(game.first_mistake(&solution), Some(wrong));
}

#[test]
fn reveal_fills_the_solution_and_ends_the_game() {
    let mut game = game();
    let solution = solution(&game);
    assert!(game.reveal(&solution));
    assert!(game.is_solved());
    assert!(!game.can_undo());
    assert!(!game.undo());
    assert_eq!(game.board(), solution);
}

#[test]
fn a_solved_game_takes_no_more_changes() {
    let mut game = game();
    let solution = solution(&game);
    let empties = empty_cells(&game);
    let last = *empties.last().expect("an empty cell");
    for &c in &empties {
        game.select(c);
        assert!(game.input(solution.get(c).expect("complete")));
    }
    assert!(game.is_solved());
    let finished = game.clone();
    game.select(last);
    let other = digit(solution.get(last).expect("complete").get() % 9 + 1);
    assert!(!game.input(other), "typing over an entry");
    assert!(!game.erase(), "erasing");
    game.set_mode(InputMode::Corner);
    assert!(!game.input(other), "a note");
    game.set_mode(InputMode::Colour);
    assert!(!game.input(digit(2)), "a colour");
    assert!(!game.can_undo() && !game.undo(), "undo");
    assert!(!game.can_redo() && !game.redo(), "redo");
    assert!(!game.reset(), "reset");
    assert!(!game.fill_candidates(), "fill notes");
    assert_eq!(game.board(), finished.board());
    assert_eq!(game.moves(), finished.moves(), "no move recorded");
}

#[test]
fn remaining_counts_each_digit_left_to_place() {
    let mut game = game();
    let shown = |g: &Game, v| {
        g.geometry()
            .cells()
            .filter(|&c| g.value(c) == Some(digit(v)))
            .count()
    };
    assert_eq!(game.remaining(digit(5)), 9 - shown(&game, 5));
    assert!(type_at(&mut game, 0, 2, 5));
    assert_eq!(game.remaining(digit(5)), 9 - shown(&game, 5));
    let solution = solution(&game);
    assert!(game.reveal(&solution));
    for v in 1..=9 {
        assert_eq!(game.remaining(digit(v)), 0);
    }
}

#[test]
fn a_paused_game_takes_nothing_from_the_player() {
    let mut game = game();
    let empty = empty_cells(&game);
    game.select(empty[0]);
    assert!(game.input(digit(4)));
    let before = game.clone();
    game.set_paused(true);
    assert!(game.paused());
    // Nothing the player can do changes the board, the selection, the hints or the checks.
    game.select(empty[1]);
    game.move_selection(Direction::Right);
    game.toggle_selection(empty[2]);
    assert!(!game.input(digit(5)));
    assert!(!game.erase());
    assert!(!game.fill_candidates());
    assert!(!game.can_undo());
    assert!(!game.undo());
    assert!(!game.reset());
    assert_eq!(game.mark_checkpoint(), 0);
    game.check();
    let session = game.start_hint();
    assert!(!game.apply_hint(&session));
    assert!(!game.reveal(&solution(&game)));
    assert_eq!(
        game.hints_used(),
        0,
        "a hint asked for while paused is not counted"
    );
    game.set_paused(false);
    assert_eq!(game, before, "resumed as it was");
    // Resumed, the game plays again.
    assert!(game.undo());
}

#[test]
fn every_grid_starts_in_digits() {
    let start = |box_rows, box_cols| {
        let geometry = Geometry::new(box_rows, box_cols).expect("geometry");
        Game::new(Grid::empty(geometry)).mode()
    };
    assert_eq!(start(2, 2), InputMode::Digit);
    assert_eq!(start(3, 3), InputMode::Digit);
    assert_eq!(start(3, 4), InputMode::Digit);
    assert_eq!(start(4, 4), InputMode::Digit);
    assert_eq!(start(5, 5), InputMode::Digit);
    assert_eq!(start(1, 9), InputMode::Digit);
}
