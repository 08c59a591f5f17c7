//! Starts the Sudoku site: reads the configuration, sets up logging, binds, serves until
//! SIGINT or SIGTERM.
//!
//! The shutdown is bounded by `SUDOKU_SHUTDOWN_GRACE` from the signal on: requests in flight
//! get the grace period; then every CPU-heavy job still running is told to stop, and the
//! runtime waits for its blocking threads only for what is left of the grace (tokio's runtime
//! would otherwise wait for every blocking job at its end, however long it runs).

use std::{
    io::IsTerminal,
    process::ExitCode,
    sync::{Arc, OnceLock},
    time::Instant,
};

use server::config::{Config, LogFormat};
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("cannot start the async runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    let signalled = Arc::new(OnceLock::new());
    let (code, grace) = runtime.block_on(run(signalled.clone()));
    server::shut_down(runtime, signalled.get().copied(), grace);
    code
}

/// Serves until a signal; the exit code, and the grace period the shutdown may take. The
/// moment the signal came goes into `signalled`.
async fn run(signalled: Arc<OnceLock<Instant>>) -> (ExitCode, std::time::Duration) {
    let config = Config::from_env();
    init_logging(config.as_ref().map_or(LogFormat::Text, |c| c.log_format));
    let config = match config {
        Ok(config) => config,
        Err(error) => {
            tracing::error!("invalid configuration: {error}");
            return (ExitCode::FAILURE, std::time::Duration::ZERO);
        }
    };
    let grace = config.limits.shutdown_grace;

    if let Err(error) = config.database.prepare() {
        tracing::error!("invalid configuration: {error}");
        return (ExitCode::FAILURE, grace);
    }
    let open_files = match config.fit_open_files() {
        Ok(limit) => limit,
        Err(error) => {
            tracing::error!("invalid configuration: {error}");
            return (ExitCode::FAILURE, grace);
        }
    };

    let addr = config.leptos.site_addr;
    let listener = match server::listen(addr) {
        Ok(listener) => listener,
        Err(error) => {
            tracing::error!("cannot listen on {addr}: {error}");
            return (ExitCode::FAILURE, grace);
        }
    };
    work::install(work::WorkPool::new(config.limits.work));
    tracing::info!(
        site_root = %config.leptos.site_root,
        wasm = %config.bundle.wasm,
        limits = ?config.limits,
        open_files,
        database = config.database.store.as_ref().map_or("off", |o| o.location.backend().name()),
        "listening on http://{addr}"
    );
    // The store connects and migrates in the background: the site serves at once, and takes a
    // database that is down into use when it answers.
    let store = server::state::open(&config.database);
    if let Some(store) = &store {
        server::upkeep::spawn(store.clone(), &config.database);
    }
    let (router, rooms) = server::app_and_rooms(&config, store.clone());
    let signal = {
        let signalled = signalled.clone();
        async move {
            server::shutdown_signal().await;
            let _ = signalled.set(Instant::now());
        }
    };
    let served = server::serve(listener, router, signal, config.limits).await;
    if let Some(rooms) = rooms {
        // The rooms' sockets close (their pages reconnect elsewhere or later) and their
        // boards are written back, within what is left of the grace, before the store closes.
        let left = signalled
            .get()
            .map_or(grace, |at| grace.saturating_sub(at.elapsed()));
        rooms.close_all(left).await;
    }
    if let Some(store) = store {
        // Closing waits for connections in use; the shutdown's grace bounds it anyway.
        let _ = tokio::time::timeout(std::time::Duration::from_secs(1), store.close()).await;
    }
    if let Err(error) = served {
        tracing::error!("server error: {error}");
        return (ExitCode::FAILURE, grace);
    }
    tracing::info!("stopped");
    (ExitCode::SUCCESS, grace)
}

/// Logs to standard error at the level of `RUST_LOG` (default `info`), as text (coloured only
/// on a terminal) or JSON.
fn init_logging(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().init(),
    }
}
