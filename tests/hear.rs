//! `annabella hear`: recorded utterances heard in a position, one
//! tab-separated line per file. The recordings are synthesised by
//! espeak-ng at run time.

#![cfg(feature = "listen")]

use std::path::Path;
use std::process::Command;

fn synth(text: &str, voice: &str, path: &Path) -> bool {
    Command::new("espeak-ng")
        .args(["-v", voice, "-s", "150", "-w"])
        .arg(path)
        .arg(text)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn hear_prints_the_move_or_a_question_for_each_file() {
    let dir = std::env::temp_dir().join(format!("annabella-hear-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let nf3 = dir.join("1.wav");
    let yes = dir.join("2.wav");
    if !synth("Springer Gustav eins Felix drei", "de+m3", &nf3) || !synth("ja", "de", &yes) {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("hear")
        .arg(&nf3)
        .arg(&yes)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<Vec<&str>> = text.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[0][0], nf3.display().to_string());
    // The move, or a question naming it; never another move.
    match lines[0][1] {
        "Nf3" => {}
        "?" => assert!(lines[0][4].split(' ').any(|c| c == "Nf3"), "{text}"),
        other => panic!("heard {other}: {text}"),
    }
    assert!(lines[0][2].parse::<f64>().is_ok(), "{text}");
    assert!(["yes", "?"].contains(&lines[1][1]), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_missing_recording_is_said_and_the_others_are_heard() {
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["hear", "/nonexistent/utterance.wav"])
        .env("LANG", "en_US.UTF-8")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("/nonexistent/utterance.wav"), "{err}");
}
