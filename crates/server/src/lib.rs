//! The Sudoku site's web server: the axum router around the Leptos app.
//!
//! [`app`] builds the whole router from the configuration, so tests drive it with `oneshot` and
//! no socket; [`serve`] runs it on a listener until a shutdown future resolves; `main.rs` only
//! reads the configuration, sets up logging, binds and serves.
//!
//! Every response passes, outermost first: a request id (`x-request-id`, kept from the proxy
//! in front with `SUDOKU_TRUST_PROXY`, else made up) → the request log (method, path, status, latency) → the id copied to the
//! response → security headers with a per-request CSP nonce → `Cache-Control` if none was
//! set → compression → the rate limit on the routes that do work → the body size limit → the
//! request timeout → the route.

pub mod assets;
pub mod config;
pub mod error;
mod fresh;
pub mod health;
pub mod rate_limit;
pub mod security;

use std::{
    future::{Future, IntoFuture},
    net::SocketAddr,
    time::Duration,
};

use app::{shell, App};
use axum::{
    body::Body, extract::Request, handler::Handler, middleware, routing::get, serve::ListenerExt,
    Router,
};
use http::{HeaderName, StatusCode};
use leptos::prelude::provide_context;
use leptos_axum::{generate_route_list, LeptosRoutes};
use tower::ServiceBuilder;
use tower_http::{
    compression::CompressionLayer,
    limit::RequestBodyLimitLayer,
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, RequestId, SetRequestIdLayer},
    timeout::TimeoutLayer,
    trace::{DefaultOnFailure, DefaultOnResponse, TraceLayer},
    LatencyUnit,
};
use tracing::Level;

/// Bounded CPU-heavy work: `server::work::run_bounded(|| …)` (see the `work` crate).
pub use work;

pub use error::AppError;

use crate::{config::Config, health::Readiness, rate_limit::RateLimit, security::Policy};

const X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Builds the site's router: health checks, every Leptos page and server function, the built
/// static files, and the app's own 404 page for the rest, inside the middleware stack.
pub fn app(config: &Config) -> Router {
    let options = config.leptos.clone();
    let routes = generate_route_list(App);
    let readiness = Readiness::new(config);
    let files = app::BundleFiles {
        js: format!("/{}/{}", options.site_pkg_dir, config.bundle.js),
        wasm: format!("/{}/{}", options.site_pkg_dir, config.bundle.wasm),
    };
    let context = {
        let options = options.clone();
        move || {
            provide_context(options.clone());
            provide_context(files.clone());
            security::provide_request_nonce();
        }
    };
    let not_found = leptos_axum::file_and_error_handler_with_context(context.clone(), shell)
        .with_state(options.clone());

    let router = Router::new()
        .route("/healthz", get(health::live))
        .route(
            "/readyz",
            get(move || {
                let readiness = readiness.clone();
                async move { readiness.check().await }
            }),
        )
        .leptos_routes_with_context(&options, routes, context, {
            let options = options.clone();
            move || shell(options.clone())
        })
        .nest_service(
            &format!("/{}", options.site_pkg_dir),
            assets::pkg_service(&config.pkg_dir(), config.bundle.revalidated()),
        )
        .fallback_service(assets::root_files(&options.site_root, not_found))
        .with_state(options)
        .layer(middleware::from_fn(fresh::fresh_puzzles));
    with_middleware(router, config)
}

/// Wraps `router` in the middleware every response passes through (see the crate docs).
/// Public so tests can put a route of their own (a slow one, say) behind the same stack.
pub fn with_middleware(router: Router, config: &Config) -> Router {
    let limits = &config.limits;
    let rate_limit = RateLimit::new(
        limits.rate_per_minute,
        limits.rate_burst,
        config.trust_proxy,
    );
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
    router.layer(
        ServiceBuilder::new()
            // A client's own id would go into the logs unchecked: only a proxy's is kept.
            .map_request(move |mut request: Request| {
                if !trust_proxy {
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
                    .on_failure(DefaultOnFailure::new().level(Level::ERROR)),
            )
            .layer(PropagateRequestIdLayer::new(X_REQUEST_ID))
            .layer(middleware::from_fn_with_state(policy, security::headers))
            .layer(middleware::from_fn(assets::no_cache_by_default))
            .layer(CompressionLayer::new()),
    )
}

/// The span each request's log lines are in: its id, method and path (not the query, which
/// may hold a player's puzzle).
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
        path = request.uri().path(),
    )
}

/// Serves `router` on `listener` until `shutdown` resolves, then lets requests in flight finish
/// for up to `grace` before returning. Client addresses reach handlers (and the rate limit) as
/// `ConnectInfo<SocketAddr>`.
pub async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
    grace: Duration,
) -> std::io::Result<()> {
    let (begun, mut begun_rx) = tokio::sync::watch::channel(false);
    let signal = async move {
        shutdown.await;
        tracing::info!("shutting down: finishing the requests in flight");
        let _ = begun.send(true);
    };
    // TCP_NODELAY: a file's body follows its headers in a second write, which Nagle's algorithm
    // would hold back until the client's delayed ACK (tens of milliseconds per response).
    let listener = listener.tap_io(|stream| {
        if let Err(error) = stream.set_nodelay(true) {
            tracing::debug!("cannot set TCP_NODELAY: {error}");
        }
    });
    let server = axum::serve(
        listener,
        router.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(signal);
    let deadline = async move {
        if begun_rx.wait_for(|begun| *begun).await.is_err() {
            std::future::pending::<()>().await;
        }
        tokio::time::sleep(grace).await;
    };
    tokio::select! {
        result = server.into_future() => result,
        () = deadline => {
            tracing::warn!(grace_ms = grace.as_millis(), "requests still running after the grace period; stopping anyway");
            Ok(())
        }
    }
}

/// Resolves on SIGINT (Ctrl+C) or SIGTERM: the signals that ask the server to stop.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(error) = tokio::signal::ctrl_c().await {
            tracing::warn!("cannot listen for Ctrl+C: {error}");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(error) => {
                tracing::warn!("cannot listen for SIGTERM: {error}");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
}
