//! A view made later in the browser (by code that arrives in a chunk, or after a wait) and
//! shown where it is placed once it comes: the completion panel, the review, the keyboard
//! shortcuts.

use leptos::prelude::*;

/// The place of a view that comes later: nothing until [`Arriving::set`] hands one over, then
/// that view, once (a view renders once: it is taken).
///
/// It holds a signal local to the browser's one thread, made only there. On the server, where
/// a page's owner is dropped on another thread than the one it rendered on, a local signal
/// panics when dropped; and the server never hands a view over anyway.
#[derive(Debug, Clone, Copy)]
pub struct Arriving(Option<RwSignal<Option<AnyView>, LocalStorage>>);

impl Arriving {
    /// An empty place.
    pub fn new() -> Arriving {
        Arriving(cfg!(feature = "hydrate").then(|| RwSignal::new_local(None)))
    }

    /// Hands `view` over (or empties the place with `None`); nothing on the server.
    pub fn set(self, view: Option<AnyView>) {
        if let Some(slot) = self.0 {
            slot.set(view);
        }
    }

    /// Subscribes the running view to the place, without taking what it holds.
    pub fn track(self) {
        if let Some(slot) = self.0 {
            slot.track();
        }
    }

    /// For the view where the place is: what was handed over, taken (so `None` on the next
    /// run until another comes). Subscribes the running view to the place.
    pub fn take(self) -> Option<AnyView> {
        let slot = self.0?;
        slot.track();
        slot.try_update_untracked(Option::take).flatten()
    }
}

impl Default for Arriving {
    fn default() -> Arriving {
        Arriving::new()
    }
}
