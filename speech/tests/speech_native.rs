//! The `native` feature on a real machine: speech through the tts crate
//! (speech-dispatcher on Linux) and an earcon through cpal. On a machine
//! without a sound card ALSA's default device must be a null sink (see
//! .ci/native-snippet.sh); speech-dispatcher is started on demand.
#![cfg(feature = "native")]

use std::time::{Duration, Instant};

use laws::lang::Lang;
use speech::native::TtsSpeaker;
use speech::{
    Earcon, EarconChoice, Earcons, Priority, Speaker, Speech, SpeechChoice, TextSpeaker, Utterance,
    Voice,
};

#[test]
fn tts_speaks_german_and_english_without_error() {
    let mut tts = TtsSpeaker::new().expect("the platform speech engine opens");
    for u in [
        Utterance::appendix_f("Springer Gustav eins Felix drei", Priority::Move),
        Utterance::new("1. e4", Lang::En, Priority::Normal),
    ] {
        tts.start(&u, &Voice::default()).expect("speak starts");
        let deadline = Instant::now() + Duration::from_secs(30);
        while tts.busy().expect("speech does not fail") {
            assert!(Instant::now() < deadline, "still speaking after 30 s");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

/// A mixed sentence: each part by the engine of its language, in turn.
#[test]
fn tts_says_a_mixed_sentence_part_by_part() {
    let mut tts = TtsSpeaker::new().expect("the platform speech engine opens");
    let mut m = speech::Mixed::new();
    m.push_own("Move 4, White: ");
    m.push_words("Kurze Rochade", Lang::De);
    m.push_own(".");
    let u = Utterance::mixed(&m, Lang::En, Priority::Normal);
    tts.start(&u, &Voice::default()).expect("speak starts");
    let deadline = Instant::now() + Duration::from_secs(30);
    while tts.busy().expect("speech does not fail") {
        assert!(Instant::now() < deadline, "still speaking after 30 s");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_tts_choice_speaks_through_the_queue() {
    let mut speech = Speech::open(
        &SpeechChoice::Tts,
        Voice::default(),
        TextSpeaker::stdout("speech: "),
    );
    assert_eq!(speech.description(), "Speech: tts.");
    speech.say(Utterance::appendix_f("Dame Hektor fünf", Priority::Move));
    assert!(speech.flush(Duration::from_secs(30)));
    // A machine with a null sound sink (CI) is told it may not be heard;
    // nothing else may be reported.
    let events: Vec<_> = speech
        .events()
        .into_iter()
        .filter(|e| !matches!(e, speech::SpeechEvent::NoSoundDevice { .. }))
        .collect();
    assert!(events.is_empty(), "{events:?}");
}

#[test]
fn an_earcon_plays_through_the_sound_device() {
    let (earcons, notice) = Earcons::open(EarconChoice::On);
    assert_eq!(notice, None, "earcons could not open the sound device");
    assert!(earcons.is_on());
    earcons.play(Earcon::MoveAccepted);
    earcons.play(Earcon::Check);
    assert!(earcons.flush(Duration::from_secs(10)));
    assert!(earcons.notices().is_empty(), "{:?}", earcons.notices());
    assert!(earcons.is_on());
}
