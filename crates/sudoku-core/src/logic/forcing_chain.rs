//! TODO

use super::board::Board;
use super::step::Step;
use super::Scratch;

pub(crate) fn find(_board: &Board, _scratch: &mut Scratch, _step: &mut Step) -> bool {
    false
}
