//! Failures of the user's files said in the user's language: a PGN file
//! or a vocabulary that cannot be read, an empty journal, a manual that
//! cannot be written. They used to be English in every language (or, for
//! the empty journal, "neither a journal nor an envelope").

mod common;

use common::Temp;

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn a_pgn_file_that_cannot_be_read_is_said_in_german() {
    let o = common::annabella_in_locale(
        "de_DE.UTF-8",
        &["play", "--script", "-", "--pgn", "/nonexistent/game.pgn"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("Die PGN-Datei /nonexistent/game.pgn lässt sich nicht lesen"),
        "{err}"
    );
    // --lang after --pgn chooses the language too.
    let o = common::annabella(
        &[
            "play",
            "--script",
            "-",
            "--pgn",
            "/nonexistent/game.pgn",
            "--lang",
            "ru",
        ],
        "",
    );
    assert!(
        stderr(&o).contains("Файл PGN /nonexistent/game.pgn"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_vocabulary_that_cannot_be_used_is_said_in_german_on_one_line() {
    let t = Temp::new("vocab-unusable");
    let file = t.path("words.toml");
    std::fs::write(&file, "xx\n").unwrap();
    let o = common::annabella_in_locale(
        "de_DE.UTF-8",
        &["play", "--script", "-", "--vocabulary", &file],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains(&format!("das Vokabular {file} ist nicht verwendbar")),
        "{err}"
    );
    assert!(err.contains("Wählen Sie de, ru, en, nato"), "{err}");
    assert!(
        !err.contains("cannot be used") && !err.contains("expected de"),
        "{err}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

#[test]
fn an_empty_journal_is_said_plainly_with_what_to_do() {
    let t = Temp::new("empty-journal");
    let dir = t.0.join("game");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("journal.txt"), "").unwrap();
    let d = dir.display().to_string();
    let o = common::annabella_in_locale("de_DE.UTF-8", &["resume", &d], "");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("das Protokoll ist leer"), "{err}");
    assert!(err.contains("Löschen Sie den Ordner"), "{err}");
    let o = common::annabella(&["resume", &d], "");
    let err = stderr(&o);
    assert!(err.contains("the journal is empty"), "{err}");
    assert!(!err.contains("neither"), "{err}");
}

#[test]
fn a_manual_that_cannot_be_written_is_said_in_german() {
    let t = Temp::new("manual-unwritable");
    let file = t.0.join("file");
    std::fs::write(&file, "").unwrap();
    let under = file.join("man").display().to_string();
    let o = common::annabella_in_locale("de_DE.UTF-8", &["man", "--dir", &under], "");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("Das Handbuch lässt sich nicht schreiben"),
        "{err}"
    );
}

/// `export`, `analyse` and `hear` say a game or vocabulary they cannot
/// read in the user's language too, with the system's reason worded.
#[test]
fn export_analyse_and_hear_say_unreadable_files_in_german() {
    let t = Temp::new("export-unreadable");
    let de = |args: &[&str]| {
        let o = common::annabella_in_locale("de_DE.UTF-8", args, "");
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        stderr(&o)
    };
    let err = de(&["export", "/nonexistent/game.pgn"]);
    assert!(
        err.contains(
            "Die PGN-Datei /nonexistent/game.pgn lässt sich nicht lesen: die Datei gibt es nicht"
        ),
        "{err}"
    );
    let garbage = t.path("garbage.pgn");
    std::fs::write(&garbage, "garbage\n").unwrap();
    let err = de(&["export", &garbage]);
    assert!(err.contains("Die PGN-Datei ist nicht lesbar"), "{err}");
    assert!(!err.contains("cannot be read"), "{err}");
    let err = de(&["analyse", "/nonexistent/game.pgn"]);
    assert!(err.contains("die Datei gibt es nicht"), "{err}");
    assert!(!err.contains("os error"), "{err}");
    let err = de(&["hear", "--vocabulary", "/nonexistent/words.toml", "x.wav"]);
    assert!(
        err.contains(
            "das Vokabular /nonexistent/words.toml ist nicht verwendbar: die Datei gibt es nicht"
        ),
        "{err}"
    );
}

/// `export` says what it wrote, and a file it would not overwrite, in the
/// user's language; the file is kept.
#[test]
fn export_says_what_it_wrote_and_refused_in_german() {
    let t = Temp::new("export-written");
    let game = t.path("game.pgn");
    std::fs::write(&game, "1. e4 e5 *\n").unwrap();
    let taken = t.path("taken.pgn");
    std::fs::write(&taken, "mine").unwrap();
    let o = common::annabella_in_locale("de_DE.UTF-8", &["export", &game, "--pgn", &taken], "");
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(
        err.contains(&format!(
            "Die Datei {taken} gibt es schon; sie wurde nicht überschrieben."
        )),
        "{err}"
    );
    assert!(
        err.lines()
            .any(|l| l == "Oder fügen Sie --overwrite hinzu, um sie zu ersetzen."),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&taken).unwrap(), "mine");
    let fresh = t.path("fresh.pgn");
    let o = common::annabella_in_locale("de_DE.UTF-8", &["export", &game, "--pgn", &fresh], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.lines().any(|l| l == format!("Geschrieben: {fresh}")),
        "{out}"
    );
    assert!(
        std::fs::read_to_string(&fresh)
            .unwrap()
            .contains("1. e4 e5")
    );
}
