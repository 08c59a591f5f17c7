use super::*;
use leptos::config::Env;
use std::net::SocketAddr;

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
    assert_eq!(config.limits, Limits::default());
    assert!(!config.trust_proxy);
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

#[test]
fn limits_come_from_the_environment() {
    let config = config(&[
        ("SUDOKU_BODY_LIMIT", "1MiB"),
        ("SUDOKU_REQUEST_TIMEOUT", "30s"),
        ("SUDOKU_RATE_LIMIT", "0"),
        ("SUDOKU_RATE_BURST", "5"),
        ("SUDOKU_WORK_THREADS", "3"),
        ("SUDOKU_WORK_TIMEOUT", "1500ms"),
        ("SUDOKU_SHUTDOWN_GRACE", "0"),
        ("SUDOKU_HEADER_TIMEOUT", "3s"),
        ("SUDOKU_MAX_CONNECTIONS", "64"),
        ("SUDOKU_TRUST_PROXY", "true"),
        ("SUDOKU_LOG_FORMAT", "json"),
    ])
    .expect("valid limits");
    assert_eq!(
        config.limits,
        Limits {
            body_bytes: 1024 * 1024,
            request_timeout: Duration::from_secs(30),
            rate_per_minute: 0,
            rate_burst: 5,
            work: work::Limits {
                concurrency: 3,
                timeout: Duration::from_millis(1500),
            },
            shutdown_grace: Duration::ZERO,
            header_timeout: Duration::from_secs(3),
            max_connections: 64,
            // Behind a proxy, every connection is the proxy's: no cap of its own.
            max_connections_per_client: 64,
        }
    );
    assert!(config.trust_proxy);
    assert_eq!(config.log_format, LogFormat::Json);
    assert_eq!(config.public_url, None);
}

#[test]
fn one_client_holds_an_eighth_of_the_connections_unless_told() {
    let per_client = |vars: &[(&str, &str)]| {
        config(vars).map(|c| {
            (
                c.limits.max_connections,
                c.limits.max_connections_per_client,
            )
        })
    };
    assert_eq!(per_client(&[]).ok(), Some((512, 64)));
    assert_eq!(
        per_client(&[("SUDOKU_MAX_CONNECTIONS", "100")]).ok(),
        Some((100, 12))
    );
    assert_eq!(
        per_client(&[("SUDOKU_MAX_CONNECTIONS_PER_CLIENT", "5")]).ok(),
        Some((512, 5))
    );
    for bad in ["0", "513", "many"] {
        let error = per_client(&[("SUDOKU_MAX_CONNECTIONS_PER_CLIENT", bad)]).expect_err(bad);
        assert!(
            error
                .to_string()
                .starts_with("SUDOKU_MAX_CONNECTIONS_PER_CLIENT"),
            "{error}"
        );
    }
}

#[test]
fn the_public_address_is_a_bare_http_or_https_origin() {
    let public = |value| config(&[("SUDOKU_PUBLIC_URL", value)]).map(|c| c.public_url);
    assert_eq!(
        public("https://sudoku.example/").ok(),
        Some(Some("https://sudoku.example".to_owned()))
    );
    assert_eq!(
        public("http://127.0.0.1:8080").ok(),
        Some(Some("http://127.0.0.1:8080".to_owned()))
    );
    for bad in [
        "sudoku.example",
        "ftp://sudoku.example",
        "https://sudoku.example/play",
    ] {
        let error = public(bad).expect_err(bad);
        assert!(error.to_string().contains("SUDOKU_PUBLIC_URL"), "{error}");
    }
}

#[test]
fn a_bad_limit_names_its_variable_and_the_expected_form() {
    let check = |name, value, expected: &str| {
        let error = config(&[(name, value)]).expect_err("invalid");
        let message = error.to_string();
        assert!(message.starts_with(name), "{message}");
        assert!(message.contains(expected), "{message}");
        assert!(message.contains(value), "{message}");
    };
    check("SUDOKU_BODY_LIMIT", "lots", "64KiB");
    check("SUDOKU_REQUEST_TIMEOUT", "0", "above zero");
    check("SUDOKU_WORK_TIMEOUT", "soon", "500ms");
    check("SUDOKU_RATE_LIMIT", "-3", "whole number");
    check("SUDOKU_HEADER_TIMEOUT", "0", "above zero");
    check("SUDOKU_MAX_CONNECTIONS", "many", "whole number");
    check("SUDOKU_TRUST_PROXY", "perhaps", "true or false");
    check("SUDOKU_LOG_FORMAT", "xml", "text or json");
}

/// The configuration of a build with hashed file names whose hash file holds `hashes`.
fn with_hash_file(hashes: &str) -> Config {
    let dir = tempfile::tempdir().expect("temp dir");
    let hash_file = dir.path().join("hash.txt");
    std::fs::write(&hash_file, hashes).expect("write the hash file");
    let path = hash_file.to_str().expect("a UTF-8 path");
    config(&[
        ("LEPTOS_HASH_FILES", "true"),
        ("LEPTOS_HASH_FILE_NAME", path),
    ])
    .expect("the hash file is read")
}

#[test]
fn hashed_bundle_names_come_from_the_hash_file() {
    let config = with_hash_file(
        "js: AAAAAAAAAAAAAAAAAAAAAA\nwasm: BBBBBBBBBBBBBBBBBBBBBB\ncss: CCCCCCCCCCCCCCCCCCCCCC\n",
    );
    assert!(config.leptos.hash_files);
    assert_eq!(
        config.bundle,
        Bundle {
            js: "sudoku.AAAAAAAAAAAAAAAAAAAAAA.js".to_owned(),
            wasm: "sudoku.BBBBBBBBBBBBBBBBBBBBBB.wasm".to_owned(),
            css: "sudoku.CCCCCCCCCCCCCCCCCCCCCC.css".to_owned(),
            split: None,
        }
    );
    assert!(config.bundle.revalidated().is_empty());
}

#[test]
fn a_split_build_s_entry_files_are_revalidated() {
    let config = with_hash_file(
        "js: AAAAAAAAAAAAAAAAAAAAAA\nwasm: BBBBBBBBBBBBBBBBBBBBBB\ncss: CCCCCCCCCCCCCCCCCCCCCC\n\
         manifest: DDDDDDDDDDDDDDDDDDDDDD\nsplit: EEEEEEEEEEEEEEEEEEEEEE\n",
    );
    assert_eq!(
        config.bundle.split.as_deref(),
        Some("__wasm_split.EEEEEEEEEEEEEEEEEEEEEE.js")
    );
    assert_eq!(
        config.bundle.revalidated(),
        [
            "sudoku.AAAAAAAAAAAAAAAAAAAAAA.js",
            "sudoku.BBBBBBBBBBBBBBBBBBBBBB.wasm"
        ]
    );
}

#[test]
fn hashing_switched_on_without_a_hash_file_stops_the_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    let missing = dir.path().join("hash.txt");
    let path = missing.to_str().expect("a UTF-8 path");
    let error = config(&[
        ("LEPTOS_HASH_FILES", "true"),
        ("LEPTOS_HASH_FILE_NAME", path),
    ])
    .expect_err("no hash file");
    assert!(matches!(error, ConfigError::HashFile { .. }), "{error}");
    // Unset, hashing follows whether the hash file is there.
    let config = config(&[("LEPTOS_HASH_FILE_NAME", path)]).expect("hashing off");
    assert!(!config.leptos.hash_files);
}

#[test]
fn the_database_is_sqlite_in_the_data_directory_by_default() {
    let config = config(&[]).expect("defaults are valid");
    assert_eq!(config.database, Database::default());
    let options = config.database.store.expect("a database");
    assert_eq!(
        options.location,
        store::Location::Sqlite(Path::new("data").join(SQLITE_FILE))
    );
    let moved = config_of_dir("/var/lib/sudoku");
    assert_eq!(
        moved.store.expect("a database").location,
        store::Location::Sqlite(Path::new("/var/lib/sudoku").join(SQLITE_FILE))
    );
}

fn config_of_dir(dir: &str) -> Database {
    config(&[("SUDOKU_DATA_DIR", dir)]).expect("valid").database
}

#[test]
fn database_variables_are_read_and_checked() {
    let database = config(&[
        ("SUDOKU_DATABASE_URL", "postgres://sudoku@db:5432/sudoku"),
        ("SUDOKU_DATABASE_POOL", "20"),
        ("SUDOKU_DATABASE_TIMEOUT", "750ms"),
        ("SUDOKU_RESULTS_DAYS", "30"),
        ("SUDOKU_SYNC_DAYS", "100"),
        ("SUDOKU_SYNC_LIMIT", "32KiB"),
        ("SUDOKU_FIGURES_REFRESH", "10s"),
        ("SUDOKU_MAX_ROOM_SOCKETS", "4000"),
        ("SUDOKU_ROOM_SOCKETS_PER_CLIENT", "3000"),
    ])
    .expect("valid")
    .database;
    assert_eq!(
        (database.max_room_sockets, database.room_sockets_per_client),
        (4000, 3000)
    );
    let defaults = config(&[]).expect("valid").database;
    assert_eq!(
        (defaults.max_room_sockets, defaults.room_sockets_per_client),
        (256, 32)
    );
    // Behind a proxy every socket comes from one address: no cap of its own.
    let proxied = config(&[("SUDOKU_TRUST_PROXY", "true")])
        .expect("valid")
        .database;
    assert_eq!(proxied.room_sockets_per_client, 256);
    let options = database.store.expect("a database");
    assert_eq!(
        options.location,
        store::Location::Postgres("postgres://sudoku@db:5432/sudoku".into())
    );
    assert_eq!(
        (options.pool_size, options.timeout),
        (20, Duration::from_millis(750))
    );
    assert_eq!(
        (
            database.results_days,
            database.sync_days,
            database.sync_bytes
        ),
        (30, 100, 32 * 1024)
    );
    assert_eq!(database.figures_refresh, Duration::from_secs(10));
    assert!(config(&[("SUDOKU_DATABASE_URL", "OFF")])
        .expect("valid")
        .database
        .store
        .is_none());

    for (name, value) in [
        ("SUDOKU_DATABASE_URL", "mysql://db/sudoku"),
        ("SUDOKU_DATABASE_POOL", "0"),
        ("SUDOKU_DATABASE_TIMEOUT", "0"),
        ("SUDOKU_RESULTS_DAYS", "0"),
        ("SUDOKU_SYNC_LIMIT", "1MiB"),
        ("SUDOKU_ROOM_SOCKETS_PER_CLIENT", "0"),
        ("SUDOKU_ROOM_SOCKETS_PER_CLIENT", "257"),
        ("SUDOKU_MAX_ROOM_SOCKETS", "0"),
    ] {
        let error = config(&[(name, value)]).expect_err("invalid");
        assert!(error.to_string().contains(name), "{error}");
    }
}

#[test]
fn a_data_directory_that_cannot_be_made_stops_the_start() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").expect("a file");
    let inside_a_file = file.join("data");
    let database = config_of_dir(inside_a_file.to_str().expect("UTF-8"));
    let error = database.prepare().expect_err("not a directory");
    assert!(error.to_string().contains("SUDOKU_DATA_DIR"), "{error}");
    let fine = config_of_dir(dir.path().join("data").to_str().expect("UTF-8"));
    fine.prepare().expect("made");
    assert!(dir.path().join("data").is_dir());
}
