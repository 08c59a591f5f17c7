//! Solver benchmarks on the standard data sets (`../shared/data/puzzles` beside the repository,
//! or the directory in `SUDOKU_BENCH_DATA`). A missing directory or file is skipped with a note.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_core::{count_solutions, first_solution};

mod data;

/// The sets and how many puzzles of each one iteration solves.
const SETS: [(&str, usize); 4] = [
    ("puzzles2_17_clue", 1000),
    ("puzzles3_magictour_top1465", 1465),
    ("puzzles5_forum_hardest_1905_11+", 500),
    ("puzzles7_serg_benchmark", 1000),
];

fn solve(c: &mut Criterion) {
    let mut group = c.benchmark_group("solve");
    group.sample_size(10);
    for (name, limit) in SETS {
        let Some(grids) = data::load(name, limit) else {
            continue;
        };
        group.throughput(Throughput::Elements(grids.len() as u64));
        group.bench_with_input(BenchmarkId::new("first", name), &grids, |b, grids| {
            b.iter(|| {
                grids
                    .iter()
                    .filter(|g| first_solution(g).0.is_some())
                    .count()
            })
        });
        group.bench_with_input(BenchmarkId::new("count_to_2", name), &grids, |b, grids| {
            b.iter(|| grids.iter().map(|g| count_solutions(g, 2)).sum::<usize>())
        });
    }
    group.finish();
}

criterion_group!(benches, solve);
criterion_main!(benches);
