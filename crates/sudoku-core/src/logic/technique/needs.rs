//! What a technique needs of the puzzle, which decides where the ladder tries it.

/// What a technique needs of the puzzle to be sound or to make sense.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Needs {
    /// It reasons about boxes, so it is skipped on Latin squares.
    pub(crate) boxes: bool,
    /// It assumes the puzzle has exactly one solution.
    pub(crate) uniqueness: bool,
    /// It is sound under the classic rules only (a deadly pattern's swap may break a
    /// diagonal or a cage), so it is skipped on variants.
    pub(crate) classic: bool,
    /// It finds something only on variants (cages, irregular regions, diagonals).
    pub(crate) variant: bool,
}

pub(super) const NOTHING: Needs = Needs {
    boxes: false,
    uniqueness: false,
    classic: false,
    variant: false,
};
pub(super) const BOXES: Needs = Needs {
    boxes: true,
    ..NOTHING
};
pub(super) const UNIQUENESS: Needs = Needs {
    uniqueness: true,
    classic: true,
    ..NOTHING
};
pub(super) const VARIANT: Needs = Needs {
    variant: true,
    ..NOTHING
};
