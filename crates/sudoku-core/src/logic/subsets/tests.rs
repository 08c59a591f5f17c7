use crate::logic::testing::{check_marks, position};
use crate::logic::Technique;

#[test]
fn naked_pair_in_a_row() {
    check_marks(
        Technique::NakedPair,
        position("naked_pair"),
        &[],
        &["r9c8<>1", "r9c8<>2", "r9c9<>2"],
    );
}

#[test]
fn naked_triple_in_a_row() {
    check_marks(
        Technique::NakedTriple,
        position("naked_triple"),
        &[],
        &[
            "r8c3<>6", "r8c6<>1", "r8c6<>4", "r8c6<>6", "r8c8<>4", "r8c9<>1", "r8c9<>4",
        ],
    );
}

#[test]
fn naked_quad_in_a_box() {
    check_marks(
        Technique::NakedQuad,
        position("naked_quad"),
        &[],
        &["r4c7<>4", "r4c9<>2", "r5c9<>2"],
    );
}

#[test]
fn hidden_pair_in_a_row() {
    check_marks(
        Technique::HiddenPair,
        position("hidden_pair"),
        &[],
        &["r7c8<>6", "r7c9<>6", "r7c9<>9"],
    );
}

#[test]
fn hidden_triple_in_a_column() {
    check_marks(
        Technique::HiddenTriple,
        position("hidden_triple"),
        &[],
        &["r6c6<>8", "r8c6<>8", "r9c6<>6", "r9c6<>8"],
    );
}

#[test]
// HoDoKu: 2/4/5/9 in r1238c9 => r1c9<>678, r2c9<>367, r3c9<>37, r8c9<>368.
fn hodoku_hidden_quad_in_column_9() {
    check_marks(
        Technique::HiddenQuad,
        position("hidden_quad"),
        &[],
        &[
            "r2c9<>3", "r3c9<>3", "r8c9<>3", "r1c9<>6", "r2c9<>6", "r8c9<>6", "r1c9<>7", "r2c9<>7",
            "r3c9<>7", "r1c9<>8", "r8c9<>8",
        ],
    );
}

#[test]
fn no_naked_pair_in_a_position_without_one() {
    check_marks(Technique::NakedPair, position("hidden_pair"), &[], &[]);
}

#[test]
fn no_naked_triple_in_a_position_without_one() {
    check_marks(Technique::NakedTriple, position("hidden_triple"), &[], &[]);
}

#[test]
fn no_naked_quad_in_a_position_without_one() {
    check_marks(Technique::NakedQuad, position("hidden_quad"), &[], &[]);
}

#[test]
fn no_hidden_pair_in_a_position_without_one() {
    check_marks(Technique::HiddenPair, position("naked_triple"), &[], &[]);
}

#[test]
fn no_hidden_triple_in_a_position_without_one() {
    check_marks(Technique::HiddenTriple, position("naked_quad"), &[], &[]);
}

#[test]
fn no_hidden_quad_in_a_position_without_one() {
    check_marks(Technique::HiddenQuad, position("hidden_triple"), &[], &[]);
}
