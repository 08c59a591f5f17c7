//! The variant search against a plain backtracking reference, on random variant puzzles.

use rand::SeedableRng;

use crate::random::below;
use rand_chacha::ChaCha8Rng;

use super::shapes::{grow_cages, random_regions};
use super::*;
use crate::testing::assert_true_of;
use crate::{Digit, DigitSet, SolveOutcome};

/// Plain backtracking: the cells in reading order, each digit tried, every unit and cage
/// checked after each placement. Returns how many solutions there are up to `limit`, and the
/// first.
fn reference(rules: &Rules, givens: &Grid, limit: usize) -> (usize, Option<Grid>) {
    let g = rules.geometry();
    let mut groups: Vec<(Vec<Cell>, Option<u16>)> = rules
        .units()
        .into_iter()
        .map(|(_, cells)| (cells, None))
        .collect();
    groups.extend(rules.cages().iter().map(|c| (c.cells().to_vec(), c.sum())));
    let of_cell: Vec<Vec<usize>> = g
        .cells()
        .map(|c| {
            (0..groups.len())
                .filter(|&i| groups[i].0.contains(&c))
                .collect()
        })
        .collect();
    let ok = |grid: &Grid, cell: Cell| {
        of_cell[cell.index()].iter().all(|&i| {
            let (cells, sum) = &groups[i];
            let (mut seen, mut total, mut filled) = (0u32, 0u16, 0);
            for &c in cells {
                if let Some(d) = grid.get(c) {
                    if seen & 1 << d.get() != 0 {
                        return false;
                    }
                    seen |= 1 << d.get();
                    total += u16::from(d.get());
                    filled += 1;
                }
            }
            sum.is_none_or(|s| total <= s && (filled < cells.len() || total == s))
        })
    };
    if g.cells().any(|c| givens.get(c).is_some() && !ok(givens, c)) {
        return (0, None);
    }
    fn go(
        grid: &mut Grid,
        at: usize,
        limit: usize,
        found: &mut (usize, Option<Grid>),
        ok: &dyn Fn(&Grid, Cell) -> bool,
    ) {
        let g = grid.geometry();
        let Some(cell) = g.cells().skip(at).find(|&c| grid.get(c).is_none()) else {
            found.0 += 1;
            found.1.get_or_insert_with(|| grid.clone());
            return;
        };
        for digit in Digit::all(g.size()) {
            grid.set(cell, Some(digit));
            if ok(grid, cell) {
                go(grid, cell.index() + 1, limit, found, ok);
                if found.0 >= limit {
                    break;
                }
            }
        }
        grid.set(cell, None);
    }
    let mut found = (0, None);
    go(&mut givens.clone(), 0, limit, &mut found, &ok);
    found
}

/// Random rules of `kind` on an n×n grid with boxes, with a full grid of them.
fn random_rules(kind: Kind, n: usize, rng: &mut ChaCha8Rng) -> (Rules, Grid) {
    let geometry = Geometry::for_cell_count(n * n).expect("a boxed size");
    loop {
        let rules = match kind {
            Kind::Classic => Rules::classic(geometry),
            Kind::Diagonal => Rules::classic(geometry).with_diagonals(),
            Kind::Killer => Rules::classic(geometry),
            Kind::Jigsaw => Rules::classic(geometry)
                .with_regions(&random_regions(n, rng))
                .expect("regions of n cells"),
        };
        let Some(full) = rules.random_fill(rng, 2_000) else {
            continue;
        };
        if kind != Kind::Killer {
            return (rules, full);
        }
        let cages = grow_cages(&full, (2, 5), rng);
        return (rules.with_cages(cages).expect("cages of the grid"), full);
    }
}

/// `full` with each digit kept with probability `keep` percent.
fn thin(full: &Grid, keep: u32, rng: &mut ChaCha8Rng) -> Grid {
    let mut grid = full.clone();
    for cell in full.geometry().cells() {
        if below(100, rng) as u32 >= keep {
            grid.set(cell, None);
        }
    }
    grid
}

#[test]
fn the_search_agrees_with_plain_backtracking_on_random_variant_puzzles() {
    let mut rng = ChaCha8Rng::seed_from_u64(36);
    for kind in [Kind::Diagonal, Kind::Jigsaw, Kind::Killer] {
        let (mut unique, mut several, mut none) = (0, 0, 0);
        for round in 0..1000 {
            // Mostly 6×6, where plain backtracking is quick from any start; every tenth a 9×9
            // with more givens.
            let (n, keep) = if round % 10 == 0 {
                (9, 55 + below(30, &mut rng) as u32)
            } else if kind == Kind::Killer {
                (6, 10 + below(30, &mut rng) as u32)
            } else {
                (6, below(60, &mut rng) as u32)
            };
            let (rules, full) = random_rules(kind, n, &mut rng);
            let mut givens = thin(&full, keep, &mut rng);
            if round % 10 == 9 {
                // A wrong digit somewhere: often no solution at all.
                let cell = Cell::new(below(n * n, &mut rng));
                givens.set(cell, Digit::new(below(n, &mut rng) as u8 + 1));
            }
            let (count, first) = reference(&rules, &givens, 2);
            assert_eq!(
                rules.count_solutions(&givens, 2),
                count,
                "{kind:?} {givens}"
            );
            match rules.solve(&givens) {
                SolveOutcome::Unique(solution) => {
                    assert_eq!(Some(&solution), first.as_ref());
                    unique += 1;
                }
                SolveOutcome::Multiple(a, b) => {
                    assert_ne!(a, b);
                    for s in [a, b] {
                        assert!(rules.is_solved(&s), "{s}");
                        for c in s.geometry().cells() {
                            assert!(givens.get(c).is_none() || givens.get(c) == s.get(c));
                        }
                    }
                    several += 1;
                }
                SolveOutcome::NoSolution => {
                    assert_eq!(count, 0);
                    none += 1;
                }
                SolveOutcome::AlreadySolved => assert!(rules.is_solved(&givens)),
            }
            if let Some(first) = rules.first_solution(&givens) {
                assert!(rules.is_solved(&first), "{kind:?}: {first}");
            }
        }
        // The rounds met every outcome.
        assert!(
            unique > 50 && several > 50 && none > 20,
            "{kind:?}: {unique} unique, {several} several, {none} none"
        );
    }
}

#[test]
fn regions_are_connected_and_of_n_cells() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for n in [4, 6, 9] {
        for _ in 0..20 {
            let regions = random_regions(n, &mut rng);
            let rules = Rules::classic(Geometry::for_cell_count(n * n).expect("boxed"))
                .with_regions(&regions)
                .expect("n cells each");
            for (_, cells) in rules.units() {
                assert_eq!(cells.len(), n);
            }
            for r in 0..n {
                let cells: Vec<usize> = (0..n * n).filter(|&i| regions[i] == r).collect();
                let mut seen = vec![cells[0]];
                let mut k = 0;
                while k < seen.len() {
                    let i = seen[k];
                    for j in &cells {
                        let near = (i / n == j / n && i.abs_diff(*j) == 1) || i.abs_diff(*j) == n;
                        if near && !seen.contains(j) {
                            seen.push(*j);
                        }
                    }
                    k += 1;
                }
                assert_eq!(seen.len(), n, "region {r} of {regions:?} is in pieces");
            }
        }
    }
}

#[test]
fn rules_refuse_what_cannot_be_played() {
    let g = Geometry::standard();
    let cell = |r, c| g.cell(r, c).expect("in the grid");
    assert_eq!(
        Rules::classic(g).with_regions(&[0; 81]),
        Err(RulesError::RegionSize {
            region: 0,
            cells: 81,
            size: 9
        })
    );
    let boxes: Vec<usize> = g.cells().map(|c| g.box_of(c).unwrap_or(0)).collect();
    assert!(Rules::classic(g)
        .with_regions(&boxes)
        .is_ok_and(|r| r.is_classic()));
    assert_eq!(
        Rules::classic(g).with_cages(vec![
            Cage::new(vec![cell(0, 0), cell(0, 1)], Some(3)),
            Cage::new(vec![cell(0, 1), cell(0, 2)], Some(5)),
        ]),
        Err(RulesError::CageOverlap { row: 0, col: 1 })
    );
    assert_eq!(
        Rules::classic(g).with_cages(vec![Cage::new(vec![cell(0, 0), cell(0, 1)], Some(18))]),
        Err(RulesError::CageSum { cells: 2, sum: 18 })
    );
    assert!(Rules::classic(g)
        .with_cages(vec![Cage::new(vec![cell(0, 0), cell(0, 1)], Some(17))])
        .is_ok());
}

#[test]
fn breaches_name_repeats_on_diagonals_and_wrong_totals() {
    let g = Geometry::standard();
    let cell = |r, c| g.cell(r, c).expect("in the grid");
    let rules = Rules::classic(g)
        .with_diagonals()
        .with_cages(vec![Cage::new(vec![cell(8, 7), cell(8, 8)], Some(4))])
        .expect("a cage");
    let mut grid = Grid::empty(g);
    grid.set(cell(0, 0), Digit::new(5));
    grid.set(cell(4, 4), Digit::new(5));
    grid.set(cell(8, 7), Digit::new(2));
    grid.set(cell(8, 8), Digit::new(3));
    let breaches = rules.breaches(&grid);
    assert_eq!(breaches.len(), 2, "{breaches:?}");
    assert_eq!(breaches[0].constraint, Constraint::Unit(Unit::Diagonal));
    assert_eq!(breaches[0].cells, vec![cell(0, 0), cell(4, 4)]);
    assert_eq!(breaches[1].constraint, Constraint::Cage(0));
    assert_eq!(breaches[1].digit, None);
    grid.set(cell(8, 7), Digit::new(3));
    grid.set(cell(8, 8), Digit::new(1));
    assert!(rules.breaching_cells(&grid).len() == 2);
    // The classic rules see no repeat on a diagonal.
    assert!(Rules::classic(g).breaches(&grid).is_empty());
}

/// A cage combination's sentence names the sets of digits that can still fill the cage's open
/// cells: the solution's digits there are one of them.
fn solution_is_among_the_sets(step: &crate::Step, full: &Grid) {
    use crate::logic::Value;
    let explanation = step.explain();
    let value = |name| {
        explanation
            .values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone())
    };
    let (Some(Value::Sets(sets)), Some(Value::Cells(cells))) = (value("sets"), value("cells"))
    else {
        panic!("a cage combination names its sets and cells: {explanation:?}");
    };
    let solved = cells
        .iter()
        .filter_map(|&cell| full.get(cell))
        .fold(DigitSet::EMPTY, DigitSet::with);
    assert!(
        sets.contains(&solved),
        "{solved:?} not in {sets:?}: {step:?}"
    );
}

#[test]
fn no_ladder_step_removes_a_digit_of_the_solution_on_variants() {
    use crate::logic::{LogicOptions, LogicSolver};
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    let mut used = std::collections::BTreeMap::new();
    for kind in [Kind::Diagonal, Kind::Jigsaw, Kind::Killer] {
        for round in 0..1000 {
            let n = if round % 10 == 0 { 9 } else { 6 };
            let (rules, full) = random_rules(kind, n, &mut rng);
            let keep = if kind == Kind::Killer { 10 } else { 35 };
            let givens = thin(&full, keep + below(20, &mut rng) as u32, &mut rng);
            // Every step is sound for every solution, so for the full grid the givens came
            // from, whether or not it is the only one.
            let options = LogicOptions::default();
            let mut solver =
                LogicSolver::with_rules(&rules, &givens, None, options).expect("consistent");
            let mut steps = 0;
            while let Some(step) = solver.next_step() {
                assert_true_of(&step, &full, format_args!("{kind:?} {step:?}\n{givens}"));
                assert!(!step.explanation().is_empty());
                if step.technique() == crate::Technique::CageCombination {
                    solution_is_among_the_sets(&step, &full);
                }
                *used.entry(step.technique()).or_insert(0) += 1;
                solver.apply(&step);
                steps += 1;
                if steps > 400 {
                    break;
                }
            }
        }
    }
    // The variant techniques were met, not only the singles.
    for technique in [
        crate::Technique::CageCombination,
        crate::Technique::CageOverlap,
        crate::Technique::Innies,
        crate::Technique::Outies,
        crate::Technique::LockedCandidates,
    ] {
        assert!(
            used.get(&technique).is_some_and(|&n| n > 5),
            "{technique}: {used:?}"
        );
    }
}

#[test]
fn generated_variants_have_one_solution_and_grade_at_their_level() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for kind in [Kind::Killer, Kind::Jigsaw, Kind::Diagonal] {
        for level in [crate::Level::Easy, crate::Level::Medium] {
            let made = generate_variant(kind, level, 200, &mut rng).expect("a puzzle");
            assert_eq!(made.puzzle.rules.kind(), kind);
            assert_eq!(made.puzzle.solution().as_ref(), Some(&made.solution));
            assert!(made.puzzle.rules.is_solved(&made.solution));
            let grade = crate::grade_puzzle(&made.puzzle).expect("a grade");
            assert_eq!(grade.level, level, "{kind:?}");
            assert!(!grade.beyond_ladder);
            // Its f-puzzles link opens the same puzzle.
            let link = crate::fpuzzles_link(&made.puzzle, "t");
            assert_eq!(crate::import_puzzle(&link), Ok(made.puzzle.clone()));
        }
    }
}

#[test]
fn the_cage_aid_lists_the_sets_that_still_fit() {
    let g = Geometry::standard();
    let cell = |r, c| g.cell(r, c).expect("in the grid");
    let rules = Rules::classic(g)
        .with_cages(vec![
            Cage::new(vec![cell(0, 0), cell(0, 1), cell(0, 2)], Some(10)),
            Cage::new(vec![cell(1, 0), cell(1, 1)], None),
        ])
        .expect("cages");
    let set = |digits: &[u8]| {
        digits.iter().fold(DigitSet::EMPTY, |s, &d| {
            s.union(DigitSet::only(Digit::new(d).expect("a digit")))
        })
    };
    let mut grid = Grid::empty(g);
    let aid = rules.cage_aid(&grid, 0).expect("a total");
    // 10 in three cells: 1+2+7, 1+3+6, 1+4+5, 2+3+5.
    assert_eq!(
        aid.combinations,
        vec![
            set(&[1, 2, 7]),
            set(&[1, 3, 6]),
            set(&[1, 4, 5]),
            set(&[2, 3, 5])
        ]
    );
    assert_eq!(aid.left, set(&[1, 2, 3, 4, 5, 6, 7]));
    grid.set(cell(0, 1), Digit::new(3));
    let aid = rules.cage_aid(&grid, 0).expect("a total");
    assert_eq!(aid.combinations, vec![set(&[1, 3, 6]), set(&[2, 3, 5])]);
    assert_eq!(aid.left, set(&[1, 2, 5, 6]));
    assert_eq!(rules.cage_aid(&grid, 1), None, "no total");
    assert_eq!(rules.cage_aid(&grid, 2), None, "no such cage");
}
