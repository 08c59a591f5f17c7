//! The engine's heavier work in the browser: a hint, the grade shown when a puzzle is solved,
//! the solution (for the first mistake and Solve), and the review of a finished game (which
//! runs the ladder from every position; its view comes with it).
//!
//! The solvers (the fast one with its tables, and the logic solver's thirty techniques and their
//! explanations) are a large part of the engine, and a player needs them only on asking for
//! one of these. In the split build
//! (feature `split`) these functions are split points (`crate::chunk`): their code is a
//! WebAssembly chunk of its own, loaded on the first call, which keeps it out of the bundle a
//! first visit downloads. Without the feature they run at once. Either way callers await them,
//! and handle a chunk that could not be loaded (`ChunkError`): the game goes on without the
//! tool.

use leptos::prelude::AnyView;
use sudoku_core::{Grade, Grid, Level, Technique};

use crate::chunk::split_point;
use crate::components::Completion;
use crate::game::{puzzle_of, Game, HintRequest, HintSession, RulesRef};
use crate::learn::Drill;

split_point! {
    /// Works out the hint `request` asks for.
    engine_hint: pub fn hint(request: HintRequest) -> HintSession {
        request.work()
    }
}

/// The largest side of a grid whose completion grade is worked out (9×9 and smaller).
///
/// Grading runs on the page's one thread, and a shared link's givens are anyone's: on a
/// 25×25 grid with few givens the uniqueness search and the ladder take seconds, and crafted
/// givens can make the search take far longer. Up to 9×9 every part of it is small (an
/// empty 9×9, the ladder's worst case, grades in about 30 ms in a debug build), so it stays a
/// short task. Larger grids are not graded on completion: the message gives the time and hints.
/// A Web Worker would take the work off the page's thread, but needs a second WebAssembly
/// bundle that cargo-leptos does not build, a `worker-src` in the policy and messages both
/// ways, and would still have no bound on the work; a step budget inside the grader would
/// not bound one step of the search either.
pub const GRADED_UP_TO: usize = 9;

/// Whether [`grade`] works out a grade for `givens` (see [`GRADED_UP_TO`]).
pub fn gradable(givens: &Grid) -> bool {
    givens.geometry().size() <= GRADED_UP_TO
}

/// Grades `givens` (on a variant's `rules`): its level, and a sentence of what it asked of a
/// solver of the ladder ("It was a hard puzzle (rating 412), with Naked Single ×40, …"); `None`
/// if the givens do not make a proper puzzle, the grid is too large to grade on the page's
/// thread ([`GRADED_UP_TO`]), or the grader's code could not be loaded (the grade is an extra
/// of the completion panel). The sentence is made in the grader's chunk, with the techniques'
/// names.
pub async fn grade(givens: Grid, rules: Option<RulesRef>) -> Option<(Level, String)> {
    if !gradable(&givens) {
        return None;
    }
    grade_any(givens, rules).await.ok().flatten()
}

split_point! {
    /// [`grade`] on a grid of any size.
    engine_grade: fn grade_any(givens: Grid, rules: Option<RulesRef>) -> Option<(Level, String)> {
        sudoku_core::grade_puzzle(&puzzle_of(givens, rules.as_ref()))
            .ok()
            .map(|grade| (grade.level, grade_sentence(&grade)))
    }
}

/// What `grade` says of a solved puzzle.
fn grade_sentence(grade: &Grade) -> String {
    let techniques = grade
        .techniques
        .iter()
        .map(|&(t, n)| {
            t!(
                GradeTechniqueCount,
                technique = crate::words::technique_name(t),
                count = n
            )
        })
        .collect::<Vec<_>>();
    let techniques = crate::explain::commas(techniques.into_iter());
    t!(
        GradeSentence,
        level = crate::words::level_phrase(grade.level),
        rating = crate::words::rating(grade.rating),
        techniques = techniques
    )
}

split_point! {
    /// Reads a game's save (`Saved::read`): a chunk of its own, loaded only where a save is.
    engine_save: pub fn read_save(givens: Grid, text: String) -> crate::game::session::Saved {
        crate::game::session::Saved::read(givens, text)
    }
}

split_point! {
    /// The solution of `givens` (on a variant's `rules`), if it has exactly one.
    engine_solution: pub fn solution(givens: Grid, rules: Option<RulesRef>) -> Option<Grid> {
        puzzle_of(givens, rules.as_ref()).solution()
    }
}

split_point! {
    /// The review of `game`, finished, as a view (`components::review_view`).
    engine_review: pub fn review_view(game: Game) -> AnyView {
        crate::components::review_view(game)
    }
}

split_point! {
    /// The completion panel of a solved game (`components::completion_view`): with `split` a
    /// chunk of its own, loaded once the game is solved.
    engine_completion: pub fn completion_view(completion: Completion) -> AnyView {
        crate::components::completion_view(completion)
    }
}

split_point! {
    /// A practice position of `technique` from `seed`, with its sentence, made from the base
    /// positions `corpus` (which the page fetches from the server, `site::api::POSITIONS`).
    /// With `split` this is a chunk of its own, loaded when a player first asks for a position.
    engine_drill: pub fn drill(corpus: String, technique: Technique, seed: u64) -> Option<Drill> {
        Drill::new(&corpus, technique, seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_grids_up_to_nine_by_nine_are_graded_on_completion() {
        let empty = |n: usize| {
            let geometry = sudoku_core::Geometry::for_cell_count(n * n).expect("a geometry");
            Grid::empty(geometry)
        };
        assert!(gradable(&empty(4)));
        assert!(gradable(&empty(9)));
        assert!(!gradable(&empty(16)));
        assert!(!gradable(&empty(25)));
    }

    #[test]
    fn the_grade_s_sentence_names_the_level_rating_and_techniques() {
        let givens: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .expect("a puzzle");
        let grade =
            sudoku_core::grade_puzzle(&sudoku_core::Puzzle::classic(givens)).expect("graded");
        let sentence = grade_sentence(&grade);
        let level = crate::words::level_phrase(grade.level);
        assert!(
            sentence.starts_with(&format!("It was {level} (rating {}), with ", grade.rating)),
            "{sentence}"
        );
        for (technique, n) in &grade.techniques {
            assert!(
                sentence.contains(&format!("{} ×{n}", technique.name())),
                "{sentence}"
            );
        }
        assert!(sentence.ends_with('.'));
    }
}
