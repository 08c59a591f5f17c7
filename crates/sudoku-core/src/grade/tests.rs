use super::*;

fn graded(line: &str) -> Grade {
    grade(&line.parse().expect("puzzle")).expect("consistent")
}

#[test]
fn a_singles_puzzle_is_easy() {
    let g =
        graded("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    assert_eq!(g.level, Level::Easy, "{g:?}");
    assert!(!g.beyond_ladder);
    assert!(g.rating <= Technique::NakedSingle.difficulty());
}

#[test]
fn famous_hard_puzzles_are_master() {
    for line in [
        // Easter Monster.
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
        // Arto Inkala's "world's hardest" (2010).
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    ] {
        let g = graded(line);
        assert_eq!(g.level, Level::Master, "{line}: {g:?}");
        assert!(g.beyond_ladder, "{line}: {g:?}");
        assert!(g.rating >= BEYOND_LADDER);
    }
}

#[test]
fn a_medium_puzzle_counts_its_techniques() {
    // A generated medium puzzle: pairs or locked candidates, nothing harder.
    let puzzle =
        "85...2....2.6...4....8.53.9.1....97.4.......2.63....1.9.63.1....3...8.9....2...31";
    let g = graded(puzzle);
    assert_eq!(g.level, Level::Medium, "{g:?}");
    assert!(g
        .techniques
        .iter()
        .all(|(t, n)| t.level() <= Level::Medium && *n > 0));
    assert!(g.techniques.iter().any(|(t, _)| t.level() == Level::Medium));
    let sum: u32 = g
        .techniques
        .iter()
        .map(|(t, n)| n * u32::from(t.difficulty().tenths()))
        .sum();
    assert_eq!(g.total, sum);
    assert_eq!(
        g.rating,
        g.techniques
            .iter()
            .map(|(t, _)| t.difficulty())
            .max()
            .unwrap_or_default()
    );
}
