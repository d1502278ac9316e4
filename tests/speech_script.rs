//! Speech in script mode, with a fake `espeak-ng` on
//! the PATH: a `wav:` recording holds every line, the greeting included,
//! each with its line in index.txt; a failing backend is reported once, in
//! the UI language, also when it fails on the last line of a script.
#![cfg(unix)]

mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::Temp;

/// Writes an executable `espeak-ng` shell script into `dir`.
fn fake_espeak(dir: &Path, body: &str) {
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join("espeak-ng");
    common::write_program(&path, &format!("#!/bin/sh\n{body}\n"));
}

/// `annabella play --script SCRIPT ARGS` with only `bin` and the system
/// folders on the PATH.
fn play(t: &Temp, bin: &Path, script: &str, args: &[&str]) -> Output {
    let file = t.0.join("script.txt");
    std::fs::write(&file, script).unwrap();
    Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("play")
        .arg("--script")
        .arg(&file)
        .args(args)
        .env("PATH", format!("{}:/usr/bin:/bin", bin.display()))
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("binary runs")
}

/// The greeting "White to move" was cut out of the recording by the first
/// move (its file reused, no index line): now every line is kept, in order.
#[test]
fn a_wav_recording_holds_every_line_with_the_greeting() {
    let t = Temp::new("speech-wav-all");
    let bin = t.0.join("bin");
    // Takes a while per line, as espeak-ng does, so the first move comes
    // while the greeting is being recorded.
    fake_espeak(
        &bin,
        r#"out=""
while [ $# -gt 0 ]; do
  if [ "$1" = "-w" ]; then out="$2"; shift; fi
  shift
done
sleep 0.3
head -c 200 /dev/zero > "$out""#,
    );
    let wav = t.path("wav");
    let out = play(&t, &bin, "e4\ne5\n", &["--speech", &format!("wav:{wav}")]);
    assert!(out.status.success(), "{}", common::text(&out));
    let index = std::fs::read_to_string(t.0.join("wav").join("index.txt")).unwrap();
    let lines: Vec<Vec<&str>> = index.lines().map(|l| l.split('\t').collect()).collect();
    let said: Vec<(&str, &str)> = lines.iter().map(|f| (f[0], f[3])).collect();
    assert_eq!(
        said,
        [
            ("1", "White to move, move 1."),
            ("2", "Bauer Eva zwei Eva vier"),
            ("3", "Bauer Eva sieben Eva fünf"),
        ],
        "{index}"
    );
    for n in 1..=3 {
        assert!(t.0.join("wav").join(format!("{n:04}.wav")).is_file(), "{n}");
    }
}

/// espeak-ng that fails (no sound device): said once, in German, although
/// it fails only while the script's last line is being spoken.
#[test]
fn a_failing_backend_is_reported_once_in_a_script() {
    let t = Temp::new("speech-fails");
    let bin = t.0.join("bin");
    fake_espeak(
        &bin,
        "echo 'ALSA lib pcm.c:2666: Unknown PCM default' >&2\necho 'error: no sound device' >&2\nexit 1",
    );
    let out = play(&t, &bin, "e4\n", &["--speech", "espeak", "--lang", "de"]);
    let text = common::text(&out);
    assert!(out.status.success(), "{text}");
    assert_eq!(
        text.matches("Sprachausgabe: espeak-ng ist fehlgeschlagen")
            .count(),
        1,
        "{text}"
    );
    assert!(text.contains("Jetzt mit"), "{text}");
    // ALSA's English lines stay out of the German sentence.
    assert!(!text.contains("ALSA"), "{text}");
    assert!(
        text.contains("kein funktionierendes Tonausgabegerät"),
        "{text}"
    );
    // The game itself is all there.
    assert!(text.contains("Bauer Eva zwei Eva vier"), "{text}");
}

/// No espeak-ng at all: said at start, in Russian.
#[test]
fn a_missing_backend_is_reported_in_a_script() {
    let t = Temp::new("speech-missing");
    let empty = t.0.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let file = t.0.join("script.txt");
    std::fs::write(&file, "e4\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--speech", "espeak", "--lang", "ru", "--script"])
        .arg(&file)
        .env("PATH", &empty)
        .output()
        .expect("binary runs");
    let text = common::text(&out);
    assert!(out.status.success(), "{text}");
    assert_eq!(text.matches("espeak-ng не установлен").count(), 1, "{text}");
}
