//! Plural forms, the BRLTTY display recorded in the game's settings and
//! connected again on resume, BRLTTY errors in the user's language.

mod common;

use annabella::messages::texts;
use laws::lang::Lang;

#[test]
fn resumed_after_one_half_move_is_singular_in_every_language() {
    let en = texts(Lang::En);
    assert_eq!(
        en.resumed(1),
        "Game resumed from the journal after 1 half-move."
    );
    assert_eq!(
        en.resumed(3),
        "Game resumed from the journal after 3 half-moves."
    );
    let de = texts(Lang::De);
    assert_eq!(
        de.resumed(1),
        "Partie aus dem Protokoll fortgesetzt, nach 1 Halbzug."
    );
    assert_eq!(
        de.resumed(2),
        "Partie aus dem Protokoll fortgesetzt, nach 2 Halbzügen."
    );
    let ru = texts(Lang::Ru);
    assert_eq!(
        ru.resumed(1),
        "Партия восстановлена из журнала; сделан 1 полуход."
    );
    assert_eq!(
        ru.resumed(21),
        "Партия восстановлена из журнала; сделан 21 полуход."
    );
    assert_eq!(
        ru.resumed(3),
        "Партия восстановлена из журнала; сделано 3 полухода."
    );
    assert_eq!(
        ru.resumed(5),
        "Партия восстановлена из журнала; сделано 5 полуходов."
    );
    assert_eq!(
        ru.resumed(11),
        "Партия восстановлена из журнала; сделано 11 полуходов."
    );
}

/// A journal of a game played with a BRLTTY display (`play --brltty`),
/// in `lang`, without moves.
fn journal_with_brltty(temp: &common::Temp, lang: Lang, brltty: bool) -> String {
    let settings = annabella::settings::Settings {
        lang: Some(lang),
        brltty,
        ..Default::default()
    };
    let dir = temp.0.join("game");
    drop(annabella::gamelog::GameLog::create(&dir, &settings).expect("journal"));
    dir.join(annabella::gamelog::JOURNAL_FILE)
        .display()
        .to_string()
}

/// A build without BRLTTY resumes a game played with a display: it says
/// so, and the game goes on.
#[cfg(not(feature = "brltty"))]
#[test]
fn resume_says_this_build_has_no_brltty_when_the_game_had_a_display() {
    let temp = common::Temp::new("polish-resume-brltty");
    let journal = journal_with_brltty(&temp, Lang::En, true);
    let out = common::annabella(&["resume", &journal, "--script", "-"], "e4\nmoves\n");
    let text = common::text(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains(
            "The braille display cannot be connected again: this annabella was built without BRLTTY support"
        ) && text.contains("The game goes on without it."),
        "{text}"
    );
    assert!(text.contains("1. e4"), "the game goes on: {text}");

    // In the game's language.
    let temp = common::Temp::new("polish-resume-brltty-de");
    let journal = journal_with_brltty(&temp, Lang::De, true);
    let out = common::annabella(&["resume", &journal, "--script", "-"], "");
    let text = common::text(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("Die Braillezeile lässt sich nicht wieder verbinden: dieses annabella wurde ohne BRLTTY-Unterstützung gebaut"),
        "{text}"
    );

    // A game played without a display is resumed without a word of one.
    let temp = common::Temp::new("polish-resume-no-brltty");
    let journal = journal_with_brltty(&temp, Lang::En, false);
    let out = common::annabella(&["resume", &journal, "--script", "-"], "");
    let text = common::text(&out);
    assert!(out.status.success(), "{text}");
    assert!(!text.contains("braille display"), "{text}");
}

/// `play --brltty` that cannot use the display says why in the user's
/// language.
#[cfg(not(feature = "brltty"))]
#[test]
fn play_brltty_refused_in_the_users_language() {
    let out = common::annabella_in_locale(
        "de_DE.UTF-8",
        &["play", "--brltty", "--script", "-"],
        "e4\n",
    );
    let text = common::text(&out);
    assert!(!out.status.success(), "{text}");
    assert!(
        text.contains("Die Braillezeile lässt sich nicht benutzen: dieses annabella wurde ohne BRLTTY-Unterstützung gebaut"),
        "{text}"
    );
    let out = common::annabella_in_locale(
        "ru_RU.UTF-8",
        &["play", "--brltty", "--script", "-"],
        "e4\n",
    );
    let text = common::text(&out);
    assert!(
        text.contains(
            "Брайлевский дисплей недоступен: эта сборка annabella не поддерживает BRLTTY"
        ),
        "{text}"
    );
}

/// The cause of a BRLTTY error is said in the user's language around
/// libbrlapi's own words.
#[test]
fn brltty_errors_are_rendered_from_the_catalogs() {
    use devices::brltty::DisplayError;
    let connect = DisplayError::Connect("connect: Connection refused".into());
    assert_eq!(
        texts(Lang::En).brltty_why(&connect),
        "BRLTTY cannot be reached (connect: Connection refused)"
    );
    assert_eq!(
        texts(Lang::De).brltty_why(&connect),
        "BRLTTY ist nicht erreichbar (connect: Connection refused)"
    );
    let t = texts(Lang::Ru);
    assert_eq!(
        t.brltty_lost(&t.brltty_why(&DisplayError::Lost("broken pipe".into()))),
        "Брайлевский дисплей больше недоступен: broken pipe. Партия продолжается без него."
    );
}

/// With the feature, a resumed game whose BRLTTY cannot be reached says
/// so, and goes on.
#[cfg(feature = "brltty")]
#[test]
fn resume_says_when_the_recorded_display_cannot_be_reached() {
    let temp = common::Temp::new("polish-resume-brltty-away");
    let journal = journal_with_brltty(&temp, Lang::En, true);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["resume", &journal, "--script", "-"])
        .env("BRLAPI_HOST", "127.0.0.1:999")
        .env("LANG", "C")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("annabella runs");
    let text = common::text(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("The braille display cannot be connected again: BRLTTY cannot be reached (")
            && text.contains("The game goes on without it."),
        "{text}"
    );
}

/// `resume` given the game's folder (as a player would, after looking
/// where the game is kept) resumes the journal in it; before, it said
/// only "Is a directory".
#[test]
fn resume_takes_the_game_folder_for_its_journal() {
    let temp = common::Temp::new("polish-resume-folder");
    let dir = temp.0.join("game");
    let dir_arg = dir.display().to_string();
    let out = common::annabella(
        &["play", "--game-dir", &dir_arg, "--script", "-"],
        "e4\ne5\n",
    );
    assert!(out.status.success(), "{}", common::text(&out));
    let out = common::annabella(&["resume", &dir_arg, "--script", "-"], "Nf3\nmoves\n");
    let text = common::text(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("after 2 half-moves"), "{text}");
    assert!(text.contains("2. Nf3"), "{text}");
    // A folder without a game says what to give instead.
    let empty = temp.0.join("empty");
    std::fs::create_dir_all(&empty).expect("folder");
    let out = common::annabella(&["resume", &empty.display().to_string()], "");
    let text = common::text(&out);
    assert!(!out.status.success(), "{text}");
    assert!(
        text.contains("holds no game journal. Name the journal file or the folder of a game"),
        "{text}"
    );
}

/// A build without the feature listen resumes a game that was heard: it
/// says so, and the game goes on with keys.
#[cfg(not(feature = "listen"))]
#[test]
fn resume_says_this_build_cannot_listen_when_the_game_was_heard() {
    let temp = common::Temp::new("polish-resume-listen");
    let settings = annabella::settings::Settings {
        lang: Some(Lang::En),
        listen: Some(annabella::settings::ListenSettings {
            engine: "pocketsphinx".into(),
            confirm: "unsure".into(),
        }),
        ..Default::default()
    };
    let dir = temp.0.join("game");
    drop(annabella::gamelog::GameLog::create(&dir, &settings).expect("journal"));
    let journal = dir
        .join(annabella::gamelog::JOURNAL_FILE)
        .display()
        .to_string();
    let out = common::annabella(&["resume", &journal, "--script", "-"], "e4\nmoves\n");
    let text = common::text(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains(
            "This build cannot listen with microphone. Build annabella with the feature listen.\nMoves are typed.\n"
        ),
        "{text}"
    );
    assert!(text.contains("1. e4"), "the game goes on: {text}");
}
