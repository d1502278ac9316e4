//! A game on the simulated pin board sent to `annabella serve`: the board
//! made to differ from the game and put right, then unplugged and plugged
//! in again, reach the arbiter as a divergence and a device lost (both
//! warnings, resolved when the board agrees again and is back) and as the
//! events that resolve them. A resumed game sends none of them twice, and
//! a server started afresh gets every one of them again from the journal.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use annabella::game_loop::broadcast::{Events, Live, now_ms};
use annabella::game_loop::{Files, GameLoop};
use annabella::gamelog::{self, GameLog};
use annabella::session::{Session, SessionOptions};
use broadcast::sender::Target;
use devices::pinboard::{PinBoard, SimHandle, SimOptions, spawn_simulator};
use serde_json::Value;

const TOKEN: &str = "b0ard-t0ken";
const BOARD: u32 = 5;

/// How long a wait may take before the test fails (a loaded machine can
/// hold a thread back for seconds); a passing wait returns at once.
const PATIENCE: Duration = Duration::from_secs(30);

/// `annabella serve` on a port of loopback, its input held open.
struct Serve {
    child: Child,
    addr: String,
}

impl Serve {
    fn start() -> Serve {
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args([
                "serve",
                "--bind",
                "127.0.0.1:0",
                "--token",
                TOKEN,
                "--lang",
                "en",
            ])
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
        std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
        Serve { child, addr }
    }

    fn target(&self, resumed: bool) -> Target {
        Target {
            base: format!("http://{}", self.addr),
            token: TOKEN.into(),
            board: BOARD,
            client: "c0ffee".into(),
            resumed,
        }
    }

    /// A JSON answer of the server.
    fn get(&self, path: &str) -> Value {
        let mut s = TcpStream::connect(&self.addr).expect("connect");
        s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            self.addr
        )
        .unwrap();
        let mut raw = String::new();
        s.read_to_string(&mut raw).unwrap();
        let (head, body) = raw.split_once("\r\n\r\n").expect("an answer");
        assert!(head.starts_with("HTTP/1.1 200"), "{head}");
        serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"))
    }

    /// The board's events as (number, kind, device, warning, text).
    fn events(&self) -> Vec<(u64, String, String, bool, String)> {
        let list = self.get(&format!("/api/boards/{BOARD}/events"));
        list.as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["seq"].as_u64().unwrap(),
                    e["kind"].as_str().unwrap().to_string(),
                    e["device"].as_str().unwrap_or("").to_string(),
                    e["warning"].as_bool().unwrap(),
                    e["text"].as_str().unwrap().to_string(),
                )
            })
            .collect()
    }
}

impl Drop for Serve {
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

/// A folder for the journal, removed afterwards.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("annabella-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn simulator() -> SimHandle {
    spawn_simulator(SimOptions {
        seed: Some(5),
        tcp: cfg!(windows).then(|| "127.0.0.1:0".to_string()),
        ..SimOptions::default()
    })
    .expect("simulator starts")
}

/// Ticks the loop until a reply contains `want`.
fn wait_say(game: &mut GameLoop, want: &str) {
    let end = Instant::now() + PATIENCE;
    let mut seen = Vec::new();
    while Instant::now() < end {
        let replies = game.tick();
        if replies.iter().any(|r| r.text().contains(want)) {
            return;
        }
        seen.extend(replies);
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("no reply containing {want:?}; saw {seen:?}");
}

/// Ticks the loop until the server's board has an event of `kind`.
fn wait_server(game: &mut GameLoop, server: &Serve, kind: &str) {
    wait_count(game, server, kind, 1);
}

/// Ticks the loop until the server's board has `n` events of `kind`.
fn wait_count(game: &mut GameLoop, server: &Serve, kind: &str, n: usize) {
    let end = Instant::now() + PATIENCE;
    loop {
        game.tick();
        if server.events().iter().filter(|e| e.1 == kind).count() >= n {
            return;
        }
        assert!(
            Instant::now() < end,
            "no {kind} event; the server has {:?}",
            server.events()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The journal resumed and sent to `server`: the events are made again
/// from the journal while it is replayed.
fn resumed(journal: &std::path::Path, server: &Serve) -> GameLoop {
    let mut events = Events::new();
    let mut made = Vec::new();
    let r = gamelog::resume_observed(journal, false, false, None, &mut |s, said, line| {
        made.extend(events.observe(s, said, line, now_ms()));
    })
    .unwrap_or_else(|e| panic!("{e}"));
    GameLoop::new(r.session, Files::Skip)
        .with_journal(Some(r.log))
        .with_broadcast(Live::start(server.target(true), events, made))
}

/// Only the events about a device: (kind, device, warning).
fn device_kinds(events: &[(u64, String, String, bool, String)]) -> Vec<(&str, &str, bool)> {
    events
        .iter()
        .filter(|e| !e.2.is_empty())
        .map(|e| (e.1.as_str(), e.2.as_str(), e.3))
        .collect()
}

#[test]
fn a_divergence_and_a_lost_board_reach_the_arbiter_once_and_again_after_a_resume() {
    let dir = TempDir::new("board-broadcast");
    let server = Serve::start();
    let sim = simulator();
    let port = sim.path().expect("pty path");
    let options = SessionOptions {
        blind: Some("white".into()),
        board: Some(port.clone()),
        board_number: Some(BOARD),
        ..SessionOptions::default()
    };
    let log = GameLog::create(&dir.0, &options).expect("journal");
    let device = PinBoard::open(&port, devices::pinboard::DEFAULT_BAUD).expect("board opens");
    let mut game = GameLoop::new(Session::new(&options).expect("session"), Files::Skip)
        .with_journal(Some(log))
        .with_board(device)
        .with_broadcast(Live::start(server.target(false), Events::new(), Vec::new()));
    // The device's first scan: hands that move before it are lost.
    wait_say(&mut game, "agrees");
    // The king's pawn put where no move takes it: the boards differ.
    sim.command("lift e2");
    sim.command("place e5");
    wait_say(&mut game, "does not belong");
    wait_server(&mut game, &server, "divergence");
    sim.command("lift e5");
    sim.command("place e2");
    wait_say(&mut game, "agrees");
    wait_server(&mut game, &server, "agrees");
    // The cable pulled and put back.
    sim.command("unplug");
    wait_say(&mut game, "disconnected");
    wait_server(&mut game, &server, "device-lost");
    sim.command("plug");
    wait_say(&mut game, "connected again");
    // Told once the quiet time after the loss has passed.
    wait_server(&mut game, &server, "device-back");
    // Pulled again, and the game left while it is out.
    sim.command("unplug");
    wait_say(&mut game, "disconnected");
    wait_count(&mut game, &server, "device-lost", 2);
    for line in game.quit() {
        assert!(!line.text().contains("could not be sent"), "{line:?}");
    }
    drop(game);

    let before = server.events();
    assert_eq!(
        device_kinds(&before),
        [
            ("divergence", "pin-board", true),
            ("agrees", "pin-board", false),
            ("device-lost", "pin-board", true),
            ("device-back", "pin-board", false),
            ("device-lost", "pin-board", true),
        ],
        "{before:?}"
    );
    let divergence = before.iter().find(|e| e.1 == "divergence").unwrap();
    assert!(
        divergence
            .4
            .starts_with("The pin board and the game differ.")
            && divergence.4.contains("On e2 the white pawn is missing"),
        "{divergence:?}"
    );
    let lost = before.iter().find(|e| e.1 == "device-lost").unwrap();
    assert_eq!(lost.4, "The pin board is disconnected.");
    let numbers: Vec<u64> = before.iter().map(|e| e.0).collect();
    assert_eq!(numbers, (1..=before.len() as u64).collect::<Vec<_>>());
    // The arbiter's warnings: the divergence and the loss, each resolved.
    let warnings = server.get("/api/warnings");
    let warnings: Vec<(&str, &str, bool, bool)> = warnings
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            (
                w["kind"].as_str().unwrap(),
                w["device"].as_str().unwrap_or(""),
                w["resolved"].as_bool().unwrap(),
                w["seen"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        warnings,
        [
            ("divergence", "pin-board", true, false),
            ("device-lost", "pin-board", true, false),
            ("device-lost", "pin-board", false, false),
        ]
    );

    // Resumed to the same server with the board plugged in again, and a
    // move made: the board's return is told, nothing is sent twice.
    let journal = dir.0.join(gamelog::JOURNAL_FILE);
    sim.command("plug");
    let end = Instant::now() + PATIENCE;
    let port = loop {
        // Plugged in again, the board is at a new pseudo-terminal.
        if let Some(p) = sim
            .path()
            .filter(|p| cfg!(windows) || PathBuf::from(p).exists())
        {
            break p;
        }
        assert!(Instant::now() < end, "the board was never plugged in again");
        std::thread::sleep(Duration::from_millis(20));
    };
    let device = PinBoard::open(&port, devices::pinboard::DEFAULT_BAUD).expect("board opens");
    let mut game = resumed(&journal, &server).with_board(device);
    wait_count(&mut game, &server, "device-back", 2);
    game.line("e4");
    wait_server(&mut game, &server, "move");
    game.quit();
    drop(game);
    sim.quit().ok();
    let after = server.events();
    assert_eq!(after[..before.len()], before[..], "{after:?}");
    let mut kinds = device_kinds(&before);
    kinds.push(("device-back", "pin-board", false));
    assert_eq!(device_kinds(&after), kinds);
    assert_eq!(after.last().map(|e| e.1.as_str()), Some("move"));
    let resolved: Vec<bool> = server
        .get("/api/warnings")
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["resolved"].as_bool().unwrap())
        .collect();
    assert_eq!(resolved, [true, true, true]);

    // A server started afresh gets every event again, the same.
    let fresh = Serve::start();
    let mut game = resumed(&journal, &fresh);
    wait_server(&mut game, &fresh, "move");
    game.quit();
    drop(game);
    assert_eq!(fresh.events(), after);
    let warnings = fresh.get("/api/warnings");
    let resolved: Vec<bool> = warnings
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["resolved"].as_bool().unwrap())
        .collect();
    assert_eq!(resolved, [true, true, true]);
}
