//! The Dot Pad with a whole game, over a pseudo-terminal: the simulator
//! plays the device (its pins and its Perkins keys); the game loop owns it,
//! draws the board after every move and takes the lines typed on it.
#![cfg(unix)]

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use annabella::game_loop::{Files, GameLoop};
use annabella::reply::Reply;
use annabella::session::{Session, SessionOptions};
use devices::dotpad::device::{DotPad, DriverConfig};
use devices::dotpad::render::{self, feel_square};
use devices::dotpad::sim::{DotPadSim, DotPadSimOptions};
use devices::line::SerialConnector;
use shakmaty::{Position, Square};

/// How long a wait for the simulated device may take before the test
/// fails: long, since a loaded machine (two cores running the whole test
/// suite) can hold a thread back for seconds; a passing wait returns as
/// soon as its condition holds.
const PATIENCE: Duration = Duration::from_secs(30);

static COUNT: AtomicUsize = AtomicUsize::new(0);

/// A fresh path for the simulator's symbolic link.
fn link_path() -> PathBuf {
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("annabella-dotpad-{}-{n}", std::process::id()))
}

fn simulator(link: Option<PathBuf>) -> DotPadSim {
    DotPadSim::spawn(DotPadSimOptions { link_path: link }).expect("simulator starts")
}

fn game_on(port: &str, blind: &str) -> GameLoop {
    let device = DotPad::open_with(
        Box::new(SerialConnector {
            path: port.to_string(),
            baud: devices::dotpad::device::BAUD,
        }),
        DriverConfig::default(),
    )
    .expect("the Dot Pad opens");
    let session = Session::new(&SessionOptions {
        blind: Some(blind.into()),
        dotpad: Some(port.into()),
        ..SessionOptions::default()
    })
    .expect("session");
    GameLoop::new(session, Files::Skip).with_dotpad(device)
}

/// Ticks the loop until a reply contains `want`.
fn wait_say(game: &mut GameLoop, want: &str) -> Vec<Reply> {
    let end = Instant::now() + Duration::from_secs(10);
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

/// Ticks until the simulator's pins are the game's picture; then checks
/// every square by touch against the position.
fn wait_drawn(sim: &DotPadSim, game: &mut GameLoop) {
    let end = Instant::now() + Duration::from_secs(10);
    let session = game.session();
    let from_black = session.board_from_black();
    let text = render::window(devices::dotpad::status_of(session.dotpad_view()).bits(), 0);
    let want = devices::dotpad::screen_of(session.dotpad_view(), &text);
    let last = session
        .game()
        .moves()
        .last()
        .and_then(|m| devices::dotpad::move_squares(&m.mv));
    let board = session.game().position().board().clone();
    loop {
        let shown = sim.screen();
        if shown.graphic == want.graphic && shown.text == want.text {
            for sq in Square::ALL {
                let f = feel_square(&shown.graphic, sq, from_black);
                assert_eq!(f.dark, sq.is_dark(), "{sq}");
                assert_eq!(f.piece, board.piece_at(sq).map(Ok), "{sq}");
                assert_eq!(
                    f.marked,
                    last.is_some_and(|(a, b)| a == sq || b == sq),
                    "{sq}"
                );
            }
            return;
        }
        assert!(
            Instant::now() < end,
            "the Dot Pad shows\n{}\nnot\n{}",
            shown.graphic.picture().join("\n"),
            want.graphic.picture().join("\n")
        );
        game.tick();
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Cells of a move in the game's chess braille code, as Unicode braille.
fn braille(game: &GameLoop, san: &str) -> String {
    braille::encode_move(san, game.session().chess_code()).to_unicode()
}

#[test]
fn a_game_on_the_dot_pad_with_perkins_moves_and_a_replug() {
    let link = link_path();
    let sim = simulator(Some(link.clone()));
    let mut game = game_on(&link.display().to_string(), "white");
    wait_say(&mut game, "The Dot Pad DotPad320A shows the board.");
    wait_drawn(&sim, &mut game);

    // White types 1. e4 on the Perkins keys.
    let e4 = braille(&game, "e4");
    sim.command(&format!("type {e4}"));
    let said = wait_say(&mut game, "e4");
    assert_eq!(game.session().game().moves().len(), 1, "{said:?}");
    // The line is shown as typed at White's prompt.
    assert!(
        said.iter().any(|r| r.text() == format!("White> {e4}")),
        "{said:?}"
    );
    wait_drawn(&sim, &mut game);
    // The text line: e4 in chess braille, then "black".
    let text = sim.screen().text;
    let status = braille::Cells::from_bits(&text).to_unicode();
    assert!(
        status.starts_with(&format!("{}⠀⠃⠇⠁⠉⠅", braille(&game, "e4"))),
        "{status}"
    );

    // Black's reply typed at the keyboard: the same redraw.
    game.line("e5");
    wait_drawn(&sim, &mut game);

    // A slip erased with space + dot 7 before Enter: Nf3.
    sim.command("key 1245"); // g
    sim.command("key s7");
    for c in braille(&game, "Nf3").chars() {
        let dots: String = (0..8)
            .filter(|b| (c as u32 - 0x2800) & (1 << b) != 0)
            .map(|b| char::from(b'1' + b as u8))
            .collect();
        sim.command(&format!("key {dots}"));
    }
    sim.command("key s8");
    wait_say(&mut game, "f3");
    assert_eq!(game.session().game().moves().len(), 3);
    wait_drawn(&sim, &mut game);

    // Unplugged: said; the game goes on; plugged in again: said, redrawn.
    sim.command("unplug");
    wait_say(&mut game, "The Dot Pad is disconnected.");
    game.line("Nc6");
    sim.command("plug");
    wait_say(&mut game, "The Dot Pad is connected again");
    wait_drawn(&sim, &mut game);
    let _ = std::fs::remove_file(&link);
}

#[test]
fn the_board_is_seen_from_blacks_side_and_castling_marks_the_kings_squares() {
    let sim = simulator(None);
    let mut game = game_on(&sim.path().expect("pty"), "black");
    wait_say(&mut game, "shows the board");
    for m in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"] {
        game.line(m);
    }
    assert_eq!(
        devices::dotpad::move_squares(&game.session().game().moves()[6].mv),
        Some((Square::E1, Square::G1))
    );
    wait_drawn(&sim, &mut game);
}

#[test]
fn a_device_that_refuses_every_line_is_given_up_and_the_game_goes_on() {
    let sim = simulator(None);
    let mut game = game_on(&sim.path().expect("pty"), "white");
    wait_say(&mut game, "shows the board");
    wait_drawn(&sim, &mut game);
    sim.command("nack 1000");
    game.line("e4");
    wait_say(
        &mut game,
        "The Dot Pad refuses what it is sent. The game goes on without the Dot Pad.",
    );
    assert!(game.dotpad().is_none());
    game.line("e5");
    assert_eq!(game.session().game().moves().len(), 2);
}

#[test]
fn a_silent_device_is_said_and_the_game_goes_on() {
    let sim = simulator(None);
    sim.command("mute");
    std::thread::sleep(Duration::from_millis(50));
    let mut game = game_on(&sim.path().expect("pty"), "white");
    wait_say(&mut game, "The Dot Pad does not answer.");
    assert!(game.dotpad().is_none());
    game.line("e4");
    assert_eq!(game.session().game().moves().len(), 1);
}

#[test]
fn an_answer_is_shown_on_the_text_line_and_panned() {
    let sim = simulator(None);
    let mut game = game_on(&sim.path().expect("pty"), "white");
    wait_say(&mut game, "shows the board");
    // e5 is no move for White: the answer goes on the text line.
    sim.command(&format!("type {}", braille(&game, "e5")));
    let said = wait_say(&mut game, "");
    let end = Instant::now() + PATIENCE;
    let answer_start = loop {
        game.tick();
        let t = sim.screen().text;
        let status = render::window(
            devices::dotpad::status_of(game.session().dotpad_view()).bits(),
            0,
        );
        if t != status && t != [0; 20] {
            break t;
        }
        assert!(Instant::now() < end, "no answer shown; said {said:?}");
        std::thread::sleep(Duration::from_millis(10));
    };
    sim.command("key r");
    let end = Instant::now() + PATIENCE;
    loop {
        game.tick();
        let t = sim.screen().text;
        if t != answer_start {
            break;
        }
        assert!(Instant::now() < end, "pan right did not move");
        std::thread::sleep(Duration::from_millis(10));
    }
    sim.command("key l");
    let end = Instant::now() + PATIENCE;
    while sim.screen().text != answer_start {
        game.tick();
        assert!(Instant::now() < end, "pan left did not come back");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_line_typed_on_the_perkins_keys_is_journaled_like_a_typed_line() {
    let sim = simulator(None);
    let port = sim.path().expect("pty");
    let dir = link_path();
    std::fs::create_dir_all(&dir).expect("folder");
    let settings = SessionOptions {
        blind: Some("white".into()),
        dotpad: Some(port.clone()),
        ..SessionOptions::default()
    };
    let log = annabella::gamelog::GameLog::create(&dir, &settings).expect("journal");
    let device = DotPad::open(&port).expect("the Dot Pad opens");
    let session = Session::new(&settings).expect("session");
    let mut game = GameLoop::new(session, Files::Skip)
        .with_journal(Some(log))
        .with_dotpad(device);
    wait_say(&mut game, "shows the board");
    let e4 = braille(&game, "e4");
    sim.command(&format!("type {e4}"));
    wait_say(&mut game, "e4");
    let journal = dir.join(annabella::gamelog::JOURNAL_FILE);
    let text = std::fs::read_to_string(&journal).expect("journal text");
    assert!(text.contains(&e4), "{text}");
    let (replayed, dropped) = annabella::gamelog::replay(&journal).expect("replay");
    assert!(dropped.is_empty());
    assert_eq!(replayed.game().moves().len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs the annabella binary with a script on standard input.
fn annabella(args: &[&str], script: &str) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("annabella runs");
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(script.as_bytes()).expect("script written");
    }
    let out = child.wait_with_output().expect("annabella ends");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Waits until the simulator shows the board of this FEN's position.
fn wait_board(sim: &DotPadSim, fen: &str, last: (Square, Square)) {
    let setup: shakmaty::fen::Fen = fen.parse().expect("fen");
    let pos: shakmaty::Chess = setup
        .into_position(shakmaty::CastlingMode::Standard)
        .expect("position");
    let view = render::View {
        board: pos.board().clone(),
        from_black: false,
        last: Some(last),
    };
    let code = braille::ChessCode::builtin("uk").expect("code");
    let want = render::render_board(&view, &code);
    let end = Instant::now() + Duration::from_secs(10);
    while sim.screen().graphic != want {
        assert!(
            Instant::now() < end,
            "the Dot Pad shows\n{}",
            sim.screen().graphic.picture().join("\n")
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn play_dotpad_draws_the_game_and_resume_opens_the_dot_pad_again() {
    let sim = simulator(None);
    let port = sim.path().expect("pty");
    let dir = link_path();
    let dir_s = dir.display().to_string();
    annabella(
        &[
            "play",
            "--script",
            "-",
            "--dotpad",
            &port,
            "--game-dir",
            &dir_s,
        ],
        "e4\n",
    );
    wait_board(
        &sim,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        (Square::E2, Square::E4),
    );
    // The port is in the recorded settings: resume opens it again.
    let journal = dir.join(annabella::gamelog::JOURNAL_FILE);
    annabella(
        &["resume", &journal.display().to_string(), "--script", "-"],
        "e5\n",
    );
    wait_board(
        &sim,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        (Square::E7, Square::E5),
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `resume --dotpad PORT`: the Dot Pad plugged in elsewhere is named anew,
/// and the resumed game is shown there.
#[test]
fn resume_opens_the_dot_pad_on_a_port_given_anew() {
    let first = simulator(None);
    let dir = link_path();
    let dir_s = dir.display().to_string();
    annabella(
        &[
            "play",
            "--script",
            "-",
            "--dotpad",
            &first.path().expect("pty"),
            "--game-dir",
            &dir_s,
        ],
        "e4\n",
    );
    // Both stay plugged in: the resumed game must take the port named.
    let second = simulator(None);
    let port = second.path().expect("pty");
    assert_ne!(first.path(), Some(port.clone()));
    let journal = dir.join(annabella::gamelog::JOURNAL_FILE);
    annabella(
        &[
            "resume",
            &journal.display().to_string(),
            "--dotpad",
            &port,
            "--script",
            "-",
        ],
        "e5\n",
    );
    wait_board(
        &second,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        (Square::E7, Square::E5),
    );
    let _ = std::fs::remove_dir_all(&dir);
}
