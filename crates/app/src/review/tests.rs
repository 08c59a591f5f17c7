use sudoku_core::{Grid, Level};

use super::*;
use crate::game::testing::{d, givens, PUZZLE};
use crate::game::{Game, InputMode};

/// A game solved by typing the solution in reading order, the `slow`th move after a long wait,
/// with a wrong digit (erased again) and a note on the way.
fn finished(slow: usize) -> Game {
    let givens = givens();
    let solution = givens.solution().expect("unique");
    let mut game = Game::new(givens.clone());
    let geometry = game.geometry();
    let mut clock = 0;
    let empty: Vec<_> = geometry
        .cells()
        .filter(|&c| givens.get(c).is_none())
        .collect();
    for (i, &cell) in empty.iter().enumerate() {
        game.select(cell);
        if i == 2 {
            game.set_mode(InputMode::Centre);
            game.input(d(1));
            clock += 1_000;
            game.stamp_moves(clock);
            game.set_mode(InputMode::Digit);
            let right = solution.get(cell).expect("full");
            game.input(if right == d(9) { d(8) } else { d(9) });
            clock += 2_000;
            game.stamp_moves(clock);
            game.erase();
            clock += 500;
            game.stamp_moves(clock);
        }
        clock += if i == slow {
            95_000
        } else {
            3_000 + 100 * i as u64
        };
        game.input(solution.get(cell).expect("full"));
        game.stamp_moves(clock);
    }
    assert!(game.is_solved());
    game
}

fn review(game: &Game) -> Review {
    Review::new(
        game.givens(),
        &game.board(),
        game.moves(),
        game.moves_dropped(),
    )
}

#[test]
fn the_timeline_has_every_move_with_its_time_and_the_next_step() {
    let game = finished(30);
    let review = review(&game);
    let empties = givens()
        .geometry()
        .cells()
        .filter(|&c| givens().get(c).is_none())
        .count();
    assert_eq!(
        review.entries.len(),
        empties + 3,
        "the note, the wrong digit and its erase"
    );
    assert_eq!(review.start, givens());
    assert_eq!(review.board_after(review.entries.len()), game.board());
    for (i, entry) in review.entries.iter().enumerate() {
        let before = review.board_after(i);
        let earlier = i.checked_sub(1).map_or(0, |j| review.entries[j].at);
        assert_eq!(entry.took, entry.at - earlier);
        match entry.next {
            // Between the wrong digit and its erase the board holds a mistake.
            Next::Mistake(cell) => {
                assert_eq!(entry.kind, MoveKind::Erase);
                assert!(before.get(cell).is_some());
            }
            Next::Step(_) => assert!(!before.is_full()),
            other => panic!("move {i}: unexpected {other:?}"),
        }
    }
    assert_eq!(review.entries[2].kind, MoveKind::Notes);
    // Each step the solver names does apply to its position: the same ladder agrees.
    let first = &review.entries[0];
    let mut solver = LogicSolver::new(
        &givens(),
        LogicOptions {
            unique: true,
            ..LogicOptions::default()
        },
    )
    .expect("a proper puzzle");
    assert_eq!(
        first.next,
        Next::Step(solver.next_step().expect("a step").technique())
    );
}

#[test]
fn the_longest_wait_and_what_was_available_then() {
    let game = finished(30);
    let review = review(&game);
    // Move 30 of the typing is the 33rd move (the note, wrong digit and erase came first).
    let longest = review.longest.expect("a longest wait");
    assert_eq!(longest, 33);
    assert_eq!(review.entries[longest].took, 95_000);
    assert!(matches!(review.entries[longest].next, Next::Step(_)));
    let geometry = givens().geometry();
    let summary = review.summary(geometry);
    assert!(
        summary[0].starts_with("You were stuck longest before move 34 (1\u{a0}min 35\u{a0}s): "),
        "{summary:?}"
    );
    assert!(summary[0].contains("was available"), "{summary:?}");
    // Another game, another place.
    assert_eq!(
        Review::new(&givens(), &finished(5).board(), finished(5).moves(), false).longest,
        Some(8)
    );
}

#[test]
fn the_hardest_step_is_the_graders_and_marked_where_the_player_met_it() {
    let game = finished(10);
    let review = review(&game);
    let grade = sudoku_core::grade(&givens()).expect("grades");
    let hardest = review.hardest.expect("graded");
    let max = grade
        .techniques
        .iter()
        .map(|(t, _)| t.difficulty())
        .max()
        .expect("steps");
    assert_eq!(hardest.rating, max);
    assert!(grade
        .techniques
        .iter()
        .any(|(t, _)| *t == hardest.technique));
    if let Some(i) = hardest.met {
        assert_eq!(review.entries[i].next, Next::Step(hardest.technique));
        assert!(review.entries[..i]
            .iter()
            .all(|e| e.next != Next::Step(hardest.technique)));
    }
    let summary = review.summary(givens().geometry());
    assert!(
        summary.iter().any(|l| l.contains(hardest.technique.name())),
        "{summary:?}"
    );
}

#[test]
fn undo_is_on_the_timeline_and_positions_follow_it() {
    let mut game = Game::new(givens());
    let cell = game.geometry().cell(0, 2).expect("inside");
    game.select(cell);
    game.input(d(4));
    game.stamp_moves(1_000);
    game.undo();
    game.stamp_moves(2_000);
    let review = review(&game);
    assert_eq!(review.entries.len(), 2);
    assert_eq!(review.entries[1].kind, MoveKind::Undo);
    assert_eq!(review.board_after(1).get(cell), Some(d(4)));
    assert_eq!(review.board_after(2), givens());
}

#[test]
fn with_older_moves_dropped_the_first_wait_is_unknown() {
    let game = finished(40);
    let moves = &game.moves()[20..];
    let review = Review::new(game.givens(), &game.board(), moves, true);
    assert_eq!(review.entries[0].took, 0);
    assert_ne!(
        review.start,
        givens(),
        "the review starts where the record does"
    );
    assert_eq!(review.board_after(moves.len()), game.board());
    assert!(review
        .summary(givens().geometry())
        .iter()
        .any(|l| l.contains("last moves")));
}

#[test]
fn moves_and_waits_in_words() {
    let geometry = givens().geometry();
    let cell = |r, c| geometry.cell(r, c).expect("inside");
    let change = |r, c, after| EntryChange {
        cell: cell(r, c),
        before: None,
        after,
    };
    let check = |kind, changes: &[EntryChange], expected: &str| {
        assert_eq!(describe(kind, changes, geometry), expected);
    };
    check(
        MoveKind::Place(d(4)),
        &[change(0, 2, Some(d(4)))],
        "4 in r1c3",
    );
    check(MoveKind::Erase, &[change(1, 1, None)], "erased r2c2");
    check(MoveKind::Notes, &[], "notes");
    check(
        MoveKind::Hint,
        &[change(8, 8, Some(d(9)))],
        "hint: 9 in r9c9",
    );
    check(MoveKind::Undo, &[change(0, 2, None)], "undo: r1c3 emptied");
    let many: Vec<_> = (0..5).map(|c| change(3, c, Some(d(1)))).collect();
    check(MoveKind::Reset, &many, "reset");
    check(MoveKind::Change, &many, "changed 5 cells");
    for (ms, text) in [
        (0, "0.0\u{a0}s"),
        (8_250, "8.2\u{a0}s"),
        (59_999, "59.9\u{a0}s"),
        (125_000, "2\u{a0}min 5\u{a0}s"),
        (3_720_000, "1\u{a0}h 2\u{a0}min"),
    ] {
        assert_eq!(duration(ms), text);
    }
}

#[test]
fn the_caption_and_the_timeline_say_each_move_and_its_marks() {
    let game = finished(30);
    let review = review(&game);
    let geometry = givens().geometry();
    let total = review.entries.len();
    let start = review.caption(0, geometry);
    assert!(start.starts_with("The start: "), "{start}");
    assert!(start.contains("was available"), "{start}");
    let first = review.caption(1, geometry);
    assert!(
        first.starts_with(&format!("Move 1 of {total}, at ")),
        "{first}"
    );
    assert!(first.contains("From here, "), "{first}");
    let end = review.caption(total, geometry);
    assert!(end.ends_with("The end of the game."), "{end}");
    // The wrong digit's erase was made from a position holding a mistake.
    let erase = (0..total)
        .find(|&i| matches!(review.entries[i].next, Next::Mistake(_)))
        .expect("a mistake on the way");
    let (next, _) = review.timeline_words(erase, geometry);
    assert!(next.contains("r1c"), "names the wrong cell: {next}");
    let longest = review.longest.expect("a longest wait");
    let (_, mark) = review.timeline_words(longest, geometry);
    assert!(mark.starts_with("longest wait"), "{mark}");
    assert_eq!(
        review.is_hardest(longest),
        mark.starts_with("longest wait, ")
    );
    let plain = (0..total)
        .find(|&i| i != longest && !review.is_hardest(i))
        .expect("an unmarked move");
    assert_eq!(review.timeline_words(plain, geometry).1, "");
    let label = board_label(&review.board_after(0), 0);
    assert!(label.contains(&PUZZLE[..9]), "{label}");
}

/// Which sentence the summary gives the hardest step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Wording {
    FullHouses,
    Singles,
    Hardest,
    BeyondLadder,
}

#[test]
fn the_hardest_step_is_worded_by_how_hard_the_puzzle_is() {
    // The easy puzzle's solution with one cell emptied: a full house and nothing else.
    let mut one_empty = givens().solution().expect("unique");
    one_empty.set(givens().geometry().cell(4, 4).expect("inside"), None);
    let puzzles = [
        one_empty.to_string(),
        PUZZLE.to_owned(),
        // A daily puzzle of the "hard" level (tests/data/dailies.txt, 2024-01-01).
        "2...58..4...9..8....9..2.7.89..4..21..4...7..76..8..59.4.3..1....6..5...9..87...6"
            .to_owned(),
        // The position beyond the ladder of sudoku-core's logic tests.
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."
            .to_owned(),
    ];
    let mut seen = Vec::new();
    for puzzle in puzzles {
        let givens: Grid = puzzle.parse().expect("parses");
        let grade = sudoku_core::grade(&givens).expect("grades");
        let review = Review::new(&givens, &givens, &[], false);
        let hardest = review.hardest.expect("graded");
        let summary = review.summary(givens.geometry());
        let [line] = summary.as_slice() else {
            panic!("one line without moves: {summary:?}");
        };
        let name = hardest.technique.name();
        let wording = if grade.beyond_ladder {
            assert!(
                line.contains("more than the techniques of the ladder"),
                "{line}"
            );
            assert!(line.contains(name), "{line}");
            assert_eq!(hardest.mark(), Some("hardest step found"));
            Wording::BeyondLadder
        } else if grade
            .techniques
            .iter()
            .all(|&(t, _)| t == Technique::FullHouse)
        {
            assert_eq!(
                line,
                "Every step of this puzzle is a Full House: the last empty cell of a row, \
                 column or box."
            );
            assert_eq!(hardest.mark(), None);
            Wording::FullHouses
        } else if grade.level == Level::Easy {
            // Singles only: nothing is called "hardest", the toughest single is named.
            assert!(!line.to_lowercase().contains("hardest"), "{line}");
            assert!(
                line.starts_with("Singles are all this puzzle needs"),
                "{line}"
            );
            assert!(line.contains(name), "{line}");
            assert_eq!(hardest.technique.level(), Level::Easy);
            assert_eq!(hardest.mark(), Some("toughest single"));
            Wording::Singles
        } else {
            assert!(
                line.starts_with(&format!("The puzzle's hardest step: {name} (rating ")),
                "{line}"
            );
            assert_eq!(hardest.mark(), Some("hardest step"));
            Wording::Hardest
        };
        seen.push(wording);
    }
    seen.sort();
    seen.dedup();
    assert_eq!(
        seen,
        [
            Wording::FullHouses,
            Wording::Singles,
            Wording::Hardest,
            Wording::BeyondLadder
        ],
        "each wording is met"
    );
}

#[test]
fn a_killer_is_reviewed_on_its_own_rules() {
    use sudoku_core::{generate_variant, Kind};
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(5);
    let made = generate_variant(Kind::Killer, Level::Easy, 100, &mut rng).expect("a killer");
    let puzzle = made.puzzle;
    let solution = puzzle.solution().expect("unique");
    let mut game = Game::for_puzzle(puzzle.clone());
    let geometry = puzzle.givens.geometry();
    let empty: Vec<Cell> = geometry
        .cells()
        .filter(|&c| puzzle.givens.get(c).is_none())
        .collect();
    for &cell in &empty {
        game.select(cell);
        game.input(solution.get(cell).expect("full"));
    }
    assert!(game.is_solved());
    let review = Review::with_rules(
        &puzzle.givens,
        Some(&puzzle.rules),
        &game.board(),
        game.moves(),
        false,
    );
    assert_eq!(review.entries.len(), empty.len());
    // Every position has a step of the ladder on the killer's rules; none is unknown.
    assert!(
        review
            .entries
            .iter()
            .all(|e| matches!(e.next, Next::Step(_))),
        "{:?}",
        review.entries.iter().map(|e| e.next).collect::<Vec<_>>()
    );
    assert!(review.hardest.is_some(), "graded on its rules");
    // On the classic rules the same givens have no single solution to compare with.
    let classic = Review::new(&puzzle.givens, &game.board(), game.moves(), false);
    assert!(classic.entries.iter().all(|e| e.next == Next::Unknown));
}
