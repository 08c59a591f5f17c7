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
        }
    );
    assert!(config.trust_proxy);
    assert_eq!(config.log_format, LogFormat::Json);
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
    check("SUDOKU_TRUST_PROXY", "perhaps", "true or false");
    check("SUDOKU_LOG_FORMAT", "xml", "text or json");
}

#[test]
fn hashed_bundle_names_come_from_the_hash_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let hash_file = dir.path().join("hash.txt");
    std::fs::write(
        &hash_file,
        "js: AAAAAAAAAAAAAAAAAAAAAA\nwasm: BBBBBBBBBBBBBBBBBBBBBB\ncss: CCCCCCCCCCCCCCCCCCCCCC\n",
    )
    .expect("write the hash file");
    let path = hash_file.to_str().expect("a UTF-8 path");
    let config = config(&[
        ("LEPTOS_HASH_FILES", "true"),
        ("LEPTOS_HASH_FILE_NAME", path),
    ])
    .expect("the hash file is read");
    assert!(config.leptos.hash_files);
    assert_eq!(
        config.bundle,
        Bundle {
            js: "sudoku.AAAAAAAAAAAAAAAAAAAAAA.js".to_owned(),
            wasm: "sudoku.BBBBBBBBBBBBBBBBBBBBBB.wasm".to_owned(),
            css: "sudoku.CCCCCCCCCCCCCCCCCCCCCC.css".to_owned(),
            split: false,
        }
    );
    assert!(config.bundle.revalidated().is_empty());
}

#[test]
fn a_split_build_s_entry_files_are_revalidated() {
    let dir = tempfile::tempdir().expect("temp dir");
    let hash_file = dir.path().join("hash.txt");
    std::fs::write(
        &hash_file,
        "js: AAAAAAAAAAAAAAAAAAAAAA\nwasm: BBBBBBBBBBBBBBBBBBBBBB\ncss: CCCCCCCCCCCCCCCCCCCCCC\n\
         manifest: DDDDDDDDDDDDDDDDDDDDDD\nsplit: EEEEEEEEEEEEEEEEEEEEEE\n",
    )
    .expect("write the hash file");
    let path = hash_file.to_str().expect("a UTF-8 path");
    let config = config(&[
        ("LEPTOS_HASH_FILES", "true"),
        ("LEPTOS_HASH_FILE_NAME", path),
    ])
    .expect("the hash file is read");
    assert!(config.bundle.split);
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
