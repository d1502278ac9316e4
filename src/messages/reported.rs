//! Failures said in the user's language that used to be English only or
//! not said at all: a history file that cannot be written, an empty
//! journal, a PGN file or a vocabulary that cannot be read, a manual or
//! completions that cannot be written.

use super::catalog::Catalog;

/// Failures of the user's files, said in the user's language.
pub trait ReportTexts {
    /// The REPL's history file cannot be written: said once, the game
    /// goes on.
    fn history_not_written(&self, file: &str, why: &str) -> String;
    /// `--pgn FILE` cannot be read.
    fn pgn_unreadable(&self, file: &str, why: &str) -> String;
    /// `--vocabulary`: neither a built-in vocabulary nor a usable file.
    fn vocabulary_unusable(&self, choice: &str, why: &str) -> String;
    /// `annabella man` could not write its pages.
    fn manual_not_written(&self, why: &str) -> String;
    /// `annabella man --dir DIR` wrote its pages.
    fn manual_written(&self, dir: &str) -> String;
    /// `annabella completions` could not write them.
    fn completions_not_written(&self, why: &str) -> String;
    /// The system's reason a file could not be read or written, in the
    /// user's language for the usual ones (`kind`), else as the system
    /// says it (`fallback`).
    fn io_reason(&self, kind: Option<std::io::ErrorKind>, fallback: &str) -> String;
    /// Settings from the command line that cannot be used.
    fn settings_error(&self, e: &crate::settings::SettingsError) -> String;
}

/// A reason on one line: a parser's picture of the faulty line (the line
/// quoted under a bar, a caret under the fault) is left out, the rest
/// joined. A screen reader reads one idea per line, and no bars or carets.
pub(crate) fn one_line(why: &str) -> String {
    why.lines()
        .map(str::trim)
        .filter(|l| {
            let picture = l.starts_with('|')
                || l.split_once(" |")
                    .is_some_and(|(n, _)| n.chars().all(|c| c.is_ascii_digit()));
            !l.is_empty() && !picture
        })
        .collect::<Vec<_>>()
        .join(": ")
}

impl ReportTexts for Catalog {
    fn history_not_written(&self, file: &str, why: &str) -> String {
        self.args()
            .s("file", file)
            .s("why", why)
            .fmt("history-not-written")
    }
    fn pgn_unreadable(&self, file: &str, why: &str) -> String {
        self.args()
            .s("file", file)
            .s("why", why)
            .fmt("pgn-file-unreadable")
    }
    fn vocabulary_unusable(&self, choice: &str, why: &str) -> String {
        self.args()
            .s("choice", choice)
            .s("why", one_line(why).as_str())
            .fmt("vocabulary-unusable")
    }
    fn manual_not_written(&self, why: &str) -> String {
        self.args().s("why", why).fmt("manual-not-written")
    }
    fn manual_written(&self, dir: &str) -> String {
        self.args().s("dir", dir).fmt("manual-written")
    }
    fn completions_not_written(&self, why: &str) -> String {
        self.args().s("why", why).fmt("completions-not-written")
    }
    fn io_reason(&self, kind: Option<std::io::ErrorKind>, fallback: &str) -> String {
        use std::io::ErrorKind as K;
        let id = match kind {
            Some(K::NotFound) => "io-not-found",
            Some(K::PermissionDenied) => "io-permission-denied",
            Some(K::StorageFull) => "io-storage-full",
            Some(K::IsADirectory) => "io-is-a-folder",
            Some(K::NotADirectory) => "io-not-a-folder",
            Some(K::ReadOnlyFilesystem) => "io-read-only",
            _ => return fallback.to_string(),
        };
        self.t(id)
    }
    fn settings_error(&self, e: &crate::settings::SettingsError) -> String {
        use crate::settings::SettingsError;
        match e {
            SettingsError::PgnUnreadable { path, why, kind } => {
                self.pgn_unreadable(path, &self.io_reason(*kind, why))
            }
            other => other.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::texts;
    use laws::lang::Lang;

    #[test]
    fn the_usual_system_reasons_are_worded() {
        use std::io::ErrorKind as K;
        let de = texts(Lang::De);
        assert_eq!(
            de.io_reason(Some(K::NotFound), "x"),
            "die Datei gibt es nicht"
        );
        assert_eq!(de.io_reason(Some(K::Other), "x"), "x");
        assert_eq!(de.io_reason(None, "x"), "x");
        for lang in Lang::ALL {
            for k in [
                K::NotFound,
                K::PermissionDenied,
                K::StorageFull,
                K::IsADirectory,
                K::NotADirectory,
                K::ReadOnlyFilesystem,
            ] {
                let why = texts(lang).io_reason(Some(k), "fallback");
                assert_ne!(why, "fallback", "{lang:?} {k:?}");
            }
        }
    }

    #[test]
    fn a_parsers_picture_of_the_fault_is_left_out() {
        let why = "TOML parse error at line 1, column 3\n  |\n1 | xx\n  |   ^\nkey with no value, expected `=`\n";
        assert_eq!(
            one_line(why),
            "TOML parse error at line 1, column 3: key with no value, expected `=`"
        );
    }

    /// Each failure in the user's language, naming the file.
    #[test]
    fn the_failures_are_said_in_the_users_language() {
        let de = texts(Lang::De);
        assert_eq!(
            de.pgn_unreadable("p.pgn", "x"),
            "Die PGN-Datei p.pgn lässt sich nicht lesen: x."
        );
        assert!(
            de.history_not_written("h", "x")
                .starts_with("Die Verlaufsdatei h")
        );
        assert!(de.manual_not_written("x").starts_with("Das Handbuch"));
        assert!(
            de.completions_not_written("x")
                .starts_with("Die Vervollständigungen")
        );
        assert!(texts(Lang::Ru).manual_written("d").contains("d"));
        for lang in Lang::ALL {
            let t = texts(lang);
            for line in [
                t.history_not_written("h", "x"),
                t.pgn_unreadable("p", "x"),
                t.vocabulary_unusable("v", "a\n  |\n1 | b\nc"),
                t.manual_not_written("x"),
                t.manual_written("d"),
                t.completions_not_written("x"),
            ] {
                assert!(!line.contains('\n') && !line.contains('|'), "{line}");
                assert!(!line.contains('{'), "{line}");
            }
        }
    }
}
