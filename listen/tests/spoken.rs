//! Moves and commands synthesised by espeak-ng, heard by PocketSphinx
//! under the grammar of the position: the right meaning or a question,
//! never another move taken as sure.

#![cfg(feature = "pocketsphinx")]

mod common;

use listen::{EngineChoice, GrammarBuilder, Meaning, Policy, Verdict, decide, open};
use phonetics::Builtin;
use shakmaty::{Chess, fen::Fen};

/// The position of `fen`.
fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap()
}

/// The grammar of the moves and commands of `pos` in `builtin`'s words.
fn grammar_for(builtin: Builtin, pos: &Chess) -> listen::Grammar {
    GrammarBuilder::new(&builtin.load().unwrap())
        .unwrap()
        .build(pos, true)
}

fn hear(builtin: Builtin, voice: &str, fen: Option<&str>, cases: &[(&str, &str)]) -> usize {
    hear_at(builtin, voice, 150, fen, cases)
}

/// The cases said at `speed` words a minute; how many were heard exactly
/// (the others asked, with the right one among the candidates).
fn hear_at(
    builtin: Builtin,
    voice: &str,
    speed: u32,
    fen: Option<&str>,
    cases: &[(&str, &str)],
) -> usize {
    let dir = common::temp_dir(&format!("spoken-{}", builtin.id()));
    let pos: Chess = match fen {
        Some(f) => position(f),
        None => Chess::default(),
    };
    let grammar = grammar_for(builtin, &pos);
    let mut rec = open(&EngineChoice::default(), Some(builtin)).unwrap();
    let mut exact = 0;
    for (i, (said, meant)) in cases.iter().enumerate() {
        let path = dir.join(format!("{i}.wav"));
        common::synth(said, voice, speed, &path);
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

/// The German words in Cyrillic, as a Russian voice reads them, and the
/// Russian commands. (No Russian word could be heard before: none had a
/// pronunciation.)
#[test]
fn russian_moves_and_answers_are_heard_or_asked_never_mistaken() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    let exact = hear(
        Builtin::Russian,
        "ru",
        None,
        &[
            ("Шпрингер Густав айн Феликс драй", "Nf3"),
            ("Бауэр Ева цвай Ева фир", "e4"),
            ("Бауэр Давид цвай Давид фир", "d4"),
            ("нет", "no"),
            ("ничья", "draw"),
        ],
    );
    assert!(exact >= 3, "only {exact} of 5 heard exactly");
    never_sure(
        Builtin::Russian,
        "ru",
        None,
        &[
            "Бауэр Ева зибен Ева фюнф",
            "Шпрингер Густав ахт Феликс зекс",
        ],
    );
}

/// A one-word answer is confirmed by the free search when its word spans
/// the speech. The decoder numbers its words' frames without the silence
/// its front end drops, so matching them against the audio's loud frames
/// by number found "да" (said by the female Russian voice) over a third
/// of its speech, as if it were talk around a word, and asked again.
#[test]
fn a_short_answer_is_taken_when_it_is_all_that_was_said() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    let dir = common::temp_dir("short-answer");
    let path = dir.join("da.wav");
    common::synth("да", "ru+f2", 130, &path);
    let grammar = grammar_for(Builtin::Russian, &Chess::default());
    let mut rec = open(&EngineChoice::default(), Some(Builtin::Russian)).unwrap();
    // As `annabella hear` takes a file: espeak-ng's own silence either
    // side, and the faint noise floor.
    let samples = common::padded_utterance(&path);
    let hyps = rec.recognise(&samples, &grammar).unwrap();
    let heard = decide(&hyps, &grammar, Policy::default());
    assert_eq!(
        heard.verdict,
        Verdict::Sure(Meaning::Command(listen::Command::Yes)),
        "{hyps:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Moves that are not legal in the position (the other side's, said at
/// the wrong turn) are never taken as a legal move that sounds like them.
fn never_sure(builtin: Builtin, voice: &str, fen: Option<&str>, said: &[&str]) {
    never_sure_at(builtin, voice, 150, fen, said);
}

/// The same, said at `speed` words a minute.
fn never_sure_at(builtin: Builtin, voice: &str, speed: u32, fen: Option<&str>, said: &[&str]) {
    let dir = common::temp_dir(&format!("illegal-{}-{speed}", builtin.id()));
    let pos: Chess = match fen {
        Some(f) => position(f),
        None => Chess::default(),
    };
    let grammar = grammar_for(builtin, &pos);
    let mut rec = open(&EngineChoice::default(), Some(builtin)).unwrap();
    // Each said in turn to one decoder, as in a game.
    for (i, words) in said.iter().enumerate() {
        let path = dir.join(format!("{i}.wav"));
        common::synth(words, voice, speed, &path);
        let hyps = rec.recognise(&common::utterance(&path), &grammar).unwrap();
        let heard = decide(&hyps, &grammar, Policy::default());
        assert!(
            !matches!(heard.verdict, Verdict::Sure(Meaning::Move(_))),
            "{words:?} ({voice}, {speed}), not a move said here, taken as sure: {heard:?}"
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
fn talk_beside_the_board_that_holds_the_words_of_a_move_is_never_taken() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    // Both searches heard the words of a move in these sentences (d4,
    // c4), but those words span little of what was said.
    never_sure_at(
        Builtin::German,
        "de",
        160,
        None,
        &[
            "Ich glaube, David vier war besser.",
            "Cäsar und Eva spielen Blitz.",
        ],
    );
    never_sure_at(
        Builtin::German,
        "de+m3",
        160,
        None,
        &[
            "Eins, zwei, drei, vier, fünf.",
            "Zwei Bauern mehr, aber verloren.",
        ],
    );
}

#[test]
fn a_recording_with_no_silence_around_it_is_heard_as_with_it() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    // espeak-ng's files start and end with the speech, as a recording cut
    // tight may (`annabella hear` takes files as they are); the microphone
    // hands over each utterance with a quarter second of silence either
    // side. Without that silence the decoder stretched "David vier" over
    // the whole sentence, and took it.
    let dir = common::temp_dir("tight");
    let grammar = grammar_for(Builtin::German, &Chess::default());
    let mut rec = open(&EngineChoice::default(), Some(Builtin::German)).unwrap();
    for (i, (said, voice, right)) in [
        ("Ich glaube, David vier war besser.", "de", None),
        ("Springer Gustav eins Felix drei", "de+m3", Some("Nf3")),
        ("Ich habe Hunger.", "de", None),
        ("Bauer David zwei David vier", "de", Some("d4")),
    ]
    .into_iter()
    .enumerate()
    {
        let path = dir.join(format!("{i}.wav"));
        common::synth(said, voice, 160, &path);
        let samples = common::padded_utterance(&path);
        let heard = decide(
            &rec.recognise(&samples, &grammar).unwrap(),
            &grammar,
            Policy::default(),
        );
        match right {
            Some(san) => assert!(
                matches!(&heard.verdict, Verdict::Sure(Meaning::Move(m)) if m == san),
                "{said:?} not heard as {san}: {heard:?}"
            ),
            None => assert!(
                !matches!(heard.verdict, Verdict::Sure(_)),
                "{said:?}, no move, taken: {heard:?}"
            ),
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
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

/// The samples of `path` with white noise mixed in at about `snr_db` below
/// the speech's loudness (over the silence either side too).
fn noisy(path: &std::path::Path, snr_db: f64) -> Vec<i16> {
    let mut samples = common::utterance(path);
    let speech = listen::audio::read_wav(path).unwrap();
    let rms = (speech.iter().map(|&s| f64::from(s).powi(2)).sum::<f64>()
        / speech.len().max(1) as f64)
        .sqrt();
    // Uniform noise of amplitude A has an RMS of A/sqrt(3).
    let amplitude = rms / 10f64.powf(snr_db / 20.0) * 3f64.sqrt();
    listen::audio::add_noise_floor(&mut samples, (amplitude / f64::from(i16::MAX)) as f32);
    samples
}

#[test]
fn an_utterance_is_heard_alike_whatever_was_heard_before() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    // The cepstral mean is taken from the utterance itself: neither the
    // decoder's first utterance nor one after loud noise is heard through
    // the mean of another. (The front end's noise estimate does carry
    // over, as it should from a microphone in one room, into both
    // searches, each in its decoder: the scores differ a little, what is
    // heard does not.)
    let dir = common::temp_dir("alike");
    let path = dir.join("e4.wav");
    common::synth("Bauer Eva zwei Eva vier", "de", 150, &path);
    let clean = common::utterance(&path);
    let loud = noisy(&path, 5.0);
    let grammar = grammar_for(Builtin::German, &Chess::default());
    let mut fresh = open(&EngineChoice::default(), Some(Builtin::German)).unwrap();
    let first = fresh.recognise(&clean, &grammar).unwrap();
    let mut used = open(&EngineChoice::default(), Some(Builtin::German)).unwrap();
    used.recognise(&loud, &grammar).unwrap();
    let after_noise = used.recognise(&clean, &grammar).unwrap();
    let words = |hyps: &[listen::Hypothesis]| -> Vec<String> {
        hyps.iter().map(|h| h.words.clone()).collect()
    };
    assert_eq!(words(&first), words(&after_noise));
    let verdict = |hyps| decide(hyps, &grammar, Policy::default()).verdict;
    assert_eq!(verdict(&first), Verdict::Sure(Meaning::Move("e4".into())));
    assert_eq!(verdict(&after_noise), verdict(&first));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn german_words_as_a_german_voice_says_them_are_heard() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    // "Cäsar" with a long closed e (K EY Z AA R), as espeak-ng and most
    // players say it, not heard as "Eva"; "drei" with the German r, which
    // the US-English model does not hear as its R, not heard as "zwei".
    let exact = hear_at(
        Builtin::German,
        "de+f2",
        130,
        None,
        &[
            ("Bauer Cäsar zwei Cäsar vier", "c4"),
            ("Bauer Eva zwei Eva drei", "e3"),
        ],
    );
    assert_eq!(exact, 2);
}

#[test]
fn in_loud_noise_english_moves_are_heard_with_the_noise_taken_out_german_ones_asked() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    let dir = common::temp_dir("loud");
    // In white noise 10 dB below the speech both searches confused words
    // alike when they heard the noisy audio: "foxtrot" masked to "alpha"
    // took Ra5 for Rf5 unasked, so nothing was taken at that noise. With
    // the steady noise taken out first, "foxtrot" is heard again, by both.
    let before_rf5 = position("r3nkn1/4r3/1P6/2R5/2Pb4/PB2B3/2K5/8 w - - 3 47");
    let grammar = grammar_for(Builtin::Nato, &before_rf5);
    let mut rec = open(&EngineChoice::default(), Some(Builtin::Nato)).unwrap();
    let path = dir.join("rf5.wav");
    common::synth("rook charlie five foxtrot five", "en-us", 130, &path);
    let samples = noisy(&path, 10.0);
    assert!(listen::audio::snr_db(&samples) < 22.0);
    let hyps = rec.recognise(&samples, &grammar).unwrap();
    let heard = decide(&hyps, &grammar, Policy::default());
    assert!(
        matches!(&heard.verdict, Verdict::Sure(m) if m.label() == "Rf5"),
        "{heard:?} at {} dB: {hyps:?}",
        listen::audio::snr_db(&samples)
    );
    // German words given to the US-English model as phone strings are
    // confused alike by both searches in that noise ("Cäsar" as "Eva"):
    // asked, never taken.
    let grammar = grammar_for(Builtin::German, &Chess::default());
    let mut rec = open(&EngineChoice::default(), Some(Builtin::German)).unwrap();
    let path = dir.join("c4.wav");
    common::synth("Bauer Cäsar zwei Cäsar vier", "de+f2", 150, &path);
    let hyps = rec.recognise(&noisy(&path, 10.0), &grammar).unwrap();
    let heard = decide(&hyps, &grammar, Policy::default());
    assert!(matches!(heard.verdict, Verdict::Unsure(_)), "{heard:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_move_the_phrase_search_passed_over_is_asked_about() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    // Clean speech: the phrase search keeps "rook golf one golf two"
    // (Rgg2), and the free search hears those words too; searched for on
    // its own, "rook golf one hotel one" (Rh1, what was said) sounds
    // nearer. Both are offered; neither is taken.
    let dir = common::temp_dir("passed-over");
    let pos = position("5k2/rpn1nN2/1P4b1/2p5/p1P4p/P1b1rBp1/2R4P/2BK2R1 w - - 4 35");
    let grammar = grammar_for(Builtin::Nato, &pos);
    let mut rec = open(&EngineChoice::default(), Some(Builtin::Nato)).unwrap();
    let path = dir.join("rh1.wav");
    common::synth("rook golf one hotel one", "en-us", 130, &path);
    // As `annabella hear` takes a file: espeak-ng's own silence either
    // side, and the faint noise floor.
    let samples = common::padded_utterance(&path);
    let hyps = rec.recognise(&samples, &grammar).unwrap();
    let heard = decide(&hyps, &grammar, Policy::default());
    match &heard.verdict {
        Verdict::Sure(m) => assert_eq!(m.label(), "Rh1", "{hyps:?}"),
        Verdict::Unsure(c) => assert!(c.contains(&Meaning::Move("Rh1".into())), "{hyps:?}"),
        Verdict::Nothing => panic!("nothing heard: {hyps:?}"),
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn decoders_in_threads_at_once_hear_alike_and_keep_the_process_whole() {
    // Decoders made, used and freed in threads of their own at the same
    // time, as the tests of this file and a game beside `hear` do: the
    // library keeps process-wide state (its log file, which each new
    // decoder used to close and open again while others wrote to it), and
    // that must never be touched by two at once. Without that, this
    // aborted ("free(): invalid next size") or hung in the C library's
    // list of open files within a few rounds.
    const THREADS: usize = 4;
    const ROUNDS: usize = 12;
    // A vowel-like tone between silences, with a microphone's noise floor:
    // any audio makes the decoder search and free its lattice.
    let mut samples = vec![0_i16; 16_000];
    for (i, s) in samples[4_000..12_000].iter_mut().enumerate() {
        let t = i as f64 / 16_000.0;
        let wave = (t * 220.0 * std::f64::consts::TAU).sin()
            + 0.5 * (t * 660.0 * std::f64::consts::TAU).sin();
        *s = (wave * 6_000.0) as i16;
    }
    listen::audio::add_noise_floor(&mut samples, 0.003);
    let heard = |samples: &[i16]| {
        let grammar = grammar_for(Builtin::German, &Chess::default());
        let mut rec = open(&EngineChoice::default(), Some(Builtin::German)).unwrap();
        rec.recognise(samples, &grammar).unwrap()
    };
    let alone = heard(&samples);
    std::thread::scope(|scope| {
        let threads: Vec<_> = (0..THREADS)
            .map(|_| scope.spawn(|| (0..ROUNDS).map(|_| heard(&samples)).collect::<Vec<_>>()))
            .collect();
        for thread in threads {
            for hyps in thread.join().unwrap() {
                assert_eq!(hyps, alone);
            }
        }
    });
}

/// Every word that a position's phrases can hold has a pronunciation, in
/// every vocabulary with a phone file: positions with an en passant
/// capture, promotions with and without a capture, both castlings,
/// checks and mate. (The English words lacked "passant": no move at all could be
/// heard in a position with an en passant capture.)
#[test]
fn every_word_of_every_kind_of_move_can_be_heard() {
    let positions = [
        // White's e5 takes d6 en passant; both sides may castle either way.
        "r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 1",
        // Black's f4 takes e3 en passant.
        "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1",
        // Promotions on b8, with a capture on a8 and c8; checks.
        "r1n1k3/1P6/8/8/8/8/8/4K2R w K - 0 1",
        // Mate on the back rank.
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
    ];
    for builtin in [
        Builtin::German,
        Builtin::English,
        Builtin::Nato,
        Builtin::Russian,
    ] {
        let mut rec = open(&EngineChoice::default(), Some(builtin)).unwrap();
        for fen in positions {
            let pos = position(fen);
            let grammar = grammar_for(builtin, &pos);
            if let Err(e) = rec.prepare(&grammar) {
                panic!("{} in {fen}: {e}", builtin.id());
            }
        }
    }
}

/// The position after 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6, where Ba4 is said.
const BEFORE_BA4: &str = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";

/// "Bishop Bravo five Alpha four" said in `BEFORE_BA4` at 160, 180 and 200
/// words a minute, heard one after the other by one recogniser, the
/// samples made from each file by `audio`: each speed's verdict and
/// hypotheses.
fn ba4_heard(
    name: &str,
    audio: impl Fn(&std::path::Path) -> Vec<i16>,
) -> Vec<(u32, Verdict, Vec<listen::Hypothesis>)> {
    let dir = common::temp_dir(name);
    let grammar = grammar_for(Builtin::Nato, &position(BEFORE_BA4));
    let mut rec = open(&EngineChoice::default(), Some(Builtin::Nato)).unwrap();
    let mut out = Vec::new();
    for speed in [160, 180, 200] {
        let path = dir.join(format!("ba4-{speed}.wav"));
        common::synth("Bishop Bravo five Alpha four", "en-us", speed, &path);
        let hyps = rec.recognise(&audio(&path), &grammar).unwrap();
        let heard = decide(&hyps, &grammar, Policy::default());
        out.push((speed, heard.verdict, hyps));
    }
    std::fs::remove_dir_all(&dir).unwrap();
    out
}

#[test]
fn a_word_the_free_search_lost_among_its_paths_does_not_make_a_move_asked() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    // Clean: the phrase search hears "bishop bravo five alpha four"
    // (Ba4), the free search "... delta four" (no legal move). Weighed
    // against each other alone, the phrase's words win: the free search
    // had lost their path, and the move is taken.
    for (speed, verdict, hyps) in ba4_heard("lost-word", common::utterance) {
        assert_eq!(
            verdict,
            Verdict::Sure(Meaning::Move("Ba4".into())),
            "at {speed}: {hyps:?}"
        );
    }
}

#[test]
fn in_loud_noise_two_wordings_are_weighed_on_the_audio_as_recorded() {
    if !common::have_espeak() {
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    // 10 dB above white noise: with the noise taken out the free search
    // hears "... delta four", and so does a weighing of the two wordings
    // on that audio; on the audio as recorded the phrase's words win, and
    // the move is taken. Said faster, the recorded audio too was heard as
    // "delta four": asked about, Ba4 offered first.
    let ba4 = Meaning::Move("Ba4".into());
    let loud = |path: &std::path::Path| {
        let samples = noisy(path, 10.0);
        assert!(listen::audio::snr_db(&samples) < 22.0);
        samples
    };
    for (speed, verdict, hyps) in ba4_heard("lost-word-noise", loud) {
        if speed < 200 {
            assert_eq!(verdict, Verdict::Sure(ba4.clone()), "at {speed}: {hyps:?}");
        } else {
            assert!(
                match &verdict {
                    Verdict::Sure(m) => *m == ba4,
                    Verdict::Unsure(c) => c[0] == ba4,
                    Verdict::Nothing => false,
                },
                "at {speed}: {hyps:?}"
            );
        }
    }
}
