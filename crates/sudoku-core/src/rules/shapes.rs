//! The shapes of variant puzzles: random jigsaw regions, and killer cages grown over a full grid.

use crate::random::{below, shuffle};
use crate::{Cell, Geometry, Grid};

use super::Cage;

/// Random connected regions of n cells each on an n×n grid with boxes (a region number per
/// cell): the boxes, reshaped by many random exchanges of a border cell between two
/// neighbouring regions, each kept only if both regions stay connected.
pub(crate) fn random_regions<R: rand::Rng + ?Sized>(n: usize, rng: &mut R) -> Vec<usize> {
    let Some(geometry) = Geometry::for_cell_count(n * n) else {
        return (0..n * n).map(|i| i / n).collect();
    };
    let mut region: Vec<usize> = geometry
        .cells()
        .map(|c| geometry.box_of(c).unwrap_or(0))
        .collect();
    let mut open = Vec::with_capacity(n * n);
    let mut seen = vec![false; n * n];
    let mut stack = Vec::with_capacity(n * n);
    let (mut swaps, mut tries) = (0, 0);
    while swaps < n * n && tries < 40 * n * n {
        tries += 1;
        // A cell a of region A beside region B, and a cell b of B beside A (other than a).
        let a = below(n * n, rng);
        let beside = neighbours(a, n);
        let next = beside[below(beside.len(), rng)];
        let (ra, rb) = (region[a], region[next]);
        if ra == rb {
            continue;
        }
        open.clear();
        open.extend((0..n * n).filter(|&i| {
            region[i] == rb && neighbours(i, n).iter().any(|&m| m != a && region[m] == ra)
        }));
        if open.is_empty() {
            continue;
        }
        let b = open[below(open.len(), rng)];
        region[a] = rb;
        region[b] = ra;
        if connected(&region, ra, n, &mut seen, &mut stack)
            && connected(&region, rb, n, &mut seen, &mut stack)
        {
            swaps += 1;
        } else {
            region[a] = ra;
            region[b] = rb;
        }
    }
    region
}

/// The cells beside cell `i` of an n×n grid: above, below, left and right.
fn neighbours(i: usize, n: usize) -> Vec<usize> {
    let (r, c) = (i / n, i % n);
    let mut out = Vec::with_capacity(4);
    if r > 0 {
        out.push(i - n);
    }
    if r + 1 < n {
        out.push(i + n);
    }
    if c > 0 {
        out.push(i - 1);
    }
    if c + 1 < n {
        out.push(i + 1);
    }
    out
}

/// Whether region `r` is in one piece.
fn connected(
    region: &[usize],
    r: usize,
    n: usize,
    seen: &mut [bool],
    stack: &mut Vec<usize>,
) -> bool {
    seen.fill(false);
    stack.clear();
    let Some(first) = region.iter().position(|&x| x == r) else {
        return true;
    };
    seen[first] = true;
    stack.push(first);
    let mut reached = 1;
    while let Some(i) = stack.pop() {
        for m in neighbours(i, n) {
            if region[m] == r && !seen[m] {
                seen[m] = true;
                reached += 1;
                stack.push(m);
            }
        }
    }
    reached == region.iter().filter(|&&x| x == r).count()
}

/// Cages over the full grid `solution`: from cells in random order, each cage grows by random
/// neighbours not yet caged whose digit is not in it yet, to a size drawn in `sizes`; a cell
/// left alone joins a neighbouring cage when its digit is new there.
pub(crate) fn grow_cages<R: rand::Rng + ?Sized>(
    solution: &Grid,
    sizes: (usize, usize),
    rng: &mut R,
) -> Vec<Cage> {
    let g = solution.geometry();
    let n = g.size();
    let mut cage_of: Vec<Option<usize>> = vec![None; g.cell_count()];
    let mut cages: Vec<Vec<Cell>> = Vec::new();
    let mut order: Vec<Cell> = g.cells().collect();
    shuffle(&mut order, rng);
    let neighbours = |c: Cell| {
        let (r, col) = (g.row_of(c), g.col_of(c));
        [
            (r.wrapping_sub(1), col),
            (r + 1, col),
            (r, col.wrapping_sub(1)),
            (r, col + 1),
        ]
        .into_iter()
        .filter_map(move |(r, c)| g.cell(r, c))
    };
    for start in order {
        if cage_of[start.index()].is_some() {
            continue;
        }
        let target = sizes.0 + below(sizes.1 - sizes.0 + 1, rng);
        let mut cage = vec![start];
        cage_of[start.index()] = Some(cages.len());
        while cage.len() < target.min(n) {
            let open: Vec<Cell> = cage
                .iter()
                .flat_map(|&c| neighbours(c))
                .filter(|m| cage_of[m.index()].is_none())
                .filter(|&m| cage.iter().all(|&c| solution.get(c) != solution.get(m)))
                .collect();
            if open.is_empty() {
                break;
            }
            let next = open[below(open.len(), rng)];
            cage_of[next.index()] = Some(cages.len());
            cage.push(next);
        }
        cages.push(cage);
    }
    // Single cells join a neighbouring cage where their digit is new, the smallest first.
    for i in 0..cages.len() {
        if cages[i].len() != 1 {
            continue;
        }
        let cell = cages[i][0];
        let mut options: Vec<usize> = neighbours(cell)
            .filter_map(|m| cage_of[m.index()])
            .filter(|&j| j != i && cages[j].len() < n)
            .filter(|&j| {
                cages[j]
                    .iter()
                    .all(|&c| solution.get(c) != solution.get(cell))
            })
            .collect();
        options.sort_by_key(|&j| cages[j].len());
        if let Some(&j) = options.first() {
            cages[i].clear();
            cages[j].push(cell);
            cage_of[cell.index()] = Some(j);
        }
    }
    cages
        .into_iter()
        .filter(|cells| !cells.is_empty())
        .map(|cells| {
            let sum = cells
                .iter()
                .filter_map(|&c| solution.get(c))
                .map(|d| u16::from(d.get()))
                .sum();
            Cage::new(cells, Some(sum))
        })
        .collect()
}
