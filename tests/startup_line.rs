//! The start-up line: one short clause naming the speech output, found
//! in the background, and a word when there is no sound device instead of
//! silence.

mod common;

use common::Temp;

/// `annabella play --lang en --speech CHOICE` over two moves, with `bin`
/// first on PATH and the sound server named or not (the tests that use it
/// need Unix: a stand-in program on PATH).
#[cfg(unix)]
fn run(tmp: &Temp, choice: &str, sound_server: bool) -> String {
    let bin = tmp.0.join("bin");
    let script = tmp.0.join("script.txt");
    std::fs::write(&script, "e4\ne5\n").unwrap();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"));
    cmd.args(["play", "--lang", "en", "--speech", choice, "--script"])
        .arg(&script)
        .env(
            "PATH",
            format!(
                "{}:{}",
                bin.display(),
                std::env::var("PATH").unwrap_or_default()
            ),
        )
        .env("XDG_RUNTIME_DIR", &tmp.0)
        .env_remove("PULSE_SERVER");
    if sound_server {
        cmd.env("PULSE_SERVER", "annabella-test");
    }
    let out = cmd.output().expect("annabella runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A stand-in `spd-say` that answers at once and says nothing.
#[cfg(unix)]
fn fake_spd_say(tmp: &Temp) {
    let bin = tmp.0.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let fake = bin.join("spd-say");
    common::write_program(&fake, "#!/bin/sh\nexit 0\n");
}

#[cfg(unix)]
#[test]
fn the_start_up_line_names_the_backend_in_one_clause() {
    let tmp = Temp::new("startup-line");
    fake_spd_say(&tmp);
    let out = run(&tmp, "spd", true);
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("Speech")).collect();
    assert_eq!(lines, ["Speech: speech-dispatcher."], "{out}");
    // The greeting does not wait for the backend.
    assert!(out.starts_with("White to move, move 1.\n"), "{out}");
}

/// With no sound device (no ALSA playback device, no sound server), the
/// player is told, instead of speech-dispatcher going silent.
#[cfg(target_os = "linux")]
#[test]
fn no_sound_device_is_said() {
    let alsa = std::fs::read_dir("/dev/snd").is_ok_and(|d| {
        d.filter_map(Result::ok)
            .any(|e| e.file_name().to_string_lossy().starts_with("pcmC"))
    });
    if alsa {
        eprintln!("skipped: this machine has a sound card");
        return;
    }
    let tmp = Temp::new("startup-nosound");
    fake_spd_say(&tmp);
    let out = run(&tmp, "auto", false);
    assert!(
        out.contains(
            "No sound device found: speech is off. Connect one and start again, or record with --speech wav:DIR."
        ),
        "{out}"
    );
    let out = run(&tmp, "spd", false);
    assert!(out.contains("Speech: speech-dispatcher.\n"), "{out}");
    assert!(
        out.contains("No sound device found: speech-dispatcher may not be heard."),
        "{out}"
    );
}

/// A 3+2 game is announced in the short form, that form
/// is written into the journal, and the resumed game keeps it.
#[test]
fn the_announcement_form_is_recorded_and_resumed() {
    let tmp = Temp::new("announce-form");
    let dir = tmp.path("game");
    let out = common::annabella(
        &["play", "--time", "3+2", "--game-dir", &dir, "--script", "-"],
        "e4\n",
    );
    assert!(
        common::text(&out).contains("\nEva vier\n"),
        "{}",
        common::text(&out)
    );
    let journal = std::fs::read_to_string(tmp.0.join("game/journal.txt")).unwrap();
    assert!(journal.contains("announce = \"short\""), "{journal}");
    let journal_path = tmp.path("game/journal.txt");
    let out = common::annabella(&["resume", &journal_path, "--script", "-"], "e5\n");
    assert!(
        common::text(&out).contains("\nEva fünf\n"),
        "{}",
        common::text(&out)
    );
}
