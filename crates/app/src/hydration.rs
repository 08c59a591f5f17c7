//! Hydration in steps: the page becomes interactive in several short tasks of the browser's
//! event loop instead of one long one.
//!
//! A phone spends most of a page's start-up attaching the game to the server's HTML. Done in one
//! go, that is a long task that blocks the first tap (and is what Lighthouse's total blocking
//! time measures). A part of a page wrapped in `render::deferred` is built and hydrated in a task of
//! its own, after the browser had a chance to handle input and paint; the server renders it
//! inline, so the HTML is the same. The rest of the page hydrates around it at once: the part
//! is one element, which hydration steps over and comes back to.
//!
//! Because parts hydrate one after the other, effects that change what the page shows must wait
//! until every part is live: a signal hydrated later would keep the server's HTML while its
//! value changed. [`PageHydrated`] says when the whole page is.

use std::cell::Cell;

use leptos::prelude::*;

/// Whether the whole page has hydrated: `false` on the server and until the last deferred part
/// is live, then `true` for the rest of the page's life.
#[derive(Debug, Clone, Copy)]
pub struct PageHydrated(pub ReadSignal<bool>);

impl PageHydrated {
    /// The page's signal, provided by the app's shell; `true` where there is none (a component
    /// rendered on its own is not waiting for anything).
    pub fn get() -> Signal<bool> {
        match use_context::<Self>() {
            Some(Self(signal)) => signal.into(),
            None => Signal::stored(true),
        }
    }

    /// Provides the signal for the page, and keeps its setter for when the last part is live.
    pub fn provide() {
        let (hydrated, set_hydrated) = signal(false);
        provide_context(Self(hydrated));
        PROGRESS.with(|p| p.setter.set(Some(set_hydrated)));
    }
}

/// How far the page's hydration has come, in the browser.
struct Progress {
    setter: Cell<Option<WriteSignal<bool>>>,
    /// Deferred parts waiting for their task.
    pending: Cell<usize>,
    /// Whether everything around the deferred parts has hydrated.
    root_done: Cell<bool>,
}

thread_local! {
    static PROGRESS: Progress = const {
        Progress { setter: Cell::new(None), pending: Cell::new(0), root_done: Cell::new(false) }
    };
}

/// Called by the entry point once the page around the deferred parts has hydrated.
pub fn root_hydrated() {
    PROGRESS.with(|p| p.root_done.set(true));
    finish_if_done();
}

/// A deferred part is waiting for its task.
pub(crate) fn part_waits() {
    PROGRESS.with(|p| p.pending.set(p.pending.get() + 1));
}

/// A deferred part's task has run: the page is live if it was the last.
pub(crate) fn part_done() {
    PROGRESS.with(|p| p.pending.set(p.pending.get().saturating_sub(1)));
    finish_if_done();
}

fn finish_if_done() {
    let setter = PROGRESS.with(|p| {
        (p.root_done.get() && p.pending.get() == 0)
            .then(|| p.setter.take())
            .flatten()
    });
    if let Some(set) = setter {
        set.set(true);
    }
}

/// Runs `f` in a later task of the browser's event loop (a zero-delay timer: tasks queued this
/// way run in order), so what runs now can end its task first. Elsewhere (tests, the server)
/// it runs at once.
pub fn in_a_later_task(f: impl FnOnce() + 'static) {
    #[cfg(feature = "hydrate")]
    set_timeout(f, std::time::Duration::ZERO);
    #[cfg(not(feature = "hydrate"))]
    f();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_is_hydrated_once_provided_and_finished_or_when_nothing_waits() {
        // The test thread's progress starts afresh.
        PROGRESS.with(|p| {
            p.pending.set(0);
            p.root_done.set(false);
        });
        let owner = Owner::new();
        owner.with(|| {
            assert!(
                PageHydrated::get().get_untracked(),
                "no shell: nothing to wait for"
            );
            PageHydrated::provide();
            let hydrated = PageHydrated::get();
            assert!(!hydrated.get_untracked(), "a page starts not hydrated");
            // Two deferred parts are found while the page around them hydrates.
            part_waits();
            part_waits();
            root_hydrated();
            assert!(!hydrated.get_untracked(), "two parts still wait");
            part_done();
            assert!(!hydrated.get_untracked(), "one part still waits");
            part_done();
            assert!(hydrated.get_untracked(), "the last part finishes the page");
        });
    }
}
