use crate::logic::testing::{check_marks, position};
use crate::logic::Technique;

#[test]
// top1465 #1: 4 in rows 2 and 5 lies in columns 6 and 9 but for the fin r5c4.
fn finned_x_wing_on_4() {
    check_marks(
        Technique::FinnedXWing,
        position("finned_x_wing"),
        &[],
        &["r6c6<>4"],
    );
}

#[test]
// 9 in rows 1, 4 and 8 lies in columns 6, 7 and 8 but for the fin r8c9.
fn finned_swordfish_on_9() {
    check_marks(
        Technique::FinnedSwordfish,
        position("finned_swordfish"),
        &[],
        &["r7c7<>9", "r9c8<>9"],
    );
}

#[test]
fn no_finned_x_wing_in_a_position_without_one() {
    check_marks(Technique::FinnedXWing, position("xy_chain"), &[], &[]);
}

#[test]
fn no_finned_swordfish_in_a_position_without_one() {
    check_marks(Technique::FinnedSwordfish, position("bug"), &[], &[]);
}
