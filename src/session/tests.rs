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

#[test]
fn a_clock_entering_low_time_sounds_the_low_time_earcon() {
    let mut s = Session::new(&SessionOptions {
        lang: Some(Lang::En),
        time_control: Some("5+0".to_string()),
        warn: Some("1m".to_string()),
        ..SessionOptions::default()
    })
    .unwrap();
    s.handle("e4");
    let early = s.handle("wait 1m");
    assert!(
        !early.contains(&Reply::Sound(speech::Earcon::LowTime)),
        "{early:?}"
    );
    let low = s.handle("wait 3m30s");
    let sound = low
        .iter()
        .position(|r| *r == Reply::Sound(speech::Earcon::LowTime));
    assert!(sound.is_some(), "{low:?}");
}
