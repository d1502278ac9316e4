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
    let dir = std::env::temp_dir().join(format!("annabella-microphone-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{test}.conf"));
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
    assert!(
        text.lines().any(|l| l
            == "There is no microphone called no-such-microphone-here. Moves are typed."),
        "{text}"
    );
    assert!(text.lines().any(|l| l == "e4"), "{text}");
}
