//! A part of a view that hydrates in a task of its own (see `crate::hydration`).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use leptos::prelude::*;
use leptos::tachys::hydration::Cursor;
use leptos::tachys::renderer::types::{Element, Node};
use leptos::tachys::renderer::{CastFrom, Rndr};
use leptos::tachys::view::any_view::AnyViewState;
use leptos::tachys::view::{Mountable, Position, PositionState};

use crate::hydration::{in_a_later_task, part_done, part_waits};

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

impl super::StandsFor for Deferred {
    fn stand_in<R>(self, f: impl FnOnce(AnyView) -> R) -> R {
        let (owner, view) = self.view();
        owner.with(|| f(view))
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

super::takes_no_attributes!(Deferred);

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

    super::html_through!();

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

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::*;

    fn html(view: impl IntoView) -> String {
        view.into_view().to_html()
    }

    // Rendering to HTML needs the server's build (`cargo test --workspace` has it).
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
}
