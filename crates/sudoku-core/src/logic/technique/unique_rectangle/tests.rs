use crate::logic::testing::{check_marks, position};
use crate::logic::Technique;

#[test]
// HoDoKu: 8/9 in r2c23,r6c23 => r2c2<>8, r2c2<>9.
fn hodoku_unique_rectangle_type_1() {
    check_marks(
        Technique::UniqueRectangle,
        position("unique_rectangle"),
        &[],
        &["r2c2<>8", "r2c2<>9"],
    );
}

#[test]
fn no_rectangle_in_a_position_without_one() {
    check_marks(Technique::UniqueRectangle, position("bug"), &[], &[]);
}

#[test]
// Floor r2c3 and r3c3 hold 1 and 4; the roof r2c6 and r3c6 adds 8 to both.
fn unique_rectangle_type_2_on_8() {
    check_marks(
        Technique::UniqueRectangle2,
        position("unique_rectangle_2"),
        &[],
        &["r2c5<>8", "r3c4<>8", "r5c6<>8", "r7c6<>8", "r9c6<>8"],
    );
}

#[test]
// Floor r9c7 and r9c8 hold 5 and 7; the roof's extras 2 and 8 make a naked triple with r1c8
// and r2c7 in box 3.
fn unique_rectangle_type_3_with_a_naked_triple() {
    check_marks(
        Technique::UniqueRectangle3,
        position("unique_rectangle_3"),
        &[],
        &["r1c9<>4", "r1c9<>8", "r2c9<>4", "r2c9<>8"],
    );
}

#[test]
// Floor r1c8 and r1c9 hold 5 and 7; in row 5, 5 lies only in the roof r5c8 and r5c9.
fn unique_rectangle_type_4_on_5_and_7() {
    check_marks(
        Technique::UniqueRectangle4,
        position("unique_rectangle_4"),
        &[],
        &["r5c8<>7", "r5c9<>7"],
    );
}

#[test]
fn no_other_rectangle_types_in_a_position_without_them() {
    for t in [
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
    ] {
        check_marks(t, position("bug"), &[], &[]);
    }
}
