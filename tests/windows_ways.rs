//! What the Windows build got wrong when first run there (the same tests
//! run on every system; CI runs them on Windows under wine too): the score
//! of a game with a game folder is saved, help names the program
//! `annabella` (not `annabella.exe`) and the folders and ports as Windows
//! has them, and output into a closed pipe ends quietly.

mod common;
use common::{Temp, annabella, text};

/// A scripted game with `--game-dir` leaves its score (PGN), the braille
/// files and the journal, and no temporary file beside them.
#[test]
fn a_game_with_a_game_folder_leaves_its_score_braille_and_journal() {
    let t = Temp::new("win-score");
    let dir = t.path("game");
    let o = annabella(
        &["play", "--script", "-", "--game-dir", &dir],
        "e4\ne5\nNf3\n",
    );
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert!(!out.contains("could not be saved"), "{out}");
    let folder = t.0.join("game");
    let pgn = std::fs::read_to_string(folder.join("game.pgn"))
        .unwrap_or_else(|e| panic!("no game.pgn ({e}):\n{out}"));
    assert!(pgn.contains("1. e4 e5 2. Nf3"), "{pgn}");
    for name in ["game.brf", "game-braille.txt", "journal.txt"] {
        assert!(folder.join(name).exists(), "{name} missing:\n{out}");
    }
    for entry in std::fs::read_dir(&folder).unwrap() {
        let name = entry.unwrap().file_name();
        assert!(
            !name.to_string_lossy().ends_with(".new"),
            "{name:?} left behind"
        );
    }
}

/// Help says `annabella`, as the user types it, on every system.
#[test]
fn help_names_the_program_annabella() {
    for args in [&["--help"][..], &["play", "--help"][..]] {
        let o = annabella(args, "");
        let out = text(&o);
        assert!(out.contains("Usage: annabella"), "{args:?}:\n{out}");
        assert!(!out.contains("annabella.exe"), "{args:?}:\n{out}");
    }
}

/// `play --help` names the settings and games folders as a Windows user
/// finds them (not only as Linux has them), and a COM port for each
/// serial device that takes one by name, in every language.
#[test]
fn help_names_the_windows_folders_and_ports() {
    for lang in ["en", "de", "ru"] {
        let o = annabella(&["play", "--help", "--lang", lang], "");
        let out = text(&o);
        assert!(o.status.success(), "{lang}:\n{out}");
        for want in [
            r"%APPDATA%\annabella",
            r"%APPDATA%\annabella\games",
            "~/.config/annabella",
        ] {
            assert!(out.contains(want), "{lang}: {want} missing:\n{out}");
        }
        assert!(
            out.matches("COM3").count() >= 2,
            "{lang}: COM3 for --board and --dotpad:\n{out}"
        );
    }
}

/// Runs annabella with its output going into a pipe whose reading end is
/// already closed (as `annabella man | head` leaves it once head is done).
fn into_closed_pipe(args: &[&str]) -> std::process::Output {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .env("LANG", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    drop(child.stdout.take());
    child.wait_with_output().expect("finishes")
}

/// `completions SHELL | head` and `man | head` end quietly: no panic, no
/// error message, success.
#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    for args in [
        &["completions", "bash"][..],
        &["completions", "powershell"][..],
        &["man"][..],
    ] {
        let o = into_closed_pipe(args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.is_empty(), "{args:?}: {err}");
        assert!(o.status.success(), "{args:?}: {:?}", o.status);
    }
}
