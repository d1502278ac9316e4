//! Fake engines (small shell scripts) that fail in each way an engine can,
//! and the real Stockfish when it is installed. Each failure is a typed
//! error, never a panic or a wait without end.
#![cfg(unix)]

use std::path::PathBuf;
use std::time::{Duration, Instant};

use engine::{Engine, EngineError, Go};
use shakmaty::Chess;

/// A fake engine: a shell script that answers `uci` and `isready`, and
/// answers `go` with `on_go` (shell code); in a folder of its own.
fn fake(name: &str, on_go: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-engine-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo 'id name Fake'; echo 'option name Skill Level type spin default 20 min 0 max 20'; echo uciok ;;\n    isready) echo readyok ;;\n    go*) {on_go} ;;\n    quit) exit 0 ;;\n  esac\ndone\n"
    );
    write_program(&path, &script);
    path
}

/// Writes a small program (a shell script) at `path`, executable. The
/// file is written by `install`, a process of its own: a file this test
/// process held open for writing would be inherited by a child that
/// another test thread forks meanwhile, and starting the program would
/// then fail with "text file busy".
fn write_program(path: &std::path::Path, text: &str) {
    let source = path.with_extension("source");
    std::fs::write(&source, text).unwrap();
    let installed = std::process::Command::new("install")
        .arg("-m")
        .arg("755")
        .arg(&source)
        .arg(path)
        .status()
        .is_ok_and(|s| s.success());
    assert!(installed, "install could not write {}", path.display());
}

/// The fake engine `name`, started; its folder is removed once it has
/// answered `uci` (the shell has read its script by then, and keeps it
/// open), so that no test leaves files behind.
fn started(name: &str, on_go: &str) -> Engine {
    let path = fake(name, on_go);
    let engine = Engine::start(path.to_str().unwrap());
    if let Some(dir) = path.parent() {
        std::fs::remove_dir_all(dir).unwrap();
    }
    engine.expect("the fake engine starts")
}

fn nodes() -> Go {
    Go {
        nodes: Some(1000),
        ..Go::default()
    }
}

#[test]
fn a_good_fake_engine_plays_its_move() {
    let mut e = started(
        "good",
        "echo 'info depth 7 score cp 31 pv e2e4 e7e5'; echo 'bestmove e2e4 ponder e7e5'",
    );
    assert_eq!(e.name(), Some("Fake"));
    assert!(e.has_option("Skill Level"));
    assert_eq!(e.set_strength(Some(1500), Some(3)).unwrap(), (false, true));
    e.go(&Chess::default(), &[], &nodes()).unwrap();
    let f = e.wait(Duration::from_secs(5)).unwrap();
    assert_eq!(f.uci, "e2e4");
    assert_eq!(f.depth, Some(7));
    assert_eq!(f.score, Some(engine::Score::Cp(31)));
    assert_eq!(f.pv.len(), 2);
    assert!(f.ponder.is_some());
}

#[test]
fn a_missing_program_is_not_found() {
    let e = Engine::start("no-such-engine-anywhere").err().unwrap();
    assert_eq!(
        e,
        EngineError::NotFound {
            program: "no-such-engine-anywhere".into()
        }
    );
    assert!(matches!(
        Engine::start("/nowhere/stockfish").err().unwrap(),
        EngineError::NotFound { .. }
    ));
}

#[test]
fn a_program_that_is_no_engine_is_said_so() {
    // `true` ends at once; `cat` echoes `uci` back but never `uciok`.
    for p in ["/bin/true", "/bin/cat"] {
        let started = Instant::now();
        let e = Engine::start(p).err().unwrap();
        assert_eq!(e, EngineError::NotUci { program: p.into() }, "{p}");
        assert!(started.elapsed() < Duration::from_secs(15));
    }
}

#[test]
fn a_crash_during_the_search_is_said() {
    let mut e = started("crash", "exit 3");
    e.go(&Chess::default(), &[], &nodes()).unwrap();
    assert!(matches!(
        e.wait(Duration::from_secs(5)),
        Err(EngineError::Crashed { .. })
    ));
}

#[test]
fn a_hung_engine_is_given_up_on_in_time() {
    let mut e = started("hang", "sleep 30");
    e.go(&Chess::default(), &[], &nodes()).unwrap();
    let t = Instant::now();
    assert!(matches!(
        e.wait(Duration::from_millis(300)),
        Err(EngineError::Hung { .. })
    ));
    assert!(t.elapsed() < Duration::from_secs(5));
}

#[test]
fn garbage_and_illegal_moves_are_refused() {
    let mut e = started("garbage", "echo 'bestmove <speak>rm -rf</speak>'");
    e.go(&Chess::default(), &[], &nodes()).unwrap();
    assert_eq!(
        e.wait(Duration::from_secs(5)),
        Err(EngineError::Garbage {
            program: e.program().to_string()
        })
    );
    let mut e = started("illegal", "echo 'bestmove e2e5'");
    e.go(&Chess::default(), &[], &nodes()).unwrap();
    assert!(matches!(
        e.wait(Duration::from_secs(5)),
        Err(EngineError::IllegalMove { uci, .. }) if uci == "e2e5"
    ));
    let mut e = started("none", "echo 'bestmove'");
    e.go(&Chess::default(), &[], &nodes()).unwrap();
    assert!(matches!(
        e.wait(Duration::from_secs(5)),
        Err(EngineError::Garbage { .. })
    ));
}

#[test]
fn poll_does_not_block() {
    let mut e = started("slow", "sleep 1; echo 'bestmove e2e4'");
    e.go(&Chess::default(), &[], &nodes()).unwrap();
    let t = Instant::now();
    assert!(e.poll().is_none());
    assert!(t.elapsed() < Duration::from_millis(100));
    let until = Instant::now() + Duration::from_secs(5);
    loop {
        if let Some(r) = e.poll() {
            assert_eq!(r.unwrap().uci, "e2e4");
            break;
        }
        assert!(Instant::now() < until);
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(e.poll().is_none());
}

/// The real Stockfish (Debian's `stockfish` package), when installed:
/// a whole game of it against itself at a fixed node count, every move
/// legal, and the same game twice.
#[test]
fn stockfish_plays_a_repeatable_game() {
    if engine::find_program("stockfish").is_none() {
        eprintln!("stockfish not installed: skipped");
        return;
    }
    let play = || {
        let mut e = Engine::start("stockfish").unwrap();
        e.set_strength(None, Some(20)).unwrap();
        e.new_game().unwrap();
        let start = Chess::default();
        let mut pos = start.clone();
        let mut moves = Vec::new();
        use shakmaty::Position;
        while !pos.is_game_over() && moves.len() < 60 {
            e.go(&start, &moves, &nodes()).unwrap();
            let f = e.wait(Duration::from_secs(10)).unwrap();
            assert!(pos.is_legal(f.mv));
            pos.play_unchecked(f.mv);
            moves.push(f.mv);
        }
        moves
    };
    let a = play();
    assert!(a.len() >= 20);
    assert_eq!(a, play());
}
