//! A part of a page whose code arrives after the page is live: in the split build, the part's
//! view is made by a lazy function, whose WebAssembly chunk the browser loads only once the
//! main module has hydrated the rest of the page.
//!
//! The first load then holds only what the first digit needs (the grid, keypad and clock);
//! the tools beside them (hint, controls, share, settings) come a moment later. The server
//! renders the part inline, so the HTML is complete and shows at once. In the browser the part
//! is not hydrated but *replaced*: when its chunk is there, its view is built with the page's
//! signals as they are then and put in place of the server's element. Hydrating it instead
//! would attach to HTML that may no longer match (a save restored meanwhile), and waiting for
//! it would hold up the rest of the page.
//!
//! The part is not waited for by [`PageHydrated`](crate::hydration::PageHydrated) (the saved
//! game is restored without waiting for the network); [`PartsLive`] says when every lazy part
//! of the page is in place too.

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, Waker};

use leptos::prelude::*;
use leptos::reactive::computed::ScopedFuture;
use leptos::tachys::html::attribute::Attribute;
use leptos::tachys::hydration::Cursor;
use leptos::tachys::renderer::types::{Element, Node};
use leptos::tachys::renderer::{CastFrom, Rndr};
use leptos::tachys::view::add_attr::AddAnyAttr;
use leptos::tachys::view::any_view::AnyViewState;
use leptos::tachys::view::{Mountable, Position, PositionState};

use crate::hydration::in_a_later_task;

type ViewFuture = Pin<Box<dyn Future<Output = AnyView> + Send>>;

/// Whether every lazy part of the page is in place: `false` while one is still loading. Pages
/// without lazy parts are always `true`. (Tests and the page's `data-hydrated` wait for it.)
#[derive(Debug, Clone, Copy)]
pub struct PartsLive(RwSignal<usize>);

impl PartsLive {
    /// Provides the page's count of lazy parts still loading.
    pub fn provide() {
        provide_context(Self(RwSignal::new(0)));
    }

    /// Whether no lazy part is still loading.
    pub fn get() -> Signal<bool> {
        match use_context::<Self>() {
            Some(Self(pending)) => Signal::derive(move || pending.get() == 0),
            None => Signal::stored(true),
        }
    }

    fn change(by: isize) {
        if let Some(Self(pending)) = use_context::<Self>() {
            pending.update(|n| *n = n.saturating_add_signed(by));
        }
    }
}

/// A part of a page made by `view` (a lazy function's future in the split build; see the
/// module's documentation). The part must render exactly one element.
pub fn lazy_part(view: impl Future<Output = AnyView> + Send + 'static) -> LazyPart {
    LazyPart {
        owner: Owner::current().unwrap_or_default(),
        view: Box::pin(ScopedFuture::new_untracked(view)),
    }
}

/// See [`lazy_part`].
pub struct LazyPart {
    // The owner where the part was declared: its view is made (the future runs with it) and
    // built there, so it sees the page's contexts and is cleaned up with the page.
    owner: Owner,
    view: ViewFuture,
}

impl std::fmt::Debug for LazyPart {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LazyPart").finish_non_exhaustive()
    }
}

impl LazyPart {
    /// The view, if its code is already there (always, on the server).
    fn now(&mut self) -> Option<AnyView> {
        match self
            .view
            .as_mut()
            .poll(&mut Context::from_waker(Waker::noop()))
        {
            Poll::Ready(view) => Some(view),
            Poll::Pending => None,
        }
    }

    /// Builds the view once it is there, in place of `stand_in`, unless the part left the page
    /// before.
    fn replace_later(self, state: &LazyPartState) {
        let Self { owner, view } = self;
        let (stand_in, built, dropped) = (
            state.stand_in.clone(),
            state.built.clone(),
            state.dropped.clone(),
        );
        owner.with(|| PartsLive::change(1));
        leptos::task::spawn_local(async move {
            let view = view.await;
            // Built in a task of its own: the parts whose code came together are then built
            // one task after the other, none of them a long task on a phone.
            in_a_later_task(move || {
                if !dropped.get() {
                    let mut new = owner.with(|| view.build());
                    if let Some(parent) =
                        Rndr::get_parent(stand_in.as_ref()).and_then(Element::cast_from)
                    {
                        new.mount(&parent, Some(stand_in.as_ref()));
                        Rndr::remove(stand_in.as_ref());
                    }
                    *built.borrow_mut() = Some(new);
                }
                owner.with(|| PartsLive::change(-1));
            });
        });
    }
}

/// A lazy part in the page: the element standing in for it (the server's, or a placeholder),
/// then its view's state once built.
pub struct LazyPartState {
    stand_in: Element,
    built: Rc<RefCell<Option<AnyViewState>>>,
    // Set when the part leaves the page before its code came: it is then not built.
    dropped: Rc<Cell<bool>>,
}

impl std::fmt::Debug for LazyPartState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LazyPartState").finish_non_exhaustive()
    }
}

impl LazyPartState {
    fn waiting(stand_in: Element) -> Self {
        Self {
            stand_in,
            built: Rc::new(RefCell::new(None)),
            dropped: Rc::new(Cell::new(false)),
        }
    }

    fn built(state: AnyViewState) -> Self {
        // A placeholder that is never in the page, for a part that has no element.
        let stand_in = state
            .elements()
            .into_iter()
            .next()
            .unwrap_or_else(|| Rndr::create_element("template", None));
        Self {
            stand_in,
            built: Rc::new(RefCell::new(Some(state))),
            dropped: Rc::new(Cell::new(false)),
        }
    }
}

impl Mountable for LazyPartState {
    fn unmount(&mut self) {
        self.dropped.set(true);
        match self.built.borrow_mut().as_mut() {
            Some(state) => state.unmount(),
            None => Rndr::remove(self.stand_in.as_ref()),
        }
    }

    fn mount(&mut self, parent: &Element, marker: Option<&Node>) {
        self.dropped.set(false);
        match self.built.borrow_mut().as_mut() {
            Some(state) => state.mount(parent, marker),
            None => Rndr::insert_node(parent, self.stand_in.as_ref(), marker),
        }
    }

    fn insert_before_this(&self, child: &mut dyn Mountable) -> bool {
        if let Some(state) = self.built.borrow().as_ref() {
            return state.insert_before_this(child);
        }
        match Rndr::get_parent(self.stand_in.as_ref()).and_then(Element::cast_from) {
            Some(parent) => {
                child.mount(&parent, Some(self.stand_in.as_ref()));
                true
            }
            None => false,
        }
    }

    fn elements(&self) -> Vec<Element> {
        match self.built.borrow().as_ref() {
            Some(state) => state.elements(),
            None => vec![self.stand_in.clone()],
        }
    }
}

impl Render for LazyPart {
    type State = LazyPartState;

    fn build(mut self) -> Self::State {
        if let Some(view) = self.now() {
            let owner = self.owner.clone();
            return LazyPartState::built(owner.with(|| view.build()));
        }
        // Built in the browser (a page reached without reloading) before the code came: an
        // empty placeholder keeps the part's place until then.
        let state = LazyPartState::waiting(Rndr::create_element("template", None));
        self.replace_later(&state);
        state
    }

    fn rebuild(self, state: &mut Self::State) {
        let mut new = self.build();
        state.insert_before_this(&mut new);
        state.unmount();
        *state = new;
    }
}

// Attributes spread onto a lazy part are not passed on (none of ours takes any).
impl AddAnyAttr for LazyPart {
    type Output<SomeNewAttr: Attribute> = Self;

    fn add_any_attr<NewAttr: Attribute>(self, _attr: NewAttr) -> Self::Output<NewAttr> {
        self
    }
}

impl RenderHtml for LazyPart {
    type AsyncOutput = AnyView;
    type Owned = Self;

    const MIN_LENGTH: usize = 0;

    fn dry_resolve(&mut self) {}

    async fn resolve(self) -> Self::AsyncOutput {
        self.view.await.resolve().await
    }

    fn to_html_with_buf(
        mut self,
        buf: &mut String,
        position: &mut Position,
        escape: bool,
        mark_branches: bool,
        extra_attrs: Vec<leptos::attr::any_attribute::AnyAttribute>,
    ) {
        let owner = self.owner.clone();
        if let Some(view) = self.now() {
            owner.with(|| view.to_html_with_buf(buf, position, escape, mark_branches, extra_attrs));
        }
    }

    fn to_html_async_with_buf<const OUT_OF_ORDER: bool>(
        mut self,
        buf: &mut leptos::tachys::ssr::StreamBuilder,
        position: &mut Position,
        escape: bool,
        mark_branches: bool,
        extra_attrs: Vec<leptos::attr::any_attribute::AnyAttribute>,
    ) {
        let owner = self.owner.clone();
        if let Some(view) = self.now() {
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
    }

    fn hydrate<const FROM_SERVER: bool>(
        self,
        cursor: &Cursor,
        position: &PositionState,
    ) -> Self::State {
        // Step over the server's element as its own hydration would, leaving the cursor after
        // it; it stands in for the part until the part's code has come.
        let at = position.get();
        if at == Position::FirstChild {
            cursor.child();
        } else if at != Position::Current {
            cursor.sibling();
        }
        let stand_in = Element::cast_from(cursor.current()).unwrap_or_else(|| {
            // Not an element where the server rendered one (a page changed by hand): the part
            // is built after this node instead.
            Rndr::create_element("template", None)
        });
        position.set(Position::NextChild);
        let state = LazyPartState::waiting(stand_in);
        self.replace_later(&state);
        state
    }

    fn into_owned(self) -> Self::Owned {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Rendering to HTML needs the server's build (`cargo test --workspace` has it).
    #[cfg(feature = "ssr")]
    #[test]
    fn a_lazy_part_renders_the_same_html_on_the_server_and_sees_its_contexts() {
        #[derive(Clone)]
        struct Greeting(&'static str);
        let owner = Owner::new();
        owner.with(|| {
            provide_context(Greeting("from the page"));
            let inline = view! { <div class="x">"from the page"</div> }
                .into_view()
                .to_html();
            let part = lazy_part(async {
                let text = use_context::<Greeting>().map(|g| g.0).unwrap_or("none");
                view! { <div class="x">{text}</div> }.into_any()
            });
            // Rendered under another owner, as a page's parts may be, it still reads its page's
            // context.
            let html = Owner::new().with(|| part.into_view().to_html());
            assert_eq!(html, inline);
        });
    }

    #[test]
    fn parts_live_counts_the_parts_still_loading() {
        let owner = Owner::new();
        owner.with(|| {
            assert!(PartsLive::get().get_untracked(), "no page: nothing loads");
            PartsLive::provide();
            let live = PartsLive::get();
            assert!(live.get_untracked());
            PartsLive::change(1);
            PartsLive::change(1);
            assert!(!live.get_untracked(), "two parts load");
            PartsLive::change(-1);
            assert!(!live.get_untracked(), "one part still loads");
            PartsLive::change(-1);
            assert!(live.get_untracked(), "every part is in place");
        });
    }
}
