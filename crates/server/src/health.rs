//! Health checks for an orchestrator or a load balancer.
//!
//! - `GET /healthz` (liveness): the process answers. It checks nothing else, so a restart is
//!   never triggered by a missing file that a restart would not bring back.
//! - `GET /readyz` (readiness): the built site is there. Pages are useless without the
//!   WebAssembly bundle they load, so this answers 503 until the bundle's JS and WASM files,
//!   under the names the pages will ask for, exist and can be opened. Its text also says how the
//!   database is (`database: ok (sqlite)`, `unavailable` or `off`); a database that is down
//!   does not make the server unready, since every puzzle still plays without it.

use std::{path::PathBuf, sync::Arc};

use axum::response::IntoResponse;
use http::StatusCode;

use crate::{config::Config, error::AppError};

/// How long `/readyz` waits for the database's answer.
const DATABASE_WAIT: std::time::Duration = std::time::Duration::from_secs(1);

/// `GET /healthz`.
pub async fn live() -> impl IntoResponse {
    (StatusCode::OK, "ok")
}

/// The files `/readyz` checks.
#[derive(Debug, Clone)]
pub struct Readiness {
    files: Arc<[PathBuf]>,
    store: Option<store::Store>,
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
            store: None,
        }
    }

    /// Also reports the state of `store` (`None`: the database is off).
    pub fn with_database(self, store: Option<store::Store>) -> Self {
        Self { store, ..self }
    }

    /// `GET /readyz`: 200 when every bundle file can be opened, 503 otherwise (the log says
    /// which file and why; the client is told only "not ready"). The text's second line is the
    /// database's state.
    pub async fn check(&self) -> Result<String, AppError> {
        for file in self.files.iter() {
            if let Err(error) = tokio::fs::File::open(file).await {
                return Err(AppError::NotReady(format!("{}: {error}", file.display())));
            }
        }
        let database = match &self.store {
            None => "off".to_owned(),
            Some(store) => match tokio::time::timeout(DATABASE_WAIT, store.ping()).await {
                Ok(Ok(())) => format!("ok ({})", store.backend().name()),
                Ok(Err(error)) => {
                    tracing::warn!(%error, "readiness: the database does not answer");
                    format!("unavailable ({})", store.backend().name())
                }
                Err(_) => format!(
                    "unavailable ({}, no answer in time)",
                    store.backend().name()
                ),
            },
        };
        Ok(format!("ready\ndatabase: {database}\n"))
    }
}
