use crate::logic::testing::{check_marks, position};
use crate::logic::Technique;

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
