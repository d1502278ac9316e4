//! Session details that transcripts do not show: the REPL prompt.

use super::*;
use laws::lang::Lang;

fn session(lang: Lang, blind: Option<&str>, operator: Option<&str>) -> Session {
    Session::new(&SessionOptions {
        lang: Some(lang),
        blind: blind.map(String::from),
        operator: operator.map(String::from),
        ..SessionOptions::default()
    })
    .unwrap()
}

#[test]
fn the_prompt_names_the_side_or_you_and_the_opponent() {
    let mut s = session(Lang::De, Some("black"), None);
    assert_eq!(s.prompt(), "Weiß> ");
    s.handle("e4");
    assert_eq!(s.prompt(), "Schwarz> ");

    let mut s = session(Lang::De, Some("black"), Some("player"));
    assert_eq!(s.prompt(), "Gegner, Weiß> ");
    s.handle("e4");
    assert_eq!(s.prompt(), "Sie, Schwarz> ");

    let s = session(Lang::En, Some("white"), Some("player"));
    assert_eq!(s.prompt(), "You, White> ");
    let s = session(Lang::Ru, Some("white"), Some("player"));
    assert_eq!(s.prompt(), "Вы, белые> ");
}

#[test]
fn the_player_operating_needs_a_colour() {
    let both = Session::new(&SessionOptions {
        blind: Some("both".into()),
        operator: Some("player".into()),
        ..SessionOptions::default()
    });
    assert!(matches!(both, Err(SetupError::OperatorNeedsBlind)));
    let bad = Session::new(&SessionOptions {
        operator: Some("boss".into()),
        ..SessionOptions::default()
    });
    assert!(matches!(bad, Err(SetupError::BadOperator(w)) if w == "boss"));
}
