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

/// Plays the utterances `said` (synthesised, in this order) with
/// `--listen-from`, `--confirm confirm` and no journal: the printed output
/// and whether annabella succeeded. `None` without espeak-ng.
fn play_said(name: &str, said: &[&str], confirm: &str) -> Option<(String, bool)> {
    let dir = std::env::temp_dir().join(format!("annabella-listen-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, text) in said.iter().enumerate() {
        if !synth(text, &dir.join(format!("{:02}.wav", i + 1))) {
            eprintln!("skipped: espeak-ng is not installed");
            return None;
        }
    }
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--no-journal", "--speech", "off", "--lang", "en"])
        .arg("--listen-from")
        .arg(&dir)
        .args(["--confirm", confirm])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    Some((String::from_utf8(out.stdout).unwrap(), out.status.success()))
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
    let said = ["Bauer Eva zwei Eva vier", "Bauer Eva sieben Eva fünf"];
    let Some((text, ok)) = play_said("answer", &said, "always") else {
        return;
    };
    assert!(ok, "{text}");
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
}

/// The journal keeps what each utterance was heard as, how sure, and the
/// file its audio was kept in, before the move it played.
#[test]
fn the_journal_keeps_what_was_heard_and_how_sure() {
    let dir = std::env::temp_dir().join(format!("annabella-listen-journal-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let said = dir.join("said");
    std::fs::create_dir_all(&said).unwrap();
    if !synth("Bauer Eva zwei Eva vier", &said.join("01.wav")) {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    let game = dir.join("game");
    let keep = dir.join("kept");
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--speech", "off", "--lang", "en"])
        .arg("--game-dir")
        .arg(&game)
        .arg("--listen-from")
        .arg(&said)
        .args(["--confirm", "never", "--keep-audio"])
        .arg(&keep)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}");
    let journal = std::fs::read_to_string(game.join("journal.txt")).unwrap();
    let heard = journal
        .lines()
        .position(|l| {
            l.contains(" heard bauer eva zwei eva vier; ") && l.contains("; utterance-0001.wav")
        })
        .expect(&journal);
    let played = journal
        .lines()
        .position(|l| l.contains(" move 1. e4 "))
        .expect(&journal);
    assert!(heard < played, "{journal}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A resignation heard is never taken at once (talk beside the board can
/// sound like it): it is asked, "ja" does not confirm it, and the word said
/// again does.
#[test]
fn a_resignation_heard_is_taken_only_when_said_again() {
    let Some((text, _)) = play_said("grave", &["Aufgabe", "ja", "Aufgabe"], "never") else {
        return;
    };
    let lines: Vec<&str> = text.lines().collect();
    let asked = "aufgabe? It cannot be taken back: say aufgabe again, or type resign.";
    let first = lines.iter().position(|l| *l == asked).expect(&text);
    let again = lines
        .iter()
        .position(|l| *l == format!("Not understood. {asked}"))
        .expect(&text);
    let resigned = lines
        .iter()
        .position(|l| l.starts_with("White resigns"))
        .expect(&text);
    assert!(first < again && again < resigned, "{text}");
}
