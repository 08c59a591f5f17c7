//! Starts the Sudoku site: reads the configuration, sets up logging, binds, serves until
//! SIGINT or SIGTERM.

use std::{io::IsTerminal, process::ExitCode};

use server::config::{Config, LogFormat};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> ExitCode {
    let config = Config::from_env();
    init_logging(config.as_ref().map_or(LogFormat::Text, |c| c.log_format));
    let config = match config {
        Ok(config) => config,
        Err(error) => {
            tracing::error!("invalid configuration: {error}");
            return ExitCode::FAILURE;
        }
    };

    let addr = config.leptos.site_addr;
    let listener = match tokio::net::TcpListener::bind(addr).await {
        Ok(listener) => listener,
        Err(error) => {
            tracing::error!("cannot listen on {addr}: {error}");
            return ExitCode::FAILURE;
        }
    };
    work::install(work::WorkPool::new(config.limits.work));
    tracing::info!(
        site_root = %config.leptos.site_root,
        wasm = %config.bundle.wasm,
        limits = ?config.limits,
        "listening on http://{addr}"
    );
    let router = server::app(&config);
    let served = server::serve(
        listener,
        router,
        server::shutdown_signal(),
        config.limits.shutdown_grace,
    )
    .await;
    if let Err(error) = served {
        tracing::error!("server error: {error}");
        return ExitCode::FAILURE;
    }
    tracing::info!("stopped");
    ExitCode::SUCCESS
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
