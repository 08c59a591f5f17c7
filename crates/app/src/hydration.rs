//! Hydration in steps: the page becomes interactive in several short tasks of the browser's
//! event loop instead of one long one.
//!
//! A phone spends most of a page's start-up attaching the game to the server's HTML. Done in one
//! go, that is a long task that blocks the first tap (and is what Lighthouse's total blocking
//! time measures). A part of a page wrapped in [`deferred`] is built and hydrated in a task of
//! its own, after the browser had a chance to handle input and paint; the server renders it
//! inline, so the HTML is the same. The rest of the page hydrates around it at once: the part
//! is one element, which hydration steps over and comes back to.
//!
//! Because parts hydrate one after the other, effects that change what the page shows must wait
//! until every part is live: a signal hydrated later would keep the server's HTML while its
//! value changed. [`PageHydrated`] says when the whole page is.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use leptos::prelude::*;
use leptos::tachys::html::attribute::Attribute;
use leptos::tachys::hydration::Cursor;
use leptos::tachys::renderer::types::{Element, Node};
use leptos::tachys::renderer::{CastFrom, Rndr};
use leptos::tachys::view::add_attr::AddAnyAttr;
use leptos::tachys::view::any_view::AnyViewState;
use leptos::tachys::view::{Mountable, Position, PositionState};

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
fn part_waits() {
    PROGRESS.with(|p| p.pending.set(p.pending.get() + 1));
}

/// A deferred part's task has run: the page is live if it was the last.
fn part_done() {
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

/// A part of a view that hydrates in a task of its own: `make` builds it then. On the server,
/// and when a page is built in the browser rather than hydrated, it is built at once. The part
/// must render exactly one element (hydration steps over one element to come back later).
pub fn deferred<V, F>(make: F) -> Deferred
where
    F: FnOnce() -> V + Send + 'static,
    V: IntoView + 'static,
{
    Deferred {
        owner: Owner::current().unwrap_or_default(),
        make: Box::new(move || make().into_any()),
    }
}

/// See [`deferred`]. The part's view is erased to `AnyView`: measured, that makes a smaller
/// WebAssembly than a `Deferred` generic over each part's view type.
pub struct Deferred {
    // The owner where the part was declared, so its contexts and cleanups are the same whenever
    // it is built.
    owner: Owner,
    make: Box<dyn FnOnce() -> AnyView + Send>,
}

impl std::fmt::Debug for Deferred {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Deferred").finish_non_exhaustive()
    }
}

impl Deferred {
    fn view(self) -> (Owner, AnyView) {
        let Self { owner, make } = self;
        let view = owner.with(make);
        (owner, view)
    }
}

/// A deferred part in the page: its element, and its view's state once hydrated.
pub struct DeferredState {
    el: Element,
    view: Rc<RefCell<Option<AnyViewState>>>,
    // Set when the part leaves the page before its turn came: it is then not hydrated.
    dropped: Rc<Cell<bool>>,
}

impl std::fmt::Debug for DeferredState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeferredState").finish_non_exhaustive()
    }
}

impl DeferredState {
    fn built(state: AnyViewState) -> Self {
        let el = state.elements().into_iter().next().unwrap_or_else(|| {
            // A part with no element at all: an empty placeholder keeps its place.
            Rndr::create_element("template", None)
        });
        Self {
            el,
            view: Rc::new(RefCell::new(Some(state))),
            dropped: Rc::new(Cell::new(false)),
        }
    }
}

impl Mountable for DeferredState {
    fn unmount(&mut self) {
        self.dropped.set(true);
        match self.view.borrow_mut().as_mut() {
            Some(state) => state.unmount(),
            None => Rndr::remove(self.el.as_ref()),
        }
    }

    fn mount(&mut self, parent: &Element, marker: Option<&Node>) {
        self.dropped.set(false);
        match self.view.borrow_mut().as_mut() {
            Some(state) => state.mount(parent, marker),
            None => Rndr::insert_node(parent, self.el.as_ref(), marker),
        }
    }

    fn insert_before_this(&self, child: &mut dyn Mountable) -> bool {
        match Rndr::get_parent(self.el.as_ref()).and_then(Element::cast_from) {
            Some(parent) => {
                child.mount(&parent, Some(self.el.as_ref()));
                true
            }
            None => false,
        }
    }

    fn elements(&self) -> Vec<Element> {
        vec![self.el.clone()]
    }
}

impl Render for Deferred {
    type State = DeferredState;

    fn build(self) -> Self::State {
        let (owner, view) = self.view();
        DeferredState::built(owner.with(|| view.build()))
    }

    fn rebuild(self, state: &mut Self::State) {
        // Built afresh in place of the old part, hydrated or not.
        let mut new = self.build();
        state.insert_before_this(&mut new);
        state.unmount();
        *state = new;
    }
}

// Attributes spread onto a deferred part are not passed on (none of ours takes any).
impl AddAnyAttr for Deferred {
    type Output<SomeNewAttr: Attribute> = Self;

    fn add_any_attr<NewAttr: Attribute>(self, _attr: NewAttr) -> Self::Output<NewAttr> {
        self
    }
}

impl RenderHtml for Deferred {
    type AsyncOutput = AnyView;
    type Owned = Self;

    const MIN_LENGTH: usize = 0;

    // Nothing to start early: a deferred part loads no data.
    fn dry_resolve(&mut self) {}

    async fn resolve(self) -> Self::AsyncOutput {
        let (_, view) = self.view();
        view.resolve().await
    }

    fn to_html_with_buf(
        self,
        buf: &mut String,
        position: &mut Position,
        escape: bool,
        mark_branches: bool,
        extra_attrs: Vec<leptos::attr::any_attribute::AnyAttribute>,
    ) {
        let (owner, view) = self.view();
        owner.with(|| view.to_html_with_buf(buf, position, escape, mark_branches, extra_attrs));
    }

    fn to_html_async_with_buf<const OUT_OF_ORDER: bool>(
        self,
        buf: &mut leptos::tachys::ssr::StreamBuilder,
        position: &mut Position,
        escape: bool,
        mark_branches: bool,
        extra_attrs: Vec<leptos::attr::any_attribute::AnyAttribute>,
    ) {
        let (owner, view) = self.view();
        owner.with(|| {
            view.to_html_async_with_buf::<OUT_OF_ORDER>(
                buf,
                position,
                escape,
                mark_branches,
                extra_attrs,
            )
        });
    }

    fn hydrate<const FROM_SERVER: bool>(
        self,
        cursor: &Cursor,
        position: &PositionState,
    ) -> Self::State {
        // Find the part's element as the element's own hydration would, and leave the cursor
        // after it, as if it had hydrated.
        let at = position.get();
        if at == Position::FirstChild {
            cursor.child();
        } else if at != Position::Current {
            cursor.sibling();
        }
        let Some(el) = Element::cast_from(cursor.current()) else {
            // Not an element where the server rendered one: hydrate here and now, which reports
            // the mismatch as any element would.
            position.set(Position::Current);
            let (owner, view) = self.view();
            return DeferredState::built(
                owner.with(|| view.hydrate::<FROM_SERVER>(cursor, position)),
            );
        };
        position.set(Position::NextChild);

        let state = DeferredState {
            el: el.clone(),
            view: Rc::new(RefCell::new(None)),
            dropped: Rc::new(Cell::new(false)),
        };
        let (view_state, dropped) = (state.view.clone(), state.dropped.clone());
        part_waits();
        in_a_later_task(move || {
            if !dropped.get() {
                let (owner, view) = self.view();
                let cursor = Cursor::new(el);
                let hydrated = owner.with(|| {
                    view.hydrate::<FROM_SERVER>(&cursor, &PositionState::new(Position::Current))
                });
                *view_state.borrow_mut() = Some(hydrated);
            }
            part_done();
        });
        state
    }

    fn into_owned(self) -> Self::Owned {
        self
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

    #[cfg(feature = "ssr")]
    fn html(view: impl IntoView) -> String {
        view.into_view().to_html()
    }

    // Rendering to HTML needs the server's build (`cargo test --workspace` has it).
    #[cfg(feature = "ssr")]
    #[test]
    fn a_deferred_part_renders_the_same_html_on_the_server() {
        let owner = Owner::new();
        owner.with(|| {
            let inline = html(view! { <p class="x">"Hello"</p><span>{41 + 1}</span> });
            let wrapped = html(deferred(
                || view! { <p class="x">"Hello"</p><span>{41 + 1}</span> },
            ));
            assert_eq!(wrapped, inline);
            assert!(wrapped.contains("<p class=\"x\">Hello"), "{wrapped}");
        });
    }

    #[cfg(feature = "ssr")]
    #[test]
    fn a_deferred_part_sees_the_contexts_where_it_was_declared() {
        #[derive(Clone)]
        struct Greeting(&'static str);
        let owner = Owner::new();
        let part = owner.with(|| {
            provide_context(Greeting("from the page"));
            deferred(|| use_context::<Greeting>().map(|g| g.0).unwrap_or("none"))
        });
        // Built elsewhere, as a deferred part is, it still reads its page's context.
        let other = Owner::new();
        assert!(other.with(|| html(part)).contains("from the page"));
    }

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
