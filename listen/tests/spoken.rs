//! Moves and commands synthesised by espeak-ng, heard by PocketSphinx
//! under the grammar of the position: the right meaning or a question,
//! never another move taken as sure.

#![cfg(feature = "pocketsphinx")]

mod common;

use listen::{EngineChoice, GrammarBuilder, Meaning, Policy, Verdict, decide, open};
use phonetics::Builtin;
use shakmaty::{Chess, fen::Fen};

fn hear(builtin: Builtin, voice: &str, fen: Option<&str>, cases: &[(&str, &str)]) -> usize {
    let dir = common::temp_dir(&format!("spoken-{}", builtin.id()));
    let pos: Chess = match fen {
        Some(f) => f
            .parse::<Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap(),
        None => Chess::default(),
    };
    let grammar = GrammarBuilder::new(&builtin.load().unwrap())
        .unwrap()
        .build(&pos, true);
    let mut rec = open(&EngineChoice::default(), Some(builtin)).unwrap();
    let mut exact = 0;
    for (i, (said, meant)) in cases.iter().enumerate() {
        let path = dir.join(format!("{i}.wav"));
        common::synth(said, voice, 150, &path);
        let hyps = rec.recognise(&common::utterance(&path), &grammar).unwrap();
        let heard = decide(&hyps, &grammar, Policy::default());
        match &heard.verdict {
            Verdict::Sure(m) => {
                assert_eq!(m.label(), *meant, "{said:?} taken as sure: {heard:?}");
                exact += 1;
            }
            Verdict::Unsure(c) => assert!(
                c.iter().any(|m| m.label() == *meant),
                "{said:?}: the question lacks {meant}: {heard:?}"
            ),
            Verdict::Nothing => {}
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    exact
}

#[test]
fn german_moves_are_heard_or_asked_never_mistaken() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    let exact = hear(
        Builtin::German,
        "de+m3",
        None,
        &[
            ("Springer Gustav eins Felix drei", "Nf3"),
            ("Bauer Eva zwei Eva vier", "e4"),
            ("Bauer David zwei David vier", "d4"),
            ("ja", "yes"),
        ],
    );
    assert!(exact >= 2, "only {exact} of 4 heard exactly");
}

#[test]
fn english_moves_after_e4_are_heard_or_asked_never_mistaken() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    let exact = hear(
        Builtin::Nato,
        "en-us",
        Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
        &[
            ("pawn echo seven echo five", "e5"),
            ("knight bravo eight charlie six", "Nc6"),
            ("resign", "resign"),
        ],
    );
    assert!(exact >= 1, "only {exact} of 3 heard exactly");
}

/// Moves that are not legal in the position (the other side's, said at
/// the wrong turn) are never taken as a legal move that sounds like them.
fn never_sure(builtin: Builtin, voice: &str, fen: Option<&str>, said: &[&str]) {
    let dir = common::temp_dir(&format!("illegal-{}", builtin.id()));
    let pos: Chess = match fen {
        Some(f) => f
            .parse::<Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap(),
        None => Chess::default(),
    };
    let grammar = GrammarBuilder::new(&builtin.load().unwrap())
        .unwrap()
        .build(&pos, true);
    let mut rec = open(&EngineChoice::default(), Some(builtin)).unwrap();
    // The decoder hears a legal move first, as in a game (its first
    // utterance adapts it to the voice).
    for (i, words) in said.iter().enumerate() {
        let path = dir.join(format!("{i}.wav"));
        common::synth(words, voice, 150, &path);
        let hyps = rec.recognise(&common::utterance(&path), &grammar).unwrap();
        let heard = decide(&hyps, &grammar, Policy::default());
        assert!(
            !matches!(heard.verdict, Verdict::Sure(Meaning::Move(_))),
            "{words:?}, not legal here, taken as sure: {heard:?}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn moves_of_the_other_side_are_never_taken_as_sure() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    never_sure(
        Builtin::German,
        "de",
        None,
        &[
            "Bauer Eva sieben Eva fünf",
            "Springer Bella acht Cäsar sechs",
            "Bauer David sieben David fünf",
            "Springer Gustav acht Felix sechs",
            "Springer Felix sechs",
            "Springer Cäsar sechs",
            "Springer Hektor sechs",
            "Kurze Rochade",
            "Lange Rochade",
        ],
    );
    never_sure(
        Builtin::Nato,
        "en-us",
        Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
        &[
            "knight golf one foxtrot three",
            "pawn delta two delta four",
            "knight bravo one charlie three",
            "short castling",
        ],
    );
}

#[test]
fn a_meaning_of_the_grammar_is_one_of_its_phrases() {
    let grammar = GrammarBuilder::new(&Builtin::German.load().unwrap())
        .unwrap()
        .build(&Chess::default(), false);
    assert_eq!(grammar.meaning("ja"), None);
    assert_eq!(
        grammar.meaning("Springer Gustav eins Felix drei"),
        Some(&Meaning::Move("Nf3".into()))
    );
}
