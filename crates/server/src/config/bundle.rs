//! The site's options for Leptos and the built bundle's file names: plain, or with the content
//! hashes cargo-leptos writes into its hash file; and the check that a hashed bundle has its
//! hash file.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use leptos::config::{Env, LeptosOptions};

use super::{vars, ConfigError};

/// The names of the built bundle's files under the site's `pkg` directory, with their content
/// hashes when cargo-leptos hashed them (read from its hash file, as Leptos does).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bundle {
    /// The JavaScript glue, e.g. `sudoku.<hash>.js`.
    pub js: String,
    /// The WebAssembly, e.g. `sudoku.<hash>.wasm`.
    pub wasm: String,
    /// The stylesheet, e.g. `sudoku.<hash>.css`.
    pub css: String,
    /// The chunk loader, e.g. `__wasm_split.<hash>.js`, when the WebAssembly was split into
    /// chunks loaded on demand (`cargo leptos build --split`): the hash file names it (a
    /// `split: <hash>` line). The entry JavaScript imports it.
    pub split: Option<String>,
}

impl Bundle {
    /// The unhashed names. Leptos asks for `<name>_bg.wasm` when the server was not built by
    /// cargo-leptos (which sets `LEPTOS_OUTPUT_NAME` at compile time), and so do we.
    pub(super) fn plain(output_name: &str) -> Self {
        let wasm_suffix = if option_env!("LEPTOS_OUTPUT_NAME").is_some() {
            ""
        } else {
            "_bg"
        };
        Self {
            js: format!("{output_name}.js"),
            wasm: format!("{output_name}{wasm_suffix}.wasm"),
            css: format!("{output_name}.css"),
            split: None,
        }
    }

    /// The names with hashes from cargo-leptos' hash file (`js: <hash>` lines).
    pub(super) fn hashed(output_name: &str, hashes: &str) -> Self {
        let hash_of = |kind: &str| {
            hashes.lines().find_map(|line| {
                let (file, hash) = line.trim().split_once(':')?;
                (file.trim() == kind).then(|| hash.trim().to_owned())
            })
        };
        let name = |kind: &str| match hash_of(kind) {
            Some(hash) => format!("{output_name}.{hash}.{kind}"),
            None => format!("{output_name}.{kind}"),
        };
        Self {
            js: name("js"),
            wasm: name("wasm"),
            css: name("css"),
            split: hash_of("split").map(|hash| format!("__wasm_split.{hash}.js")),
        }
    }

    /// The bundle's files whose hashed names do not follow their content, so browsers must
    /// revalidate them instead of keeping them for a year. In a split build, cargo-leptos names
    /// the entry JS and WASM after their content *before* it writes the chunk loader's hashed
    /// name into them, and the loader's name changes with every build (its contents are written
    /// in a random order): after a rebuild, an entry file's old name can hold new content.
    pub fn revalidated(&self) -> Vec<String> {
        if self.split.is_some() {
            vec![self.js.clone(), self.wasm.clone()]
        } else {
            Vec::new()
        }
    }
}

/// A file of `pkg` named like a hashed bundle (`sudoku.<hash>.js`) when the plain name
/// (`sudoku.js`) is absent: a site built with hashed names, whose hash file is needed to find
/// them. `None` otherwise, an empty or missing directory included (`/readyz` reports those).
pub(super) fn hashed_bundle_without_plain(pkg: &Path, output_name: &str) -> Option<String> {
    if pkg.join(format!("{output_name}.js")).is_file() {
        return None;
    }
    let prefix = format!("{output_name}.");
    std::fs::read_dir(pkg).ok()?.find_map(|entry| {
        let name = entry.ok()?.file_name().into_string().ok()?;
        let hash = name.strip_prefix(&prefix)?.strip_suffix(".js")?;
        (!hash.is_empty()
            && hash
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
        .then_some(name)
    })
}

/// The site's options for Leptos (`LEPTOS_*`, with `Cargo.toml`'s defaults) and the bundle's
/// file names. A bundle with hashed names but no hash file stops the start.
pub(super) fn site_options(
    var: &impl Fn(&'static str) -> Option<String>,
) -> Result<(LeptosOptions, Bundle), ConfigError> {
    let site_addr = vars::parsed(
        var,
        "LEPTOS_SITE_ADDR",
        SocketAddr::from(([127, 0, 0, 1], 3000)),
        "an address like 127.0.0.1:3000",
        |value| value.trim().parse().ok(),
    )?;
    let output_name = var("LEPTOS_OUTPUT_NAME").unwrap_or_else(|| "sudoku".to_owned());
    let site_root = var("LEPTOS_SITE_ROOT").unwrap_or_else(|| "target/site".to_owned());
    let site_pkg_dir = var("LEPTOS_SITE_PKG_DIR").unwrap_or_else(|| "pkg".to_owned());
    let env = match var("LEPTOS_ENV") {
        None => Env::DEV,
        Some(value) => match value.trim().to_ascii_lowercase().as_str() {
            "dev" | "development" => Env::DEV,
            "prod" | "production" => Env::PROD,
            _ => return Err(vars::invalid("LEPTOS_ENV", "DEV or PROD")(value)),
        },
    };
    let reload_port: u16 =
        vars::parsed(var, "LEPTOS_RELOAD_PORT", 3001, "a port number", |value| {
            value.trim().parse().ok()
        })?;

    // cargo-leptos writes the hash file beside the server binary, and Leptos looks for it
    // there; an absolute LEPTOS_HASH_FILE_NAME points elsewhere (both join it the same way).
    let hash_file = var("LEPTOS_HASH_FILE_NAME").unwrap_or_else(|| "hash.txt".to_owned());
    let hash_path = beside_the_binary(&hash_file);
    // Unset: on when the build that made this binary hashed the files.
    let hash_files = vars::flag(var, "LEPTOS_HASH_FILES", hash_path.is_file())?;
    if !hash_files {
        let pkg = Path::new(&site_root).join(&site_pkg_dir);
        if let Some(found) = hashed_bundle_without_plain(&pkg, &output_name) {
            return Err(ConfigError::HashFileMissing {
                path: hash_path,
                found,
            });
        }
    }
    let bundle = if hash_files {
        let hashes =
            std::fs::read_to_string(&hash_path).map_err(|error| ConfigError::HashFile {
                path: hash_path.clone(),
                reason: error.to_string(),
            })?;
        Bundle::hashed(&output_name, &hashes)
    } else {
        Bundle::plain(&output_name)
    };

    let leptos = LeptosOptions::builder()
        .output_name(output_name)
        .site_root(site_root)
        .site_pkg_dir(site_pkg_dir)
        .site_addr(site_addr)
        .env(env)
        .reload_port(u32::from(reload_port))
        .hash_files(hash_files)
        .hash_file(Arc::<str>::from(hash_file))
        .build();
    Ok((leptos, bundle))
}

/// `name` joined to the directory of the running binary, as Leptos resolves the hash file.
fn beside_the_binary(name: &str) -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf))
        .unwrap_or_default()
        .join(name)
}
