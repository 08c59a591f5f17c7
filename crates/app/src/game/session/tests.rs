use sudoku_core::{Digit, Level};

use super::*;
use crate::game::InputMode;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn givens() -> Grid {
    PUZZLE.parse().expect("a puzzle")
}

fn daily() -> DailyOf {
    DailyOf {
        date: "2026-03-14".parse().expect("a date"),
        edition: site::daily::Edition::Classic(Level::Easy),
        today: true,
    }
}

fn moment() -> Moment {
    Moment::new(1_773_500_000_000, 60).expect("a moment")
}

/// A session restored from nothing kept, with its game and clock.
fn fresh(daily: Option<DailyOf>) -> (Session, Game, Timer) {
    let mut session = Session::new(&givens(), "sudoku:game:x".to_owned(), daily);
    let (mut game, mut timer) = (Game::new(givens()), Timer::default());
    session.restore(&mut game, &mut timer, Kept::default());
    (session, game, timer)
}

/// Types the solution into every empty cell.
fn solve(game: &mut Game) {
    let solution = givens().solution().expect("one solution");
    game.set_mode(InputMode::Digit);
    for cell in game.geometry().cells() {
        if !game.is_given(cell) {
            game.select(cell);
            game.input(solution.get(cell).expect("a digit"));
        }
    }
}

#[test]
fn nothing_is_saved_before_the_game_is_restored() {
    let mut session = Session::new(&givens(), "k".to_owned(), None);
    let mut game = Game::new(givens());
    assert_eq!(session.changed(&mut game, 1000, 1000), vec![]);
    assert_eq!(session.settings_changed(Settings::default()), vec![]);
    assert!(!session.loaded());
}

#[test]
fn a_save_is_restored_and_an_unreadable_one_set_aside() {
    let (mut session, mut game, _) = fresh(None);
    game.select(givens().geometry().cell(0, 2).expect("r1c3"));
    game.input(Digit::new(4).expect("4"));
    let Some(Task::Save(text)) = session.changed(&mut game, 65_000, 65_000).first().cloned() else {
        panic!("a change is saved");
    };

    let mut again = Session::new(&givens(), "k".to_owned(), None);
    let (mut restored, mut timer) = (Game::new(givens()), Timer::default());
    let kept = Kept {
        save: Some(Saved::read(givens(), text)),
        settings: Some("validation=on-demand".to_owned()),
        recorded: true,
        early: Vec::new(),
    };
    assert_eq!(again.restore(&mut restored, &mut timer, kept), vec![]);
    assert_eq!(restored.board(), game.board());
    assert_eq!(timer.elapsed(0), 65_000);
    assert_eq!(
        restored.settings().validation,
        crate::game::Validation::OnDemand
    );
    // Restored once only.
    assert_eq!(
        again.restore(&mut restored, &mut timer, Kept::default()),
        vec![]
    );

    let mut broken = Session::new(&givens(), "k".to_owned(), None);
    let (mut fresh_game, mut timer) = (Game::new(givens()), Timer::default());
    let effects = broken.restore(
        &mut fresh_game,
        &mut timer,
        Kept {
            save: Some(Saved::read(givens(), "{not a save".to_owned())),
            ..Kept::default()
        },
    );
    assert_eq!(effects[0], Task::SetAside("{not a save".to_owned()));
    assert!(matches!(&effects[1], Task::Notice(text) if text.contains("set aside")));
    assert_eq!(fresh_game.board(), givens());
}

#[test]
fn a_daily_asks_for_its_start_unless_it_was_finished() {
    let mut session = Session::new(&givens(), "k".to_owned(), Some(daily()));
    let (mut game, mut timer) = (Game::new(givens()), Timer::default());
    assert_eq!(
        session.restore(&mut game, &mut timer, Kept::default()),
        vec![Task::AskStart(daily())]
    );
    // A finished daily restored: nothing to time.
    solve(&mut game);
    let save = game.to_save(90_000);
    let mut finished = Session::new(&givens(), "k".to_owned(), Some(daily()));
    let (mut game, mut timer) = (Game::new(givens()), Timer::default());
    let kept = Kept {
        save: Some(Saved::read(givens(), save)),
        ..Kept::default()
    };
    assert_eq!(finished.restore(&mut game, &mut timer, kept), vec![]);
}

#[test]
fn the_start_is_recorded_once_at_the_first_entry() {
    let (mut session, mut game, _) = fresh(None);
    let effects = session.changed(&mut game, 1000, 1000);
    assert_eq!(effects.len(), 1, "a tick saves, and records nothing yet");
    game.select(givens().geometry().cell(0, 2).expect("r1c3"));
    game.input(Digit::new(4).expect("4"));
    let effects = session.changed(&mut game, 2000, 2000);
    assert_eq!(
        effects.last(),
        Some(&Task::Record(GameRecord::started(session.id().clone())))
    );
    assert_eq!(session.changed(&mut game, 3000, 3000).len(), 1);
}

#[test]
fn a_solved_daily_is_recorded_sent_compared_and_graded() {
    let (mut session, mut game, _) = fresh(Some(daily()));
    solve(&mut game);
    let effects = session.solved(&game, 252, moment(), None, true);
    let Task::Record(record) = &effects[0] else {
        panic!("recorded first: {effects:?}");
    };
    assert_eq!(
        (record.status, record.seconds, record.finished),
        (Status::Solved, 252, Some(moment()))
    );
    assert_eq!(effects[1], Task::AskPersistent);
    assert!(
        matches!(&effects[2], Task::SendResult(sent) if sent.seconds == 252 && sent.grid == game.board())
    );
    assert_eq!(effects[3], Task::Compare(session.id().clone()));
    assert_eq!(effects[4], Task::Grade(givens(), None));
}

#[test]
fn the_daily_killer_is_recorded_as_a_daily_and_sent_as_the_killer() {
    let killer = DailyOf {
        edition: site::daily::Edition::Killer,
        ..daily()
    };
    let (mut session, mut game, _) = fresh(Some(killer));
    assert_eq!(session.id().to_string(), "daily/2026-03-14/killer");
    solve(&mut game);
    let effects = session.solved(&game, 600, moment(), None, true);
    assert!(matches!(&effects[0], Task::Record(r) if r.id.kind() == sudoku_core::Kind::Killer));
    assert!(effects.iter().any(
        |e| matches!(e, Task::SendResult(sent) if sent.edition == site::daily::Edition::Killer)
    ));
}

#[test]
fn a_revealed_game_is_not_sent_and_a_shared_puzzle_is_compared_once_graded() {
    let (mut session, mut game, _) = fresh(None);
    game.reveal(&givens().solution().expect("one solution"));
    let kept = GameRecord::started(session.id().clone());
    let effects = session.solved(&game, 30, moment(), Some(&kept), true);
    assert!(matches!(&effects[0], Task::Record(r) if r.status == Status::Revealed));
    assert!(!effects.iter().any(|e| matches!(e, Task::SendResult(_))));
    assert!(
        !effects.iter().any(|e| matches!(e, Task::Compare(_))),
        "compared once its level is known"
    );
    let graded = session.graded(Level::Hard, Some(&kept));
    assert!(matches!(&graded[0], Task::Record(r) if r.level == Some(Level::Hard)));
    assert_eq!(graded[1], Task::Compare(session.id().clone()));
    let with_level = GameRecord {
        level: Some(Level::Easy),
        ..kept
    };
    assert_eq!(session.graded(Level::Hard, Some(&with_level)), vec![]);
}
