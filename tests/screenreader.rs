//! The screen reader path on Windows, end to end (feature `screenreader`):
//! annabella reaches NVDA through Tolk, which loads NVDA's controller
//! client, `nvdaControllerClient64.dll`, from beside the program. A test
//! stand-in of that DLL (ci/windows/nvda-stand-in.c; its path in
//! NVDA_STAND_IN_DLL, as ci/windows/wine-run sets it) answers "running"
//! and writes every call to a file. The program is copied into a folder
//! of its own, with the stand-in beside it or without it.
#![cfg(all(windows, feature = "screenreader"))]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod common;
use common::{Temp, text};

/// A folder with annabella.exe, and the NVDA stand-in beside it if
/// `with_nvda`.
fn program_folder(t: &Temp, with_nvda: bool) -> PathBuf {
    let dir = t.0.join("program");
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join("annabella.exe");
    std::fs::copy(env!("CARGO_BIN_EXE_annabella"), &exe).unwrap();
    if with_nvda {
        let dll = std::env::var_os("NVDA_STAND_IN_DLL").expect(
            "NVDA_STAND_IN_DLL names the NVDA stand-in DLL (built from \
             ci/windows/nvda-stand-in.c; ci/windows/wine-run builds it)",
        );
        std::fs::copy(dll, dir.join("nvdaControllerClient64.dll")).unwrap();
    }
    exe
}

/// Plays `script` with `--speech screenreader` in the locale `lang`.
fn play(exe: &Path, log: &Path, lang: &str, script: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(exe)
        .args(["play", "--script", "-", "--speech", "screenreader"])
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("NVDA_STAND_IN_LOG", log)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("annabella.exe runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    child.wait_with_output().expect("finishes")
}

/// What NVDA was asked to speak, in order, joined to one text per line of
/// the game (a mixed-language answer comes as several calls), and the
/// calls themselves.
fn calls(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Every announcement of a scripted English game reaches NVDA, in the order
/// printed, with the Appendix words (German) intact; `stop` reaches it as
/// a cancel.
#[test]
fn every_announcement_reaches_nvda_in_order_and_stop_cancels() {
    let t = Temp::new("nvda-game");
    let exe = program_folder(&t, true);
    let log = t.0.join("nvda.log");
    // `stop` cuts an answer (the move list), never a move announcement.
    let o = play(
        &exe,
        &log,
        "C",
        "e4\ne5\nNf3\nNc6\nBc4\nBc5\nO-O\nmoves\nstop\n",
    );
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    let calls = calls(&log);
    assert!(calls.iter().any(|c| c == "running"), "{calls:?}\n{out}");
    // Each move's announcement is its own call, in the order played,
    // before the move list is asked for (its answer says the moves again,
    // so they are looked for before it). The position said at the start
    // may be cut by the first move, as a move cuts what is still queued.
    let announced: Vec<&str> = calls
        .iter()
        .filter_map(|c| c.strip_prefix("speak "))
        .take_while(|s| !s.starts_with("Move 1:"))
        .filter(|s| *s != "White to move, move 1.")
        .collect();
    assert_eq!(
        announced,
        [
            "Bauer Eva zwei Eva vier",
            "Bauer Eva sieben Eva fünf",
            "Springer Gustav eins Felix drei",
            "Springer Bella acht Cäsar sechs",
            "Läufer Felix eins Cäsar vier",
            "Läufer Felix acht Cäsar fünf",
            "Kurze Rochade",
        ],
        "{calls:?}\n{out}"
    );
    // The cancel comes after the last announcement (without `stop` the
    // last call is the move list's last word).
    let last_speak = calls.iter().rposition(|c| c.starts_with("speak ")).unwrap();
    let cancel = calls.iter().rposition(|c| c == "cancel");
    assert!(
        cancel.is_some_and(|c| c > last_speak),
        "stop did not cancel: {calls:?}"
    );
}

/// With no screen reader, annabella says which backend speaks instead.
#[test]
fn without_a_screen_reader_annabella_says_what_speaks_instead() {
    let t = Temp::new("nvda-none");
    let exe = program_folder(&t, false);
    let log = t.0.join("nvda.log");
    let o = play(&exe, &log, "C", "e4\n");
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert!(out.contains("no screen reader is running"), "{out}");
    assert!(calls(&log).is_empty());
}
