//! Tests of issue 14, items 7 and 8 (words14): a language as data, the
//! command-line errors, the speech failures and the wording.

use shakmaty::{Color, Piece, Role};

use super::catalog::{Catalog, english};
use super::{AlgebraicNamer, Texts, texts};
use crate::cli_errors::CliError;
use crate::lang::Lang;
use crate::speech::SpeechError;

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
    assert_eq!(Lang::ALL.len(), crate::lang::LANGUAGES.len());
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
