//! The pin board over TCP (`board-sim --tcp`, `--board tcp:HOST:PORT`): the
//! transport every platform has, Windows included. Everything listens on
//! 127.0.0.1 with a port the system picks; every wait is bounded.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use devices::pinboard::codec::{IndicateMode, Peg, Pegs};
use devices::pinboard::transport::{DisconnectReason, Event, PinBoard};
use devices::pinboard::{SimHandle, SimOptions, spawn_simulator};
use shakmaty::{Chess, Move, Position, Square, san::San};

/// How long a wait for the simulated device may take before the test
/// fails: long, since a loaded machine (two cores running the whole test
/// suite) can hold a thread back for seconds; a passing wait returns as
/// soon as its condition holds.
const PATIENCE: Duration = Duration::from_secs(30);

/// Scholar's mate: short, with a capture and a checkmate.
const GAME: &str = "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#";

fn tcp_sim() -> SimHandle {
    spawn_simulator(SimOptions {
        seed: Some(11),
        tcp: Some("127.0.0.1:0".into()),
        ..SimOptions::default()
    })
    .expect("the simulator listens on 127.0.0.1")
}

/// Waits for an event matching `want`, collecting the others.
fn wait_for(board: &PinBoard, seen: &mut Vec<Event>, want: impl Fn(&Event) -> bool) -> Event {
    let end = Instant::now() + Duration::from_secs(10);
    while Instant::now() < end {
        if let Some(e) = board.wait_event(Duration::from_millis(20)) {
            if want(&e) {
                return e;
            }
            seen.push(e);
        }
    }
    panic!("timed out; saw {seen:?}");
}

fn wait_until(mut cond: impl FnMut() -> bool) {
    let end = Instant::now() + Duration::from_secs(10);
    while Instant::now() < end {
        if cond() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("condition not reached in 10 s");
}

#[test]
fn the_simulator_serves_on_a_tcp_port_named_for_the_host() {
    let sim = tcp_sim();
    let path = sim.path().expect("plugged in");
    let port: u16 = path
        .strip_prefix("tcp:127.0.0.1:")
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("{path}"));
    assert_ne!(port, 0, "the port the system picked is shown");
    assert_eq!(
        sim.lines().recv_timeout(PATIENCE).unwrap(),
        format!("Board simulator at {path}.")
    );
    sim.quit().unwrap();
}

#[test]
fn a_whole_game_by_hand_on_the_board_over_tcp() {
    let sim = tcp_sim();
    let path = sim.path().unwrap();
    let board = PinBoard::open(&path, 115_200).expect("the host connects");
    assert_eq!(board.port(), path);
    let mut seen = Vec::new();
    wait_for(&board, &mut seen, |e| matches!(e, Event::Connected(_)));
    // A sensing board is asked for a scan: the initial position.
    let mut pos = Chess::default();
    let scan = wait_for(&board, &mut seen, |e| matches!(e, Event::Scan(_)));
    assert_eq!(scan, Event::Scan(Pegs::from_board(pos.board())));
    let t = board.show_position(pos.board());
    wait_for(&board, &mut seen, |e| *e == Event::Delivered(t));

    for (ply, san) in GAME.split_whitespace().enumerate() {
        let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        let Move::Normal {
            role,
            from,
            to,
            capture,
            ..
        } = m
        else {
            panic!("{san} is a plain move");
        };
        let piece = role.of(pos.turn());
        // The opponent's moves (Black) are shown on the pins first.
        if ply % 2 == 1 {
            let t = board.indicate(IndicateMode::Raise, 0, &[from, to]);
            wait_for(&board, &mut seen, |e| *e == Event::Delivered(t));
            let mut want = vec![from, to];
            want.sort();
            wait_until(|| {
                let mut got: Vec<Square> = sim.snapshot().indicated.iter().map(|i| i.0).collect();
                got.sort();
                got == want
            });
        }
        // The player's hands: the captured piece off, the piece across.
        if capture.is_some() {
            sim.command(&format!("lift {to}"));
            let e = wait_for(&board, &mut seen, |e| matches!(e, Event::Lifted(_)));
            assert_eq!(e, Event::Lifted(to), "{san}");
        }
        sim.command(&format!("lift {from}"));
        let e = wait_for(&board, &mut seen, |e| matches!(e, Event::Lifted(_)));
        assert_eq!(e, Event::Lifted(from), "{san}");
        sim.command(&format!("place {to} {}", piece.char()));
        let e = wait_for(&board, &mut seen, |e| matches!(e, Event::Placed { .. }));
        assert_eq!(
            e,
            Event::Placed {
                square: to,
                piece: Some(piece)
            },
            "{san}"
        );
        pos.play_unchecked(m);
        // The host takes the move: the board's table follows, pins go down.
        let t = board.show_position(pos.board());
        wait_for(&board, &mut seen, |e| *e == Event::Delivered(t));
        let t = board.clear_indications(&[]);
        wait_for(&board, &mut seen, |e| *e == Event::Delivered(t));
        let want = Pegs::from_board(pos.board());
        let snap = sim.snapshot();
        assert_eq!(snap.table, want, "after {san}");
        assert_eq!(snap.pegs, want, "after {san}");
        assert!(snap.indicated.is_empty(), "after {san}");
    }
    assert!(pos.is_checkmate());
    assert_eq!(
        sim.snapshot().pegs.get(Square::F7),
        Peg::Piece(shakmaty::Piece::from_char('Q').unwrap())
    );
    assert!(
        !seen
            .iter()
            .any(|e| matches!(e, Event::Disconnected(_) | Event::Divergence { .. })),
        "{seen:?}"
    );
    drop(board);
    sim.quit().unwrap();
}

#[test]
fn unplugged_and_plugged_in_again_on_the_same_port() {
    let sim = tcp_sim();
    let path = sim.path().unwrap();
    let board = PinBoard::open(&path, 115_200).unwrap();
    let mut seen = Vec::new();
    wait_for(&board, &mut seen, |e| matches!(e, Event::Connected(_)));
    let mut pos = Chess::default();
    let t = board.show_position(pos.board());
    wait_for(&board, &mut seen, |e| *e == Event::Delivered(t));
    sim.command("unplug");
    match wait_for(&board, &mut seen, |e| matches!(e, Event::Disconnected(_))) {
        Event::Disconnected(DisconnectReason::Port { .. }) => {}
        other => panic!("{other:?}"),
    }
    // The game goes on while the board is away.
    for san in ["d4", "d5", "c4"] {
        let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(m);
        board.show_position(pos.board());
    }
    sim.command("plug");
    wait_for(&board, &mut seen, |e| matches!(e, Event::Reconnected(_)));
    assert_eq!(sim.path().as_deref(), Some(path.as_str()), "same port");
    let want = Pegs::from_board(pos.board());
    wait_until(|| sim.snapshot().table == want);
    assert_eq!(board.status().reconnections, 1);
    drop(board);
    sim.quit().unwrap();
}

#[test]
fn nothing_listening_is_a_clear_error() {
    // Take a free port, then close it: nothing listens there.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap()
        .port();
    let name = format!("tcp:127.0.0.1:{port}");
    let err = PinBoard::open(&name, 115_200).err().expect("refused");
    let text = err.to_string();
    assert!(
        text.starts_with(&format!("Cannot open the board at {name}:")),
        "{text}"
    );
}

#[test]
fn play_opens_a_tcp_board_and_board_sim_serves_one() {
    // `annabella board-sim --tcp` as a person starts it; its lines come
    // through a channel so every wait is bounded.
    let mut server = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["board-sim", "--tcp", "127.0.0.1:0", "--seed", "5"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("board-sim runs");
    let out = server.stdout.take().unwrap();
    let (tx, said) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    let wait_said = |want: &str| -> String {
        let end = Instant::now() + Duration::from_secs(10);
        let mut seen = Vec::new();
        while let Some(left) = end.checked_duration_since(Instant::now()) {
            match said.recv_timeout(left) {
                Ok(line) if line.contains(want) => return line,
                Ok(line) => seen.push(line),
                Err(_) => break,
            }
        }
        panic!("board-sim never said {want:?}; it said {seen:?}");
    };
    let first = wait_said("Board simulator at ");
    let addr = first
        .trim()
        .strip_prefix("Board simulator at ")
        .and_then(|s| s.strip_suffix('.'))
        .unwrap_or_else(|| panic!("{first}"))
        .to_string();
    assert!(addr.starts_with("tcp:127.0.0.1:"), "{addr}");
    // A game typed into `play --board tcp:...`.
    let mut play = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--script", "-", "--no-journal", "--board", &addr])
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("play runs");
    let mut input = play.stdin.take().unwrap();
    input.write_all(b"e4\ne5\n").unwrap();
    input.flush().unwrap();
    wait_said("Host connected");
    input.write_all(b"Nf3\n").unwrap();
    drop(input);
    let played = play.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&played.stdout);
    let stderr = String::from_utf8_lossy(&played.stderr);
    assert!(played.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("Nf3"), "{stdout}");
    server.stdin.take().unwrap().write_all(b"quit\n").unwrap();
    assert!(server.wait().unwrap().success());
}

#[test]
fn play_names_a_tcp_board_that_does_not_answer() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap()
        .port();
    let name = format!("tcp:127.0.0.1:{port}");
    let o = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--script", "-", "--no-journal", "--board", &name])
        .env("LANG", "C")
        .stdin(Stdio::null())
        .output()
        .expect("play runs");
    assert!(!o.status.success());
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(
        stderr.contains(&format!("The pin board at {name} cannot be opened")),
        "{stderr}"
    );
}
