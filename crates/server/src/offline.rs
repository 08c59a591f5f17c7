//! `/sw.js`: the service worker that makes the site installable and playable offline.
//!
//! The worker is plain JavaScript (`offline/sw.js`) with the build filled in when the server
//! starts: the files to precache (the stylesheet, the JavaScript and WebAssembly of the main
//! module and of every chunk the split build wrote, the site root's icons, manifest and
//! scripts, and the pages' shells) and a version, a digest of the template and of every
//! precached file's name and contents. A new build therefore serves a worker that differs in
//! its bytes, which is how browsers notice an update; the worker's cache is named after the
//! version, so old caches go when it activates.
//!
//! The worker is served `no-cache` (browsers also bypass their HTTP cache for it, but a proxy
//! in front must not keep it either) with the security headers of every response.

use std::path::Path;
use std::sync::Arc;

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use http::header;
use sha2::{Digest, Sha256};

use crate::assets::{file_name_is_hashed, NO_CACHE};
use crate::config::Config;

/// The worker's template; `__NAME__` marks what [`ServiceWorker::new`] fills in.
const TEMPLATE: &str = include_str!("offline/sw.js");

/// The site root's files a page uses besides the bundle (those that exist are precached).
const ROOT_FILES: [&str; 8] = [
    "/favicon.svg",
    "/manifest.webmanifest",
    "/icon-192.png",
    "/icon-512.png",
    "/icon-maskable-512.png",
    app::offline::PWA_SCRIPT,
    app::learn::STYLESHEET,
    app::game::VARIANT_STYLESHEET,
];

/// The worker's script for this build, made once at start-up.
#[derive(Debug, Clone)]
pub struct ServiceWorker {
    script: Arc<str>,
}

impl ServiceWorker {
    /// The worker for the build the configuration names. A file that cannot be read is left
    /// out (and logged): the site still works online, and `/readyz` reports a missing bundle.
    pub fn new(config: &Config) -> ServiceWorker {
        let site_root = Path::new(&*config.leptos.site_root);
        let pkg_dir = config.pkg_dir();
        let pkg_url = format!("/{}", config.leptos.site_pkg_dir);
        let revalidated_names = config.bundle.revalidated();

        let mut digest = Sha256::new();
        digest.update(TEMPLATE.as_bytes());
        let mut immutable = Vec::new();
        let mut revalidated = Vec::new();
        for name in bundle_files(&pkg_dir) {
            let url = format!("{pkg_url}/{name}");
            let Some(contents) = read(&pkg_dir.join(&name)) else {
                continue;
            };
            add_to_digest(&mut digest, &url, &contents);
            if file_name_is_hashed(&name) && !revalidated_names.contains(&name) {
                immutable.push(url);
            } else {
                revalidated.push(url);
            }
        }
        for url in ROOT_FILES {
            let path = site_root.join(url.trim_start_matches('/'));
            if !path.is_file() {
                continue;
            }
            if let Some(contents) = read(&path) {
                add_to_digest(&mut digest, url, &contents);
                revalidated.push(url.to_owned());
            }
        }
        // The pages' shells: what each page looks like when the device has no copy of its own.
        revalidated.extend(app::offline::SHELLS.iter().map(|page| (*page).to_owned()));
        // The base positions the learn pages make practice positions from, so practice plays
        // offline too.
        revalidated.push(site::api::POSITIONS.to_owned());

        let version: String = digest
            .finalize()
            .iter()
            .take(12)
            .map(|byte| format!("{byte:02x}"))
            .collect();
        let levels: Vec<&str> = sudoku_core::DAILY_LEVELS
            .iter()
            .map(|level| level.name())
            .collect();
        let script = TEMPLATE
            .replace("__VERSION__", &version)
            .replace("__IMMUTABLE__", &json(&immutable))
            .replace("__REVALIDATED__", &json(&revalidated))
            .replace("__DAILY_LEVELS__", &json(&levels))
            .replace("__OFFLINE_PAGE__", app::offline::OFFLINE_PAGE);
        ServiceWorker {
            script: script.into(),
        }
    }
}

/// `GET /sw.js`.
pub async fn script(State(worker): State<ServiceWorker>) -> Response {
    let headers = [
        (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
        (header::CACHE_CONTROL, NO_CACHE),
    ];
    (headers, worker.script.to_string()).into_response()
}

/// The names of the bundle's files in `pkg_dir`, sorted: every file the build wrote there
/// except the precompressed twins (`.br`, `.gz`), which the server picks by itself, and the
/// TypeScript declarations (`.d.….ts`), which no page loads.
fn bundle_files(pkg_dir: &Path) -> Vec<String> {
    let entries = match std::fs::read_dir(pkg_dir) {
        Ok(entries) => entries,
        Err(error) => {
            tracing::warn!(%error, dir = %pkg_dir.display(), "the service worker precaches no bundle");
            return Vec::new();
        }
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| ![".br", ".gz", ".ts"].iter().any(|end| name.ends_with(end)))
        .collect();
    names.sort();
    names
}

fn read(path: &Path) -> Option<Vec<u8>> {
    std::fs::read(path)
        .inspect_err(|error| {
            tracing::warn!(%error, path = %path.display(), "the service worker skips a file");
        })
        .ok()
}

/// Adds a file to the version's digest: its address and contents, each length-prefixed so no
/// two lists of files digest alike.
fn add_to_digest(digest: &mut Sha256, url: &str, contents: &[u8]) {
    for part in [url.as_bytes(), contents] {
        digest.update((part.len() as u64).to_le_bytes());
        digest.update(part);
    }
}

/// `list` as a JSON array, which is also a JavaScript array literal (the worker's constants).
fn json(list: &[impl serde::Serialize]) -> String {
    // A list of strings always serialises.
    serde_json::to_string(list).unwrap_or_else(|_| "[]".to_owned())
}
