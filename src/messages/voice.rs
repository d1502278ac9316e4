//! Speech and sounds: the backend speaking, its events and errors, the voice changed or not saved,
//! earcons that are off.

use super::catalog::Catalog;
use speech::{SpeechError, SpeechEvent, SpeechStatus};

/// Speech and sounds: the backend speaking, its events and errors, the voice changed or not saved,
/// earcons that are off.
pub trait SpeechTexts {
    /// Confirms a change of speech volume (`volume`) or rate, up or down.
    fn voice_changed(&self, volume: bool, up: bool) -> String;
    /// Which speech output is used: the line at start.
    fn speech_status(&self, s: &SpeechStatus) -> String;
    /// A speech backend failed, or could not be used at start.
    fn speech_event(&self, e: &SpeechEvent) -> String;
    /// Why a speech backend cannot speak.
    fn speech_error(&self, e: &SpeechError) -> String;
    /// A voice change could not be kept in the settings file.
    fn voice_not_saved(&self, path: &str, why: &str) -> String;
    /// The one short line at start naming the speech output, and, only
    /// when something failed, what to do ("Speech: espeak-ng.").
    fn speech_started(&self, s: &SpeechStatus) -> String;
    /// Why earcons (sounds) are off: said once.
    fn earcon_problem(&self, p: &speech::EarconProblem) -> String;
}

impl SpeechTexts for Catalog {
    fn voice_changed(&self, volume: bool, up: bool) -> String {
        self.t(match (volume, up) {
            (true, true) => "voice-louder",
            (true, false) => "voice-quieter",
            (false, true) => "voice-faster",
            (false, false) => "voice-slower",
        })
    }
    fn speech_status(&self, s: &SpeechStatus) -> String {
        match s {
            SpeechStatus::Using {
                backend,
                auto: false,
                ..
            } => self
                .args()
                .s("backend", backend.as_str())
                .fmt("speech-using"),
            SpeechStatus::Using {
                backend, skipped, ..
            } if skipped.is_empty() => self
                .args()
                .s("backend", backend.as_str())
                .fmt("speech-using-auto"),
            SpeechStatus::Using {
                backend, skipped, ..
            } => {
                let why: Vec<String> = skipped.iter().map(|e| self.speech_error(e)).collect();
                self.args()
                    .s("backend", backend.as_str())
                    .s("why", why.join("; "))
                    .fmt("speech-using-auto-skipped")
            }
            SpeechStatus::Off => self.t("speech-off"),
            SpeechStatus::Starting => self.t("speech-starting"),
            SpeechStatus::NoThread(e) => self.args().s("why", e.as_str()).fmt("speech-no-thread"),
            SpeechStatus::NoSoundDevice => self.t("speech-started-no-sound"),
        }
    }
    fn speech_event(&self, e: &SpeechEvent) -> String {
        match e {
            SpeechEvent::Fallback { to, reason, .. } => self
                .args()
                .s("why", self.speech_error(reason))
                .s("to", to.as_str())
                .fmt("speech-fallback"),
            SpeechEvent::SpeechOff { reason, .. } => self
                .args()
                .s("why", self.speech_error(reason))
                .fmt("speech-now-off"),
            SpeechEvent::Unavailable { reason, using } => self
                .args()
                .s("why", self.speech_error(reason))
                .s("using", using.as_str())
                .fmt("speech-unavailable"),
            SpeechEvent::ScreenReaderThrough { backend } => self
                .args()
                .s("backend", backend.as_str())
                .fmt("speech-screenreader-through"),
            SpeechEvent::NoSoundDevice { backend } => self
                .args()
                .s("backend", backend.as_str())
                .fmt("speech-no-sound-device"),
        }
    }
    fn speech_error(&self, e: &SpeechError) -> String {
        let a = self.args();
        match e {
            SpeechError::CommandMissing { program } => a
                .s("program", program.as_str())
                .fmt("speech-command-missing"),
            SpeechError::CommandFailed { program, detail } => a
                .s("program", program.as_str())
                .s("detail", detail.as_str())
                .fmt("speech-command-failed"),
            SpeechError::SoundDeviceFailed { program } => a
                .s("program", program.as_str())
                .fmt("speech-sound-device-failed"),
            SpeechError::TimedOut { backend, after } => a
                .s("backend", backend.as_str())
                .n("seconds", after.as_secs() as f64)
                .fmt("speech-timed-out"),
            SpeechError::NotWritable { path, detail } => a
                .s("path", path.display().to_string())
                .s("detail", detail.as_str())
                .fmt("speech-not-writable"),
            SpeechError::NotBuilt { backend } => {
                a.s("backend", backend.as_str()).fmt("speech-not-built")
            }
            SpeechError::Engine { backend, detail } => a
                .s("backend", backend.as_str())
                .s("detail", detail.as_str())
                .fmt("speech-engine"),
            SpeechError::NoAnswer { backend } => {
                a.s("backend", backend.as_str()).fmt("speech-no-answer")
            }
            SpeechError::NoAudio { path } => a
                .s("path", path.display().to_string())
                .fmt("speech-no-audio"),
            SpeechError::NoScreenReader { backend } => a
                .s("backend", backend.as_str())
                .fmt("speech-no-screen-reader"),
            SpeechError::ScreenReaderNotBuilt { backend } => a
                .s("backend", backend.as_str())
                .fmt("speech-screen-reader-not-built"),
            SpeechError::VoiceOverTakesNoSpeech { backend } => {
                a.s("backend", backend.as_str()).fmt("speech-voiceover")
            }
        }
    }
    fn voice_not_saved(&self, path: &str, why: &str) -> String {
        self.args()
            .s("path", path)
            .s("why", why)
            .fmt("voice-not-saved")
    }
    fn speech_started(&self, s: &SpeechStatus) -> String {
        match s {
            // Backends passed over by `auto` are no failure of the
            // player's choice: not said.
            SpeechStatus::Using { backend, .. } => self
                .args()
                .s("backend", backend.as_str())
                .fmt("speech-started"),
            SpeechStatus::Off => self.t("speech-started-off"),
            SpeechStatus::NoSoundDevice => self.t("speech-started-no-sound"),
            other => self.speech_status(other),
        }
    }
    fn earcon_problem(&self, p: &speech::EarconProblem) -> String {
        use speech::EarconProblem as P;
        match p {
            P::NotBuilt => self.t("earcons-not-built"),
            P::NoDevice(None) => self.t("earcons-no-device"),
            P::NoDevice(Some(why)) => self
                .args()
                .s("why", why.as_str())
                .fmt("earcons-no-device-why"),
            P::DeviceFailed(why) => self.args().s("why", why.as_str()).fmt("earcons-failed"),
        }
    }
}
