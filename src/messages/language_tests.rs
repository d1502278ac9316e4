//! Tests of a language as data, and of the messages of the command-line
//! errors, the speech failures and the wording.

use shakmaty::{Color, Piece, Role};

use super::catalog::{Catalog, english};
use super::{AlgebraicNamer, Texts, texts};
use crate::cli_errors::CliError;
use laws::lang::Lang;
use speech::SpeechError;

/// A small French catalog: what it has is said in French, everything
/// else falls back to English, and nothing else is needed to load it.
const FRENCH: &str = r#"
colour-white = Blancs
    .lower = blanc
colour-black = Noirs
    .lower = noir
role-king = roi
    .gender = masculine
on-square = Un { $piece } { $c-lower } est sur { $square }.
square-empty = { $square } est vide.
no-board = Aucun plateau à picots n'est branché.
cli-missing-value = { $arg } demande une valeur.
"#;

#[test]
fn a_small_extra_catalog_is_a_language() {
    let (fr, problems) = Catalog::load("fr", FRENCH, Some(english()));
    assert!(problems.0.is_empty(), "{problems:?}");
    let fr: &'static dyn Texts = Box::leak(Box::new(fr));
    let n = AlgebraicNamer(fr);
    assert_eq!(fr.no_board(), "Aucun plateau à picots n'est branché.");
    assert_eq!(fr.on_square("e4", None, &n), "e4 est vide.");
    assert_eq!(
        fr.on_square(
            "e7",
            Some(Piece {
                color: Color::Black,
                role: Role::King
            }),
            &n
        ),
        "Un roi noir est sur e7."
    );
    assert_eq!(
        fr.cli_error(&CliError::MissingValue {
            arg: "--time".into()
        }),
        "--time demande une valeur."
    );
    // Not translated yet: English, not an id or an empty line.
    assert_eq!(
        fr.cli_error(&CliError::MissingSubcommand),
        texts(Lang::En).cli_error(&CliError::MissingSubcommand)
    );
    let _ = super::catalog::take_problems();
}

#[test]
fn every_registered_language_has_a_catalog_and_a_lang() {
    assert_eq!(Lang::ALL.len(), laws::lang::LANGUAGES.len());
    for l in Lang::ALL {
        assert!(
            super::catalog::source(l.code()).contains("colour-white"),
            "{l}"
        );
    }
}

#[test]
fn speech_failures_are_said_without_english() {
    let e = SpeechError::NoAnswer {
        backend: "speech-dispatcher".into(),
    };
    assert_eq!(
        texts(Lang::De).speech_error(&e),
        "speech-dispatcher antwortet nicht"
    );
    assert_eq!(
        texts(Lang::Ru).speech_error(&e),
        "speech-dispatcher не отвечает"
    );
    assert_eq!(texts(Lang::En).speech_error(&e), e.to_string());
}

#[test]
fn command_line_errors_in_three_languages() {
    let e = CliError::InvalidValue {
        arg: "--mode".into(),
        value: "fast".into(),
        allowed: vec!["standard".into(), "rapid".into(), "blitz".into()],
    };
    assert_eq!(
        texts(Lang::En).cli_error(&e),
        "fast is not a valid value for --mode. Expected standard, rapid or blitz."
    );
    assert_eq!(
        texts(Lang::De).cli_error(&e),
        "fast ist kein gültiger Wert für --mode. Erwartet: standard, rapid oder blitz."
    );
    assert_eq!(
        texts(Lang::Ru).cli_error(&e),
        "fast не подходит как значение --mode. Ожидается: standard, rapid или blitz."
    );
    let unknown = CliError::UnknownArgument {
        arg: "--bogus".into(),
        suggestion: None,
    };
    assert_eq!(
        texts(Lang::De).cli_error(&unknown),
        "--bogus ist keine Option dieses Befehls."
    );
    assert_eq!(texts(Lang::De).cli_help_hint(""), "Hilfe: annabella --help");
    assert_eq!(
        texts(Lang::Ru).cli_help_hint("play"),
        "Справка: annabella play --help"
    );
}

#[test]
fn own_pieces_are_defended() {
    let n = AlgebraicNamer(texts(Lang::De));
    let items = [(Role::Knight, "f3".to_string())];
    assert_eq!(
        texts(Lang::De).defenders(Color::White, "e5", &items, &n),
        "Weiß deckt e5 mit Springer f3."
    );
    assert_eq!(
        texts(Lang::De).attackers(Color::White, "e5", &items, &n),
        "Weiß greift e5 mit Springer f3 an."
    );
    let n = AlgebraicNamer(texts(Lang::En));
    assert_eq!(
        texts(Lang::En).defenders(Color::Black, "e5", &[], &n),
        "No black piece defends e5."
    );
}

#[test]
fn illegal_moves_are_counted_in_words() {
    assert_eq!(
        texts(Lang::De).illegal_completed(Color::White, 1),
        "Erster regelwidriger Zug von Weiß."
    );
    assert_eq!(
        texts(Lang::En).illegal_completed(Color::Black, 2),
        "Second illegal move by Black."
    );
}

/// Every message of a bad time control, the command line, a game that
/// cannot be set up or begin and the settings file, every variant, in
/// every language: found in the language's own catalog, with every
/// variable it uses given.
#[test]
fn every_setup_and_start_message_formats_in_every_language() {
    use crate::cli_errors::{Device, StartError};
    use crate::errors::SetupError;
    use crate::errors::{ConfigNote, LeftOutWhy};
    use laws::clock::ParseErrorKind as K;
    let _ = super::catalog::take_problems();
    let kinds = [
        K::Empty,
        K::UnexpectedChar {
            found: '!',
            position: 2,
        },
        K::UnknownWord { word: "abc".into() },
        K::ExpectedTime { position: 0 },
        K::ExpectedMoveCount { position: 3 },
        K::Trailing { position: 4 },
        K::ZeroMoves,
        K::TooLarge,
        K::Sandclock,
        K::PeriodAfterSuddenDeath,
        K::MissingBaseTime,
        K::ZeroBaseTime,
    ];
    let cli = [
        CliError::UnknownArgument {
            arg: "--x".into(),
            suggestion: Some("--y".into()),
        },
        CliError::UnknownSubcommand {
            name: "x".into(),
            suggestion: None,
        },
        CliError::MissingValue { arg: "--x".into() },
        CliError::InvalidValue {
            arg: "--x".into(),
            value: "v".into(),
            allowed: vec![],
        },
        CliError::MissingRequired {
            args: vec!["FILES".into()],
        },
        CliError::MissingSubcommand,
        CliError::Conflict {
            arg: "--x".into(),
            other: Some("--y".into()),
        },
        CliError::Conflict {
            arg: "--x".into(),
            other: None,
        },
        CliError::NotText,
        CliError::Other { arg: None },
        CliError::Other {
            arg: Some("--x".into()),
        },
    ];
    let setup = [
        SetupError::BadFen("w".into()),
        SetupError::BadPgn("w".into()),
        SetupError::BadBraille("w".into()),
        SetupError::BadVocabulary {
            choice: "w".into(),
            why: "w".into(),
            kind: None,
        },
        SetupError::BadWarnings("w".into()),
        SetupError::BadBlind("w".into()),
        SetupError::BadOperator("w".into()),
        SetupError::OperatorNeedsBlind,
        SetupError::UnknownNotation("xx".into()),
        SetupError::BadQuickplay(crate::errors::QuickplaySetupError::Unknown("w".into())),
        SetupError::BadQuickplay(crate::errors::QuickplaySetupError::UnknownArbiter(
            "w".into(),
        )),
        SetupError::BadQuickplay(crate::errors::QuickplaySetupError::NotApplicable(
            laws::clock::quickplay::NotApplicable::Blitz,
        )),
    ];
    let start = [
        StartError::DeviceNotOpened {
            device: Device::PinBoard,
            port: "p".into(),
            why: "w".into(),
        },
        StartError::DeviceNotOpened {
            device: Device::DotPad,
            port: "p".into(),
            why: "w".into(),
        },
        StartError::DeviceNotOpened {
            device: Device::Dgt,
            port: "p".into(),
            why: "w".into(),
        },
        StartError::FolderHoldsEmptyJournal {
            folder: "f".into(),
            journal: "j".into(),
        },
        StartError::FolderHoldsScore {
            folder: "f".into(),
            file: "g".into(),
        },
        StartError::FolderHoldsGame {
            folder: "f".into(),
            journal: "j".into(),
        },
        StartError::NoGameFolder { why: "w".into() },
        StartError::NoDataFolder,
        StartError::JournalNotWritable {
            folder: "f".into(),
            why: "w".into(),
        },
        StartError::RecordingExists { path: "p".into() },
        StartError::RecordingNotWritable {
            path: "p".into(),
            why: "w".into(),
        },
        StartError::ScriptUnreadable {
            path: "p".into(),
            why: "w".into(),
        },
        StartError::NoUnfinishedGame,
        StartError::CannotResume {
            path: "p".into(),
            why: "w".into(),
        },
        StartError::ResumedGameNotKept {
            folder: "f".into(),
            why: "w".into(),
        },
        StartError::NoJournalInFolder { folder: "f".into() },
    ];
    let notes = [
        ConfigNote::Unreadable {
            file: "f".into(),
            why: "w".into(),
        },
        ConfigNote::NotToml {
            file: "f".into(),
            why: "w".into(),
        },
        ConfigNote::UnknownKey {
            file: "f".into(),
            key: "k".into(),
        },
        ConfigNote::LeftOut {
            file: "f".into(),
            key: "k".into(),
            why: LeftOutWhy::Announce("medium".into()),
        },
        ConfigNote::LeftOut {
            file: "f".into(),
            key: "lang".into(),
            why: LeftOutWhy::Lang(laws::lang::ParseLangError { input: "xx".into() }),
        },
        ConfigNote::LeftOut {
            file: "f".into(),
            key: "k".into(),
            why: LeftOutWhy::Setup(SetupError::OperatorNeedsBlind),
        },
    ];
    for lang in Lang::ALL {
        let t = texts(lang);
        let mut said = Vec::new();
        for k in &kinds {
            said.push(t.time_control_error(&laws::clock::ParseTimeControlError {
                input: "x".into(),
                kind: k.clone(),
            }));
        }
        said.extend(cli.iter().map(|e| t.cli_error(e)));
        said.push(t.cli_help_hint("play"));
        said.push(t.cli_help_hint(""));
        said.extend(setup.iter().map(|e| t.setup_error(e)));
        said.extend(start.iter().map(|e| t.start_error(e)));
        said.extend(notes.iter().map(|n| t.config_note(n)));
        for s in &said {
            assert!(!s.is_empty() && !s.contains("{"), "{lang}: {s}");
        }
        let problems = super::catalog::take_problems();
        assert!(problems.is_empty(), "{lang}: {problems:?}");
    }
}

/// A fraction of a pawn is written as each language writes decimals (a
/// German screen reader reads "0.6" as "null Punkt sechs"), and the
/// moves are the vocabulary's words, spoken in its language.
#[test]
fn the_pawns_an_analysis_lost_are_written_as_the_language_writes_them() {
    use super::JudgedMove;
    let judged = |loss| JudgedMove {
        number: 2,
        side: Color::White,
        played: "Dame David eins Hektor fünf",
        mark: engine::judge::Mark::Inaccuracy,
        loss,
        better: "Springer Gustav eins Felix drei",
        lang: Lang::De,
    };
    let de = texts(Lang::De).analysis_move(&judged(60));
    assert_eq!(
        de.text(),
        "Zug 2, Weiß, Dame David eins Hektor fünf: eine Ungenauigkeit, 0,6 Bauern verloren; besser war Springer Gustav eins Felix drei."
    );
    let en = texts(Lang::En).analysis_move(&judged(100));
    assert!(en.text().contains(", 1 pawn lost;"), "{}", en.text());
    assert!(
        en.parts()
            .iter()
            .any(|p| p.lang == Some(Lang::De) && p.text == "Dame David eins Hektor fünf"),
        "{en:?}"
    );
    let en = texts(Lang::En).analysis_move(&judged(60));
    assert!(en.text().contains(", 0.6 pawns lost;"), "{}", en.text());
    let ru = texts(Lang::Ru).analysis_move(&judged(60));
    assert!(ru.text().contains("0,6;"), "{}", ru.text());
}
