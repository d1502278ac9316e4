//! `play --listen ENGINE` without `--listen-from`: moves heard through the
//! microphone while keys still work. The microphone's 100 ms chunks go
//! through the voice-activity detector on a thread of their own (the same
//! detector a WAV file goes through); each utterance, each typed line and
//! each clock tick is carried out in turn on this thread, through the one
//! game loop. While annabella speaks, and a little after, the microphone
//! is muted, so that its own voice is never heard as a move. A microphone
//! that cannot be opened, or is lost during the game, is said once and the
//! game goes on with keys.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::Duration;

use listen::ListenError;
use listen::microphone::Microphone;
use listen::vad::{Detector, Source, VadOptions};
use speech::Speaking;

use crate::game_loop::{GameLoop, ReadLine, read_line};
use crate::reply::Reply;

use super::listening::{ListenArgs, OpenError, open_listener, take_utterance};

/// Chunks (of 100 ms) the microphone stays muted after speech ends: the
/// last words still sounding in the room, and the sound system's delay.
const TAIL: usize = 5;

/// How often the clock and the devices are looked at while nothing comes.
const TICK: Duration = Duration::from_millis(100);

enum Event {
    Line(String),
    TooLong(usize),
    NotUtf8,
    End,
    Heard(Vec<i16>),
    Lost(ListenError),
}

/// Plays the game with the microphone (named in `args`, else the
/// default one) and the lines of `script` or standard input.
pub(super) fn drive_microphone(
    mut game: GameLoop,
    args: &ListenArgs,
    vocabulary: &str,
    first: Vec<Reply>,
    script: Option<PathBuf>,
    kept: Vec<String>,
) -> ExitCode {
    let texts = game.session().texts();
    // No recogniser or model: said, and the game goes on with keys, as
    // without a microphone.
    let mut listener = match open_listener(&game, args, vocabulary) {
        Ok(l) => l,
        Err(OpenError::Recogniser(why)) => {
            let first = keys_instead(&mut game, first, why);
            return super::start::drive(game, script, first, kept);
        }
        Err(why) => return super::fail(why),
    };
    let microphone = match Microphone::open(args.microphone.as_deref()) {
        Ok(m) => m,
        Err(e) => {
            let first = keys_instead(&mut game, first, texts.listen_error(&e));
            return super::start::drive(game, script, first, kept);
        }
    };
    let input: Box<dyn BufRead + Send> = match &script {
        Some(path) if path.as_os_str() != "-" => match std::fs::File::open(path) {
            Ok(f) => Box::new(std::io::BufReader::new(f)),
            Err(e) => return super::fail(format_args!("{}: {e}", path.display())),
        },
        _ => Box::new(std::io::BufReader::new(std::io::stdin())),
    };
    let mut first = listening_begun(&mut game, first, microphone.name());
    for line in kept {
        first.extend(game.line(&line));
    }
    let (tx, events) = mpsc::channel();
    let lines_tx = tx.clone();
    let speaking = game.speaking();
    let threads = std::thread::Builder::new()
        .name("keys".to_string())
        .spawn(move || read_lines(input, lines_tx))
        .and_then(|_| {
            std::thread::Builder::new()
                .name("listening".to_string())
                .spawn(move || hear(Box::new(microphone), speaking, tx))
        });
    if let Err(e) = threads {
        return super::fail(e);
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let _ = out.write_all(game.show(&first).as_bytes());
    let _ = out.flush();
    loop {
        let replies = match events.recv_timeout(TICK) {
            Ok(Event::Line(line)) => {
                // A typed line answers the question, or makes it moot.
                listener.forget_question();
                game.line(&line)
            }
            Ok(Event::TooLong(bytes)) => vec![Reply::say(
                texts.line_too_long(bytes, crate::session::MAX_LINE_CHARS),
            )],
            Ok(Event::NotUtf8) => vec![Reply::say(texts.invalid_utf8())],
            Ok(Event::Heard(utterance)) => take_utterance(&mut game, &mut listener, &utterance),
            Ok(Event::Lost(e)) => vec![Reply::say(texts.listen_error(&e))],
            Err(RecvTimeoutError::Timeout) => game.tick(),
            Ok(Event::End) | Err(RecvTimeoutError::Disconnected) => break,
        };
        if !replies.is_empty() {
            let _ = out.write_all(game.show(&replies).as_bytes());
            let _ = out.flush();
        }
    }
    let last = game.quit();
    let mut text = game.show(&last);
    text.push_str(&game.finish());
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
    if game.something_not_kept() {
        ExitCode::from(super::start::NOT_KEPT)
    } else {
        ExitCode::SUCCESS
    }
}

/// The game's first replies: those given (a resumed game's), else the
/// start of a new game.
fn started(game: &mut GameLoop, first: Vec<Reply>) -> Vec<Reply> {
    if first.is_empty() {
        game.session().start()
    } else {
        first
    }
}

/// The game's first replies, then why nothing will be heard and that
/// keys play instead: said through the game's output like every reply,
/// so that it is heard, not only printed. (A `--record` transcript does
/// not hold them: it is replayed without the microphone.)
fn keys_instead(game: &mut GameLoop, first: Vec<Reply>, why: String) -> Vec<Reply> {
    let mut first = started(game, first);
    first.push(Reply::say(why));
    first.push(Reply::say(game.session().texts().listen_keys()));
    first
}

/// The game's first replies, then which microphone listens: said, not
/// only printed, so that a player who cannot see the screen knows that
/// moves are heard, and through which microphone.
fn listening_begun(game: &mut GameLoop, first: Vec<Reply>, microphone: &str) -> Vec<Reply> {
    let mut first = started(game, first);
    first.push(Reply::say(
        game.session().texts().microphone_listening(microphone),
    ));
    first
}

/// The typed lines, until the input ends.
fn read_lines(mut input: Box<dyn BufRead + Send>, events: Sender<Event>) {
    let mut buf = Vec::new();
    loop {
        let event = match read_line(&mut input, &mut buf) {
            Ok(ReadLine::End) | Err(_) => Event::End,
            Ok(ReadLine::TooLong(bytes)) => Event::TooLong(bytes),
            Ok(ReadLine::Line(bytes)) => match String::from_utf8(bytes) {
                Ok(line) if line.trim().is_empty() || line.starts_with('#') => continue,
                Ok(line) => Event::Line(line),
                Err(_) => Event::NotUtf8,
            },
        };
        let end = matches!(event, Event::End);
        if events.send(event).is_err() || end {
            return;
        }
    }
}

/// The microphone's chunks through the detector, muted while annabella
/// speaks and for [`TAIL`] chunks after; the utterances, and the
/// microphone lost (once: then this thread ends and keys go on).
fn hear(mut source: Box<dyn Source>, speaking: Option<Speaking>, events: Sender<Event>) {
    let mut detector = Detector::new(VadOptions::default());
    let mut muted = 0;
    loop {
        match source.next(TICK) {
            Ok(Some(chunk)) => {
                if speaking.as_ref().is_some_and(Speaking::now) {
                    muted = TAIL;
                    detector.reset();
                    continue;
                }
                if muted > 0 {
                    muted -= 1;
                    continue;
                }
                for utterance in detector.push(&chunk) {
                    if events.send(Event::Heard(utterance)).is_err() {
                        return;
                    }
                }
            }
            Ok(None) => {}
            Err(e) => {
                let _ = events.send(Event::Lost(e));
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use laws::lang::Lang;
    use listen::vad::Samples;

    /// Stands for the microphone: the samples in chunks, then lost (which
    /// ends the listening thread).
    struct Fake(Samples);

    impl Source for Fake {
        fn next(&mut self, timeout: Duration) -> Result<Option<Vec<i16>>, ListenError> {
            match self.0.next(timeout)? {
                Some(chunk) => Ok(Some(chunk)),
                None => Err(ListenError::MicrophoneLost {
                    name: "fake".into(),
                    reason: "the test ended".into(),
                }),
            }
        }
    }

    /// "Bauer Eva zwei Eva vier" as a microphone hears it: silence
    /// before and after, a faint noise floor; none without espeak-ng.
    fn said_e4() -> Option<Vec<i16>> {
        let dir = std::env::temp_dir().join(format!("annabella-mic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).ok()?;
        let wav = dir.join("e4.wav");
        let made = std::process::Command::new("espeak-ng")
            .args(["-v", "de+m3", "-s", "150", "-w"])
            .arg(&wav)
            .arg("Bauer Eva zwei Eva vier")
            .status()
            .is_ok_and(|s| s.success());
        if !made {
            eprintln!("skipped: espeak-ng is not installed");
            return None;
        }
        let mut samples = vec![0_i16; 4800];
        samples.extend(listen::audio::read_wav(&wav).ok()?);
        samples.extend(std::iter::repeat_n(0, 24_000));
        listen::audio::add_noise_floor(&mut samples, 0.003);
        let _ = std::fs::remove_dir_all(&dir);
        Some(samples)
    }

    fn events_of(samples: Vec<i16>, speaking: Option<Speaking>) -> Vec<Event> {
        let (tx, rx) = mpsc::channel();
        hear(Box::new(Fake(Samples::new(samples))), speaking, tx);
        rx.try_iter().collect()
    }

    /// The microphone's chunks become one utterance, heard as e4, and the
    /// microphone lost is told once.
    #[test]
    fn why_nothing_is_heard_is_said_after_the_start_and_keys_play() {
        let session = crate::session::Session::new(&crate::settings::Settings::default()).unwrap();
        let mut game = GameLoop::new(session, crate::game_loop::Files::Skip);
        let replies = keys_instead(&mut game, Vec::new(), "There is no microphone.".into());
        // The game's start, then the two sentences, said (heard through
        // speech, not only printed).
        assert!(replies.len() > 2, "{replies:?}");
        assert!(replies[0].text().contains("White"), "{replies:?}");
        let last: Vec<(bool, &str)> = replies[replies.len() - 2..]
            .iter()
            .map(|r| (matches!(r, Reply::Said(_)), r.text()))
            .collect();
        assert_eq!(
            last,
            [
                (true, "There is no microphone."),
                (true, "Moves are typed.")
            ]
        );
        // Replies given already (a resumed game's) are kept, not started anew.
        let resumed = keys_instead(&mut game, vec![Reply::say("Resumed.")], "Why.".into());
        assert_eq!(resumed.len(), 3, "{resumed:?}");
        assert_eq!(resumed[0].text(), "Resumed.");
    }

    #[test]
    fn which_microphone_listens_is_said_after_the_start() {
        let session = crate::session::Session::new(&crate::settings::Settings::default()).unwrap();
        let mut game = GameLoop::new(session, crate::game_loop::Files::Skip);
        let replies = listening_begun(&mut game, Vec::new(), "Headset");
        assert!(replies[0].text().contains("White"), "{replies:?}");
        let last = replies.last().unwrap();
        assert!(matches!(last, Reply::Said(_)), "{replies:?}");
        assert!(last.text().contains("Headset"), "{replies:?}");
    }

    #[test]
    fn a_move_said_into_the_microphone_is_heard() {
        let Some(samples) = said_e4() else { return };
        let events = events_of(samples, None);
        assert_eq!(events.len(), 2);
        let Event::Heard(utterance) = &events[0] else {
            panic!("no utterance first")
        };
        assert!(matches!(events[1], Event::Lost(_)));
        let texts = crate::messages::texts(Lang::En);
        let choice = "pocketsphinx".parse().unwrap();
        let mut listener = crate::listening::Listener::new(
            &choice,
            "de",
            crate::listening::Confirm::Never,
            None,
            texts,
        )
        .unwrap();
        let (outcome, _) = listener.hear(&shakmaty::Chess::default(), utterance);
        assert_eq!(outcome, crate::listening::Outcome::Line("e4".into()));
    }

    /// While annabella speaks, what the microphone hears is dropped.
    #[test]
    fn nothing_is_heard_while_annabella_speaks() {
        let Some(samples) = said_e4() else { return };
        let recorder = speech::Recorder::new("rec").speaking_for(Duration::from_secs(600));
        let mut speech =
            speech::Speech::with_speakers(vec![Box::new(recorder)], speech::Voice::default());
        speech.say(speech::Utterance::new(
            "Bauer Eva zwei Eva vier",
            Lang::De,
            speech::Priority::Move,
        ));
        let events = events_of(samples, Some(speech.speaking()));
        assert_eq!(events.len(), 1);
        assert!(matches!(events[0], Event::Lost(_)));
    }

    /// While an earcon sounds, what the microphone hears is dropped too.
    #[test]
    fn nothing_is_heard_while_an_earcon_sounds() {
        let Some(samples) = said_e4() else { return };
        let sounding = Speaking::default();
        sounding.hold_for(Duration::from_secs(600));
        let events = events_of(samples, Some(sounding));
        assert_eq!(events.len(), 1);
        assert!(matches!(events[0], Event::Lost(_)));
    }
}
