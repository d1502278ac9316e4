//! Files: the score and the braille scoresheet, the journal, resuming a game, adjourning it in a
//! sealed envelope.

use super::catalog::Catalog;
use shakmaty::Color;

use super::wording::yes_no;

/// Files: the score and the braille scoresheet, the journal, resuming a game, adjourning it in a
/// sealed envelope.
pub trait FileTexts {
    fn score_saved(&self, path: &str) -> String;
    fn score_not_saved(&self, why: &str) -> String;
    fn scoresheet_usage(&self) -> String;
    /// Lines of the command line itself (resume, envelopes, ports).
    fn resume_offer(&self, path: &str) -> String;
    fn envelope_summary(&self, white: &str, black: &str, number: u32, sealer: Color) -> String;
    fn envelope_closed(&self) -> String;
    fn envelope_secret(&self) -> String;
    /// Adjourning: the arbiter gives date, time and place of resumption (A2).
    fn seal_ask_resumption(&self) -> String;
    /// A word of the resumption line that looks like a date or time but is none.
    fn resumption_bad(&self, word: &str) -> String;
    /// What the envelope will say about the resumption ("2026-12-01,
    /// 10:00, Hall 2"); empty: to be announced.
    fn resumption_noted(&self, when_where: &str) -> String;
    fn seal_ask_move(&self, c: Color) -> String;
    fn seal_ask_secret(&self) -> String;
    fn seal_unambiguous(&self) -> String;
    /// A sealed move that is not legal here, said without naming what was
    /// typed (it is the player's secret).
    fn seal_not_legal(&self) -> String;
    /// Adjourning a game started without a player's name: the arbiter
    /// types it (the envelope names both players).
    fn seal_ask_name(&self, c: Color) -> String;
    /// A name the envelope cannot hold (several lines, too long).
    fn seal_name_bad(&self, max: usize) -> String;
    /// The envelope's secret is too short; it is asked again.
    fn seal_secret_short(&self, min: usize) -> String;
    /// An envelope opened a second time: its game went on in `folder`.
    fn envelope_opened_already(&self, folder: &str) -> String;
    /// An envelope with the times left but no time control.
    fn envelope_no_time_control(&self) -> String;
    /// Why an envelope could not be sealed, read or opened, in the user's
    /// language (the error's own text is English, for logs and tests).
    fn envelope_error(&self, e: &crate::adjourn::EnvelopeError) -> String;
    fn seal_failed(&self, why: &str) -> String;
    fn sealed(&self, path: &str) -> String;
    fn seal_cancelled(&self) -> String;
    fn game_adjourned(&self) -> String;
    fn journal_dropped(&self, n: usize) -> String;
    fn resumed(&self, moves: usize) -> String;
    /// A file that exists already is not overwritten.
    fn file_exists(&self, path: &str) -> String;
    /// Checking a transcript or replaying a journal writes no files.
    fn file_not_written(&self, path: &str) -> String;
    /// `export` wrote `path`.
    fn export_written(&self, path: &str) -> String;
    /// After `file_exists` in `export`: the option that replaces the file.
    fn export_or_overwrite(&self) -> String;
    /// `export` could not write `path`; `why` is the system's reason,
    /// worded.
    fn export_not_writable(&self, path: &str, why: &str) -> String;
    /// A journal write failed; what to type.
    fn journal_failed(&self, why: &str) -> String;
    /// The journal caught up after a failure.
    fn journal_written_again(&self) -> String;
    /// A line refused while the journal is behind.
    fn journal_blocked(&self) -> String;
    /// The user chose to play on without the journal.
    fn journal_unprotected(&self) -> String;
    /// The short question at start: an unfinished game can be resumed.
    fn resume_question(&self, white: &str, black: &str, move_number: u32) -> String;
    /// Neither yes nor no: the line is kept for the game chosen.
    fn resume_answer_again(&self, line: &str) -> String;
    /// The recording (`--record`) could not be written and was stopped.
    fn recording_failed(&self, why: &str) -> String;
    /// The scoresheet's header words in this language (written in its
    /// literary braille through liblouis).
    fn braille_labels(&self) -> braille::Labels;
    /// First line of a scoresheet whose header is in computer braille
    /// because liblouis is not installed or failed.
    fn braille_computer_header(&self) -> String;
    /// Why `resume` cannot go on with a journal, and what to do.
    fn resume_error(&self, e: &crate::errors::ResumeError) -> String;
    /// `export` of a journal that cannot be replayed: the file and why.
    fn export_refused(&self, path: &str, e: &crate::errors::ResumeError) -> String;
    /// A line that would change an adjourned game: refused until resumed.
    fn adjourned_frozen(&self) -> String;
    /// A second `adjourn`: the game's envelope is written already.
    fn adjourned_already(&self, path: &str) -> String;
    /// A sealed move or a secret typed without echo, taken.
    fn secret_entered(&self) -> String;
    /// A secret that did not open the envelope: asked again.
    fn envelope_secret_again(&self) -> String;
    /// The last try did not open the envelope either: the program stops.
    fn envelope_secret_gave_up(&self, tries: u32) -> String;
    /// The input ended before a secret was typed.
    fn envelope_no_secret(&self) -> String;
}

impl FileTexts for Catalog {
    fn score_saved(&self, path: &str) -> String {
        self.args().s("path", path).fmt("score-saved")
    }
    fn score_not_saved(&self, why: &str) -> String {
        self.args().s("why", why).fmt("score-not-saved")
    }
    fn scoresheet_usage(&self) -> String {
        self.t("scoresheet-usage")
    }
    fn resume_offer(&self, path: &str) -> String {
        self.args().s("path", path).fmt("resume-offer")
    }
    fn envelope_summary(&self, white: &str, black: &str, number: u32, sealer: Color) -> String {
        self.args()
            .s("white", white)
            .s("black", black)
            .n("number", number)
            .colour("sealer", sealer)
            .fmt("envelope-summary")
    }
    fn envelope_closed(&self) -> String {
        self.t("envelope-closed")
    }
    fn envelope_secret(&self) -> String {
        self.t("envelope-secret")
    }
    fn seal_ask_resumption(&self) -> String {
        self.t("seal-ask-resumption")
    }
    fn resumption_bad(&self, word: &str) -> String {
        self.args().s("word", word).fmt("resumption-bad")
    }
    fn resumption_noted(&self, when_where: &str) -> String {
        if when_where.is_empty() {
            self.t("resumption-unknown")
        } else {
            self.args()
                .s("when_where", when_where)
                .fmt("resumption-noted")
        }
    }
    fn seal_ask_move(&self, c: Color) -> String {
        self.args().colour("c", c).fmt("seal-ask-move")
    }
    fn seal_ask_secret(&self) -> String {
        self.t("seal-ask-secret")
    }
    fn seal_unambiguous(&self) -> String {
        self.t("seal-unambiguous")
    }
    fn seal_not_legal(&self) -> String {
        self.t("seal-not-legal")
    }
    fn seal_ask_name(&self, c: Color) -> String {
        self.args().colour("c", c).fmt("seal-ask-name")
    }
    fn seal_name_bad(&self, max: usize) -> String {
        self.args().count("max", max).fmt("seal-name-bad")
    }
    fn seal_secret_short(&self, min: usize) -> String {
        self.args().count("min", min).fmt("seal-secret-short")
    }
    fn envelope_opened_already(&self, folder: &str) -> String {
        self.args()
            .s("folder", folder)
            .fmt("envelope-opened-already")
    }
    fn envelope_no_time_control(&self) -> String {
        self.t("envelope-no-time-control")
    }
    fn envelope_error(&self, e: &crate::adjourn::EnvelopeError) -> String {
        use crate::adjourn::EnvelopeError;
        match e {
            EnvelopeError::WrongSecretOrTampered => self.t("envelope-wrong-secret"),
            EnvelopeError::Malformed { line, .. } => self
                .args()
                .n("line", u32::try_from(*line).unwrap_or(u32::MAX))
                .fmt("envelope-unreadable"),
            EnvelopeError::InvalidField { field, .. } => {
                self.args().s("field", *field).fmt("envelope-field-invalid")
            }
            EnvelopeError::SecretTooShort { min_chars } => self.seal_secret_short(*min_chars),
            EnvelopeError::EmptyMove => self.t("envelope-no-move"),
            EnvelopeError::MoveTooLong { max_bytes } => self
                .args()
                .count("max", *max_bytes)
                .fmt("envelope-move-too-long"),
            EnvelopeError::Crypto(_) => self.t("envelope-crypto"),
        }
    }
    fn seal_failed(&self, why: &str) -> String {
        self.args().s("why", why).fmt("seal-failed")
    }
    fn sealed(&self, path: &str) -> String {
        self.args().s("path", path).fmt("sealed")
    }
    fn seal_cancelled(&self) -> String {
        self.t("seal-cancelled")
    }
    fn game_adjourned(&self) -> String {
        self.t("game-adjourned")
    }
    fn journal_dropped(&self, n: usize) -> String {
        self.args().count("n", n).fmt("journal-dropped")
    }
    fn resumed(&self, moves: usize) -> String {
        self.args().count("moves", moves).fmt("resumed")
    }
    fn file_exists(&self, path: &str) -> String {
        self.args().s("path", path).fmt("file-exists")
    }
    fn file_not_written(&self, path: &str) -> String {
        self.args().s("path", path).fmt("file-not-written")
    }
    fn export_written(&self, path: &str) -> String {
        self.args().s("path", path).fmt("export-written")
    }
    fn export_or_overwrite(&self) -> String {
        self.t("export-or-overwrite")
    }
    fn export_not_writable(&self, path: &str, why: &str) -> String {
        self.args()
            .s("path", path)
            .s("why", why)
            .fmt("export-not-writable")
    }
    fn journal_failed(&self, why: &str) -> String {
        self.args().s("why", why).fmt("journal-failed")
    }
    fn journal_written_again(&self) -> String {
        self.t("journal-written-again")
    }
    fn journal_blocked(&self) -> String {
        self.t("journal-blocked")
    }
    fn journal_unprotected(&self) -> String {
        self.t("journal-unprotected")
    }
    fn resume_question(&self, white: &str, black: &str, move_number: u32) -> String {
        let known = |name: &str| yes_no(!(name.trim().is_empty() || name == "?"));
        self.args()
            .s("white", white)
            .key("white-known", known(white))
            .s("black", black)
            .key("black-known", known(black))
            .count("move_number", move_number as usize)
            .fmt("resume-question")
    }
    fn resume_answer_again(&self, line: &str) -> String {
        self.args().s("line", line).fmt("resume-answer-again")
    }
    fn recording_failed(&self, why: &str) -> String {
        self.args().s("why", why).fmt("recording-failed")
    }
    fn braille_labels(&self) -> braille::Labels {
        let word = |id: &str| self.args().fmt(id);
        braille::Labels {
            white: word("braille-label-white"),
            black: word("braille-label-black"),
            event: word("braille-label-event"),
            date: word("braille-label-date"),
            result: word("braille-label-result"),
            time_control: word("braille-label-time-control"),
            start: word("braille-label-start"),
        }
    }
    fn braille_computer_header(&self) -> String {
        self.args().fmt("braille-computer-header")
    }
    fn export_refused(&self, path: &str, e: &crate::errors::ResumeError) -> String {
        self.args()
            .s("path", path)
            .s("why", self.resume_error(e))
            .fmt("export-cannot-read")
    }
    fn resume_error(&self, e: &crate::errors::ResumeError) -> String {
        use crate::errors::ResumeError as E;
        use crate::journal::OpenProblem;
        let why = |id: &str, why: String| self.args().s("why", why).fmt(id);
        if let E::Unreadable(io) = e
            && let Some(r) = io
                .get_ref()
                .and_then(|i| i.downcast_ref::<crate::bounded::ReadError>())
        {
            return why(
                "resume-unreadable",
                super::GuardTexts::read_refused(self, r),
            );
        }
        match e {
            E::Unreadable(io) => match io.get_ref().and_then(|i| i.downcast_ref::<OpenProblem>()) {
                Some(OpenProblem::DamagedInside { first_bad }) => self
                    .args()
                    .n("line", first_bad.line_no as u32)
                    .fmt("resume-damaged-inside"),
                Some(OpenProblem::NotAJournal) => self.t("resume-not-a-journal"),
                Some(OpenProblem::Empty) => self.t("resume-empty-journal"),
                None => why("resume-unreadable", io.to_string()),
            },
            E::NotWritable(io) if io.kind() == std::io::ErrorKind::WouldBlock => {
                self.t("resume-open-elsewhere")
            }
            E::NotWritable(io) => why("resume-not-writable", io.to_string()),
            E::NoSettings => self.t("resume-no-settings"),
            E::BadSettings(w) => why("resume-bad-settings", w.clone()),
            E::Diverged {
                record,
                recorded,
                found,
            } => self
                .args()
                .n("record", *record as u32)
                .s("recorded", recorded.as_str())
                .s("found", found.as_str())
                .fmt("resume-diverged"),
            E::QuickplayDiverged {
                record,
                recorded,
                found,
            } => self
                .args()
                .n("record", *record as u32)
                .s("recorded", recorded.as_str())
                .s("found", found.as_str())
                .fmt("resume-quickplay-diverged"),
        }
    }
    fn adjourned_frozen(&self) -> String {
        self.t("adjourned-frozen")
    }
    fn adjourned_already(&self, path: &str) -> String {
        self.args().s("path", path).fmt("adjourned-already")
    }
    fn secret_entered(&self) -> String {
        self.t("secret-entered")
    }
    fn envelope_secret_again(&self) -> String {
        self.t("envelope-secret-again")
    }
    fn envelope_secret_gave_up(&self, tries: u32) -> String {
        self.args().n("tries", tries).fmt("envelope-secret-gave-up")
    }
    fn envelope_no_secret(&self) -> String {
        self.t("envelope-no-secret")
    }
}
