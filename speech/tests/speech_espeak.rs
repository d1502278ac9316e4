//! Real audio without a sound card: a German move spoken by espeak-ng
//! through the WAV backend and the speech queue, checked with hound.
//! Without espeak-ng the test fails under CI (CI is set) and is skipped,
//! with the reason printed, elsewhere.

use std::path::PathBuf;
use std::time::Duration;

use speech::backends::{WAV_INDEX, find_program};
use speech::{Priority, Speech, SpeechChoice, TextSpeaker, Utterance, Voice};

fn espeak_available() -> bool {
    if find_program("espeak-ng").is_some() {
        return true;
    }
    let why = "espeak-ng is not installed (Debian/Ubuntu: apt-get install espeak-ng)";
    // CI installs Debian's espeak-ng; the Windows build run under wine
    // has no Windows espeak-ng to find, and skips.
    if cfg!(unix) && std::env::var_os("CI").is_some() {
        panic!("{why}; CI must install it");
    }
    eprintln!("skipped: {why}");
    false
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-espeak-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Seconds of audio and the loudest sample of a WAV file.
fn measure(path: &PathBuf) -> (f64, i32) {
    let mut reader = hound::WavReader::open(path).expect("a valid WAV file");
    let spec = reader.spec();
    assert_eq!(spec.channels, 1);
    assert_eq!(spec.sample_format, hound::SampleFormat::Int);
    let samples: Vec<i32> = reader
        .samples::<i32>()
        .collect::<Result<_, _>>()
        .expect("readable samples");
    let secs = samples.len() as f64 / f64::from(spec.sample_rate);
    let peak = samples.iter().map(|s| s.abs()).max().unwrap_or(0);
    (secs, peak)
}

#[test]
fn german_move_to_wav_is_real_audio() {
    if !espeak_available() {
        return;
    }
    let dir = scratch("move");
    let choice: SpeechChoice = format!("wav:{}", dir.display()).parse().unwrap();
    let mut speech = Speech::open(&choice, Voice::default(), TextSpeaker::stdout("speech: "));
    assert_eq!(
        speech.description(),
        format!("Speech: wav:{}.", dir.display())
    );
    speech.say(Utterance::appendix_f(
        "Springer Gustav eins Felix drei",
        Priority::Move,
    ));
    speech.say(Utterance::new(
        "1. e4",
        laws::lang::Lang::En,
        Priority::Move,
    ));
    assert!(
        speech.flush(Duration::from_secs(30)),
        "espeak-ng took too long"
    );
    assert!(speech.events().is_empty(), "{:?}", speech.events());

    let (secs, peak) = measure(&dir.join("0001.wav"));
    assert!((0.5..=10.0).contains(&secs), "{secs} s of audio");
    assert!(peak > 1000, "silent: peak {peak}");
    // The English move number is said as words, not "1e4".
    let (secs2, peak2) = measure(&dir.join("0002.wav"));
    assert!((0.5..=10.0).contains(&secs2) && peak2 > 1000);

    let index = std::fs::read_to_string(dir.join(WAV_INDEX)).unwrap();
    let lines: Vec<Vec<&str>> = index.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(lines.len(), 2, "{index}");
    assert_eq!(lines[0][0], "1");
    assert!(
        lines[0][1].ends_with('Z') && lines[0][1].len() == 20,
        "{index}"
    );
    assert_eq!(lines[0][2], "de");
    assert_eq!(lines[0][3], "Springer Gustav eins Felix drei");
    assert_eq!(
        (lines[1][0], lines[1][2], lines[1][3]),
        ("2", "en", "1. e4")
    );
    drop(speech);

    // A second session goes on numbering instead of overwriting.
    let mut again = Speech::open(&choice, Voice::default(), TextSpeaker::stdout("speech: "));
    again.say(Utterance::appendix_f("Dame Hektor fünf", Priority::Move));
    assert!(again.flush(Duration::from_secs(30)));
    assert!(dir.join("0003.wav").is_file());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_missing_voice_falls_back_with_one_notice() {
    if !espeak_available() {
        return;
    }
    // espeak-ng refuses an unknown voice; a fake "espeak-ng" that asks for
    // one stands in for a broken install. The utterance reaches text.
    use speech::{EspeakSpeaker, Recorder, Speaker, SpeechEvent};
    let dir = scratch("voice");
    std::fs::create_dir_all(&dir).unwrap();
    let fake = dir.join("espeak-ng");
    std::fs::write(&fake, "#!/bin/sh\nexec espeak-ng -v xx-missing x\n").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let text = Recorder::new("text");
    let speakers: Vec<Box<dyn Speaker + Send>> = vec![
        Box::new(EspeakSpeaker::with_program(&fake)),
        Box::new(text.clone()),
    ];
    let mut speech = Speech::with_speakers(speakers, Voice::default());
    speech.say(Utterance::appendix_f("Bauer Eva vier", Priority::Move));
    assert!(speech.flush(Duration::from_secs(30)));
    assert_eq!(text.started(), ["Bauer Eva vier"]);
    let events = speech.events();
    assert_eq!(events.len(), 1, "{events:?}");
    assert!(matches!(events[0], SpeechEvent::Fallback { .. }));
    let msg = events[0].to_string();
    assert!(
        msg.contains("espeak-ng failed") && msg.contains("voice"),
        "{msg}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
