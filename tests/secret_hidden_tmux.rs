//! The sealed move and the envelope's secret are never shown while typed,
//! in a real terminal (tmux): neither where the line editor draws the line
//! (blanks stand for the letters) nor on a terminal it cannot draw on
//! (`TERM=dumb`, as Emacs shells and some screen-reader set-ups have),
//! where the terminal itself would echo every letter. "Secret entered."
//! is said instead. A sealed move that is refused is not named either.
#![cfg(unix)]

mod common;

use std::time::{Duration, Instant};

use common::{Temp, have_tmux, new_tmux_session, tmux};

/// A tmux session killed when the test ends, even when it fails.
struct Pane {
    session: String,
    target: String,
}

impl Pane {
    fn start(name: &str, dir: &std::path::Path, term: &str, args: &str) -> Pane {
        let session = format!("annabella-{name}-{}", std::process::id());
        // The program's end is kept on screen (the shell waits), so what
        // it printed last can be read.
        let cmd = format!(
            "env TERM={term} XDG_CONFIG_HOME={d} XDG_DATA_HOME={d} {exe} {args}; echo exit $?; sleep 600",
            d = dir.display(),
            exe = env!("CARGO_BIN_EXE_annabella"),
        );
        new_tmux_session(&[
            "-d",
            "-s",
            &session,
            "-x",
            "150",
            "-y",
            "60",
            "-c",
            &dir.display().to_string(),
            &cmd,
        ]);
        let target = format!("{session}:0");
        Pane { session, target }
    }

    fn screen(&self) -> String {
        tmux(&["capture-pane", "-p", "-S", "-", "-t", &self.target])
    }

    /// Waits until the screen shows `want` `times` times.
    fn wait(&self, want: &str, times: usize) -> String {
        let end = Instant::now() + Duration::from_secs(30);
        loop {
            let screen = self.screen();
            if screen.matches(want).count() >= times {
                // A moment for the line editor to take the terminal.
                std::thread::sleep(Duration::from_millis(300));
                return screen;
            }
            assert!(
                Instant::now() < end,
                "{want:?} never shown {times} times:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn line(&self, text: &str) {
        tmux(&["send-keys", "-t", &self.target, "-l", text]);
        tmux(&["send-keys", "-t", &self.target, "Enter"]);
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        tmux(&["kill-session", "-t", &self.session]);
    }
}

/// Words typed that must never be on the screen.
const HIDDEN: &[&str] = &["Nf6", "Nf3", "geheim", "falsch"];

fn assert_hidden(term: &str, screen: &str) {
    for word in HIDDEN {
        assert!(
            !screen.contains(word),
            "TERM={term}: {word:?} is shown:\n{screen}"
        );
    }
}

#[test]
fn the_sealed_move_and_the_secret_are_not_shown_while_typed() {
    if !have_tmux() {
        assert!(std::env::var_os("CI").is_none(), "tmux is missing on CI");
        eprintln!("skipped: tmux is not installed");
        return;
    }
    for term in ["xterm", "dumb"] {
        let tmp = Temp::new(&format!("secret-hidden-{term}"));
        let pane = Pane::start(
            &format!("seal-{term}"),
            &tmp,
            term,
            "play --speech off --lang en --game-dir g --white Anna --black Bella",
        );
        pane.wait("White>", 1);
        pane.line("e4");
        pane.wait("Black>", 1);
        pane.line("e5");
        pane.wait("White>", 2);
        pane.line("adjourn");
        pane.wait("date, time and place", 1);
        pane.line("-");
        pane.wait("type the sealed move", 1);
        // Not legal: refused without saying what was typed.
        pane.line("Nf6");
        pane.wait("type the sealed move", 2);
        pane.line("Nf3");
        pane.wait("type the secret", 1);
        pane.line("geheim-12345");
        let screen = pane.wait("The move is sealed", 1);
        assert_eq!(
            screen.matches("Secret entered.").count(),
            3,
            "TERM={term}:\n{screen}"
        );
        assert!(
            screen.contains("That is not a legal move here, so it cannot be sealed"),
            "TERM={term}:\n{screen}"
        );
        assert_hidden(term, &screen);
        drop(pane);

        // The secret typed at resumption: a wrong one, then the right one.
        let pane = Pane::start(
            &format!("open-{term}"),
            &tmp,
            term,
            "resume g/envelope.txt --speech off",
        );
        pane.wait("type the secret of the envelope", 1);
        pane.line("falsch-12345");
        pane.wait("type the secret of the envelope", 2);
        pane.line("geheim-12345");
        let screen = pane.wait("Black>", 1);
        assert_eq!(
            screen.matches("Secret entered.").count(),
            2,
            "TERM={term}:\n{screen}"
        );
        assert!(
            screen.contains("Springer Gustav eins Felix drei"),
            "TERM={term}: the sealed move is played once opened:\n{screen}"
        );
        let before = screen
            .split("Springer Gustav eins Felix drei")
            .next()
            .unwrap_or_default();
        assert_hidden(term, before);
    }
}
