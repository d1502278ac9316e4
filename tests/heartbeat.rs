//! Every device has a heartbeat: the pin board and the DGT e-board are
//! known to be alive only by an answer within a bounded time. A simulator
//! that hangs (`freeze`) and comes back (`thaw`) is said once to be silent
//! and once to be back; "The board agrees with the game" is said only on
//! the board's own scan. Short times keep the tests quick.

#![cfg(unix)]

use std::time::{Duration, Instant};

use annabella::game_loop::{Files, GameLoop};
use annabella::reply::Reply;
use annabella::session::{Session, SessionOptions};
use devices::dgt::device::DgtBoard;
use devices::dgt::sim::spawn_dgt_sim;
use devices::pinboard::transport::{PinBoard, TransportConfig, connector_for};
use devices::pinboard::{LinkConfig, SimHandle, SimOptions, spawn_simulator};
use shakmaty::{Chess, Position};

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// What was said in the UI language, announcements aside.
fn said(replies: &[Reply]) -> Vec<String> {
    replies
        .iter()
        .filter_map(|r| match r {
            Reply::Said(s) if s.is_printed() && !s.announces_move() => Some(s.text().to_string()),
            _ => None,
        })
        .collect()
}

/// Ticks until something is said (a stuck test fails, it does not hang).
fn next_said(game: &mut GameLoop) -> Vec<String> {
    let guard = Instant::now();
    loop {
        assert!(guard.elapsed() < Duration::from_secs(20), "nothing said");
        let out = said(&game.tick());
        if !out.is_empty() {
            return out;
        }
        std::thread::sleep(ms(5));
    }
}

/// Ticks for `d`, returning all that was said.
fn said_during(game: &mut GameLoop, d: Duration) -> Vec<String> {
    let end = Instant::now() + d;
    let mut out = Vec::new();
    while Instant::now() < end {
        out.extend(said(&game.tick()));
        std::thread::sleep(ms(5));
    }
    out
}

/// A pin board that answers within 300 ms, its link lost after 600 ms of
/// silence.
fn pin_board(sim: &SimHandle) -> GameLoop {
    let defaults = TransportConfig::default();
    let config = TransportConfig {
        answer_within: ms(300),
        link: LinkConfig {
            ping_after: ms(150),
            dead_after: ms(600),
            ..defaults.link
        },
        ..defaults
    };
    let path = sim.path().unwrap();
    let board = PinBoard::open_with(connector_for(&path, 115_200), config).unwrap();
    let session = Session::new(&SessionOptions::default()).unwrap();
    GameLoop::new(session, Files::Skip).with_board(board)
}

/// Freezes the simulated device and waits until it is frozen: the
/// simulator takes commands on its own thread, and a board opened before
/// it froze would answer the handshake.
fn freeze(sim: &SimHandle) {
    sim.command("freeze");
    let guard = Instant::now();
    loop {
        let left = Duration::from_secs(20).saturating_sub(guard.elapsed());
        assert!(!left.is_zero(), "the simulator never froze");
        match sim.lines().recv_timeout(left) {
            Ok(line) if line.starts_with("Frozen") => return,
            Ok(_) => {}
            Err(e) => panic!("the simulator never froze: {e}"),
        }
    }
}

const SILENT: &str = "The pin board does not answer.";
const AGREES: &str = "The board agrees with the game.";

#[test]
fn check_board_is_answered_by_the_scan_and_a_silent_board_is_said_once() {
    let sim = spawn_simulator(SimOptions {
        seed: Some(7),
        ..SimOptions::default()
    })
    .unwrap();
    let mut game = pin_board(&sim);
    // Nothing is said before the board answers; its scan says it agrees.
    assert!(said(&game.line("check board")).is_empty());
    assert!(game.session().awaiting_board_answer());
    assert_eq!(next_said(&mut game), vec![AGREES]);
    assert!(!game.session().awaiting_board_answer());
    // The board hangs: its loss is said once.
    sim.command("freeze");
    assert_eq!(next_said(&mut game), vec!["Board disconnected."]);
    // Asked while silent: no agreement, the silence is the answer.
    assert!(said(&game.line("check board")).is_empty());
    assert_eq!(next_said(&mut game), vec![SILENT]);
    assert!(said_during(&mut game, ms(1000)).is_empty());
    // It comes back: said once, and it agrees again when asked.
    sim.command("thaw");
    // Back: said; its scan says what the last one said, and is not said
    // again.
    assert_eq!(next_said(&mut game), vec!["Board connected again."]);
    assert!(said_during(&mut game, ms(300)).is_empty());
    assert!(said(&game.line("check board")).is_empty());
    assert_eq!(next_said(&mut game), vec![AGREES]);
}

#[test]
fn a_pin_board_that_never_answers_is_said_to_be_silent_not_to_agree() {
    let sim = spawn_simulator(SimOptions {
        seed: Some(7),
        ..SimOptions::default()
    })
    .unwrap();
    freeze(&sim);
    let mut game = pin_board(&sim);
    assert_eq!(next_said(&mut game), vec![SILENT]);
    // Said once, however long it stays silent.
    assert!(said_during(&mut game, ms(800)).is_empty());
    assert!(said(&game.line("check board")).is_empty());
    assert_eq!(next_said(&mut game), vec![SILENT]);
    sim.command("thaw");
    // Back: said, and its first scan (asked for with the handshake) agrees.
    let mut out = next_said(&mut game);
    if out.len() < 2 {
        out.extend(next_said(&mut game));
    }
    assert_eq!(out, vec!["Board connected again.", AGREES]);
    assert!(said(&game.line("check board")).is_empty());
    assert_eq!(next_said(&mut game), vec![AGREES]);
}

#[test]
fn an_e_board_that_falls_silent_is_said_once_and_again_when_it_is_back() {
    let start = Chess::default();
    let sim = spawn_dgt_sim(start.board(), false).unwrap();
    let device = DgtBoard::open_watched(sim.path(), ms(40), ms(100), ms(300)).unwrap();
    let session = Session::new(&SessionOptions::default()).unwrap();
    let mut game = GameLoop::new(session, Files::Skip).with_dgt(device);
    assert_eq!(
        next_said(&mut game),
        vec!["The e-board agrees with the game."]
    );
    // Answering its heartbeat, it says nothing more.
    assert!(said_during(&mut game, ms(500)).is_empty());
    sim.send("freeze");
    assert_eq!(next_said(&mut game), vec!["The e-board does not answer."]);
    assert!(said_during(&mut game, ms(800)).is_empty());
    sim.send("thaw");
    let mut out = next_said(&mut game);
    if out.len() < 2 {
        out.extend(next_said(&mut game));
    }
    assert_eq!(
        out,
        vec![
            "The e-board answers again; its board is read anew.",
            "The e-board agrees with the game."
        ]
    );
}

#[test]
fn a_dot_pad_that_falls_silent_is_said_once_and_shown_the_board_again_when_back() {
    use devices::dotpad::device::{BAUD, DotPad, DriverConfig};
    use devices::dotpad::sim::{DotPadSim, DotPadSimOptions};
    let sim = DotPadSim::spawn(DotPadSimOptions { link_path: None }).unwrap();
    let port = sim.path().unwrap();
    let config = DriverConfig {
        answer_timeout: ms(100),
        beat: ms(200),
        ..DriverConfig::default()
    };
    let device = DotPad::open_with(connector_for(&port, BAUD), config).unwrap();
    let session = Session::new(&SessionOptions {
        blind: Some("white".into()),
        dotpad: Some(port.clone()),
        ..SessionOptions::default()
    })
    .unwrap();
    let mut game = GameLoop::new(session, Files::Skip).with_dotpad(device);
    let first = next_said(&mut game);
    assert!(first[0].contains("shows the board"), "{first:?}");
    // Answering its heartbeat, it says nothing more.
    assert!(said_during(&mut game, ms(700)).is_empty());
    sim.command("freeze");
    assert_eq!(
        next_said(&mut game),
        vec![
            "The Dot Pad does not answer. The game goes on; it is shown the board again once it answers."
        ]
    );
    assert!(said_during(&mut game, ms(800)).is_empty());
    assert!(game.dotpad().is_some());
    sim.command("thaw");
    assert_eq!(
        next_said(&mut game),
        vec!["The Dot Pad is connected again and shows the board."]
    );
}

#[test]
fn a_script_with_a_silent_pin_board_says_so_in_order_and_invents_nothing() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let sim = spawn_simulator(SimOptions {
        seed: Some(7),
        ..SimOptions::default()
    })
    .unwrap();
    sim.command("freeze");
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--script", "-", "--lang", "en", "--no-journal"])
        .args(["--speech", "off", "--board", &sim.path().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"check board\nmoves\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        !text.contains("agrees") && !text.contains("missing"),
        "{text}"
    );
    let silent: Vec<usize> = (0..lines.len()).filter(|&i| lines[i] == SILENT).collect();
    // Once for the board that never answered, once as the answer to
    // check board, before the next line's answer.
    assert_eq!(silent.len(), 2, "{text}");
    let moves = lines.iter().position(|l| *l == "No moves yet.").unwrap();
    assert!(silent[1] < moves, "{text}");
}
