//! `/sw.js`, the service worker, driven through the router without a socket: its headers, and
//! the build it precaches (a split build written to a temporary site root).

use std::path::Path;

#[path = "support/http.rs"]
mod http_reply;

use axum::Router;
use http::{header, StatusCode};
use http_reply::{get, send, Reply};
use server::config::Config;
use tempfile::TempDir;

const HASHES: &str = "js: AAAAAAAAAAAAAAAAAAAAAA\nwasm: BBBBBBBBBBBBBBBBBBBBBB\n\
                      css: CCCCCCCCCCCCCCCCCCCCCC\nsplit: DDDDDDDDDDDDDDDDDDDDDD\n";
const LOADER: &str = "__wasm_split.DDDDDDDDDDDDDDDDDDDDDD.js";
const CHUNK: &str = "split_new_view.EEEEEEEEEEEEEEEEEEEEEE.wasm";
const SHARED_CHUNK: &str = "chunk_1.FFFFFFFFFFFFFFFFFFFFFF.wasm";

/// A split build in a temporary site root, as cargo-leptos writes it: the hash file, the entry
/// files, the chunk loader and chunks with their brotli twins, and the site root's files.
struct Build {
    dir: TempDir,
}

impl Build {
    fn new() -> Build {
        let build = Build {
            dir: tempfile::tempdir().expect("a temp dir"),
        };
        std::fs::write(build.hash_file(), HASHES).expect("the hash file");
        let bundle = build.config().bundle;
        let pkg = build.dir.path().join("pkg");
        std::fs::create_dir(&pkg).expect("the pkg dir");
        for name in [
            bundle.js.as_str(),
            &bundle.wasm,
            &bundle.css,
            LOADER,
            CHUNK,
            SHARED_CHUNK,
        ] {
            write(&pkg.join(name), name);
            write(&pkg.join(format!("{name}.br")), "brotli");
        }
        for name in [
            "favicon.svg",
            "manifest.webmanifest",
            "icon-192.png",
            "pwa.js",
        ] {
            write(&build.dir.path().join(name), name);
        }
        build
    }

    fn hash_file(&self) -> String {
        let path = self.dir.path().join("hash.txt");
        path.to_str().expect("a UTF-8 path").to_owned()
    }

    fn config(&self) -> Config {
        let root = self.dir.path().to_str().expect("a UTF-8 path").to_owned();
        let hash_file = self.hash_file();
        let vars = [
            ("LEPTOS_SITE_ROOT", root.as_str()),
            ("LEPTOS_HASH_FILES", "true"),
            ("LEPTOS_HASH_FILE_NAME", hash_file.as_str()),
            ("SUDOKU_DATABASE_URL", "off"),
        ];
        Config::from_lookup(|key| {
            vars.iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| (*v).to_owned())
        })
        .expect("a valid configuration")
    }

    fn app(&self) -> Router {
        server::app(&self.config())
    }
}

fn write(path: &Path, contents: &str) {
    std::fs::write(path, contents).expect("write a file");
}

/// What the tests read of the worker's script.
trait Script {
    /// The JSON array the script assigns to `constant`.
    fn list(&self, constant: &str) -> Vec<String>;
    /// Its version.
    fn version(&self) -> String;
}

impl Script for Reply {
    fn list(&self, constant: &str) -> Vec<String> {
        let start = self
            .body
            .find(&format!("const {constant} = "))
            .unwrap_or_else(|| panic!("no {constant} in the worker"));
        let line = self.body[start..].lines().next().unwrap_or_default();
        let array = line
            .split_once(" = ")
            .map(|(_, value)| value.trim_end_matches(';'))
            .unwrap_or_default();
        serde_json::from_str(array).unwrap_or_else(|e| panic!("{constant}: {e} in {line}"))
    }

    fn version(&self) -> String {
        let start = self.body.find("const VERSION = \"").expect("a version") + 17;
        let end = self.body[start..].find('"').expect("a closing quote");
        self.body[start..start + end].to_owned()
    }
}

async fn worker(app: &Router) -> Reply {
    send(app, get("/sw.js")).await
}

#[tokio::test]
async fn the_worker_is_javascript_never_cached_and_under_the_site_s_policy() {
    let build = Build::new();
    let reply = worker(&build.app()).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(
        reply.header(header::CONTENT_TYPE),
        "text/javascript; charset=utf-8"
    );
    assert_eq!(reply.header(header::CACHE_CONTROL), "no-cache");
    let csp = reply.header(header::CONTENT_SECURITY_POLICY);
    assert!(csp.contains("worker-src 'self'"), "{csp}");
    assert!(!csp.contains("'unsafe-inline' "), "{csp}");
    assert!(csp.contains("script-src 'self' 'nonce-"), "{csp}");
    assert_eq!(reply.header(header::X_CONTENT_TYPE_OPTIONS), "nosniff");
    // Every placeholder of the template was filled in.
    for placeholder in [
        "VERSION",
        "IMMUTABLE",
        "REVALIDATED",
        "DAILY_LEVELS",
        "OFFLINE_PAGE",
    ] {
        let mark = format!("__{placeholder}__");
        assert!(!reply.body.contains(&mark), "{mark} in {}", reply.body);
    }
    assert_eq!(reply.list("DAILY_LEVELS"), ["easy", "medium", "hard"]);
}

#[tokio::test]
async fn the_worker_precaches_the_build_s_files_by_their_hashed_names() {
    let build = Build::new();
    let bundle = build.config().bundle;
    let reply = worker(&build.app()).await;
    let immutable = reply.list("IMMUTABLE");
    let revalidated = reply.list("REVALIDATED");

    // The chunk loader and every chunk keep their names for their content: any copy will do.
    for name in [LOADER, CHUNK, SHARED_CHUNK, bundle.css.as_str()] {
        assert!(
            immutable.contains(&format!("/pkg/{name}")),
            "{name} in {immutable:?}"
        );
    }
    // A split build's entry files do not (see `Bundle::revalidated`), nor do the root's files
    // and pages: those are fetched past the HTTP cache.
    for url in [
        format!("/pkg/{}", bundle.js),
        format!("/pkg/{}", bundle.wasm),
        "/favicon.svg".to_owned(),
        "/manifest.webmanifest".to_owned(),
        "/icon-192.png".to_owned(),
        "/pwa.js".to_owned(),
        "/".to_owned(),
        "/new".to_owned(),
        "/learn".to_owned(),
        "/offline".to_owned(),
        "/practise-positions.txt".to_owned(),
    ] {
        assert!(revalidated.contains(&url), "{url} in {revalidated:?}");
    }
    // Precompressed twins are the same files; root files the build lacks are not asked for.
    let all = [immutable, revalidated].concat();
    assert!(all.iter().all(|url| !url.ends_with(".br")), "{all:?}");
    assert!(all.iter().all(|url| !url.ends_with(".ts")), "{all:?}");
    assert!(!all.contains(&"/icon-512.png".to_owned()), "{all:?}");
    // Each file once.
    let mut unique = all.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), all.len(), "{all:?}");
}

#[tokio::test]
async fn a_new_build_serves_a_new_worker_and_the_same_build_the_same_one() {
    let build = Build::new();
    let first = worker(&build.app()).await;
    let again = worker(&build.app()).await;
    assert_eq!(first.body, again.body, "a restart of the same build");
    assert_eq!(first.version().len(), 24, "{}", first.version());

    // A rebuild whose chunk changed in content only (the entry files keep their names in a
    // split build) still makes a new worker.
    let pkg = build.dir.path().join("pkg");
    write(&pkg.join(build.config().bundle.wasm), "rebuilt");
    let rebuilt = worker(&build.app()).await;
    assert_ne!(rebuilt.version(), first.version());
    assert_ne!(rebuilt.body, first.body);

    // A new chunk is precached by the next worker.
    let added = "split_solver_view.GGGGGGGGGGGGGGGGGGGGGG.wasm";
    write(&pkg.join(added), "a new page");
    let grown = worker(&build.app()).await;
    assert!(grown.list("IMMUTABLE").contains(&format!("/pkg/{added}")));
    assert_ne!(grown.version(), rebuilt.version());
}
