//! Listening: why a speech recogniser cannot hear, and what `hear` says.

use super::catalog::Catalog;
use listen::ListenError;

/// Listening: why a speech recogniser cannot hear.
pub trait ListenTexts {
    /// Why listening failed or cannot begin.
    fn listen_error(&self, e: &ListenError) -> String;
}

impl ListenTexts for Catalog {
    fn listen_error(&self, e: &ListenError) -> String {
        let a = self.args();
        match e {
            ListenError::Audio { file, reason } => a
                .s("file", file.as_str())
                .s("reason", reason.as_str())
                .fmt("listen-audio"),
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
            ListenError::NoPronunciation { word } => {
                a.s("word", word.as_str()).fmt("listen-no-pronunciation")
            }
            ListenError::Grammar { reason } => a.s("reason", reason.as_str()).fmt("listen-grammar"),
            ListenError::Engine { engine, reason } => a
                .s("engine", engine.as_str())
                .s("reason", reason.as_str())
                .fmt("listen-engine"),
        }
    }
}
