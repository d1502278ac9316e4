//! Command-line errors are said in the UI language: `--lang`, else the
//! locale's; the exit code stays 2.

mod common;

use common::{annabella, annabella_in_locale, text};

#[test]
fn unknown_option_in_the_german_locale() {
    let o = annabella_in_locale("de_DE.UTF-8", &["play", "--bogus"], "");
    assert_eq!(o.status.code(), Some(2));
    let t = text(&o);
    assert!(
        t.contains("--bogus ist keine Option dieses Befehls."),
        "{t}"
    );
    assert!(t.contains("Hilfe: annabella play --help"), "{t}");
    assert!(!t.contains("error:"), "{t}");
    assert!(!t.contains("unexpected argument"), "{t}");
}

#[test]
fn a_near_spelling_is_suggested_in_the_chosen_language() {
    let o = annabella(&["play", "--lang", "de", "--tim", "5"], "");
    assert_eq!(o.status.code(), Some(2));
    let t = text(&o);
    assert!(
        t.contains("--tim ist keine Option dieses Befehls. Gemeint ist vielleicht --time."),
        "{t}"
    );
}

#[test]
fn missing_value_in_russian() {
    let o = annabella(&["play", "--lang", "ru", "--time"], "");
    assert_eq!(o.status.code(), Some(2));
    let t = text(&o);
    assert!(t.contains("Параметру --time нужно значение."), "{t}");
    assert!(t.contains("Справка: annabella play --help"), "{t}");
}

#[test]
fn invalid_value_lists_the_allowed_ones() {
    let o = annabella(&["play", "--language=de", "--mode", "fast"], "");
    assert_eq!(o.status.code(), Some(2));
    let t = text(&o);
    assert!(
        t.contains("fast ist kein gültiger Wert für --mode. Erwartet: standard, rapid oder blitz."),
        "{t}"
    );
    let o = annabella(&["play", "--lang", "ru", "--line-width", "x"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o).contains("x не подходит как значение --line-width."),
        "{}",
        text(&o)
    );
}

#[test]
fn a_bad_time_control_is_said_in_german() {
    let o = annabella(
        &["play", "--lang", "de", "--time", "abc", "--script", "-"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let t = text(&o);
    assert!(t.contains("Die Bedenkzeit abc ist nicht lesbar"), "{t}");
    assert!(t.contains("Beispiele: 90/40+30+30s"), "{t}");
    assert!(!t.contains("cannot"), "{t}");
}

#[test]
fn english_in_the_c_locale_and_unknown_command() {
    let o = annabella(&["plya"], "");
    assert_eq!(o.status.code(), Some(2));
    let t = text(&o);
    assert!(
        t.contains("annabella has no command plya. Did you mean play?"),
        "{t}"
    );
    assert!(t.contains("Help: annabella --help"), "{t}");
}

#[test]
fn help_and_version_still_succeed() {
    let o = annabella(&["--version"], "");
    assert_eq!(o.status.code(), Some(0));
    let o = annabella_in_locale("de_DE.UTF-8", &["play", "--help"], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o).contains("--time"));
}

#[test]
fn start_errors_are_said_in_the_ui_language() {
    let o = annabella(
        &[
            "play",
            "--lang",
            "de",
            "--script",
            "/nonexistent/script.txt",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let t = text(&o);
    assert!(
        t.contains("Das Skript /nonexistent/script.txt lässt sich nicht lesen"),
        "{t}"
    );
    let dir = common::Temp::new("cli-errors-folder");
    let folder = dir.path("game");
    // A folder that holds a game: one move played there.
    let first = annabella(&["play", "--game-dir", &folder, "--script", "-"], "e4\n");
    assert!(first.status.success(), "{}", text(&first));
    let o = annabella(
        &[
            "play",
            "--lang",
            "ru",
            "--game-dir",
            &folder,
            "--script",
            "-",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let t = text(&o);
    assert!(t.contains("уже есть партия"), "{t}");
    assert!(t.contains("annabella resume"), "{t}");
}

#[test]
fn settings_file_notes_are_said_in_its_language() {
    let dir = common::Temp::new("cli-errors-config");
    let config = dir.path("config.toml");
    std::fs::write(&config, "lang = \"de\"\nbogus = 1\nwarn = \"soon\"\n").expect("written");
    let o = annabella(&["play", "--config", &config, "--script", "-"], "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let t = text(&o);
    assert!(t.contains("unbekannter Schlüssel bogus ausgelassen"), "{t}");
    assert!(
        t.contains("warn ausgelassen. soon ist keine Liste von Zeiten."),
        "{t}"
    );
    assert!(!t.contains("Settings file"), "{t}");
    // The command line's language wins over the file's.
    let o = annabella(
        &["play", "--config", &config, "--lang", "ru", "--script", "-"],
        "",
    );
    assert!(
        text(&o).contains("неизвестный ключ bogus пропущен"),
        "{}",
        text(&o)
    );
}

/// A journal that cannot be resumed is explained in the UI language, with
/// no English sentence inside (it said "the journal cannot be read" in a
/// German sentence before).
#[test]
fn a_journal_that_cannot_be_resumed_is_explained_in_german() {
    let dir = common::Temp::new("resume-de");
    let missing = dir.path("no-such-journal.txt");
    let o = annabella_in_locale("de_DE.UTF-8", &["resume", &missing], "");
    assert!(!o.status.success());
    let t = text(&o);
    assert!(
        t.contains("lässt sich nicht fortsetzen: das Protokoll lässt sich nicht lesen"),
        "{t}"
    );
    assert!(!t.contains("cannot be read"), "{t}");

    let not_journal = dir.path("notes.txt");
    std::fs::write(&not_journal, "just some notes\n").unwrap();
    let o = annabella_in_locale("ru_RU.UTF-8", &["resume", &not_journal], "");
    let t = text(&o);
    assert!(t.contains("этот файл не журнал партии annabella"), "{t}");
    assert!(!t.contains("not an annabella"), "{t}");
}

/// `--microphone` names what listens only with `--listen`: alone, or with
/// `--listen-from` (whose files stand for the microphone), it is refused
/// in words instead of being ignored, and no game starts.
#[test]
fn a_microphone_without_listening_is_refused_not_ignored() {
    let o = annabella(&["play", "--microphone", "USB"], "e4\n");
    assert_eq!(o.status.code(), Some(2));
    let t = text(&o);
    assert!(t.contains("Missing: --listen"), "{t}");
    assert!(!t.contains("Bauer Eva zwei Eva vier"), "{t}");
    let o = annabella(
        &[
            "play",
            "--listen",
            "pocketsphinx",
            "--listen-from",
            "wavs",
            "--microphone",
            "USB",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("--microphone"), "{}", text(&o));
}

/// `hear` plays no game: what keeps it from hearing is said without
/// "Moves are typed", in the system's language, and it fails. (A build
/// without the feature `listen` says it cannot listen; one with it, that
/// the model is not there.)
#[test]
fn hear_without_a_recogniser_says_why_and_no_game_sentence() {
    for (locale, keys) in [
        ("en_US.UTF-8", "Moves are typed"),
        ("de_DE.UTF-8", "Züge werden getippt"),
        ("ru_RU.UTF-8", "Ходы вводятся"),
    ] {
        let o = annabella_in_locale(
            locale,
            &[
                "hear",
                "--listen",
                "pocketsphinx:/nonexistent/model",
                "e4.wav",
            ],
            "",
        );
        let t = text(&o);
        assert!(!o.status.success(), "{t}");
        assert!(t.contains("pocketsphinx"), "{t}");
        assert!(!t.contains(keys), "{locale}: {t}");
    }
}
