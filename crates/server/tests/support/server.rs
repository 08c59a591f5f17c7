//! A server process on a real socket, for the tests that need the transport: it starts the
//! `server` binary with the settings a test names and talks to it with plain `std::net`.
//! Included by the test files that use it (`#[path]`), so some use only part of it.
#![allow(dead_code)]

use std::{
    io::{Read, Write},
    net::{SocketAddr, TcpListener, TcpStream},
    process::{Child, Command, Stdio},
    thread,
    time::{Duration, Instant},
};

/// A server process on a free loopback port, its standard error kept in a file.
pub struct Server {
    child: Child,
    pub addr: SocketAddr,
    pub dir: tempfile::TempDir,
}

impl Server {
    /// A server on a fresh database of a PostgreSQL cluster of its own (which a test may stop
    /// and start), with a database timeout of one second; the cluster comes with it.
    pub fn on_dedicated_postgres() -> (store::testing::TestPostgres, Server) {
        let cluster = store::testing::TestPostgres::dedicated();
        let runtime = tokio::runtime::Runtime::new().expect("a runtime");
        let url = runtime.block_on(cluster.fresh_database());
        let server = Server::start(&[
            ("SUDOKU_DATABASE_URL", &url),
            ("SUDOKU_DATABASE_TIMEOUT", "1s"),
        ]);
        (cluster, server)
    }

    /// Starts the binary with `vars` on top of test defaults (no rate limit, info logs, an
    /// empty site root) and waits until it listens and `/healthz` answers. The port is a free
    /// one, which another test's server may take between the look and the bind: then this
    /// server exits (it cannot bind) and is started again on another port, so a test never
    /// talks to another test's server.
    pub fn start(vars: &[(&str, &str)]) -> Server {
        Self::start_with_open_files(None, vars)
    }

    /// [`Server::start`] with the process's open-file limit (`ulimit -n`) set to `limit`.
    pub fn start_with_open_files(limit: Option<u64>, vars: &[(&str, &str)]) -> Server {
        let dir = tempfile::tempdir().expect("a temp dir");
        let site = Self::site(dir.path());
        let (child, addr) = Self::spawn(dir.path(), &site, limit, vars);
        let mut server = Server { child, addr, dir };
        for _ in 0..5 {
            match server.wait_until_listening() {
                Some(true) => return server,
                Some(false) => panic!("the server did not answer: {}", server.logs()),
                // It exited: the port was taken.
                None => {
                    (server.child, server.addr) =
                        Self::spawn(server.dir.path(), &site, limit, vars);
                }
            }
        }
        panic!("the server could not bind a port: {}", server.logs());
    }

    /// Starts the binary as [`Server::start_with_open_files`] does, for a start that must fail:
    /// whether it exited with a failure within 20 s, and what it wrote. `site` prepares the
    /// site root before the start.
    pub fn failed_start(
        limit: Option<u64>,
        vars: &[(&str, &str)],
        site: impl FnOnce(&std::path::Path),
    ) -> (bool, String) {
        let dir = tempfile::tempdir().expect("a temp dir");
        let root = Self::site(dir.path());
        site(&root);
        let (mut child, _) = Self::spawn(dir.path(), &root, limit, vars);
        let started = Instant::now();
        let failed = loop {
            if let Ok(Some(status)) = child.try_wait() {
                break !status.success();
            }
            if started.elapsed() > Duration::from_secs(20) {
                let _ = child.kill();
                let _ = child.wait();
                break false;
            }
            thread::sleep(Duration::from_millis(20));
        };
        let logs = std::fs::read_to_string(dir.path().join("stderr.log")).unwrap_or_default();
        (failed, logs)
    }

    /// An empty site root under `dir` (its `pkg` directory and a favicon).
    fn site(dir: &std::path::Path) -> std::path::PathBuf {
        let site = dir.join("site");
        std::fs::create_dir_all(site.join("pkg")).expect("the site root");
        std::fs::write(site.join("favicon.svg"), "<svg/>").expect("a favicon");
        site
    }

    fn spawn(
        dir: &std::path::Path,
        site: &std::path::Path,
        open_files: Option<u64>,
        vars: &[(&str, &str)],
    ) -> (Child, SocketAddr) {
        let addr = free_port();
        let log = std::fs::File::create(dir.join("stderr.log")).expect("a log file");
        let binary = env!("CARGO_BIN_EXE_server");
        // The limit is set by the shell that then becomes the server.
        let mut command = match open_files {
            Some(limit) => {
                let mut shell = Command::new("sh");
                shell.args(["-c", &format!("ulimit -n {limit} && exec \"$0\""), binary]);
                shell
            }
            None => Command::new(binary),
        };
        let child = command
            .env("LEPTOS_SITE_ADDR", addr.to_string())
            .env("LEPTOS_SITE_ROOT", site)
            .env("LEPTOS_HASH_FILES", "false")
            .env("LEPTOS_ENV", "PROD")
            .env("RUST_LOG", "info")
            .env("SUDOKU_RATE_LIMIT", "0")
            .env("SUDOKU_DATA_DIR", dir.join("data"))
            .env("NO_COLOR", "1")
            .envs(vars.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("the server binary starts");
        (child, addr)
    }

    /// `Some(true)` once this process listens and `/healthz` answers, `Some(false)` if that
    /// takes over 20 s, `None` if the process exited.
    fn wait_until_listening(&mut self) -> Option<bool> {
        let started = Instant::now();
        let listening = format!("listening on http://{}", self.addr);
        while started.elapsed() < Duration::from_secs(20) {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return None;
            }
            if self.logs().contains(&listening) {
                if let Ok(reply) = self.try_get("/healthz") {
                    if reply.starts_with("HTTP/1.1 200") {
                        return Some(true);
                    }
                }
            }
            thread::sleep(Duration::from_millis(20));
        }
        Some(false)
    }

    /// Everything the server wrote to standard error so far.
    pub fn logs(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("stderr.log")).unwrap_or_default()
    }

    pub fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(self.addr).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .expect("a read timeout");
        stream
    }

    pub fn try_get(&self, path: &str) -> std::io::Result<String> {
        let mut stream = TcpStream::connect(self.addr)?;
        stream.set_read_timeout(Some(Duration::from_secs(30)))?;
        send(&mut stream, &request("GET", path));
        let mut reply = Vec::new();
        stream.read_to_end(&mut reply)?;
        Ok(String::from_utf8_lossy(&reply).into_owned())
    }

    /// The whole answer (head and body) to `method path`, on a connection of its own.
    pub fn ask(&self, method: &str, path: &str) -> String {
        let mut stream = self.connect();
        send(&mut stream, &request(method, path));
        read_all(&mut stream)
    }

    pub fn get(&self, path: &str) -> String {
        self.ask("GET", path)
    }

    /// The whole answer to `method path` with `headers` (lines `Name: value`) and `body`, on a
    /// connection of its own.
    pub fn send(&self, method: &str, path: &str, headers: &[&str], body: &str) -> String {
        let mut text = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Length: {}\r\n",
            self.addr,
            body.len()
        );
        for header in headers {
            text.push_str(header);
            text.push_str("\r\n");
        }
        text.push_str("\r\n");
        text.push_str(body);
        let mut stream = self.connect();
        send(&mut stream, &text);
        read_all(&mut stream)
    }

    /// `send` as the site's own pages send JSON.
    pub fn send_json(&self, method: &str, path: &str, headers: &[&str], body: &str) -> String {
        let mut all = vec![
            "Content-Type: application/json",
            "Sec-Fetch-Site: same-origin",
        ];
        all.extend_from_slice(headers);
        self.send(method, path, &all, body)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A loopback address with a port nobody listens on (the test binds it, reads it, lets go).
pub fn free_port() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind port 0");
    listener.local_addr().expect("its address")
}

pub fn request(method: &str, path: &str) -> String {
    format!("{method} {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
}

pub fn send(stream: &mut TcpStream, text: &str) {
    stream.write_all(text.as_bytes()).expect("send");
}

pub fn read_all(stream: &mut TcpStream) -> String {
    let mut reply = Vec::new();
    if let Err(error) = stream.read_to_end(&mut reply) {
        panic!(
            "no complete answer ({error}); got {:?}",
            String::from_utf8_lossy(&reply)
        );
    }
    String::from_utf8_lossy(&reply).into_owned()
}

/// The value of header `name` in a raw answer, if it is there.
pub fn header<'a>(reply: &'a str, name: &str) -> Option<&'a str> {
    let head = reply.split("\r\n\r\n").next()?;
    head.lines().skip(1).find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.eq_ignore_ascii_case(name).then(|| value.trim())
    })
}

pub fn body(reply: &str) -> &str {
    reply.split_once("\r\n\r\n").map_or("", |(_, body)| body)
}

/// Whether the server closed `stream` within `within`: a read gives end-of-file (or a reset).
pub fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    stream
        .set_read_timeout(Some(within))
        .expect("a read timeout");
    let mut buffer = [0u8; 4096];
    let started = Instant::now();
    loop {
        match stream.read(&mut buffer) {
            Ok(0) => return true,
            // An answer (a 408, say) before the close is fine; keep reading.
            Ok(_) => {}
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return false
            }
            Err(_) => return true,
        }
        if started.elapsed() > within {
            return false;
        }
    }
}
