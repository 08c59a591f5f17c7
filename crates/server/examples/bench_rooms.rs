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

use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use site::room::{ClientMessage, Edit, ServerMessage};
use tokio_tungstenite::tungstenite::Message;

#[path = "support/rooms.rs"]
mod rooms;
use rooms::{join_over, make_room, Socket, PUZZLE};

/// Each player's send times, in order, by (room, player number).
type Sent = Arc<Mutex<HashMap<(usize, u32), Vec<Instant>>>>;

/// The times from an edit sent to its arrival at another player, in milliseconds.
type Latencies = Arc<Mutex<Vec<f64>>>;

/// The run asked for on the command line.
#[derive(Clone, Copy)]
struct Run {
    a: SocketAddr,
    b: SocketAddr,
    rooms: usize,
    players: usize,
    edits: usize,
    pace: usize,
    idle: usize,
    pid: usize,
}

impl Run {
    fn from_args() -> Run {
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
        Run {
            a: addr(0),
            b: addr(1),
            rooms: number(2),
            players: number(3),
            edits: number(4),
            pace: number(5),
            idle: number(6),
            pid: number(7),
        }
    }
}

#[tokio::main]
async fn main() {
    let run = Run::from_args();
    let Run {
        rooms,
        players,
        edits,
        pace,
        ..
    } = run;
    let pages = open_pages(run).await;
    println!(
        "{rooms} rooms of {players} players on two instances; {edits} edits each, one every {pace} ms"
    );
    let sent: Sent = Arc::new(Mutex::new(HashMap::new()));
    let latencies: Latencies = Arc::new(Mutex::new(Vec::new()));
    let started = Instant::now();
    let tasks: Vec<_> = pages
        .into_iter()
        .enumerate()
        .map(|(index, (room, who, socket))| {
            let (sink, stream) = socket.split();
            let reader = tokio::spawn(listen(
                run,
                (room, who),
                stream,
                sent.clone(),
                latencies.clone(),
            ));
            let writer = tokio::spawn(write(run, index, (room, who), sink, sent.clone()));
            (reader, writer)
        })
        .collect();
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
    report(
        run,
        started.elapsed().as_secs_f64(),
        &latencies,
        kept,
        refused,
    );
    drop(sinks);
    if run.idle > 0 {
        idle_sockets(run).await;
    }
}

/// The rooms, and every player's socket, alternately on A and B: (room, player number, socket).
async fn open_pages(run: Run) -> Vec<(usize, u32, Socket)> {
    let mut ids = Vec::with_capacity(run.rooms);
    for _ in 0..run.rooms {
        ids.push(make_room(run.a).await);
    }
    let mut pages = Vec::with_capacity(run.rooms * run.players);
    for (room, id) in ids.iter().enumerate() {
        for p in 0..run.players {
            let at = if p % 2 == 0 { run.a } else { run.b };
            let (socket, who) = join(at, id).await;
            pages.push((room, who, socket));
        }
    }
    pages
}

/// A player's reader: each change by another player, matched to that player's n-th edit.
/// Returns whether the socket stayed open until it heard everything, and how many of its
/// edits the server refused.
async fn listen(
    run: Run,
    (room, who): (usize, u32),
    mut stream: SplitStream<Socket>,
    sent: Sent,
    latencies: Latencies,
) -> (bool, usize) {
    let mut seen: HashMap<u32, usize> = HashMap::new();
    let (mut heard, mut refused) = (0, 0);
    let wanted = run.edits * (run.players - 1);
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
    (heard == wanted, refused)
}

/// A player's writer: its edits, one every pace, each send time noted. Returns the sink, so
/// the socket stays open until every reader is done.
async fn write(
    run: Run,
    index: usize,
    (room, who): (usize, u32),
    mut sink: SplitSink<Socket, Message>,
    sent: Sent,
) -> SplitSink<Socket, Message> {
    let empties: Vec<u16> = PUZZLE
        .bytes()
        .enumerate()
        .filter(|(_, c)| *c == b'.')
        .map(|(i, _)| i as u16)
        .collect();
    // Spread the players' first edits over one pace.
    tokio::time::sleep(Duration::from_millis((index * 37 % run.pace.max(1)) as u64)).await;
    for k in 0..run.edits {
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
        tokio::time::sleep(Duration::from_millis(run.pace as u64)).await;
    }
    sink
}

/// Prints what was delivered, how fast, and the sockets kept and edits refused.
fn report(run: Run, elapsed: f64, latencies: &Latencies, kept: usize, refused: usize) {
    let mut times = latencies.lock().unwrap_or_else(|e| e.into_inner()).clone();
    times.sort_by(f64::total_cmp);
    let quantile = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q) as usize)
            .copied()
    };
    let changes = run.rooms * run.players * run.edits;
    let expected = changes * (run.players - 1);
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
        run.rooms * run.players
    );
}

/// Idle sockets on A: its memory before and after, once they are all in.
async fn idle_sockets(run: Run) {
    tokio::time::sleep(Duration::from_secs(2)).await;
    let before = resident_kib(run.pid);
    let mut open = Vec::with_capacity(run.idle);
    let mut id = String::new();
    for n in 0..run.idle {
        if n % site::room::MAX_PEOPLE == 0 {
            id = make_room(run.a).await;
        }
        open.push(join(run.a, &id).await.0);
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let after = resident_kib(run.pid);
    println!(
        "{} idle sockets on one instance: resident memory {:.1} → {:.1} MiB, {:.1} KiB a socket",
        run.idle,
        before as f64 / 1024.0,
        after as f64 / 1024.0,
        after.saturating_sub(before) as f64 / run.idle as f64
    );
    drop(open);
}

/// Opens room `id`'s socket on `addr` and says hello: the socket and the player's number.
async fn join(addr: SocketAddr, id: &str) -> (Socket, u32) {
    let stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    join_over(stream, addr, id)
        .await
        .unwrap_or_else(|error| panic!("no socket: {error}"))
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
