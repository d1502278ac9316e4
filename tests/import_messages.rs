//! What a user hears when a game cannot be taken over from a PGN file or a
//! FEN: sentences in the user's language, never Rust's debug output or the
//! parser's English.

use std::fs;
use std::path::Path;

use annabella::errors::SetupError;
use annabella::session::{Session, SessionOptions};
use laws::lang::Lang;

fn import(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/import")
        .join(name);
    fs::read_to_string(path).unwrap()
}

fn setup_error(opts: SessionOptions) -> String {
    match Session::new(&opts) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("the set-up should be refused"),
    }
}

#[test]
fn a_game_played_on_after_its_end_says_so() {
    let msg = setup_error(SessionOptions {
        pgn_text: Some(import("dead-position-played-on.pgn")),
        ..SessionOptions::default()
    });
    assert!(!msg.contains("GameOver") && !msg.contains('{'), "{msg}");
    assert!(
        msg.contains("The game had ended before move 1 of Black, Ke7: Dead position"),
        "{msg}"
    );
    let msg = setup_error(SessionOptions {
        pgn_text: Some(import("dead-position-played-on.pgn")),
        lang: Some(Lang::De),
        ..SessionOptions::default()
    });
    assert!(
        msg.contains("Die Partie war vor Zug 1 von Schwarz, Ke7, schon zu Ende"),
        "{msg}"
    );
}

#[test]
fn pgn_errors_in_the_users_language() {
    let msg = setup_error(SessionOptions {
        pgn_text: Some(import("null-move.pgn")),
        lang: Some(Lang::Ru),
        ..SessionOptions::default()
    });
    assert!(
        msg.contains("Партия 1, ход чёрных номер 2: «--» — нулевой ход"),
        "{msg}"
    );
    let msg = setup_error(SessionOptions {
        pgn_text: Some(import("atomic.pgn")),
        lang: Some(Lang::De),
        ..SessionOptions::default()
    });
    assert!(
        msg.contains("Partie 1 ist Atomic, kein normales Schach"),
        "{msg}"
    );
}

#[test]
fn a_fen_of_nine_ranks_is_no_pocket() {
    let opts = |lang| SessionOptions {
        fen: Some("8/8/8/8/8/8/8/8/8 w - - 0 1".into()),
        lang: Some(lang),
        ..SessionOptions::default()
    };
    let err = Session::new(&opts(Lang::En)).err();
    assert!(matches!(&err, Some(SetupError::BadFen(_))), "{err:?}");
    let msg = setup_error(opts(Lang::En));
    assert!(!msg.contains("pocket"), "{msg}");
    assert!(msg.contains("the board part has 9 ranks"), "{msg}");
    assert!(setup_error(opts(Lang::De)).contains("das Brett hat 9 Reihen"));
    assert!(setup_error(opts(Lang::Ru)).contains("число горизонталей в расстановке — 9"));
}
