//! The 45 rule as constraints for the search: a unit's digits add up to 1 + 2 + … + n, so the
//! cells of a unit outside the cages wholly inside it have a known total (innies), and so do
//! the cells of the cages covering units whole that stick out of them (outies).

use super::Rules;

/// The 45 rule inside single units: the cells of a unit outside the cages with totals wholly
/// inside it add up to the unit's total less theirs, and are distinct, as a cage's are.
pub(super) fn innies(rules: &Rules, units: &[Vec<u16>]) -> Vec<(Vec<u16>, i32)> {
    let n = rules.geometry().size();
    let whole = (n * (n + 1) / 2) as i32;
    let mut found = Vec::new();
    for unit in units {
        let mut left = whole;
        let mut rest: Vec<u16> = unit.clone();
        for cage in rules.cages() {
            let Some(sum) = cage.sum() else { continue };
            if cage
                .cells()
                .iter()
                .all(|c| unit.contains(&(c.index() as u16)))
            {
                left -= i32::from(sum);
                rest.retain(|&c| !cage.cells().iter().any(|x| x.index() as u16 == c));
            }
        }
        if !rest.is_empty() && rest.len() < unit.len() {
            found.push((rest, left));
        }
    }
    found
}

/// The 45 rule outside units and runs of two or three rows or columns: when cages with totals
/// cover them whole, the cells of those cages outside add up to the cages' total less the
/// units'. Those cells need not be distinct, so only the bounds of their total narrow them.
pub(super) fn outies(rules: &Rules, units: &[Vec<u16>]) -> Vec<(Vec<u16>, i32)> {
    let g = rules.geometry();
    let n = g.size();
    let whole = (n * (n + 1) / 2) as i32;
    let mut groups: Vec<Vec<u16>> = units.to_vec();
    for k in 2..=3 {
        for first in 0..=n.saturating_sub(k) {
            let rows = (first..first + k).flat_map(|r| (0..n).map(move |c| (r * n + c) as u16));
            let cols = (first..first + k).flat_map(|c| (0..n).map(move |r| (r * n + c) as u16));
            groups.push(rows.collect());
            groups.push(cols.collect());
        }
    }
    let mut found = Vec::new();
    for group in groups {
        let mut covered = vec![false; g.cell_count()];
        let mut total = 0;
        let mut out = Vec::new();
        for cage in rules.cages() {
            let Some(sum) = cage.sum() else { continue };
            if !cage
                .cells()
                .iter()
                .any(|c| group.contains(&(c.index() as u16)))
            {
                continue;
            }
            total += i32::from(sum);
            for c in cage.cells() {
                covered[c.index()] = true;
                if !group.contains(&(c.index() as u16)) {
                    out.push(c.index() as u16);
                }
            }
        }
        if group.iter().all(|&c| covered[usize::from(c)]) && !out.is_empty() {
            found.push((out, total - whole * (group.len() / n) as i32));
        }
    }
    found
}
