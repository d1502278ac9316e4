//! What is said (`Utterance`), how urgent it is (`Priority`) and the one
//! trait every speech backend implements (`Speaker`).

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use super::mixed::{Mixed, Segment};
use super::voice::Voice;
use laws::lang::Lang;

/// How urgent an utterance is. A `Move` or `Urgent` one interrupts
/// anything of lower priority, queued or being said.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Priority {
    /// Stale as soon as something else happens (clock chatter, hints).
    Chatter,
    /// Answers to the user's input.
    Normal,
    /// A move announcement.
    Move,
    /// Flag fall and other things that cannot wait.
    Urgent,
}

impl Priority {
    /// Whether this priority interrupts lower ones.
    pub fn interrupts(self) -> bool {
        self >= Priority::Move
    }
}

/// One thing to say: in one language, or in parts of several (a UI
/// sentence with Appendix words inside, see [`Mixed`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utterance {
    /// The whole text, as printed.
    pub text: String,
    /// German for Appendix F words always, else the UI language; for a
    /// mixed utterance the language of the sentence around the words.
    pub lang: Lang,
    /// How urgent it is: what may interrupt it, what it may interrupt.
    pub priority: Priority,
    /// Empty: all of `text` is in `lang`. Else the stretches of `text`,
    /// in order, each with its language.
    segments: Vec<Segment>,
}

impl Utterance {
    /// `text`, all in `lang`, with `priority`.
    pub fn new(text: impl Into<String>, lang: Lang, priority: Priority) -> Utterance {
        Utterance {
            text: text.into(),
            lang,
            priority,
            segments: Vec::new(),
        }
    }

    /// A sentence of the UI language `lang` whose parts may be in other
    /// languages: each is spoken in its own voice where the backend can.
    pub fn mixed(m: &Mixed, lang: Lang, priority: Priority) -> Utterance {
        Utterance {
            text: m.text().to_string(),
            lang,
            priority,
            segments: m.segments(lang),
        }
    }

    /// Whether parts are in another language than `lang`.
    pub fn is_mixed(&self) -> bool {
        !self.segments.is_empty()
    }

    /// The stretches to say, each with its language (one for a plain
    /// utterance).
    pub fn segments(&self) -> Vec<Segment> {
        if self.segments.is_empty() {
            vec![Segment {
                text: self.text.clone(),
                lang: self.lang,
            }]
        } else {
            self.segments.clone()
        }
    }

    /// Appendix F words ("Springer Gustav eins Felix drei"): always German,
    /// whatever the UI language.
    pub fn appendix_f(text: impl Into<String>, priority: Priority) -> Utterance {
        Utterance::new(text, Lang::De, priority)
    }
}

/// Why a backend could not speak. Each names the backend so a notice can
/// say which one failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechError {
    /// The program is not installed (or not on PATH).
    CommandMissing {
        /// The program looked for.
        program: String,
    },
    /// The program ran and failed; `detail` is its first error line.
    CommandFailed {
        /// The program that failed.
        program: String,
        /// Its first error line.
        detail: String,
    },
    /// The backend did not finish in time (daemon hung, audio blocked).
    TimedOut {
        /// The backend that failed.
        backend: String,
        /// How long it was given.
        after: Duration,
    },
    /// A file or directory could not be written.
    NotWritable {
        /// The file or folder.
        path: PathBuf,
        /// The system's reason.
        detail: String,
    },
    /// The program ran but found no working sound device (ALSA's many
    /// English lines, worded by the caller in the user's language).
    SoundDeviceFailed {
        /// The program that failed.
        program: String,
    },
    /// This build has no such backend (feature `native` is off).
    NotBuilt {
        /// The backend asked for.
        backend: String,
    },
    /// The speech engine or sound system refused.
    Engine {
        /// The backend that failed.
        backend: String,
        /// What the engine said.
        detail: String,
    },
    /// The backend is there but does not answer (speech-dispatcher's
    /// daemon not running and not startable).
    NoAnswer {
        /// The backend that does not answer.
        backend: String,
    },
    /// The engine ran but wrote no audio to `path`.
    NoAudio {
        /// The file that stayed empty.
        path: PathBuf,
    },
    /// No screen reader runs (Windows: NVDA, JAWS or another Tolk knows).
    NoScreenReader {
        /// The backend asked for.
        backend: String,
    },
    /// The screen reader backend needs the `screenreader` feature.
    ScreenReaderNotBuilt {
        /// The backend asked for.
        backend: String,
    },
    /// macOS: VoiceOver takes no speech from programs; the system voice
    /// speaks instead.
    VoiceOverTakesNoSpeech {
        /// The backend asked for.
        backend: String,
    },
}

impl SpeechError {
    /// The backend or program the error is about.
    pub fn backend(&self) -> String {
        match self {
            SpeechError::CommandMissing { program }
            | SpeechError::CommandFailed { program, .. }
            | SpeechError::SoundDeviceFailed { program } => program.clone(),
            SpeechError::TimedOut { backend, .. }
            | SpeechError::NotBuilt { backend }
            | SpeechError::Engine { backend, .. }
            | SpeechError::NoAnswer { backend }
            | SpeechError::NoScreenReader { backend }
            | SpeechError::ScreenReaderNotBuilt { backend }
            | SpeechError::VoiceOverTakesNoSpeech { backend } => backend.clone(),
            SpeechError::NotWritable { path, .. } | SpeechError::NoAudio { path } => {
                path.display().to_string()
            }
        }
    }
}

impl fmt::Display for SpeechError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpeechError::CommandMissing { program } => write!(f, "{program} is not installed"),
            SpeechError::CommandFailed { program, detail } => {
                write!(f, "{program} failed: {detail}")
            }
            SpeechError::SoundDeviceFailed { program } => {
                write!(f, "{program} failed: no working sound device")
            }
            SpeechError::TimedOut { backend, after } => {
                write!(
                    f,
                    "{backend} did not answer within {} seconds",
                    after.as_secs()
                )
            }
            SpeechError::NotWritable { path, detail } => {
                write!(f, "cannot write to {}: {detail}", path.display())
            }
            SpeechError::NotBuilt { backend } => write!(
                f,
                "{backend} is not in this build (build with: cargo build --release --features native)"
            ),
            SpeechError::Engine { backend, detail } => write!(f, "{backend} failed: {detail}"),
            SpeechError::NoAnswer { backend } => write!(f, "{backend} does not answer"),
            SpeechError::NoAudio { path } => {
                write!(f, "cannot write to {}: no audio was made", path.display())
            }
            SpeechError::NoScreenReader { backend } => write!(
                f,
                "{backend}: no screen reader is running (NVDA, JAWS or another that Tolk knows)"
            ),
            SpeechError::ScreenReaderNotBuilt { backend } => write!(
                f,
                "{backend} is not in this build (build with: cargo build --release --features screenreader)"
            ),
            SpeechError::VoiceOverTakesNoSpeech { backend } => write!(
                f,
                "{backend}: VoiceOver takes no speech from programs; the system voice (tts) speaks instead"
            ),
        }
    }
}

impl std::error::Error for SpeechError {}

/// A speech backend. `start` hands the utterance over and returns while
/// the sound may still play; the queue polls `busy` until it is said, so
/// it can `stop` it when something more urgent comes.
pub trait Speaker {
    /// Short name for notices and the start-up line, e.g. "espeak-ng".
    fn name(&self) -> String;

    /// Starts saying `u` with `voice`.
    fn start(&mut self, u: &Utterance, voice: &Voice) -> Result<(), SpeechError>;

    /// Whether the last utterance is still being said; an error means it
    /// failed (the queue retries it on the next backend).
    fn busy(&mut self) -> Result<bool, SpeechError>;

    /// Stops the current utterance where the backend can.
    fn stop(&mut self);

    /// A recording (WAV files): every utterance it is given is kept whole,
    /// so the queue neither interrupts it nor drops what waits for it (a
    /// move does not cut the line before it out of the recording, and
    /// `stop` does not cut the recording short).
    fn keeps_every_line(&self) -> bool {
        false
    }
}

/// How long a backend may take for `text` before it counts as hung: the
/// slowest rate says about 8 characters a second.
pub fn time_limit(text: &str) -> Duration {
    let chars = u64::try_from(text.chars().count()).unwrap_or(u64::MAX);
    Duration::from_secs(5).saturating_add(
        Duration::from_millis(250).saturating_mul(u32::try_from(chars).unwrap_or(u32::MAX)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn priorities_order_and_interrupt() {
        assert!(Priority::Chatter < Priority::Normal);
        assert!(Priority::Normal < Priority::Move);
        assert!(Priority::Move < Priority::Urgent);
        assert!(!Priority::Normal.interrupts());
        assert!(Priority::Move.interrupts() && Priority::Urgent.interrupts());
    }

    #[test]
    fn appendix_f_is_german() {
        let u = Utterance::appendix_f("Springer Gustav eins Felix drei", Priority::Move);
        assert_eq!(u.lang, Lang::De);
    }

    #[test]
    fn errors_name_the_backend() {
        let e = SpeechError::CommandMissing {
            program: "espeak-ng".into(),
        };
        assert_eq!(e.backend(), "espeak-ng");
        assert_eq!(e.to_string(), "espeak-ng is not installed");
        let e = SpeechError::NotBuilt {
            backend: "tts".into(),
        };
        assert!(e.to_string().contains("--features native"));
    }

    #[test]
    fn time_limit_grows_with_text() {
        assert_eq!(time_limit(""), Duration::from_secs(5));
        assert_eq!(time_limit("abcd"), Duration::from_secs(6));
    }
}
