//! A chess engine spoken to over UCI, the Universal Chess Interface
//! (Stockfish and every serious engine speak it).
//!
//! [`Engine::start`] finds the program (a name on the PATH, or a path),
//! starts it and shakes hands (`uci`/`uciok`, `isready`/`readyok`); its
//! strength is set with [`Engine::set_strength`]; [`Engine::go`] starts a
//! search in a position under the game's clock or at a fixed node count,
//! and [`Engine::poll`] or [`Engine::wait`] take its answer: the best move,
//! checked against the rules, with the depth, the score and the line it
//! expects. A reader thread takes the engine's output line by line, so
//! nothing here ever blocks longer than the time asked for.
//!
//! Every failure is an [`EngineError`]: a missing program, one that does
//! not speak UCI, one that crashes or hangs, an illegal or unreadable move.
//! The engine's own text never leaves this crate: an error carries only
//! the program's name as the user gave it and, for an illegal move, the
//! move's squares when they are squares.

mod error;
pub mod judge;
mod process;
mod uci;

pub use error::EngineError;
pub use process::{Engine, find_program};
pub use uci::{Found, Go, Score, parse_info, parse_score};

use serde::{Deserialize, Serialize};

/// How a game is played against an engine (recorded with the game's
/// settings, so a resumed game starts the engine again).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EngineSettings {
    /// The program: a name on the PATH (`stockfish`) or a path.
    pub program: String,
    /// The side the engine plays: "white" or "black"; none: the side the
    /// player does not play (Black when that is not known).
    pub plays: Option<String>,
    /// Playing strength in Elo (UCI_LimitStrength and UCI_Elo).
    pub elo: Option<u32>,
    /// Skill Level (Stockfish: 0 to 20).
    pub level: Option<u32>,
    /// A fixed number of nodes a move: repeatable play.
    pub nodes: Option<u64>,
    /// How long the engine may take to answer when no clock bounds it, in
    /// seconds (default [`DEFAULT_TIMEOUT_SECS`]).
    pub timeout: Option<u64>,
}

/// How long an engine without a clock may think before it is taken to
/// hang.
pub const DEFAULT_TIMEOUT_SECS: u64 = 30;
