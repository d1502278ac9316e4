//! The sender against a tiny fake server on loopback.

use super::*;
use crate::wire::{EventKind, Snapshot};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};

/// What the fake server holds of one board.
#[derive(Default)]
struct Board {
    events: Vec<Event>,
    owner: Option<String>,
    posts: usize,
    /// Connections to close unanswered (a kept-alive one the server shut).
    hang_up: usize,
}

/// A fake server: one board, a token; answers like the real one.
struct Fake {
    addr: String,
    board: Arc<Mutex<Board>>,
    stop: Arc<std::sync::atomic::AtomicBool>,
}

fn serve_one(mut s: TcpStream, board: &Mutex<Board>) {
    let mut r = BufReader::new(s.try_clone().unwrap());
    let mut first = String::new();
    if r.read_line(&mut first).is_err() {
        return;
    }
    let mut len = 0usize;
    let mut auth = String::new();
    loop {
        let mut h = String::new();
        if r.read_line(&mut h).is_err() || h.trim().is_empty() {
            break;
        }
        let lower = h.to_ascii_lowercase();
        if let Some(v) = lower.strip_prefix("content-length:") {
            len = v.trim().parse().unwrap_or(0);
        }
        if lower.starts_with("authorization:") {
            auth = h["authorization:".len()..].trim().to_string();
        }
    }
    let mut body = vec![0; len];
    let _ = r.read_exact(&mut body);
    let (status, text) = answer(&first, &auth, &body, board);
    let _ = write!(
        s,
        "HTTP/1.1 {status} X\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}",
        text.len()
    );
}

fn answer(first: &str, auth: &str, body: &[u8], board: &Mutex<Board>) -> (u16, String) {
    let refuse = |r: Refusal| (r.status(), serde_json::to_string(&r).unwrap());
    if auth != "Bearer good" {
        return refuse(Refusal::Token);
    }
    let mut b = board.lock().unwrap();
    let next = b.events.len() as u64 + 1;
    if first.starts_with("GET") {
        return (200, format!("{{\"next\":{next},\"ply\":0}}"));
    }
    let post: Post = match serde_json::from_slice(body) {
        Ok(p) => p,
        Err(e) => {
            return refuse(Refusal::Malformed {
                detail: e.to_string(),
            });
        }
    };
    if b.owner.as_ref().is_some_and(|o| *o != post.client) {
        return refuse(Refusal::NotYourBoard { board: 3 });
    }
    b.owner = Some(post.client.clone());
    b.posts += 1;
    if post.events.first().is_some_and(|e| e.seq > next) {
        return refuse(Refusal::Gap { next });
    }
    for e in post.events {
        if e.seq == b.events.len() as u64 + 1 {
            b.events.push(e);
        }
    }
    (
        200,
        serde_json::to_string(&Ack {
            next: b.events.len() as u64 + 1,
        })
        .unwrap(),
    )
}

impl Fake {
    fn start() -> Fake {
        Fake::on(
            TcpListener::bind("127.0.0.1:0").unwrap(),
            Default::default(),
        )
    }

    fn on(l: TcpListener, board: Arc<Mutex<Board>>) -> Fake {
        let addr = format!("http://{}", l.local_addr().unwrap());
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (b, st) = (board.clone(), stop.clone());
        l.set_nonblocking(true).unwrap();
        std::thread::spawn(move || {
            while !st.load(std::sync::atomic::Ordering::SeqCst) {
                match l.accept() {
                    Ok((s, _)) => {
                        s.set_nonblocking(false).unwrap();
                        let mut board = b.lock().unwrap();
                        if board.hang_up > 0 {
                            board.hang_up -= 1;
                            continue;
                        }
                        drop(board);
                        serve_one(s, &b);
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        Fake { addr, board, stop }
    }

    fn down(&self) {
        self.stop.store(true, std::sync::atomic::Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(30));
    }

    fn seqs(&self) -> Vec<u64> {
        self.board
            .lock()
            .unwrap()
            .events
            .iter()
            .map(|e| e.seq)
            .collect()
    }
}

fn event(seq: u64) -> Event {
    Event {
        seq,
        at_ms: 1_780_000_000_000 + seq,
        kind: EventKind::Move,
        text: format!("move {seq}"),
        lang: "en".into(),
        warning: false,
        device: None,
        snapshot: Snapshot {
            pgn: format!("{seq} *\n"),
            white: "A".into(),
            black: "B".into(),
            ply: seq as u32,
            white_ms: None,
            black_ms: None,
            running: None,
            last_move: None,
            result: None,
        },
    }
}

fn target(base: &str, token: &str, client: &str, resumed: bool) -> Target {
    Target {
        base: base.into(),
        token: token.into(),
        board: 3,
        client: client.into(),
        resumed,
    }
}

/// Waits (bounded) for a notice.
fn notice(s: &Sender) -> Option<Notice> {
    for _ in 0..400 {
        if let Some(n) = s.try_notice() {
            return Some(n);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    None
}

#[test]
fn events_arrive_in_order_and_finish_flushes() {
    let fake = Fake::start();
    let s = Sender::start(target(&fake.addr, "good", "c1", false));
    for i in 1..=150 {
        s.send(event(i));
    }
    let f = s.finish(Duration::from_secs(5));
    assert_eq!(f.unsent, 0);
    assert_eq!(fake.seqs(), (1..=150).collect::<Vec<_>>());
    // Batches of at most MAX_EVENTS.
    assert!(fake.board.lock().unwrap().posts >= 3);
}

#[test]
fn a_wrong_token_is_refused_once_and_nothing_more_is_sent() {
    let fake = Fake::start();
    let s = Sender::start(target(&fake.addr, "bad", "c1", false));
    s.send(event(1));
    assert_eq!(notice(&s), Some(Notice::Refused(Refusal::Token)));
    s.send(event(2));
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(s.try_notice(), None);
    assert_eq!(s.finish(Duration::from_millis(200)).unsent, 2);
    assert!(fake.seqs().is_empty());
}

#[test]
fn another_clients_board_is_refused() {
    let fake = Fake::start();
    fake.board.lock().unwrap().owner = Some("other".into());
    let s = Sender::start(target(&fake.addr, "good", "c1", false));
    s.send(event(1));
    assert_eq!(
        notice(&s),
        Some(Notice::Refused(Refusal::NotYourBoard { board: 3 }))
    );
}

#[test]
fn a_lost_server_is_said_once_and_back_when_it_has_everything() {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = l.local_addr().unwrap();
    let board: Arc<Mutex<Board>> = Default::default();
    let fake = Fake::on(l, board.clone());
    let s = Sender::start(target(&fake.addr, "good", "c1", false));
    s.send(event(1));
    for _ in 0..200 {
        if fake.seqs().len() == 1 {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    fake.down();
    for i in 2..=5 {
        s.send(event(i));
    }
    assert!(matches!(notice(&s), Some(Notice::Lost(_))));
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(s.try_notice(), None, "lost is said once");
    // Back on the same address, with what it had.
    let back = Fake::on(TcpListener::bind(addr).unwrap(), board);
    assert_eq!(notice(&s), Some(Notice::Back));
    assert_eq!(back.seqs(), vec![1, 2, 3, 4, 5]);
    assert_eq!(s.finish(Duration::from_secs(2)).unsent, 0);
}

#[test]
fn a_server_that_lost_its_copy_gets_everything_again() {
    let fake = Fake::start();
    let s = Sender::start(target(&fake.addr, "good", "c1", false));
    for i in 1..=3 {
        s.send(event(i));
    }
    std::thread::sleep(Duration::from_millis(300));
    fake.board.lock().unwrap().events.truncate(1);
    s.send(event(4));
    assert_eq!(s.finish(Duration::from_secs(2)).unsent, 0);
    assert_eq!(fake.seqs(), vec![1, 2, 3, 4]);
}

#[test]
fn a_resumed_game_asks_first_and_sends_only_what_is_missing() {
    let fake = Fake::start();
    {
        let mut b = fake.board.lock().unwrap();
        b.events = (1..=4).map(event).collect();
        b.owner = Some("c1".into());
    }
    let s = Sender::start(target(&fake.addr, "good", "c1", true));
    for i in 1..=6 {
        s.send(event(i));
    }
    assert_eq!(s.finish(Duration::from_secs(2)).unsent, 0);
    assert_eq!(fake.seqs(), (1..=6).collect::<Vec<_>>());
    // One post: 5 and 6 only.
    assert_eq!(fake.board.lock().unwrap().posts, 1);
}

#[test]
fn a_server_down_at_start_gets_the_game_when_it_comes_up() {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = l.local_addr().unwrap();
    drop(l);
    let s = Sender::start(target(&format!("http://{addr}"), "good", "c1", false));
    s.send(event(1));
    s.send(event(2));
    assert!(matches!(notice(&s), Some(Notice::Lost(_))));
    let fake = Fake::on(TcpListener::bind(addr).unwrap(), Default::default());
    assert_eq!(notice(&s), Some(Notice::Back));
    assert_eq!(fake.seqs(), vec![1, 2]);
}

#[test]
fn one_failed_request_is_tried_again_unsaid() {
    let fake = Fake::start();
    fake.board.lock().unwrap().hang_up = 1;
    let s = Sender::start(target(&fake.addr, "good", "c1", false));
    s.send(event(1));
    let f = s.finish(Duration::from_secs(2));
    assert_eq!(f.unsent, 0);
    assert_eq!(f.notices, vec![]);
    assert_eq!(fake.seqs(), vec![1]);
}
