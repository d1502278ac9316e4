//! The pin board with a whole game, over a pseudo-terminal (over TCP on
//! Windows, which has none): the simulator plays the blind player's hands;
//! the game loop owns the device, shows it the game and hands its events
//! to the session.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use annabella::game_loop::{Files, GameLoop};
use annabella::gamelog::{self, GameLog};
use annabella::reply::Reply;
use annabella::session::{Session, SessionOptions};
use devices::pinboard::{Pegs, PinBoard, SimHandle, SimOptions, spawn_simulator};
use shakmaty::{Position, Square};

/// How long a wait for the simulated device may take before the test
/// fails: long, since a loaded machine (two cores running the whole test
/// suite) can hold a thread back for seconds; a passing wait returns as
/// soon as its condition holds.
const PATIENCE: Duration = Duration::from_secs(30);

fn simulator() -> SimHandle {
    spawn_simulator(SimOptions {
        seed: Some(3),
        tcp: cfg!(windows).then(|| "127.0.0.1:0".to_string()),
        ..SimOptions::default()
    })
    .expect("simulator starts")
}

/// The blind player is White, on the simulated board at `port`.
fn options(port: &str) -> SessionOptions {
    SessionOptions {
        blind: Some("white".into()),
        board: Some(port.to_string()),
        ..SessionOptions::default()
    }
}

/// A game loop with the simulator's board attached (and the journal, if
/// one is given).
fn game_on_board(sim: &SimHandle, journal: Option<GameLog>) -> GameLoop {
    let path = sim.path().expect("pty path");
    let device = PinBoard::open(&path, devices::pinboard::DEFAULT_BAUD).expect("board opens");
    let session = Session::new(&options(&path)).expect("session");
    GameLoop::new(session, Files::Skip)
        .with_journal(journal)
        .with_board(device)
}

/// Ticks the loop until the device's first scan has been read and agrees
/// with the game: hands that move before it would be read as a board that
/// was set up wrongly, not as a move.
fn wait_attached(game: &mut GameLoop) {
    wait_say(game, "agrees");
}

/// Ticks the loop until a reply contains `want` (or times out).
fn wait_say(game: &mut GameLoop, want: &str) -> Vec<Reply> {
    let end = Instant::now() + PATIENCE;
    let mut seen = Vec::new();
    while Instant::now() < end {
        let replies = game.tick();
        let hit = replies.iter().any(|r| r.text().contains(want));
        seen.extend(replies);
        if hit {
            return seen;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("no reply containing {want:?}; saw {seen:?}");
}

/// Waits until the simulator shows exactly these indicated squares.
fn wait_indicated(sim: &SimHandle, want: &[Square]) {
    let end = Instant::now() + PATIENCE;
    loop {
        let mut got: Vec<Square> = sim
            .snapshot()
            .indicated
            .iter()
            .map(|(s, _, _)| *s)
            .collect();
        got.sort();
        let mut w = want.to_vec();
        w.sort();
        if got == w {
            return;
        }
        assert!(Instant::now() < end, "indicated {got:?}, wanted {w:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Waits until the board's piece table is the game's position.
fn wait_shown(sim: &SimHandle, game: &GameLoop) {
    let want = Pegs::from_board(game.session().game().position().board());
    let end = Instant::now() + PATIENCE;
    loop {
        let got = sim.snapshot().table;
        if got == want {
            return;
        }
        assert!(Instant::now() < end, "table {got:?}, wanted {want:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// A folder for a journal, removed afterwards.
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

#[test]
fn a_game_on_the_board_with_touch_move_and_divergence() {
    let sim = simulator();
    let mut game = game_on_board(&sim, None);
    wait_attached(&mut game);
    // White's move made by hand on the board.
    sim.command("lift e2");
    sim.command("place e4");
    wait_say(&mut game, "e4");
    // Black's move typed by the assistant: indicated on the board.
    let out = game.line("e5");
    assert!(out.iter().any(|r| r.text() == "e5"), "{out:?}");
    wait_indicated(&sim, &[Square::E5, Square::E7]);
    sim.command("lift e7");
    sim.command("place e5");
    wait_say(&mut game, "agrees");
    wait_indicated(&sim, &[]);
    // Touch-move: the knight on g1 is lifted and put back, then another
    // piece moves: refused.
    sim.command("lift g1");
    sim.command("place g1");
    wait_say(&mut game, "must be moved");
    sim.command("lift b1");
    sim.command("place c3");
    wait_say(&mut game, "must be moved");
    assert_eq!(
        game.session().game().moves().len(),
        2,
        "the refused move is not played"
    );
    sim.command("lift c3");
    sim.command("place b1");
    wait_say(&mut game, "agrees");
    sim.command("lift g1");
    sim.command("place f3");
    wait_say(&mut game, "Nf3");
    assert_eq!(game.session().game().moves().len(), 3);
    // A divergence: a pawn pushed by mistake while it is Black's turn.
    sim.command("lift a2");
    sim.command("place a3");
    let out = wait_say(&mut game, "does not belong");
    assert!(
        out.iter()
            .any(|r| r.text().contains("On a2 the white pawn is missing")),
        "{out:?}"
    );
    sim.quit().ok();
}

#[test]
fn the_loop_shows_the_game_on_the_device_and_takes_a_move_made_there() {
    let sim = simulator();
    let mut game = game_on_board(&sim, None);
    // Attached: the device is shown the game, and its scan agrees.
    wait_shown(&sim, &game);
    wait_attached(&mut game);
    // The move made on the board goes through the session, and the board
    // is shown the new position.
    sim.command("lift e2");
    sim.command("place e4");
    let out = wait_say(&mut game, "e4");
    assert!(
        out.iter().any(|r| *r == Reply::Print("e4".into())),
        "{out:?}"
    );
    assert_eq!(game.session().game().moves().len(), 1);
    wait_shown(&sim, &game);
    // The opponent's move typed: shown and indicated on the device, and a
    // device line says so; nothing for the board is left in the replies.
    let out = game.line("e5");
    assert!(
        out.contains(&Reply::Device("indicate e5 e7".into())),
        "{out:?}"
    );
    assert!(!out.iter().any(|r| matches!(r, Reply::Board(_))), "{out:?}");
    wait_shown(&sim, &game);
    wait_indicated(&sim, &[Square::E5, Square::E7]);
    // The device's state is the loop's to tell.
    let out = game.line("board status");
    assert!(
        out.contains(&Reply::Print("State: connected.".into())),
        "{out:?}"
    );
    sim.quit().ok();
}

#[test]
fn a_move_made_on_the_board_is_in_the_resumed_game() {
    let dir = TempDir::new("board-resume");
    let sim = simulator();
    let path = sim.path().expect("pty path");
    let log = GameLog::create(&dir.0, &options(&path)).expect("journal");
    let mut game = game_on_board(&sim, Some(log));
    wait_attached(&mut game);
    sim.command("lift e2");
    sim.command("place e4");
    wait_say(&mut game, "e4");
    game.line("e5");
    sim.command("lift e7");
    sim.command("place e5");
    wait_say(&mut game, "agrees");
    // Touched, put back: the knight on g1 must move (4.3).
    sim.command("lift g1");
    sim.command("place g1");
    wait_say(&mut game, "must be moved");
    let fen = game.session().fen();
    let pgn_moves: Vec<String> = game
        .session()
        .game()
        .moves()
        .iter()
        .map(|m| m.san.to_string())
        .collect();
    assert_eq!(pgn_moves, ["e4", "e5"]);
    drop(game);
    sim.quit().ok();

    let resumed = gamelog::resume(&dir.0.join(gamelog::JOURNAL_FILE), false, false, None)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut session = resumed.session;
    assert_eq!(session.fen(), fen);
    let moves: Vec<String> = session
        .game()
        .moves()
        .iter()
        .map(|m| m.san.to_string())
        .collect();
    assert_eq!(moves, pgn_moves);
    // The pegged board came back too: it agrees with the game, and the
    // knight touched before the crash must still be moved.
    let out = session.handle("check board");
    assert!(out.iter().any(|r| r.text().contains("agrees")), "{out:?}");
    session.handle("board lift b1");
    let out = session.handle("board place c3");
    assert!(
        out.iter().any(|r| r.text().contains("must be moved")),
        "{out:?}"
    );
    assert_eq!(session.game().moves().len(), 2);
}

#[test]
fn a_recording_shows_the_hands_as_typed_board_lines() {
    let dir = TempDir::new("board-record");
    std::fs::create_dir_all(&dir.0).expect("folder");
    let file = dir.0.join("game.txt");
    let sim = simulator();
    let recorder =
        annabella::transcript::TranscriptWriter::create(&file, "", &[]).expect("recording starts");
    let mut game = game_on_board(&sim, None).with_recorder(Some(recorder));
    wait_attached(&mut game);
    sim.command("lift e2");
    sim.command("place e4");
    wait_say(&mut game, "e4");
    drop(game);
    sim.quit().ok();
    let text = std::fs::read_to_string(&file).expect("recording");
    let lift = text
        .find("> board lift e2\n")
        .unwrap_or_else(|| panic!("{text}"));
    let place = text
        .find("> board place e4 P\n")
        .unwrap_or_else(|| panic!("{text}"));
    let said = text
        .find("= Bauer Eva zwei Eva vier\n")
        .unwrap_or_else(|| panic!("{text}"));
    assert!(lift < place && place < said, "{text}");
}

/// `brett status` in a German session is German, line by line (not English).
#[test]
fn board_status_is_said_in_the_ui_language() {
    let sim = simulator();
    let path = sim.path().expect("pty path");
    let device = PinBoard::open(&path, devices::pinboard::DEFAULT_BAUD).expect("board opens");
    let opts = SessionOptions {
        lang: Some(laws::lang::Lang::De),
        ..options(&path)
    };
    let session = Session::new(&opts).expect("session");
    let mut game = GameLoop::new(session, Files::Skip).with_board(device);
    let end = Instant::now() + PATIENCE;
    let mut out = Vec::new();
    while Instant::now() < end {
        game.tick();
        out = game.line("brett status");
        if out.contains(&Reply::Print("Zustand: verbunden.".into())) {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        out.contains(&Reply::Print("Zustand: verbunden.".into())),
        "{out:?}"
    );
    let texts: Vec<&str> = out.iter().map(|r| r.text()).collect();
    assert!(
        texts.iter().any(|t| t.starts_with("Anschluss: ")),
        "{texts:?}"
    );
    assert!(
        texts.iter().any(|t| t.starts_with("Fähigkeiten: Stifte")),
        "{texts:?}"
    );
    assert!(
        texts.iter().any(|t| t.starts_with("Rahmen gesendet: ")),
        "{texts:?}"
    );
    for english in ["State", "Port", "Frames", "Capabilities", "Reconnections"] {
        assert!(!texts.iter().any(|t| t.contains(english)), "{texts:?}");
    }
    sim.quit().ok();
}
