//! Building a session from options (command line, config, transcript
//! header): start position, languages, rules settings, players.

use shakmaty::{CastlingMode, Chess, fen::Fen};

use super::{Players, Session};
use crate::lang::Lang;
use crate::messages::texts;
use crate::notation::{CaseRule, LangChoice, Reader, letters};
use crate::rules::{Game, IllegalMoveRule, Mode, RulesSettings};

/// Everything that sets up a session. All fields are optional so a bare
/// `annabella play` works.
#[derive(Clone, Debug, Default)]
pub struct SessionOptions {
    /// Start position as FEN.
    pub fen: Option<String>,
    /// Letters read in algebraic input: "auto" or a language code.
    pub notation: Option<String>,
    /// Letters used to write moves for the user (default: English).
    pub write_notation: Option<String>,
    /// Piece letters must be upper case.
    pub strict_case: bool,
    pub lang: Option<Lang>,
    /// Time control as typed; the clock reads it.
    pub time_control: Option<String>,
    pub mode: Option<Mode>,
    pub illegal_moves: IllegalMoveRule,
    pub resignation_always_loses: bool,
    pub white: Option<String>,
    pub black: Option<String>,
    pub event: Option<String>,
}

/// Why a session could not be set up. The text says what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    BadFen(String),
    UnknownNotation(String),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::BadFen(why) => write!(f, "the FEN is not a legal position: {why}"),
            SetupError::UnknownNotation(code) => write!(
                f,
                "unknown notation '{code}': expected auto or one of {}",
                letters::codes().join(", ")
            ),
        }
    }
}

/// Reads a FEN into a legal position, or says why it is not one.
pub fn position_from_fen(fen: &str) -> Result<Chess, String> {
    let parsed: Fen = fen
        .trim()
        .parse()
        .map_err(|e: shakmaty::fen::ParseFenError| e.to_string())?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|e| e.to_string())
}

pub(super) fn build(opts: &SessionOptions) -> Result<Session, SetupError> {
    let start = match &opts.fen {
        Some(f) => position_from_fen(f).map_err(SetupError::BadFen)?,
        None => Chess::default(),
    };
    let choice = match &opts.notation {
        Some(code) => {
            LangChoice::parse(code).ok_or_else(|| SetupError::UnknownNotation(code.clone()))?
        }
        None => LangChoice::Auto,
    };
    let writing = match &opts.write_notation {
        Some(code) => {
            letters::by_code(code).ok_or_else(|| SetupError::UnknownNotation(code.clone()))?
        }
        None => match choice {
            LangChoice::One(i) => letters::all()
                .get(i)
                .ok_or_else(|| SetupError::UnknownNotation(String::new()))?,
            LangChoice::Auto => {
                letters::by_code("en").ok_or_else(|| SetupError::UnknownNotation("en".into()))?
            }
        },
    };
    let case = if opts.strict_case {
        CaseRule::Exact
    } else {
        CaseRule::Any
    };
    let settings = RulesSettings {
        illegal_moves: opts.illegal_moves,
        mode: opts.mode.unwrap_or_default(),
        resignation_always_loses: opts.resignation_always_loses,
    };
    let lang = opts.lang.unwrap_or_default();
    Ok(Session {
        game: Game::new(start, settings),
        reader: Reader::new(choice, case),
        lang,
        texts: texts(lang),
        writing,
        players: Players {
            white: opts.white.clone().unwrap_or_default(),
            black: opts.black.clone().unwrap_or_default(),
            event: opts.event.clone().unwrap_or_default(),
        },
        time_control: opts.time_control.clone(),
        pending: None,
    })
}
