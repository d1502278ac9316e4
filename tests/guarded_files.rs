//! Files read and written with care, as a user meets them: a read that
//! would never end is refused at once, a settings file with a bad key or a
//! missing port is reported and the game goes on, a settings file named but
//! missing is said, a PGN in UTF-16 is read.

mod common;

use common::{annabella, annabella_in_locale, text};

/// A folder of the test's own, removed when it ends.
fn temp(name: &str) -> common::Temp {
    common::Temp::new(&format!("guard-{name}"))
}

#[cfg(unix)]
#[test]
fn an_endless_settings_file_is_refused_at_once_with_its_limit() {
    let start = std::time::Instant::now();
    let o = annabella(
        &[
            "play",
            "--script",
            "-",
            "--config",
            "/dev/zero",
            "--lang",
            "en",
        ],
        "e4\n",
    );
    let out = text(&o);
    assert!(
        out.contains("/dev/zero is larger than 64 kilobytes"),
        "{out}"
    );
    assert!(out.contains("Defaults are used."), "{out}");
    assert!(o.status.success(), "{out}");
    // Not the kernel's end after half a minute of reading.
    assert!(start.elapsed() < std::time::Duration::from_secs(20));
    let de = annabella_in_locale(
        "de_DE.UTF-8",
        &["play", "--script", "-", "--config", "/dev/zero"],
        "",
    );
    let de = text(&de);
    assert!(de.contains("/dev/zero ist größer als 64 Kilobyte"), "{de}");
    let ru = annabella_in_locale(
        "ru_RU.UTF-8",
        &["play", "--script", "-", "--config", "/dev/zero"],
        "",
    );
    let ru = text(&ru);
    assert!(ru.contains("Файл /dev/zero больше 64 килобайт"), "{ru}");
}

#[cfg(unix)]
#[test]
fn an_endless_pgn_and_journal_are_refused() {
    let o = annabella(&["play", "--script", "-", "--pgn", "/dev/zero"], "");
    let out = text(&o);
    assert!(out.contains("larger than 8 megabytes"), "{out}");
    let o = annabella(&["resume", "/dev/zero", "--script", "-"], "");
    let out = text(&o);
    assert!(out.contains("larger than 64 megabytes"), "{out}");
    let o = annabella(&["export", "/dev/zero"], "");
    let out = text(&o);
    assert!(
        out.contains("/dev/zero is larger than 8 megabytes"),
        "{out}"
    );
    assert_eq!(o.status.code(), Some(2), "{out}");
    let o = annabella(&["check", "/dev/zero"], "");
    let out = text(&o);
    assert!(out.contains("larger than 16 megabytes"), "{out}");
    let o = annabella(&["play", "--script", "-", "--vocabulary", "/dev/zero"], "");
    let out = text(&o);
    assert!(out.contains("larger than 1 megabyte"), "{out}");
}

#[test]
fn a_settings_file_named_but_missing_is_said() {
    let dir = temp("missing");
    let file = dir.join("no-such.toml");
    let o = annabella_in_locale(
        "de_DE.UTF-8",
        &["play", "--script", "-", "--config", file.to_str().unwrap()],
        "e4\n",
    );
    let out = text(&o);
    assert!(
        out.contains(&format!(
            "Die Einstellungsdatei {} gibt es nicht.",
            file.display()
        )),
        "{out}"
    );
    assert!(o.status.success(), "{out}");
}

#[test]
fn a_bad_speech_word_and_a_missing_port_are_left_out_and_the_game_goes_on() {
    let dir = temp("badkeys");
    let file = dir.join("config.toml");
    std::fs::write(
        &file,
        "speech = \"loudspeaker\"\nboard = \"/nonexistent/ttyUSB9\"\nannounce = \"long\"\n",
    )
    .unwrap();
    let o = annabella(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "en",
            "--config",
            file.to_str().unwrap(),
        ],
        "e4\n",
    );
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert!(out.contains("speech left out"), "{out}");
    assert!(out.contains("board left out"), "{out}");
    assert!(out.contains("/nonexistent/ttyUSB9"), "{out}");
    // The game was played.
    assert!(out.contains("e2") || out.contains("e4"), "{out}");
}

#[test]
fn a_pgn_in_utf16_is_read_as_text() {
    let dir = temp("utf16");
    let pgn = dir.join("game.pgn");
    let text16 =
        "[Event \"Club\"]\n[White \"Müller\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
    let mut bytes = vec![0xFF, 0xFE];
    bytes.extend(text16.encode_utf16().flat_map(u16::to_le_bytes));
    std::fs::write(&pgn, bytes).unwrap();
    let o = annabella(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "en",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        "fen\n",
    );
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert!(!out.contains('\0'), "{out:?}");
    assert!(
        out.contains("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
        "{out}"
    );
}

/// The bad speech word and the port that cannot be opened are said in the
/// user's language, with no English inside the German sentence (they were
/// the speech crate's and the system's English words before).
#[test]
fn a_bad_speech_word_and_a_missing_port_are_said_in_german() {
    let dir = temp("badkeys-de");
    let file = dir.join("config.toml");
    std::fs::write(
        &file,
        "speech = \"loudspeaker\"\nboard = \"/nonexistent/ttyUSB9\"\n",
    )
    .unwrap();
    let o = annabella_in_locale(
        "de_DE.UTF-8",
        &["play", "--script", "-", "--config", file.to_str().unwrap()],
        "e4\n",
    );
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert!(
        out.contains("loudspeaker ist keine der Möglichkeiten: auto,"),
        "{out}"
    );
    assert!(out.contains("die Datei gibt es nicht"), "{out}");
    assert!(!out.contains("Unknown choice"), "{out}");
    assert!(!out.contains("No such file"), "{out}");
    let o = annabella_in_locale(
        "de_DE.UTF-8",
        &["play", "--script", "-", "--speech", "wav"],
        "",
    );
    let out = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(out.contains("wav braucht den Ordner"), "{out}");
    // A DGT board or a Dot Pad that cannot be opened: the reason in German.
    for option in ["--dgt", "--dotpad"] {
        let o = annabella_in_locale(
            "de_DE.UTF-8",
            &["play", "--script", "-", option, "/nonexistent/ttyUSB9"],
            "",
        );
        let out = text(&o);
        assert_eq!(o.status.code(), Some(2), "{out}");
        assert!(out.contains("die Datei gibt es nicht"), "{out}");
        assert!(!out.contains("No such file"), "{out}");
    }
}
