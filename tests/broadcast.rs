//! Games sent live to the arbiter's server (`play --broadcast`): eight
//! players' annabellas play eight real games at once through a network
//! that is cut and restored in the middle; afterwards the server's PGN of
//! every board equals the export of its journal, clocks and all, and the
//! round has all eight. A wrong token is said once and the game goes on;
//! a server down at the start gets the game when it comes up.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const TOKEN: &str = "t0urnament";

/// The eight games: a script of moves with the time each took, the
/// players' names and the language each annabella speaks.
const GAMES: [(&str, &str, &str, &str); 8] = [
    ("morphy-opera-1858", "Morphy", "Brunswick", "de"),
    (
        "anderssen-kieseritzky-immortal-1851",
        "Anderssen",
        "Kieseritzky",
        "en",
    ),
    (
        "anderssen-dufresne-evergreen-1852",
        "Anderssen",
        "Dufresne",
        "de",
    ),
    ("byrne-fischer-1956", "Byrne", "Fischer", "en"),
    ("reti-tartakower-1910", "Réti", "Tartakower", "de"),
    ("lasker-thomas-1912", "Lasker", "Thomas", "en"),
    ("sandrin-lecornu-1949", "Sandrin", "Le Cornu", "de"),
    ("carlsen-ernst-2004", "Carlsen", "Ernst", "en"),
];

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_annabella")
}

/// A folder of one test's own, removed when the test ends (its players'
/// journals and the server's files, after the processes that wrote them).
struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("annabella-bc-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

/// The arbiter's server: `annabella serve` on a port of loopback, its
/// input held open (it stops when its input ends).
struct Real {
    child: Child,
    addr: String,
}

impl Real {
    fn start() -> Real {
        Real::on("127.0.0.1:0")
    }

    fn on(bind: &str) -> Real {
        let mut child = Command::new(bin())
            .args(["serve", "--bind", bind, "--token", TOKEN, "--lang", "en"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        out.read_line(&mut first).unwrap();
        let addr = first
            .trim()
            .trim_end_matches('.')
            .rsplit(' ')
            .next()
            .unwrap()
            .to_string();
        assert!(addr.starts_with("127.0.0.1:"), "{first}");
        // The rest of what it says is read and let go.
        std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
        Real { child, addr }
    }

    fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Drop for Real {
    fn drop(&mut self) {
        self.child.stdin = None;
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A stand-in for the server that keeps every event it took, in this
/// test's memory: the events a resumed game sends are compared with those
/// sent before.
struct Server {
    addr: String,
    stop: Arc<AtomicBool>,
    boards: Arc<Boards>,
}

impl Server {
    fn start() -> Server {
        Server::on(TcpListener::bind("127.0.0.1:0").unwrap())
    }

    fn on(l: TcpListener) -> Server {
        let addr = l.local_addr().unwrap().to_string();
        let stop = Arc::new(AtomicBool::new(false));
        let boards: Arc<Mutex<_>> = Default::default();
        let (st, b) = (stop.clone(), boards.clone());
        l.set_nonblocking(true).unwrap();
        std::thread::spawn(move || {
            while !st.load(Ordering::SeqCst) {
                match l.accept() {
                    Ok((s, _)) => {
                        // On Windows an accepted socket inherits the
                        // listener's non-blocking mode: a request not yet
                        // arrived would read as the end of the connection.
                        s.set_nonblocking(false).unwrap();
                        let b = b.clone();
                        std::thread::spawn(move || serve_connection(s, &b));
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        Server { addr, stop, boards }
    }

    fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

type Boards = Mutex<std::collections::BTreeMap<u32, (String, Vec<broadcast::wire::Event>)>>;

fn serve_connection(s: TcpStream, boards: &Boards) {
    use broadcast::wire::{Ack, Post, Refusal};
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut r = BufReader::new(s.try_clone().unwrap());
    let mut w = s;
    loop {
        let mut first = String::new();
        if r.read_line(&mut first).unwrap_or(0) == 0 {
            return;
        }
        let (mut len, mut auth) = (0usize, String::new());
        loop {
            let mut h = String::new();
            if r.read_line(&mut h).unwrap_or(0) == 0 || h.trim().is_empty() {
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
        if r.read_exact(&mut body).is_err() {
            return;
        }
        let mut words = first.split_whitespace();
        let (method, path) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
        let refuse = |r: Refusal| (r.status(), serde_json::to_string(&r).unwrap());
        let (status, text) = if let Some(n) = path
            .strip_prefix("/boards/")
            .and_then(|p| p.strip_suffix(".pgn"))
        {
            let n: u32 = n.parse().unwrap_or(0);
            match boards.lock().unwrap().get(&n).and_then(|b| b.1.last()) {
                Some(e) => (200, e.snapshot.pgn.clone()),
                None => (404, String::new()),
            }
        } else if path == "/round.pgn" {
            let b = boards.lock().unwrap();
            let games: Vec<String> = b
                .values()
                .filter_map(|b| b.1.last().map(|e| e.snapshot.pgn.clone()))
                .collect();
            (200, games.join("\n"))
        } else if auth != format!("Bearer {TOKEN}") && method == "POST" {
            refuse(Refusal::Token)
        } else if let Some(n) = path.strip_prefix("/api/boards/") {
            let n: u32 = n.parse().unwrap_or(0);
            let mut all = boards.lock().unwrap();
            if method == "GET" {
                let next = all.get(&n).map_or(1, |b| b.1.len() as u64 + 1);
                (200, format!("{{\"board\":{n},\"next\":{next}}}"))
            } else {
                match serde_json::from_slice::<Post>(&body) {
                    Err(e) => refuse(Refusal::Malformed {
                        detail: e.to_string(),
                    }),
                    Ok(post) => {
                        let b = all
                            .entry(n)
                            .or_insert_with(|| (post.client.clone(), Vec::new()));
                        let next = b.1.len() as u64 + 1;
                        if b.0 != post.client {
                            refuse(Refusal::NotYourBoard { board: n })
                        } else if post.events.first().is_some_and(|e| e.seq > next) {
                            refuse(Refusal::Gap { next })
                        } else {
                            for e in post.events {
                                if e.seq == b.1.len() as u64 + 1 {
                                    b.1.push(e);
                                }
                            }
                            let next = b.1.len() as u64 + 1;
                            (200, serde_json::to_string(&Ack { next }).unwrap())
                        }
                    }
                }
            }
        } else {
            (404, String::new())
        };
        let sent = write!(
            w,
            "HTTP/1.1 {status} X\r\nContent-Length: {}\r\n\r\n{text}",
            text.len()
        );
        if sent.is_err() {
            return;
        }
    }
}

/// A TCP proxy between the players and the server that the test cuts
/// (its listener closed, every connection through it shut) and restores
/// on the same port.
struct Proxy {
    port: u16,
    up: Arc<AtomicBool>,
    conns: Arc<Mutex<Vec<TcpStream>>>,
    done: Arc<AtomicBool>,
}

impl Proxy {
    fn start(target: String) -> Proxy {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = l.local_addr().unwrap().port();
        let up = Arc::new(AtomicBool::new(true));
        let done = Arc::new(AtomicBool::new(false));
        let conns: Arc<Mutex<Vec<TcpStream>>> = Default::default();
        let (u, d, c) = (up.clone(), done.clone(), conns.clone());
        std::thread::spawn(move || {
            let mut listener = Some(l);
            while !d.load(Ordering::SeqCst) {
                if !u.load(Ordering::SeqCst) {
                    // Cut: no listener, no connection.
                    listener = None;
                    for s in c.lock().unwrap().drain(..) {
                        let _ = s.shutdown(Shutdown::Both);
                    }
                    std::thread::sleep(Duration::from_millis(5));
                    continue;
                }
                let l = match &listener {
                    Some(l) => l,
                    None => match TcpListener::bind(("127.0.0.1", port)) {
                        Ok(l) => listener.insert(l),
                        Err(_) => {
                            std::thread::sleep(Duration::from_millis(5));
                            continue;
                        }
                    },
                };
                l.set_nonblocking(true).unwrap();
                match l.accept() {
                    Ok((client, _)) => {
                        client.set_nonblocking(false).unwrap();
                        let Ok(server) = TcpStream::connect(&target) else {
                            continue;
                        };
                        let mut all = c.lock().unwrap();
                        all.push(client.try_clone().unwrap());
                        all.push(server.try_clone().unwrap());
                        pipe(client.try_clone().unwrap(), server.try_clone().unwrap());
                        pipe(server, client);
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(2)),
                }
            }
        });
        Proxy {
            port,
            up,
            conns,
            done,
        }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn cut(&self) {
        self.up.store(false, Ordering::SeqCst);
        // Until the listener is closed and the connections shut.
        for _ in 0..200 {
            if TcpStream::connect(("127.0.0.1", self.port)).is_err()
                && self.conns.lock().unwrap().is_empty()
            {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        panic!("the proxy was not cut");
    }

    fn restore(&self) {
        self.up.store(true, Ordering::SeqCst);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.done.store(true, Ordering::SeqCst);
    }
}

fn pipe(mut from: TcpStream, mut to: TcpStream) {
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut from, &mut to);
        let _ = to.shutdown(Shutdown::Write);
    });
}

/// One player's annabella: `play --script -`, its lines fed by the test.
struct Player {
    child: Child,
    lines: std::vec::IntoIter<String>,
    dir: PathBuf,
    board: u32,
    output: Arc<Mutex<String>>,
}

fn player(
    root: &Path,
    board: u32,
    game: (&str, &str, &str, &str),
    url: &str,
    token: &str,
) -> Player {
    let (file, white, black, lang) = game;
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/broadcast")
        .join(format!("{file}.txt"));
    let lines: Vec<String> = std::fs::read_to_string(script)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    let dir = root.join(format!("board{board}"));
    let mut child = Command::new(bin())
        .args(["play", "--script", "-", "--lang", lang, "--time", "90+30"])
        .args(["--white", white, "--black", black, "--event", "Hall Open"])
        .args(["--round", "3", "--date", "2026.12.01"])
        .arg("--board-number")
        .arg(board.to_string())
        .arg("--game-dir")
        .arg(&dir)
        .args(["--broadcast", url])
        .env("ANNABELLA_BROADCAST_TOKEN", token)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let output = Arc::new(Mutex::new(String::new()));
    let mut out = child.stdout.take().unwrap();
    let o = output.clone();
    std::thread::spawn(move || {
        let mut text = String::new();
        let _ = out.read_to_string(&mut text);
        o.lock().unwrap().push_str(&text);
    });
    Player {
        child,
        lines: lines.into_iter(),
        dir,
        board,
        output,
    }
}

impl Player {
    /// Types the next line; false once the script is done (input closed).
    fn type_next(&mut self) -> bool {
        let Some(stdin) = self.child.stdin.as_mut() else {
            return false;
        };
        match self.lines.next() {
            Some(l) => {
                writeln!(stdin, "{l}").unwrap();
                true
            }
            None => {
                self.child.stdin = None;
                false
            }
        }
    }

    /// Waits (bounded) for the player's annabella to end; its output.
    fn end(mut self) -> (PathBuf, u32, String) {
        self.child.stdin = None;
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "board {}: {status}", self.board);
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "board {} did not end",
                self.board
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        std::thread::sleep(Duration::from_millis(50));
        let out = self.output.lock().unwrap().clone();
        (self.dir, self.board, out)
    }
}

/// `annabella export JOURNAL --pgn FILE`.
fn export(dir: &Path) -> String {
    let pgn = dir.join("exported.pgn");
    let status = Command::new(bin())
        .arg("export")
        .arg(dir.join("journal.txt"))
        .arg("--pgn")
        .arg(&pgn)
        .arg("--overwrite")
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    std::fs::read_to_string(pgn).unwrap()
}

/// A GET of the server, as a viewer (no token).
fn get(url: &str, path: &str) -> (u16, String) {
    let addr = url.trim_start_matches("http://");
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut r = BufReader::new(s);
    let mut status = String::new();
    r.read_line(&mut status).unwrap();
    let code: u16 = status.split_whitespace().nth(1).unwrap().parse().unwrap();
    let mut len = None;
    loop {
        let mut h = String::new();
        r.read_line(&mut h).unwrap();
        if h.trim().is_empty() {
            break;
        }
        if let Some(v) = h.to_ascii_lowercase().strip_prefix("content-length:") {
            len = v.trim().parse::<usize>().ok();
        }
    }
    let mut body = Vec::new();
    match len {
        Some(n) => {
            body.resize(n, 0);
            r.read_exact(&mut body).unwrap();
        }
        None => {
            r.read_to_end(&mut body).unwrap();
        }
    }
    (code, String::from_utf8(body).unwrap())
}

fn count(text: &str, what: &[&str]) -> usize {
    text.lines()
        .filter(|l| what.iter().any(|w| l.contains(w)))
        .count()
}

const LOST: [&str; 2] = [
    "The arbiter's server cannot be reached",
    "Der Server des Schiedsrichters ist nicht erreichbar",
];
const BACK: [&str; 2] = [
    "The arbiter's server answers again",
    "Der Server des Schiedsrichters antwortet wieder",
];

#[test]
fn eight_games_through_a_broken_network_reach_the_server_whole() {
    let root = scratch("eight");
    let server = Real::start();
    let proxy = Proxy::start(server.addr.clone());
    let mut players: Vec<Player> = GAMES
        .iter()
        .enumerate()
        .map(|(i, g)| player(&root, i as u32 + 1, *g, &proxy.url(), TOKEN))
        .collect();
    // The players type at once, a line each in turn; the network is cut
    // twice while every game is under way.
    let mut round = 0;
    let mut typing = true;
    while typing {
        typing = false;
        for p in players.iter_mut() {
            typing |= p.type_next();
        }
        round += 1;
        if round == 12 || round == 40 {
            proxy.cut();
        }
        if round == 24 || round == 52 {
            proxy.restore();
        }
        std::thread::sleep(Duration::from_millis(25));
    }
    proxy.restore();
    let ended: Vec<_> = players.into_iter().map(Player::end).collect();
    let mut noticed = 0;
    let (_, round_pgn) = get(&server.url(), "/round.pgn");
    for (dir, board, out) in &ended {
        let (code, pgn) = get(&server.url(), &format!("/boards/{board}.pgn"));
        assert_eq!(code, 200, "board {board}");
        let journal = export(dir);
        assert_eq!(pgn, journal, "board {board}:\n{out}");
        assert!(journal.contains("[%clk "), "{journal}");
        assert!(
            journal.contains(&format!("[Board \"{board}\"]")),
            "{journal}"
        );
        assert!(
            round_pgn.contains(&journal),
            "board {board} not in the round"
        );
        // Said at most once each time the network broke, and back each
        // time. A game that posted nothing while the network was cut (a
        // cut between two of its moves) has nothing to say of it.
        let lost = count(out, &LOST);
        let back = count(out, &BACK);
        assert!(lost <= 2 && back == lost, "board {board}: {out}");
        noticed += lost;
        assert!(!out.contains("could not be sent"), "{out}");
        // The token is kept nowhere.
        let journal_text = std::fs::read_to_string(dir.join("journal.txt")).unwrap();
        assert!(!journal_text.contains(TOKEN));
        assert!(journal_text.contains("[broadcast]"), "{journal_text}");
    }
    // The cuts came while games were being sent: some of them noticed.
    assert!(noticed >= 1, "no game noticed the network cut");
    // The PGN reader reads the round: eight games, each to its mate.
    let games = laws::pgn::read_games(&round_pgn);
    assert_eq!(games.len(), 8, "{round_pgn}");
    for (g, (file, ..)) in games.iter().zip(GAMES) {
        let g = g.as_ref().unwrap();
        let played = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/{file}.pgn"));
        let original = laws::pgn::read_first(&std::fs::read_to_string(played).unwrap()).unwrap();
        assert_eq!(g.moves, original.moves, "{file}");
        assert_eq!(g.result, original.result, "{file}");
    }
}

#[test]
fn a_wrong_token_is_said_once_and_the_game_goes_on() {
    let root = scratch("token");
    let server = Real::start();
    let mut p = player(&root, 5, GAMES[4], &server.url(), "wrong");
    while p.type_next() {}
    let (dir, _, out) = p.end();
    let refused = "Der Server des Schiedsrichters lehnt das Turnierkennwort ab";
    assert_eq!(count(&out, &[refused]), 1, "{out}");
    // The game was played to its end and kept whole.
    assert!(out.contains("Läufer Gustav fünf David acht matt"), "{out}");
    assert!(export(&dir).contains("11. Bd8#"));
    assert_eq!(get(&server.url(), "/boards/5.pgn").0, 404);
}

#[test]
fn a_server_down_at_the_start_gets_the_game_when_it_comes_up() {
    let root = scratch("down");
    // The address is known, nobody listens there yet.
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = l.local_addr().unwrap();
    drop(l);
    let url = format!("http://{addr}");
    let mut p = player(&root, 6, GAMES[5], &url, TOKEN);
    for _ in 0..10 {
        p.type_next();
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(300));
    let server = Real::on(&addr.to_string());
    while p.type_next() {
        std::thread::sleep(Duration::from_millis(10));
    }
    let (dir, _, out) = p.end();
    assert_eq!(count(&out, &LOST), 1, "{out}");
    assert_eq!(count(&out, &BACK), 1, "{out}");
    assert_eq!(get(&server.url(), "/boards/6.pgn").1, export(&dir));
}

#[test]
fn a_resumed_game_sends_the_same_events_again_and_goes_on() {
    let root = scratch("resume");
    let server = Server::start();
    let game = GAMES[6];
    let mut p = player(&root, 7, game, &server.url(), TOKEN);
    // Half the game, then the program is gone (input ends mid-game).
    for _ in 0..40 {
        p.type_next();
    }
    let (dir, _, _) = p.end();
    let half = get(&server.url(), "/boards/7.pgn").1;
    assert_eq!(half, export(&dir));
    let sent: Vec<broadcast::wire::Event> = server.boards.lock().unwrap()[&7].1.clone();
    // The arbiter's server was started afresh meanwhile: it gets the whole
    // game again, the same events with the same numbers first.
    drop(server);
    let server = Server::start();
    // Resumed with the token: the rest of the game follows.
    let script = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/broadcast/{}.txt", game.0)),
    )
    .unwrap();
    let rest: String = script.lines().skip(40).map(|l| format!("{l}\n")).collect();
    let mut child = Command::new(bin())
        .arg("resume")
        .arg(dir.join("journal.txt"))
        .args(["--script", "-", "--broadcast-token", TOKEN])
        .args(["--broadcast", &server.url()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(rest.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(!said.contains("lehnt"), "{said}");
    let whole = export(&dir);
    assert!(whole.contains("f8=N#"), "{whole}");
    assert_eq!(get(&server.url(), "/boards/7.pgn").1, whole);
    // One client, its events numbered on without a gap or a repeat.
    let boards = server.boards.lock().unwrap();
    let (_, events) = &boards[&7];
    let seqs: Vec<u64> = events.iter().map(|e| e.seq).collect();
    assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>());
    assert!(events.len() > sent.len() + 10);
    let same =
        |e: &broadcast::wire::Event| (e.seq, e.kind, e.warning, e.snapshot.clone(), e.text.clone());
    let again: Vec<_> = events[..sent.len()].iter().map(same).collect();
    assert_eq!(again, sent.iter().map(same).collect::<Vec<_>>());
    let last = events.last().unwrap();
    assert_eq!(last.snapshot.result.as_deref(), Some("1-0"));
    assert_eq!(last.kind, broadcast::wire::EventKind::Move);
    assert_eq!(last.snapshot.ply, 55);
}
