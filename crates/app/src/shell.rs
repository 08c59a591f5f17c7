//! The HTML document around every page, and the app that shows the page of its address.

use leptos::prelude::*;
use leptos_meta::{provide_meta_context, HashedStylesheet, MetaTags, Title};

use crate::hydration::PageHydrated;
use crate::pages::page_view_at_once;
use crate::render::deferred;
use crate::scripts::StartScripts;

/// The whole HTML document: head (styles, hydration scripts, meta tags) and the app.
pub fn shell(options: LeptosOptions) -> impl IntoView {
    #[cfg(feature = "ssr")]
    let (locale, messages) = {
        let locale = crate::language::provide_for_request();
        (locale, crate::language::messages_text(locale))
    };
    #[cfg(not(feature = "ssr"))]
    let (locale, messages) = (crate::language::locale(), None::<String>);
    view! {
        <!DOCTYPE html>
        // The page's language and direction; the grid stays left to right (see the stylesheet).
        <html lang=locale.tag() dir=locale.dir()>
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1"/>
                // The same on every page, so plain tags here rather than components in the app:
                // the browser's bundle then carries no code for them.
                <meta name="description" content=t!(SiteDescription)/>
                // The window's colour when installed, as the system's light or dark setting
                // (the web manifest's colours are the same).
                <meta name="theme-color" media="(prefers-color-scheme: light)" content="#1f3b73"/>
                <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#11151b"/>
                <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
                <link rel="manifest" href="/manifest.webmanifest"/>
                // No paint until the page's content (`main`) is parsed: a slow connection or CPU
                // would otherwise show parts of it laid out without the rest, which then move
                // (the grid jumping aside as the side panel comes: a layout shift). Browsers
                // without `rel=expect` paint as before; the stylesheet keeps the grid's place.
                <link rel="expect" href="#content" blocking="render"/>
                <AutoReload options=options.clone()/>
                // The stylesheet's name carries its content hash in release builds (hash-files).
                <HashedStylesheet options=options.clone() id="leptos"/>
                // The WebAssembly starts loading once the page has painted.
                <StartScripts options/>
                <MetaTags/>
                // A locale other than English: its messages, which the browser takes before
                // hydrating (`language::start`).
                {messages.map(|text| view! {
                    <script id=crate::language::MESSAGES_ID type="text/plain" inner_html=text></script>
                })}
            </head>
            <body>
                // The header and the footer are outside the app, so hydration never reaches
                // them and the browser carries no code for them: they are links (and the
                // footer's chooser, which the page's start script submits on a change).
                <header class="site-header">
                    <a class="brand" href="/">{t!(SiteName)}</a>
                    <nav aria-label=t!(NavLabel)>
                        <a href="/">{t!(NavToday)}</a>
                        <a href="/daily">{t!(NavArchive)}</a>
                        <a href="/new">{t!(NavNew)}</a>
                        <a href="/create">{t!(NavCreate)}</a>
                        <a href="/solver">{t!(NavSolver)}</a>
                        <a href="/learn">{t!(NavLearn)}</a>
                        <a href="/stats">{t!(NavStats)}</a>
                    </nav>
                </header>
                // The app hydrates here (`hydrate`), and an offline page is built here.
                <div id=crate::APP_ID class="app">
                    <App/>
                </div>
                <footer class="site-footer" inner_html=footer()></footer>
            </body>
        </html>
    }
}

/// The application: document metadata and the page of the address.
///
/// Transparent, so its view keeps its type instead of becoming an `AnyView`: the browser
/// hydrates it asynchronously down to a lazy page (see `vendor/README.md`).
#[component(transparent)]
pub fn App() -> impl IntoView {
    provide_meta_context();
    crate::daily::provide_today();
    PageHydrated::provide();
    let page = crate::address::provide().page();
    // The mark tells end-to-end tests (and anyone curious) that the whole page is live.
    let hydrated = PageHydrated::get();

    view! {
        // The site's name, until a page sets its own title: a lazy page hydrates once its code
        // has loaded, and the document is never left without a title meanwhile.
        <Title
            text=""
            formatter=|page: String| {
                if page.is_empty() { t!(SiteName).to_owned() } else { t!(SiteTitle, page = page) }
            }
        />
        {
            // A page that hydrates at once (a game's, say) does so in a task of its own after
            // the site's header (see `hydration`): together they were the longest task of a
            // phone's start-up. The page is made here, where the values the server sent with
            // it are read in order; only its hydration waits. A page with a lazy part hydrates
            // asynchronously, once its chunk is there, which a deferred part cannot (and so
            // does the `AnyView` around it: `new_async`, see `vendor/README.md`).
            let (content, steps) = page_view_at_once(page);
            let main = view! {
                <main id="content" data-hydrated=move || hydrated.get().then_some("true")>{content}</main>
            };
            if steps { deferred(move || main).into_any() } else { AnyView::new_async(main) }
        }
    }
}

/// The footer's choice of language: a form to `/language`, which keeps the choice in a cookie
/// and reloads the page it came from (named by the request's `Referer`). It works without the
/// WebAssembly; the page's start script submits it as soon as a language is chosen.
#[cfg(feature = "ssr")]
fn footer() -> String {
    use site::text::escape_html as escape;
    let current = crate::language::locale();
    let options: String = i18n::Locale::ALL
        .map(|locale| {
            let selected = if locale == current { " selected" } else { "" };
            format!(
                r#"<option value="{tag}" lang="{tag}"{selected}>{name}</option>"#,
                tag = locale.tag(),
                name = locale.name()
            )
        })
        .concat();
    format!(
        r#"<form class="language" method="get" action="/language"><label for="language">{label}</label><select id="language" name="l">{options}</select><button type="submit">{change}</button></form>"#,
        label = escape(t!(FooterLanguage)),
        change = escape(t!(FooterLanguageChange)),
    )
}

/// In the browser the footer keeps the server's markup.
#[cfg(not(feature = "ssr"))]
fn footer() -> String {
    String::new()
}
