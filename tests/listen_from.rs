//! `play --listen-from DIR`: a game played by voice alone from WAV files
//! (synthesised by espeak-ng at run time), with its confirmations
//! answered by voice: "ja", "nein", and a candidate's words.

#![cfg(feature = "listen")]

use std::path::Path;
use std::process::Command;

fn synth(text: &str, path: &Path) -> bool {
    Command::new("espeak-ng")
        .args(["-v", "de+m3", "-s", "150", "-w"])
        .arg(path)
        .arg(text)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn moves_and_answers_spoken_play_the_game() {
    let dir = std::env::temp_dir().join(format!("annabella-listen-from-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let said = [
        "Bauer Eva zwei Eva vier",
        "ja",
        "Bauer Eva sieben Eva fünf",
        "nein",
        "Bauer Eva sieben Eva fünf",
        "Eva fünf",
    ];
    for (i, text) in said.iter().enumerate() {
        if !synth(text, &dir.join(format!("{:02}.wav", i + 1))) {
            eprintln!("skipped: espeak-ng is not installed");
            return;
        }
    }
    let keep = dir.join("kept");
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--no-journal", "--speech", "off", "--lang", "en"])
        .arg("--listen-from")
        .arg(&dir)
        .args(["--confirm", "always", "--keep-audio"])
        .arg(&keep)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = text.lines().collect();
    // Each move asked about, then played once confirmed.
    let e4 = lines.iter().position(|l| *l == "e4").expect(&text);
    let asked = lines.iter().position(|l| *l == "Eva vier?").expect(&text);
    assert!(asked < e4, "{text}");
    let refused = lines
        .iter()
        .position(|l| l.starts_with("Not played."))
        .expect(&text);
    let e5 = lines.iter().position(|l| *l == "e5").expect(&text);
    assert!(e4 < refused && refused < e5, "{text}");
    assert!(text.contains("Heard: ja, "), "{text}");
    // No other move was played.
    let moves: Vec<&&str> = lines
        .iter()
        .filter(|l| l.len() <= 5 && l.chars().any(|c| c.is_ascii_digit()) && !l.contains(' '))
        .collect();
    assert_eq!(moves, [&"e4", &"e5"], "{text}");
    // Every utterance kept for the arbiter.
    assert_eq!(std::fs::read_dir(&keep).unwrap().count(), said.len());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// While a question waits, a move said that is neither a candidate nor
/// legal (the other side's, said before the question was answered) is not
/// taken as the candidate it sounds like: the question is asked again, and
/// no move is played until the answer is heard.
#[test]
fn another_move_said_while_a_question_waits_is_not_taken_for_an_answer() {
    let dir = std::env::temp_dir().join(format!("annabella-listen-answer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let said = ["Bauer Eva zwei Eva vier", "Bauer Eva sieben Eva fünf"];
    for (i, text) in said.iter().enumerate() {
        if !synth(text, &dir.join(format!("{:02}.wav", i + 1))) {
            eprintln!("skipped: espeak-ng is not installed");
            return;
        }
    }
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--no-journal", "--speech", "off", "--lang", "en"])
        .arg("--listen-from")
        .arg(&dir)
        .args(["--confirm", "always"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines.iter().any(|l| l.starts_with("Eva vier")),
        "the first move is asked about: {text}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("Not understood.")),
        "the other move is no answer: {text}"
    );
    assert!(!lines.contains(&"e4"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}
