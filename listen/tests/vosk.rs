//! Vosk on synthesised German moves, where a model is present: set
//! `ANNABELLA_VOSK_MODEL` to a Vosk model folder (a German one, e.g.
//! vosk-model-small-de-0.15), with libvosk beside it or installed.
//! Without one the test says it was skipped and why. Run with
//! `cargo test -p listen --features vosk --test vosk -- --nocapture`.
#![cfg(feature = "vosk")]

use std::path::PathBuf;
use std::process::Command;

use listen::{GrammarBuilder, Recogniser, Verdict, Vosk, decide};
use phonetics::Builtin;
use shakmaty::Chess;

#[test]
fn german_moves_are_heard_and_always_asked_until_calibrated() {
    let Some(model) = std::env::var_os("ANNABELLA_VOSK_MODEL").map(PathBuf::from) else {
        eprintln!(
            "skipped: no Vosk model here (ANNABELLA_VOSK_MODEL names none; Vosk's models are \
             downloaded from alphacephei.com, which this machine cannot reach)"
        );
        return;
    };
    let mut vosk = Vosk::new(Some(&model)).unwrap_or_else(|e| panic!("{e}"));
    let builder = GrammarBuilder::new(&Builtin::German.load().unwrap()).unwrap();
    let grammar = builder.build(&Chess::default(), true);
    let dir = std::env::temp_dir().join(format!("annabella-vosk-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        ("Springer Gustav eins Felix drei", "Nf3"),
        ("Bauer Eva zwei Eva vier", "e4"),
        ("Bauer David zwei David vier", "d4"),
        ("Springer Bella eins Cäsar drei", "Nc3"),
    ];
    let mut right = 0;
    for (said, san) in cases {
        let wav = dir.join(format!("{san}.wav"));
        let ok = Command::new("espeak-ng")
            .args(["-v", "de", "-w"])
            .arg(&wav)
            .arg(said)
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "espeak-ng could not speak {said:?}");
        let mut samples = listen::audio::read_wav(&wav).unwrap();
        listen::audio::add_noise_floor(&mut samples, 0.003);
        let hyps = vosk.recognise(&samples, &grammar).unwrap();
        let heard = decide(&hyps, &grammar, vosk.policy());
        // Never sure: every move is asked until the scores are calibrated.
        assert!(
            !matches!(heard.verdict, Verdict::Sure(_)),
            "{said}: {heard:?}"
        );
        if let Verdict::Unsure(c) = &heard.verdict
            && c.first().map(|m| m.label().to_string()) == Some(san.to_string())
        {
            right += 1;
        }
        eprintln!("{said}: {:?} ({})", heard.verdict, heard.words);
    }
    eprintln!(
        "vosk: {right} of {} asked about the move said first",
        cases.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
