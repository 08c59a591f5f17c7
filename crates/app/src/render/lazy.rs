//! A view whose code arrives later: a lazy page of the split build, whose view is made by a
//! function in a WebAssembly chunk of its own.
//!
//! The server renders such a page directly. In the browser the page is hydrated
//! asynchronously (`crate::hydrate` uses Leptos' asynchronous hydration): a [`LazyView`] waits
//! for its chunk, then hydrates the view the chunk made, in the same place of the document. So
//! a lazy view, and every view around it up to the app, is made into an `AnyView` with
//! `AnyView::new_async`: with our patch of Leptos' view library (`vendor/README.md`), one made
//! with `into_any()` hydrates at once, and the lazy view would not wait. The
//! future runs with the owner that was current when the view was declared, so the page sees
//! the app's contexts. If the chunk cannot be loaded, the server's HTML stays, readable but not
//! live, under a message that says so (`chunk::report_missing_page`), and the page's
//! hydration goes no further.

use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use leptos::reactive::computed::ScopedFuture;
use leptos::tachys::hydration::Cursor;
use leptos::tachys::view::any_view::AnyViewState;
use leptos::tachys::view::PositionState;

use crate::chunk::ChunkError;

type ViewFuture = Pin<Box<dyn Future<Output = Result<AnyView, ChunkError>> + Send>>;

thread_local! {
    /// How many lazy views this thread has made (see [`made`]).
    static MADE: Cell<usize> = const { Cell::new(0) };
}

/// How many lazy views this thread has made so far: compared before and after making a
/// page, it tells whether part of the page hydrates asynchronously.
pub fn made() -> usize {
    MADE.with(Cell::get)
}

/// The view `view` will make: in the split build a [`LazyView`] whose chunk the browser loads
/// while the page hydrates (on the server the view is there at once); without the feature, made
/// at once (a split point's future is then ready when first polled).
pub fn lazy(view: impl Future<Output = Result<AnyView, ChunkError>> + Send + 'static) -> AnyView {
    #[cfg(feature = "split")]
    {
        AnyView::new_async(LazyView::new(view))
    }
    #[cfg(not(feature = "split"))]
    {
        LazyView::new(view).now()
    }
}

/// See the module's documentation.
pub struct LazyView {
    view: ViewFuture,
}

impl std::fmt::Debug for LazyView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LazyView").finish_non_exhaustive()
    }
}

impl LazyView {
    /// The view `view` will make once its code is there.
    pub fn new(
        view: impl Future<Output = Result<AnyView, ChunkError>> + Send + 'static,
    ) -> LazyView {
        MADE.with(|made| made.set(made.get() + 1));
        LazyView {
            view: Box::pin(ScopedFuture::new_untracked(view)),
        }
    }

    /// The view, if its code is already there (always, on the server); else nothing (also
    /// when it could not be loaded).
    fn now(mut self) -> AnyView {
        use std::task::{Context, Poll, Waker};
        match self
            .view
            .as_mut()
            .poll(&mut Context::from_waker(Waker::noop()))
        {
            Poll::Ready(Ok(view)) => view,
            Poll::Ready(Err(_)) | Poll::Pending => ().into_any(),
        }
    }
}

impl super::StandsFor for LazyView {
    fn stand_in<R>(self, f: impl FnOnce(AnyView) -> R) -> R {
        f(self.now())
    }
}

impl Render for LazyView {
    type State = AnyViewState;

    fn build(self) -> Self::State {
        self.now().build()
    }

    fn rebuild(self, state: &mut Self::State) {
        self.now().rebuild(state);
    }
}

super::takes_no_attributes!(LazyView);

impl RenderHtml for LazyView {
    type AsyncOutput = AnyView;
    type Owned = Self;

    const MIN_LENGTH: usize = 0;

    fn dry_resolve(&mut self) {}

    async fn resolve(self) -> Self::AsyncOutput {
        match self.view.await {
            Ok(view) => view.resolve().await,
            Err(_) => ().into_any(),
        }
    }

    super::html_through!();

    fn hydrate<const FROM_SERVER: bool>(
        self,
        cursor: &Cursor,
        position: &PositionState,
    ) -> Self::State {
        // Only reached by synchronous hydration, which the app does not use for lazy pages.
        self.now().hydrate::<FROM_SERVER>(cursor, position)
    }

    async fn hydrate_async(self, cursor: &Cursor, position: &PositionState) -> Self::State {
        match self.view.await {
            Ok(view) => view.hydrate_async(cursor, position).await,
            Err(_) => {
                // The server's HTML stays as it is, not hydrated, and so does the rest of
                // the document: hydration stops here for good. (Going on would need the
                // cursor past the page's nodes, which only the page's code knows.) The page
                // is the last part of the document to hydrate, so everything before it is
                // live; the page is not, and says so.
                #[cfg(all(feature = "hydrate", feature = "split"))]
                crate::chunk::report_missing_page();
                std::future::pending().await
            }
        }
    }

    fn into_owned(self) -> Self::Owned {
        self
    }
}
