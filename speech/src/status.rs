//! What the speech output tells its caller: the events to pass on to the
//! user (a backend failed, speech is off) and which output speaks. Both
//! are structured, so the application words them in the user's language;
//! `Display` is the English line. The queue ([`super::queue`]) sends
//! them, the backend chain ([`super::select`]) finds them at start.

use std::fmt;

use super::speaker::SpeechError;

/// Something the caller should tell the user (print, and say if it
/// likes). Backends fail rarely, so each failure gives exactly one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechEvent {
    /// A backend failed; it and the utterance go on with `to`.
    Fallback {
        /// The backend that failed.
        from: String,
        /// The backend that speaks now.
        to: String,
        /// Why it failed.
        reason: SpeechError,
    },
    /// The last backend failed: speech is off; printed text remains.
    SpeechOff {
        /// The last backend.
        from: String,
        /// Why it failed.
        reason: SpeechError,
    },
    /// At start: the chosen backend cannot be used; `using` is used.
    Unavailable {
        /// Why the chosen backend cannot be used.
        reason: SpeechError,
        /// The backend used instead.
        using: String,
    },
    /// At start: the chosen `backend` speaks, but no sound device was
    /// found, so it may not be heard.
    NoSoundDevice {
        /// The backend that speaks.
        backend: String,
    },
    /// At start: `--speech screenreader` speaks through `backend` here
    /// (speech-dispatcher on Linux, which Orca uses too), not through a
    /// screen reader of its own.
    ScreenReaderThrough {
        /// The backend that speaks for the screen reader.
        backend: String,
    },
}

impl fmt::Display for SpeechEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpeechEvent::Fallback { to, reason, .. } => {
                write!(f, "Speech: {reason}. Now using {to}.")
            }
            SpeechEvent::SpeechOff { reason, .. } => {
                write!(f, "Speech: {reason}. Speech is off; text is still printed.")
            }
            SpeechEvent::Unavailable { reason, using } => {
                write!(f, "Speech: {reason}. Using {using}.")
            }
            SpeechEvent::NoSoundDevice { backend } => write!(
                f,
                "No sound device found: {backend} may not be heard. Connect one, or record with --speech wav:DIR."
            ),
            SpeechEvent::ScreenReaderThrough { backend } => write!(
                f,
                "Speech: there is no screen reader speech of its own here; speaking through {backend}, which Orca uses too."
            ),
        }
    }
}

/// Which output speaks, for the one line at start. Structured, so the
/// line can be said in the user's language (`messages`); `Display` is the
/// English one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechStatus {
    /// `backend` speaks; `auto` when it was chosen automatically, with why
    /// each better one was passed over.
    Using {
        /// The backend that speaks.
        backend: String,
        /// Whether it was chosen by `auto`.
        auto: bool,
        /// Why each better backend was passed over.
        skipped: Vec<SpeechError>,
    },
    /// Speech is off: everything is printed only.
    Off,
    /// The backends were not found in time; speech follows when ready.
    Starting,
    /// No speech thread could be started.
    NoThread(String),
    /// `auto` found no sound device: nothing is spoken, text is printed.
    NoSoundDevice,
}

impl fmt::Display for SpeechStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpeechStatus::Using {
                backend,
                auto: false,
                ..
            } => write!(f, "Speech: {backend}."),
            SpeechStatus::Using {
                backend, skipped, ..
            } if skipped.is_empty() => {
                write!(f, "Speech: {backend}, chosen automatically.")
            }
            SpeechStatus::Using {
                backend, skipped, ..
            } => {
                let why: Vec<String> = skipped.iter().map(|e| e.to_string()).collect();
                write!(
                    f,
                    "Speech: {backend}, chosen automatically ({}).",
                    why.join("; ")
                )
            }
            SpeechStatus::Off => f.write_str("Speech: off."),
            SpeechStatus::Starting => {
                f.write_str("Speech: still starting; speech follows when it is ready.")
            }
            SpeechStatus::NoThread(e) => write!(f, "Speech: off (no speech thread: {e})."),
            SpeechStatus::NoSoundDevice => f.write_str(
                "No sound device found: speech is off. Connect one and start again, or record with --speech wav:DIR.",
            ),
        }
    }
}
