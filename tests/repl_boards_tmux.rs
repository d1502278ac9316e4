//! The interactive REPL with a board, in a real terminal (tmux), as a
//! user sees it: a move made on the pin board or on the DGT
//! e-board is printed at once, and the prompt under it says the side now
//! to move, also while a line is half typed. The boards are simulated on
//! pseudo-terminals in this test's process.
#![cfg(unix)]

mod common;

use std::time::{Duration, Instant};

use devices::dgt::sim::{hand_lines, spawn_dgt_sim};
use devices::pinboard::{SimOptions, spawn_simulator};
use shakmaty::san::San;
use shakmaty::{Chess, Position};

use common::{Temp, have_tmux, new_tmux_session, tmux};

/// A tmux session killed when the test ends, even when it fails.
struct Pane {
    session: String,
    target: String,
}

impl Pane {
    fn start(name: &str, dir: &std::path::Path, args: &str) -> Pane {
        let session = format!("annabella-{name}-{}", std::process::id());
        let cmd = format!(
            "env XDG_CONFIG_HOME={d} XDG_DATA_HOME={d} {exe} play --speech off {args}",
            d = dir.display(),
            exe = env!("CARGO_BIN_EXE_annabella"),
        );
        new_tmux_session(&["-d", "-s", &session, "-x", "150", "-y", "50", &cmd]);
        let target = format!("{session}:0");
        Pane { session, target }
    }

    fn screen(&self) -> String {
        tmux(&["capture-pane", "-p", "-t", &self.target])
    }

    /// The last line that is not empty, as shown (spaces kept).
    fn last_line(&self) -> String {
        let screen = self.screen();
        screen
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .to_string()
    }

    /// Waits until the last line, without spaces at its end, is `want`.
    fn wait_last(&self, want: &str) {
        let end = Instant::now() + Duration::from_secs(15);
        while self.last_line().trim_end() != want {
            assert!(
                Instant::now() < end,
                "last line never {want:?}:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until the screen shows `want` `times` times.
    fn wait_count(&self, want: &str, times: usize) {
        let end = Instant::now() + Duration::from_secs(15);
        while self
            .screen()
            .lines()
            .filter(|l| l.trim_end() == want)
            .count()
            < times
        {
            assert!(
                Instant::now() < end,
                "{want:?} never shown {times} times:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The cursor's column.
    fn cursor_x(&self) -> usize {
        tmux(&["display", "-p", "-t", &self.target, "#{cursor_x}"])
            .trim()
            .parse()
            .expect("a column")
    }

    fn keys(&self, text: &str) {
        tmux(&["send-keys", "-t", &self.target, "-l", text]);
    }

    fn enter(&self) {
        tmux(&["send-keys", "-t", &self.target, "Enter"]);
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        tmux(&["kill-session", "-t", &self.session]);
    }
}

/// Moves made on the pin board change the prompt, also while a move is
/// half typed: the prompt keeps one width (German "Weiß>" is followed by
/// spaces to the width of "Schwarz>") and the cursor stays after the
/// typed letters.
#[test]
fn the_prompt_follows_moves_made_on_the_pin_board() {
    if !have_tmux() {
        assert!(std::env::var_os("CI").is_none(), "tmux is missing on CI");
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = Temp::new("prompt-pinboard");
    let sim = spawn_simulator(SimOptions {
        seed: Some(7),
        ..SimOptions::default()
    })
    .expect("simulator starts");
    let port = sim.path().expect("pty path");
    let pane = Pane::start(
        "prompt-pinboard",
        &dir.0,
        &format!("--lang de --board {port}"),
    );
    pane.wait_last("Weiß>");
    // (tmux drops spaces at a line's end: the cursor shows them.)
    assert_eq!(pane.cursor_x(), "Schwarz> ".chars().count());
    sim.command("lift e2");
    sim.command("place e4");
    pane.wait_count("Bauer Eva zwei Eva vier", 1);
    pane.wait_last("Schwarz>");
    // Black's reply made on the board while White's next move is half
    // typed: the prompt under it is White's, the letters are kept.
    pane.keys("e5");
    pane.wait_last("Schwarz> e5");
    pane.keys("\u{8}\u{8}");
    pane.wait_last("Schwarz>");
    sim.command("lift e7");
    sim.command("place e5");
    pane.wait_count("Bauer Eva sieben Eva fünf", 1);
    pane.wait_last("Weiß>");
    pane.keys("Sf");
    pane.wait_last("Weiß>    Sf");
    assert_eq!(pane.cursor_x(), "Weiß>    Sf".chars().count());
    pane.keys("3");
    pane.enter();
    pane.wait_count("Springer Gustav eins Felix drei", 1);
    pane.wait_last("Schwarz>");
    drop(pane);
}

/// A short game made on the simulated DGT e-board (`play --dgt PORT`) is
/// announced move by move in the Appendix's words, the prompt following
/// each move, and the mate ends the game.
#[test]
fn a_short_game_made_on_the_dgt_board_is_announced_move_by_move() {
    if !have_tmux() {
        assert!(std::env::var_os("CI").is_none(), "tmux is missing on CI");
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = Temp::new("repl-dgt");
    let sim = spawn_dgt_sim(&shakmaty::Board::default(), false).expect("simulator starts");
    let pane = Pane::start(
        "repl-dgt",
        &dir.0,
        &format!("--lang en --dgt {}", sim.path()),
    );
    pane.wait_count("The e-board agrees with the game.", 1);
    pane.wait_last("White>");
    let game = [
        ("e4", "Bauer Eva zwei Eva vier", "Black>"),
        ("e5", "Bauer Eva sieben Eva fünf", "White>"),
        ("Bc4", "Läufer Felix eins Cäsar vier", "Black>"),
        ("Nc6", "Springer Bella acht Cäsar sechs", "White>"),
        ("Qh5", "Dame David eins Hektor fünf", "Black>"),
        ("Nf6", "Springer Gustav acht Felix sechs", "White>"),
        (
            "Qxf7#",
            "Dame Hektor fünf schlägt Felix sieben matt",
            "1-0>",
        ),
    ];
    let mut pos = Chess::default();
    for (n, (san, words, prompt)) in game.iter().enumerate() {
        let m = san
            .parse::<San>()
            .expect("san")
            .to_move(&pos)
            .expect("legal");
        for l in hand_lines(&pos, m, n + 1) {
            sim.send(&l);
        }
        pane.wait_count(words, 1);
        pane.wait_last(prompt);
        pos.play_unchecked(m);
    }
    let screen = pane.screen();
    let said: Vec<&str> = screen.lines().map(str::trim_end).collect();
    let mut at = 0;
    for (_, words, _) in &game {
        at += said[at..]
            .iter()
            .position(|l| l == words)
            .unwrap_or_else(|| panic!("{words:?} not in order:\n{screen}"))
            + 1;
    }
    // The game ended in the right position.
    pane.keys("fen");
    pane.enter();
    pane.wait_count(
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
        1,
    );
    drop(pane);
}
