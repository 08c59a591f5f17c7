use super::*;

#[test]
fn requests_are_checked() {
    let ask = |size, level| {
        choice(Some(size), level, None)
            .map(|c| (c.geometry, c.level))
            .map_err(|refusal| refusal.message())
    };
    assert_eq!(ask("9", "hard"), Ok((Geometry::standard(), Level::Hard)));
    assert_eq!(ask("16", "easy").map(|(g, _)| g.size()), Ok(16));
    assert_eq!(
        ask("12", "easy").map(|(g, _)| (g.box_rows(), g.box_cols())),
        Ok((3, 4))
    );
    assert_eq!(ask("25", "easy").map(|(g, _)| g.size()), Ok(25));
    // A size left out is 9×9, as before sizes could be chosen; a Latin square's is needed.
    assert_eq!(
        choice(None, "hard", None).map(|c| (c.geometry, c.level)),
        Ok((Geometry::standard(), Level::Hard))
    );
    assert_eq!(choice(None, "easy", Some("latin")), Err(Refusal::NoSize));
    assert!(Refusal::NoSize.message().contains("size="));
    assert!(ask("4", "hard").is_err_and(|e| e.contains("easy only")));
    assert_eq!(
        ask("7", "easy"),
        Err("There are no 7×7 puzzles here: try 4, 6, 9, 12, 16 or 25.".to_owned())
    );
    assert!(ask("nine", "easy").is_err());
    assert!(ask("9", "impossible").is_err_and(|e| e.contains("unknown level")));
}

#[test]
fn latin_squares_are_asked_for_by_kind() {
    let latin = choice(Some("5"), "easy", Some("latin")).expect("a 5×5 Latin square");
    assert_eq!(
        (latin.geometry, latin.level),
        (Geometry::latin(5).expect("5"), Level::Easy)
    );
    assert_eq!(GridKind::of(latin.geometry), GridKind::Latin);
    assert_eq!(
        choice(Some("9"), "easy", Some("classic")).map(|c| GridKind::of(c.geometry)),
        Ok(GridKind::Classic)
    );
    assert_eq!(
        choice(Some("12"), "easy", Some("latin")).map_err(|r| r.message()),
        Err("There are no 12×12 Latin squares here: try 3, 4, 5, 6, 7, 8 or 9.".to_owned())
    );
    let arrow = choice(Some("5"), "easy", Some("arrow"));
    assert_eq!(arrow, Err(Refusal::Kind("arrow".to_owned())));
    assert!(arrow.is_err_and(|r| r.message().contains("killer")));
}

#[test]
fn variants_are_asked_for_by_kind_and_level() {
    let killer = choice(None, "hard", Some("killer")).expect("a hard killer");
    assert_eq!(
        (killer.kind, killer.geometry, killer.level),
        (GridKind::Killer, Geometry::standard(), Level::Hard)
    );
    assert!(choice(None, "expert", Some("killer"))
        .is_err_and(|r| r.message().contains("easy, medium, hard only")));
    assert!(choice(Some("6"), "easy", Some("jigsaw")).is_err_and(|r| r
        .message()
        .contains("6×6 jigsaw sudokus here: they are 9×9")));
    let code = make(killer, 3, &|| false).expect("a killer is made");
    let puzzle = sudoku_core::code::decode_puzzle(&code)
        .expect("our code")
        .puzzle;
    assert_eq!(puzzle.rules.kind(), sudoku_core::Kind::Killer);
    assert_eq!(
        sudoku_core::grade_puzzle(&puzzle).map(|g| g.level),
        Ok(Level::Hard)
    );
}

#[test]
fn a_made_puzzle_is_proper_and_at_its_level() {
    let hard = choice(Some("9"), "hard", None).expect("offered");
    let code = make(hard, 7, &|| false).expect("a hard puzzle");
    let grid = sudoku_core::code::decode(&code).expect("our code").grid;
    assert!(sudoku_core::is_uniquely_solvable(&grid));
    assert_eq!(sudoku_core::grade(&grid).map(|g| g.level), Ok(Level::Hard));
    assert_eq!(
        make(hard, 7, &|| false).ok(),
        Some(code),
        "same seed, same puzzle"
    );
}

#[test]
fn every_offered_choice_is_accepted_from_its_own_address() {
    for offer in OFFERS {
        for &level in offer.levels {
            let path = offer.path(level);
            let address = site::address::Address::parse(&path);
            let asked = choice(
                address.query("size"),
                address.query("level").expect("a level"),
                address.query("kind"),
            );
            let made = asked.expect("offered");
            assert_eq!(
                (made.geometry.size(), made.kind, made.level),
                (offer.size, offer.kind, level)
            );
        }
    }
}
