//! Listening: why a speech recogniser cannot hear, and what `hear` says.

use super::catalog::Catalog;
use listen::ListenError;

/// Listening: why a speech recogniser cannot hear.
pub trait ListenTexts {
    /// Why listening failed or cannot begin.
    fn listen_error(&self, e: &ListenError) -> String;
    /// The question when a heard move is unsure: the candidates' words
    /// ("Springer Felix drei oder Springer Hektor drei?").
    fn listen_which(&self, candidates: &[String]) -> String;
    /// What was heard, and how sure (0 to 1): printed, kept in the record.
    fn listen_heard(&self, words: &str, confidence: f64) -> String;
    /// The answer to the question was no: nothing is played.
    fn listen_not_played(&self) -> String;
    /// The answer to the question was not understood.
    fn listen_not_understood(&self) -> String;
    /// A command heard that cannot be taken back (resign, a draw offer, a
    /// claim): asked, to be said again or typed; `word` is its spoken word,
    /// `line` the command line it stands for (`resign`), whose word in this
    /// language is named to be typed.
    fn listen_grave(&self, word: &str, line: &str) -> String;
    /// Listening has begun, through the microphone `name`.
    fn microphone_listening(&self, name: &str) -> String;
    /// `hear --list-microphones` found none.
    fn microphone_none_listed(&self) -> String;
    /// Said on its own line after what keeps a game from listening, when
    /// the game goes on with keys.
    fn listen_keys(&self) -> String;
}

impl ListenTexts for Catalog {
    fn listen_which(&self, candidates: &[String]) -> String {
        let a = self.args();
        match candidates {
            [] => String::new(),
            [one] => a.s("first", one.as_str()).fmt("listen-confirm"),
            [first, second] => a
                .s("first", first.as_str())
                .s("second", second.as_str())
                .fmt("listen-which-two"),
            [first, second, third, ..] => a
                .s("first", first.as_str())
                .s("second", second.as_str())
                .s("third", third.as_str())
                .fmt("listen-which-three"),
        }
    }
    fn listen_heard(&self, words: &str, confidence: f64) -> String {
        self.args()
            .s("words", words)
            .s("percent", format!("{:.0}", confidence * 100.0))
            .fmt("listen-heard")
    }
    fn listen_not_played(&self) -> String {
        self.t("listen-not-played")
    }
    fn listen_not_understood(&self) -> String {
        self.t("listen-not-understood")
    }
    fn listen_grave(&self, word: &str, line: &str) -> String {
        let words = self.t(&format!("command-{line}"));
        let typed = words.split(',').next().unwrap_or(line).trim().to_string();
        self.args()
            .s("word", word)
            .s("typed", typed)
            .fmt("listen-grave")
    }
    fn microphone_listening(&self, name: &str) -> String {
        self.args().s("name", name).fmt("microphone-listening")
    }
    fn microphone_none_listed(&self) -> String {
        self.t("microphone-none-listed")
    }

    fn listen_keys(&self) -> String {
        self.t("listen-keys")
    }
    fn listen_error(&self, e: &ListenError) -> String {
        let a = self.args();
        match e {
            ListenError::Audio { file, reason } => a
                .s("file", file.as_str())
                .s("reason", reason.as_str())
                .fmt("listen-audio"),
            ListenError::TooLarge { file, megabytes } => super::GuardTexts::read_refused(
                self,
                &crate::bounded::ReadError::TooLarge {
                    file: file.clone(),
                    limit: crate::bounded::Size::Megabytes(*megabytes),
                },
            ),
            ListenError::UnknownEngine { name } => {
                a.s("name", name.as_str()).fmt("listen-unknown-engine")
            }
            ListenError::NotBuilt { engine, feature } => a
                .s("engine", engine.as_str())
                .s("feature", feature.as_str())
                .fmt("listen-not-built"),
            ListenError::NoModel { engine, path } => a
                .s("engine", engine.as_str())
                .s("path", path.as_str())
                .fmt("listen-no-model"),
            ListenError::NoLibrary {
                engine,
                library,
                looked,
            } => a
                .s("engine", engine.as_str())
                .s("library", library.as_str())
                .s("looked", looked.as_str())
                .fmt("listen-no-library"),
            ListenError::NoPronunciation { word } => {
                a.s("word", word.as_str()).fmt("listen-no-pronunciation")
            }
            ListenError::Grammar { reason } => a.s("reason", reason.as_str()).fmt("listen-grammar"),
            ListenError::Engine { engine, reason } => a
                .s("engine", engine.as_str())
                .s("reason", reason.as_str())
                .fmt("listen-engine"),
            ListenError::NoMicrophone { name: None } => self.t("microphone-none"),
            ListenError::NoMicrophone { name: Some(n) } => {
                a.s("name", n.as_str()).fmt("microphone-none-named")
            }
            ListenError::MicrophoneFormat { format } => {
                a.s("format", format.as_str()).fmt("microphone-format")
            }
            ListenError::MicrophoneLost { name, reason } => a
                .s("name", name.as_str())
                .s("reason", reason.as_str())
                .fmt("microphone-lost"),
            ListenError::Microphone { reason } => {
                a.s("reason", reason.as_str()).fmt("microphone-failed")
            }
        }
    }
}
