//! Why the engine cannot play: each case carries what the user must hear.

use std::fmt;

/// A failure of the engine. The program is named as the user gave it; no
/// text the engine wrote is carried, except a move's squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// No such program on the PATH, beside annabella, or at that path.
    NotFound { program: String },
    /// The program exists but could not be started (permissions, not an
    /// executable).
    CannotStart { program: String, why: String },
    /// The program did not answer `uci` with `uciok`: it is no UCI engine.
    NotUci { program: String },
    /// The engine's process ended.
    Crashed { program: String },
    /// The engine did not answer within the time given (in seconds).
    Hung { program: String, secs: u64 },
    /// The engine named a move that is not legal here (its squares, e.g.
    /// `e2e5`).
    IllegalMove { program: String, uci: String },
    /// The engine answered something that is no move at all.
    Garbage { program: String },
}

impl EngineError {
    /// The program as the user named it.
    pub fn program(&self) -> &str {
        match self {
            EngineError::NotFound { program }
            | EngineError::CannotStart { program, .. }
            | EngineError::NotUci { program }
            | EngineError::Crashed { program }
            | EngineError::Hung { program, .. }
            | EngineError::IllegalMove { program, .. }
            | EngineError::Garbage { program } => program,
        }
    }
}

/// For logs and tests; the user hears the catalogs' words.
impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::NotFound { program } => write!(f, "{program}: no such program"),
            EngineError::CannotStart { program, why } => {
                write!(f, "{program}: cannot be started: {why}")
            }
            EngineError::NotUci { program } => write!(f, "{program}: does not speak UCI"),
            EngineError::Crashed { program } => write!(f, "{program}: the engine ended"),
            EngineError::Hung { program, secs } => {
                write!(f, "{program}: no answer in {secs} seconds")
            }
            EngineError::IllegalMove { program, uci } => {
                write!(f, "{program}: illegal move {uci}")
            }
            EngineError::Garbage { program } => write!(f, "{program}: no move in its answer"),
        }
    }
}

impl std::error::Error for EngineError {}
