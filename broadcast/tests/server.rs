//! The server over real HTTP on loopback: posts taken and acked, every
//! bad request refused with its status and the board unchanged, the
//! round's PGN, the event stream, the page and the arbiter's actions.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use broadcast::server::{Config, Server};
use broadcast::wire::{Ack, BoardState, Event, EventKind, LastMove, Post, Refusal, Side, Snapshot};

const TOKEN: &str = "tournament-token";
const KEY: &str = "arbiter-key";

fn start() -> Server {
    Server::start(Config {
        bind: "127.0.0.1:0".into(),
        token: Some(TOKEN.into()),
        arbiter_key: Some(KEY.into()),
        heartbeat: Duration::from_millis(300),
        ..Config::default()
    })
    .expect("the server starts")
}

struct Answer {
    status: u16,
    head: String,
    body: String,
}

fn request(addr: SocketAddr, method: &str, path: &str, extra: &[&str], body: &[u8]) -> Answer {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for h in extra {
        head.push_str(h);
        head.push_str("\r\n");
    }
    head.push_str("\r\n");
    s.write_all(head.as_bytes()).unwrap();
    // The server may answer (and stop reading) before a refused body is
    // all sent.
    let _ = s.write_all(body);
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no status in {head:?}"));
    Answer {
        status,
        head: head.to_string(),
        body: body.to_string(),
    }
}

fn event(seq: u64, san: &str, warning: bool) -> Event {
    Event {
        seq,
        at_ms: 1_780_000_000_000 + seq * 1000,
        kind: if warning {
            EventKind::Penalty
        } else {
            EventKind::Move
        },
        text: format!("{san} played"),
        lang: "en".into(),
        warning,
        device: None,
        snapshot: Snapshot {
            pgn: format!(
                "[Event \"Open\"]\n[Round \"3\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[Result \"*\"]\n\n1. {san} {{ [%clk 1:29:55] }} *\n"
            ),
            white: "Anna".into(),
            black: "Bella".into(),
            ply: seq as u32,
            white_ms: Some(5_395_000),
            black_ms: Some(5_400_000),
            running: Some(Side::Black),
            last_move: Some(LastMove {
                san: san.into(),
                words: "Springer Gustav eins Felix drei".into(),
            }),
            result: None,
        },
    }
}

fn post_body(client: &str, events: Vec<Event>) -> Vec<u8> {
    serde_json::to_vec(&Post {
        client: client.into(),
        events,
    })
    .unwrap()
}

fn bearer(t: &str) -> String {
    format!("Authorization: Bearer {t}")
}

fn send(addr: SocketAddr, board: &str, token: Option<&str>, body: &[u8]) -> Answer {
    let auth = token.map(bearer);
    let mut extra = vec!["Content-Type: application/json"];
    if let Some(a) = &auth {
        extra.push(a);
    }
    request(addr, "POST", &format!("/api/boards/{board}"), &extra, body)
}

fn state(addr: SocketAddr, board: u32) -> BoardState {
    let a = request(addr, "GET", &format!("/api/boards/{board}"), &[], b"");
    assert_eq!(a.status, 200, "{}", a.body);
    serde_json::from_str(&a.body).expect("a board state")
}

fn refusal(a: &Answer) -> Refusal {
    serde_json::from_str(&a.body).unwrap_or_else(|e| panic!("{e}: {}", a.body))
}

#[test]
fn posts_are_acked_and_a_repeat_changes_nothing() {
    let server = start();
    let addr = server.addr();
    assert_eq!(state(addr, 1).next, 1);
    let body = post_body("c1", vec![event(1, "Nf3", false), event(2, "Nf6", false)]);
    let a = send(addr, "1", Some(TOKEN), &body);
    assert_eq!(a.status, 200, "{}", a.body);
    assert!(a.head.contains("application/json"), "{}", a.head);
    assert_eq!(
        serde_json::from_str::<Ack>(&a.body).unwrap(),
        Ack { next: 3 }
    );
    let before = state(addr, 1);
    assert_eq!(before.next, 3);
    assert!(before.owned);
    let again = send(addr, "1", Some(TOKEN), &body);
    assert_eq!(again.status, 200);
    assert_eq!(
        serde_json::from_str::<Ack>(&again.body).unwrap(),
        Ack { next: 3 }
    );
    assert_eq!(state(addr, 1), before);
    let next = request(addr, "GET", "/api/boards/1/next", &[], b"");
    assert_eq!(
        serde_json::from_str::<BoardState>(&next.body).unwrap(),
        before
    );
}

#[test]
fn bad_requests_are_refused_and_change_nothing() {
    let server = start();
    let addr = server.addr();
    let first = post_body("c1", vec![event(1, "e4", false)]);
    assert_eq!(send(addr, "5", Some(TOKEN), &first).status, 200);
    let before = state(addr, 5);
    let round_before = request(addr, "GET", "/round.pgn", &[], b"").body;
    let good = post_body("c1", vec![event(2, "e5", false)]);

    let a = send(addr, "5", None, &good);
    assert_eq!((a.status, refusal(&a)), (401, Refusal::Token));
    let a = send(addr, "5", Some("wrong"), &good);
    assert_eq!((a.status, refusal(&a)), (401, Refusal::Token));
    let other = post_body("c2", vec![event(2, "e5", false)]);
    let a = send(addr, "5", Some(TOKEN), &other);
    assert_eq!(
        (a.status, refusal(&a)),
        (403, Refusal::NotYourBoard { board: 5 })
    );
    let gap = post_body("c1", vec![event(4, "e5", false)]);
    let a = send(addr, "5", Some(TOKEN), &gap);
    assert_eq!((a.status, refusal(&a)), (409, Refusal::Gap { next: 2 }));
    let huge = vec![b' '; 2 << 20];
    let a = send(addr, "5", Some(TOKEN), &huge);
    assert_eq!((a.status, refusal(&a)), (413, Refusal::TooLarge));
    let many = post_body("c1", (2..=70).map(|s| event(s, "e5", false)).collect());
    let a = send(addr, "5", Some(TOKEN), &many);
    assert_eq!((a.status, refusal(&a)), (413, Refusal::TooLarge));
    let a = send(
        addr,
        "5",
        Some(TOKEN),
        b"{\"client\": \"c1\", \"events\": [",
    );
    assert_eq!(a.status, 400);
    assert!(matches!(refusal(&a), Refusal::Malformed { .. }));
    for board in ["0", "1000", "x"] {
        let a = send(addr, board, Some(TOKEN), &good);
        assert_eq!((a.status, refusal(&a)), (404, Refusal::NoBoard), "{board}");
    }
    assert_eq!(state(addr, 5), before);
    assert_eq!(
        request(addr, "GET", "/round.pgn", &[], b"").body,
        round_before
    );
    assert_eq!(state(addr, 1).next, 1);
    assert_eq!(request(addr, "GET", "/api/boards/0", &[], b"").status, 404);
    assert_eq!(
        request(addr, "GET", "/api/boards/1000", &[], b"").status,
        404
    );
    // The good post still goes through afterwards.
    assert_eq!(send(addr, "5", Some(TOKEN), &good).status, 200);
    assert_eq!(state(addr, 5).next, 3);
}

#[test]
fn the_round_pgn_has_every_board_in_order_with_its_board_tag() {
    let server = start();
    let addr = server.addr();
    for (board, client, san) in [("7", "c7", "d4"), ("2", "c2", "e4")] {
        let body = post_body(client, vec![event(1, san, false)]);
        assert_eq!(send(addr, board, Some(TOKEN), &body).status, 200);
    }
    let a = request(addr, "GET", "/round.pgn", &[], b"");
    assert_eq!(a.status, 200);
    assert!(
        a.head
            .contains("Content-Type: application/x-chess-pgn; charset=utf-8")
    );
    assert!(a.head.contains("Cache-Control: no-cache"));
    let two = a.body.find("[Board \"2\"]").expect("board 2");
    let seven = a.body.find("[Board \"7\"]").expect("board 7");
    assert!(two < seven, "{}", a.body);
    assert!(a.body.contains("*\n\n[Event"), "{}", a.body);
    let one = request(addr, "GET", "/boards/7.pgn", &[], b"");
    assert_eq!(one.status, 200);
    assert!(
        one.body.contains("1. d4 { [%clk 1:29:55] } *"),
        "{}",
        one.body
    );
    assert_eq!(request(addr, "GET", "/boards/3.pgn", &[], b"").status, 404);
    assert_eq!(server.round_pgn(), a.body);
}

/// Reads the stream until `want` shows up (or 30 s pass).
fn read_until(r: &mut BufReader<TcpStream>, want: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut seen = String::new();
    while Instant::now() < deadline {
        let mut line = String::new();
        match r.read_line(&mut line) {
            Ok(0) => break,
            Ok(_) => {
                seen.push_str(&line);
                if seen.contains(want) {
                    return seen;
                }
            }
            Err(_) => break,
        }
    }
    panic!("{want:?} not in the stream: {seen}");
}

fn subscribe(server: &Server) -> BufReader<TcpStream> {
    let mut s = TcpStream::connect(server.addr()).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(s, "GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    let mut r = BufReader::new(s);
    read_until(&mut r, "text/event-stream");
    read_until(&mut r, "\r\n\r\n");
    r
}

fn wait_for_viewers(server: &Server, n: usize) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while server.viewers() < n {
        assert!(Instant::now() < deadline, "no viewer connected");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn viewers_of_the_event_stream_get_each_move_and_each_seen_warning() {
    let server = start();
    let addr = server.addr();
    let mut one = subscribe(&server);
    let mut two = subscribe(&server);
    wait_for_viewers(&server, 2);
    let body = post_body("c1", vec![event(1, "Nf3", false), event(2, "Nf6", true)]);
    assert_eq!(send(addr, "4", Some(TOKEN), &body).status, 200);
    for r in [&mut one, &mut two] {
        let text = read_until(r, "event: penalty\n");
        assert!(
            text.contains("event: move\ndata: {\"board\":4,\"seq\":1"),
            "{text}"
        );
        assert!(text.contains("\"last_san\":\"Nf3\""), "{text}");
        let data = read_until(r, "\n\n");
        let json: serde_json::Value =
            serde_json::from_str(data.trim().trim_start_matches("data: ")).unwrap();
        assert_eq!(json["warning_id"], 1);
        assert_eq!(json["unseen"], 1);
    }
    // The heartbeat keeps a quiet stream open.
    read_until(&mut one, ": heartbeat\n");
    // Marking seen needs the key.
    let a = request(addr, "POST", "/api/warnings/1/seen", &[], b"");
    assert_eq!(a.status, 401);
    let auth = bearer(KEY);
    let a = request(addr, "POST", "/api/warnings/1/seen", &[&auth], b"");
    assert_eq!(a.status, 200, "{}", a.body);
    let text = read_until(&mut two, "event: seen\n");
    assert!(text.contains("event: seen"), "{text}");
    let seen = read_until(&mut two, "\n\n");
    assert!(
        seen.contains("\"id\":1") && seen.contains("\"unseen\":0"),
        "{seen}"
    );
    assert_eq!(
        request(addr, "POST", "/api/warnings/9/seen", &[&auth], b"").status,
        404
    );
}

#[test]
fn the_page_shows_the_state_and_the_keyed_page_its_buttons() {
    let server = start();
    let addr = server.addr();
    let body = post_body("c1", vec![event(1, "Nf3", false), event(2, "Nf6", true)]);
    assert_eq!(send(addr, "3", Some(TOKEN), &body).status, 200);
    let page = request(addr, "GET", "/", &[], b"");
    assert_eq!(page.status, 200);
    assert!(page.head.contains("text/html"));
    let html = page.body;
    for part in [
        "<main>",
        "<h1>",
        "<caption>",
        "<th scope=\"col\">Board</th>",
        "<th scope=\"col\">Last move</th>",
        "aria-live=\"polite\"",
        "role=\"alert\"",
        "<tr id=\"board-3\">",
        "Springer Gustav eins Felix drei",
        "1:29:55",
        "Board 3: Nf6 played",
    ] {
        assert!(html.contains(part), "{part} not in {html}");
    }
    assert!(!html.contains("<button"), "read-only page has a button");
    let wrong = request(addr, "GET", "/?key=nope", &[], b"").body;
    assert!(!wrong.contains("<button"));
    let keyed = request(addr, "GET", &format!("/?key={KEY}"), &[], b"").body;
    assert!(keyed.contains("<form method=\"post\" action=\"/api/warnings/1/seen\">"));
    assert!(keyed.contains(&format!("name=\"key\" value=\"{KEY}\"")));
    // The form's post comes back to the keyed page, and the warning is gone.
    let form = format!("key={KEY}");
    let a = request(
        addr,
        "POST",
        "/api/warnings/1/seen",
        &["Content-Type: application/x-www-form-urlencoded"],
        form.as_bytes(),
    );
    assert_eq!(a.status, 303);
    assert!(
        a.head.contains(&format!("Location: /?key={KEY}")),
        "{}",
        a.head
    );
    let after = request(addr, "GET", &format!("/?key={KEY}"), &[], b"").body;
    assert!(!after.contains("<li id=\"warning-1\">"), "{after}");
}

#[test]
fn the_arbiter_releases_a_board_for_the_next_client() {
    let server = start();
    let addr = server.addr();
    assert_eq!(
        send(
            addr,
            "9",
            Some(TOKEN),
            &post_body("old", vec![event(1, "e4", false)])
        )
        .status,
        200
    );
    let newer = post_body("new", vec![event(2, "e5", false)]);
    assert_eq!(send(addr, "9", Some(TOKEN), &newer).status, 403);
    assert_eq!(
        request(addr, "POST", "/api/boards/9/release", &[], b"").status,
        401
    );
    let token_is_not_the_key = bearer(TOKEN);
    assert_eq!(
        request(
            addr,
            "POST",
            "/api/boards/9/release",
            &[&token_is_not_the_key],
            b""
        )
        .status,
        401
    );
    let auth = bearer(KEY);
    let a = request(addr, "POST", "/api/boards/9/release", &[&auth], b"");
    assert_eq!(a.status, 200, "{}", a.body);
    assert!(!state(addr, 9).owned);
    assert_eq!(send(addr, "9", Some(TOKEN), &newer).status, 200);
    assert_eq!(state(addr, 9).next, 3);
}

#[test]
fn a_second_server_on_the_same_address_says_so() {
    let server = start();
    let err = Server::start(Config {
        bind: server.addr().to_string(),
        ..Config::default()
    })
    .err()
    .expect("the address is taken");
    assert!(err.to_string().contains("listens on"), "{err}");
    server.stop();
}

/// A body announced far beyond memory is refused unread, and the
/// server lives on.
#[test]
fn a_body_announced_beyond_memory_is_refused_and_the_server_lives_on() {
    let server = start();
    let addr = server.addr();
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(
        s,
        "POST /api/boards/1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {TOKEN}\r\nContent-Length: 100000000000000\r\n\r\n{{\"client\""
    )
    .unwrap();
    let mut r = BufReader::new(s);
    let head = read_until(&mut r, "\r\n\r\n");
    assert!(head.starts_with("HTTP/1.1 413"), "{head}");
    // Only the status line and headers: the connection is left to the
    // client, whose body is never read.
    assert!(head.contains("Content-Type: application/json"), "{head}");
    drop(r);
    assert_eq!(state(addr, 1).next, 1);
    let a = send(
        addr,
        "1",
        Some(TOKEN),
        &post_body("c1", vec![event(1, "e4", false)]),
    );
    assert_eq!(a.status, 200);
}
