//! What can go wrong while listening.

use std::fmt;

/// An error of audio, grammar or recogniser. The application words it in
/// the user's language from these values; `Display` is for logs and tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListenError {
    /// An audio file could not be read or written.
    Audio {
        /// The file.
        file: String,
        /// Why, from the WAV reader.
        reason: String,
    },
    /// The engine named is not known.
    UnknownEngine {
        /// The name given.
        name: String,
    },
    /// A file is larger than the most its kind may hold (a recording, a
    /// recogniser's dictionary): it is not read, so a wrong path cannot
    /// fill the memory.
    TooLarge {
        /// The file.
        file: String,
        /// The limit, in megabytes (of 1024 times 1024 bytes).
        megabytes: u64,
    },
    /// The engine is known but this build does not have it.
    NotBuilt {
        /// The engine.
        engine: String,
        /// The cargo feature that brings it.
        feature: String,
    },
    /// The engine's model is not where it was looked for.
    NoModel {
        /// The engine.
        engine: String,
        /// Where it was looked for.
        path: String,
    },
    /// The engine's library is not installed where it was looked for.
    NoLibrary {
        /// The engine.
        engine: String,
        /// The library's file name.
        library: String,
        /// Where it was looked for, separated by commas.
        looked: String,
    },
    /// A word of the grammar has no pronunciation.
    NoPronunciation {
        /// The word.
        word: String,
    },
    /// The grammar could not be built.
    Grammar {
        /// Why.
        reason: String,
    },
    /// The engine failed.
    Engine {
        /// The engine.
        engine: String,
        /// What it said.
        reason: String,
    },
    /// No microphone: none at all, or none of this name.
    NoMicrophone {
        /// The name asked for, if one was.
        name: Option<String>,
    },
    /// The microphone gives samples in a format not read here.
    MicrophoneFormat {
        /// The format.
        format: String,
    },
    /// The microphone stopped giving sound (unplugged, or the sound
    /// system failed).
    MicrophoneLost {
        /// The device.
        name: String,
        /// What the sound system said.
        reason: String,
    },
    /// The microphone could not be opened.
    Microphone {
        /// What the sound system said.
        reason: String,
    },
}

impl fmt::Display for ListenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ListenError::Audio { file, reason } => write!(f, "{file}: {reason}"),
            ListenError::TooLarge { file, megabytes } => write!(
                f,
                "{file} is larger than {megabytes} megabytes, the most a file of its kind may hold; it is not read"
            ),
            ListenError::UnknownEngine { name } => write!(f, "no speech recogniser {name}"),
            ListenError::NotBuilt { engine, feature } => {
                write!(f, "{engine} is not built in (cargo feature {feature})")
            }
            ListenError::NoModel { engine, path } => write!(f, "no {engine} model in {path}"),
            ListenError::NoLibrary {
                engine,
                library,
                looked,
            } => write!(f, "no {engine} library {library} (looked for {looked})"),
            ListenError::NoPronunciation { word } => write!(f, "no pronunciation of {word}"),
            ListenError::Grammar { reason } => write!(f, "grammar: {reason}"),
            ListenError::Engine { engine, reason } => write!(f, "{engine}: {reason}"),
            ListenError::NoMicrophone { name: None } => write!(f, "no microphone"),
            ListenError::NoMicrophone { name: Some(n) } => write!(f, "no microphone {n}"),
            ListenError::MicrophoneFormat { format } => {
                write!(f, "microphone sample format {format} is not supported")
            }
            ListenError::MicrophoneLost { name, reason } => {
                write!(f, "microphone {name} lost: {reason}")
            }
            ListenError::Microphone { reason } => write!(f, "microphone: {reason}"),
        }
    }
}

impl std::error::Error for ListenError {}
