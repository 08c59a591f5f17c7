use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;

fn make(geometry: Geometry, level: Level, symmetry: Symmetry, seed: u64) -> Generated {
    let options = GenerateOptions {
        level,
        symmetry,
        max_attempts: 200,
        ..GenerateOptions::default()
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    generate(geometry, &options, &mut rng).expect("a puzzle within the bound")
}

#[test]
fn each_level_up_to_expert_comes_out_exactly() {
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
        let made = make(Geometry::standard(), level, Symmetry::Rotational, 7);
        assert_eq!(made.grade.level, level);
        assert_eq!(
            crate::solve(&made.puzzle),
            crate::SolveOutcome::Unique(made.solution.clone())
        );
        assert!(Symmetry::Rotational.holds_for(&made.puzzle));
        assert_eq!(crate::grade(&made.puzzle).as_ref(), Ok(&made.grade));
    }
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
