use crate::logic::testing::{check_marks, position};
use crate::logic::Technique;

#[test]
// HoDoKu: X-Wing: 1 c15 r25.
fn hodoku_x_wing_on_1() {
    check_marks(
        Technique::XWing,
        position("x_wing"),
        &[],
        &[
            "r2c4<>1", "r2c7<>1", "r2c8<>1", "r2c9<>1", "r5c3<>1", "r5c4<>1", "r5c7<>1", "r5c8<>1",
            "r5c9<>1",
        ],
    );
}

#[test]
// HoDoKu: Swordfish: 2 r239 c158 => r6c8,r7c1<>2.
fn hodoku_swordfish_on_2() {
    check_marks(
        Technique::Swordfish,
        position("swordfish"),
        &[],
        &["r6c8<>2", "r7c1<>2"],
    );
}

#[test]
// Rows 3, 6, 7 and 9 hold 5 only in columns 2, 5, 7 and 8.
fn jellyfish_on_5() {
    check_marks(
        Technique::Jellyfish,
        position("jellyfish"),
        &[],
        &[
            "r1c2<>5", "r2c2<>5", "r5c2<>5", "r2c7<>5", "r5c7<>5", "r8c7<>5", "r1c8<>5", "r2c8<>5",
            "r4c8<>5", "r8c8<>5",
        ],
    );
}

#[test]
fn no_x_wing_in_a_position_without_one() {
    check_marks(Technique::XWing, position("swordfish"), &[], &[]);
}

#[test]
fn no_swordfish_in_a_position_without_one() {
    check_marks(Technique::Swordfish, position("jellyfish"), &[], &[]);
}

#[test]
fn no_jellyfish_in_a_position_without_one() {
    check_marks(Technique::Jellyfish, position("xy_wing"), &[], &[]);
}
