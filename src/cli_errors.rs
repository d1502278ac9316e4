//! Command-line errors in the user's language.
//!
//! clap finds what is wrong with a command line (an unknown option, a
//! missing or invalid value); its own sentences are English. [`CliError`]
//! keeps what clap found, typed, and the catalogs say it (`cli-*` messages,
//! through [`crate::messages::Texts::cli_error`]). The language is the one
//! the command line asks for (`--lang de`), else the locale's: clap has not
//! read the command line yet when it fails, so [`lang_of_args`] looks for
//! `--lang` itself.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use laws::lang::Lang;

/// What is wrong with a command line, as clap found it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CliError {
    /// An option or argument the command does not have; `suggestion` is a
    /// near spelling that exists.
    UnknownArgument {
        arg: String,
        suggestion: Option<String>,
    },
    /// A subcommand that does not exist.
    UnknownSubcommand {
        name: String,
        suggestion: Option<String>,
    },
    /// An option given without its value.
    MissingValue { arg: String },
    /// A value that is not one of the allowed ones, or cannot be read.
    InvalidValue {
        arg: String,
        value: String,
        allowed: Vec<String>,
    },
    /// Required arguments that were not given.
    MissingRequired { args: Vec<String> },
    /// A subcommand is needed.
    MissingSubcommand,
    /// An option given twice, or with one it excludes.
    Conflict { arg: String, other: Option<String> },
    /// An argument that is not text (not UTF-8).
    NotText,
    /// Anything else clap refuses; `arg` when clap names one.
    Other { arg: Option<String> },
    /// A value of the right kind that cannot be used, and why.
    BadValue {
        arg: String,
        value: String,
        problem: ValueProblem,
    },
}

/// Why a value an option reads itself is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// Not a date in the score's form (2026.12.01, unknown parts `??`).
    Date,
    /// Not a board number (a whole number from 1).
    BoardNumber,
    /// Not a chance from 0 to 1.
    Probability,
}

impl std::fmt::Display for ValueProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ValueProblem::Date => "expected a date such as 2026.12.01",
            ValueProblem::BoardNumber => "expected a whole number from 1",
            ValueProblem::Probability => "expected a number from 0 to 1",
        })
    }
}

impl std::error::Error for ValueProblem {}

/// `--date`: the date of the score, year, month and day with dots
/// (PGN's form); a part not known is question marks (`2026.??.??`).
pub fn pgn_date(text: &str) -> Result<String, ValueProblem> {
    let t = text.trim();
    let parts: Vec<&str> = t.split('.').collect();
    let [y, m, d] = parts[..] else {
        return Err(ValueProblem::Date);
    };
    // Each part all digits (month and day in their range) or all `?`.
    let part = |p: &str, len: usize, max: u32| {
        p.len() == len
            && (p.bytes().all(|b| b == b'?')
                || (p.bytes().all(|b| b.is_ascii_digit())
                    && p.parse::<u32>()
                        .is_ok_and(|n| max == 0 || (1..=max).contains(&n))))
    };
    if !(part(y, 4, 0) && part(m, 2, 12) && part(d, 2, 31)) {
        return Err(ValueProblem::Date);
    }
    // A day the month has (the 30th of February is none).
    if let (Ok(year), Ok(month), Ok(day)) = (y.parse::<u32>(), m.parse::<u32>(), d.parse::<u32>()) {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let days = match month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        };
        if day > days {
            return Err(ValueProblem::Date);
        }
    }
    Ok(t.to_string())
}

/// `--board-number`: a whole number from 1.
pub fn board_number(text: &str) -> Result<u32, ValueProblem> {
    match text.trim().parse::<u32>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(ValueProblem::BoardNumber),
    }
}

impl CliError {
    /// What clap found, from its error.
    pub fn from_clap(e: &clap::Error) -> CliError {
        let string = |k| match e.get(k) {
            Some(ContextValue::String(s)) => Some(s.clone()),
            Some(ContextValue::Strings(v)) => v.first().cloned(),
            _ => None,
        };
        let strings = |k| match e.get(k) {
            Some(ContextValue::Strings(v)) => v.clone(),
            Some(ContextValue::String(s)) => vec![s.clone()],
            _ => Vec::new(),
        };
        // clap names an option with its value placeholder ("--time
        // <CONTROL>"); the option alone is what a user types.
        let option = |s: String| s.split([' ', '=']).next().unwrap_or_default().to_string();
        let arg = || string(ContextKind::InvalidArg).map(option);
        match e.kind() {
            ErrorKind::UnknownArgument => CliError::UnknownArgument {
                arg: arg().unwrap_or_default(),
                suggestion: string(ContextKind::SuggestedArg)
                    .or_else(|| string(ContextKind::SuggestedSubcommand)),
            },
            ErrorKind::InvalidSubcommand => CliError::UnknownSubcommand {
                name: string(ContextKind::InvalidSubcommand).unwrap_or_default(),
                suggestion: string(ContextKind::SuggestedSubcommand),
            },
            ErrorKind::ValueValidation
                if let Some(problem) = std::error::Error::source(e).and_then(|s| {
                    s.downcast_ref::<ValueProblem>().copied().or_else(|| {
                        s.downcast_ref::<devices::pinboard::sim::NotAProbability>()
                            .map(|_| ValueProblem::Probability)
                    })
                }) =>
            {
                CliError::BadValue {
                    arg: arg().unwrap_or_default(),
                    value: string(ContextKind::InvalidValue).unwrap_or_default(),
                    problem,
                }
            }
            ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
                let value = string(ContextKind::InvalidValue).unwrap_or_default();
                if value.is_empty() && e.kind() == ErrorKind::InvalidValue {
                    CliError::MissingValue {
                        arg: arg().unwrap_or_default(),
                    }
                } else {
                    CliError::InvalidValue {
                        arg: arg().unwrap_or_default(),
                        value,
                        allowed: strings(ContextKind::ValidValue),
                    }
                }
            }
            ErrorKind::NoEquals | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
                CliError::MissingValue {
                    arg: arg().unwrap_or_default(),
                }
            }
            ErrorKind::MissingRequiredArgument => CliError::MissingRequired {
                args: strings(ContextKind::InvalidArg)
                    .into_iter()
                    .map(option)
                    .collect(),
            },
            ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                CliError::MissingSubcommand
            }
            ErrorKind::ArgumentConflict => CliError::Conflict {
                arg: arg().unwrap_or_default(),
                other: string(ContextKind::PriorArg).map(option),
            },
            ErrorKind::InvalidUtf8 => CliError::NotText,
            _ => CliError::Other { arg: arg() },
        }
    }
}

/// Whether clap's "error" is an answer (`--help`, `--version`) that it
/// prints itself, with success.
pub fn is_answer(e: &clap::Error) -> bool {
    matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion)
}

/// The UI language a command line asks for with `--lang`/`--language`
/// (`--lang de`, `--lang=de`), else the locale's ([`Lang::from_env`]).
/// A language that is not known is left for the settings to refuse; the
/// locale's language says so.
pub fn lang_of_args(args: &[OsString]) -> Lang {
    lang_in_args(args).unwrap_or_else(crate::locale::lang_from_env)
}

/// The language named by `--lang` in `args`, if any (the last one counts,
/// as for clap).
pub fn lang_in_args(args: &[OsString]) -> Option<Lang> {
    let mut found = None;
    let mut iter = args.iter().map(|a| a.to_string_lossy());
    while let Some(a) = iter.next() {
        if a == "--" {
            break;
        }
        let value = match a.split_once('=') {
            Some((name, value)) if name == "--lang" || name == "--language" => {
                Some(value.to_string())
            }
            _ if a == "--lang" || a == "--language" => iter.next().map(|v| v.to_string()),
            _ => None,
        };
        if let Some(l) = value.and_then(|v| v.parse().ok()) {
            found = Some(l);
        }
    }
    found
}

/// The subcommand a command line names ("play"), for the hint where help
/// is; `None` when there is none.
pub fn subcommand_of_args(args: &[OsString]) -> Option<String> {
    args.iter()
        .skip(1)
        .map(|a| a.to_string_lossy())
        .find(|a| !a.starts_with('-'))
        .map(|a| a.to_string())
}

/// A device a game is started with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Device {
    PinBoard,
    DotPad,
    Dgt,
}

/// Why `play` or `resume` stops before the game begins (after the command
/// line was read). `why` is the operating system's reason, in its words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartError {
    /// A device's port cannot be opened.
    DeviceNotOpened {
        device: Device,
        port: String,
        why: String,
    },
    /// `--game-dir` names a folder that holds a game.
    FolderHoldsGame { folder: String, journal: String },
    /// `--game-dir` names a folder with a journal that holds no game (it
    /// is empty or was cut off when the game was created).
    FolderHoldsEmptyJournal { folder: String, journal: String },
    /// `--game-dir` names a folder without a journal that holds a score
    /// file, which the game would replace.
    FolderHoldsScore { folder: String, file: String },
    /// No folder for the game can be made.
    NoGameFolder { why: String },
    /// No data folder is known (HOME is not set).
    NoDataFolder,
    /// The journal cannot be written in `folder`.
    JournalNotWritable { folder: String, why: String },
    /// `--record` names a file that exists.
    RecordingExists { path: String },
    /// `--record` names a file that cannot be written.
    RecordingNotWritable { path: String, why: String },
    /// `--script` names a file that cannot be read.
    ScriptUnreadable { path: String, why: String },
    /// `resume` without a journal, and no unfinished game.
    NoUnfinishedGame,
    /// The journal cannot be resumed.
    CannotResume { path: String, why: String },
    /// `resume FOLDER`: the folder holds no game journal.
    NoJournalInFolder { folder: String },
    /// `--brltty`: the braille display cannot be used.
    BrailleDisplay {
        cause: devices::brltty::DisplayError,
    },
    /// An adjourned game's folder or journal cannot be made where its
    /// envelope lies.
    ResumedGameNotKept { folder: String, why: String },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_is_a_day_its_month_has() {
        assert!(pgn_date("2026.02.30").is_err());
        assert!(pgn_date("2026.04.31").is_err());
        assert!(pgn_date("2026.02.29").is_err());
        assert_eq!(pgn_date("2028.02.29").unwrap(), "2028.02.29");
        assert_eq!(pgn_date("2026.12.31").unwrap(), "2026.12.31");
        assert_eq!(pgn_date("2026.02.??").unwrap(), "2026.02.??");
        assert_eq!(pgn_date("????.02.29").unwrap(), "????.02.29");
    }
    use clap::{Parser, Subcommand};

    #[derive(Parser, Debug)]
    #[command(name = "t")]
    struct Cli {
        #[command(subcommand)]
        command: Cmd,
    }

    #[derive(Subcommand, Debug)]
    enum Cmd {
        Play {
            #[arg(long = "time", value_name = "CONTROL")]
            time: Option<String>,
            #[arg(long, value_enum)]
            mode: Option<Mode>,
            #[arg(long, value_name = "N")]
            width: Option<u32>,
        },
    }

    #[derive(clap::ValueEnum, Clone, Debug)]
    enum Mode {
        Rapid,
        Blitz,
    }

    fn error(args: &[&str]) -> CliError {
        let e = Cli::try_parse_from(args).unwrap_err();
        CliError::from_clap(&e)
    }

    #[test]
    fn clap_errors_become_typed() {
        assert_eq!(
            error(&["t", "play", "--tim", "5"]),
            CliError::UnknownArgument {
                arg: "--tim".into(),
                suggestion: Some("--time".into())
            }
        );
        assert_eq!(
            error(&["t", "play", "--time"]),
            CliError::MissingValue {
                arg: "--time".into()
            }
        );
        assert_eq!(
            error(&["t", "play", "--mode", "fast"]),
            CliError::InvalidValue {
                arg: "--mode".into(),
                value: "fast".into(),
                allowed: vec!["rapid".into(), "blitz".into()]
            }
        );
        assert_eq!(
            error(&["t", "play", "--width", "x"]),
            CliError::InvalidValue {
                arg: "--width".into(),
                value: "x".into(),
                allowed: vec![]
            }
        );
        assert!(matches!(
            error(&["t", "plya"]),
            CliError::UnknownSubcommand { .. } | CliError::UnknownArgument { .. }
        ));
    }

    #[test]
    fn the_language_is_read_before_clap() {
        let args = |v: &[&str]| v.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            lang_in_args(&args(&["a", "play", "--lang", "de", "--x"])),
            Some(Lang::De)
        );
        assert_eq!(
            lang_in_args(&args(&["a", "play", "--language=ru"])),
            Some(Lang::Ru)
        );
        assert_eq!(lang_in_args(&args(&["a", "play", "--lang"])), None);
        assert_eq!(
            lang_in_args(&args(&["a", "play", "--", "--lang", "de"])),
            None
        );
        assert_eq!(
            subcommand_of_args(&args(&["a", "--x", "play", "--lang"])),
            Some("play".into())
        );
    }
}
