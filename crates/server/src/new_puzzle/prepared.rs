//! Variant puzzles made ahead for `/new`. Making a hard killer or jigsaw takes tens of
//! milliseconds, and up to about 150 ms at the 95th percentile (`sudoku bench --variants`), so
//! the server keeps a few of each variant and level ready: a request takes one (each is given
//! out once) and a refill makes another in the background, on the bounded pool like every
//! CPU-heavy job but one job at a time for the whole server, so refills never hold more than
//! one of the pool's slots and a player's request finds another. The first request of a kind and level, and a burst that empties the shelf,
//! are made while the player waits, as classic puzzles always are.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};

use app::new_puzzle::{Choice, GridKind};
use sudoku_core::Level;

/// How many puzzles of each variant and level are kept ready.
pub const READY: usize = 3;

type Key = (GridKind, Level);

/// The puzzles kept ready, and the keys being refilled.
#[derive(Default)]
struct Shelf {
    ready: HashMap<Key, Vec<String>>,
    refilling: HashSet<Key>,
}

fn shelf() -> MutexGuard<'static, Shelf> {
    static SHELF: OnceLock<Mutex<Shelf>> = OnceLock::new();
    // A panic while the lock was held leaves plain data behind: it is still usable.
    SHELF
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
}

/// A ready puzzle of `choice` (a variant) as its share code, if one is kept; either way the
/// shelf is refilled in the background, and the task doing it is returned (none if one is
/// running already).
pub fn take(choice: Choice) -> (Option<String>, Option<tokio::task::JoinHandle<()>>) {
    let key = (choice.kind, choice.level);
    let (code, start) = {
        let mut shelf = shelf();
        let code = shelf.ready.get_mut(&key).and_then(Vec::pop);
        (code, shelf.refilling.insert(key))
    };
    let refill = start.then(|| tokio::spawn(refill(choice)));
    (code, refill)
}

/// One refill job at a time for the whole server (see the module's documentation).
static ONE_AT_A_TIME: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// Makes puzzles of `choice` one at a time until [`READY`] are kept; stops at the first
/// failure (a full pool, say: the next request tries again).
async fn refill(choice: Choice) {
    let key = (choice.kind, choice.level);
    while shelf().ready.get(&key).map_or(0, Vec::len) < READY {
        let Ok(_turn) = ONE_AT_A_TIME.acquire().await else {
            break;
        };
        let seed = super::seed();
        let job = move || app::new_puzzle::make(choice, seed, &|| false);
        match work::run_bounded(job).await {
            Ok(Ok(code)) => shelf().ready.entry(key).or_default().push(code),
            Ok(Err(error)) => {
                tracing::warn!(%error, ?key, "no variant puzzle made ahead");
                break;
            }
            Err(error) => {
                tracing::debug!(%error, ?key, "no variant puzzle made ahead now");
                break;
            }
        }
    }
    shelf().refilling.remove(&key);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn puzzles_made_ahead_are_given_out_once_each_at_their_kind_and_level() {
        let choice = app::new_puzzle::choice(None, "medium", Some("diagonal")).expect("offered");
        let (first, refill) = take(choice);
        assert_eq!(first, None, "nothing is ready before the first request");
        refill
            .expect("a refill starts")
            .await
            .expect("the refill ends");
        let mut seen = HashSet::new();
        for _ in 0..READY {
            let (code, refill) = take(choice);
            let code = code.expect("made ahead");
            let puzzle = sudoku_core::code::decode_puzzle(&code)
                .expect("a code")
                .puzzle;
            assert_eq!(puzzle.rules.kind(), sudoku_core::Kind::Diagonal);
            assert_eq!(
                sudoku_core::grade_puzzle(&puzzle).map(|g| g.level),
                Ok(Level::Medium)
            );
            assert!(seen.insert(code), "each puzzle is given out once");
            if let Some(refill) = refill {
                refill.await.expect("the refill ends");
            }
        }
    }
}
