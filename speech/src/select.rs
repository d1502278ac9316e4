//! Turning a `SpeechChoice` into a chain of backends: the chosen one
//! first, then the ones that can take over when it fails, text last.

use super::backends::{EspeakSpeaker, SpdSpeaker, TextSpeaker, WavSpeaker, find_program};
use super::choice::SpeechChoice;
use super::speaker::{Speaker, SpeechError};
use super::status::{SpeechEvent, SpeechStatus};

/// Backends in fallback order, the start-up line and start-up notices.
pub struct Chain {
    /// The backends, best first: each takes over when the one before fails.
    pub speakers: Vec<Box<dyn Speaker>>,
    /// Which backend speaks, for the start-up line.
    pub status: SpeechStatus,
    /// What to say about backends passed over at the start.
    pub notices: Vec<SpeechEvent>,
}

/// The platform speech API, when built with `native`.
fn tts() -> Result<Box<dyn Speaker>, SpeechError> {
    #[cfg(feature = "native")]
    {
        super::native::TtsSpeaker::new().map(|s| -> Box<dyn Speaker> { Box::new(s) })
    }
    #[cfg(not(feature = "native"))]
    {
        Err(SpeechError::NotBuilt {
            backend: "tts".to_string(),
        })
    }
}

/// The running screen reader's speech (`--speech screenreader`): NVDA,
/// JAWS and others through Tolk on Windows; speech-dispatcher on Linux and
/// the BSDs, which Orca speaks through with the voice the player set up.
fn screen_reader() -> Result<Box<dyn Speaker>, SpeechError> {
    #[cfg(all(windows, feature = "screenreader"))]
    {
        super::native::TtsSpeaker::screen_reader().map(|s| -> Box<dyn Speaker> { Box::new(s) })
    }
    #[cfg(all(windows, not(feature = "screenreader")))]
    {
        Err(SpeechError::ScreenReaderNotBuilt {
            backend: "screenreader".to_string(),
        })
    }
    #[cfg(target_os = "macos")]
    {
        Err(SpeechError::VoiceOverTakesNoSpeech {
            backend: "screenreader".to_string(),
        })
    }
    #[cfg(not(any(windows, target_os = "macos")))]
    {
        spd()
    }
}

/// What the screen reader output is made of here, so the fallbacks after
/// it do not try it twice.
const SCREEN_READER_IS: Option<&str> = if cfg!(any(windows, target_os = "macos")) {
    None
} else {
    Some("spd")
};

fn spd() -> Result<Box<dyn Speaker>, SpeechError> {
    let program = find_program("spd-say").ok_or_else(|| SpeechError::CommandMissing {
        program: "spd-say".to_string(),
    })?;
    let s = SpdSpeaker::with_program(program);
    if s.answers() {
        Ok(Box::new(s))
    } else {
        Err(SpeechError::NoAnswer {
            backend: "speech-dispatcher".to_string(),
        })
    }
}

fn espeak_program() -> Result<std::path::PathBuf, SpeechError> {
    find_program("espeak-ng").ok_or_else(|| SpeechError::CommandMissing {
        program: "espeak-ng".to_string(),
    })
}

fn espeak() -> Result<Box<dyn Speaker>, SpeechError> {
    Ok(Box::new(EspeakSpeaker::with_program(espeak_program()?)))
}

fn wav(dir: &std::path::Path) -> Result<Box<dyn Speaker>, SpeechError> {
    let program = espeak_program()?;
    Ok(Box::new(WavSpeaker::with_program(dir, program)?))
}

type Make = fn() -> Result<Box<dyn Speaker>, SpeechError>;

/// The automatic order: best first.
const AUTO: [(&str, Make); 3] = [("tts", tts), ("spd", spd), ("espeak", espeak)];

/// Whether this machine has somewhere to play sound. Linux: an ALSA
/// playback device (`/dev/snd/pcmC*p`), or a PulseAudio or PipeWire
/// server (which may play over the network or Bluetooth). Elsewhere the
/// platform always has an output. speech-dispatcher accepts text without
/// one and says nothing, so this is asked before choosing it.
pub fn sound_device_found() -> bool {
    #[cfg(target_os = "linux")]
    {
        let alsa = std::fs::read_dir("/dev/snd").is_ok_and(|dir| {
            dir.filter_map(Result::ok).any(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.starts_with("pcmC") && name.ends_with('p')
            })
        });
        let server = std::env::var_os("PULSE_SERVER").is_some()
            || std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|dir| {
                let dir = std::path::Path::new(&dir);
                dir.join("pulse/native").exists() || dir.join("pipewire-0").exists()
            });
        alsa || server
    }
    #[cfg(not(target_os = "linux"))]
    {
        true
    }
}

/// Builds the chain for `choice`. `Auto` takes every backend that works
/// here, best first; an explicit choice comes first, followed by the
/// automatic ones after it in that order; `Wav` falls back to text only
/// (a recording should not turn into sound). Never fails: at worst the
/// chain is text alone, and `Off` is an empty chain. Without a sound
/// device `Auto` speaks nothing and says so; an explicit choice is kept,
/// with a notice that it may not be heard.
pub fn build_chain(choice: &SpeechChoice, text: TextSpeaker) -> Chain {
    build_chain_with(choice, text, sound_device_found)
}

/// [`build_chain`] with the sound-device check given (tests).
pub fn build_chain_with(
    choice: &SpeechChoice,
    text: TextSpeaker,
    sound: impl Fn() -> bool,
) -> Chain {
    let needs_sound = !matches!(
        choice,
        SpeechChoice::Off | SpeechChoice::Text | SpeechChoice::Wav(_)
    );
    if needs_sound && !sound() {
        if *choice == SpeechChoice::Auto {
            return Chain {
                speakers: vec![Box::new(text)],
                status: SpeechStatus::NoSoundDevice,
                notices: Vec::new(),
            };
        }
        let mut chain = build_chain_found(choice, text);
        if let Some(first) = chain.speakers.first() {
            let backend = first.name();
            if backend != "text" {
                chain.notices.push(SpeechEvent::NoSoundDevice { backend });
            }
        }
        return chain;
    }
    build_chain_found(choice, text)
}

fn build_chain_found(choice: &SpeechChoice, text: TextSpeaker) -> Chain {
    let mut speakers: Vec<Box<dyn Speaker>> = Vec::new();
    let mut notices = Vec::new();
    let mut skipped: Vec<SpeechError> = Vec::new();
    let text: Box<dyn Speaker> = Box::new(text);
    let chosen_first = |name: &str| AUTO.iter().position(|(n, _)| *n == name);
    match choice {
        SpeechChoice::Off => {
            return Chain {
                speakers,
                status: SpeechStatus::Off,
                notices,
            };
        }
        SpeechChoice::Text => {}
        SpeechChoice::Wav(dir) => match wav(dir) {
            Ok(s) => speakers.push(s),
            Err(reason) => notices.push(SpeechEvent::Unavailable {
                reason,
                using: text.name(),
            }),
        },
        SpeechChoice::ScreenReader => {
            match screen_reader() {
                Ok(s) => {
                    // Not a screen reader of its own: said at start.
                    if SCREEN_READER_IS.is_some() {
                        notices.push(SpeechEvent::ScreenReaderThrough { backend: s.name() });
                    }
                    speakers.push(s)
                }
                Err(reason) => {
                    skipped.push(reason.clone());
                    notices.push(SpeechEvent::Unavailable {
                        reason,
                        using: String::new(),
                    });
                }
            }
            for (name, make) in AUTO {
                if Some(name) != SCREEN_READER_IS
                    && let Ok(s) = make()
                {
                    speakers.push(s);
                }
            }
        }
        SpeechChoice::Auto | SpeechChoice::Tts | SpeechChoice::Spd | SpeechChoice::Espeak => {
            let from = match choice {
                SpeechChoice::Tts => chosen_first("tts"),
                SpeechChoice::Spd => chosen_first("spd"),
                SpeechChoice::Espeak => chosen_first("espeak"),
                _ => Some(0),
            }
            .unwrap_or(0);
            for (i, (_, make)) in AUTO.iter().enumerate().skip(from) {
                match make() {
                    Ok(s) => speakers.push(s),
                    Err(reason) if i == from && *choice != SpeechChoice::Auto => {
                        skipped.push(reason.clone());
                        notices.push(SpeechEvent::Unavailable {
                            reason,
                            using: String::new(),
                        });
                    }
                    Err(reason) => skipped.push(reason),
                }
            }
        }
    }
    speakers.push(text);
    let first = speakers.first().map(|s| s.name()).unwrap_or_default();
    for n in &mut notices {
        if let SpeechEvent::Unavailable { using, .. } = n {
            *using = first.clone();
        }
    }
    let status = SpeechStatus::Using {
        backend: first,
        auto: *choice == SpeechChoice::Auto,
        skipped: if *choice == SpeechChoice::Auto {
            skipped
        } else {
            Vec::new()
        },
    };
    Chain {
        speakers,
        status,
        notices,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(c: &Chain) -> Vec<String> {
        c.speakers.iter().map(|s| s.name()).collect()
    }

    #[test]
    fn off_is_empty_and_text_is_text() {
        let c = build_chain_with(&SpeechChoice::Off, TextSpeaker::stdout("> "), || true);
        assert!(c.speakers.is_empty());
        assert_eq!(c.status.to_string(), "Speech: off.");
        let c = build_chain_with(&SpeechChoice::Text, TextSpeaker::stdout("> "), || true);
        assert_eq!(names(&c), ["text"]);
        assert_eq!(c.status.to_string(), "Speech: text.");
        assert!(c.notices.is_empty());
    }

    /// Linux: the screen reader's speech is speech-dispatcher (Orca's);
    /// when it does not answer the player is told, and it is not tried a
    /// second time among the fallbacks.
    #[cfg(not(any(windows, target_os = "macos")))]
    #[test]
    fn screenreader_is_speech_dispatcher_here_and_never_tried_twice() {
        let c = build_chain_with(
            &SpeechChoice::ScreenReader,
            TextSpeaker::stdout("> "),
            || true,
        );
        let names = names(&c);
        assert_eq!(names.last().map(String::as_str), Some("text"));
        let spd = names.iter().filter(|n| *n == "speech-dispatcher").count();
        assert!(spd <= 1, "{names:?}");
        if names[0] == "speech-dispatcher" {
            // Said: the screen reader's speech is speech-dispatcher here.
            assert_eq!(c.notices.len(), 1, "{:?}", c.notices);
            assert!(c.notices[0].to_string().contains("speech-dispatcher"));
        } else {
            assert_eq!(c.notices.len(), 1, "{names:?}");
            let said = c.notices[0].to_string();
            assert!(
                said.contains("spd-say") || said.contains("speech-dispatcher"),
                "{said}"
            );
        }
        assert!(!c.status.to_string().contains("chosen automatically"));
    }

    #[test]
    fn without_a_sound_device_auto_says_so_and_speaks_nothing() {
        let c = build_chain_with(&SpeechChoice::Auto, TextSpeaker::stdout("> "), || false);
        assert_eq!(names(&c), ["text"]);
        assert_eq!(c.status, SpeechStatus::NoSoundDevice);
        assert!(c.status.to_string().starts_with("No sound device found"));
        // An explicit choice is kept, with a notice.
        let c = build_chain_with(&SpeechChoice::Espeak, TextSpeaker::stdout("> "), || false);
        if names(&c)[0] == "espeak-ng" {
            assert_eq!(
                c.notices,
                [SpeechEvent::NoSoundDevice {
                    backend: "espeak-ng".into()
                }]
            );
        }
        // A recording needs none.
        let dir = std::env::temp_dir().join(format!("annabella-nosound-{}", std::process::id()));
        let c = build_chain_with(
            &SpeechChoice::Wav(dir.clone()),
            TextSpeaker::stdout("> "),
            || false,
        );
        assert!(c.notices.is_empty() || names(&c) == ["text"]);
        assert_ne!(c.status, SpeechStatus::NoSoundDevice);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn auto_ends_with_text_and_says_what_it_chose() {
        let c = build_chain_with(&SpeechChoice::Auto, TextSpeaker::stdout("> "), || true);
        let names = names(&c);
        assert_eq!(names.last().map(String::as_str), Some("text"));
        assert!(
            c.status
                .to_string()
                .starts_with(&format!("Speech: {}", names[0]))
        );
        assert!(c.status.to_string().contains("chosen automatically"));
        assert!(!c.status.to_string().contains('\n'));
        #[cfg(not(feature = "native"))]
        assert!(
            c.status.to_string().contains("tts is not in this build"),
            "{}",
            c.status.to_string()
        );
    }

    #[test]
    fn an_unwritable_wav_directory_falls_back_to_text_with_a_notice() {
        let dir = std::env::temp_dir().join(format!("annabella-select-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("file");
        std::fs::write(&file, b"x").unwrap();
        let c = build_chain_with(
            &SpeechChoice::Wav(file.join("rec")),
            TextSpeaker::stdout("> "),
            || true,
        );
        assert_eq!(names(&c), ["text"]);
        assert_eq!(c.notices.len(), 1);
        let msg = c.notices[0].to_string();
        assert!(msg.starts_with("Speech: "), "{msg}");
        assert!(msg.ends_with("Using text."), "{msg}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(not(feature = "native"))]
    #[test]
    fn tts_without_native_says_how_to_get_it() {
        let c = build_chain_with(&SpeechChoice::Tts, TextSpeaker::stdout("> "), || true);
        assert_eq!(c.notices.len(), 1);
        let msg = c.notices[0].to_string();
        assert!(msg.contains("--features native"), "{msg}");
        assert_eq!(names(&c).last().map(String::as_str), Some("text"));
    }
}
