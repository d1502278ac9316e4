//! The spoken-move reader must never panic, whatever the text, and what it
//! reads must be a well-formed intent. The one-pass reader, where it gives a
//! reading, must agree with the full reader.

#![no_main]

use std::sync::OnceLock;

use laws::notation::Intent;
use phonetics::{
    Builtin, MAX_INPUT_BYTES, Vocabulary, both_readers, looks_spoken, parse,
};
use libfuzzer_sys::fuzz_target;

fn vocabularies() -> &'static [Vocabulary] {
    static V: OnceLock<Vec<Vocabulary>> = OnceLock::new();
    V.get_or_init(|| {
        Builtin::ALL
            .iter()
            .map(|b| b.load().expect("built-in vocabularies load"))
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for vocab in vocabularies() {
        let _ = looks_spoken(text, vocab);
        let (plain, full) = both_readers(text, vocab);
        if let Some(intent) = plain {
            let full = full
                .as_ref()
                .expect("the full reader reads what one pass reads");
            assert_eq!(full.intents.as_slice(), &[intent]);
            assert!(full.corrections.is_empty());
        }
        match parse(text, vocab) {
            Ok(parsed) => {
                assert!(text.len() <= MAX_INPUT_BYTES);
                assert!(!parsed.intents.is_empty());
                for intent in &parsed.intents {
                    // No piece named: only a departure rank makes it "any
                    // piece on that square"; otherwise it is a pawn.
                    if let Intent::Normal {
                        role: None,
                        from_rank,
                        ..
                    } = *intent
                    {
                        assert!(from_rank.is_some());
                    }
                }
                for c in &parsed.corrections {
                    assert!(!c.understood.is_empty());
                }
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
});
