//! Every implementation of Leptos' rendering traits in the app: a part of a view that
//! hydrates in a task of its own ([`deferred`], see `crate::hydration`), and a view whose code
//! arrives later ([`lazy`], the lazy pages of the split build). Both stand in a page as one
//! node the rest of the page renders and hydrates around. And [`Arriving`]: the place of a
//! view the browser makes later, once its chunk has come.

mod arriving;
mod deferred;
mod lazy;

pub use arriving::Arriving;
pub use deferred::{deferred, Deferred, DeferredState};
pub use lazy::{lazy, made, LazyView};

/// A view that renders, on the server, as the `AnyView` it stands for.
trait StandsFor {
    /// Runs `f` on the view this one stands for, where that view is to render.
    fn stand_in<R>(self, f: impl FnOnce(leptos::prelude::AnyView) -> R) -> R;
}

/// The two HTML methods of `RenderHtml` for a [`StandsFor`] view: they render the view it
/// stands for.
macro_rules! html_through {
    () => {
        fn to_html_with_buf(
            self,
            buf: &mut String,
            position: &mut ::leptos::tachys::view::Position,
            escape: bool,
            mark_branches: bool,
            extra_attrs: Vec<::leptos::attr::any_attribute::AnyAttribute>,
        ) {
            super::StandsFor::stand_in(self, |view| {
                view.to_html_with_buf(buf, position, escape, mark_branches, extra_attrs)
            });
        }

        fn to_html_async_with_buf<const OUT_OF_ORDER: bool>(
            self,
            buf: &mut ::leptos::tachys::ssr::StreamBuilder,
            position: &mut ::leptos::tachys::view::Position,
            escape: bool,
            mark_branches: bool,
            extra_attrs: Vec<::leptos::attr::any_attribute::AnyAttribute>,
        ) {
            super::StandsFor::stand_in(self, |view| {
                view.to_html_async_with_buf::<OUT_OF_ORDER>(
                    buf,
                    position,
                    escape,
                    mark_branches,
                    extra_attrs,
                )
            });
        }
    };
}
use html_through;

/// Implements `AddAnyAttr` for a view that takes no attributes: attributes spread onto it are
/// not passed on (none of the app's take any).
macro_rules! takes_no_attributes {
    ($view:ty) => {
        impl ::leptos::tachys::view::add_attr::AddAnyAttr for $view {
            type Output<SomeNewAttr: ::leptos::tachys::html::attribute::Attribute> = Self;

            fn add_any_attr<NewAttr: ::leptos::tachys::html::attribute::Attribute>(
                self,
                _attr: NewAttr,
            ) -> Self::Output<NewAttr> {
                self
            }
        }
    };
}
use takes_no_attributes;
