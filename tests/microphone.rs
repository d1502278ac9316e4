//! `play --listen pocketsphinx` without `--listen-from`: the microphone.
//! Run without a sound card: ALSA's default device is made the null
//! device (it hears silence) by a configuration of the test's own.

#![cfg(feature = "listen")]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// An ALSA configuration: the system's, with the default device silent.
fn silent_alsa(test: &str) -> Option<PathBuf> {
    let system = std::path::Path::new("/usr/share/alsa/alsa.conf");
    if !system.exists() {
        eprintln!("skipped: no ALSA configuration");
        return None;
    }
    // A file of the test's own, removed by the test when it ends.
    let path = std::env::temp_dir().join(format!(
        "annabella-microphone-{}-{test}.conf",
        std::process::id()
    ));
    std::fs::write(
        &path,
        "</usr/share/alsa/alsa.conf>\npcm.!default { type null }\nctl.!default { type hw card 0 }\n",
    )
    .unwrap();
    Some(path)
}

fn play(test: &str, extra: &[&str], typed: &str) -> (bool, String) {
    let alsa = silent_alsa(test).expect("ALSA configuration");
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--no-journal", "--speech", "off", "--lang", "en"])
        .args(["--listen", "pocketsphinx"])
        .args(extra)
        .env("ALSA_CONFIG_PATH", &alsa)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(typed.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_file(&alsa);
    let text = String::from_utf8(out.stdout).unwrap();
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    (out.status.success(), format!("{text}\n{err}"))
}

/// The microphone is opened and said; keys still play the game.
#[test]
fn the_microphone_listens_while_keys_still_play() {
    if !std::path::Path::new("/usr/share/alsa/alsa.conf").exists() {
        return;
    }
    let (ok, text) = play("keys", &[], "e4\ne5\n");
    assert!(ok, "{text}");
    let lines: Vec<&str> = text.lines().collect();
    let listening = lines
        .iter()
        .position(|l| l.starts_with("Listening through the microphone "))
        .expect(&text);
    let e4 = lines.iter().position(|l| *l == "e4").expect(&text);
    assert!(listening < e4, "{text}");
    assert!(lines.contains(&"e5"), "{text}");
}

/// A microphone asked for by a name there is none of: said, and the game
/// goes on with keys.
#[test]
fn a_microphone_not_there_is_said_and_keys_play() {
    if !std::path::Path::new("/usr/share/alsa/alsa.conf").exists() {
        return;
    }
    let (ok, text) = play(
        "named",
        &["--microphone", "no-such-microphone-here"],
        "e4\n",
    );
    assert!(ok, "{text}");
    // What keeps the game from listening, then on a line of its own what
    // happens instead.
    assert!(
        text.contains("There is no microphone called no-such-microphone-here.\nMoves are typed.\n"),
        "{text}"
    );
    assert!(text.lines().any(|l| l == "e4"), "{text}");
}

/// A speech model that is not there: said, and the game goes on with keys
/// (the microphone is not opened then).
#[test]
fn a_speech_model_not_there_is_said_and_keys_play() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--no-journal", "--speech", "off", "--lang", "en"])
        .args(["--listen", "pocketsphinx:/nonexistent/model"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"e4\ne5\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains(
            "The speech model of pocketsphinx is not in /nonexistent/model.\nMoves are typed.\n"
        ),
        "{text}"
    );
    assert!(text.lines().any(|l| l == "e4"), "{text}");
    assert!(text.lines().any(|l| l == "e5"), "{text}");
}

/// Listening is a setting of the game: the journal records the recogniser
/// and the confirmation, and the resumed game listens through the
/// microphone again while keys play.
#[test]
fn a_resumed_game_listens_again() {
    let Some(alsa) = silent_alsa("resumed") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("annabella-listen-resumed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let run = |args: &[&str], typed: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(args)
            .env("ALSA_CONFIG_PATH", &alsa)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(typed.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let text = format!(
            "{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.success(), text)
    };
    let game = dir.to_str().unwrap();
    let (ok, text) = run(
        &[
            "play",
            "--speech",
            "off",
            "--lang",
            "en",
            "--game-dir",
            game,
            "--listen",
            "pocketsphinx",
            "--confirm",
            "always",
        ],
        "e4\n",
    );
    assert!(ok, "{text}");
    let journal = std::fs::read_to_string(dir.join("journal.txt")).unwrap();
    let settings = journal.lines().nth(1).unwrap_or_default();
    assert!(
        settings.contains("[listen]\\nengine = \"pocketsphinx\"\\nconfirm = \"always\""),
        "{journal}"
    );
    let (ok, text) = run(&["resume", game, "--speech", "off"], "e5\n");
    assert!(ok, "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Listening through the microphone ")),
        "{text}"
    );
    assert!(lines.contains(&"e5"), "{text}");
    let _ = std::fs::remove_file(&alsa);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A vocabulary whose words the recogniser has no pronunciation of (a
/// club's own file, here the Russian words: only the built-in Russian
/// vocabulary has its pronunciations in the US-English model's phones) is
/// said once, when the game starts, not at each utterance; keys play.
#[test]
fn a_vocabulary_the_recogniser_cannot_say_is_said_at_the_start_and_keys_play() {
    if !std::path::Path::new("/usr/share/alsa/alsa.conf").exists() {
        eprintln!("skipped: no ALSA configuration");
        return;
    }
    let club = std::env::temp_dir().join(format!(
        "annabella-club-vocabulary-{}.toml",
        std::process::id()
    ));
    std::fs::write(&club, include_str!("../phonetics/ru.toml")).unwrap();
    let (ok, text) = play(
        "unsayable",
        &["--vocabulary", club.to_str().unwrap()],
        "e4\n",
    );
    std::fs::remove_file(&club).unwrap();
    assert!(ok, "{text}");
    assert_eq!(
        text.matches("has no pronunciation for the speech recogniser.\nMoves are typed.\n")
            .count(),
        1,
        "{text}"
    );
    assert!(text.lines().any(|l| l == "e4"), "{text}");
}
