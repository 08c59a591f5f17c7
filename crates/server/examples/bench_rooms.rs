//! The rooms' load benchmark (run by `scripts/bench-rooms`, which starts the servers): rooms of
//! players spread over two instances on one PostgreSQL, each player noting a mark every so
//! often; the time from an edit sent to its arrival at each other player of its room (p50,
//! p99), the changes held per second, then idle sockets and the server's memory per socket.
//!
//! ```text
//! bench_rooms A B ROOMS PLAYERS EDITS PACE_MS IDLE PID_A
//! ```
//!
//! A and B are the two instances' addresses (`127.0.0.1:3301`), EDITS the edits each player
//! makes, PACE_MS the time between a player's edits, IDLE the idle sockets opened on A at the
//! end, PID_A A's process (its resident memory is read from `/proc`).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use site::room::{ClientMessage, Edit, ServerMessage};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::{client::IntoClientRequest, Message};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Each player's send times, in order, by (room, player number).
type Sent = Arc<Mutex<HashMap<(usize, u32), Vec<Instant>>>>;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| -> usize {
        args.get(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| usage())
    };
    let addr = |i: usize| -> SocketAddr {
        args.get(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| usage())
    };
    let (a, b) = (addr(0), addr(1));
    let (rooms, players, edits, pace, idle, pid) = (
        number(2),
        number(3),
        number(4),
        number(5),
        number(6),
        number(7),
    );

    let empties: Vec<u16> = PUZZLE
        .bytes()
        .enumerate()
        .filter(|(_, c)| *c == b'.')
        .map(|(i, _)| i as u16)
        .collect();

    // The rooms, and every player's socket, alternately on A and B.
    let mut ids = Vec::with_capacity(rooms);
    for _ in 0..rooms {
        ids.push(make_room(a).await);
    }
    let mut pages = Vec::with_capacity(rooms * players);
    for (room, id) in ids.iter().enumerate() {
        for p in 0..players {
            let at = if p % 2 == 0 { a } else { b };
            let (socket, who) = join(at, id).await;
            pages.push((room, who, socket));
        }
    }
    println!(
        "{rooms} rooms of {players} players on two instances; {edits} edits each, one every {pace} ms"
    );

    let sent: Sent = Arc::new(Mutex::new(HashMap::new()));
    let latencies = Arc::new(Mutex::new(Vec::<f64>::new()));
    let expected = rooms * players * edits * (players - 1);
    let started = Instant::now();
    let mut tasks = Vec::new();
    for (index, (room, who, socket)) in pages.into_iter().enumerate() {
        let (mut sink, mut stream) = socket.split();
        let (sent, latencies) = (sent.clone(), latencies.clone());
        let empties = empties.clone();
        // The reader: each change by another player, matched to that player's n-th edit.
        let reader = {
            let sent = sent.clone();
            tokio::spawn(async move {
                let mut seen: HashMap<u32, usize> = HashMap::new();
                let mut heard = 0;
                let mut refused = 0;
                let wanted = edits * (players - 1);
                while heard < wanted {
                    let next = tokio::time::timeout(Duration::from_secs(60), stream.next()).await;
                    let Ok(Some(Ok(Message::Text(text)))) = next else {
                        if matches!(next, Ok(Some(Ok(_)))) {
                            continue;
                        }
                        break;
                    };
                    let changes = match ServerMessage::read(&text) {
                        Some(ServerMessage::Changes { changes }) => changes,
                        Some(ServerMessage::Refused { .. }) => {
                            refused += 1;
                            continue;
                        }
                        _ => continue,
                    };
                    let now = Instant::now();
                    for change in changes.iter().filter(|c| c.by != who) {
                        let n = seen.entry(change.by).or_insert(0);
                        let at = sent
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .get(&(room, change.by))
                            .and_then(|times| times.get(*n).copied());
                        *n += 1;
                        if let Some(at) = at {
                            latencies
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .push(now.duration_since(at).as_secs_f64() * 1000.0);
                        }
                        heard += 1;
                    }
                }
                // Whether the socket stayed open until it heard everything, and how many of
                // its edits the server refused.
                (heard == wanted, refused)
            })
        };
        let writer = tokio::spawn(async move {
            // Spread the players' first edits over one pace.
            tokio::time::sleep(Duration::from_millis((index * 37 % pace.max(1)) as u64)).await;
            for k in 0..edits {
                let edit = Edit::Corner {
                    cell: empties[(index + k) % empties.len()],
                    digit: (k % 9) as u8 + 1,
                    on: (k / 9) % 2 == 0,
                };
                sent.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .entry((room, who))
                    .or_default()
                    .push(Instant::now());
                let message = ClientMessage::Edit { id: k as u32, edit }.to_json();
                if sink.send(Message::text(message)).await.is_err() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(pace as u64)).await;
            }
            sink
        });
        tasks.push((reader, writer));
    }
    let mut sinks = Vec::new();
    let (mut kept, mut refused) = (0, 0);
    for (reader, writer) in tasks {
        if let Ok((stayed, refusals)) = reader.await {
            kept += usize::from(stayed);
            refused += refusals;
        }
        if let Ok(sink) = writer.await {
            sinks.push(sink);
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    let mut times = latencies.lock().unwrap_or_else(|e| e.into_inner()).clone();
    times.sort_by(f64::total_cmp);
    let quantile = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q) as usize)
            .copied()
    };
    let changes = rooms * players * edits;
    println!(
        "delivered {} of {expected} ({} changes) in {elapsed:.1} s: {:.0} changes/s held, {:.0} deliveries/s",
        times.len(),
        changes,
        changes as f64 / elapsed,
        times.len() as f64 / elapsed
    );
    println!(
        "change to other players (ms): p50 {:.1}, p99 {:.1}, worst {:.1}",
        quantile(0.5).unwrap_or(f64::NAN),
        quantile(0.99).unwrap_or(f64::NAN),
        times.last().copied().unwrap_or(f64::NAN)
    );
    println!(
        "sockets kept to the end: {kept} of {}; edits refused: {refused}",
        rooms * players
    );
    drop(sinks);

    if idle == 0 {
        return;
    }
    // Idle sockets on A: its memory before and after, once they are all in.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let before = resident_kib(pid);
    let mut open = Vec::with_capacity(idle);
    let per_room = site::room::MAX_PEOPLE;
    let mut id = String::new();
    for n in 0..idle {
        if n % per_room == 0 {
            id = make_room(a).await;
        }
        open.push(join(a, &id).await.0);
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let after = resident_kib(pid);
    println!(
        "{idle} idle sockets on one instance: resident memory {:.1} → {:.1} MiB, {:.1} KiB a socket",
        before as f64 / 1024.0,
        after as f64 / 1024.0,
        after.saturating_sub(before) as f64 / idle as f64
    );
    drop(open);
}

fn usage() -> ! {
    eprintln!("usage: bench_rooms A B ROOMS PLAYERS EDITS PACE_MS IDLE PID_A");
    std::process::exit(2)
}

/// A process's resident memory in KiB (`VmRSS` in `/proc/PID/status`).
fn resident_kib(pid: usize) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kib| kib.parse().ok())
        })
        .unwrap_or(0)
}

/// Makes a room of the puzzle on `addr`: its id.
async fn make_room(addr: SocketAddr) -> String {
    let code = sudoku_core::code::encode(&PUZZLE.parse().expect("a puzzle"), None);
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "POST /api/rooms HTTP/1.1\r\nHost: {addr}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{code}",
        code.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut reply = String::new();
    stream.read_to_string(&mut reply).await.expect("read");
    let body = reply.split("\r\n\r\n").nth(1).unwrap_or_default();
    let made: site::api::RoomMade =
        serde_json::from_str(body).unwrap_or_else(|_| panic!("a room was not made: {reply}"));
    made.id
}

/// Opens room `id`'s socket on `addr` and says hello: the socket and the player's number.
async fn join(addr: SocketAddr, id: &str) -> (Socket, u32) {
    let mut request = format!("ws://{addr}/api/rooms/{id}/socket")
        .into_client_request()
        .expect("a request");
    let origin = format!("http://{addr}").parse().expect("a header");
    request.headers_mut().insert("origin", origin);
    let (mut socket, _) = tokio_tungstenite::connect_async(request)
        .await
        .expect("a socket");
    let hello = ClientMessage::Hello {
        name: String::new(),
        last: None,
        was: None,
    };
    socket
        .send(Message::text(hello.to_json()))
        .await
        .expect("hello");
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(text))) => match ServerMessage::read(&text) {
                Some(ServerMessage::Welcome { you, .. }) => return (socket, you),
                Some(ServerMessage::Refused { message, .. }) => panic!("refused: {message}"),
                _ => {}
            },
            Some(Ok(_)) => {}
            other => panic!("the socket closed before its welcome: {other:?}"),
        }
    }
}
