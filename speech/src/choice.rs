//! Which speech output and earcons the user asked for, parsed from the
//! command line or a config file.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// A speech backend, or `Auto` to pick the best that works here.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum SpeechChoice {
    /// tts if built, then speech-dispatcher, then espeak-ng, then text.
    #[default]
    Auto,
    /// The platform speech API through the `tts` crate (feature `native`).
    Tts,
    /// The running screen reader's speech: NVDA, JAWS and others through
    /// Tolk on Windows (feature `screenreader`), speech-dispatcher (what
    /// Orca speaks through) on Linux. docs/speech.md.
    ScreenReader,
    /// speech-dispatcher through its `spd-say` command.
    Spd,
    /// The `espeak-ng` command.
    Espeak,
    /// Printed lines marked as speech.
    Text,
    /// Numbered WAV files and an index in this directory.
    Wav(PathBuf),
    /// No speech at all.
    Off,
}

/// The words `SpeechChoice` accepts, for help texts and errors.
pub const SPEECH_CHOICES: &str = "auto, screenreader, tts, spd, espeak, text, wav:DIR or off";

/// Text that names no speech output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseChoiceError {
    /// What was given.
    pub input: String,
    /// What was expected, e.g. [`SPEECH_CHOICES`].
    pub expected: &'static str,
    /// Set when the word was right but its argument was missing.
    pub missing: Option<Missing>,
}

/// What a right word lacked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    /// `wav` without the folder the recordings go to.
    Folder,
}

impl fmt::Display for ParseChoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.missing {
            Some(Missing::Folder) => write!(
                f,
                "'{}' needs a directory, as in wav:recordings.",
                self.input
            ),
            None => write!(
                f,
                "Unknown choice '{}': expected {}.",
                self.input, self.expected
            ),
        }
    }
}

impl std::error::Error for ParseChoiceError {}

impl FromStr for SpeechChoice {
    type Err = ParseChoiceError;

    /// Case-insensitive words; `wav:DIR` keeps the directory as written.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let err = |missing| ParseChoiceError {
            input: s.to_string(),
            expected: SPEECH_CHOICES,
            missing,
        };
        if let Some((word, dir)) = t.split_once(':')
            && word.trim().eq_ignore_ascii_case("wav")
        {
            let dir = dir.trim();
            if dir.is_empty() {
                return Err(err(Some(Missing::Folder)));
            }
            return Ok(SpeechChoice::Wav(PathBuf::from(dir)));
        }
        match t.to_ascii_lowercase().as_str() {
            "auto" => Ok(SpeechChoice::Auto),
            "tts" | "native" => Ok(SpeechChoice::Tts),
            "screenreader" | "screen-reader" => Ok(SpeechChoice::ScreenReader),
            "spd" | "speech-dispatcher" | "spd-say" => Ok(SpeechChoice::Spd),
            "espeak" | "espeak-ng" => Ok(SpeechChoice::Espeak),
            "text" => Ok(SpeechChoice::Text),
            "off" | "none" => Ok(SpeechChoice::Off),
            "wav" => Err(err(Some(Missing::Folder))),
            _ => Err(err(None)),
        }
    }
}

impl fmt::Display for SpeechChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpeechChoice::Auto => f.write_str("auto"),
            SpeechChoice::Tts => f.write_str("tts"),
            SpeechChoice::ScreenReader => f.write_str("screenreader"),
            SpeechChoice::Spd => f.write_str("spd"),
            SpeechChoice::Espeak => f.write_str("espeak"),
            SpeechChoice::Text => f.write_str("text"),
            SpeechChoice::Wav(dir) => write!(f, "wav:{}", dir.display()),
            SpeechChoice::Off => f.write_str("off"),
        }
    }
}

/// Short tones for events (feature `native`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EarconChoice {
    /// On where the build and the machine can play them; otherwise off
    /// without a word (the default, so a plain build does not start every
    /// game with a notice nobody asked for).
    #[default]
    Auto,
    /// Asked for: a notice says why when they cannot be played.
    On,
    /// No earcons.
    Off,
}

impl FromStr for EarconChoice {
    type Err = ParseChoiceError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "auto" => Ok(EarconChoice::Auto),
            "on" | "yes" | "true" => Ok(EarconChoice::On),
            "off" | "no" | "false" => Ok(EarconChoice::Off),
            _ => Err(ParseChoiceError {
                input: s.to_string(),
                expected: "auto, on or off",
                missing: None,
            }),
        }
    }
}

impl fmt::Display for EarconChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EarconChoice::Auto => "auto",
            EarconChoice::On => "on",
            EarconChoice::Off => "off",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_choice() {
        assert_eq!("auto".parse(), Ok(SpeechChoice::Auto));
        assert_eq!(" TTS ".parse(), Ok(SpeechChoice::Tts));
        assert_eq!("screenreader".parse(), Ok(SpeechChoice::ScreenReader));
        assert_eq!("Screen-Reader".parse(), Ok(SpeechChoice::ScreenReader));
        assert_eq!("spd".parse(), Ok(SpeechChoice::Spd));
        assert_eq!("espeak".parse(), Ok(SpeechChoice::Espeak));
        assert_eq!("espeak-ng".parse(), Ok(SpeechChoice::Espeak));
        assert_eq!("text".parse(), Ok(SpeechChoice::Text));
        assert_eq!("Off".parse(), Ok(SpeechChoice::Off));
        assert_eq!(
            "wav:/tmp/Partie 1".parse(),
            Ok(SpeechChoice::Wav(PathBuf::from("/tmp/Partie 1")))
        );
        assert_eq!(
            "WAV:C:\\games".parse(),
            Ok(SpeechChoice::Wav(PathBuf::from("C:\\games")))
        );
    }

    #[test]
    fn round_trips_through_display() {
        for c in [
            SpeechChoice::Auto,
            SpeechChoice::Tts,
            SpeechChoice::ScreenReader,
            SpeechChoice::Spd,
            SpeechChoice::Espeak,
            SpeechChoice::Text,
            SpeechChoice::Wav(PathBuf::from("rec")),
            SpeechChoice::Off,
        ] {
            assert_eq!(c.to_string().parse(), Ok(c));
        }
    }

    #[test]
    fn bad_choices_say_what_is_expected() {
        let e = "festival".parse::<SpeechChoice>().unwrap_err();
        assert_eq!(e.input, "festival");
        assert_eq!(
            e.to_string(),
            "Unknown choice 'festival': expected auto, screenreader, tts, spd, espeak, text, wav:DIR or off."
        );
        let e = "wav:".parse::<SpeechChoice>().unwrap_err();
        assert!(e.to_string().contains("needs a directory"), "{e}");
        assert!("wav".parse::<SpeechChoice>().is_err());
        assert!("".parse::<SpeechChoice>().is_err());
        assert!("mp3:dir".parse::<SpeechChoice>().is_err());
    }

    #[test]
    fn earcon_choice() {
        assert_eq!("on".parse(), Ok(EarconChoice::On));
        assert_eq!("OFF".parse(), Ok(EarconChoice::Off));
        assert_eq!("Auto".parse(), Ok(EarconChoice::Auto));
        assert_eq!(EarconChoice::default(), EarconChoice::Auto);
        let e = "loud".parse::<EarconChoice>().unwrap_err();
        assert!(e.to_string().contains("expected auto, on or off"), "{e}");
        assert_eq!(EarconChoice::Off.to_string(), "off");
        assert_eq!(EarconChoice::Auto.to_string(), "auto");
    }
}
