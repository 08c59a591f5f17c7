//! The rules field of version 3 codes: whether the diagonals count (radix 2); whether the
//! regions are irregular (radix 2) and if so each cell's region in reading order (radix n);
//! the number of cages (radix cells + 1) and, if any, each cell's cage plus one or 0 for none
//! (radix cages + 1), then for each cage whether it shows a total (radix 2) and if so the
//! total − 1 (radix n(n + 1)/2).

use crate::{Cage, Geometry, Kind, Rules, RulesError};

use super::number::{Packer, Unpacker};

/// Writes the rules of a puzzle on a grid of `rules`' geometry.
pub(super) fn push(packer: &mut Packer, rules: &Rules) {
    let g = rules.geometry();
    let n = g.size() as u32;
    packer.push_bool(rules.has_diagonals());
    packer.push_bool(rules.regions().is_some());
    if let Some(regions) = rules.regions() {
        for &r in regions {
            packer.push(u32::from(r), n);
        }
    }
    let cages = rules.cages();
    let count = cages.len() as u32;
    packer.push(count, g.cell_count() as u32 + 1);
    if count == 0 {
        return;
    }
    for cell in g.cells() {
        let index = rules.cage_of(cell).map_or(0, |(i, _)| i as u32 + 1);
        packer.push(index, count + 1);
    }
    let most = n * (n + 1) / 2;
    for cage in cages {
        packer.push_bool(cage.sum().is_some());
        if let Some(sum) = cage.sum() {
            packer.push((u32::from(sum).clamp(1, most)) - 1, most);
        }
    }
}

/// Reads the rules written by [`push`] for a grid of `geometry`.
pub(super) fn pop(unpacker: &mut Unpacker, geometry: Geometry) -> Result<Rules, RulesError> {
    let n = geometry.size() as u32;
    let mut rules = Rules::classic(geometry);
    if unpacker.pop_bool() {
        rules = rules.with_diagonals();
    }
    if unpacker.pop_bool() {
        let regions: Vec<usize> = geometry.cells().map(|_| unpacker.pop(n) as usize).collect();
        rules = rules.with_regions(&regions)?;
    }
    let count = unpacker.pop(geometry.cell_count() as u32 + 1) as usize;
    if count == 0 {
        return Ok(rules);
    }
    let mut cells = vec![Vec::new(); count];
    for cell in geometry.cells() {
        let index = unpacker.pop(count as u32 + 1) as usize;
        if let Some(cage) = index.checked_sub(1).and_then(|i| cells.get_mut(i)) {
            cage.push(cell);
        }
    }
    let most = n * (n + 1) / 2;
    let cages = cells
        .into_iter()
        .map(|cells| {
            let sum = unpacker.pop_bool().then(|| (unpacker.pop(most) + 1) as u16);
            Cage::new(cells, sum)
        })
        .collect();
    rules.with_cages(cages)
}

/// The kind of the rules written by [`push`], read no further than it takes to tell: cages make
/// a killer, else irregular regions a jigsaw, else diagonals a diagonal sudoku.
pub(super) fn peek_kind(unpacker: &mut Unpacker, geometry: Geometry) -> Kind {
    let n = geometry.size() as u32;
    let diagonals = unpacker.pop_bool();
    let regions = unpacker.pop_bool();
    if regions {
        for _ in geometry.cells() {
            unpacker.pop(n);
        }
    }
    let cages = unpacker.pop(geometry.cell_count() as u32 + 1);
    match (cages > 0, regions, diagonals) {
        (true, _, _) => Kind::Killer,
        (false, true, _) => Kind::Jigsaw,
        (false, false, true) => Kind::Diagonal,
        (false, false, false) => Kind::Classic,
    }
}
