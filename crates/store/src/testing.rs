//! Real databases for tests (feature `testing`): PostgreSQL clusters that `scripts/pg-cluster`
//! starts in temporary directories, and the options tests open stores with.
//!
//! Nothing here skips: if PostgreSQL's server is not installed, the tests that ask for it fail
//! and say so (`scripts/setup.sh` installs it).

use std::{
    path::{Path, PathBuf},
    process::{Command, Output},
    sync::{
        atomic::{AtomicU32, Ordering},
        OnceLock,
    },
    time::Duration,
};

use sqlx::{AnyConnection, AssertSqlSafe, Connection};

use crate::{Location, Options};

/// The script that runs the clusters (the same one `scripts/loadtest` uses).
const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/pg-cluster");

/// Options for a test's store at `location`: a small pool and a timeout that a loaded machine
/// still meets.
pub fn options(location: Location) -> Options {
    Options {
        location,
        pool_size: 4,
        timeout: Duration::from_secs(10),
    }
}

/// Options for an SQLite file in `dir`.
pub fn sqlite(dir: &Path) -> Options {
    options(Location::Sqlite(dir.join(crate::SQLITE_FILE)))
}

/// Runs `command` (which must start: `runs` says so) and its output; a failure fails the test,
/// saying `failed` and what the command wrote to its standard error.
fn succeeded(command: &mut Command, runs: &str, failed: &str) -> Output {
    let output = command.output().expect(runs);
    assert!(
        output.status.success(),
        "{failed}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// A PostgreSQL cluster in a temporary directory.
#[derive(Debug)]
pub struct TestPostgres {
    dir: PathBuf,
    /// The maintenance database's URL.
    url: String,
    /// Whether dropping this stops the cluster and removes its directory (the shared cluster is
    /// left to the watchdog, which does that when the test process exits).
    owned: bool,
}

impl TestPostgres {
    /// The cluster that the tests of this process share (each in a database of its own, see
    /// [`TestPostgres::fresh_database`]). Started on first use; stopped and removed when the
    /// process exits.
    pub fn shared() -> &'static TestPostgres {
        static SHARED: OnceLock<TestPostgres> = OnceLock::new();
        SHARED.get_or_init(|| Self::start_new(false))
    }

    /// A cluster of the test's own, which it may stop and start again; stopped and removed on
    /// drop.
    pub fn dedicated() -> TestPostgres {
        Self::start_new(true)
    }

    fn start_new(owned: bool) -> Self {
        let dir = tempfile::Builder::new()
            .prefix("sudoku-pg-")
            .tempdir()
            .expect("a temporary directory for PostgreSQL")
            .keep();
        let mut cluster = Self {
            dir,
            url: String::new(),
            owned,
        };
        cluster.url = cluster.run_start();
        cluster
    }

    fn run_start(&self) -> String {
        let pid = std::process::id().to_string();
        let output = succeeded(
            Command::new(SCRIPT).arg("start").arg(&self.dir).args([
                "--owner",
                &pid,
                "--",
                "-c",
                "fsync=off",
            ]),
            "scripts/pg-cluster runs",
            "scripts/pg-cluster could not start PostgreSQL",
        );
        String::from_utf8_lossy(&output.stdout).trim().to_owned()
    }

    /// The URL of the cluster's maintenance database.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Stops the server (the data stays).
    pub fn stop(&self) {
        let status = Command::new(SCRIPT)
            .arg("stop")
            .arg(&self.dir)
            .status()
            .expect("scripts/pg-cluster runs");
        assert!(status.success(), "PostgreSQL did not stop");
    }

    /// Starts the server again, on the same port and with the same data.
    pub fn start(&self) {
        let url = self.run_start();
        assert_eq!(url, self.url, "the cluster came back on another port");
    }

    /// A new, empty database in the cluster; its URL.
    pub async fn fresh_database(&self) -> String {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        sqlx::any::install_default_drivers();
        let name = format!(
            "test_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut connection = AnyConnection::connect(&self.url)
            .await
            .expect("the test cluster answers");
        sqlx::query(AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut connection)
            .await
            .expect("a test database");
        let _ = connection.close().await;
        let base = self.url.rsplit_once('/').map_or("", |(base, _)| base);
        format!("{base}/{name}")
    }
}

impl Drop for TestPostgres {
    fn drop(&mut self) {
        if self.owned {
            let _ = Command::new(SCRIPT)
                .arg("stop")
                .arg(&self.dir)
                .stderr(std::process::Stdio::null())
                .status();
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// A small file system of its own (tmpfs, mounted by the test: it runs as root, as the tests'
/// machines do), for what a store does when its disk is full. Unmounted on drop.
#[derive(Debug)]
pub struct TinyDisk {
    dir: tempfile::TempDir,
}

impl TinyDisk {
    /// A file system of `bytes` (rounded up to whole pages).
    pub fn new(bytes: u64) -> TinyDisk {
        let dir = tempfile::Builder::new()
            .prefix("sudoku-tiny-disk-")
            .tempdir()
            .expect("a temporary directory");
        succeeded(
            Command::new("mount")
                .args(["-t", "tmpfs", "-o", &format!("size={bytes}"), "tmpfs"])
                .arg(dir.path()),
            "mount runs",
            "cannot mount a small tmpfs (the tests run as root)",
        );
        TinyDisk { dir }
    }

    /// Where it is mounted.
    pub fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for TinyDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.dir.path()).status();
    }
}

/// Makes every commit that inserted into or updated `table` of the PostgreSQL database at `url`
/// fail, at the commit itself (a deferred constraint trigger), as a full disk or a lost
/// connection would: a store must not report such a write as done.
pub async fn refuse_commits(url: &str, table: &str) {
    sqlx::any::install_default_drivers();
    let mut connection = AnyConnection::connect(url)
        .await
        .expect("the test database answers");
    for statement in [
        "CREATE OR REPLACE FUNCTION refuse_commit() RETURNS trigger AS $$ \
         BEGIN RAISE EXCEPTION 'commit refused by the test'; END $$ LANGUAGE plpgsql"
            .to_owned(),
        format!(
            "CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT OR UPDATE ON {table} \
             DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_commit()"
        ),
    ] {
        sqlx::query(AssertSqlSafe(statement))
            .execute(&mut connection)
            .await
            .expect("the trigger is made");
    }
    let _ = connection.close().await;
}

/// Makes every insert into `table` of the PostgreSQL database at `url` take `seconds` longer
/// (a trigger that sleeps), as a database under load would: for the tests of what goes on
/// while a write waits.
pub async fn slow_inserts(url: &str, table: &str, seconds: f64) {
    sqlx::any::install_default_drivers();
    let mut connection = AnyConnection::connect(url)
        .await
        .expect("the test database answers");
    for statement in [
        format!(
            "CREATE OR REPLACE FUNCTION slow_insert() RETURNS trigger AS $$ \
             BEGIN PERFORM pg_sleep({seconds}); RETURN NEW; END $$ LANGUAGE plpgsql"
        ),
        format!(
            "CREATE TRIGGER slow_insert BEFORE INSERT ON {table} \
             FOR EACH ROW EXECUTE FUNCTION slow_insert()"
        ),
    ] {
        sqlx::query(AssertSqlSafe(statement))
            .execute(&mut connection)
            .await
            .expect("the trigger is made");
    }
    let _ = connection.close().await;
}
