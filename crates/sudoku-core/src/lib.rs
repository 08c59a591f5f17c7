//! Sudoku engine (being written).
