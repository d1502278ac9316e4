//! 64 boards posting one move a second each through one server: the
//! latency from a post to the move's appearance in `/round.pgn` (polled
//! as a broadcast service polls it, but every 2 ms), the posts' own
//! round trips, and the process's resident memory (server and the 64
//! posting threads together).
//!
//! `cargo bench -p broadcast --bench serve` (BENCH_SECS=20 by default,
//! BENCH_BOARDS=64).

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use broadcast::server::{Config, Server};
use broadcast::wire::{Event, EventKind, LastMove, Post, Side, Snapshot};

const TOKEN: &str = "bench";

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn http(addr: SocketAddr, request: &str) -> String {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.write_all(request.as_bytes()).expect("send");
    let mut answer = String::new();
    s.read_to_string(&mut answer).expect("answer");
    answer
}

/// The game of `board` after `seq` moves: knights out and back, with
/// clocks, its `Seq` tag telling the poller which move it is.
fn game(board: u32, seq: u64) -> Snapshot {
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut text = String::new();
    for i in 0..seq {
        if i.is_multiple_of(2) {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        let clock = 5400 - i;
        text.push_str(&format!(
            "{} {{ [%clk {}:{:02}:{:02}] }} ",
            moves[(i % 4) as usize],
            clock / 3600,
            clock / 60 % 60,
            clock % 60
        ));
    }
    let pgn = format!(
        "[Event \"Bench\"]\n[Round \"1\"]\n[Board \"{board}\"]\n[Seq \"{seq}\"]\n[White \"W{board}\"]\n[Black \"B{board}\"]\n[TimeControl \"5400+30\"]\n\n{text}*\n"
    );
    Snapshot {
        pgn,
        white: format!("W{board}"),
        black: format!("B{board}"),
        ply: seq as u32,
        white_ms: Some(5_400_000 - seq * 1000),
        black_ms: Some(5_400_000 - seq * 1000),
        running: Some(if seq.is_multiple_of(2) {
            Side::White
        } else {
            Side::Black
        }),
        last_move: Some(LastMove {
            san: moves[((seq + 3) % 4) as usize].into(),
            words: "Springer Felix drei".into(),
        }),
        result: None,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn rss() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .map(|l| l.trim_start_matches("VmRSS:").trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test` runs benches only with it.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let secs = env_or("BENCH_SECS", 20);
    let boards = env_or("BENCH_BOARDS", 64) as u32;
    let server = Server::start(Config {
        bind: "127.0.0.1:0".into(),
        token: Some(TOKEN.into()),
        ..Config::default()
    })
    .expect("the server starts");
    let addr = server.addr();
    println!("serve: {boards} boards, one move a second each, {secs} s, on {addr}");
    let rss_before = rss();

    // When each (board, seq) was posted, and when the poller first saw it.
    let sent: Arc<Mutex<HashMap<(u32, u64), Instant>>> = Arc::default();
    let seen: Arc<Mutex<HashMap<(u32, u64), Instant>>> = Arc::default();
    let trips: Arc<Mutex<Vec<Duration>>> = Arc::default();
    let done = Arc::new(AtomicBool::new(false));

    let poller = {
        let (sent, seen, done) = (sent.clone(), seen.clone(), done.clone());
        std::thread::spawn(move || {
            let mut polls = 0u64;
            while !done.load(Ordering::SeqCst) {
                // HTTP/1.0: the answer comes whole, not in chunks, so its
                // lines can be read as they are.
                let text = http(addr, "GET /round.pgn HTTP/1.0\r\nHost: x\r\n\r\n");
                let now = Instant::now();
                polls += 1;
                // A short pause: a new connection for each poll, and
                // thousands a second would wear out the loopback's ports.
                std::thread::sleep(Duration::from_millis(2));
                let mut board = 0u32;
                for line in text.lines() {
                    if let Some(v) = line.strip_prefix("[Board \"") {
                        board = v.trim_end_matches("\"]").parse().unwrap_or(0);
                    } else if let Some(v) = line.strip_prefix("[Seq \"") {
                        let seq: u64 = v.trim_end_matches("\"]").parse().unwrap_or(0);
                        let mut seen = seen.lock().unwrap();
                        // A move seen also means every earlier one was there.
                        for s in 1..=seq {
                            if sent.lock().unwrap().contains_key(&(board, s)) {
                                seen.entry((board, s)).or_insert(now);
                            }
                        }
                    }
                }
            }
            polls
        })
    };

    let start = Instant::now();
    let mut posters = Vec::new();
    for board in 1..=boards {
        let (sent, trips) = (sent.clone(), trips.clone());
        posters.push(std::thread::spawn(move || {
            // Spread over the second so the boards do not all post at once.
            let offset = Duration::from_millis(u64::from(board) * 1000 / u64::from(boards));
            for seq in 1..=secs {
                let at = start + offset + Duration::from_secs(seq - 1);
                if let Some(wait) = at.checked_duration_since(Instant::now()) {
                    std::thread::sleep(wait);
                }
                let post = Post {
                    client: format!("client-{board}"),
                    events: vec![Event {
                        seq,
                        at_ms: 0,
                        kind: EventKind::Move,
                        text: "Springer Felix drei".into(),
                        lang: "de".into(),
                        warning: false,
                        device: None,
                        snapshot: game(board, seq),
                    }],
                };
                let body = serde_json::to_string(&post).unwrap();
                let request = format!(
                    "POST /api/boards/{board} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer {TOKEN}\r\nContent-Length: {}\r\n\r\n{body}",
                    body.len()
                );
                let t0 = Instant::now();
                sent.lock().unwrap().insert((board, seq), t0);
                let answer = http(addr, &request);
                trips.lock().unwrap().push(t0.elapsed());
                assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
            }
        }));
    }
    for p in posters {
        p.join().unwrap();
    }
    // The last moves get up to five seconds to show.
    let until = Instant::now() + Duration::from_secs(5);
    while seen.lock().unwrap().len() < sent.lock().unwrap().len() && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(10));
    }
    done.store(true, Ordering::SeqCst);
    let polls = poller.join().unwrap();
    let elapsed = start.elapsed();

    let sent = sent.lock().unwrap();
    let seen = seen.lock().unwrap();
    let mut latencies: Vec<Duration> = sent
        .iter()
        .filter_map(|(k, t)| seen.get(k).map(|s| s.saturating_duration_since(*t)))
        .collect();
    latencies.sort();
    let mut trips = trips.lock().unwrap().clone();
    trips.sort();
    let missing = sent.len() - latencies.len();
    println!(
        "posts: {} in {:.1} s, {} polls of /round.pgn",
        sent.len(),
        elapsed.as_secs_f64(),
        polls
    );
    println!(
        "post to /round.pgn: p50 {}, p99 {}, max {}",
        ms(percentile(&latencies, 0.50)),
        ms(percentile(&latencies, 0.99)),
        ms(latencies.last().copied().unwrap_or_default())
    );
    println!(
        "post round trip: p50 {}, p99 {}",
        ms(percentile(&trips, 0.50)),
        ms(percentile(&trips, 0.99))
    );
    let mut never: Vec<_> = sent.keys().filter(|k| !seen.contains_key(k)).collect();
    never.sort();
    println!("moves never seen: {missing} {never:?}");
    println!(
        "resident memory: {rss_before} at start, {} at the end",
        rss()
    );
    println!("round.pgn: {} bytes", server.round_pgn().len());
    server.stop();
}
