use crate::logic::testing::{check_marks, position};
use crate::logic::Technique;

#[test]
// top1465: r1c1 is 5 or r2c1 is 3 (five links), and r1c1 sees both ends.
fn a_chain_across_cells_and_digits_removes_a_candidate_seeing_both_ends() {
    check_marks(Technique::Aic, position("aic"), &[], &["r1c1<>3"]);
}

#[test]
fn no_chain_in_a_position_without_one() {
    // The ladder reached the forcing chains here, so no chain applies.
    check_marks(Technique::Aic, position("forcing_chain"), &[], &[]);
}
