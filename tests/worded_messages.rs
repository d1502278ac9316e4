//! Messages that say what is wrong, in the user's language: a file where
//! a folder is wanted and the other way round, a garbage envelope, marks
//! alone, a board number below one, a date or a chance that is none, and
//! manual pages that would be replaced.

mod common;

use common::{annabella, annabella_in_locale, text};

/// A folder of the test's own, removed when it ends.
fn temp(name: &str) -> common::Temp {
    common::Temp::new(&format!("worded-{name}"))
}

#[test]
fn a_game_dir_that_is_a_file_is_said_so() {
    let dir = temp("gamedir");
    let file = dir.join("afile");
    std::fs::write(&file, "x").unwrap();
    let f = file.to_str().unwrap();
    let o = annabella(
        &["play", "--script", "-", "--lang", "en", "--game-dir", f],
        "e4\n",
    );
    let out = text(&o);
    assert!(
        out.contains(&format!("{f} is a file, not a folder")),
        "{out}"
    );
    assert!(!out.contains("os error"), "{out}");
    let o = annabella(
        &["play", "--script", "-", "--lang", "de", "--game-dir", f],
        "",
    );
    assert!(
        text(&o).contains(&format!("{f} ist eine Datei, kein Ordner")),
        "{}",
        text(&o)
    );
    assert_eq!(std::fs::read(&file).unwrap(), b"x");
    // A folder that cannot be made under a file: the system's reason in
    // German too, not its English words.
    let under = format!("{f}/sub");
    let o = annabella(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "de",
            "--game-dir",
            &under,
        ],
        "",
    );
    let out = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(
        out.contains("ein Teil des Pfads ist eine Datei, kein Ordner"),
        "{out}"
    );
    assert!(!out.contains("os error"), "{out}");
}

#[test]
fn a_scoresheet_or_script_that_is_a_folder_is_said_so() {
    let dir = temp("folders");
    let d = dir.to_str().unwrap();
    let o = annabella(
        &["play", "--script", "-", "--lang", "de"],
        &format!("e4\nscoresheet {d}\n"),
    );
    let out = text(&o);
    assert!(
        out.contains(&format!("{d} ist ein Ordner, keine Datei")),
        "{out}"
    );
    assert!(!out.contains("gibt es schon"), "{out}");
    let o = annabella(&["play", "--script", d, "--lang", "ru"], "");
    let out = text(&o);
    assert!(
        out.contains(&format!("Сценарий {d} не удаётся прочитать: {d} — папка")),
        "{out}"
    );
}

#[test]
fn a_garbage_envelope_is_said_to_be_no_envelope_either() {
    let dir = temp("envelope");
    let file = dir.join("envelope.txt");
    std::fs::write(&file, "garbage\n").unwrap();
    let o = annabella(&["resume", file.to_str().unwrap(), "--script", "-"], "");
    let out = text(&o);
    assert!(out.contains("nor an adjournment envelope"), "{out}");
}

#[test]
fn marks_alone_are_no_move_of_white() {
    let o = annabella(&["play", "--script", "-", "--lang", "en"], "e4\n..\n");
    let out = text(&o);
    assert!(!out.contains("That is a move of White"), "{out}");
    assert!(
        out.contains("'..' is neither a move nor a command"),
        "{out}"
    );
}

#[test]
fn bad_option_values_are_refused_with_the_reason() {
    let o = annabella(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "en",
            "--board-number",
            "-1",
        ],
        "",
    );
    let out = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(
        out.contains("a board number is a whole number from 1"),
        "{out}"
    );
    assert!(!out.contains("is not an option"), "{out}");
    let o = annabella(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "de",
            "--date",
            "yesterday",
        ],
        "",
    );
    let out = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(
        out.contains("yesterday ist für --date nicht zu gebrauchen"),
        "{out}"
    );
    let o = annabella(&["play", "--script", "-", "--date", "2026.??.??"], "e4\n");
    assert!(o.status.success(), "{}", text(&o));
    let o = annabella_in_locale("ru_RU.UTF-8", &["board-sim", "--line-noise", "NaN"], "");
    let out = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(out.contains("вероятность — число от 0 до 1"), "{out}");
}

#[test]
fn manual_pages_there_are_not_replaced_without_force() {
    let dir = temp("man");
    let d = dir.to_str().unwrap();
    let page = dir.join("annabella.1");
    std::fs::write(&page, "my own page").unwrap();
    let o = annabella(&["man", "--dir", d], "");
    let out = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(out.contains("annabella.1"), "{out}");
    assert!(out.contains("--force"), "{out}");
    assert_eq!(std::fs::read_to_string(&page).unwrap(), "my own page");
    let o = annabella(&["man", "--dir", d, "--force"], "");
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert!(out.contains("Replaced: annabella.1"), "{out}");
    assert!(std::fs::read_to_string(&page).unwrap().contains(".TH"));
}
