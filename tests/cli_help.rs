//! `annabella --help` and the help of every subcommand are in the UI
//! language: `--lang`, else the locale's; English stays clap's.

mod common;

use common::{annabella, annabella_in_locale, text};

#[test]
fn play_help_in_the_german_locale() {
    let o = annabella_in_locale("de_DE.UTF-8", &["play", "--help"], "");
    assert_eq!(o.status.code(), Some(0));
    let t = text(&o);
    assert!(
        t.contains("Eine Partie spielen: im Dialog oder nach einem Skript von Eingabezeilen"),
        "{t}"
    );
    assert!(t.contains("Aufruf: annabella play [OPTIONS]"), "{t}");
    assert!(t.contains("Optionen:"), "{t}");
    assert!(t.contains("Bedenkzeit, zum Beispiel"), "{t}");
    assert!(!t.contains("Usage:"), "{t}");
    assert!(!t.contains("Time control"), "{t}");
}

#[test]
fn play_help_in_russian_by_lang() {
    for args in [
        &["play", "--lang", "ru", "--help"][..],
        &["play", "--help", "--language=ru"][..],
        &["play", "-h", "--lang", "ru"][..],
    ] {
        let o = annabella(args, "");
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        let t = text(&o);
        assert!(
            t.contains("Сыграть партию: в диалоге или по сценарию из строк ввода"),
            "{t}"
        );
        assert!(t.contains("Использование: annabella play [OPTIONS]"), "{t}");
        assert!(t.contains("Параметры:"), "{t}");
        assert!(t.contains("Контроль времени, например"), "{t}");
        assert!(!t.contains("Options:"), "{t}");
    }
}

#[test]
fn the_lang_option_wins_over_the_locale() {
    let o = annabella_in_locale("de_DE.UTF-8", &["play", "--lang", "ru", "-h"], "");
    assert_eq!(o.status.code(), Some(0));
    let t = text(&o);
    assert!(t.contains("Параметры:"), "{t}");
    assert!(!t.contains("Optionen:"), "{t}");
}

#[test]
fn top_level_and_subcommand_help_in_the_russian_locale() {
    let o = annabella_in_locale("ru_RU.UTF-8", &["--help"], "");
    assert_eq!(o.status.code(), Some(0));
    let t = text(&o);
    assert!(
        t.contains("Шахматы для незрячих и слабовидящих игроков"),
        "{t}"
    );
    assert!(t.contains("Команды:"), "{t}");
    assert!(t.contains("-V, --version  Показать версию"), "{t}");
    let o = annabella_in_locale("ru_RU.UTF-8", &["help", "resume"], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(
        text(&o).contains("Продолжить незаконченную партию"),
        "{}",
        text(&o)
    );
    let o = annabella_in_locale("ru_RU.UTF-8", &["resume", "--help"], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o).contains("[по умолчанию: paused]"), "{}", text(&o));
}

#[test]
fn export_help_in_the_german_locale() {
    let o = annabella_in_locale("de_DE.UTF-8", &["export", "-h"], "");
    assert_eq!(o.status.code(), Some(0));
    let t = text(&o);
    assert!(t.contains("Argumente:"), "{t}");
    assert!(
        t.contains("Die Partie: ein Journal (journal.txt) oder eine PGN-Datei"),
        "{t}"
    );
}

#[test]
fn english_help_is_clap_s() {
    let o = annabella_in_locale("en_GB.UTF-8", &["play", "--help"], "");
    assert_eq!(o.status.code(), Some(0));
    let t = text(&o);
    assert!(t.contains("Usage: annabella play [OPTIONS]"), "{t}");
    assert!(t.contains("Possible values:"), "{t}");
    assert!(
        t.contains("- second: Today's Laws (7.5.5): the second completed illegal move loses"),
        "{t}"
    );
    assert!(t.contains("[alias: --language]"), "{t}");
}

#[test]
fn completions_and_manual_still_work() {
    let o = annabella_in_locale("de_DE.UTF-8", &["completions", "bash"], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o).contains("annabella"), "{}", text(&o));
    let o = annabella_in_locale("de_DE.UTF-8", &["man"], "");
    assert_eq!(o.status.code(), Some(0));
    let t = text(&o);
    assert!(t.contains(".TH annabella"), "{t}");
    // The manual page stays English (docs/languages.md).
    assert!(
        t.contains("Chess for blind and visually impaired players"),
        "{t}"
    );
}

#[test]
fn the_language_alias_still_sets_the_language() {
    // --language is no longer shown by clap in German help, but it is
    // still read: a German error for an unknown mode.
    let o = annabella(&["play", "--language", "de", "--mode", "fast"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o).contains("fast ist kein gültiger Wert für --mode."),
        "{}",
        text(&o)
    );
}
