//! Health checks for an orchestrator or a load balancer.
//!
//! - `GET /healthz` (liveness): the process answers. It checks nothing else, so a restart is
//!   never triggered by a missing file that a restart would not bring back.
//! - `GET /readyz` (readiness): the built site is there. Pages are useless without the
//!   WebAssembly bundle they load, so this answers 503 until the bundle's JS and WASM files,
//!   under the names the pages will ask for, exist and can be opened.

use std::{path::PathBuf, sync::Arc};

use axum::response::IntoResponse;
use http::StatusCode;

use crate::{config::Config, error::AppError};

/// `GET /healthz`.
pub async fn live() -> impl IntoResponse {
    (StatusCode::OK, "ok")
}

/// The files `/readyz` checks.
#[derive(Debug, Clone)]
pub struct Readiness {
    files: Arc<[PathBuf]>,
}

impl Readiness {
    /// The bundle files of this configuration.
    pub fn new(config: &Config) -> Self {
        let pkg = config.pkg_dir();
        Self {
            files: [&config.bundle.js, &config.bundle.wasm]
                .into_iter()
                .map(|name| pkg.join(name))
                .collect(),
        }
    }

    /// `GET /readyz`: 200 when every bundle file can be opened, 503 otherwise (the log says
    /// which file and why; the client is told only "not ready").
    pub async fn check(&self) -> Result<&'static str, AppError> {
        for file in self.files.iter() {
            if let Err(error) = tokio::fs::File::open(file).await {
                return Err(AppError::NotReady(format!("{}: {error}", file.display())));
            }
        }
        Ok("ready")
    }
}
