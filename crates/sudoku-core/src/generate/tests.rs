use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;

fn make(geometry: Geometry, level: Level, symmetry: Symmetry, seed: u64) -> Generated {
    make_by(Method::default(), geometry, level, symmetry, seed)
}

fn make_by(
    method: Method,
    geometry: Geometry,
    level: Level,
    symmetry: Symmetry,
    seed: u64,
) -> Generated {
    let options = GenerateOptions {
        level,
        symmetry,
        max_attempts: 200,
        method,
        ..GenerateOptions::default()
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    generate(geometry, &options, &mut rng).expect("a puzzle within the bound")
}

#[test]
fn each_level_up_to_expert_comes_out_exactly() {
    let methods = [Method::Fast, Method::Frozen];
    for (level, method) in [Level::Easy, Level::Medium, Level::Hard, Level::Expert]
        .into_iter()
        .flat_map(|level| methods.map(|method| (level, method)))
    {
        let made = make_by(method, Geometry::standard(), level, Symmetry::Rotational, 7);
        assert_eq!(made.grade.level, level, "{method:?}");
        assert_eq!(
            crate::solve(&made.puzzle),
            crate::SolveOutcome::Unique(made.solution.clone())
        );
        assert!(Symmetry::Rotational.holds_for(&made.puzzle));
        assert_eq!(crate::grade(&made.puzzle).as_ref(), Ok(&made.grade));
    }
}

/// The grade a puzzle comes with is the one `grade` gives, whether the generator graded the
/// puzzle again at the end or kept the grade of the dig's last look at it.
#[test]
fn the_grade_given_is_the_one_grade_gives() {
    let mut checked = 0;
    for seed in 0..12 {
        for level in [Level::Medium, Level::Hard, Level::Expert] {
            for (geometry, symmetry) in [
                (Geometry::standard(), Symmetry::Rotational),
                (Geometry::standard(), Symmetry::None),
                (Geometry::new(3, 2).expect("6×6"), Symmetry::None),
            ] {
                let Ok(made) = generate(
                    geometry,
                    &GenerateOptions {
                        level,
                        symmetry,
                        max_attempts: 1000,
                        ..GenerateOptions::default()
                    },
                    &mut ChaCha8Rng::seed_from_u64(seed),
                ) else {
                    continue;
                };
                assert_eq!(
                    crate::grade(&made.puzzle).as_ref(),
                    Ok(&made.grade),
                    "{}",
                    made.puzzle
                );
                checked += 1;
            }
        }
    }
    // 6×6 has no Expert puzzles to speak of; the rest come out.
    assert!(checked >= 84, "{checked} puzzles made");
}

#[test]
fn master_puzzles_need_the_top_of_the_ladder_and_it_finishes_them() {
    for seed in 1..=3 {
        let made = make(Geometry::standard(), Level::Master, Symmetry::None, seed);
        assert_eq!(made.grade.level, Level::Master);
        assert!(!made.grade.beyond_ladder, "{}", made.puzzle);
        assert!(made
            .grade
            .techniques
            .iter()
            .any(|(t, _)| t.level() == Level::Master));
        assert_eq!(crate::grade(&made.puzzle).as_ref(), Ok(&made.grade));
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzle() {
    let a = make(Geometry::standard(), Level::Hard, Symmetry::None, 3);
    let b = make(Geometry::standard(), Level::Hard, Symmetry::None, 3);
    assert_eq!(a, b);
}

#[test]
fn a_bound_of_zero_attempts_gives_up() {
    let options = GenerateOptions {
        max_attempts: 0,
        ..GenerateOptions::default()
    };
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert_eq!(
        generate(Geometry::standard(), &options, &mut rng),
        Err(GenerateError::GaveUp {
            level: Level::Medium,
            attempts: 0
        })
    );
}

#[test]
fn symmetries_parse_and_pair_cells() {
    let g = Geometry::standard();
    for s in Symmetry::ALL {
        assert_eq!(s.name().parse(), Ok(s));
        for cell in g.cells() {
            assert_eq!(
                s.partner(g, s.partner(g, cell)),
                cell,
                "{s} is an involution"
            );
        }
    }
    assert!("spiral".parse::<Symmetry>().is_err());
}

#[test]
fn a_cancelled_generation_stops_and_an_uncancelled_one_is_the_usual_puzzle() {
    let options = GenerateOptions {
        level: Level::Hard,
        max_attempts: 200,
        ..GenerateOptions::default()
    };
    let checks = std::cell::Cell::new(0u32);
    // Stop at the tenth check: within the first grid's removals.
    let stop_soon = || {
        checks.set(checks.get() + 1);
        checks.get() >= 10
    };
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    assert_eq!(
        generate_cancellable(Geometry::standard(), &options, &mut rng, &stop_soon),
        Err(GenerateError::Cancelled { attempts: 1 })
    );
    assert_eq!(checks.get(), 11, "one more check, before the second grid");
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let never = generate_cancellable(Geometry::standard(), &options, &mut rng, &|| false);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    assert_eq!(never, generate(Geometry::standard(), &options, &mut rng));
}

/// The fast method digs its first full grid (drawn by the fast search, `random_grid9`) in
/// several orders before it draws another; the frozen one draws a grid per dig, the way the
/// dailies were made (`Grid::random_solved`).
#[test]
fn the_fast_method_digs_a_grid_again_and_the_frozen_one_draws_a_new_one() {
    let (mut reused, mut redrawn) = (0, 0);
    for seed in 0..40 {
        let first = Grid::random_solved(Geometry::standard(), &mut ChaCha8Rng::seed_from_u64(seed));
        let fast = make_by(
            Method::Fast,
            Geometry::standard(),
            Level::Expert,
            Symmetry::Rotational,
            seed,
        );
        let frozen = make_by(
            Method::Frozen,
            Geometry::standard(),
            Level::Expert,
            Symmetry::Rotational,
            seed,
        );
        if fast.attempts <= DIGS_PER_GRID {
            let drawn =
                random_grid9(&mut ChaCha8Rng::seed_from_u64(seed)).map(|values| grid9(&values));
            assert_eq!(Some(fast.solution), drawn, "seed {seed}");
        }
        if fast.attempts > 1 && fast.attempts <= DIGS_PER_GRID {
            reused += 1;
        }
        if frozen.attempts == 1 {
            assert_eq!(frozen.solution, first, "seed {seed}");
        } else {
            assert_ne!(frozen.solution, first, "seed {seed}");
            redrawn += 1;
        }
    }
    assert!(
        reused > 0 && redrawn > 0,
        "{reused} reused, {redrawn} redrawn"
    );
}
