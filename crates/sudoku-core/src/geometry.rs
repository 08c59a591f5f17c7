//! The shape of a grid: its size n and its boxes (or none, for Latin squares).

use crate::Cell;

/// The largest grid side supported: candidates of one cell fit in a `u32`.
pub const MAX_SIZE: usize = 25;

/// The shape of an n×n grid: boxes of `box_rows` × `box_cols` cells with n = `box_rows` ·
/// `box_cols`, or no boxes at all (a Latin square, where only rows and columns count).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Geometry {
    size: u8,
    box_rows: u8,
    box_cols: u8,
    boxes: bool,
}

/// Why a geometry cannot be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GeometryError {
    /// A side of zero cells.
    #[error("a grid needs at least one cell")]
    Empty,
    /// More than [`MAX_SIZE`] digits.
    #[error("grids up to {MAX_SIZE}×{MAX_SIZE} are supported, not {0}×{0}")]
    TooLarge(usize),
}

/// One of the groups of n cells that must hold every digit once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Unit {
    /// A row, from 0 at the top.
    Row(usize),
    /// A column, from 0 at the left.
    Column(usize),
    /// A box, from 0 at the top left, in reading order.
    Box(usize),
    /// An irregular region of a jigsaw, numbered from 0 by its first cell in reading order.
    /// Its cells are known to the puzzle's rules ([`crate::Rules::unit_cells`]), not to the
    /// geometry.
    Region(usize),
    /// The diagonal from the top left to the bottom right, on puzzles whose diagonals count.
    Diagonal,
    /// The diagonal from the top right to the bottom left, on puzzles whose diagonals count.
    AntiDiagonal,
}

impl std::fmt::Display for Unit {
    /// Names the unit the way players do, counting from 1.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "row {}", i + 1),
            Unit::Column(i) => write!(f, "column {}", i + 1),
            Unit::Box(i) => write!(f, "box {}", i + 1),
            Unit::Region(i) => write!(f, "region {}", i + 1),
            Unit::Diagonal => f.write_str("the main diagonal"),
            Unit::AntiDiagonal => f.write_str("the anti-diagonal"),
        }
    }
}

impl Geometry {
    /// The classic 9×9 grid with 3×3 boxes.
    pub const fn standard() -> Self {
        Self {
            size: 9,
            box_rows: 3,
            box_cols: 3,
            boxes: true,
        }
    }

    /// An n×n grid with boxes of `box_rows` × `box_cols` cells, n = `box_rows` · `box_cols`.
    pub fn new(box_rows: usize, box_cols: usize) -> Result<Self, GeometryError> {
        let size = box_rows * box_cols;
        Self::check(size)?;
        // Both factors are at most 25 once their product is.
        Ok(Self {
            size: size as u8,
            box_rows: box_rows as u8,
            box_cols: box_cols as u8,
            boxes: true,
        })
    }

    /// An n×n Latin square: rows and columns, no boxes.
    pub fn latin(size: usize) -> Result<Self, GeometryError> {
        Self::check(size)?;
        Ok(Self {
            size: size as u8,
            box_rows: 1,
            box_cols: size as u8,
            boxes: false,
        })
    }

    /// The usual geometry for a grid of `cells` cells: 4×4 (2×2 boxes), 6×6 (2×3), 8×8 (2×4),
    /// 9×9 (3×3), 12×12 (3×4), 16×16 (4×4), 25×25 (5×5). Other sizes have no usual boxes.
    pub fn for_cell_count(cells: usize) -> Option<Self> {
        let (r, c) = match cells {
            16 => (2, 2),
            36 => (2, 3),
            64 => (2, 4),
            81 => (3, 3),
            144 => (3, 4),
            256 => (4, 4),
            625 => (5, 5),
            _ => return None,
        };
        Self::new(r, c).ok()
    }

    fn check(size: usize) -> Result<(), GeometryError> {
        match size {
            0 => Err(GeometryError::Empty),
            s if s > MAX_SIZE => Err(GeometryError::TooLarge(s)),
            _ => Ok(()),
        }
    }

    /// The number of digits, rows and columns: n.
    pub fn size(self) -> usize {
        usize::from(self.size)
    }

    /// The number of cells: n².
    pub fn cell_count(self) -> usize {
        self.size() * self.size()
    }

    /// Whether the grid has boxes (false for Latin squares).
    pub fn has_boxes(self) -> bool {
        self.boxes
    }

    /// Rows per box; 1 for a Latin square, whose "boxes" are its rows.
    pub fn box_rows(self) -> usize {
        usize::from(self.box_rows)
    }

    /// Columns per box; n for a Latin square.
    pub fn box_cols(self) -> usize {
        usize::from(self.box_cols)
    }

    /// The cell at `row` and `col` (from 0), if inside the grid.
    pub fn cell(self, row: usize, col: usize) -> Option<Cell> {
        (row < self.size() && col < self.size()).then(|| Cell::new(row * self.size() + col))
    }

    /// Every cell, in reading order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..self.cell_count()).map(Cell::new)
    }

    /// The row of `cell`, from 0.
    pub fn row_of(self, cell: Cell) -> usize {
        cell.index() / self.size()
    }

    /// The column of `cell`, from 0.
    pub fn col_of(self, cell: Cell) -> usize {
        cell.index() % self.size()
    }

    /// The box of `cell`, from 0 in reading order; `None` for Latin squares.
    pub fn box_of(self, cell: Cell) -> Option<usize> {
        self.boxes.then(|| {
            let (r, c) = (self.row_of(cell), self.col_of(cell));
            (r / self.box_rows()) * (self.size() / self.box_cols()) + c / self.box_cols()
        })
    }

    /// Every unit: the rows, then the columns, then the boxes if there are any.
    pub fn units(self) -> impl Iterator<Item = Unit> {
        let n = self.size();
        let boxes = if self.boxes { n } else { 0 };
        (0..n)
            .map(Unit::Row)
            .chain((0..n).map(Unit::Column))
            .chain((0..boxes).map(Unit::Box))
    }

    /// The cells of `unit`, in reading order. An irregular region's cells are not the
    /// geometry's to know: it has none here (see [`crate::Rules::unit_cells`]).
    pub fn unit_cells(self, unit: Unit) -> impl Iterator<Item = Cell> {
        let n = self.size();
        let (br, bc) = (self.box_rows(), self.box_cols());
        let boxes_per_row = n / bc;
        let count = if matches!(unit, Unit::Region(_)) {
            0
        } else {
            n
        };
        (0..count).map(move |i| {
            let (row, col) = match unit {
                Unit::Row(r) => (r, i),
                Unit::Column(c) => (i, c),
                Unit::Box(b) => (
                    (b / boxes_per_row) * br + i / bc,
                    (b % boxes_per_row) * bc + i % bc,
                ),
                Unit::Diagonal | Unit::Region(_) => (i, i),
                Unit::AntiDiagonal => (i, n - 1 - i),
            };
            Cell::new(row * n + col)
        })
    }

    /// The units `cell` belongs to.
    pub fn units_of(self, cell: Cell) -> impl Iterator<Item = Unit> {
        [
            Some(Unit::Row(self.row_of(cell))),
            Some(Unit::Column(self.col_of(cell))),
            self.box_of(cell).map(Unit::Box),
        ]
        .into_iter()
        .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_tile_the_grid() {
        for (r, c) in [(2, 2), (2, 3), (2, 4), (3, 3), (3, 4), (4, 4), (5, 5)] {
            let g = Geometry::new(r, c).expect("valid");
            let mut seen = vec![0; g.cell_count()];
            for unit in g.units().filter(|u| matches!(u, Unit::Box(_))) {
                for cell in g.unit_cells(unit) {
                    seen[cell.index()] += 1;
                    assert_eq!(
                        g.box_of(cell),
                        Some(match unit {
                            Unit::Box(b) => b,
                            _ => 0,
                        })
                    );
                }
            }
            assert!(
                seen.iter().all(|&n| n == 1),
                "{r}x{c} boxes overlap or miss cells"
            );
        }
    }

    #[test]
    fn latin_squares_have_rows_and_columns_only() {
        let g = Geometry::latin(3).expect("valid");
        assert!(!g.has_boxes());
        assert_eq!(g.units().count(), 6);
        assert_eq!(g.box_of(Cell::new(4)), None);
        assert_eq!(Geometry::latin(0), Err(GeometryError::Empty));
        assert_eq!(Geometry::latin(26), Err(GeometryError::TooLarge(26)));
    }
}
