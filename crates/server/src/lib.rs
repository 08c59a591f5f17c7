//! The Sudoku site's web server: the axum router around the Leptos app.
//!
//! [`app`] builds the whole router from the configuration, so tests drive it with `oneshot` and
//! no socket; [`serve`] runs it on a listener until a shutdown future resolves, with the
//! transport's limits (timeouts, a connection cap); `main.rs` only reads the configuration, sets
//! up logging, binds and serves, and bounds the shutdown.
//!
//! Every response passes, outermost first: a panic catcher (a logged 500) → a request id
//! (`x-request-id`, kept from the proxy in front with `SUDOKU_TRUST_PROXY`, else made up) →
//! the request log (method, shortened path, status, latency) → the id copied to the response →
//! security headers with a per-request CSP nonce → `Cache-Control` if none was set →
//! compression → a 400 for a request target that is not a path → who the client is
//! ([`client`]) → the rate limit on the routes that do work → the body size limit → the
//! request timeout → the route. Around the
//! pages, `/p/` links in other forms are redirected to their share code (`links`), `/new` makes
//! puzzles and the dailies are prepared.

pub mod admission;
mod api;
mod assets;
mod auth;
mod client;
mod community;
pub mod config;
mod daily;
mod error;
mod health;
mod language;
mod learn;
mod links;
mod new_puzzle;
mod offline;
mod rate_limit;
mod request_target;
pub mod rooms;
mod security;
mod serve;
mod sitemap;
pub mod state;
#[cfg(test)]
mod testing;
pub mod upkeep;

use app::shell;
use axum::response::IntoResponse;
use axum::{body::Body, extract::Request, handler::Handler, middleware, routing::get, Router};
use http::{header, HeaderName, HeaderValue, Method, StatusCode};
use leptos::prelude::provide_context;
use tower::ServiceBuilder;
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::CompressionLayer,
    limit::RequestBodyLimitLayer,
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, RequestId, SetRequestIdLayer},
    timeout::TimeoutLayer,
    trace::{DefaultOnFailure, DefaultOnResponse, TraceLayer},
    CompressionLevel, LatencyUnit,
};
use tracing::Level;

pub use error::AppError;
pub use serve::{listen, serve, shut_down, shutdown_signal};

use crate::{config::Config, health::Readiness, rate_limit::RateLimit, security::Policy};

const X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Builds the site's router: health checks, `/new`'s puzzles, the results and sync routes, the
/// service worker, the built static files, and every other address to the app's pages, inside the middleware
/// stack. The database is the one the configuration names (see [`app_with`]).
pub fn app(config: &Config) -> Router {
    app_with(config, state::open(&config.database))
}

/// [`app`] over `store` (`None`: no database, so no results, figures or sync), which the
/// caller may share with [`upkeep::spawn`].
pub fn app_with(config: &Config, store: Option<store::Store>) -> Router {
    app_and_rooms(config, store).0
}

/// [`app_with`], and the rooms open on this instance (none without a database), which a
/// shutdown closes ([`rooms::Hub::close_all`]) before the store.
pub fn app_and_rooms(config: &Config, store: Option<store::Store>) -> (Router, Option<rooms::Hub>) {
    let options = config.leptos.clone();
    let readiness = Readiness::new(config).with_database(store.clone());
    let data = store.map(|store| state::Data::new(store, &config.database));
    let rooms = data.as_ref().map(|data| data.rooms.clone());
    let origin = sitemap::Origin {
        public_url: config.public_url.clone(),
        trust_proxy: config.trust_proxy,
    };
    // Every address that is not a file is a page: the app reads the address and picks the
    // page itself (app::address), so there is no route list here; an unknown address gets the
    // app's 404 page. The whole page is rendered before it is sent, so a page can still set
    // its status (400 for a broken link, 404, 503).
    // Leptos runs its tasks on tokio (leptos_axum sets that up only for a route list).
    let _ = any_spawner::Executor::init_tokio();
    let render = leptos_axum::render_app_async_with_context(page_context(config), {
        let options = options.clone();
        move || shell(options.clone())
    });
    let pages = (move |request: Request| {
        let render = render.clone();
        async move {
            if matches!(*request.method(), Method::GET | Method::HEAD) {
                render(request).await
            } else {
                method_not_allowed()
            }
        }
    })
    .with_state(());

    let service_worker = offline::ServiceWorker::new(config);
    let router = Router::new()
        .route("/healthz", get(health::live))
        .route(language::PATH, get(language::choose))
        .route("/manifest.webmanifest", get(language::manifest))
        .route("/sw.js", get(offline::script).with_state(service_worker))
        .route(
            "/robots.txt",
            get(sitemap::robots).with_state(origin.clone()),
        )
        .route("/sitemap.xml", get(sitemap::sitemap).with_state(origin))
        .route(site::api::POSITIONS, get(learn::positions))
        .route(
            "/readyz",
            get(move || {
                let readiness = readiness.clone();
                async move { readiness.check().await }
            }),
        )
        .merge(data.clone().map(api::routes).unwrap_or_default())
        .nest_service(
            &format!("/{}", options.site_pkg_dir),
            assets::pkg_service(&config.pkg_dir(), config.bundle.revalidated()),
        )
        .fallback_service(assets::root_files(&options.site_root, pages))
        .with_state(options)
        .layer(middleware::from_fn(new_puzzle::new_puzzles))
        .layer(middleware::from_fn(links::canonical_links))
        .layer(middleware::from_fn(daily::prepare))
        .layer(middleware::from_fn_with_state(
            data.clone(),
            rooms::page::prepare,
        ));
    // Pages that show figures (a daily, the archive) find them in the request.
    let router = match data {
        Some(data) => router.layer(middleware::from_fn_with_state(
            data.figures,
            community::provide_figures,
        )),
        None => router,
    };
    // Outside the three above: the day every one of them (and the page) names.
    let router = router.layer(middleware::from_fn(daily::pin_today));
    (with_middleware(router, config), rooms)
}

/// What every page's rendering is given: the site's options, the bundle's file paths (which the
/// start script asks for) and the request's nonce.
fn page_context(config: &Config) -> impl Fn() + Clone + Send + Sync + 'static {
    let options = config.leptos.clone();
    let at = |name: &str| format!("/{}/{name}", options.site_pkg_dir);
    let files = app::BundleFiles {
        js: at(&config.bundle.js),
        wasm: at(&config.bundle.wasm),
        loader: config.bundle.split.as_deref().map(at),
    };
    move || {
        provide_context(options.clone());
        provide_context(files.clone());
        security::provide_request_nonce();
    }
}

/// The answer to a page asked for with a method other than GET or HEAD.
fn method_not_allowed() -> axum::response::Response {
    let mut response = StatusCode::METHOD_NOT_ALLOWED.into_response();
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
    response
}

/// Wraps `router` in the middleware every response passes through (see the crate docs).
/// Public so tests can put a route of their own (a slow one, say) behind the same stack.
pub fn with_middleware(router: Router, config: &Config) -> Router {
    let limits = &config.limits;
    let rate_limit = RateLimit::new(limits.rate_per_minute, limits.rate_burst);
    let policy = Policy {
        dev_reload: config.dev_reload,
    };
    // Innermost first, as `Router::layer` wraps what is there.
    let router = router
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            limits.request_timeout,
        ))
        .layer(RequestBodyLimitLayer::new(limits.body_bytes));
    let router = match rate_limit {
        Some(rate_limit) => router.layer(middleware::from_fn_with_state(
            rate_limit,
            rate_limit::limit,
        )),
        None => router,
    };
    let trust_proxy = config.trust_proxy;
    router
        // Each request is answered in its language (its errors' messages).
        .layer(middleware::from_fn(language::scope))
        .layer(middleware::from_fn_with_state(
            trust_proxy,
            client::identify,
        ))
        .layer(
            ServiceBuilder::new()
                // A client's own id would go into the logs unchecked: only a proxy's is kept,
                // and only a short one of visible characters; others get an id of ours.
                .map_request(move |mut request: Request| {
                    let kept = trust_proxy
                        && request
                            .headers()
                            .get(X_REQUEST_ID)
                            .is_some_and(|id| is_request_id(id.as_bytes()));
                    if !kept {
                        request.headers_mut().remove(X_REQUEST_ID);
                    }
                    request
                })
                .layer(SetRequestIdLayer::new(X_REQUEST_ID, MakeRequestUuid))
                .layer(
                    TraceLayer::new_for_http()
                        .make_span_with(request_span)
                        .on_request(())
                        .on_response(
                            DefaultOnResponse::new()
                                .level(Level::INFO)
                                .latency_unit(LatencyUnit::Micros),
                        )
                        // The response line above has the status; a failure's cause is logged
                        // where it arises (an outage once, by the store), not twice.
                        .on_failure(DefaultOnFailure::new().level(Level::DEBUG)),
                )
                .layer(PropagateRequestIdLayer::new(X_REQUEST_ID))
                .layer(middleware::from_fn_with_state(policy, security::headers))
                .layer(middleware::from_fn(assets::no_cache_by_default))
                // What the server makes per request (pages, the API's answers) is compressed
                // as it is sent; the built files have theirs from the build. Level 6: brotli's
                // default (4) gives the daily page's 38 KB of HTML 6,200 B, 6 gives 5,763, in
                // about the same half millisecond (the reference library, on this machine).
                // Gzip's default is 6.
                .layer(CompressionLayer::new().quality(CompressionLevel::Precise(6)))
                // Leptos reads the path and query of every request; a target without them
                // (`CONNECT`'s authority form, `*`) is refused here.
                .layer(middleware::from_fn(request_target::origin_form_only)),
        )
        // Outermost: a panic anywhere below is a logged 500, not a dropped connection.
        .layer(CatchPanicLayer::custom(security::panic_response))
}

/// The longest request id kept from a proxy (a UUID takes 36 characters).
const MAX_REQUEST_ID: usize = 128;

/// Whether a proxy's `X-Request-Id` is one the server keeps, logs and sends back: at most
/// [`MAX_REQUEST_ID`] visible ASCII characters.
fn is_request_id(id: &[u8]) -> bool {
    !id.is_empty() && id.len() <= MAX_REQUEST_ID && id.iter().all(u8::is_ascii_graphic)
}

/// The span each request's log lines are in: its id, method and path, shortened by
/// [`logged_path`] (not the query, which may hold a player's puzzle).
fn request_span(request: &Request<Body>) -> tracing::Span {
    let id = request
        .extensions()
        .get::<RequestId>()
        .and_then(|id| id.header_value().to_str().ok())
        .unwrap_or("-");
    tracing::info_span!(
        "request",
        id,
        method = %request.method(),
        path = %logged_path(request.uri().path()),
    )
}

/// The most bytes of a path a log line holds: an address can be hundreds of kilobytes.
const LOGGED_PATH: usize = 160;

/// `path` as the request log writes it: a share code (`/p/<code>`, which carries a player's
/// progress) as its length only, and anything past [`LOGGED_PATH`] bytes cut, saying how much.
fn logged_path(path: &str) -> std::borrow::Cow<'_, str> {
    if let Some(code) = path.strip_prefix("/p/") {
        return format!("/p/<redacted:{}>", code.len()).into();
    }
    if path.len() <= LOGGED_PATH {
        return path.into();
    }
    let mut end = LOGGED_PATH;
    while !path.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…(+{} bytes)", &path[..end], path.len() - end).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proxy_s_request_id_is_kept_only_when_short_and_visible() {
        assert!(is_request_id(b"6f1c2d9e-0b7a-4c53-9d8e-1f2a3b4c5d6e"));
        assert!(!is_request_id(&[b'a'; MAX_REQUEST_ID + 1]));
        assert!(!is_request_id(b"two words"));
        assert!(!is_request_id(b""));
    }

    #[test]
    fn logged_paths_are_short_and_share_codes_hidden() {
        assert_eq!(
            logged_path("/daily/2026-03-14/hard"),
            "/daily/2026-03-14/hard"
        );
        assert_eq!(logged_path("/p/1rPDWW4ULJAMyDr9"), "/p/<redacted:16>");
        let long = format!("/daily/{}", "é".repeat(10_000));
        let logged = logged_path(&long);
        assert!(logged.len() < LOGGED_PATH + 30, "{logged}");
        assert!(logged.ends_with("bytes)"), "{logged}");
    }
}
