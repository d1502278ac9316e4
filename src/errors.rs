//! The errors and notes that the message catalogs word
//! ([`crate::messages::Texts`]): why a session could not be set up, what
//! was left out of the settings file, why a journal cannot be resumed.
//! They stand below the catalogs and below the modules that find them
//! (session setup, config, game log), so the catalogs need none of those.
//! `Display` is the English line of each.

/// Why a session could not be set up. The text says what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    BadFen(String),
    UnknownNotation(String),
    BadTimeControl(laws::clock::ParseTimeControlError),
    BadPgn(String),
    BadBraille(String),
    BadBlind(String),
    BadOperator(String),
    /// The player operates, but it is not said which colour is blind.
    OperatorNeedsBlind,
    BadWarnings(String),
    /// The vocabulary chosen (a built-in id or a file) and why it
    /// cannot be used.
    BadVocabulary {
        choice: String,
        why: String,
        /// The system's reason, when the file could not be read.
        kind: Option<std::io::ErrorKind>,
    },
    /// `--quickplay` or `--arbiter` cannot be used for this game.
    BadQuickplay(QuickplaySetupError),
}

/// Why the quickplay finish cannot be set up (Guidelines III.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuickplaySetupError {
    /// Not III.4, III.5 or none.
    Unknown(String),
    /// `--arbiter` is neither present nor none.
    UnknownArbiter(String),
    /// The Guidelines do not apply to this game.
    NotApplicable(laws::clock::quickplay::NotApplicable),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::BadFen(why) => write!(f, "the FEN is not a legal position: {why}"),
            SetupError::BadTimeControl(e) => write!(f, "{e}"),
            SetupError::BadBraille(why) => write!(f, "{why}"),
            SetupError::BadVocabulary { choice, why, .. } => write!(
                f,
                "vocabulary '{choice}' cannot be used: {why}; expected de, ru, en, nato or a vocabulary file"
            ),
            SetupError::BadQuickplay(q) => {
                use laws::clock::quickplay::NotApplicable as N;
                match q {
                    QuickplaySetupError::Unknown(w) => write!(
                        f,
                        "unknown quickplay rule '{w}': expected III.4, III.5 or none"
                    ),
                    QuickplaySetupError::UnknownArbiter(w) => {
                        write!(f, "unknown arbiter '{w}': expected present or none")
                    }
                    QuickplaySetupError::NotApplicable(N::Untimed) => {
                        write!(f, "--quickplay needs a time control (--time)")
                    }
                    QuickplaySetupError::NotApplicable(N::Blitz) => write!(
                        f,
                        "--quickplay cannot be used in blitz: the Guidelines III apply to standard and rapid games (III.2)"
                    ),
                    QuickplaySetupError::NotApplicable(N::Bonus) => write!(
                        f,
                        "--quickplay cannot be used with an increment or delay: the Guidelines III apply to games without one (III.2)"
                    ),
                }
            }
            SetupError::BadWarnings(text) => write!(
                f,
                "'{text}' is not a list of times: expected for example 5m,1m,30s"
            ),
            SetupError::BadBlind(word) => write!(
                f,
                "unknown blind player '{word}': expected white, black or both"
            ),
            SetupError::BadOperator(word) => {
                write!(f, "unknown operator '{word}': expected assistant or player")
            }
            SetupError::OperatorNeedsBlind => write!(
                f,
                "--operator player needs the player's colour: --blind white or --blind black"
            ),
            SetupError::BadPgn(why) => write!(f, "the PGN cannot be read: {why}"),
            SetupError::UnknownNotation(code) => write!(
                f,
                "unknown notation '{code}': expected auto or one of {}",
                laws::notation::letters::codes().join(", ")
            ),
        }
    }
}

/// A line about the settings file: a key left out, or the whole file.
/// `Display` is the English line; the UI language's is
/// [`crate::messages::Texts::config_note`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigNote {
    /// The file cannot be read; the defaults are used.
    Unreadable { file: String, why: String },
    /// The file is larger than a settings file may be; the defaults are used.
    TooLarge {
        file: String,
        limit: crate::bounded::Size,
    },
    /// The file named on the command line (`--config`) is not there; the
    /// defaults are used.
    Missing { file: String },
    /// The file is not TOML; the defaults are used.
    NotToml { file: String, why: String },
    /// A key the file may not hold.
    UnknownKey { file: String, key: String },
    /// A key whose value cannot be used.
    LeftOut {
        file: String,
        key: String,
        why: LeftOutWhy,
    },
}

/// Why a key's value cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeftOutWhy {
    /// The game could not be set up with it.
    Setup(SetupError),
    /// Not a language annabella has.
    Lang(laws::lang::ParseLangError),
    /// `announce` is neither long nor short.
    Announce(String),
    /// `speech` names no speech output.
    Speech(speech::ParseChoiceError),
    /// Not of the key's type, or not a usable text (the reader's words).
    Value(String),
}

impl std::fmt::Display for LeftOutWhy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LeftOutWhy::Setup(e) => write!(f, "{e}"),
            LeftOutWhy::Lang(e) => write!(f, "{e}"),
            LeftOutWhy::Announce(w) => write!(f, "'{w}' is neither long nor short"),
            LeftOutWhy::Speech(e) => write!(f, "{e}"),
            LeftOutWhy::Value(w) => f.write_str(w),
        }
    }
}

impl std::fmt::Display for ConfigNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigNote::Unreadable { file, why } => write!(
                f,
                "Settings file {file} cannot be read: {why}. Defaults are used."
            ),
            ConfigNote::TooLarge { file, limit } => write!(
                f,
                "Settings file {file} is larger than {limit} and is not read. Defaults are used."
            ),
            ConfigNote::Missing { file } => {
                write!(f, "Settings file {file} does not exist. Defaults are used.")
            }
            ConfigNote::NotToml { file, why } => write!(
                f,
                "Settings file {file} is not valid TOML ({why}). Defaults are used."
            ),
            ConfigNote::UnknownKey { file, key } => write!(
                f,
                "Settings file {file}: unknown key '{key}' left out. Known keys: {}.",
                KNOWN.join(", ")
            ),
            ConfigNote::LeftOut { file, key, why } => {
                write!(f, "Settings file {file}: '{key}' left out: {why}.")
            }
        }
    }
}

/// The keys a settings file may hold (named by [`ConfigNote::UnknownKey`]).
pub const KNOWN: &[&str] = &[
    "lang",
    "notation",
    "write_notation",
    "vocabulary",
    "announce",
    "braille",
    "braille_code",
    "speech",
    "volume",
    "rate",
    "warn",
    "announce_every",
    "blind",
    "operator",
    "board",
    "arbiter",
];

/// Why a journal cannot be resumed. Each says what to do.
#[derive(Debug)]
pub enum ResumeError {
    /// The file cannot be read at all.
    Unreadable(std::io::Error),
    /// The file can be read but not written (a read-only folder or
    /// medium, another user's file, or a session that has it open).
    NotWritable(std::io::Error),
    /// No settings record: not a game journal.
    NoSettings,
    BadSettings(String),
    /// Replaying the typed lines did not give the moves the journal
    /// recorded: a line is missing or the settings read it otherwise.
    Diverged {
        record: u64,
        recorded: String,
        found: String,
    },
    /// A `quickplay` record (a claim, request or ruling of the quickplay
    /// finish) is not what replaying the typed lines gives.
    QuickplayDiverged {
        record: u64,
        recorded: String,
        found: String,
    },
}

impl std::fmt::Display for ResumeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ResumeError::Unreadable(e) => match e
                .get_ref()
                .and_then(|i| i.downcast_ref::<crate::journal::OpenProblem>())
            {
                Some(p) => write!(f, "{p}"),
                None => write!(f, "the journal cannot be read: {e}"),
            },
            ResumeError::NotWritable(e) if e.kind() == std::io::ErrorKind::WouldBlock => write!(
                f,
                "the game is open in another annabella window; go on playing there, or close it first"
            ),
            ResumeError::NotWritable(e) => write!(
                f,
                "the journal can be read but not written ({e}); copy the game folder to a place you may write to and resume that copy, or use annabella export to read the game"
            ),
            ResumeError::NoSettings => write!(
                f,
                "the journal has no settings record: it is not a game journal"
            ),
            ResumeError::BadSettings(why) => {
                write!(f, "the journal's settings cannot be used: {why}")
            }
            ResumeError::Diverged {
                record,
                recorded,
                found,
            } => write!(
                f,
                "journal record {record} says the move was {recorded}, but replaying the typed lines gives {found}; the journal is incomplete or damaged, and the game was not resumed. annabella export shows the moves up to there"
            ),
            ResumeError::QuickplayDiverged {
                record,
                recorded,
                found,
            } => write!(
                f,
                "journal record {record} says the quickplay finish went {recorded}, but replaying the typed lines gives {found}; the journal is incomplete or damaged, and the game was not resumed"
            ),
        }
    }
}

impl std::error::Error for ResumeError {}
