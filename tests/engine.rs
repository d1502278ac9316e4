//! Games against a UCI engine (`play --engine`): whole games against
//! Debian's Stockfish at a fixed node count (skipped where it is not
//! installed), a killed game resumed against it, the engine's clock, and
//! fake engines (small shell scripts) that crash, hang, answer garbage or
//! an illegal move: each is said and the game goes on.
#![cfg(unix)]

mod common;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::annabella;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

fn stockfish() -> bool {
    let found = engine::find_program("stockfish").is_some();
    if !found {
        eprintln!("stockfish not installed: skipped");
    }
    found
}

/// A folder of the test's own, removed when it ends.
fn temp(name: &str) -> common::Temp {
    common::Temp::new(&format!("engine-{name}"))
}

/// A test program in a folder of its own, removed with it.
struct Program {
    _dir: common::Temp,
    path: String,
}

impl std::ops::Deref for Program {
    type Target = str;

    fn deref(&self) -> &str {
        &self.path
    }
}

/// Writes the shell script `script` as a program.
fn program(name: &str, script: &str) -> Program {
    let dir = temp(name);
    let path = dir.join("engine");
    common::write_program(&path, script);
    Program {
        path: path.display().to_string(),
        _dir: dir,
    }
}

/// A fake engine answering `go` with `on_go` (shell code).
fn fake(name: &str, on_go: &str) -> Program {
    let script = format!(
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo 'id name Fake'; echo uciok ;;\n    isready) echo readyok ;;\n    go*) {on_go} ;;\n    quit) exit 0 ;;\n  esac\ndone\n"
    );
    program(name, &script)
}

/// The journal's records of one kind: their payloads.
fn records(journal: &Path, kind: &str) -> Vec<String> {
    annabella::journal::read(journal)
        .map(|r| {
            r.records
                .into_iter()
                .filter(|r| r.kind == kind)
                .map(|r| r.payload)
                .collect()
        })
        .unwrap_or_default()
}

/// The squares of a move record ("1... d5 d7d5 clock 0:04:59").
fn move_uci(payload: &str) -> String {
    payload.split_whitespace().nth(2).unwrap().to_string()
}

/// A game played live: annabella reading lines from a pipe, its output
/// gathered by a thread.
struct Live {
    child: Child,
    out: Arc<Mutex<String>>,
    journal: PathBuf,
}

impl Live {
    fn start(args: &[&str], dir: &Path) -> Live {
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .env("LANG", "C")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let out = Arc::new(Mutex::new(String::new()));
        let mut stdout = child.stdout.take().unwrap();
        let o = Arc::clone(&out);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                o.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        Live {
            child,
            out,
            journal: dir.join("journal.txt"),
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Waits until the journal has `n` move records or a result.
    fn wait_moves(&self, n: usize) {
        let until = Instant::now() + Duration::from_secs(30);
        while records(&self.journal, "move").len() < n
            && records(&self.journal, "result").is_empty()
        {
            assert!(Instant::now() < until, "no engine move: {}", self.out());
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    fn out(&self) -> String {
        self.out.lock().unwrap().clone()
    }
}

/// The player: a capture when there is one, else the first legal move (in
/// the order of their squares); Stockfish wins against it soon.
fn player_move(pos: &Chess) -> shakmaty::Move {
    let mut moves: Vec<_> = pos.legal_moves().into_iter().collect();
    moves.sort_by_key(|m| {
        (
            !m.is_capture(),
            m.to_uci(CastlingMode::Standard).to_string(),
        )
    });
    moves[0]
}

/// The position after the journal's moves.
fn position(journal: &Path) -> Chess {
    let mut pos = Chess::default();
    for m in records(journal, "move") {
        let uci: UciMove = move_uci(&m).parse().unwrap();
        let mv = uci.to_move(&pos).unwrap();
        pos.play_unchecked(mv);
    }
    pos
}

/// Plays until the game ends (or `plies` player moves); returns the live
/// game.
fn play_live(args: &[&str], dir: &Path, plies: usize) -> Live {
    let mut live = Live::start(args, dir);
    for _ in 0..plies {
        let pos = position(&live.journal);
        if pos.is_game_over() || !records(&live.journal, "result").is_empty() {
            break;
        }
        let n = records(&live.journal, "move").len();
        let m = player_move(&pos);
        live.send(&m.to_uci(CastlingMode::Standard).to_string());
        live.wait_moves(n + 2);
    }
    live
}

#[test]
fn whole_games_against_stockfish_are_legal_announced_journaled_and_repeatable() {
    if !stockfish() {
        return;
    }
    let game = |name: &str| {
        let dir = temp(name);
        let d = dir.display().to_string();
        let args = [
            "play",
            "--engine",
            "stockfish",
            "--engine-nodes",
            "1000",
            "--time",
            "15m+10s",
            "--game-dir",
            &d,
            "--script",
            "-",
        ];
        let mut live = play_live(&args, &dir, 150);
        drop(live.child.stdin.take());
        live.child.wait().unwrap();
        let out = live.out();
        assert!(out.contains("Stockfish 15.1 plays Black."), "{out}");
        let moves = records(&live.journal, "move");
        let notes = records(&live.journal, "engine");
        assert!(!records(&live.journal, "result").is_empty(), "{out}");
        let black: Vec<&String> = moves.iter().filter(|m| m.contains("...")).collect();
        assert!(black.len() >= 5, "{moves:?}");
        assert_eq!(black.len(), notes.len(), "{notes:?}");
        for (m, n) in black.iter().zip(&notes) {
            // Each engine move, noted with its depth and score, announced
            // and written like the player's.
            assert!(n.starts_with(&move_uci(m)), "{m} / {n}");
            assert!(n.contains(" depth ") && n.contains(" score "), "{n}");
            assert!(m.contains(" clock "), "{m}");
            let san = m.split_whitespace().nth(1).unwrap();
            assert!(out.lines().any(|l| l == san), "{san} not written: {out}");
        }
        // The clocks differ by the engine's thinking time, charged.
        moves.iter().map(|m| move_uci(m)).collect::<Vec<_>>()
    };
    let a = game("whole-a");
    assert_eq!(a, game("whole-b"), "the same game at a fixed node count");
}

#[test]
fn a_killed_game_resumes_against_the_engine_in_the_same_position() {
    if !stockfish() {
        return;
    }
    let dir = temp("killed");
    let d = dir.display().to_string();
    let args = [
        "play",
        "--engine",
        "stockfish",
        "--engine-nodes",
        "1000",
        "--time",
        "15m+10s",
        "--game-dir",
        &d,
        "--script",
        "-",
    ];
    let mut live = play_live(&args, &dir, 4);
    live.child.kill().unwrap();
    live.child.wait().unwrap();
    let before = records(&live.journal, "move");
    assert_eq!(before.len(), 8, "{before:?}");
    let pos = position(&live.journal);
    let next = player_move(&pos).to_uci(CastlingMode::Standard).to_string();
    let journal = live.journal.display().to_string();
    let out = annabella(&["resume", &journal, "--script", "-"], &format!("{next}\n"));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("after 8 half-moves"), "{text}");
    assert!(text.contains("Stockfish 15.1 plays Black."), "{text}");
    let after = records(&live.journal, "move");
    assert_eq!(&after[..8], &before[..], "the same game");
    assert_eq!(
        after.len(),
        10,
        "the player's move and the engine's: {text}"
    );
    assert!(after[8].starts_with("5. "), "{after:?}");
    assert!(after[9].starts_with("5... ") && after[9].contains(" clock "));
    assert_eq!(records(&live.journal, "engine").len(), 5);
}

#[test]
fn the_engine_s_clock_is_charged_and_its_flag_falls() {
    let slow = fake("slow", "sleep 3; echo 'bestmove e7e5'");
    let out = annabella(
        &["play", "--engine", &slow, "--time", "2s", "--lang", "en"],
        "e4\ntime\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Black's flag has fallen."), "{text}");
    assert!(text.contains("White wins, 1-0."), "{text}");
}

/// Each way an engine fails is said, and the player types its move.
#[test]
fn failing_engines_are_said_and_the_game_goes_on() {
    let cases = [
        ("crash", "exit 1", "stopped working"),
        ("hang", "sleep 20", "gave no answer in 1 seconds"),
        (
            "garbage",
            "echo 'bestmove <b>say this</b>'",
            "answered something that is no move",
        ),
        (
            "illegal",
            "echo 'bestmove e2e5'",
            "named an illegal move, e2e5",
        ),
    ];
    for (name, on_go, said) in cases {
        let program = fake(name, on_go);
        let out = annabella(
            &[
                "play",
                "--engine",
                &program,
                "--engine-timeout",
                "1",
                "--lang",
                "en",
            ],
            "e4\ne5\nNf3\n",
        );
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(said), "{name}: {text}");
        assert!(
            !text.contains("say this"),
            "{name}: the engine's text said: {text}"
        );
        assert!(
            text.contains("The game goes on: type the engine's moves yourself"),
            "{name}: {text}"
        );
        // The player typed Black's move and White's next.
        assert!(text.lines().any(|l| l == "e5"), "{name}: {text}");
        assert!(text.lines().any(|l| l == "Nf3"), "{name}: {text}");
        assert!(out.status.success(), "{name}");
    }
}

#[test]
fn a_missing_engine_or_no_engine_is_said_and_engine_restart_tries_again() {
    let out = annabella(
        &["play", "--engine", "no-such-engine-28", "--lang", "en"],
        "e4\ne5\nengine restart\nhint\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.matches("The engine no-such-engine-28 was not found.")
            .count(),
        2,
        "{text}"
    );
    assert!(text.lines().any(|l| l == "e5"), "{text}");
    let crash = fake("restart", "exit 1");
    let out = annabella(
        &["play", "--engine", &crash, "--lang", "en"],
        "e4\nengine restart\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.matches("Fake plays Black.").count(), 2, "{text}");
    assert_eq!(text.matches("stopped working").count(), 2, "{text}");
    let out = annabella(&["play", "--lang", "en"], "hint\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("No engine plays in this game."), "{text}");
    let out = annabella(&["play", "--engine", "/bin/cat", "--lang", "de"], "e4\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("/bin/cat spricht kein UCI"), "{text}");
}

#[test]
fn hints_undo_of_the_pair_and_a_draw_declined() {
    if !stockfish() {
        return;
    }
    let out = annabella(
        &[
            "play",
            "--engine",
            "stockfish",
            "--engine-nodes",
            "2000",
            "--lang",
            "en",
        ],
        "e4\nhint\nhint\nundo\ne4\noffer white\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("A good move:"), "{text}");
    assert!(
        text.contains("It meets the threat:") || text.contains("The line expected:"),
        "{text}"
    );
    // Taken back: White's e4 is legal again, and the engine answers again.
    assert_eq!(text.lines().filter(|l| *l == "e4").count(), 2, "{text}");
    assert!(text.contains("The engine declines the draw."), "{text}");
    let out = annabella(
        &[
            "play",
            "--engine",
            "stockfish",
            "--engine-nodes",
            "2000",
            "--lang",
            "de",
        ],
        "e4\ntipp\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Stockfish 15.1 spielt Schwarz."), "{text}");
    assert!(text.contains("Ein guter Zug:"), "{text}");
}

#[test]
fn the_engine_plays_white_when_asked() {
    if !stockfish() {
        return;
    }
    let out = annabella(
        &[
            "play",
            "--engine",
            "stockfish",
            "--engine-nodes",
            "1000",
            "--engine-plays",
            "white",
            "--engine-level",
            "5",
            "--engine-elo",
            "1500",
            "--lang",
            "en",
        ],
        "",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Stockfish 15.1 plays White."), "{text}");
    // Its first move, announced and written (Skill Level varies it).
    let after: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.ends_with("plays White."))
        .collect();
    assert_eq!(after.len(), 3, "{text}");
}

#[test]
fn analyse_finds_the_blunder_marked_by_hand_and_writes_evaluations() {
    if !stockfish() {
        return;
    }
    let dir = temp("analyse");
    let out_pgn = dir.join("analysed.pgn");
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/engine/scholars-mate-blunder.pgn"
    );
    let out = annabella(
        &[
            "analyse",
            game,
            "--nodes",
            "20000",
            "--pgn",
            out_pgn.to_str().unwrap(),
        ],
        "",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("Move 3, Black, Springer Gustav acht Felix sechs: a blunder"),
        "3...Nf6?? allows mate, said in the Appendix words: {text}"
    );
    assert!(!text.contains("Move 4, White"), "{text}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("Analysing: position 8 of 8."));
    let pgn = std::fs::read_to_string(&out_pgn).unwrap();
    assert!(pgn.contains("3... Nf6 $4 {[%eval #1]}"), "{pgn}");
    assert!(pgn.contains("1. e4 {[%eval "), "{pgn}");
    // Stockfish's blunder marked on the braille scoresheet beside it.
    let brf = std::fs::read_to_string(dir.join("analysed.brf")).unwrap();
    assert!(brf.contains(" SF6>88\r\n"), "{brf}");
    // Never over a file that exists.
    let again = annabella(
        &[
            "analyse",
            game,
            "--nodes",
            "1000",
            "--pgn",
            out_pgn.to_str().unwrap(),
        ],
        "",
    );
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("exists already"));
    // A famous game: evaluations for every move.
    let opera = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/morphy-opera-1858.pgn"
    );
    let opera_pgn = dir.join("opera.pgn");
    let out = annabella(
        &[
            "analyse",
            opera,
            "--nodes",
            "5000",
            "--pgn",
            opera_pgn.to_str().unwrap(),
        ],
        "",
    );
    assert!(out.status.success());
    let pgn = std::fs::read_to_string(&opera_pgn).unwrap();
    assert_eq!(pgn.matches("[%eval").count(), 33, "{pgn}");
    assert!(pgn.contains("[White \"Paul Morphy\"]"));
}

/// An engine with fixed answers, position by position along the game of
/// `scholars-mate-blunder.pgn` (1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#):
/// level (0.00) with a best move other than the one played until 3...Nf6,
/// after which it sees mate in one. So 3...Nf6 alone lost, ten pawns: a
/// blunder, whatever the machine.
fn fixed_scholars_engine() -> Program {
    let script = "#!/bin/sh\nn=0\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo 'id name Fixed'; echo uciok ;;\n    isready) echo readyok ;;\n    ucinewgame) n=0 ;;\n    go*) n=$((n+1)); s='cp 0'\n      case $n in\n        1) m=d2d4 ;; 2) m=c7c5 ;; 3) m=g1f3 ;; 4) m=g8f6 ;; 5) m=b1c3 ;; 6) m=g7g6 ;;\n        *) m=h5f7; s='mate 1' ;;\n      esac\n      echo \"info depth 1 score $s\"; echo \"bestmove $m\" ;;\n    quit) exit 0 ;;\n  esac\ndone\n";
    program("analyse-fixed", script)
}

/// `analyse --pgn` writes the braille scoresheet with the marks beside
/// the annotated PGN: the blunder's ?? (uk: dots 3-4-5, then 2-3-6 twice)
/// after 3...Nf6 and after no other move, in the .brf and in the Unicode
/// braille text; said in the user's language; and nothing is written over
/// a scoresheet that exists.
#[test]
fn analyse_writes_the_braille_scoresheet_with_the_blunder_s_mark() {
    let engine = fixed_scholars_engine();
    let dir = temp("analyse-braille");
    let out_pgn = dir.join("analysed.pgn");
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/engine/scholars-mate-blunder.pgn"
    );
    let args = [
        "analyse",
        game,
        "--engine",
        &engine,
        "--pgn",
        out_pgn.to_str().unwrap(),
    ];
    let out = common::annabella_in_locale("C", &args, "");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{text}\n{err}");
    assert!(
        text.contains("Move 3, Black, Springer Gustav acht Felix sechs: a blunder"),
        "{text}"
    );
    let pgn = std::fs::read_to_string(&out_pgn).unwrap();
    assert!(pgn.contains("3... Nf6 $4 {[%eval #1]}"), "{pgn}");
    assert_eq!(pgn.matches('$').count(), 1, "{pgn}");
    let brf_path = dir.join("analysed.brf");
    let txt_path = dir.join("analysed-braille.txt");
    for p in [&brf_path, &txt_path] {
        assert!(
            text.contains(&format!(
                "The braille scoresheet with the marks is written to {}.",
                p.display()
            )),
            "{text}"
        );
    }
    let brf = std::fs::read_to_string(&brf_path).unwrap();
    let lines: Vec<&str> = brf.lines().map(str::trim_end).collect();
    assert!(lines.contains(&"1 E4 E5"), "{brf}");
    assert!(lines.contains(&"2 QH5 SC6"), "{brf}");
    assert!(lines.contains(&"3 LC4 SF6>88"), "{brf}");
    assert!(lines.contains(&"4 Q;F7>M"), "{brf}");
    assert_eq!(brf.matches('>').count(), 2, "one mark and the mate: {brf}");
    let unicode = std::fs::read_to_string(&txt_path).unwrap();
    assert!(unicode.contains("\n⠒ ⠇⠉⠲ ⠎⠋⠖⠜⠦⠦\n"), "{unicode}");
    // In German: the German code's mark (dot 6, then 2-6 twice), said in
    // German.
    let de_pgn = dir.join("analysiert.pgn");
    let args_de = [
        "analyse",
        game,
        "--engine",
        &engine,
        "--pgn",
        de_pgn.to_str().unwrap(),
    ];
    let out = common::annabella_in_locale("de_DE.UTF-8", &args_de, "");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{text}");
    let de_txt = dir.join("analysiert-braille.txt");
    assert!(
        text.contains(&format!(
            "Das Braille-Partieformular mit den Zeichen ist in {} geschrieben.",
            de_txt.display()
        )),
        "{text}"
    );
    let unicode = std::fs::read_to_string(&de_txt).unwrap();
    assert!(unicode.contains("\n⠒ ⠇⠉⠲ ⠎⠋⠖⠠⠢⠢\n"), "{unicode}");
    // A scoresheet that exists is not overwritten, and then nothing is
    // written: the PGN of another name stays unwritten too.
    std::fs::remove_file(&out_pgn).unwrap();
    std::fs::write(&brf_path, "mine").unwrap();
    let out = common::annabella_in_locale("C", &args, "");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success());
    assert!(
        err.contains(&format!(
            "The file {} exists already and was not overwritten.",
            brf_path.display()
        )),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&brf_path).unwrap(), "mine");
    assert!(!out_pgn.exists());
}

#[test]
fn analyse_is_cut_short_by_stop() {
    let slow = fake(
        "analyse-slow",
        "sleep 1; echo 'info depth 1 score cp 0'; echo 'bestmove e2e4'",
    );
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/morphy-opera-1858.pgn"
    );
    let t = Instant::now();
    let out = annabella(&["analyse", game, "--engine", &slow], "stop\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Analysis stopped after"), "{text}");
    assert!(t.elapsed() < Duration::from_secs(10));
}

/// With a pin board, the engine's move is a move the blind player makes
/// on their own board: its squares are indicated (with the player's own
/// typed move not yet carried out, those too), and once both are made
/// there annabella says the board agrees with the game; the player's next
/// move, made on the board, is read and answered by the engine.
#[test]
fn the_engine_s_move_is_indicated_on_the_pin_board_and_made_there() {
    use common::running::{Running, in_order};
    use devices::pinboard::{SimOptions, spawn_simulator};
    if !stockfish() {
        return;
    }
    let dir = temp("pinboard");
    let sim = spawn_simulator(SimOptions {
        seed: Some(5),
        ..SimOptions::default()
    })
    .expect("simulator starts");
    let port = sim.path().expect("pty path");
    let script = dir.join("script.txt");
    std::fs::write(&script, "e4\n@wait\nmoves\n").unwrap();
    let game = dir.join("game");
    let journal = game.join("journal.txt");
    let mut run = Running::start(&[
        "play",
        "--script",
        script.to_str().unwrap(),
        "--engine",
        "stockfish",
        "--engine-nodes",
        "2000",
        "--board",
        &port,
        "--blind",
        "white",
        "--game-dir",
        game.to_str().unwrap(),
    ]);
    run.wait_for("Bauer Eva zwei Eva vier");
    let until = Instant::now() + Duration::from_secs(30);
    while records(&journal, "move").len() < 2 {
        assert!(Instant::now() < until, "no engine move: {:#?}", run.seen());
        std::thread::sleep(Duration::from_millis(20));
    }
    let reply = move_uci(&records(&journal, "move")[1]);
    let (from, to) = reply.split_at(2);
    // Both moves are still to be made on the board: their squares stand
    // indicated.
    let want: Vec<shakmaty::Square> = ["e2", "e4", from, to]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    let until = Instant::now() + Duration::from_secs(20);
    loop {
        let shown: Vec<shakmaty::Square> = sim
            .snapshot()
            .indicated
            .iter()
            .map(|(sq, _, _)| *sq)
            .collect();
        if want.iter().all(|sq| shown.contains(sq)) && shown.len() == want.len() {
            break;
        }
        assert!(Instant::now() < until, "indicated {shown:?}, want {want:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
    for l in [
        "lift e2".to_string(),
        "place e4".to_string(),
        format!("lift {from}"),
        format!("place {to}"),
    ] {
        sim.command(&l);
    }
    run.wait_for("The board agrees with the game.");
    // Nothing is left indicated once the board agrees.
    let until = Instant::now() + Duration::from_secs(20);
    while !sim.snapshot().indicated.is_empty() {
        assert!(Instant::now() < until, "{:?}", sim.snapshot().indicated);
        std::thread::sleep(Duration::from_millis(20));
    }
    for l in ["lift g1", "place f3"] {
        sim.command(l);
    }
    let seen = run.finish();
    in_order(
        &seen,
        &[
            "Bauer Eva zwei Eva vier",
            "The board agrees with the game.",
            "Springer Gustav eins Felix drei",
        ],
    );
    // The engine answered the move made on the board.
    assert_eq!(records(&journal, "move").len(), 4, "{seen:#?}");
    assert!(seen.iter().any(|l| l.starts_with("2. Nf3 ")), "{seen:#?}");
}

/// `analyse` speaks the user's language and prints for a screen reader:
/// its progress lines each on a line of their own (no carriage return
/// rewriting a line), the file written said in German, and a game file
/// larger than a PGN may be refused with the limit named, before any
/// engine is started.
#[test]
fn analyse_says_its_progress_and_files_in_the_user_s_language() {
    if !stockfish() {
        return;
    }
    let engine = "stockfish".to_string();
    let dir = temp("analyse-de-files");
    let out_pgn = dir.join("analysiert.pgn");
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/morphy-opera-1858.pgn"
    );
    let o = common::annabella_in_locale(
        "de_DE.UTF-8",
        &[
            "analyse",
            game,
            "--engine",
            &engine,
            "--nodes",
            "10",
            "--pgn",
            out_pgn.to_str().unwrap(),
        ],
        "",
    );
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(o.status.success(), "{out}\n{err}");
    assert!(!err.contains('\r'), "{err:?}");
    let progress: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("Analyse: Stellung"))
        .collect();
    assert_eq!(
        progress.first(),
        Some(&"Analyse: Stellung 1 von 34."),
        "{err}"
    );
    assert_eq!(
        progress.last(),
        Some(&"Analyse: Stellung 34 von 34."),
        "{err}"
    );
    assert!(progress.len() < 10, "{err}");
    assert!(
        out.contains(&format!(
            "Die analysierte Partie ist in {} geschrieben.",
            out_pgn.display()
        )),
        "{out}"
    );
    // Written again: refused in German, the file kept.
    let before = std::fs::read_to_string(&out_pgn).unwrap();
    let o = common::annabella_in_locale(
        "de_DE.UTF-8",
        &[
            "analyse",
            game,
            "--engine",
            &engine,
            "--nodes",
            "10",
            "--pgn",
            out_pgn.to_str().unwrap(),
        ],
        "",
    );
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("nicht überschrieben"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(std::fs::read_to_string(&out_pgn).unwrap(), before);
    // A game file too large for a PGN: its limit named, nothing analysed.
    let huge = dir.join("huge.pgn");
    std::fs::write(&huge, vec![b' '; 9 * 1024 * 1024]).unwrap();
    let o = common::annabella_in_locale(
        "C",
        &["analyse", huge.to_str().unwrap(), "--engine", &engine],
        "",
    );
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(!o.status.success());
    assert!(err.contains("8 megabytes"), "{err}");
    // A file that is not there is named.
    let o = common::annabella_in_locale(
        "de_DE.UTF-8",
        &["analyse", "/no/such/game.pgn", "--engine", &engine],
        "",
    );
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(
        err.contains("Die Partie /no/such/game.pgn kann nicht gelesen werden"),
        "{err}"
    );
}
