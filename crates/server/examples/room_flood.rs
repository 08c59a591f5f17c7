//! The room-socket flood (run by `scripts/room-flood`, which starts the server): sockets from
//! several loopback addresses (127.0.0.2, 127.0.0.3, …) take every room-socket place the server
//! gives, each joining a room and reading what it is told; then, while they stay open, the
//! health check and the home page are asked for from another address (127.0.0.250). Prints the
//! sockets held and refused, the pages' latencies (p50, p99, worst) and their errors, and the
//! server's open files.
//!
//! ```text
//! room_flood ADDR ADDRESSES ATTEMPTS SECONDS PID
//! ```
//!
//! ADDRESSES is how many client addresses flood, ATTEMPTS the sockets each tries to open,
//! SECONDS how long the pages are asked for, PID the server's process (its open files are
//! counted in `/proc`).

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use site::room::MAX_PEOPLE;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[path = "support/rooms.rs"]
mod rooms;
use rooms::{join_over, make_room, Socket};

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| -> usize {
        args.get(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| usage())
    };
    let addr: SocketAddr = args
        .first()
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| usage());
    let (addresses, attempts, seconds, pid) = (number(1), number(2), number(3), number(4));
    println!(
        "room-socket flood: {addresses} addresses x {attempts} sockets; server's open files at start: {}",
        open_files(pid)
    );

    let mut held = Vec::new();
    let mut refused: BTreeMap<String, usize> = BTreeMap::new();
    let mut rooms = Vec::new();
    for n in 0..addresses {
        let local = IpAddr::from([127, 0, 0, 2 + n as u8]);
        for _ in 0..attempts {
            // Eight people to a room: a new room for every eight sockets held.
            let room = held.len() / MAX_PEOPLE;
            if rooms.len() <= room {
                rooms.push(make_room(addr).await);
            }
            let joined = match connect_from(local, addr).await {
                Ok(stream) => join_over(stream, addr, &rooms[room])
                    .await
                    .map_err(|e| e.to_string()),
                Err(e) => Err(format!("connect: {}", e.kind())),
            };
            match joined {
                Ok((socket, _)) => held.push(tokio::spawn(read_all(socket))),
                Err(reason) => *refused.entry(reason).or_insert(0) += 1,
            }
        }
    }
    println!(
        "held {} room sockets; refused: {refused:?}; server's open files: {}",
        held.len(),
        open_files(pid)
    );

    let observer = IpAddr::from([127, 0, 0, 250]);
    let mut times: BTreeMap<&str, (Vec<f64>, usize)> = BTreeMap::new();
    let until = Instant::now() + Duration::from_secs(seconds as u64);
    while Instant::now() < until {
        for path in ["/healthz", "/"] {
            let entry = times.entry(path).or_default();
            match get_from(observer, addr, path).await {
                Some(took) => entry.0.push(took.as_secs_f64() * 1000.0),
                None => entry.1 += 1,
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for (path, (mut ms, errors)) in times {
        ms.sort_by(f64::total_cmp);
        let quantile = |q: f64| {
            ms.get(((ms.len() as f64 - 1.0) * q) as usize)
                .copied()
                .unwrap_or(f64::NAN)
        };
        println!(
            "{path} from another address while they are held: {} answered, {errors} errors; p50 {:.1} ms, p99 {:.1} ms, worst {:.1} ms",
            ms.len(),
            quantile(0.5),
            quantile(0.99),
            ms.last().copied().unwrap_or(f64::NAN)
        );
    }
    let still: usize = held.iter().filter(|task| !task.is_finished()).count();
    println!(
        "room sockets still open at the end: {still}; server's open files: {}",
        open_files(pid)
    );
}

fn usage() -> ! {
    eprintln!("usage: room_flood ADDR ADDRESSES ATTEMPTS SECONDS PID");
    std::process::exit(2)
}

/// How many files process `pid` has open.
fn open_files(pid: usize) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |dir| dir.count())
}

/// Reads `socket` until it closes (a socket that reads answers the server's pings).
async fn read_all(mut socket: Socket) {
    while let Some(Ok(_)) = socket.next().await {}
}

/// A connection to `addr` from `local`.
async fn connect_from(local: IpAddr, addr: SocketAddr) -> std::io::Result<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(local, 0))?;
    socket.connect(addr).await
}

/// How long `GET path` took from `local`, if it was answered 200 within 10 s.
async fn get_from(local: IpAddr, addr: SocketAddr, path: &str) -> Option<Duration> {
    let started = Instant::now();
    let answer = async {
        let mut stream = connect_from(local, addr).await.ok()?;
        let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.ok()?;
        let mut reply = Vec::new();
        stream.read_to_end(&mut reply).await.ok()?;
        (reply.get(9..12) == Some(b"200")).then(|| started.elapsed())
    };
    tokio::time::timeout(Duration::from_secs(10), answer)
        .await
        .ok()
        .flatten()
}
