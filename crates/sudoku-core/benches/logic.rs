//! Logic benchmarks: generating one 9×9 puzzle per level (a new seed each iteration, so the
//! figure is a typical time over many grids), and grading magictour's top1465 list
//! (`../shared/data/puzzles` beside the repository, or `SUDOKU_BENCH_DATA`; skipped with a note
//! when absent).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_core::Level;
use sudoku_core::{generate, grade, GenerateOptions, Geometry, Symmetry};

mod data;

fn generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate9");
    for level in [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ] {
        group.sample_size(if level == Level::Master { 10 } else { 50 });
        let options = GenerateOptions {
            level,
            symmetry: Symmetry::None,
            max_attempts: 1000,
            ..GenerateOptions::default()
        };
        let mut seed = 0u64;
        group.bench_function(BenchmarkId::from_parameter(level), |b| {
            b.iter(|| {
                seed += 1;
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                generate(Geometry::standard(), &options, &mut rng).is_ok()
            })
        });
    }
    group.finish();
}

fn grading(c: &mut Criterion) {
    let Some(grids) = data::load("puzzles3_magictour_top1465", usize::MAX) else {
        return;
    };
    let mut group = c.benchmark_group("grade");
    group.sample_size(10);
    group.throughput(Throughput::Elements(grids.len() as u64));
    group.bench_function("top1465", |b| {
        b.iter(|| grids.iter().filter(|g| grade(g).is_ok()).count())
    });
    group.finish();
}

criterion_group!(benches, generation, grading);
criterion_main!(benches);
