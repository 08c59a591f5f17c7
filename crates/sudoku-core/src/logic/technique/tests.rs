//! The ladder's table: its order and its levels.

use super::*;

#[test]
fn the_ladder_climbs_by_level_then_difficulty() {
    for pair in Technique::LADDER.windows(2) {
        let key = |t: Technique| (t.level(), t.difficulty());
        assert!(
            key(pair[0]) <= key(pair[1]),
            "{} before {}",
            pair[0],
            pair[1]
        );
    }
    assert_eq!(Technique::XWing.difficulty().to_string(), "3.2");
}

#[test]
fn the_table_is_in_ladder_order_and_easy_means_singles_and_cage_combinations() {
    for (i, t) in Technique::LADDER.into_iter().enumerate() {
        assert_eq!(t as usize, i);
    }
    let easy: Vec<Technique> = Technique::LADDER
        .into_iter()
        .filter(|t| t.level() == Level::Easy)
        .collect();
    assert_eq!(
        easy,
        [
            Technique::FullHouse,
            Technique::HiddenSingle,
            Technique::NakedSingle,
            Technique::CageCombination
        ]
    );
    assert!(Technique::Pointing.needs_boxes() && !Technique::XWing.needs_boxes());
    assert!(Technique::Bug.needs_uniqueness() && !Technique::Aic.needs_uniqueness());
}
