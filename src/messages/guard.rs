//! Guarding the user's files and inputs: a file too large to read, a file
//! that would be replaced, an input that is not what it claims to be.

use super::catalog::Catalog;
use crate::bounded::{ReadError, Size};

/// Guarding the user's files and inputs: a file too large to read, a file
/// that would be replaced, an input that is not what it claims to be.
pub trait GuardTexts {
    /// Why a file was not read: too large for its kind (the file and the
    /// limit named), or the system's reason.
    fn read_refused(&self, e: &ReadError) -> String;
    /// A voice change not written to a settings file that could not be
    /// read or is no TOML: the file is left as it is.
    fn voice_not_saved_left(&self, file: &str) -> String;
    /// The REPL's history file is too large: this session keeps none.
    fn history_not_kept(&self, e: &ReadError) -> String;
}

impl GuardTexts for Catalog {
    fn read_refused(&self, e: &ReadError) -> String {
        match e {
            ReadError::TooLarge { file, limit } => {
                let (unit, n) = match limit {
                    Size::Kilobytes(n) => ("kb", *n),
                    Size::Megabytes(n) => ("mb", *n),
                };
                self.args()
                    .s("file", file.as_str())
                    .s("unit", unit)
                    .n("size", n as f64)
                    .fmt("read-too-large")
            }
            ReadError::Io(io) => io.to_string(),
        }
    }
    fn history_not_kept(&self, e: &ReadError) -> String {
        let refused = self.read_refused(e);
        self.args().s("refused", refused).fmt("history-not-kept")
    }
    fn voice_not_saved_left(&self, file: &str) -> String {
        self.args().s("file", file).fmt("voice-not-saved-left")
    }
}
