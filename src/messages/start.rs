//! The start of the program: the command line refused, a game that cannot be set up or begin, notes
//! on the settings file.

use super::catalog::Catalog;

use super::wording::yes_no;
use super::{DeviceTexts, GuardTexts, ReadingTexts};

/// The start of the program: the command line refused, a game that cannot be set up or begin, notes
/// on the settings file.
pub trait StartTexts {
    /// What is wrong with the command line (clap's finding), one sentence.
    fn cli_error(&self, e: &crate::cli_errors::CliError) -> String;
    /// Where the help of `command` ("play", or "" for the program) is.
    fn cli_help_hint(&self, command: &str) -> String;
    /// Why a game cannot be set up from its settings.
    fn setup_error(&self, e: &crate::errors::SetupError) -> String;
    /// Why a game cannot begin (a device, a folder, the journal, a file).
    fn start_error(&self, e: &crate::cli_errors::StartError) -> String;
    /// A line about the settings file (a key left out, or the file).
    fn config_note(&self, n: &crate::errors::ConfigNote) -> String;
}

impl StartTexts for Catalog {
    fn cli_error(&self, e: &crate::cli_errors::CliError) -> String {
        use crate::cli_errors::CliError;
        match e {
            CliError::UnknownArgument { arg, suggestion } => self
                .args()
                .s("arg", arg.as_str())
                .s("suggestion", suggestion.clone().unwrap_or_default())
                .key("suggested", yes_no(suggestion.is_some()))
                .fmt("cli-unknown-argument"),
            CliError::UnknownSubcommand { name, suggestion } => self
                .args()
                .s("name", name.as_str())
                .s("suggestion", suggestion.clone().unwrap_or_default())
                .key("suggested", yes_no(suggestion.is_some()))
                .fmt("cli-unknown-subcommand"),
            CliError::MissingValue { arg } => {
                self.args().s("arg", arg.as_str()).fmt("cli-missing-value")
            }
            CliError::BadValue {
                arg,
                value,
                problem,
            } => self.bad_value(arg, value, *problem),
            CliError::InvalidValue {
                arg,
                value,
                allowed,
            } => self
                .args()
                .s("arg", arg.as_str())
                .s("value", value.as_str())
                .s("allowed", self.list_or(allowed))
                .key("listed", yes_no(!allowed.is_empty()))
                .fmt("cli-invalid-value"),
            CliError::MissingRequired { args } => self
                .args()
                .s("args", self.list_and(args))
                .fmt("cli-missing-required"),
            CliError::MissingSubcommand => self.t("cli-missing-subcommand"),
            CliError::Conflict { arg, other } => self
                .args()
                .s("arg", arg.as_str())
                .s("other", other.clone().unwrap_or_default())
                .key("twice", yes_no(other.as_deref().is_none_or(|o| o == arg)))
                .fmt("cli-conflict"),
            CliError::NotText => self.t("cli-not-text"),
            CliError::Other { arg } => self
                .args()
                .s("arg", arg.clone().unwrap_or_default())
                .key("named", yes_no(arg.is_some()))
                .fmt("cli-other"),
        }
    }
    fn cli_help_hint(&self, command: &str) -> String {
        self.args()
            .s("command", command)
            .key("named", yes_no(!command.is_empty()))
            .fmt("cli-help-hint")
    }
    fn setup_error(&self, e: &crate::errors::SetupError) -> String {
        use crate::errors::SetupError;
        let why = |id: &str, why: &str| self.args().s("why", why).fmt(id);
        match e {
            SetupError::BadFen(w) => why("setup-bad-fen", w),
            SetupError::BadPgn(w) => why("setup-bad-pgn", w),
            SetupError::BadTimeControl(e) => self.time_control_error(e),
            SetupError::BadBraille(w) => why("setup-bad-braille", w),
            SetupError::BadVocabulary { choice, why, kind } => {
                let why = super::ReportTexts::io_reason(self, *kind, why);
                super::ReportTexts::vocabulary_unusable(self, choice, &why)
            }
            SetupError::BadWarnings(w) => why("setup-bad-warnings", w),
            SetupError::BadQuickplay(q) => super::QuickplayTexts::quickplay_setup_error(self, q),
            SetupError::BadBlind(w) => why("setup-bad-blind", w),
            SetupError::BadOperator(w) => why("setup-bad-operator", w),
            SetupError::OperatorNeedsBlind => self.t("setup-operator-needs-blind"),
            SetupError::UnknownNotation(code) => self
                .args()
                .s("why", code.as_str())
                .s("codes", laws::notation::letters::codes().join(", "))
                .fmt("setup-unknown-notation"),
        }
    }
    fn start_error(&self, e: &crate::cli_errors::StartError) -> String {
        use crate::cli_errors::{Device, StartError as E};
        let a = self.args();
        match e {
            E::DeviceNotOpened { device, port, why } => a
                .key(
                    "device",
                    match device {
                        Device::PinBoard => "pin-board",
                        Device::DotPad => "dot-pad",
                        Device::Dgt => "dgt",
                    },
                )
                .s("port", port.as_str())
                .s("why", why.as_str())
                .fmt("start-device-not-opened"),
            E::FolderHoldsEmptyJournal { folder, journal } => a
                .s("folder", folder.as_str())
                .s("journal", journal.as_str())
                .fmt("start-folder-empty-journal"),
            E::FolderHoldsScore { folder, file } => a
                .s("folder", folder.as_str())
                .s("file", file.as_str())
                .fmt("start-folder-holds-score"),
            E::FolderHoldsGame { folder, journal } => a
                .s("folder", folder.as_str())
                .s("journal", journal.as_str())
                .fmt("start-folder-holds-game"),
            E::NoGameFolder { why } => a.s("why", why.as_str()).fmt("start-no-game-folder"),
            E::NoDataFolder => self.t("start-no-data-folder"),
            E::JournalNotWritable { folder, why } => a
                .s("folder", folder.as_str())
                .s("why", why.as_str())
                .fmt("start-journal-not-writable"),
            E::RecordingExists { path } => a.s("path", path.as_str()).fmt("start-recording-exists"),
            E::RecordingNotWritable { path, why } => a
                .s("path", path.as_str())
                .s("why", why.as_str())
                .fmt("start-recording-not-writable"),
            E::ScriptUnreadable { path, why } => a
                .s("path", path.as_str())
                .s("why", why.as_str())
                .fmt("start-script-unreadable"),
            E::NoUnfinishedGame => self.t("start-no-unfinished-game"),
            E::CannotResume { path, why } => a
                .s("path", path.as_str())
                .s("why", why.as_str())
                .fmt("start-cannot-resume"),
            E::NoJournalInFolder { folder } => a
                .s("folder", folder.as_str())
                .fmt("start-no-journal-in-folder"),
            E::ResumedGameNotKept { folder, why } => a
                .s("folder", folder.as_str())
                .s("why", why.as_str())
                .fmt("start-resumed-game-not-kept"),
            E::BrailleDisplay { cause } => a.s("why", self.brltty_why(cause)).fmt("start-brltty"),
        }
    }
    fn config_note(&self, n: &crate::errors::ConfigNote) -> String {
        use crate::errors::{ConfigNote as N, LeftOutWhy};
        match n {
            N::Unreadable { file, why } => self
                .args()
                .s("file", file.as_str())
                .s("why", why.as_str())
                .fmt("config-unreadable"),
            N::TooLarge { file, limit } => {
                let refused = self.read_refused(&crate::bounded::ReadError::TooLarge {
                    file: file.clone(),
                    limit: *limit,
                });
                self.args().s("refused", refused).fmt("config-too-large")
            }
            N::Missing { file } => self.args().s("file", file.as_str()).fmt("config-missing"),
            N::NotToml { file, why } => self
                .args()
                .s("file", file.as_str())
                .s("why", why.as_str())
                .fmt("config-not-toml"),
            N::UnknownKey { file, key } => self
                .args()
                .s("file", file.as_str())
                .s("key", key.as_str())
                .s("known", crate::errors::KNOWN.join(", "))
                .fmt("config-unknown-key"),
            N::LeftOut { file, key, why } => {
                let why = match why {
                    LeftOutWhy::Setup(e) => self.setup_error(e),
                    LeftOutWhy::Lang(e) => self
                        .args()
                        .s("word", e.input.as_str())
                        .fmt("config-unknown-lang"),
                    LeftOutWhy::Announce(w) => {
                        self.args().s("word", w.as_str()).fmt("config-bad-announce")
                    }
                    LeftOutWhy::Speech(e) => super::GuardTexts::choice_refused(self, e),
                    LeftOutWhy::Value(w) => w.clone(),
                };
                self.args()
                    .s("file", file.as_str())
                    .s("key", key.as_str())
                    .s("why", why)
                    .fmt("config-left-out")
            }
        }
    }
}
