//! Rules as data: a puzzle's units (rows, columns, then its boxes or irregular regions, and
//! optionally the two diagonals) and its killer cages (cells whose digits do not repeat and, when
//! the cage has a total, add up to it).
//!
//! The classic grid is the [`Rules`] with boxes, no diagonals and no cages: every function here
//! hands it to the classic engine (its 9×9 fast paths included), so only variants take the
//! general search of [`search`].

pub(crate) mod cage;
mod check;
mod dig;
pub mod generate;
mod kind;
pub(crate) mod rule45;
mod search;
mod shapes;
mod solve;
#[cfg(test)]
mod tests;

use crate::{Cell, Geometry, Grid, Unit};

pub use cage::combinations;
pub use check::{Breach, CageAid};
pub use generate::{generate_variant, GeneratedVariant, VariantError};
pub use kind::{Cage, Constraint, Kind};

/// Why a set of rules cannot be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A region list that does not give each cell a region.
    #[error("the regions cover {found} cells, not {expected}")]
    RegionCells {
        /// The grid's cell count.
        expected: usize,
        /// The cells the list covers.
        found: usize,
    },
    /// A region with the wrong number of cells.
    #[error("region {} has {cells} cells, not {size}", region + 1)]
    RegionSize {
        /// The region, from 0.
        region: usize,
        /// Its cells.
        cells: usize,
        /// The grid's side.
        size: usize,
    },
    /// A cage cell outside the grid.
    #[error("a cage has a cell outside the grid")]
    CageCell,
    /// Two cages share a cell, or a cage lists a cell twice.
    #[error("two cages share the cell in row {} column {}", row + 1, col + 1)]
    CageOverlap {
        /// The cell's row, from 0.
        row: usize,
        /// The cell's column, from 0.
        col: usize,
    },
    /// A cage without cells, or with more cells than digits.
    #[error("a cage has {0} cells")]
    CageSize(usize),
    /// A total that distinct digits of the grid cannot make in the cage.
    #[error("a cage of {cells} cells cannot add up to {sum}")]
    CageSum {
        /// The cage's cells.
        cells: usize,
        /// Its total.
        sum: u16,
    },
}

/// A puzzle's rules: see the module documentation.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Rules {
    geometry: Geometry,
    /// Each cell's region when the regions are irregular; `None` for the geometry's boxes.
    regions: Option<Vec<u8>>,
    diagonals: bool,
    cages: Vec<Cage>,
}

impl Rules {
    /// The classic rules of `geometry`: rows, columns and its boxes (none for a Latin square).
    pub fn classic(geometry: Geometry) -> Rules {
        Rules {
            geometry,
            regions: None,
            diagonals: false,
            cages: Vec::new(),
        }
    }

    /// These rules with irregular regions: `region_of[cell]` names each cell's region, any
    /// numbering; each region must have n cells. The grid's geometry becomes the Latin square
    /// of its side (rows and columns), the regions taking the place of boxes.
    pub fn with_regions(mut self, region_of: &[usize]) -> Result<Rules, RulesError> {
        let n = self.geometry.size();
        if region_of.len() != self.geometry.cell_count() {
            return Err(RulesError::RegionCells {
                expected: self.geometry.cell_count(),
                found: region_of.len(),
            });
        }
        // Number regions by their first cell in reading order.
        let mut names: Vec<usize> = Vec::new();
        let mut regions = Vec::with_capacity(region_of.len());
        for &r in region_of {
            let index = match names.iter().position(|&name| name == r) {
                Some(i) => i,
                None => {
                    names.push(r);
                    names.len() - 1
                }
            };
            regions.push(index.min(255) as u8);
        }
        for region in 0..names.len().max(n) {
            let cells = regions
                .iter()
                .filter(|&&r| usize::from(r) == region)
                .count();
            if cells != n {
                return Err(RulesError::RegionSize {
                    region,
                    cells,
                    size: n,
                });
            }
        }
        // Boxes are numbered in reading order, as their first cells come: the regions are
        // the boxes when each cell's region number is its box's.
        let irregular = self
            .geometry
            .cells()
            .any(|c| self.geometry.box_of(c) != Some(usize::from(regions[c.index()])));
        if irregular {
            self.geometry = Geometry::latin(n).unwrap_or(self.geometry);
            self.regions = Some(regions);
        }
        Ok(self)
    }

    /// These rules with the two long diagonals as units.
    pub fn with_diagonals(mut self) -> Rules {
        self.diagonals = true;
        self
    }

    /// These rules with `cages` added.
    pub fn with_cages(mut self, cages: Vec<Cage>) -> Result<Rules, RulesError> {
        let n = self.geometry.size();
        let mut taken = vec![false; self.geometry.cell_count()];
        for cage in &self.cages {
            for c in &cage.cells {
                taken[c.index()] = true;
            }
        }
        for cage in &cages {
            if cage.cells.is_empty() || cage.cells.len() > n {
                return Err(RulesError::CageSize(cage.cells.len()));
            }
            for &c in &cage.cells {
                let slot = taken.get_mut(c.index()).ok_or(RulesError::CageCell)?;
                if *slot {
                    return Err(RulesError::CageOverlap {
                        row: self.geometry.row_of(c),
                        col: self.geometry.col_of(c),
                    });
                }
                *slot = true;
            }
            if let Some(sum) = cage.sum {
                let k = cage.cells.len() as u32;
                let (low, high) = (k * (k + 1) / 2, k * (2 * n as u32 + 1 - k) / 2);
                if !(low..=high).contains(&u32::from(sum)) {
                    return Err(RulesError::CageSum {
                        cells: cage.cells.len(),
                        sum,
                    });
                }
            }
        }
        self.cages.extend(cages);
        Ok(self)
    }

    /// The grid's shape (the Latin square of its side when the regions are irregular).
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// Each cell's region when the regions are irregular, numbered from 0 by first cell.
    pub fn regions(&self) -> Option<&[u8]> {
        self.regions.as_deref()
    }

    /// The region of `cell`: its box, or its irregular region; `None` on a Latin square.
    pub fn region_of(&self, cell: Cell) -> Option<usize> {
        match &self.regions {
            Some(regions) => regions.get(cell.index()).map(|&r| usize::from(r)),
            None => self.geometry.box_of(cell),
        }
    }

    /// Whether the two long diagonals are units.
    pub fn has_diagonals(&self) -> bool {
        self.diagonals
    }

    /// The cages, in the order they were given.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The cage of `cell`, with its index, if it is in one.
    pub fn cage_of(&self, cell: Cell) -> Option<(usize, &Cage)> {
        self.cages
            .iter()
            .enumerate()
            .find(|(_, cage)| cage.cells.contains(&cell))
    }

    /// Whether `a` and `b`, two different cells, may not hold the same digit: they share a
    /// row, a column, a box or region, a diagonal that counts, or a cage.
    pub fn sees(&self, a: Cell, b: Cell) -> bool {
        let g = self.geometry;
        let (ra, ca, rb, cb) = (g.row_of(a), g.col_of(a), g.row_of(b), g.col_of(b));
        let n = g.size();
        a != b
            && (ra == rb
                || ca == cb
                || self
                    .region_of(a)
                    .is_some_and(|r| self.region_of(b) == Some(r))
                || (self.diagonals
                    && ((ra == ca && rb == cb) || (ra + ca + 1 == n && rb + cb + 1 == n)))
                || self
                    .cage_of(a)
                    .is_some_and(|(i, _)| self.cage_of(b).map(|c| c.0) == Some(i)))
    }

    /// Whether these are the classic rules of the geometry.
    pub fn is_classic(&self) -> bool {
        self.regions.is_none() && !self.diagonals && self.cages.is_empty()
    }

    /// The variant these rules are played as: killer when there are cages, else jigsaw when
    /// the regions are irregular, else diagonal when the diagonals count, else classic.
    pub fn kind(&self) -> Kind {
        if !self.cages.is_empty() {
            Kind::Killer
        } else if self.regions.is_some() {
            Kind::Jigsaw
        } else if self.diagonals {
            Kind::Diagonal
        } else {
            Kind::Classic
        }
    }

    /// Every unit of n cells that holds each digit once, with its cells in reading order: the
    /// rows, the columns, the boxes or regions, then the diagonals.
    pub fn units(&self) -> Vec<(Unit, Vec<Cell>)> {
        self.unit_list()
            .into_iter()
            .map(|u| (u, self.unit_cells(u)))
            .collect()
    }

    /// Every unit of these rules: rows, columns, boxes or regions, then the diagonals.
    pub fn unit_list(&self) -> Vec<Unit> {
        let n = self.geometry.size();
        let regions = if self.regions.is_some() { n } else { 0 };
        let diagonals = if self.diagonals {
            &[Unit::Diagonal, Unit::AntiDiagonal][..]
        } else {
            &[]
        };
        self.geometry
            .units()
            .chain((0..regions).map(Unit::Region))
            .chain(diagonals.iter().copied())
            .collect()
    }

    /// The cells of `unit` under these rules, in reading order: an irregular region's too.
    pub fn unit_cells(&self, unit: Unit) -> Vec<Cell> {
        match (unit, &self.regions) {
            (Unit::Region(r), Some(regions)) => self
                .geometry
                .cells()
                .filter(|c| usize::from(regions[c.index()]) == r)
                .collect(),
            (Unit::Region(r), None) => self.geometry.unit_cells(Unit::Box(r)).collect(),
            _ => self.geometry.unit_cells(unit).collect(),
        }
    }
}

/// A puzzle: its rules and its givens.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// The rules.
    pub rules: Rules,
    /// The givens, on a grid of the rules' geometry.
    pub givens: Grid,
}
