//! Configuration from the environment, read once at start-up.
//!
//! cargo-leptos sets the `LEPTOS_*` variables when it runs the server. A self-hosted binary
//! started on its own gets the same defaults as `Cargo.toml`'s `[[workspace.metadata.leptos]]`
//! block, so only what differs needs setting (`LEPTOS_SITE_ADDR`, `LEPTOS_SITE_ROOT`).

use std::net::SocketAddr;

use leptos::config::{Env, LeptosOptions};

/// What can be wrong with the environment.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// `LEPTOS_ENV` is neither a development nor a production name.
    #[error("LEPTOS_ENV must be DEV or PROD, got {value:?}")]
    Env {
        /// The value found.
        value: String,
    },
    /// `LEPTOS_RELOAD_PORT` is not a port number.
    #[error("LEPTOS_RELOAD_PORT must be a port number, got {value:?}")]
    ReloadPort {
        /// The value found.
        value: String,
    },
    /// `LEPTOS_SITE_ADDR` is not `host:port`.
    #[error("LEPTOS_SITE_ADDR must be an address like 127.0.0.1:3000, got {value:?}")]
    SiteAddr {
        /// The value found.
        value: String,
    },
}

/// The server's settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// The Leptos options: where the built site lives, the bundle's name, the address.
    pub leptos: LeptosOptions,
}

impl Config {
    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|key| std::env::var(key).ok())
    }

    /// Reads the configuration through `lookup`, so tests need not touch the environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let site_addr = match lookup("LEPTOS_SITE_ADDR") {
            Some(value) => value
                .parse::<SocketAddr>()
                .map_err(|_| ConfigError::SiteAddr { value })?,
            None => SocketAddr::from(([127, 0, 0, 1], 3000)),
        };
        let output_name = lookup("LEPTOS_OUTPUT_NAME").unwrap_or_else(|| "sudoku".to_owned());
        let site_root = lookup("LEPTOS_SITE_ROOT").unwrap_or_else(|| "target/site".to_owned());
        let site_pkg_dir = lookup("LEPTOS_SITE_PKG_DIR").unwrap_or_else(|| "pkg".to_owned());
        let env = match lookup("LEPTOS_ENV") {
            None => Env::DEV,
            Some(value) => match value.to_ascii_lowercase().as_str() {
                "dev" | "development" => Env::DEV,
                "prod" | "production" => Env::PROD,
                _ => return Err(ConfigError::Env { value }),
            },
        };
        let reload_port = match lookup("LEPTOS_RELOAD_PORT") {
            None => 3001,
            Some(value) => value
                .parse::<u16>()
                .map_err(|_| ConfigError::ReloadPort { value })?,
        };
        let leptos = LeptosOptions::builder()
            .output_name(output_name)
            .site_root(site_root)
            .site_pkg_dir(site_pkg_dir)
            .site_addr(site_addr)
            .env(env)
            .reload_port(u32::from(reload_port))
            .build();
        Ok(Self { leptos })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        Config::from_lookup(|key| {
            vars.iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| (*v).to_owned())
        })
    }

    #[test]
    fn defaults_match_the_workspace_metadata() {
        let config = config(&[]).expect("defaults are valid");
        assert_eq!(
            config.leptos.site_addr,
            SocketAddr::from(([127, 0, 0, 1], 3000))
        );
        assert_eq!(&*config.leptos.output_name, "sudoku");
        assert_eq!(&*config.leptos.site_root, "target/site");
    }

    #[test]
    fn the_address_comes_from_the_environment() {
        let config = config(&[("LEPTOS_SITE_ADDR", "0.0.0.0:8080")]).expect("valid address");
        assert_eq!(
            config.leptos.site_addr,
            SocketAddr::from(([0, 0, 0, 0], 8080))
        );
    }

    #[test]
    fn production_mode_is_read() {
        let production = config(&[("LEPTOS_ENV", "PROD")]).expect("valid mode");
        assert_eq!(production.leptos.env, Env::PROD);
        assert!(config(&[("LEPTOS_ENV", "staging")]).is_err());
    }

    #[test]
    fn a_bad_address_is_a_clear_error() {
        let error = config(&[("LEPTOS_SITE_ADDR", "localhost")]).expect_err("not an address");
        assert!(error.to_string().contains("LEPTOS_SITE_ADDR"), "{error}");
    }
}
