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
    /// A path named for a file is a folder (the reason in a longer line).
    fn is_a_folder(&self, path: &str) -> String;
    /// A path named for a folder is a file (the reason in a longer line).
    fn not_a_folder(&self, path: &str) -> String;
    /// `man --dir`: pages of these names are in the folder; none written.
    fn man_pages_there(&self, dir: &str, names: &[String]) -> String;
    /// `man --dir --force`: these pages were replaced.
    fn man_pages_replaced(&self, names: &[String]) -> String;
    /// A word that names no speech output (or no earcon choice), or `wav`
    /// without its folder: what was given and what may be.
    fn choice_refused(&self, e: &speech::ParseChoiceError) -> String;
    /// An option's value refused, with the reason.
    fn bad_value(&self, arg: &str, value: &str, problem: crate::cli_errors::ValueProblem)
    -> String;
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
    fn choice_refused(&self, e: &speech::ParseChoiceError) -> String {
        match e.missing {
            Some(speech::Missing::Folder) => self
                .args()
                .s("word", e.input.trim())
                .fmt("choice-needs-folder"),
            // The choices are words of the program, the same in every
            // language; "or" between the last two is left out.
            None => self
                .args()
                .s("word", e.input.trim())
                .s("expected", e.expected.replace(" or ", ", "))
                .fmt("choice-unknown"),
        }
    }
    fn is_a_folder(&self, path: &str) -> String {
        self.args().s("path", path).fmt("path-is-a-folder")
    }
    fn not_a_folder(&self, path: &str) -> String {
        self.args().s("path", path).fmt("path-not-a-folder")
    }
    fn bad_value(
        &self,
        arg: &str,
        value: &str,
        problem: crate::cli_errors::ValueProblem,
    ) -> String {
        use crate::cli_errors::ValueProblem as P;
        let why = match problem {
            P::Date => "date",
            P::BoardNumber => "board-number",
            P::Probability => "probability",
        };
        self.args()
            .s("arg", arg)
            .s("value", value)
            .key("why", why)
            .fmt("cli-bad-value")
    }
    fn man_pages_there(&self, dir: &str, names: &[String]) -> String {
        self.args()
            .s("dir", dir)
            .s("names", names.join(", "))
            .count("count", names.len())
            .fmt("man-pages-there")
    }
    fn man_pages_replaced(&self, names: &[String]) -> String {
        self.args()
            .s("names", names.join(", "))
            .count("count", names.len())
            .fmt("man-pages-replaced")
    }
    fn voice_not_saved_left(&self, file: &str) -> String {
        self.args().s("file", file).fmt("voice-not-saved-left")
    }
}
